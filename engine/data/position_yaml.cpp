#include "engine/data/position_yaml.hpp"

#include <limits>

namespace adj::data {
namespace {

int readInt(const YamlValue& node) {
    const long long value = node.asInt();
    if (value < std::numeric_limits<int>::min() || value > std::numeric_limits<int>::max())
        node.fail("the number " + std::to_string(value) + " is too large");
    return static_cast<int>(value);
}

// One string or a list of them.
std::vector<YamlValue> oneOrMany(const YamlValue& node) { return node.isScalar() ? std::vector<YamlValue>{node} : node.items(); }

model::GameTime readTime(const YamlValue& node) {
    const auto fields = node.fields({"turn", "year", "month"});
    model::GameTime time;
    if (const auto turn = fields.optional("turn")) time.turn = readInt(*turn);
    if (const auto year = fields.optional("year")) time.year = readInt(*year);
    if (const auto month = fields.optional("month")) time.month = readInt(*month);
    return time;
}

void note(PositionLines& lines, const std::string& prefix, const YamlValue::Fields& fields,
          std::initializer_list<std::string_view> keys) {
    for (const auto key : keys)
        if (const auto node = fields.optional(key)) lines.note(prefix + std::string(key), node->line());
}

model::Piece readPiece(const YamlValue& node, const std::string& path, PositionLines& lines, PieceNameTable* names) {
    // Only a scenario gives pieces names: a plain position keeps to what the game's log folds.
    const auto fields = names ? node.fields({"id", "kind", "side", "strength", "at", "flags", "counters", "name"})
                              : node.fields({"id", "kind", "side", "strength", "at", "flags", "counters"});
    lines.note(path, node.line());
    note(lines, path + ".", fields, {"id", "kind", "side", "strength", "at", "flags", "counters", "name"});
    model::Piece piece;
    piece.id = fields.string("id");
    piece.kind = fields.string("kind", "");
    piece.side = fields.string("side");
    if (const auto strength = fields.optional("strength")) piece.strength = readInt(*strength);
    piece.location.space = fields.string("at", "");
    if (const auto flags = fields.optional("flags"))
        for (const auto& item : oneOrMany(*flags))
            if (!piece.flags.insert(item.asString()).second) item.fail("flag '" + item.asString() + "' is given twice");
    if (const auto counters = fields.optional("counters"))
        for (const auto& entry : counters->keyedEntries()) {
            if (piece.counters.contains(entry.key)) entry.keyNode.fail("counter '" + entry.key + "' is given twice");
            piece.counters[entry.key] = readInt(entry.value);
        }
    if (const auto name = names ? fields.optional("name") : std::optional<YamlValue>{}) {
        if (name->asString().empty()) name->fail("a piece's name may not be empty (leave 'name' out to have one built)");
        (*names)[piece.id] = name->asString();
    }
    return piece;
}

// Markers may leave out their id ("{kind: rail-break, at: '0405'}"): they get "<kind>-<n>", n counting
// that kind's markers in the list, so ids stay stable while the file is edited elsewhere.
model::Marker readMarker(const YamlValue& node, const std::string& path, PositionLines& lines,
                         std::map<std::string, int>& countOfKind) {
    const auto fields = node.fields({"id", "kind", "side", "at"});
    lines.note(path, node.line());
    note(lines, path + ".", fields, {"id", "kind", "side", "at"});
    model::Marker marker;
    marker.kind = fields.string("kind");
    const int n = ++countOfKind[marker.kind];
    marker.id = fields.string("id", marker.kind + "-" + std::to_string(n));
    marker.side = fields.string("side", "");
    marker.location.space = fields.string("at", "");
    return marker;
}

}  // namespace

int PositionLines::lineOf(const PositionField& field) const {
    if (const auto it = lines_.find(field.path()); it != lines_.end()) return it->second;
    if (field.part == PositionField::Part::Piece || field.part == PositionField::Part::Marker) {
        const std::string item = (field.part == PositionField::Part::Piece ? "pieces[" : "markers[") + std::to_string(field.index) + "]";
        if (const auto it = lines_.find(item); it != lines_.end()) return it->second;
    }
    return fallback_;
}

void readPositionBody(const YamlValue::Fields& fields, model::Position& position, PositionLines& lines,
                      PieceNameTable* pieceNames) {
    lines.setFallback(fields.node().line());
    note(lines, "", fields, {"game", "scenario", "map", "time", "phasing", "step"});
    position.map = fields.string("map", "");
    if (const auto time = fields.optional("time")) position.time = readTime(*time);
    position.phasingSide = fields.string("phasing", "");
    position.step = fields.string("step", "");

    if (const auto pieces = fields.optional("pieces")) {
        const auto items = pieces->items();
        position.pieces.reserve(items.size());
        for (std::size_t i = 0; i < items.size(); ++i)
            position.pieces.push_back(readPiece(items[i], "pieces[" + std::to_string(i) + "]", lines, pieceNames));
    }
    if (const auto markers = fields.optional("markers")) {
        std::map<std::string, int> countOfKind;
        const auto items = markers->items();
        for (std::size_t i = 0; i < items.size(); ++i)
            position.markers.push_back(readMarker(items[i], "markers[" + std::to_string(i) + "]", lines, countOfKind));
    }
    if (const auto control = fields.optional("control"))
        for (const auto& entry : control->keyedEntries()) {
            if (position.control.contains(entry.key)) entry.keyNode.fail("control of '" + entry.key + "' is given twice");
            position.control[entry.key] = entry.value.asString();
            lines.note("control." + entry.key, entry.keyNode.line());
        }
    if (const auto records = fields.optional("records"))
        for (const auto& entry : records->keyedEntries()) {
            if (position.records.contains(entry.key)) entry.keyNode.fail("record '" + entry.key + "' is given twice");
            position.records[entry.key] = readInt(entry.value);
            lines.note("records." + entry.key, entry.keyNode.line());
        }
}

void throwFirstProblem(const std::vector<PositionProblem>& problems, const PositionLines& lines,
                       const std::filesystem::path& file) {
    if (problems.empty()) return;
    const auto& first = problems.front();
    throw DataError(file, lines.lineOf(first.where), first.where.path() + ": " + first.message);
}

}  // namespace adj::data
