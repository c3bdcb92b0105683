#include "engine/games/war-for-the-union/wftu_supply.hpp"

#include <algorithm>
#include <numeric>

#include "engine/games/war-for-the-union/wftu_zones.hpp"
#include "engine/rules/board_index.hpp"
#include "engine/rules/control.hpp"
#include "engine/rules/evaluator.hpp"

namespace adj::games::wftu {

namespace {

using rules::SpaceIndex;
using rules::SpaceQuery;

bool enemyTroops(const Catalog& catalog, const SpaceQuery& query) { return query.hasEnemy(catalog.troop); }

// 7.23b: a city printed in the opponent's supply colour.
bool enemyCity(const Catalog& catalog, const SpaceQuery& query) {
    const board::FeatureSet f = query.info().features;
    if (query.side == catalog.unionSide) return f.has(catalog.supplyConfederate);
    if (query.side == catalog.confederateSide) return f.has(catalog.supplyUnion);
    return false;
}

rules::NetworkLeg* legNamed(rules::SupplyTraceRules& trace, const std::string& name) {
    for (rules::NetworkLeg& leg : trace.networks)
        if (leg.name == name) return &leg;
    return nullptr;
}

// The hexside space of the border an adjacency arc crosses, or between the ends of a network edge.
SpaceIndex hexsideOf(const rules::ArcView& arc, const std::vector<SpaceIndex>& hexsides) {
    if (!arc.layer) return hexsides[arc.arc.link];
    const auto border = arc.topology.graph().borderBetween(arc.arc.from, arc.arc.to);
    return border ? hexsides[*border] : rules::kNoSpace;
}

void addBlockers(rules::SupplyTraceRules& trace, bool isLos, const rules::Topology& topology,
                 const std::shared_ptr<const Catalog>& catalog, const std::shared_ptr<const PositionFacts>& facts) {
    const auto hexsides = std::make_shared<const std::vector<SpaceIndex>>(hexsideSpaces(topology));
    const auto rail = topology.graph().findLayer("rail");

    // 7.23g: no part of a line along or across a river hexside in enemy ZOI.
    const rules::ArcBlocker acrossZoi{"enemy-zoi", [catalog, hexsides](const rules::ArcQuery& q) {
                                          const SpaceIndex hexside = hexsideOf(q.arc, *hexsides);
                                          if (hexside == rules::kNoSpace || q.facts == nullptr) return false;
                                          q.watch(hexside);
                                          return inEnemyZoi(q.board, *q.facts, *catalog, q.side, hexside);
                                      }};
    trace.overlandBlockers.arcs.push_back(acrossZoi);
    // 7.23f: "Units in a besieged city cannot trace a LOS or LOC overland or by rail out of the hex";
    // 7.23e: a line into a besieged city comes only by water.
    const rules::ArcBlocker besiegedHex{"besieged", [facts](const rules::ArcQuery& q) {
                                            return facts->besiegedAt(q.side, q.arc.arc.from) || facts->besiegedAt(q.side, q.arc.arc.to);
                                        }};
    trace.overlandBlockers.arcs.push_back(besiegedHex);
    const rules::SpaceBlocker alongZoi{"enemy-zoi", [catalog](const SpaceQuery& q) {
                                           return q.info().hexside && q.facts != nullptr &&
                                                  inEnemyZoi(q.board, *q.facts, *catalog, q.side, q.space);
                                       }};

    if (rules::NetworkLeg* leg = legNamed(trace, "rail")) {
        // 7.23d, 9.59b: intact rail only.
        leg->blockers.spaces.push_back({"rail-break", [facts](const SpaceQuery& q) {
                                            return facts->railBreak.size() > q.space && facts->railBreak.test(q.space);
                                        }});
        // 7.23b: an enemy city only where friendly troop units hold it.
        leg->blockers.spaces.push_back({"enemy-city", [catalog](const SpaceQuery& q) {
                                            return enemyCity(*catalog, q) && !q.hasFriendly(catalog->troop);
                                        }});
        // 7.23d: rail the player controls. 9.52: "Simply moving a unit into the hex is insufficient to
        // establish control of the rail", so friendly troops there change nothing: rail control is its own
        // fact (rail-control markers, neutral states), else the hex's recorded control, never occupation.
        leg->blockers.spaces.push_back({"enemy-rail", [facts](const SpaceQuery& q) {
                                            const rules::SideIndex recorded =
                                                q.facts != nullptr && q.facts->control != nullptr ? q.facts->control->recorded(q.space)
                                                                                                 : rules::kNoSide;
                                            return !facts->railFriendly(q.space, q.side, recorded);
                                        }});
        // 7.23e-f: no line by rail out of or into a hex where the tracing side is besieged.
        leg->blockers.arcs.push_back(besiegedHex);
        // 7.23g, 9.56: a rail bridge or ferry across a hexside in enemy ZOI.
        leg->blockers.arcs.push_back({"bridge-in-enemy-zoi", [catalog, hexsides](const rules::ArcQuery& q) {
                                          if (!q.arc.features.has(catalog->railBridge) && !q.arc.features.has(catalog->railFerry))
                                              return false;
                                          const SpaceIndex hexside = hexsideOf(q.arc, *hexsides);
                                          if (hexside == rules::kNoSpace || q.facts == nullptr) return false;
                                          q.watch(hexside);
                                          return inEnemyZoi(q.board, *q.facts, *catalog, q.side, hexside);
                                      }});
    }
    if (rules::NetworkLeg* leg = legNamed(trace, "river-bank")) {
        // Rail and river meet at a rail hex on the river (7.22); a line leaves the river at a city or
        // depot. Other bank hexes are no place to change between river and land.
        leg->blockers.spaces.push_back(alongZoi);
        // A LOC needs no depot to use a river (12.14a): it may leave the river at any bank.
        if (isLos) leg->blockers.spaces.push_back({"no-landing", [catalog, facts, rail](const SpaceQuery& q) {
                                            const board::Space& space = q.info();
                                            if (space.kind != board::SpaceKind::Hex) return false;
                                            if (rail && q.topology().onLayer(*rail, q.space)) return false;
                                            if (catalog->isCity(space) || space.features.has(catalog->riverDepotSite)) return false;
                                            return !(q.side < facts->riverDepot.size() && facts->riverDepot[q.side].size() > q.space &&
                                                     facts->riverDepot[q.side].test(q.space));
                                        }});
        // 7.22: a LOS leaves the river only at a friendly city or river depot; a LOC anywhere (12.14a).
        leg->joins = [catalog, facts, isLos](const SpaceQuery& q) {
            const board::Space& space = q.info();
            if (space.kind != board::SpaceKind::Hex) return false;
            if (!isLos) return true;
            if (q.side < facts->riverDepot.size() && facts->riverDepot[q.side].size() > q.space &&
                facts->riverDepot[q.side].test(q.space))
                return true;
            if (space.features.has(catalog->riverDepotSite) && (q.hasFriendly(catalog->troop) || q.controller() == q.side))
                return true;  // Ft. Monroe, Ft. Jackson, Ft. Morgan (12.14c)
            return catalog->isCity(space) && !enemyTroops(*catalog, q) && !enemyCity(*catalog, q);
        };
    }
    if (rules::NetworkLeg* leg = legNamed(trace, "river")) leg->blockers.spaces.push_back(alongZoi);
    if (rules::NetworkLeg* leg = legNamed(trace, "sea")) {
        // 7.2: sea legs are the Union's only.
        leg->blockers.spaces.push_back({"union-only", [catalog](const SpaceQuery& q) { return q.side != catalog->unionSide; }});
        leg->blockers.spaces.push_back(alongZoi);
        // 8.27: a coastal battery's ZOI blocks sea supply through its hex.
        leg->blockers.spaces.push_back({"coastal-battery", [catalog](const SpaceQuery& q) {
                                            return q.info().kind == board::SpaceKind::Hex &&
                                                   enemyCoastalBattery(q.board, *catalog, q.side, q.space);
                                        }});
        // 7.24: the overland leg ends at a naval depot or a port held by a Union troop unit (7.24d); ships
        // need neither (7.23i).
        leg->joins = [catalog, facts](const SpaceQuery& q) {
            const board::Space& space = q.info();
            if (space.kind != board::SpaceKind::Hex) return true;
            if (q.hasFriendly(catalog->ship)) return true;
            if (q.side == catalog->unionSide && facts->navalDepot.size() > q.space && facts->navalDepot.test(q.space)) return true;
            return space.features.has(catalog->port) && q.hasFriendly(catalog->troop);
        };
    }
}

}  // namespace

std::vector<SpaceIndex> SourceSurvey::all() const {
    std::vector<SpaceIndex> out = functioning;
    out.insert(out.end(), ineligible.begin(), ineligible.end());
    out.insert(out.end(), mapEdge.begin(), mapEdge.end());
    return out;
}

SourceFinder::SourceFinder(const rules::Topology& topology, const rules::SupplyTraceRules& loc,
                           std::shared_ptr<const Catalog> catalog, std::shared_ptr<const PositionFacts> facts)
    : topology_(&topology), catalog_(std::move(catalog)), facts_(std::move(facts)), loc_(topology, loc) {}

std::vector<SpaceIndex> SourceFinder::usableCities(const rules::BoardIndex& board, rules::SideIndex side,
                                                   const rules::RuleFacts& facts) const {
    std::vector<SpaceIndex> cities;
    for (SpaceIndex s = 0; s < topology_->spaceCount(); ++s) {
        const board::Space& space = topology_->graph().space(s);
        if (!catalog_->isSupplyCity(space)) continue;
        const SpaceQuery query{board, s, side, &facts};
        if (enemyTroops(*catalog_, query)) continue;  // 7.31: not while enemy troops occupy it
        bool usable = false;
        if (space.features.has(catalog_->supplyUnion)) usable = side == catalog_->unionSide;
        if (space.features.has(catalog_->supplyConfederate)) usable = side == catalog_->confederateSide;
        // 7.32: a black city counts as its controller's; the other side uses it only while occupying it.
        if (space.features.has(catalog_->supplyBlack)) usable = query.hasFriendly(catalog_->troop) || query.controller() == side;
        if (usable) cities.push_back(s);
    }
    return cities;
}

SourceSurvey SourceFinder::survey(const rules::BoardIndex& board, rules::SideIndex side, const rules::RuleFacts& facts) {
    SourceSurvey survey;
    if (side == catalog_->unionSide) {
        for (SpaceIndex s = 0; s < topology_->spaceCount(); ++s) {
            const board::FeatureSet f = topology_->graph().space(s).features;
            if (f.has(catalog_->mapEdgeSource) || f.has(catalog_->seaSupplySource)) survey.mapEdge.push_back(s);
        }
    }
    const std::vector<SpaceIndex> cities = usableCities(board, side, facts);
    // 7.33: networks of supply cities joined by LOCs, as connected components.
    std::vector<std::size_t> parent(cities.size());
    std::iota(parent.begin(), parent.end(), std::size_t{0});
    const auto find = [&](std::size_t i) {
        while (parent[i] != i) i = parent[i] = parent[parent[i]];
        return i;
    };
    const int reduction = facts_->poorWeather() ? 2 : 0;
    loc_.attach(board);
    for (std::size_t i = 0; i < cities.size(); ++i) {
        const SpaceIndex source[] = {cities[i]};
        const rules::SupplyMap map = loc_.trace(board, side, facts, source);
        for (std::size_t j = 0; j < cities.size(); ++j)
            if (j != i && map.reached(cities[j], reduction)) parent[find(i)] = find(j);
    }
    std::vector<int> size(cities.size(), 0);
    for (std::size_t i = 0; i < cities.size(); ++i) ++size[find(i)];
    for (std::size_t i = 0; i < cities.size(); ++i)
        (size[find(i)] >= 3 ? survey.functioning : survey.ineligible).push_back(cities[i]);
    return survey;
}

bool completelySurrounded(const rules::BoardIndex& board, const rules::RuleFacts& facts, const Catalog& catalog,
                          rules::SideIndex side, rules::SpaceIndex city) {
    const board::SpaceGraph& graph = board.topology().graph();
    const std::vector<SpaceIndex> hexsides = hexsideSpaces(board.topology());
    int closed = 0;
    for (const board::Neighbour& n : graph.neighbours(city)) {
        if (graph.space(n.space).kind != board::SpaceKind::Hex) continue;
        const board::FeatureSet border = graph.border(n.border).features;
        bool shut = border.has(catalog.impassable) || border.has(catalog.allSea);
        for (const rules::PieceIndex p : board.piecesAt(n.space))
            shut = shut || (board.sideOf(p) != side && board.sideOf(p) != rules::kNoSide && catalog.troop(board.piece(p)) &&
                            board.piece(p).strength > 0);
        const SpaceIndex hexside = hexsides[n.border];
        shut = shut || (hexside != rules::kNoSpace && inEnemyZoi(board, facts, catalog, side, hexside));
        if (!shut) return false;
        ++closed;
    }
    return closed == 6;  // a city on the map's edge has fewer than six neighbours: not surrounded
}

namespace {

// A piece's share of a city's capacity: its SPs, and 1 for each ship or battery (7.34).
int capacityUsed(const Catalog& catalog, const model::Piece& piece) {
    return catalog.ship(piece) || catalog.battery(piece) ? 1 : std::max(0, piece.strength);
}

// Whether a piece reaches a LOS (or LOC) map as the evaluator would let it (ships by network only, 7.23i;
// 3 MP, or 6 for a LOC, in poor weather, 4.61).
bool reachesMap(const rules::SupplyMap& map, const rules::BoardIndex& board, const Catalog& catalog, const PositionFacts& facts,
                rules::PieceIndex p, bool loc = false) {
    const SpaceIndex at = board.spaceOf(p);
    if (catalog.ship(board.piece(p))) return map.isOrigin(at) && map.overlandCost(at) == 0;
    return map.reached(at, facts.poorWeather() ? (loc ? 2 : 1) : 0);
}

}  // namespace

std::vector<CityAllowance> allowIneligibleCities(rules::Evaluator& evaluator, SourceFinder& finder, const Catalog& catalog,
                                                 const PositionFacts& facts, std::optional<board::AttributeId> supplyValue) {
    std::vector<CityAllowance> out;
    std::size_t los = evaluator.traceCount(), loc = evaluator.traceCount();
    for (std::size_t t = 0; t < evaluator.traceCount(); ++t) {
        if (evaluator.tracer(t).id() == kLos) los = t;
        if (evaluator.tracer(t).id() == kLoc) loc = t;
    }
    if (los == evaluator.traceCount() || loc == evaluator.traceCount()) return out;
    const rules::BoardIndex& board = evaluator.board();
    rules::SupplyTracer& tracer = evaluator.tracer(los);
    for (rules::SideIndex side = 0; side < board.sideCount(); ++side) {
        const SourceSurvey survey = finder.survey(board, side, evaluator.facts());
        if (survey.ineligible.empty()) continue;
        // Units with a LOS only because of the ineligible cities.
        std::vector<SpaceIndex> full = survey.functioning;
        full.insert(full.end(), survey.mapEdge.begin(), survey.mapEdge.end());
        const rules::SupplyMap fullMap = tracer.trace(board, side, evaluator.facts(), full);
        std::vector<rules::PieceIndex> dependent;
        for (const rules::PieceIndex p : board.piecesOf(side))
            if (board.spaceOf(p) != rules::kNoSpace && catalog.needsSupply(board.piece(p)) && evaluator.traces(p, los) &&
                !reachesMap(fullMap, board, catalog, facts, p))
                dependent.push_back(p);
        const auto allowanceOf = [&](SpaceIndex city) {
            CityAllowance allowance;
            allowance.side = side;
            allowance.city = city;
            allowance.printed = supplyValue ? board.topology().graph().space(city).attributes.getOr(*supplyValue, 0) : 0;
            allowance.surrounded = completelySurrounded(board, evaluator.facts(), catalog, side, city);
            allowance.capacity = allowance.surrounded ? allowance.printed / 2 : allowance.printed;
            return allowance;
        };
        if (dependent.empty()) {  // nobody needs them: only what they would give
            for (const SpaceIndex city : survey.ineligible) out.push_back(allowanceOf(city));
            continue;
        }
        std::vector<char> placed(dependent.size(), 0);
        const std::size_t first = out.size();
        std::vector<rules::SupplyMap> cityMaps;
        for (const SpaceIndex city : survey.ineligible) {
            CityAllowance allowance = allowanceOf(city);
            const SpaceIndex only[] = {city};
            cityMaps.push_back(tracer.trace(board, side, evaluator.facts(), only));
            const rules::SupplyMap& cityMap = cityMaps.back();
            int room = allowance.capacity;
            // Units in the city first, then the others.
            for (const bool inCity : {true, false}) {
                for (std::size_t i = 0; i < dependent.size(); ++i) {
                    const rules::PieceIndex p = dependent[i];
                    if (placed[i] != 0 || (board.spaceOf(p) == city) != inCity || !reachesMap(cityMap, board, catalog, facts, p)) continue;
                    const int need = capacityUsed(catalog, board.piece(p));
                    if (need > room) continue;
                    room -= need;
                    placed[i] = 1;
                    allowance.supplied.push_back(p);
                }
            }
            out.push_back(std::move(allowance));
        }
        // Each unit that found no room is named at the first city it reaches. Its LOC may not use the
        // cities either ("allow a number of friendly SPs to trace a LOS or LOC to it"): only another source.
        std::optional<rules::SupplyMap> locMap;
        for (std::size_t i = 0; i < dependent.size(); ++i) {
            if (placed[i] != 0) continue;
            if (!locMap) locMap = evaluator.tracer(loc).trace(board, side, evaluator.facts(), full);
            const bool otherLoc = reachesMap(*locMap, board, catalog, facts, dependent[i], true);
            for (std::size_t c = first; c < out.size(); ++c) {
                if (reachesMap(cityMaps[c - first], board, catalog, facts, dependent[i])) {
                    out[c].left.push_back(dependent[i]);
                    if (!otherLoc) out[c].leftWithoutLoc.push_back(dependent[i]);
                    break;
                }
            }
        }
    }
    return out;
}

std::string standingStateOf(const model::Piece& piece) {
    if (piece.hasFlag("isolated")) return "isolated";
    return piece.hasFlag("unsupplied") ? "unsupplied" : "supplied";
}

std::string supplyStateOf(const model::Piece& piece, bool los, bool loc, bool improvementsOnly) {
    const bool wasIsolated = piece.hasFlag("isolated");
    const bool wasUnsupplied = wasIsolated || piece.hasFlag("unsupplied");
    std::string now;
    if (los) now = "supplied";
    else if (!wasUnsupplied) now = "unsupplied";  // never straight from Supplied to Isolated (7.11)
    else now = loc ? "unsupplied" : "isolated";
    if (!improvementsOnly) return now;
    // 15.21: in the Supply Judgment Segment states only improve.
    const auto rank = [](const std::string& s) { return s == "supplied" ? 0 : s == "unsupplied" ? 1 : 2; };
    const std::string before = wasIsolated ? "isolated" : wasUnsupplied ? "unsupplied" : "supplied";
    return rank(now) <= rank(before) ? now : before;
}

std::shared_ptr<SourceFinder> completeSupply(rules::EvaluatorConfig& config, const rules::Topology& topology,
                                             const std::shared_ptr<const Catalog>& catalog,
                                             const std::shared_ptr<const PositionFacts>& facts) {
    std::size_t los = config.supply.size(), loc = config.supply.size();
    for (std::size_t t = 0; t < config.supply.size(); ++t) {
        if (config.supply[t].rules.id == kLos) los = t;
        if (config.supply[t].rules.id == kLoc) loc = t;
    }
    if (los == config.supply.size() || loc == config.supply.size()) return nullptr;

    // 7.21a: the LOS overland leg may pass enemy ZOC, paying the +1 MP of 9.17.
    config.supply[los].rules.zoneToZone = kZoc;
    config.supply[los].rules.zoneToZoneExtra = 1;
    addBlockers(config.supply[los].rules, true, topology, catalog, facts);
    addBlockers(config.supply[loc].rules, false, topology, catalog, facts);

    auto finder = std::make_shared<SourceFinder>(topology, config.supply[loc].rules, catalog, facts);
    const auto sources = [finder](const rules::BoardIndex& board, rules::SideIndex side, const rules::RuleFacts& facts_) {
        return finder->survey(board, side, facts_).all();
    };
    config.supply[los].sources = sources;
    config.supply[loc].sources = sources;

    config.pieceTrace = [catalog, facts, los](const model::Piece& piece, std::size_t trace) {
        rules::PieceTrace use;
        use.needs = catalog->needsSupply(piece);
        use.networkOnly = catalog->ship(piece);  // 7.23i
        // 4.61: LOS 3 MP and LOC 6 MP in poor weather.
        if (facts->poorWeather()) use.reduction = trace == los ? 1 : 2;
        return use;
    };
    config.classify = [facts, los, loc](const model::Piece& piece, std::span<const char> traced) {
        // 7.34: a unit an ineligible city has no room for has no LOS (nor LOC) through it.
        const bool hasLos = los < traced.size() && traced[los] != 0 && !facts->beyondCapacity.contains(piece.id);
        const bool hasLoc = loc < traced.size() && traced[loc] != 0 && !facts->noLocBeyondCapacity.contains(piece.id);
        // 15.21 holds in the judging side's own Supply Judgment Segment; the other side's forecast is for
        // its next Supply Phase.
        return supplyStateOf(piece, hasLos, hasLoc, facts->improvementsOnly() && facts->judgesNow(piece.side));
    };
    // 7.1: the state stands from the last judgement (the markers); the classification is a forecast.
    config.standing = [](const model::Piece& piece) { return standingStateOf(piece); };
    return finder;
}

}  // namespace adj::games::wftu
