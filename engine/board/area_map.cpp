#include "engine/board/area_map.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "engine/board/pair_id.hpp"
#include "engine/board/polygon.hpp"

namespace adj::board {
namespace {

[[noreturn]] void rejectArea(std::string_view name, const std::string& problem) {
    throw std::invalid_argument("area map: area '" + std::string(name) + "' " + problem);
}

bool isFinite(MapPoint p) { return std::isfinite(p.x) && std::isfinite(p.y); }

}  // namespace

AreaMap::AreaMap(AreaMapSpec spec) {
    if (spec.areas.empty()) throw std::invalid_argument("area map: has no areas");
    areas_.reserve(spec.areas.size());
    for (AreaSpec& given : spec.areas) {
        if (given.name.empty()) rejectArea(given.name, "has an empty name (area #" + std::to_string(areas_.size() + 1) + ")");
        if (given.name.find(kPairIdSeparator) != std::string::npos) rejectArea(given.name, "contains '/', which joins border ids");
        if (indexOfName_.contains(given.name)) rejectArea(given.name, "is listed twice");
        if (given.outline.size() < 3) {
            rejectArea(given.name, "has " + std::to_string(given.outline.size()) + " vertices; an outline needs at least 3");
        }
        if (!std::all_of(given.outline.begin(), given.outline.end(), isFinite)) rejectArea(given.name, "has a vertex that is not a finite number");
        if (polygonSignedArea(given.outline) == 0.0) rejectArea(given.name, "has an outline of zero area");
        Area area;
        area.centroid = polygonCentroid(given.outline);
        area.labelPoint = polygonInteriorPoint(given.outline);
        area.bounds = polygonBounds(given.outline);
        bounds_.grow(area.bounds.min);
        bounds_.grow(area.bounds.max);
        area.name = std::move(given.name);
        area.outline = std::move(given.outline);
        indexOfName_.emplace(area.name, areas_.size());
        areas_.push_back(std::move(area));
    }

    neighbours_.resize(areas_.size());
    for (const auto& [firstName, secondName] : spec.adjacent) {
        const auto first = find(firstName);
        const auto second = find(secondName);
        const std::string pair = "'" + firstName + "' - '" + secondName + "'";
        if (!first) throw std::invalid_argument("area map: adjacency " + pair + " names unknown area '" + firstName + "'");
        if (!second) throw std::invalid_argument("area map: adjacency " + pair + " names unknown area '" + secondName + "'");
        if (*first == *second) rejectArea(firstName, "is listed as adjacent to itself");
        if (adjacent(*first, *second)) throw std::invalid_argument("area map: adjacency " + pair + " is listed twice");
        adjacencies_.push_back({std::min(*first, *second), std::max(*first, *second)});
        neighbours_[*first].push_back(*second);
        neighbours_[*second].push_back(*first);
    }
    for (auto& list : neighbours_) std::sort(list.begin(), list.end());
}

std::optional<std::size_t> AreaMap::find(std::string_view name) const {
    const auto found = indexOfName_.find(name);
    if (found == indexOfName_.end()) return std::nullopt;
    return found->second;
}

bool AreaMap::adjacent(std::size_t a, std::size_t b) const {
    const auto& list = neighbours_.at(a);
    return std::find(list.begin(), list.end(), b) != list.end();
}

std::optional<std::size_t> AreaMap::areaAtPoint(MapPoint point) const {
    for (std::size_t i = 0; i < areas_.size(); ++i) {
        // The box test first: most areas are nowhere near the point.
        if (areas_[i].bounds.contains(point) && polygonContains(areas_[i].outline, point)) return i;
    }
    return std::nullopt;
}

}  // namespace adj::board
