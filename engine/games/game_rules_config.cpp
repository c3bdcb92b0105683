#include "engine/games/game_rules_config.hpp"

#include "engine/games/chart_words.hpp"

#include <algorithm>
#include <memory>

namespace adj::games {

namespace {

bool containsTerrain(const std::vector<board::TerrainId>& list, board::TerrainId terrain) {
    return std::find(list.begin(), list.end(), terrain) != list.end();
}

bool hasAny(board::FeatureSet features, const std::vector<board::FeatureId>& list) {
    return std::any_of(list.begin(), list.end(), [&](board::FeatureId f) { return features.has(f); });
}

board::FeatureSet setOf(const std::vector<board::FeatureId>& list) {
    board::FeatureSet set;
    for (const board::FeatureId feature : list) set.add(feature);
    return set;
}

// A price from an attribute value: a number, or unknown until the players read it off their chart.
// An unknown price names the chart, what on it, and the key the players enter it under
// (chart_values.hpp), e.g. "Terrain Effects Chart: Forest (terrain/forest/move-cost)".
// `words` is the chart value in the players' words (chart_words.hpp), as the Charts panel lists it.
std::optional<rules::Price> priceOf(const data::Attributes& attributes, const std::string& name, const std::string& words) {
    const data::AttributeValue* value = attributes.find(name);
    if (value == nullptr) return std::nullopt;
    if (const auto* onChart = std::get_if<data::OnChart>(value)) {
        return rules::Price::unknown((onChart->chart.empty() ? std::string("terrain chart") : onChart->chart) + ": " + words);
    }
    if (const int* points = std::get_if<int>(value)) return rules::Price::mp(*points);
    return std::nullopt;
}

// The stacking limit in one space, from the spec.
std::optional<int> limitAt(const StackingSpec& spec, const data::GameDefinition& definition, const board::Space& space) {
    for (const auto& [feature, amount] : spec.byFeature)
        if (space.features.has(feature)) return amount;
    if (!spec.terrainAttribute.empty() && space.terrain < definition.terrain.size()) {
        // A terrain value on a missing chart gives no limit to check rather than a guessed one.
        if (const auto value = definition.terrain[space.terrain].attributes.integer(spec.terrainAttribute)) return value;
    }
    return spec.fixed;
}

rules::StackingLimit stackingLimit(const StackingSpec& spec, const data::GameDefinition& definition) {
    rules::StackingLimit limit = spec.limit;
    const rules::PiecePredicate counts = toPredicate(spec.counts, definition);
    const bool strength = spec.countStrength;
    limit.points = [counts, strength](const model::Piece& piece) {
        if (!counts(piece)) return 0;
        // A hidden block's steps are unknown; it is at least one.
        if (strength) return piece.kind.empty() ? 1 : std::max(piece.strength, 0);
        return 1;
    };
    const auto shared = std::make_shared<const StackingSpec>(spec);
    const auto definitionCopy = std::make_shared<const data::GameDefinition>(definition);
    rules::PiecePredicate bonusWith;
    if (spec.bonusWith) bonusWith = toPredicate(*spec.bonusWith, definition);
    limit.limit = [shared, definitionCopy, bonusWith](const rules::StackContext& context) -> std::optional<int> {
        std::optional<int> allowed = limitAt(*shared, *definitionCopy, context.info());
        if (allowed && bonusWith && context.sideHas(bonusWith)) *allowed += shared->bonus;
        return allowed;
    };
    return limit;
}

rules::ZoneRules zoneRules(const ZoneSpec& spec, const data::GameDefinition& definition) {
    rules::ZoneRules zone;
    zone.id = spec.id;
    zone.rule = spec.rule;
    zone.projects = toPredicate(spec.projects, definition);
    zone.range = spec.range;
    zone.includeOwnSpace = spec.ownSpace;
    if (!spec.blockedByBorders.empty()) {
        const board::FeatureSet blocked = setOf(spec.blockedByBorders);
        zone.crosses = [blocked](const rules::ArcView& arc) { return (arc.features.bits() & blocked.bits()) == 0; };
    }
    if (!spec.notInto.empty() || !spec.notIntoFeatures.empty()) {
        zone.enters = [notInto = spec.notInto, features = spec.notIntoFeatures](const board::Space& space) {
            return !containsTerrain(notInto, space.terrain) && !hasAny(space.features, features);
        };
    }
    if (!spec.notOutOf.empty()) {
        zone.leaves = [notOutOf = spec.notOutOf](const board::Space& space) {
            return !containsTerrain(notOutOf, space.terrain);
        };
    }
    if (spec.notIntoEnemy) {
        zone.entry = [enemy = toPredicate(*spec.notIntoEnemy, definition)](const rules::SpaceQuery& query) {
            return query.hasEnemy(enemy) ? rules::ZoneEntry::Blocked : rules::ZoneEntry::Enter;
        };
    }
    if (spec.negatedBy) zone.negates = toPredicate(*spec.negatedBy, definition);
    return zone;
}

rules::TraceBlockers traceBlockers(const TraceBlockersSpec& spec, const data::GameDefinition& definition) {
    rules::TraceBlockers blockers;
    blockers.enemyZone = spec.enemyZone;
    blockers.friendlyNegatesZone = spec.friendlyNegatesZone;
    if (spec.enemyPieces) blockers.enemyPieces = toPredicate(*spec.enemyPieces, definition);
    for (const board::TerrainId terrain : spec.terrain) {
        const std::string& name = definition.terrain[terrain].id;
        blockers.spaces.push_back({name, [terrain](const rules::SpaceQuery& query) {
                                       return query.info().terrain == terrain;
                                   }});
    }
    return blockers;
}

rules::SupplyConfig supplyConfig(const SupplyTraceSpec& spec, const data::GameDefinition& definition,
                                 const rules::Topology& topology) {
    rules::SupplyConfig config;
    config.state = spec.state;
    rules::SupplyTraceRules& trace = config.rules;
    trace.id = spec.id;
    trace.rule = spec.rule;
    trace.overlandCosts = costSchedule(spec.overlandCosts, definition);
    trace.overlandLimit = spec.overlandLimit;
    trace.overlandBlockers = traceBlockers(spec.overlandBlockers, definition);
    for (const NetworkLegSpec& legSpec : spec.networks) {
        const auto layer = topology.graph().findLayer(legSpec.layer);
        if (!layer) continue;  // this map has no such network
        rules::NetworkLeg leg;
        leg.name = legSpec.layer;
        leg.layer = *layer;
        leg.blockers = traceBlockers(legSpec.blockers, definition);
        if (!legSpec.joinsAt.empty()) {
            leg.joins = [features = legSpec.joinsAt](const rules::SpaceQuery& query) {
                return hasAny(query.info().features, features);
            };
        }
        trace.networks.push_back(std::move(leg));
    }

    // The source spaces are fixed by the map; who may use each is decided per evaluation.
    auto candidates = std::make_shared<std::vector<rules::SpaceIndex>>();
    for (rules::SpaceIndex s = 0; s < topology.spaceCount(); ++s)
        if (hasAny(topology.graph().space(s).features, spec.sourceFeatures)) candidates->push_back(s);
    const bool byController = spec.heldBy == SupplyTraceSpec::Holder::Controller;
    config.sources = [candidates, byController](const rules::BoardIndex& board, rules::SideIndex side,
                                                const rules::RuleFacts& facts) {
        if (!byController) return *candidates;
        std::vector<rules::SpaceIndex> held;
        for (const rules::SpaceIndex s : *candidates) {
            const rules::SpaceQuery query{board, s, side, &facts};
            if (query.controller() == side) held.push_back(s);
        }
        return held;
    };
    return config;
}

// Who may cross a border kind, from its crossing attribute: a "prohibited" kind never; a
// "ferry-only" kind (a tidal river, 9.15) only where a kind that is "allowed" lies on the same
// hexside (the ferry); a value on a chart is asked for.
void addCrossingTerms(rules::CostSchedule& schedule, const std::string& attribute, const data::GameDefinition& definition) {
    board::FeatureSet allowed;
    for (const data::FeatureKind& border : definition.borderKinds) {
        const data::AttributeValue* value = border.attributes.find(attribute);
        const auto* word = value ? std::get_if<std::string>(value) : nullptr;
        if (word && *word == "allowed") allowed.add(border.bit);
    }
    for (const data::FeatureKind& border : definition.borderKinds) {
        const data::AttributeValue* value = border.attributes.find(attribute);
        if (value == nullptr) continue;
        if (std::get_if<data::OnChart>(value)) {
            const auto price = priceOf(border.attributes, attribute, chartKeyWords(definition, "borders/" + border.id + "/" + attribute));
            schedule.linkFeatures.push_back({board::FeatureSet{border.bit}, {}, *price});
        } else if (const auto* word = std::get_if<std::string>(value)) {
            if (*word == "prohibited") schedule.linkFeatures.push_back({board::FeatureSet{border.bit}, {}, rules::Price::impassable()});
            if (*word == "ferry-only") schedule.linkFeatures.push_back({board::FeatureSet{border.bit}, allowed, rules::Price::impassable()});
        }
    }
}

}  // namespace

rules::CostSchedule costSchedule(const CostSpec& costs, const data::GameDefinition& definition) {
    rules::CostSchedule schedule;
    schedule.otherTerrain = rules::Price::mp(1);
    if (!costs.terrainAttribute.empty()) {
        // Every terrain is listed: one without the attribute cannot be entered at all.
        schedule.otherTerrain = rules::Price::impassable();
        for (const data::TerrainKind& terrain : definition.terrain) {
            const auto price = priceOf(terrain.attributes, costs.terrainAttribute,
                                       chartKeyWords(definition, "terrain/" + terrain.id + "/" + costs.terrainAttribute));
            schedule.terrain.emplace_back(terrain.terrainId, price.value_or(rules::Price::impassable()));
        }
    }
    const board::FeatureSet crossings = setOf(costs.crossings);
    if (!costs.borderAttribute.empty()) {
        for (const data::FeatureKind& border : definition.borderKinds) {
            if (crossings.has(border.bit)) continue;
            const auto price = priceOf(border.attributes, costs.borderAttribute,
                                       chartKeyWords(definition, "borders/" + border.id + "/" + costs.borderAttribute));
            if (!price || (price->kind == rules::Price::Kind::Points && price->points == 0)) continue;
            schedule.linkFeatures.push_back({board::FeatureSet{border.bit}, crossings, *price});
        }
    }
    for (const board::FeatureId impassable : costs.impassable) {
        schedule.linkFeatures.push_back({board::FeatureSet{impassable}, {}, rules::Price::impassable()});
    }
    if (!costs.crossingAttribute.empty()) addCrossingTerms(schedule, costs.crossingAttribute, definition);
    return schedule;
}

rules::MoveRules moveRules(const MovementSpec& movement, const data::GameDefinition& definition) {
    rules::MoveRules move;
    move.occupies = toPredicate(movement.occupies, definition);
    move.mayEnterEnemyOccupied = movement.enemyOccupied != MovementSpec::EnemyOccupied::Forbidden;
    move.stopOnEnteringEnemyOccupied = movement.enemyOccupied == MovementSpec::EnemyOccupied::Stop;
    move.stopOnEnteringEnemyZone = movement.stopOnEnteringZone;
    move.zoneToZoneExtra = movement.zoneToZoneExtra;
    move.minimumMove = movement.minimumMove;
    move.ruleOf = movement.ruleOf;
    return move;
}

rules::EvaluatorConfig evaluatorConfig(const GameRules& rules, const data::GameDefinition& definition,
                                       const rules::Topology& topology) {
    rules::EvaluatorConfig config;
    for (const data::Side& side : definition.sides) {
        config.sides.push_back(side.id);
        config.sideNames.push_back(side.name);
    }
    if (rules.control) {
        config.control = *rules.control;
        if (rules.controlPieces) config.control->controls = toPredicate(*rules.controlPieces, definition);
    }
    for (const ZoneSpec& zone : rules.zones) config.zones.push_back(zoneRules(zone, definition));
    std::vector<rules::PiecePredicate> needs;
    for (const SupplyTraceSpec& trace : rules.supply) {
        config.supply.push_back(supplyConfig(trace, definition, topology));
        needs.push_back(toPredicate(trace.needs, definition));
    }
    if (!needs.empty()) {
        config.pieceTrace = [needs](const model::Piece& piece, std::size_t trace) {
            rules::PieceTrace use;
            use.needs = needs[trace](piece);
            return use;
        };
    }
    config.noSupplyState = rules.unsupplied.state;
    for (const StackingSpec& stacking : rules.stacking) config.stacking.push_back(stackingLimit(stacking, definition));
    return config;
}

}  // namespace adj::games
