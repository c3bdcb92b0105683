#pragma once
// A game's rules.yaml: the parameters of the shared rule algorithms (engine/rules) for one game,
// read and checked against its definition. Numbers come from the rulebook and each part cites its
// rule. What data cannot say (a limit that depends on a supply head, a blocker only one game has)
// a game module in engine/games/<id>/ adds in code on top of this.
//
// The file's format is documented in data/README.md ("rules.yaml").
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "engine/board/feature_set.hpp"
#include "engine/board/space.hpp"
#include "engine/data/game_definition.hpp"
#include "engine/games/piece_filter.hpp"
#include "engine/model/alert.hpp"
#include "engine/rules/control.hpp"
#include "engine/rules/stacking.hpp"

namespace adj::games {

// What one step costs, from the terrain and border attributes the game declares. A terrain without
// the attribute cannot be entered (lakes); a value on a missing chart stays unknown and is asked for.
struct CostSpec {
    std::string terrainAttribute;               // "move-cost"; empty = every space costs 1
    std::string borderAttribute;                // "extra-cost", added per border kind crossed
    std::vector<board::FeatureId> crossings;    // border kinds that cancel the others' extra (bridge)
    std::vector<board::FeatureId> impassable;   // border kinds that may not be crossed (all-sea hexside)
    // Border attribute saying whether land units may cross: "allowed", "prohibited", or "ferry-only"
    // (only where a border kind that is "allowed", a ferry, lies on the same hexside); a chart value
    // is asked for. Empty: not used.
    std::string crossingAttribute;
};

struct StackingSpec {
    rules::StackingLimit limit;                   // id, rule, code, scope, checked, soft, severity, steps, texts
    PieceFilter counts;
    bool countStrength = false;                   // points are the pieces' strength, not 1 each
    std::optional<int> fixed;                     // the limit everywhere (unless below say otherwise)
    std::string terrainAttribute;                 // the limit is this attribute of the space's terrain
    std::vector<std::pair<board::FeatureId, int>> byFeature;  // first feature the space has wins
    std::optional<PieceFilter> bonusWith;         // one of the side's own pieces there (an Army HQ)...
    int bonus = 0;                                // ...raises the limit by this much
};

struct ZoneSpec {
    std::string id;
    std::string rule;
    PieceFilter projects;
    int range = 1;
    bool ownSpace = true;
    std::vector<board::FeatureId> blockedByBorders;  // the zone does not cross these border kinds
    std::vector<board::TerrainId> notInto;           // nor enter these terrains
    std::vector<board::TerrainId> notOutOf;          // nor leave them
    std::vector<board::FeatureId> notIntoFeatures;   // nor enter spaces with these features
    std::optional<PieceFilter> notIntoEnemy;         // nor spaces holding such pieces of the other side
    std::optional<PieceFilter> negatedBy;
};

struct MovementSpec {
    CostSpec costs;
    PieceFilter occupies;
    enum class EnemyOccupied { Allowed, Stop, Forbidden };
    EnemyOccupied enemyOccupied = EnemyOccupied::Allowed;
    std::string zone;              // zone id the next two refer to; empty = none
    bool stopOnEnteringZone = false;
    int zoneToZoneExtra = 0;
    bool minimumMove = false;
    std::map<std::string, std::string> ruleOf;  // violation code -> rule number
    std::string allowanceAttribute;             // piece-kind attribute with the allowance ("movement")
};

struct TraceBlockersSpec {
    std::string enemyZone;
    bool friendlyNegatesZone = false;
    std::optional<PieceFilter> enemyPieces;
    std::vector<board::TerrainId> terrain;       // spaces of these terrains block
};

struct NetworkLegSpec {
    std::string layer;  // network id from terrain.yaml
    TraceBlockersSpec blockers;
    std::vector<board::FeatureId> joinsAt;  // where an overland leg may join; empty = anywhere on it
};

struct SupplyTraceSpec {
    std::string id;
    std::string rule;
    std::string state = "supplied";
    PieceFilter needs;
    int overlandLimit = 0;
    CostSpec overlandCosts;
    TraceBlockersSpec overlandBlockers;
    std::vector<NetworkLegSpec> networks;
    std::vector<board::FeatureId> sourceFeatures;  // spaces with any of these are sources...
    enum class Holder { Anyone, Controller };      // ...for everyone, or for the side controlling them
    Holder heldBy = Holder::Controller;
};

struct UnsuppliedAlertSpec {
    std::string state = "unsupplied";
    std::string code = "supply.unsupplied";
    std::string headline = "Cannot trace supply";  // at most 8 words (model::kMaxHeadlineWords)
    std::string rule;
    model::Severity severity = model::Severity::Warning;
};

struct GameRules {
    std::filesystem::path file;  // where they were read from; empty when the game has no rules.yaml
    std::optional<rules::ControlRules> control;
    std::optional<PieceFilter> controlPieces;
    std::vector<StackingSpec> stacking;
    std::vector<ZoneSpec> zones;
    std::optional<MovementSpec> movement;
    std::vector<SupplyTraceSpec> supply;
    UnsuppliedAlertSpec unsupplied;
};

// Reads <gameFolder>/rules.yaml; a game without one has no automated checks (an empty GameRules).
// Throws DataError naming the file, line and what was expected.
GameRules loadGameRules(const std::filesystem::path& gameFolder, const data::GameDefinition& definition);
GameRules parseGameRules(const std::string& yamlText, const std::filesystem::path& name,
                         const data::GameDefinition& definition);

}  // namespace adj::games
