// Writing positions in the hand-written format: the same keys, one flow mapping per piece, and
// nothing that equals its default, so a saved file looks like one a player wrote.
#include "engine/data/position_file.hpp"
#include "engine/data/yaml_text.hpp"

#include <fstream>
#include <sstream>

namespace adj::data {
namespace {

class FlowMap {
public:
    FlowMap& add(std::string_view key, const std::string& yamlValue) {
        text_ += (text_.empty() ? "{" : ", ") + std::string(key) + ": " + yamlValue;
        return *this;
    }
    FlowMap& addText(std::string_view key, const std::string& value) {
        return value.empty() ? *this : add(key, yamlScalar(value));
    }
    std::string str() const { return text_.empty() ? "{}" : text_ + "}"; }

private:
    std::string text_;
};

std::string flowList(const std::set<std::string>& values) {
    std::string text;
    for (const auto& value : values) text += (text.empty() ? "[" : ", ") + yamlScalar(value);
    return text + "]";
}

std::string flowNumbers(const std::map<std::string, int>& values) {
    FlowMap map;
    for (const auto& [key, value] : values) map.add(yamlScalar(key), std::to_string(value));
    return map.str();
}

}  // namespace

std::string positionToYaml(const model::Position& position) {
    std::ostringstream out;
    out << "# An Adjutant position: see data/README.md, \"Positions\".\n";
    out << "game: " << yamlScalar(position.game) << "\n";
    if (!position.scenario.empty()) out << "scenario: " << yamlScalar(position.scenario) << "\n";
    if (!position.map.empty()) out << "map: " << yamlScalar(position.map) << "\n";
    FlowMap time;
    time.add("turn", std::to_string(position.time.turn));
    if (position.time.year != 0) time.add("year", std::to_string(position.time.year));
    if (position.time.month != 0) time.add("month", std::to_string(position.time.month));
    out << "time: " << time.str() << "\n";
    if (!position.phasingSide.empty()) out << "phasing: " << yamlScalar(position.phasingSide) << "\n";
    if (!position.step.empty()) out << "step: " << yamlScalar(position.step) << "\n";

    if (!position.pieces.empty()) out << "pieces:\n";
    for (const auto& piece : position.pieces) {
        FlowMap map;
        map.add("id", yamlScalar(piece.id)).addText("kind", piece.kind).add("side", yamlScalar(piece.side));
        if (piece.strength != 0) map.add("strength", std::to_string(piece.strength));
        map.addText("at", piece.location.space);
        if (!piece.flags.empty()) map.add("flags", flowList(piece.flags));
        if (!piece.counters.empty()) map.add("counters", flowNumbers(piece.counters));
        out << "  - " << map.str() << "\n";
    }
    if (!position.markers.empty()) out << "markers:\n";
    for (const auto& marker : position.markers) {
        FlowMap map;
        map.add("id", yamlScalar(marker.id)).add("kind", yamlScalar(marker.kind)).addText("side", marker.side);
        map.addText("at", marker.location.space);
        out << "  - " << map.str() << "\n";
    }
    if (!position.control.empty()) out << "control:\n";
    for (const auto& [space, side] : position.control) out << "  " << yamlScalar(space) << ": " << yamlScalar(side) << "\n";
    if (!position.records.empty()) out << "records:\n";
    for (const auto& [record, value] : position.records) out << "  " << yamlScalar(record) << ": " << value << "\n";
    return out.str();
}

void savePosition(const model::Position& position, const std::filesystem::path& path) {
    const std::string text = positionToYaml(position);
    std::ofstream file(path, std::ios::binary | std::ios::trunc);
    if (!file) throw DataError(path, 0, "cannot open the file for writing");
    file << text;
    file.close();
    if (!file) throw DataError(path, 0, "could not write the whole file");
}

}  // namespace adj::data
