#include "engine/session/apply.hpp"

#include "engine/session/session_error.hpp"

#include <algorithm>

namespace adj::session {
namespace {

class Applier {
public:
    Applier(SessionState& state, long long seq, std::string_view type) : state_(state), seq_(seq), type_(type) {}

    [[noreturn]] void refuse(const std::string& why) const {
        throw SessionError("event " + std::to_string(seq_) + " (" + std::string(type_) + "): " + why);
    }

    model::Piece& piece(const std::string& id) const {
        if (id.empty()) refuse("no piece id given");
        model::Piece* found = state_.position.findPiece(id);
        if (!found) refuse("no piece '" + id + "' in the position");
        return *found;
    }

    std::vector<model::Marker>::iterator marker(const std::string& id) const {
        auto& markers = state_.position.markers;
        const auto it = std::find_if(markers.begin(), markers.end(), [&](const auto& m) { return m.id == id; });
        if (id.empty()) refuse("no marker id given");
        if (it == markers.end()) refuse("no marker '" + id + "' in the position");
        return it;
    }

    static std::string where(const std::string& space) { return space.empty() ? "off the board" : "at '" + space + "'"; }

    void operator()(const PiecePlaced& event) const {
        const model::Piece& placed = event.piece;
        if (placed.id.empty()) refuse("the piece has no id");
        if (state_.position.findPiece(placed.id)) refuse("a piece '" + placed.id + "' is already in the position");
        if (placed.strength < 0) refuse("strength may not be negative");
        state_.position.pieces.push_back(placed);
    }

    void operator()(const PieceMoved& event) const {
        model::Piece& moving = piece(event.piece);
        if (moving.location.space != event.from)
            refuse("piece '" + event.piece + "' is " + where(moving.location.space) + ", not " + where(event.from));
        if (event.from == event.to) refuse("piece '" + event.piece + "' is already " + where(event.to));
        // A piece that arrives goes on top of the stack there: the end of the list.
        model::Piece moved = moving;
        moved.location.space = event.to;
        auto& pieces = state_.position.pieces;
        pieces.erase(std::find_if(pieces.begin(), pieces.end(), [&](const auto& p) { return p.id == event.piece; }));
        pieces.push_back(std::move(moved));
    }

    void operator()(const PieceRemoved& event) const {
        (void)piece(event.piece);
        auto& pieces = state_.position.pieces;
        pieces.erase(std::find_if(pieces.begin(), pieces.end(), [&](const auto& p) { return p.id == event.piece; }));
    }

    void operator()(const PieceChanged& event) const {
        model::Piece& target = piece(event.piece);
        const bool changesNothing = !event.strength && event.flagsAdded.empty() && event.flagsRemoved.empty() &&
                                    event.countersSet.empty() && event.countersRemoved.empty() && !event.kind && !event.side;
        if (changesNothing) refuse("it changes nothing");
        if (event.strength && *event.strength < 0) refuse("strength may not be negative");
        for (const auto& flag : event.flagsAdded) {
            if (event.flagsRemoved.contains(flag)) refuse("flag '" + flag + "' is both added and removed");
            if (target.flags.contains(flag)) refuse("piece '" + event.piece + "' already has flag '" + flag + "'");
        }
        for (const auto& flag : event.flagsRemoved)
            if (!target.flags.contains(flag)) refuse("piece '" + event.piece + "' has no flag '" + flag + "'");
        for (const auto& counter : event.countersRemoved) {
            if (event.countersSet.contains(counter)) refuse("counter '" + counter + "' is both set and removed");
            if (!target.counters.contains(counter)) refuse("piece '" + event.piece + "' has no counter '" + counter + "'");
        }
        if (event.side && event.side->empty()) refuse("a piece's side may not be empty");
        // Checked everything: now change.
        if (event.strength) target.strength = *event.strength;
        for (const auto& flag : event.flagsAdded) target.flags.insert(flag);
        for (const auto& flag : event.flagsRemoved) target.flags.erase(flag);
        for (const auto& [counter, value] : event.countersSet) target.counters[counter] = value;
        for (const auto& counter : event.countersRemoved) target.counters.erase(counter);
        if (event.kind) target.kind = *event.kind;
        if (event.side) target.side = *event.side;
    }

    void operator()(const MarkerPlaced& event) const {
        if (event.marker.id.empty()) refuse("the marker has no id");
        const auto& markers = state_.position.markers;
        if (std::any_of(markers.begin(), markers.end(), [&](const auto& m) { return m.id == event.marker.id; }))
            refuse("a marker '" + event.marker.id + "' is already in the position");
        state_.position.markers.push_back(event.marker);
    }

    void operator()(const MarkerRemoved& event) const { state_.position.markers.erase(marker(event.marker)); }

    void operator()(const ControlChanged& event) const {
        if (event.space.empty()) refuse("no space given");
        auto& control = state_.position.control;
        const auto it = control.find(event.space);
        const std::string current = it == control.end() ? "" : it->second;
        if (current == event.side)
            refuse("space '" + event.space + "' is already " + (current.empty() ? "uncontrolled" : "controlled by '" + current + "'"));
        if (event.side.empty()) control.erase(it);
        else control[event.space] = event.side;
    }

    void operator()(const RecordChanged& event) const {
        if (event.record.empty()) refuse("no record given");
        auto& records = state_.position.records;
        const auto it = records.find(event.record);
        if (!event.value) {
            if (it == records.end()) refuse("record '" + event.record + "' is not set");
            records.erase(it);
            return;
        }
        if (it != records.end() && it->second == *event.value)
            refuse("record '" + event.record + "' is already " + std::to_string(*event.value));
        records[event.record] = *event.value;
    }

    void operator()(const StepAdvanced& event) const {
        model::Position& position = state_.position;
        if (position.step != event.from)
            refuse("the game is at step '" + position.step + "', not '" + event.from + "' (the move was made from a stale screen?)");
        if (event.to.empty()) refuse("no step to go to");
        if (event.time.turn < 1) refuse("turn " + std::to_string(event.time.turn) + " does not exist: turns count from 1");
        position.step = event.to;
        position.time = event.time;
        position.phasingSide = event.phasingSide;
    }

    void operator()(const AlertAcknowledged& event) const {
        if (event.alert.empty()) refuse("no alert given");
        state_.alerts[event.alert] = decision(AlertDecision::Kind::Acknowledged, "");
    }

    void operator()(const AlertOverridden& event) const {
        if (event.alert.empty()) refuse("no alert given");
        if (event.reason.find_first_not_of(" \t\r\n") == std::string::npos) refuse("an override needs the players' reason");
        state_.alerts[event.alert] = decision(AlertDecision::Kind::Overridden, event.reason);
    }

    void operator()(const Note& event) const {
        if (event.text.find_first_not_of(" \t\r\n") == std::string::npos) refuse("the note is empty");
    }

    void operator()(const Undo&) const { refuse("undo acts on the log, not on a position"); }
    void operator()(const Redo&) const { refuse("redo acts on the log, not on a position"); }

private:
    AlertDecision decision(AlertDecision::Kind kind, const std::string& reason) const {
        return AlertDecision{kind, reason, seq_, state_.position.step, state_.position.time};
    }

    SessionState& state_;
    long long seq_;
    std::string_view type_;
};

}  // namespace

void apply(SessionState& state, const Payload& payload, long long seq) { std::visit(Applier(state, seq, typeName(payload)), payload); }

}  // namespace adj::session
