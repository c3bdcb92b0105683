#include "engine/board/hex_direction.hpp"

#include <algorithm>
#include <cctype>
#include <cstddef>
#include <stdexcept>
#include <string>

namespace adj::board {
namespace {

using enum HexDirection;

constexpr std::array<std::string_view, 8> kDirectionNames{"N", "NE", "E", "SE", "S", "SW", "W", "NW"};

constexpr std::array<HexDirection, 6> kFlatTopDirections{N, NE, SE, S, SW, NW};
constexpr std::array<HexDirection, 6> kPointyTopDirections{NE, E, SE, SW, W, NW};

// Steps in the same order as the direction lists above. Map y grows south, so "north" is -r on a
// flat-top grid, and on a pointy-top grid north-west and north-east share row r - 1.
constexpr std::array<HexCoord, 6> kFlatTopSteps{{{0, -1}, {1, -1}, {1, 0}, {0, 1}, {-1, 1}, {-1, 0}}};
constexpr std::array<HexCoord, 6> kPointyTopSteps{{{1, -1}, {1, 0}, {0, 1}, {-1, 1}, {-1, 0}, {0, -1}}};

bool equalsIgnoringCase(std::string_view a, std::string_view b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::toupper(static_cast<unsigned char>(x)) == std::toupper(static_cast<unsigned char>(y));
           });
}

const std::array<HexDirection, 6>& directionsOf(HexOrientation orientation) {
    return orientation == HexOrientation::FlatTop ? kFlatTopDirections : kPointyTopDirections;
}

const std::array<HexCoord, 6>& stepsOf(HexOrientation orientation) {
    return orientation == HexOrientation::FlatTop ? kFlatTopSteps : kPointyTopSteps;
}

}  // namespace

std::string_view toString(HexOrientation orientation) {
    return orientation == HexOrientation::FlatTop ? "flat-top" : "pointy-top";
}

std::optional<HexOrientation> parseHexOrientation(std::string_view text) {
    if (equalsIgnoringCase(text, "flat-top") || equalsIgnoringCase(text, "flat")) return HexOrientation::FlatTop;
    if (equalsIgnoringCase(text, "pointy-top") || equalsIgnoringCase(text, "pointy")) return HexOrientation::PointyTop;
    return std::nullopt;
}

std::string_view toString(HexDirection direction) { return kDirectionNames[static_cast<std::size_t>(direction)]; }

std::optional<HexDirection> parseHexDirection(std::string_view text) {
    for (std::size_t i = 0; i < kDirectionNames.size(); ++i) {
        if (equalsIgnoringCase(text, kDirectionNames[i])) return static_cast<HexDirection>(i);
    }
    return std::nullopt;
}

std::span<const HexDirection, 6> hexDirections(HexOrientation orientation) { return directionsOf(orientation); }

bool isValidDirection(HexOrientation orientation, HexDirection direction) {
    const auto& directions = directionsOf(orientation);
    return std::find(directions.begin(), directions.end(), direction) != directions.end();
}

HexDirection opposite(HexDirection direction) {
    // The enum runs clockwise through all eight points of the compass, so half-way round is 4 on.
    return static_cast<HexDirection>((static_cast<int>(direction) + 4) % 8);
}

HexCoord directionStep(HexOrientation orientation, HexDirection direction) {
    const auto& directions = directionsOf(orientation);
    const auto found = std::find(directions.begin(), directions.end(), direction);
    if (found == directions.end()) {
        throw std::invalid_argument("hex direction " + std::string(toString(direction)) + " does not exist on a " +
                                    std::string(toString(orientation)) + " grid");
    }
    return stepsOf(orientation)[static_cast<std::size_t>(found - directions.begin())];
}

std::optional<HexDirection> directionOfStep(HexOrientation orientation, HexCoord step) {
    const auto& steps = stepsOf(orientation);
    const auto found = std::find(steps.begin(), steps.end(), step);
    if (found == steps.end()) return std::nullopt;
    return directionsOf(orientation)[static_cast<std::size_t>(found - steps.begin())];
}

}  // namespace adj::board
