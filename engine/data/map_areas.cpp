// The `areas:` section of an area map: each area's outline and the areas it is adjacent to. Adjacency
// is given, never derived from outlines touching; listing a pair from both ends is fine.
//
//   areas:
//     L1: {name: North Shore, terrain: land, outline: [[0, 0], [60, 0], [60, 40], [0, 40]], adjacent: [L2, S1]}
#include "engine/data/kind_table.hpp"
#include "engine/data/map_reading.hpp"

#include "engine/board/polygon.hpp"

#include <cmath>
#include <map>
#include <set>
#include <stdexcept>

namespace adj::data::map_reading {
namespace {

std::vector<board::MapPoint> readOutline(const YamlValue& node) {
    std::vector<board::MapPoint> outline;
    for (const auto& item : node.items()) {
        const auto xy = item.items();
        if (xy.size() != 2) item.fail("expected a corner as [x, y] in millimetres");
        outline.push_back({xy[0].asNumber(), xy[1].asNumber()});
    }
    if (outline.size() < 3) node.fail("an outline needs at least 3 corners, found " + std::to_string(outline.size()));
    if (board::polygonSignedArea(outline) == 0.0) node.fail("the outline encloses no surface");
    return outline;
}

}  // namespace

board::AreaMap readAreaMap(const YamlValue& node, const KeySet& keys) {
    board::AreaMapSpec spec;
    const auto entries = node.keyedEntries();
    if (entries.empty()) node.fail("an area map needs at least one area");

    std::map<std::string, int, std::less<>> lineOfArea;
    for (const auto& entry : entries) {
        checkIdText(entry.key, entry.keyNode, "area id");
        if (const auto [it, fresh] = lineOfArea.emplace(entry.key, entry.keyNode.line()); !fresh)
            entry.keyNode.fail("area '" + entry.key + "' is described twice (first on line " + std::to_string(it->second) + ")");
    }

    std::set<std::pair<std::string, std::string>> pairs;  // each adjacency once, lower id first
    for (const auto& entry : entries) {
        if (!entry.value.isMap()) entry.value.fail("expected the area's mapping (outline, adjacent, terrain...)");
        const auto fields = entry.value.fieldsAllowing(keys);
        spec.areas.push_back(board::AreaSpec{entry.key, readOutline(fields.required("outline"))});

        if (const auto adjacent = fields.optional("adjacent")) {
            for (const auto& item : adjacent->items()) {
                const std::string other = item.asString();
                if (!lineOfArea.contains(other)) item.fail("no area '" + other + "' on this map");
                if (other == entry.key) item.fail("an area cannot be adjacent to itself");
                auto pair = entry.key < other ? std::pair(entry.key, other) : std::pair(other, entry.key);
                if (pairs.insert(pair).second) spec.adjacent.push_back(std::move(pair));
            }
        }
    }
    try {
        return board::AreaMap(std::move(spec));
    } catch (const std::invalid_argument& e) {
        node.fail(e.what());
    }
}

}  // namespace adj::data::map_reading
