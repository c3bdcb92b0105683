#include "engine/session/event.hpp"

#include "engine/session/overloaded.hpp"

namespace adj::session {

std::string_view typeName(const Payload& payload) {
    return std::visit(Overloaded{
                          [](const PiecePlaced&) { return std::string_view("piece-placed"); },
                          [](const PieceMoved&) { return std::string_view("piece-moved"); },
                          [](const PieceRemoved&) { return std::string_view("piece-removed"); },
                          [](const PieceChanged&) { return std::string_view("piece-changed"); },
                          [](const MarkerPlaced&) { return std::string_view("marker-placed"); },
                          [](const MarkerRemoved&) { return std::string_view("marker-removed"); },
                          [](const ControlChanged&) { return std::string_view("control-changed"); },
                          [](const RecordChanged&) { return std::string_view("record-changed"); },
                          [](const StepAdvanced&) { return std::string_view("step-advanced"); },
                          [](const AlertAcknowledged&) { return std::string_view("alert-acknowledged"); },
                          [](const AlertOverridden&) { return std::string_view("alert-overridden"); },
                          [](const Note&) { return std::string_view("note"); },
                          [](const Undo&) { return std::string_view("undo"); },
                          [](const Redo&) { return std::string_view("redo"); },
                      },
                      payload);
}

std::string_view toString(Source source) {
    switch (source) {
        case Source::Camera: return "camera";
        case Source::Touch: return "touch";
        case Source::Cli: return "cli";
    }
    return "";
}

std::optional<Source> parseSource(std::string_view text) {
    if (text == "camera") return Source::Camera;
    if (text == "touch") return Source::Touch;
    if (text == "cli") return Source::Cli;
    return std::nullopt;
}

bool isUndoOrRedo(const Payload& payload) {
    return std::holds_alternative<Undo>(payload) || std::holds_alternative<Redo>(payload);
}

}  // namespace adj::session
