#include "engine/session/event_text.hpp"

#include "engine/session/overloaded.hpp"

#include <algorithm>

namespace adj::session {

std::string EventNames::piece(const model::Piece& piece) const { return piece.id; }
std::string EventNames::pieceIn(const std::string& id, const model::Position& position) const {
    const model::Piece* found = position.findPiece(id);
    return found ? piece(*found) : id;
}
std::string EventNames::space(const std::string& space) const { return space; }
std::string EventNames::step(const std::string& step) const { return step; }
std::string EventNames::marker(const model::Marker& marker) const { return marker.id; }
std::string EventNames::side(const std::string& side) const { return side; }
std::string EventNames::flag(const std::string& flag) const { return flag; }
bool EventNames::leads(const model::Piece&) const { return false; }

namespace {

std::string eventWhere(const EventNames& names, const std::string& space) {
    return space.empty() ? std::string("off the board") : names.space(space);
}

std::string eventChanges(const PieceChanged& change, const EventNames& names) {
    std::string text;
    const auto add = [&](const std::string& part) { text += (text.empty() ? "" : ", ") + part; };
    if (change.strength) add("strength " + std::to_string(*change.strength));
    for (const auto& flag : change.flagsAdded) add("now " + names.flag(flag));
    for (const auto& flag : change.flagsRemoved) add("no longer " + names.flag(flag));
    for (const auto& [counter, value] : change.countersSet) add(counter + " " + std::to_string(value));
    for (const auto& counter : change.countersRemoved) add(counter + " cleared");
    if (change.kind) add(change.kind->empty() ? std::string("face hidden") : "revealed as " + *change.kind);
    if (change.side) add("side " + names.side(*change.side));
    return text.empty() ? std::string("unchanged") : text;
}

}  // namespace

std::string describe(const Event& event, const model::Position& before, const EventNames& names) {
    return std::visit(
        Overloaded{
            [&](const PiecePlaced& e) {
                return names.piece(e.piece) + " placed " +
                       (e.piece.location.onBoard() ? "in " + names.space(e.piece.location.space) : "off the board");
            },
            [&](const PieceMoved& e) {
                return names.pieceIn(e.piece, before) + " moved from " + eventWhere(names, e.from) + " to " +
                       eventWhere(names, e.to);
            },
            [&](const PieceRemoved& e) {
                const model::Piece* piece = before.findPiece(e.piece);
                return names.pieceIn(e.piece, before) + " removed" +
                       (piece && piece->location.onBoard() ? " from " + names.space(piece->location.space) : "");
            },
            [&](const PieceChanged& e) { return names.pieceIn(e.piece, before) + ": " + eventChanges(e, names); },
            [&](const MarkerPlaced& e) {
                return names.marker(e.marker) + " marker placed in " + eventWhere(names, e.marker.location.space);
            },
            [&](const MarkerRemoved& e) {
                const auto marker = std::find_if(before.markers.begin(), before.markers.end(),
                                                 [&](const model::Marker& m) { return m.id == e.marker; });
                if (marker == before.markers.end()) return "marker " + e.marker + " removed";
                return names.marker(*marker) + " marker removed" +
                       (marker->location.onBoard() ? " from " + names.space(marker->location.space) : "");
            },
            [&](const ControlChanged& e) {
                return e.side.empty() ? names.space(e.space) + " no longer controlled"
                                      : names.space(e.space) + " now controlled by " + names.side(e.side);
            },
            [](const RecordChanged& e) {
                return e.value ? e.record + " set to " + std::to_string(*e.value) : e.record + " cleared";
            },
            [&](const StepAdvanced& e) {
                return "step " + (e.to.empty() ? std::string("(none)") : names.step(e.to)) + ", turn " +
                       std::to_string(e.time.turn) + (e.from.empty() ? "" : " (from " + names.step(e.from) + ")");
            },
            [](const AlertAcknowledged& e) { return "alert acknowledged: " + e.alert; },
            [](const AlertOverridden& e) { return "alert overridden: " + e.alert + ", because: " + e.reason; },
            [](const Note& e) { return e.text; },
            [](const Undo& e) { return "undo of the action at event " + std::to_string(e.group); },
            [](const Redo& e) { return "redo of the action at event " + std::to_string(e.group); },
        },
        event.payload);
}

std::string describe(const Event& event, const model::Position& before) {
    static const EventNames byId;
    return describe(event, before, byId);
}

}  // namespace adj::session
