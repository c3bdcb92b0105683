#include "engine/games/war-for-the-union/wftu_catalog.hpp"

#include <cctype>
#include <stdexcept>

#include "engine/games/piece_filter.hpp"

namespace adj::games::wftu {

namespace {

board::FeatureId feature(const data::GameDefinition& definition, const char* id) {
    if (const auto bit = definition.featureBit(id)) return *bit;
    throw std::invalid_argument(std::string("war-for-the-union: terrain.yaml has no feature '") + id + "'");
}

board::FeatureId border(const data::GameDefinition& definition, const char* id) {
    if (const auto bit = definition.borderBit(id)) return *bit;
    throw std::invalid_argument(std::string("war-for-the-union: terrain.yaml has no border kind '") + id + "'");
}

board::FeatureId edge(const data::GameDefinition& definition, const char* id) {
    if (const auto bit = definition.networkFeatureBit(id)) return *bit;
    throw std::invalid_argument(std::string("war-for-the-union: terrain.yaml has no network feature '") + id + "'");
}

board::TerrainId terrain(const data::GameDefinition& definition, const char* id) {
    if (const auto t = definition.terrainId(id)) return *t;
    throw std::invalid_argument(std::string("war-for-the-union: terrain.yaml has no terrain '") + id + "'");
}

rules::PiecePredicate ofCategories(const data::GameDefinition& definition, std::vector<std::string> categories) {
    PieceFilter filter;
    filter.categories = std::move(categories);
    return toPredicate(filter, definition);
}

rules::PiecePredicate ofKinds(const data::GameDefinition& definition, std::vector<std::string> kinds) {
    PieceFilter filter;
    filter.kinds = std::move(kinds);
    return toPredicate(filter, definition);
}

bool parseXxyy(const std::string& id, int& column, int& row) {
    if (id.size() != 4) return false;
    for (const char c : id)
        if (std::isdigit(static_cast<unsigned char>(c)) == 0) return false;
    column = std::stoi(id.substr(0, 2));
    row = std::stoi(id.substr(2, 2));
    return true;
}

}  // namespace

Catalog makeCatalog(const data::GameDefinition& definition) {
    Catalog c;
    for (std::size_t i = 0; i < definition.sides.size(); ++i) {
        if (definition.sides[i].id == "union") c.unionSide = static_cast<rules::SideIndex>(i);
        if (definition.sides[i].id == "confederate") c.confederateSide = static_cast<rules::SideIndex>(i);
    }
    c.troop = ofCategories(definition, {"troop"});
    c.cavalry = ofKinds(definition, {"cavalry-mil", "cavalry-vol", "cavalry-vet"});
    {
        PieceFilter filter;
        filter.categories = {"leader"};
        filter.trueAttributes = {"cavalry-leader"};
        filter.hidden = false;
        c.cavalryLeader = toPredicate(filter, definition);
    }
    c.armyHq = ofCategories(definition, {"army-hq"});
    c.fort = ofCategories(definition, {"fort"});
    c.battery = ofCategories(definition, {"battery"});
    c.coastalBattery = ofKinds(definition, {"coastal-battery", "fort-morgan-battery", "wilmington-battery",
                                            "charleston-battery", "galveston-battery"});
    c.ship = ofCategories(definition, {"ship"});
    {
        PieceFilter filter;
        filter.categories = {"ship"};
        filter.notKinds = {"transport"};
        c.navalCombat = toPredicate(filter, definition);
    }
    c.needsSupply = ofCategories(definition, {"troop", "battery", "ship"});

    c.majorCity = feature(definition, "major-city");
    c.minorCity = feature(definition, "minor-city");
    c.town = feature(definition, "town");
    c.supplyUnion = feature(definition, "supply-union");
    c.supplyConfederate = feature(definition, "supply-confederate");
    c.supplyBlack = feature(definition, "supply-black");
    c.mapEdgeSource = feature(definition, "map-edge-source");
    c.seaSupplySource = feature(definition, "sea-supply-source");
    c.port = feature(definition, "port");
    c.redPort = feature(definition, "red-port");
    c.riverDepotSite = feature(definition, "river-depot-site");
    c.navigableRiver = border(definition, "navigable-river");
    c.tidalRiver = border(definition, "tidal-river");
    c.bay = border(definition, "bay");
    c.chesapeakeBay = border(definition, "chesapeake-bay");
    c.closedBay = border(definition, "closed-bay");
    c.ferry = border(definition, "ferry");
    c.mississippiFerry = border(definition, "mississippi-ferry");
    c.impassable = border(definition, "impassable");
    c.allSea = border(definition, "all-sea");
    c.railBridge = edge(definition, "rail-bridge");
    c.railFerry = edge(definition, "rail-ferry");
    c.swamp = terrain(definition, "swamp");
    c.bayou = terrain(definition, "bayou");
    return c;
}

std::string sideTitle(const std::string& side) {
    std::string title = side;
    if (!title.empty()) title[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(title[0])));
    return title;
}

int counterOf(const model::Piece& piece, const std::string& counter) {
    const auto it = piece.counters.find(counter);
    return it == piece.counters.end() ? 0 : it->second;
}

std::optional<std::string> directionBetween(const std::string& fromId, const std::string& toId) {
    int c1 = 0, r1 = 0, c2 = 0, r2 = 0;
    if (!parseXxyy(fromId, c1, r1) || !parseXxyy(toId, c2, r2)) return std::nullopt;
    const int dc = c2 - c1, dr = r2 - r1;
    const bool odd = (c1 % 2) != 0;  // odd columns sit half a hex lower (2.1)
    if (dc == 0 && dr == -1) return "n";
    if (dc == 0 && dr == 1) return "s";
    if (dc == 1 && dr == (odd ? 0 : -1)) return "ne";
    if (dc == 1 && dr == (odd ? 1 : 0)) return "se";
    if (dc == -1 && dr == (odd ? 0 : -1)) return "nw";
    if (dc == -1 && dr == (odd ? 1 : 0)) return "sw";
    return std::nullopt;
}

}  // namespace adj::games::wftu
