#pragma once
// A game module: how one game composes the shared rule algorithms. Most of a game is data
// (data/games/<id>/, including rules.yaml); the module adds what data cannot say and the alerts
// only its rules raise. Games without a module of their own use the data-driven one, which runs
// exactly what their rules.yaml configures and nothing else.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/model/alert.hpp"
#include "engine/model/position.hpp"
#include "engine/rules/evaluator.hpp"
#include "engine/rules/space_bits.hpp"
#include "engine/rules/topology.hpp"

namespace adj::games {

struct Game;

// Check ids a sequence-of-play step may list, that every module runs from rules.yaml.
inline constexpr const char* kCheckStacking = "stacking";
inline constexpr const char* kCheckZones = "zones";
inline constexpr const char* kCheckSupply = "supply";
inline constexpr const char* kCheckControl = "control";
inline constexpr const char* kCheckMovement = "movement";

class GameModule {
public:
    virtual ~GameModule() = default;

    // The game id the module is for; "data-driven" for the shared one.
    virtual std::string_view id() const = 0;
    // The checks it runs; sequence.yaml may name no other.
    virtual std::vector<std::string> checks() const;
    // The evaluator's configuration on one map: by default exactly what rules.yaml says.
    virtual rules::EvaluatorConfig evaluatorConfig(const Game& game, const rules::Topology& topology) const;
    // Alerts from an evaluated position beyond the stacking and placement alerts the evaluator
    // raises itself: by default one per piece out of supply, saying why.
    virtual void addAlerts(const Game& game, rules::Evaluator& evaluator, std::vector<model::Alert>& alerts) const;

    // A piece's movement allowance as the rules reduce it, with the reasons in words ("-1 out of
    // supply (9.13)"). By default the piece kind's allowance attribute, or, where that is printed on
    // each counter, the piece's own `movement` counter; nullopt when neither is known.
    struct Allowance {
        std::optional<int> points;
        std::string why;        // the reductions applied, for the alert; empty when none
        std::string waitingFor; // what the players must enter when points is nullopt
    };
    virtual Allowance movementAllowance(const Game& game, const model::Position& position, const model::Piece& piece) const;

    // Adjacency arcs of the evaluator's topology that `side` may not march across as the evaluated
    // position stands (War for the Union 4.32: a hexside in an enemy naval ZOI). After addAlerts,
    // which loads the facts the module reads. By default none.
    virtual rules::IndexBits closedCrossings(const Game& game, const rules::Evaluator& evaluator, rules::SideIndex side) const;
};

// The module for a game id: its own where it has one, else the data-driven module.
const GameModule& moduleFor(std::string_view gameId);

}  // namespace adj::games
