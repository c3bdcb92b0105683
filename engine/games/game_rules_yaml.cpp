// Reading rules.yaml. Every name is checked against the game's definition as it is read, so a
// misspelt terrain or border kind is an error on its own line, never a rule that silently never fires.
#include <algorithm>
#include <filesystem>

#include "engine/data/yaml_file.hpp"
#include "engine/games/game_rules.hpp"

namespace adj::games {

namespace {

using data::YamlValue;

struct Reader {
    const data::GameDefinition& definition;

    // Each id resolved by `find` (a definition look-up), or an error naming the table's ids.
    template <typename Id, typename Find>
    static std::vector<Id> resolve(const YamlValue& at, const std::vector<std::string>& ids, Find find,
                                   const std::string& what, const std::string& known) {
        std::vector<Id> out;
        for (const std::string& id : ids) {
            const std::optional<Id> found = find(id);
            if (!found) at.fail("unknown " + what + " '" + id + "'; expected one of: " + known);
            out.push_back(*found);
        }
        return out;
    }
    std::vector<board::TerrainId> terrains(const YamlValue& at, const std::vector<std::string>& ids) const {
        return resolve<board::TerrainId>(at, ids, [&](const std::string& id) { return definition.terrainId(id); },
                                         "terrain", definition.terrain.idList());
    }
    std::vector<board::FeatureId> borders(const YamlValue& at, const std::vector<std::string>& ids) const {
        return resolve<board::FeatureId>(at, ids, [&](const std::string& id) { return definition.borderBit(id); },
                                         "border kind", definition.borderKinds.idList());
    }
    std::vector<board::FeatureId> features(const YamlValue& at, const std::vector<std::string>& ids) const {
        return resolve<board::FeatureId>(at, ids, [&](const std::string& id) { return definition.featureBit(id); },
                                         "space feature", definition.features.idList());
    }
    void requireAttribute(const YamlValue& at, const data::AttributeSchema& schema, const std::string& name,
                          const std::string& table) const {
        const data::AttributeDecl* decl = schema.find(name);
        if (decl == nullptr || decl->type != data::AttributeType::Int) {
            at.fail("'" + name + "' is not a whole-number attribute of " + table + " in terrain.yaml or pieces.yaml");
        }
    }

    CostSpec costs(const YamlValue& value) const {
        CostSpec spec;
        const auto fields = value.fields({"terrain", "borders", "crossings", "impassable", "crossing"});
        spec.terrainAttribute = fields.string("terrain", "");
        if (!spec.terrainAttribute.empty()) {
            requireAttribute(fields.required("terrain"), definition.terrainAttributes, spec.terrainAttribute, "terrain");
        }
        spec.borderAttribute = fields.string("borders", "");
        if (!spec.borderAttribute.empty()) {
            requireAttribute(fields.required("borders"), definition.borderAttributes, spec.borderAttribute, "borders");
        }
        spec.crossingAttribute = fields.string("crossing", "");
        if (!spec.crossingAttribute.empty()) {
            const data::AttributeDecl* decl = definition.borderAttributes.find(spec.crossingAttribute);
            if (decl == nullptr || decl->type != data::AttributeType::String)
                fields.required("crossing").fail("'" + spec.crossingAttribute +
                                                 "' is not a word attribute of borders in terrain.yaml (allowed, ferry-only, prohibited)");
        }
        spec.crossings = borders(fields.optional("crossings").value_or(value), fields.strings("crossings"));
        spec.impassable = borders(fields.optional("impassable").value_or(value), fields.strings("impassable"));
        return spec;
    }

    PieceFilter filter(const YamlValue& value) const { return readPieceFilter(value, definition); }

