#include "engine/session/event_text.hpp"

#include "engine/session/overloaded.hpp"

namespace adj::session {
namespace {

std::string where(const std::string& space) { return space.empty() ? std::string("off the board") : space; }

std::string changes(const PieceChanged& change) {
    std::string text;
    const auto add = [&](const std::string& part) { text += (text.empty() ? "" : ", ") + part; };
    if (change.strength) add("strength " + std::to_string(*change.strength));
    for (const auto& flag : change.flagsAdded) add("now " + flag);
    for (const auto& flag : change.flagsRemoved) add("no longer " + flag);
    for (const auto& [counter, value] : change.countersSet) add(counter + " " + std::to_string(value));
    for (const auto& counter : change.countersRemoved) add(counter + " cleared");
    if (change.kind) add(change.kind->empty() ? std::string("face hidden") : "revealed as " + *change.kind);
    if (change.side) add("side " + *change.side);
    return text.empty() ? std::string("unchanged") : text;
}

}  // namespace

std::string describe(const Event& event, const model::Position& before) {
    return std::visit(
        Overloaded{
            [](const PiecePlaced& e) {
                return e.piece.id + " placed " + (e.piece.location.onBoard() ? "in " + e.piece.location.space : "off the board");
            },
            [](const PieceMoved& e) { return e.piece + " moved from " + where(e.from) + " to " + where(e.to); },
            [&](const PieceRemoved& e) {
                const model::Piece* piece = before.findPiece(e.piece);
                return e.piece + " removed" + (piece && piece->location.onBoard() ? " from " + piece->location.space : "");
            },
            [](const PieceChanged& e) { return e.piece + ": " + changes(e); },
            [](const MarkerPlaced& e) { return "marker " + e.marker.id + " placed in " + where(e.marker.location.space); },
            [](const MarkerRemoved& e) { return "marker " + e.marker + " removed"; },
            [](const ControlChanged& e) {
                return e.side.empty() ? e.space + " no longer controlled" : e.space + " now controlled by " + e.side;
            },
            [](const RecordChanged& e) {
                return e.value ? e.record + " set to " + std::to_string(*e.value) : e.record + " cleared";
            },
            [](const StepAdvanced& e) {
                return "step " + (e.to.empty() ? std::string("(none)") : e.to) + ", turn " + std::to_string(e.time.turn) +
                       (e.from.empty() ? "" : " (from " + e.from + ")");
            },
            [](const AlertAcknowledged& e) { return "alert acknowledged: " + e.alert; },
            [](const AlertOverridden& e) { return "alert overridden: " + e.alert + ", because: " + e.reason; },
            [](const Note& e) { return e.text; },
            [](const Undo& e) { return "undo of the action at event " + std::to_string(e.group); },
            [](const Redo& e) { return "redo of the action at event " + std::to_string(e.group); },
        },
        event.payload);
}

}  // namespace adj::session
