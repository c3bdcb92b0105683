#include "engine/data/position_file.hpp"

namespace adj::data {
namespace {

// {piece: ID, path: [FROM, ..., TO]} or {piece: ID, to: TO}; `piece: [ID, ID]` moves a stack.
PositionMove readPositionMove(const YamlValue& node) {
    const auto fields = node.fields({"piece", "path", "to"});
    PositionMove move;
    move.line = node.line();
    const YamlValue pieces = fields.required("piece");
    if (pieces.isScalar()) move.pieces.push_back(pieces.asString());
    else
        for (const YamlValue& piece : pieces.items()) move.pieces.push_back(piece.asString());
    if (move.pieces.empty()) pieces.fail("a move names the piece it moves");
    const auto path = fields.optional("path");
    const auto to = fields.optional("to");
    if (path && to) node.fail("a move gives its path or where it ends ('to'), not both");
    if (to) move.path.push_back(to->asString());
    if (path) {
        for (const YamlValue& space : path->items()) move.path.push_back(space.asString());
        if (move.path.size() < 2) path->fail("a path lists at least the hex the piece starts in and one more");
    }
    if (!path && !to) node.fail("a move needs 'path' (the hexes from where the piece stands) or 'to'");
    return move;
}

PositionSource readSource(const YamlFile& file) {
    const YamlValue root = file.root();
    if (!root.isMap()) root.fail("expected a position: a mapping with game, time, pieces...");
    const auto fields = root.fields({"game", "scenario", "map", "time", "phasing", "step", "pieces", "markers", "control", "records", "moves"});
    PositionSource source;
    source.file = file.path();
    source.position.game = fields.string("game");
    source.position.scenario = fields.string("scenario", "");
    readPositionBody(fields, source.position, source.lines);
    if (const auto moves = fields.optional("moves"))
        for (const YamlValue& item : moves->items()) source.moves.push_back(readPositionMove(item));
    return source;
}

}  // namespace

void PositionSource::check(const GameDefinition& definition, const board::SpaceGraph& graph) const {
    throwFirstProblem(checkPosition(position, definition, graph), lines, file);
}

PositionSource readPositionFile(const std::filesystem::path& path) { return readSource(YamlFile::load(path)); }

PositionSource parsePosition(const std::string& yamlText, const std::filesystem::path& name) {
    return readSource(YamlFile::parse(yamlText, name));
}

model::Position loadPosition(const std::filesystem::path& path, const GameDefinition& definition,
                             const board::SpaceGraph& graph) {
    PositionSource source = readPositionFile(path);
    source.check(definition, graph);
    return std::move(source.position);
}

}  // namespace adj::data
