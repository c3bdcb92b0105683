#pragma once
// The War for the Union: the piece tests, feature bits and side numbers its rules code asks about,
// read once from the game's definition (pieces.yaml, terrain.yaml). Everything the module's callbacks
// share lives here so that no callback looks a name up twice.
#include <optional>
#include <string>

#include "engine/board/feature_set.hpp"
#include "engine/board/space.hpp"
#include "engine/data/game_definition.hpp"
#include "engine/rules/presence.hpp"

namespace adj::games::wftu {

struct Catalog {
    // Sides, as the evaluator numbers them (the definition's order).
    rules::SideIndex unionSide = 0;
    rules::SideIndex confederateSide = 1;

    // Pieces.
    rules::PiecePredicate troop;          // infantry and cavalry SPs (3.1)
    rules::PiecePredicate cavalry;        // 7.53
    rules::PiecePredicate cavalryLeader;  // crossed swords (3.22, 7.53)
    rules::PiecePredicate armyHq;         // 4.11 +6
    rules::PiecePredicate fort;           // 4.12, 4.23
    rules::PiecePredicate battery;        // 4.31, 8.27
    rules::PiecePredicate coastalBattery;
    rules::PiecePredicate ship;
    rules::PiecePredicate navalCombat;    // I, N, R: not transports (3.31)
    rules::PiecePredicate needsSupply;    // troops, batteries, ships (7.1)

    // Space features.
    board::FeatureId majorCity = 0, minorCity = 0, town = 0;
    board::FeatureId supplyUnion = 0, supplyConfederate = 0, supplyBlack = 0;
    board::FeatureId mapEdgeSource = 0, seaSupplySource = 0;
    board::FeatureId port = 0, redPort = 0, riverDepotSite = 0;
    // Border kinds.
    board::FeatureId navigableRiver = 0, tidalRiver = 0, bay = 0, chesapeakeBay = 0, closedBay = 0;
    board::FeatureId ferry = 0, mississippiFerry = 0;
    board::FeatureId impassable = 0, allSea = 0;  // count towards "completely surrounded" (7.34)
    // Network edge features.
    board::FeatureId railBridge = 0, railFerry = 0;
    // Terrain.
    board::TerrainId swamp = 0, bayou = 0;

    bool isCity(const board::Space& space) const {
        return space.features.has(majorCity) || space.features.has(minorCity);
    }
    bool isSupplyCity(const board::Space& space) const {
        return space.features.has(supplyUnion) || space.features.has(supplyConfederate) || space.features.has(supplyBlack);
    }
    bool isSwampOrBayou(const board::Space& space) const { return space.terrain == swamp || space.terrain == bayou; }
};

Catalog makeCatalog(const data::GameDefinition& definition);

// A side's name for players: "Union", "Confederate".
std::string sideTitle(const std::string& side);

// A piece counter, 0 when the piece has none ("fatigue", "damage", "isolated-turns", "suppression").
int counterOf(const model::Piece& piece, const std::string& counter);

// The step from one hex to an adjacent one as the rules name it ("n", "ne", "se", "s", "sw", "nw"), for
// flat-top XXYY grids with odd columns lower; nullopt when the ids are not XXYY or not adjacent.
std::optional<std::string> directionBetween(const std::string& fromId, const std::string& toId);

}  // namespace adj::games::wftu
