// The War for the Union's real data in data/games/war-for-the-union: it loads all or nothing, the
// definition says what the rules booklet says (and `chart` where the text lacks a value), the practice
// map has every hexside kind and a supply geography worth playing on, the gazetteer puts the rules'
// named places on the hexes the rules give, and the practice scenario sets up something to check.
#include "engine/data/game_data.hpp"
#include "engine/data/position_check.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <numeric>
#include <queue>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

namespace adj::data {
namespace {

const std::filesystem::path kGameFolder = std::filesystem::path(ADJUTANT_DEFAULT_DATA_DIR) / "games" / "war-for-the-union";

// Loaded once: every test reads the same files.
const GameData& game() {
    static const GameData data = loadGameData(kGameFolder);
    return data;
}

template <class T>
const T& get(const IdTable<T>& table, std::string_view id) {
    const T* entry = table.find(id);
    if (!entry) throw std::out_of_range("no entry '" + std::string(id) + "'");
    return *entry;
}

const GameMap& practice() { return *game().findMap("practice"); }
const GameMap& gazetteer() { return *game().findMap("gazetteer"); }

board::FeatureId borderBit(const char* id) { return *game().definition.borderBit(id); }
board::FeatureId featureBit(const char* id) { return *game().definition.featureBit(id); }

// Borders of the map that carry a border kind.
std::vector<board::BorderIndex> bordersWith(const GameMap& map, const char* kind) {
    std::vector<board::BorderIndex> found;
    for (const auto& border : map.graph.borders())
        if (border.features.has(borderBit(kind))) found.push_back(border.index);
    return found;
}

std::vector<board::SpaceIndex> spacesWith(const GameMap& map, const char* feature) {
    std::vector<board::SpaceIndex> found;
    for (board::SpaceIndex i = 0; i < map.graph.spaceCount(); ++i)
        if (map.graph.space(i).features.has(featureBit(feature))) found.push_back(i);
    return found;
}

board::SpaceIndex spaceNamed(const GameMap& map, const std::string& name) {
    for (board::SpaceIndex i = 0; i < map.spaces.size(); ++i)
        if (map.spaces[i].name == name) return i;
    ADD_FAILURE() << "no space named " << name;
    return 0;
}

// Union-find over the borders of one kind: two hexsides belong together when they meet at a corner
// (they share one hex and their other two hexes are adjacent), as the hexsides of a river do.
bool meetAtCorner(const board::SpaceGraph& graph, const board::Border& a, const board::Border& b) {
    std::set<board::SpaceIndex> hexes = {a.first, a.second, b.first, b.second};
    if (hexes.size() != 3) return false;
    std::vector<board::SpaceIndex> odd;
    for (const auto hex : {a.first, a.second})
        if (hex != b.first && hex != b.second) odd.push_back(hex);
    for (const auto hex : {b.first, b.second})
        if (hex != a.first && hex != a.second) odd.push_back(hex);
    return odd.size() == 2 && graph.borderBetween(odd[0], odd[1]).has_value();
}

int chainCount(const GameMap& map, const std::vector<board::BorderIndex>& borders) {
    std::vector<std::size_t> parent(borders.size());
    std::iota(parent.begin(), parent.end(), 0);
    const auto find = [&](std::size_t i) {
        while (parent[i] != i) i = parent[i] = parent[parent[i]];
        return i;
    };
    for (std::size_t i = 0; i < borders.size(); ++i)
        for (std::size_t j = i + 1; j < borders.size(); ++j)
            if (meetAtCorner(map.graph, map.graph.border(borders[i]), map.graph.border(borders[j]))) parent[find(i)] = find(j);
    std::set<std::size_t> roots;
    for (std::size_t i = 0; i < borders.size(); ++i) roots.insert(find(i));
    return static_cast<int>(roots.size());
}

// The spaces a network layer reaches from `from`, never entering `blocked`.
std::set<board::SpaceIndex> reach(const GameMap& map, const char* layerName, board::SpaceIndex from,
                                  const std::set<board::SpaceIndex>& blocked = {}) {
    const auto layer = *map.graph.findLayer(layerName);
    std::set<board::SpaceIndex> seen = {from};
    std::queue<board::SpaceIndex> queue;
    queue.push(from);
    while (!queue.empty()) {
        const auto at = queue.front();
        queue.pop();
        for (const auto& link : map.graph.networkNeighbours(layer, at))
            if (!blocked.contains(link.space) && seen.insert(link.space).second) queue.push(link.space);
    }
    return seen;
}

// The supply cities of one colour that rail alone links to `city` (a three-city network needs 3, 7.33).
std::set<board::SpaceIndex> railNetwork(const GameMap& map, const char* colour, const std::string& city,
                                        const std::set<std::string>& lost = {}) {
    std::set<board::SpaceIndex> blocked;
    for (const auto& name : lost) blocked.insert(spaceNamed(map, name));
    std::set<board::SpaceIndex> cities;
    for (const auto space : reach(map, "rail", spaceNamed(map, city), blocked))
        if (map.graph.space(space).features.has(featureBit(colour))) cities.insert(space);
    return cities;
}

// ------------------------------------------------------------------------------------------ loading

TEST(WarForTheUnionData, TheGameLoadsWithBothMapsAndTheScenario) {
    const GameData& data = game();
    EXPECT_EQ(data.manifest.id, "war-for-the-union");
    EXPECT_EQ(data.manifest.board, "hexes");
    EXPECT_EQ(data.maps.size(), 2u);
    EXPECT_NE(data.findMap("practice"), nullptr);
    EXPECT_NE(data.findMap("gazetteer"), nullptr);
    EXPECT_EQ(data.defaultMap, "");  // two maps, neither named after the game: scenarios name theirs
    EXPECT_NE(data.findScenario("practice-border-war"), nullptr);
}

// ------------------------------------------------------------------------------------------ pieces

TEST(WarForTheUnionData, SidesAreUnionBlueAndConfederateGray) {
    const auto& sides = game().definition.sides;
    ASSERT_EQ(sides.size(), 2u);
    EXPECT_EQ(get(sides, "union").name, "Union");
    EXPECT_EQ(get(sides, "confederate").name, "Confederate");
    const Colour blue = get(sides, "union").colour;
    const Colour gray = get(sides, "confederate").colour;
    EXPECT_GT(blue.blue, blue.red);                                         // blue (3.0)
    EXPECT_TRUE(gray.red == gray.green && gray.green == gray.blue);        // gray (3.0)
}

TEST(WarForTheUnionData, TroopKindsCoverEveryTypeAndGradeWithTheirMorale) {
    const auto& kinds = game().definition.pieceKinds;
    const std::map<std::string, int> morale = {{"infantry-mil", 0}, {"infantry-vol", 1}, {"infantry-vet", 2}, {"infantry-reg", 1},
                                               {"infantry-state-mil", 0}, {"cavalry-mil", 0}, {"cavalry-vol", 1}, {"cavalry-vet", 2}};
    for (const auto& [id, value] : morale) {
        ASSERT_TRUE(kinds.contains(id)) << id;
        EXPECT_EQ(get(kinds, id).category, "troop") << id;
        EXPECT_EQ(get(kinds, id).attributes.integer("morale"), value) << id;  // 13.52
        EXPECT_EQ(get(kinds, id).side, "") << id;
    }
    EXPECT_EQ(get(kinds, "infantry-vol").attributes.integer("movement"), 3);  // 4.61
    EXPECT_TRUE(get(kinds, "infantry-vet").attributes.onChart("movement"));   // printed on the counter only
    EXPECT_EQ(get(kinds, "cavalry-vol").attributes.integer("rail-cost"), 2);  // 9.54
    EXPECT_EQ(get(kinds, "infantry-vol").attributes.integer("rail-cost"), 1);
    EXPECT_EQ(get(kinds, "cavalry-vet").attributes.flag("needs-leader-to-march"), false);  // 9.1
    EXPECT_EQ(get(kinds, "cavalry-mil").attributes.flag("needs-leader-to-march"), true);
}

TEST(WarForTheUnionData, LeadersCarryTheRatingsTheExamplesQuoteAndChartOtherwise) {
    const auto& kinds = game().definition.pieceKinds;
    const auto& sherman = get(kinds, "sherman").attributes;  // Sherman (8 2* 7), 4.54
    EXPECT_EQ(sherman.integer("command"), 8);
    EXPECT_EQ(sherman.integer("battle"), 2);
    EXPECT_EQ(sherman.flag("aggressive"), true);
    EXPECT_EQ(sherman.integer("movement"), 7);
    const auto& grant = get(kinds, "grant").attributes;  // army side (4 2* 7, SL 3)
    EXPECT_EQ(grant.integer("army-command"), 4);
    EXPECT_EQ(grant.integer("subordinate-limit"), 3);
    EXPECT_TRUE(grant.onChart("command"));  // his corps side is not in the text
    EXPECT_EQ(get(kinds, "polk").attributes.integer("movement"), 5);
    EXPECT_EQ(get(kinds, "lee").attributes.integer("army-battle"), 3);
    EXPECT_EQ(get(kinds, "polk").side, "confederate");
    EXPECT_EQ(get(kinds, "sherman").side, "union");
    EXPECT_TRUE(get(kinds, "union-leader").attributes.onChart("command"));
    for (const char* naval : {"foote", "farragut", "porter"}) EXPECT_EQ(get(kinds, naval).category, "naval-leader") << naval;
}

TEST(WarForTheUnionData, ArmyHqsShipsBatteriesFortsAndMarkers) {
    const GameDefinition& definition = game().definition;
    const auto& kinds = definition.pieceKinds;
    for (const char* hq : {"army-of-the-potomac", "army-of-northern-virginia", "army-of-the-gulf", "army-of-the-james",
                           "army-of-mississippi", "union-army-hq", "confederate-army-hq"}) {
        EXPECT_EQ(get(kinds, hq).category, "army-hq") << hq;
        EXPECT_EQ(get(kinds, hq).attributes.integer("stacking-bonus"), 6) << hq;  // 4.11
        EXPECT_EQ(get(kinds, hq).attributes.integer("transport-sp"), 2) << hq;
    }
    EXPECT_EQ(get(kinds, "army-of-the-potomac").attributes.integer("elimination-vp"), 10);         // 17.16
    EXPECT_EQ(get(kinds, "army-of-northern-virginia").attributes.integer("elimination-vp"), -10);
    EXPECT_EQ(get(kinds, "usmrr").side, "union");
    for (const char* ship : {"ironclad-seagoing", "ironclad-riverine", "wooden-seagoing", "wooden-riverine", "river-ram", "transport"})
        EXPECT_EQ(get(kinds, ship).category, "ship") << ship;
    EXPECT_EQ(get(kinds, "transport").attributes.text("ship-class"), "R");  // all transports are riverine
    EXPECT_EQ(get(kinds, "transport").attributes.flag("naval-combat"), false);
    EXPECT_EQ(get(kinds, "river-ram").attributes.flag("fires-at-batteries"), false);
    EXPECT_EQ(get(kinds, "fort-morgan-battery").attributes.integer("full-strength"), 4);  // 8.24d
    EXPECT_EQ(get(kinds, "charleston-battery").attributes.integer("reduced-strength"), 3);
    EXPECT_EQ(get(kinds, "galveston-battery").attributes.flag("bluff"), false);            // 11.35
    EXPECT_EQ(get(kinds, "improved-fort").attributes.flag("improved"), true);
    for (const char* marker : {"rail-break", "railhead", "no-rail", "siege", "blockaded", "naval-depot", "river-depot", "kic"})
        EXPECT_TRUE(definition.markerKinds.contains(marker)) << marker;
    EXPECT_EQ(get(definition.markerKinds, "naval-depot").side, "union");
    for (const char* flag : {"unsupplied", "isolated", "entrenched", "entrenched-2", "inside-fort", "army-side", "withdrawn"})
        EXPECT_TRUE(definition.hasFlag(flag)) << flag;
    for (const char* counter : {"fatigue", "isolated-turns", "damage", "suppression"}) EXPECT_TRUE(definition.hasCounter(counter)) << counter;
}

// ------------------------------------------------------------------------------------------ terrain

TEST(WarForTheUnionData, TerrainKindsAndTheirKnownEffects) {
    const auto& terrain = game().definition.terrain;
    std::vector<std::string> ids;
    for (const auto& kind : terrain) ids.push_back(kind.id);
    EXPECT_EQ(ids, (std::vector<std::string>{"clear", "forest", "rough", "swamp", "bayou", "sea", "undigitised"}));
    EXPECT_EQ(get(terrain, "clear").attributes.integer("move-cost"), 1);
    EXPECT_EQ(get(terrain, "swamp").attributes.integer("move-cost"), 3);              // 9.11
    EXPECT_TRUE(get(terrain, "forest").attributes.onChart("move-cost"));             // the TEC
    EXPECT_TRUE(get(terrain, "bayou").attributes.onChart("move-cost"));
    EXPECT_EQ(get(terrain, "rough").attributes.integer("defender-drm"), -1);         // 13.54
    EXPECT_EQ(get(terrain, "rough").attributes.integer("force-march-drm"), 1);       // 9.2
    for (const char* wet : {"swamp", "bayou"}) {
        EXPECT_EQ(get(terrain, wet).attributes.flag("blocks-zoc"), true) << wet;     // 4.23
        EXPECT_EQ(get(terrain, wet).attributes.flag("blocks-los"), true) << wet;     // 7.23a
        EXPECT_EQ(get(terrain, wet).attributes.flag("attrition"), true) << wet;      // 7.5
    }
    EXPECT_EQ(get(terrain, "sea").attributes.flag("land"), false);
}

TEST(WarForTheUnionData, HexsideKindsBlockZocAsThe4_23ListSays) {
    const auto& borders = game().definition.borderKinds;
    for (const char* blocks : {"mountain", "navigable-river", "tidal-river", "lake", "impassable", "all-sea"})
        EXPECT_EQ(get(borders, blocks).attributes.flag("blocks-zoc"), true) << blocks;
    EXPECT_EQ(get(borders, "minor-river").attributes.flag("blocks-zoc"), false);
    EXPECT_EQ(get(borders, "minor-river").attributes.flag("waterway"), false);  // no LOS/LOC along it (7.2)
    EXPECT_EQ(get(borders, "navigable-river").attributes.flag("seagoing-ships"), false);  // 10.23
    EXPECT_EQ(get(borders, "tidal-river").attributes.text("land-crossing"), "ferry-only");  // 9.15
    EXPECT_EQ(get(borders, "ferry").attributes.integer("extra-cost"), 1);
    EXPECT_EQ(get(borders, "navigable-river").attributes.integer("support-ships"), 2);  // 13.42
    EXPECT_EQ(get(borders, "tidal-river").attributes.integer("support-ships"), 3);
    EXPECT_EQ(get(borders, "closed-bay").attributes.text("land-crossing"), "prohibited");  // 2.32
    EXPECT_TRUE(get(borders, "mountain").attributes.onChart("extra-cost"));
    const auto& features = game().definition.features;
    EXPECT_EQ(get(features, "major-city").attributes.integer("fort-capacity"), 8);  // 4.12
    EXPECT_EQ(get(features, "minor-city").attributes.integer("fort-capacity"), 6);
    for (const char* feature : {"supply-union", "supply-confederate", "supply-black", "port", "state-capital", "national-capital",
                                "map-edge-source", "kic-city"})
        EXPECT_TRUE(features.contains(feature)) << feature;
    for (const char* network : {"rail", "river", "sea", "special-ferry"}) EXPECT_TRUE(game().definition.networks.contains(network)) << network;
    EXPECT_TRUE(game().definition.networkFeatures.contains("rail-bridge"));
}

// ------------------------------------------------------------------------------------------ practice map

TEST(WarForTheUnionPracticeMap, IsAtLeast24By18FlatTopOddColumnsLower) {
    const board::HexGrid* grid = practice().graph.hexGrid();
    ASSERT_NE(grid, nullptr);
    EXPECT_GE(grid->spec().columns, 24);
    EXPECT_GE(grid->spec().rows, 18);
    EXPECT_EQ(grid->orientation(), board::HexOrientation::FlatTop);
    // Odd columns lower, as on the real map: the NE neighbour of an odd column keeps its row.
    EXPECT_EQ(grid->idOf(*grid->neighbour(grid->hexOfId("0505"), board::HexDirection::NE)), "0605");
    EXPECT_EQ(grid->idOf(*grid->neighbour(grid->hexOfId("0605"), board::HexDirection::NE)), "0704");
}

TEST(WarForTheUnionPracticeMap, HasEveryHexsideKind) {
    for (const char* kind : {"mountain", "minor-river", "navigable-river", "tidal-river", "ferry", "lake", "all-sea", "impassable",
                             "mississippi-ferry", "bluff"})
        EXPECT_FALSE(bordersWith(practice(), kind).empty()) << kind;
    // A ferry crosses a tidal river; the printed Mississippi-type ferries cross the navigable river (6.34).
    for (const auto border : bordersWith(practice(), "ferry"))
        EXPECT_TRUE(practice().graph.border(border).features.has(borderBit("tidal-river")));
    for (const auto border : bordersWith(practice(), "mississippi-ferry"))
        EXPECT_TRUE(practice().graph.border(border).features.has(borderBit("navigable-river")));
}

TEST(WarForTheUnionPracticeMap, RiversRidgeAndLakeAreConnectedChains) {
    const GameMap& map = practice();
    EXPECT_EQ(chainCount(map, bordersWith(map, "tidal-river")), 1);
    EXPECT_EQ(chainCount(map, bordersWith(map, "navigable-river")), 1);  // the Marrow with the Sable joining it
    EXPECT_EQ(chainCount(map, bordersWith(map, "mountain")), 1);
    EXPECT_EQ(chainCount(map, bordersWith(map, "lake")), 1);
    // Every river hexside, minor ones too: two river systems (Marrow + Sable + Lott Creek, and the Wick).
    std::vector<board::BorderIndex> rivers;
    for (const char* kind : {"minor-river", "navigable-river", "tidal-river"})
        for (const auto border : bordersWith(map, kind)) rivers.push_back(border);
    EXPECT_EQ(chainCount(map, rivers), 2);
}

TEST(WarForTheUnionPracticeMap, ShipsSitOnEveryNavigableAndTidalHexsideAndMoveAlongTheRivers) {
    const GameMap& map = practice();
    std::vector<board::SpaceIndex> river;
    for (const char* kind : {"navigable-river", "tidal-river"})
        for (const auto border : bordersWith(map, kind)) {
            const auto space = map.graph.find(map.graph.border(border).id);
            ASSERT_TRUE(space) << map.graph.border(border).id;
            EXPECT_EQ(map.graph.space(*space).kind, board::SpaceKind::Hexside);
            river.push_back(*space);
        }
    // Each river edge joins hexsides that meet at a corner (10.21.3).
    const auto layer = *map.graph.findLayer("river");
    for (const auto& edge : map.graph.networkEdges(layer)) {
        const auto& a = map.graph.border(*map.graph.space(edge.first).hexside);
        const auto& b = map.graph.border(*map.graph.space(edge.second).hexside);
        EXPECT_TRUE(meetAtCorner(map.graph, a, b)) << a.id << " - " << b.id;
    }
    // The Marrow and the Sable are one waterway; the Wick another, open to the sea at its mouth.
    const auto marrow = reach(map, "river", *map.graph.find("0601/0701"));
    EXPECT_TRUE(marrow.contains(*map.graph.find("1414/1513")));  // the head of the Sable
    EXPECT_FALSE(marrow.contains(*map.graph.find("2412/2413")));
    const auto mouth = *map.graph.find("2412/2413");
    EXPECT_TRUE(reach(map, "sea", mouth).contains(*map.graph.find("gannet-bank")));
    std::size_t riverSpaces = 0;
    for (const auto space : river) riverSpaces += reach(map, "river", space).size() > 1 ? 1 : 0;
    EXPECT_EQ(riverSpaces, river.size());
}

TEST(WarForTheUnionPracticeMap, RailIsConnectedAndCrossesRiversOnBridgesAndFerries) {
    const GameMap& map = practice();
    const auto layer = *map.graph.findLayer("rail");
    const auto bridge = *game().definition.networkFeatureBit("rail-bridge");
    const auto railFerry = *game().definition.networkFeatureBit("rail-ferry");
    int bridges = 0;
    int ferries = 0;
    std::set<board::SpaceIndex> railSpaces;
    for (const auto& edge : map.graph.networkEdges(layer)) {
        railSpaces.insert(edge.first);
        railSpaces.insert(edge.second);
        const auto border = map.graph.borderBetween(edge.first, edge.second);
        if (!border) continue;  // the jump off the north edge
        const auto& features = map.graph.border(*border).features;
        // Wherever rail crosses a navigable or tidal river it says how (9.56).
        if (features.has(borderBit("navigable-river"))) { EXPECT_TRUE(edge.features.has(bridge)) << map.graph.border(*border).id; }
        if (features.has(borderBit("tidal-river"))) { EXPECT_TRUE(edge.features.has(railFerry)) << map.graph.border(*border).id; }
        bridges += edge.features.has(bridge) ? 1 : 0;
        ferries += edge.features.has(railFerry) ? 1 : 0;
        EXPECT_FALSE(features.has(borderBit("lake")) || features.has(borderBit("impassable")) || features.has(borderBit("all-sea")));
    }
    EXPECT_GE(bridges, 2);
    EXPECT_GE(ferries, 1);
    EXPECT_EQ(reach(map, "rail", *map.graph.find("north-rail")), railSpaces);  // one network
    EXPECT_TRUE(map.graph.space(*map.graph.find("north-rail")).features.has(featureBit("map-edge-source")));
}

TEST(WarForTheUnionPracticeMap, SupplyCitiesOfEachColourFormThreeCityNetworksThatCanBeBroken) {
    const GameMap& map = practice();
    EXPECT_EQ(spacesWith(map, "supply-union").size(), 4u);
    EXPECT_EQ(spacesWith(map, "supply-black").size(), 3u);
    EXPECT_EQ(spacesWith(map, "supply-confederate").size(), 7u);
    EXPECT_EQ(railNetwork(map, "supply-union", "Harlow").size(), 4u);
    // Ardenne's black cities form exactly one three-city network; losing Lindow breaks it (7.33).
    EXPECT_EQ(railNetwork(map, "supply-black", "Kessel").size(), 3u);
    EXPECT_EQ(railNetwork(map, "supply-black", "Kessel", {"Lindow"}).size(), 1u);
    EXPECT_EQ(railNetwork(map, "supply-black", "Maresby", {"Lindow"}).size(), 1u);
    // The Confederate cities are one network; losing Fallsburg cuts Wickport and Gullhaven down to two.
    EXPECT_EQ(railNetwork(map, "supply-confederate", "Carrow").size(), 7u);
    EXPECT_EQ(railNetwork(map, "supply-confederate", "Wickport", {"Fallsburg"}).size(), 2u);
    EXPECT_EQ(railNetwork(map, "supply-confederate", "Carrow", {"Fallsburg"}).size(), 4u);
    for (const auto city : spacesWith(map, "supply-union")) EXPECT_GT(*map.info(city).attributes.integer("supply-value"), 0);
}

TEST(WarForTheUnionPracticeMap, PortsCoastAndSeaZones) {
    const GameMap& map = practice();
    const auto sea = *game().definition.terrainId("sea");
    for (const char* zone : {"delling-roads", "gannet-bank"}) {
        const auto space = map.graph.find(zone);
        ASSERT_TRUE(space) << zone;
        EXPECT_EQ(map.graph.space(*space).terrain, sea);
    }
    // Each all-sea hexside lies between a land hex and a sea hex (10.11).
    for (const auto border : bordersWith(map, "all-sea")) {
        const auto& b = map.graph.border(border);
        EXPECT_NE(map.graph.space(b.first).terrain == sea, map.graph.space(b.second).terrain == sea) << b.id;
    }
    const auto zoneOfPort = [&](const std::string& name) {
        const auto reached = reach(map, "sea", spaceNamed(map, name));
        return reached.contains(*map.graph.find("delling-roads")) || reached.contains(*map.graph.find("gannet-bank"));
    };
    EXPECT_TRUE(zoneOfPort("Port Delling"));  // a Union port
    EXPECT_TRUE(zoneOfPort("Wickport"));      // Confederate ports
    EXPECT_TRUE(zoneOfPort("Gullhaven"));
    EXPECT_TRUE(map.graph.space(spaceNamed(map, "Wickport")).features.has(featureBit("port")));
    // Swamp and bayou are on the map.
    std::set<board::TerrainId> terrains;
    for (const auto& space : map.graph.spaces()) terrains.insert(space.terrain);
    for (const char* kind : {"clear", "forest", "rough", "swamp", "bayou", "sea"})
        EXPECT_TRUE(terrains.contains(*game().definition.terrainId(kind))) << kind;
    EXPECT_FALSE(terrains.contains(*game().definition.terrainId("undigitised")));
}

// ------------------------------------------------------------------------------------------ gazetteer

TEST(WarForTheUnionGazetteer, TheGridHoldsEveryCitedHexFromRowZero) {
    const board::HexGrid* grid = gazetteer().graph.hexGrid();
    ASSERT_NE(grid, nullptr);
    EXPECT_EQ(grid->spec().columns, 70);
    EXPECT_EQ(grid->spec().rows, 40);
    for (const char* id : {"6800", "6900", "0932", "2533", "6504", "6604"}) EXPECT_TRUE(grid->findId(id)) << id;
}

TEST(WarForTheUnionGazetteer, NamedPlacesResolveToTheHexesTheRulesGive) {
    const GameMap& map = gazetteer();
    const std::map<std::string, std::string> places = {
        {"Galveston", "1033"}, {"Springfield, MO", "1709"}, {"Ft. Jackson", "2533"}, {"Belmont, MO", "2711"},
        {"Meridian", "2824"},  {"Ft. Morgan", "3031"},      {"Louisville", "3708"},  {"Knoxville", "4214"},
        {"Charleston, WV", "4807"}, {"Winchester", "5704"}, {"Wilmington", "5919"},  {"Washington", "6005"},
        {"Alexandria, VA", "6006"}, {"Baltimore", "6104"},  {"Fort Monroe", "6310"},
        // inferred from the examples' hexsides
        {"Cairo", "2710"}, {"Columbus, KY", "2812"}, {"Mobile", "3030"}, {"Brashear City", "2132"}};
    for (const auto& [name, id] : places) EXPECT_EQ(map.graph.space(spaceNamed(map, name)).id, id) << name;
    EXPECT_TRUE(map.info(spaceNamed(map, "Cairo")).attributes.text("note")->starts_with("inferred"));
    EXPECT_TRUE(map.graph.space(spaceNamed(map, "Louisville")).features.has(featureBit("supply-union")));  // 7.31
    for (const char* black : {"Springfield, MO", "Knoxville", "Charleston, WV"})
        EXPECT_TRUE(map.graph.space(spaceNamed(map, black)).features.has(featureBit("supply-black"))) << black;  // 7.32
    const auto terrain = [&](const char* name) { return map.graph.space(spaceNamed(map, name)).terrain; };
    EXPECT_EQ(terrain("Winchester"), *game().definition.terrainId("rough"));
    EXPECT_EQ(terrain("Ft. Morgan"), *game().definition.terrainId("clear"));
    EXPECT_EQ(map.graph.space(*map.graph.find("0101")).terrain, *game().definition.terrainId("undigitised"));
}

TEST(WarForTheUnionGazetteer, HexsidesAndDirectionsMatchTheRulebook) {
    const GameMap& map = gazetteer();
    const board::HexGrid& grid = *map.graph.hexGrid();
    const auto neighbour = [&](const char* id, board::HexDirection direction) {
        return grid.idOf(*grid.neighbour(grid.hexOfId(id), direction));
    };
    EXPECT_EQ(neighbour("3030", board::HexDirection::NE), "3129");  // Mobile's NE hexside (2.32)
    EXPECT_EQ(neighbour("6310", board::HexDirection::NE), "6410");  // Ft. Monroe (4.31)
    EXPECT_EQ(neighbour("6310", board::HexDirection::SE), "6411");
    EXPECT_EQ(neighbour("5919", board::HexDirection::NW), "5819");  // Wilmington (2.37)
    EXPECT_EQ(neighbour("1033", board::HexDirection::NE), "1132");  // Galveston (2.35)
    EXPECT_EQ(neighbour("6005", board::HexDirection::SE), "6105");  // Washington (2.31b)

    const auto kinds = [&](const char* id) { return map.graph.border(*map.graph.findBorder(id)).features; };
    for (const char* mobileBay : {"2930/3031", "3030/3031", "3030/3130", "3130/3031", "1033/1132"})
        EXPECT_TRUE(kinds(mobileBay).has(borderBit("closed-bay"))) << mobileBay;
    for (const char* navigable : {"3030/3129", "1232/1331", "2032/2132", "5819/5919", "1032/1033"})
        EXPECT_TRUE(kinds(navigable).has(borderBit("navigable-river"))) << navigable;
    for (const char* bay : {"2531/2532", "4831/4931", "5025/5124", "6315/6316", "6504/6604"}) {
        EXPECT_TRUE(kinds(bay).has(borderBit("tidal-river"))) << bay;
        EXPECT_TRUE(kinds(bay).has(borderBit("bay"))) << bay;
    }
    EXPECT_TRUE(kinds("6410/6411").has(borderBit("chesapeake-bay")));
    EXPECT_TRUE(kinds("6005/6105").has(borderBit("minor-river")));
    EXPECT_TRUE(kinds("6005/6105").has(borderBit("naval-tidal")));
    EXPECT_TRUE(kinds("3012/3112").has(borderBit("bluff")));
    EXPECT_FALSE(map.graph.findBorder("3012/3111").has_value() && kinds("3012/3111").has(borderBit("bluff")));
    // Belmont's rail ferries and the Mobile - Ft. Morgan ferry.
    const auto rail = reach(map, "rail", *map.graph.find("2711"));
    EXPECT_TRUE(rail.contains(*map.graph.find("2710")) && rail.contains(*map.graph.find("2812")));
    EXPECT_TRUE(reach(map, "special-ferry", *map.graph.find("3030")).contains(*map.graph.find("3031")));
    EXPECT_TRUE(reach(map, "rail", *map.graph.find("ny-box")).contains(*map.graph.find("6900")));
    EXPECT_TRUE(reach(map, "sea", *map.graph.find("key-west")).contains(*map.graph.find("eastern-gulf")));
    EXPECT_EQ(spacesWith(map, "ferry-blocker").size(), 5u);  // 2.33a
}

// ------------------------------------------------------------------------------------------ scenario

int troopSpsAt(const model::Position& position, const std::string& space, const std::string& side) {
    int total = 0;
    for (const auto* piece : position.piecesAt(space))
        if (piece->side == side && get(game().definition.pieceKinds, piece->kind).category == "troop") total += piece->strength;
    return total;
}

TEST(WarForTheUnionScenario, ThePracticeScenarioLoadsOnThePracticeMap) {
    const Scenario& scenario = *game().findScenario("practice-border-war");
    const model::Position& start = scenario.start;
    EXPECT_EQ(start.map, "practice");
    EXPECT_EQ(start.game, "war-for-the-union");
    EXPECT_EQ(start.time, (model::GameTime{1, 1862, 5}));
    EXPECT_EQ(start.phasingSide, "union");
    EXPECT_TRUE(checkPosition(start, game().definition, practice().graph).empty());
    EXPECT_EQ(start.findPiece("US-army-1")->location.space, "1207");
    EXPECT_EQ(start.findPiece("US-ironclad-1")->location.space, "0810/0910");  // on a river hexside
    EXPECT_EQ(start.findPiece("US-gunboat-1")->location.space, "gannet-bank");  // in a sea zone
    EXPECT_TRUE(start.findPiece("CS-cav-2")->hasFlag("unsupplied"));
    EXPECT_FALSE(start.findPiece("CS-leader-1")->location.onBoard());
}

TEST(WarForTheUnionScenario, OnlyShipsAndNavalLeadersStandOnRiverHexsides) {
    // Ships on rivers stand on hexsides (10.12); a naval leader stands with his ship (3.24).
    EXPECT_EQ(game().definition.hexsideCategories, (std::vector<std::string>{"ship", "naval-leader"}));
    model::Position position = game().findScenario("practice-border-war")->start;
    std::size_t moved = position.pieces.size();
    for (std::size_t i = 0; i < position.pieces.size(); ++i)
        if (position.pieces[i].id == "CS-inf-1") moved = i;
    ASSERT_LT(moved, position.pieces.size());
    position.pieces[moved].location.space = "0810/0910";  // where US-ironclad-1 stands
    const auto problems = checkPosition(position, game().definition, practice().graph);
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_EQ(problems[0].where.path(), "pieces[" + std::to_string(moved) + "].at");
    EXPECT_EQ(problems[0].message, "'0810/0910' is a hexside, and a troop stands in a hex (only ship, naval-leader "
                                   "pieces stand on hexsides)");
}

TEST(WarForTheUnionScenario, EveryCheckHasSomethingToFind) {
    const model::Position& start = game().findScenario("practice-border-war")->start;
    const board::SpaceGraph& graph = practice().graph;
    // Stacking (4.11): over 12 + 6 with an Army HQ; over 18 in a supply city; 14 safe on a Supply Head.
    EXPECT_EQ(troopSpsAt(start, "1207", "union"), 19);
    EXPECT_EQ(troopSpsAt(start, "0914", "confederate"), 20);
    EXPECT_EQ(troopSpsAt(start, "0808", "union"), 14);
    // ZOC (4.2): enemies adjacent in the open, and adjacent only across a mountain hexside.
    const auto border = [&](const char* a, const char* b) { return graph.borderBetween(graph.indexOf(a), graph.indexOf(b)); };
    ASSERT_TRUE(border("1207", "1307"));
    EXPECT_TRUE(graph.border(*border("1207", "1307")).features.empty());
    ASSERT_TRUE(border("1307", "1407"));
    EXPECT_TRUE(graph.border(*border("1307", "1407")).features.has(borderBit("mountain")));
    EXPECT_EQ(graph.space(graph.indexOf("2216")).terrain, *game().definition.terrainId("swamp"));
    // Naval ZOI (4.3): the Union ironclad and the Carrow battery on the same waterway.
    const auto waterway = reach(practice(), "river", graph.indexOf("0810/0910"));
    EXPECT_TRUE(waterway.contains(graph.indexOf("0914/1014")));
    EXPECT_TRUE(waterway.contains(graph.indexOf(start.findPiece("CS-ram-1")->location.space)));
    // Supply (7.3): the Union holds Maresby, so Ardenne's black network is broken for the Confederates.
    EXPECT_EQ(start.control.at("1909"), "union");
    EXPECT_EQ(start.control.at("1308"), "confederate");
}

}  // namespace
}  // namespace adj::data