    TraceBlockersSpec blockers(const YamlValue& value, const std::vector<std::string>& zoneIds) const {
        TraceBlockersSpec spec;
        if (value.isNull()) return spec;
        const auto fields = value.fields({"enemy-zone", "friendly-negates-zone", "enemy-pieces", "terrain"});
        spec.enemyZone = fields.string("enemy-zone", "");
        if (!spec.enemyZone.empty() && std::find(zoneIds.begin(), zoneIds.end(), spec.enemyZone) == zoneIds.end()) {
            fields.required("enemy-zone").fail("no zone '" + spec.enemyZone + "' is defined under 'zones' above");
        }
        spec.friendlyNegatesZone = fields.boolean("friendly-negates-zone", false);
        if (const auto pieces = fields.optional("enemy-pieces")) spec.enemyPieces = filter(*pieces);
        spec.terrain = terrains(fields.optional("terrain").value_or(value), fields.strings("terrain"));
        return spec;
    }
};

rules::StackingLimit::Scope readScope(const YamlValue& value) {
    return value.asOneOf({"each-side", "all-sides"}) == "each-side" ? rules::StackingLimit::Scope::EachSide
                                                                     : rules::StackingLimit::Scope::AllSides;
}

rules::StackingLimit::Checked readChecked(const YamlValue& value) {
    const std::string text = value.asOneOf({"all", "phasing", "non-phasing"});
    if (text == "phasing") return rules::StackingLimit::Checked::PhasingSide;
    if (text == "non-phasing") return rules::StackingLimit::Checked::NonPhasingSide;
    return rules::StackingLimit::Checked::AllSides;
}

model::Severity readSeverity(const YamlValue& value) {
    model::Severity severity{};
    if (!model::parseSeverity(value.asString(), severity)) value.fail("expected one of: info, warning, error");
    return severity;
}

// 1 to 8 words (model::kMaxHeadlineWords), else the file and line say what is wrong.
std::string readHeadline(const YamlValue& value) {
    std::string headline = value.asString();
    if (const std::string problem = model::headlineProblem(headline); !problem.empty()) value.fail("headline \"" + headline + "\" " + problem);
    return headline;
}

StackingSpec readStacking(const Reader& reader, const YamlValue& value) {
    StackingSpec spec;
    const auto fields = value.fields({"id", "rule", "code", "counts", "points", "limit", "bonus", "scope", "checked",
                                      "soft", "severity", "steps", "headline", "message", "fix"});
    rules::StackingLimit& limit = spec.limit;
    limit.id = fields.string("id");
    limit.rule = fields.string("rule");
    limit.code = fields.string("code", "stacking.over-limit");
    if (limit.code.rfind("stacking.", 0) != 0) fields.required("code").fail("stacking alert codes begin with 'stacking.'");
    if (const auto counts = fields.optional("counts")) spec.counts = reader.filter(*counts);
    if (const auto points = fields.optional("points")) spec.countStrength = points->asOneOf({"pieces", "strength"}) == "strength";
    if (const auto scope = fields.optional("scope")) limit.scope = readScope(*scope);
    if (const auto checked = fields.optional("checked")) limit.checked = readChecked(*checked);
    limit.soft = fields.boolean("soft", false);
    limit.severity = limit.soft ? model::Severity::Warning : model::Severity::Error;
    if (const auto severity = fields.optional("severity")) limit.severity = readSeverity(*severity);
    limit.steps = fields.strings("steps");
    // An alert of its own words needs its own headline; a limit that keeps the default words may
    // keep the default headline.
    if (const auto headline = fields.optional("headline")) limit.headline = readHeadline(*headline);
    else if (fields.optional("message")) fields.required("message").fail("a limit with its own message needs a headline of at most 8 words too");
    limit.message = fields.string("message", limit.message);
    limit.fix = fields.string("fix", limit.fix);

    const YamlValue limitValue = fields.required("limit");
    if (limitValue.isScalar()) {
        spec.fixed = static_cast<int>(limitValue.asInt());
    } else {
        const auto limitFields = limitValue.fields({"terrain", "features", "otherwise"});
        spec.terrainAttribute = limitFields.string("terrain", "");
        if (!spec.terrainAttribute.empty()) {
            reader.requireAttribute(limitFields.required("terrain"), reader.definition.terrainAttributes,
                                    spec.terrainAttribute, "terrain");
        }
        if (const auto byFeature = limitFields.optional("features")) {
            for (const auto& [featureId, amount] : byFeature->entries()) {
                const auto bit = reader.features(amount, {featureId});
                spec.byFeature.emplace_back(bit.front(), static_cast<int>(amount.asInt()));
            }
        }
        if (limitFields.has("otherwise")) spec.fixed = static_cast<int>(limitFields.integer("otherwise"));
        if (spec.terrainAttribute.empty() && spec.byFeature.empty() && !spec.fixed) {
            limitValue.fail("a limit needs a number, 'terrain: ATTRIBUTE', or 'features: {FEATURE: N}'");
        }
    }
    if (const auto bonus = fields.optional("bonus")) {
        const auto bonusFields = bonus->fields({"with", "add"});
        spec.bonusWith = reader.filter(bonusFields.required("with"));
        spec.bonus = static_cast<int>(bonusFields.integer("add"));
    }
    return spec;
}

ZoneSpec readZone(const Reader& reader, const YamlValue& value) {
    ZoneSpec spec;
    const auto fields = value.fields({"id", "rule", "projects", "range", "own-space", "not-across", "not-into",
                                      "not-out-of", "not-into-features", "not-into-enemy", "negated-by"});
    spec.id = fields.string("id");
    spec.rule = fields.string("rule");
    spec.projects = reader.filter(fields.required("projects"));
    spec.range = static_cast<int>(fields.integer("range", 1));
    if (spec.range < 1 || spec.range > 8) fields.required("range").fail("a zone's range is 1 to 8 spaces");
    spec.ownSpace = fields.boolean("own-space", true);
    const auto at = [&](std::string_view key) { return fields.optional(key).value_or(value); };
    spec.blockedByBorders = reader.borders(at("not-across"), fields.strings("not-across"));
    spec.notInto = reader.terrains(at("not-into"), fields.strings("not-into"));
    spec.notOutOf = reader.terrains(at("not-out-of"), fields.strings("not-out-of"));
    spec.notIntoFeatures = reader.features(at("not-into-features"), fields.strings("not-into-features"));
    if (const auto enemy = fields.optional("not-into-enemy")) spec.notIntoEnemy = reader.filter(*enemy);
    if (const auto negated = fields.optional("negated-by")) spec.negatedBy = reader.filter(*negated);
    return spec;
}

MovementSpec readMovement(const Reader& reader, const YamlValue& value, const std::vector<std::string>& zoneIds) {
    MovementSpec spec;
    const auto fields = value.fields({"costs", "allowance", "enemy-occupied", "zone", "minimum-move", "rules"});
    if (const auto costs = fields.optional("costs")) spec.costs = reader.costs(*costs);
    spec.allowanceAttribute = fields.string("allowance", "");
    if (!spec.allowanceAttribute.empty()) {
        reader.requireAttribute(fields.required("allowance"), reader.definition.pieceAttributes, spec.allowanceAttribute,
                                "piece kinds");
    }
    if (const auto enemy = fields.optional("enemy-occupied")) {
        const auto enemyFields = enemy->fields({"pieces", "entering"});
        if (const auto pieces = enemyFields.optional("pieces")) spec.occupies = reader.filter(*pieces);
        const std::string entering = enemyFields.required("entering").asOneOf({"allowed", "stop", "forbidden"});
        spec.enemyOccupied = entering == "stop"        ? MovementSpec::EnemyOccupied::Stop
                             : entering == "forbidden" ? MovementSpec::EnemyOccupied::Forbidden
                                                       : MovementSpec::EnemyOccupied::Allowed;
    }
    if (const auto zone = fields.optional("zone")) {
        const auto zoneFields = zone->fields({"id", "entering", "zone-to-zone"});
        spec.zone = zoneFields.string("id");
        if (std::find(zoneIds.begin(), zoneIds.end(), spec.zone) == zoneIds.end()) {
            zoneFields.required("id").fail("no zone '" + spec.zone + "' is defined under 'zones'");
        }
        if (const auto entering = zoneFields.optional("entering")) {
            spec.stopOnEnteringZone = entering->asOneOf({"continue", "stop"}) == "stop";
        }
        spec.zoneToZoneExtra = static_cast<int>(zoneFields.integer("zone-to-zone", 0));
    }
    spec.minimumMove = fields.boolean("minimum-move", false);
    if (const auto rules = fields.optional("rules")) {
        static const std::vector<std::string> codes = {"move.not-adjacent", "move.impassable", "move.blocked",
                                                       "move.enemy-occupied", "move.past-stop", "move.over-allowance",
                                                       "move.overrun"};
        for (const auto& entry : rules->keyedEntries()) {
            if (std::find(codes.begin(), codes.end(), entry.key) == codes.end()) {
                entry.keyNode.fail("unknown movement check '" + entry.key +
                                   "'; expected one of: move.not-adjacent, move.impassable, move.blocked, "
                                   "move.enemy-occupied, move.past-stop, move.over-allowance, move.overrun");
            }
            spec.ruleOf[entry.key] = entry.value.asString();
        }
    }
    return spec;
}

SupplyTraceSpec readTrace(const Reader& reader, const YamlValue& value, const std::vector<std::string>& zoneIds) {
    SupplyTraceSpec spec;
    const auto fields = value.fields({"id", "rule", "state", "needs", "overland", "networks", "sources"});
    spec.id = fields.string("id");
    spec.rule = fields.string("rule");
    spec.state = fields.string("state", spec.state);
    if (const auto needs = fields.optional("needs")) spec.needs = reader.filter(*needs);

    const auto overland = fields.required("overland").fields({"limit", "costs", "blockers"});
    spec.overlandLimit = static_cast<int>(overland.integer("limit"));
    if (spec.overlandLimit < 0) overland.required("limit").fail("an overland limit cannot be negative");
    if (const auto costs = overland.optional("costs")) spec.overlandCosts = reader.costs(*costs);
    if (const auto blockers = overland.optional("blockers")) spec.overlandBlockers = reader.blockers(*blockers, zoneIds);

    if (const auto networks = fields.optional("networks")) {
        for (const YamlValue& item : networks->items()) {
            NetworkLegSpec leg;
            const auto legFields = item.fields({"layer", "blockers", "joins-at"});
            leg.layer = legFields.string("layer");
            if (!reader.definition.networks.contains(leg.layer)) {
                legFields.required("layer").fail("unknown network '" + leg.layer +
                                                 "'; expected one of: " + reader.definition.networks.idList());
            }
            if (const auto blockers = legFields.optional("blockers")) leg.blockers = reader.blockers(*blockers, zoneIds);
            leg.joinsAt = reader.features(legFields.optional("joins-at").value_or(item), legFields.strings("joins-at"));
            spec.networks.push_back(std::move(leg));
        }
    }
    const auto sources = fields.required("sources").fields({"features", "held-by"});
    spec.sourceFeatures = reader.features(sources.required("features"), sources.strings("features"));
    if (spec.sourceFeatures.empty()) sources.required("features").fail("name at least one space feature that is a supply source");
    if (const auto heldBy = sources.optional("held-by")) {
        spec.heldBy = heldBy->asOneOf({"anyone", "controller"}) == "anyone" ? SupplyTraceSpec::Holder::Anyone
                                                                          : SupplyTraceSpec::Holder::Controller;
    }
    return spec;
}

template <typename T>
void requireUniqueIds(const YamlValue& list, const std::vector<T>& items, const auto& idOf) {
    const std::vector<YamlValue> nodes = list.items();
    for (std::size_t i = 0; i < items.size(); ++i) {
        for (std::size_t j = 0; j < i; ++j) {
            if (idOf(items[i]) == idOf(items[j])) nodes[i].fail("duplicate id '" + idOf(items[i]) + "'");
        }
    }
}

GameRules readRules(const data::YamlFile& file, const data::GameDefinition& definition) {
    const Reader reader{definition};
    GameRules rules;
    rules.file = file.path();
    const YamlValue root = file.root();
    if (root.isNull()) return rules;
    if (!root.isMap()) root.fail("expected a mapping with control, stacking, zones, movement and supply");
    const auto fields = root.fields({"control", "stacking", "zones", "movement", "supply"});

    if (const auto control = fields.optional("control")) {
        const auto controlFields = control->fields({"pieces", "shared", "empty"});
        rules::ControlRules controlRules;
        rules.controlPieces = PieceFilter{};
        if (const auto pieces = controlFields.optional("pieces")) rules.controlPieces = reader.filter(*pieces);
        if (const auto shared = controlFields.optional("shared")) {
            controlRules.whenShared = shared->asOneOf({"contested", "keep"}) == "keep"
                                          ? rules::ControlRules::Shared::KeepPrevious
                                          : rules::ControlRules::Shared::Contested;
        }
        if (const auto empty = controlFields.optional("empty")) {
            controlRules.whenEmpty = empty->asOneOf({"keep", "uncontrolled"}) == "keep"
                                         ? rules::ControlRules::Empty::KeepPrevious
                                         : rules::ControlRules::Empty::Uncontrolled;
        }
        rules.control = std::move(controlRules);
    }
    if (const auto stacking = fields.optional("stacking")) {
        for (const YamlValue& item : stacking->items()) rules.stacking.push_back(readStacking(reader, item));
        requireUniqueIds(*stacking, rules.stacking, [](const StackingSpec& s) { return s.limit.id; });
    }
    std::vector<std::string> zoneIds;
    if (const auto zones = fields.optional("zones")) {
        for (const YamlValue& item : zones->items()) {
            rules.zones.push_back(readZone(reader, item));
            zoneIds.push_back(rules.zones.back().id);
        }
        requireUniqueIds(*zones, rules.zones, [](const ZoneSpec& z) { return z.id; });
    }
    if (const auto movement = fields.optional("movement")) rules.movement = readMovement(reader, *movement, zoneIds);
    if (const auto supply = fields.optional("supply")) {
        const auto supplyFields = supply->fields({"traces", "unsupplied"});
        for (const YamlValue& item : supplyFields.required("traces").items()) {
            rules.supply.push_back(readTrace(reader, item, zoneIds));
        }
        requireUniqueIds(supplyFields.required("traces"), rules.supply, [](const SupplyTraceSpec& t) { return t.id; });
        if (const auto unsupplied = supplyFields.optional("unsupplied")) {
            const auto u = unsupplied->fields({"state", "code", "rule", "severity", "headline"});
            if (const auto headline = u.optional("headline")) rules.unsupplied.headline = readHeadline(*headline);
            rules.unsupplied.state = u.string("state", rules.unsupplied.state);
            rules.unsupplied.code = u.string("code", rules.unsupplied.code);
            rules.unsupplied.rule = u.string("rule", "");
            if (const auto severity = u.optional("severity")) rules.unsupplied.severity = readSeverity(*severity);
        }
        if (rules.unsupplied.rule.empty() && !rules.supply.empty()) rules.unsupplied.rule = rules.supply.front().rule;
    }
    return rules;
}

}  // namespace

GameRules loadGameRules(const std::filesystem::path& gameFolder, const data::GameDefinition& definition) {
    const std::filesystem::path path = gameFolder / "rules.yaml";
    if (!std::filesystem::exists(path)) return GameRules{};
    return readRules(data::YamlFile::load(path), definition);
}

GameRules parseGameRules(const std::string& yamlText, const std::filesystem::path& name,
                         const data::GameDefinition& definition) {
    return readRules(data::YamlFile::parse(yamlText, name), definition);
}

}  // namespace adj::games
