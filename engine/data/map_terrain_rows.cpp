// The `terrain:` block of a hex map: the map drawn as text, one symbol per hex, so a 24 x 18 practice
// map is 18 short lines rather than 432 entries.
//
//   terrain:
//     legend: {".": clear, f: forest, h: hills}
//     rows: |
//       . . f f h
//       . f f . h
#include "engine/data/map_reading.hpp"

namespace adj::data::map_reading {
namespace {

// The printed rows of the block, blank lines at the end dropped (a YAML block usually ends in one).
std::vector<std::string> linesOf(const std::string& text) {
    std::vector<std::string> lines;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t end = std::min(text.find('\n', start), text.size());
        lines.push_back(text.substr(start, end - start));
        start = end + 1;
    }
    while (!lines.empty() && lines.back().find_first_not_of(" \t\r") == std::string::npos) lines.pop_back();
    return lines;
}

}  // namespace

void readTerrainRows(const YamlValue& node, MapBuild& build) {
    const auto* grid = build.map.graph.hexGrid();
    if (!grid) node.fail("terrain rows are for hex grids; give each area its terrain");
    const auto fields = node.fields({"legend", "rows"});

    board::TerrainId terrainOfSymbol[256] = {};
    bool known[256] = {};
    for (const auto& entry : fields.required("legend").keyedEntries()) {
        if (entry.key.size() != 1 || entry.key[0] == ' ' || entry.key[0] == '\t')
            entry.keyNode.fail("a legend symbol is one character that is not a space; found '" + entry.key + "'");
        const std::string terrain = entry.value.asString();
        const auto id = build.definition.terrainId(terrain);
        if (!id) entry.value.fail("unknown terrain '" + terrain + "' (expected one of: " + build.definition.terrain.idList() + ")");
        const auto symbol = static_cast<unsigned char>(entry.key[0]);
        if (known[symbol]) entry.keyNode.fail("the symbol '" + entry.key + "' is in the legend twice");
        known[symbol] = true;
        terrainOfSymbol[symbol] = *id;
    }

    const YamlValue rowsNode = fields.required("rows");
    const auto lines = linesOf(rowsNode.asString());
    const auto& spec = grid->spec();
    // A block scalar's text starts on the line after its "|", so row i is on line rows + 1 + i.
    const auto failOnRow = [&](std::size_t row, const std::string& message) -> void {
        throw DataError(rowsNode.file(), rowsNode.line() + 1 + static_cast<int>(row), rowsNode.where() + ": " + message);
    };
    if (lines.size() != static_cast<std::size_t>(spec.rows))
        failOnRow(std::min(lines.size(), static_cast<std::size_t>(spec.rows)),
                  "expected " + std::to_string(spec.rows) + " rows of terrain, found " + std::to_string(lines.size()));
    for (std::size_t r = 0; r < lines.size(); ++r) {
        const int row = spec.firstRow + static_cast<int>(r);
        int column = spec.firstColumn;
        for (const char c : lines[r]) {
            if (c == ' ' || c == '\t' || c == '\r') continue;  // spacing only helps the eye line up the columns
            const auto symbol = static_cast<unsigned char>(c);
            if (!known[symbol]) failOnRow(r, "the symbol '" + std::string(1, c) + "' is not in the legend");
            if (column > spec.lastColumn())
                failOnRow(r, "row " + std::to_string(row) + " has more than " + std::to_string(spec.columns) + " hexes");
            if (const auto space = build.map.graph.spaceOfHex({column, row}))
                build.map.graph.setTerrain(*space, terrainOfSymbol[symbol]);
            ++column;
        }
        if (column <= spec.lastColumn())
            failOnRow(r, "row " + std::to_string(row) + " has " + std::to_string(column - spec.firstColumn) + " hexes; expected " +
                             std::to_string(spec.columns));
    }
}

}  // namespace adj::data::map_reading
