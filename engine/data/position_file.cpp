#include "engine/data/position_file.hpp"

namespace adj::data {
namespace {

PositionSource readSource(const YamlFile& file) {
    const YamlValue root = file.root();
    if (!root.isMap()) root.fail("expected a position: a mapping with game, time, pieces...");
    const auto fields = root.fields({"game", "scenario", "map", "time", "phasing", "step", "pieces", "markers", "control", "records"});
    PositionSource source;
    source.file = file.path();
    source.position.game = fields.string("game");
    source.position.scenario = fields.string("scenario", "");
    readPositionBody(fields, source.position, source.lines);
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
