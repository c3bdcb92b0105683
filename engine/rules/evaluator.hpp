#pragma once
// The rules layer in one object: given a game module's configuration and a Position, it works out
// control, zones, supply and stacking, keeps what it needs to answer questions (paths, reasons,
// reachable spaces), and after a move updates only what the move can have changed. A test compares
// that with evaluating from scratch over many random moves.
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/model/alert.hpp"
#include "engine/model/position.hpp"
#include "engine/rules/control.hpp"
#include "engine/rules/stacking.hpp"
#include "engine/rules/supply_tracer.hpp"
#include "engine/rules/zone_map.hpp"

namespace adj::rules {

// How one piece uses a trace.
struct PieceTrace {
    bool needs = true;         // false: the piece needs no supply of this kind (leaders, forts)
    bool networkOnly = false;  // no overland leg at all (WftU 7.23i: ships)
    int reduction = 0;         // traces this much less far overland than the trace's limit
};

struct SupplyConfig {
    SupplyTraceRules rules;
    // A side's supply sources now. Called again after every move, so it should be cheap; it may look
    // at the board, control and zones, and at the maps of traces listed before this one (US Civil War
    // 13.5.3: depots whose last link is in full supply).
    std::function<std::vector<SpaceIndex>(const BoardIndex&, SideIndex, const RuleFacts&)> sources;
    // The state a piece gets when this is the first trace (in list order) that reaches it.
    std::string state = "supplied";
};

struct EvaluatorConfig {
    std::vector<std::string> sides;  // the game's sides; every other side is an enemy
    std::vector<std::string> sideNames;  // as players call them, in the same order (messages only)
    std::optional<ControlRules> control;
    std::vector<ZoneRules> zones;
    std::vector<SupplyConfig> supply;  // in order, e.g. LOS then LOC
    // Which pieces need which trace; unset = every piece needs every trace, with full reach.
    std::function<PieceTrace(const model::Piece&, std::size_t trace)> pieceTrace;
    std::string noSupplyState = "unsupplied";  // when no trace reaches a piece that needs one
    // Replaces the default "first trace that reaches" when the state depends on history (WftU 7.11:
    // a supplied unit that loses its LOS is unsupplied even without a LOC; only then isolated).
    std::function<std::string(const model::Piece&, std::span<const char> traced)> classify;
    // The state a piece stands in from the last judgement, where a game keeps it apart from a fresh
    // trace (WftU 7.1: the Unsupplied and Isolated markers stand until the owner's next judgement; the
    // trace is then a forecast). Unset = the traced state is the standing one.
    std::function<std::string(const model::Piece&)> standing;
    std::vector<StackingLimit> stacking;
};

// What the last evaluate() or move() had to recompute, for tests and benchmarks.
struct EvaluationWork {
    int tracesRun = 0;       // traces computed from scratch
    int tracesRepaired = 0;  // traces repaired locally
    int tracesKept = 0;      // traces left as they were
    std::size_t changedSpaces = 0;
};

class Evaluator {
public:
    Evaluator(const Topology& topology, EvaluatorConfig config);
    Evaluator(const Evaluator&) = delete;
    Evaluator& operator=(const Evaluator&) = delete;

    // Everything from scratch.
    void evaluate(model::Position position);
    // Moves one piece (kNoSpace: off the board) and updates what the move can have changed.
    void move(PieceIndex piece, SpaceIndex to);
    // By ids; throws std::invalid_argument for an unknown piece or space id.
    void move(std::string_view pieceId, std::string_view spaceId);

    const model::Position& position() const { return position_; }
    const Topology& topology() const { return *topology_; }
    const BoardIndex& board() const { return *board_; }
    const RuleFacts& facts() const { return facts_; }
    const EvaluationWork& work() const { return work_; }

    const ControlMap* control() const { return control_ ? &*control_ : nullptr; }
    const std::vector<ZoneMap>& zones() const { return zones_; }
    const ZoneMap* zone(std::string_view id) const { return facts_.zone(id); }
    std::size_t traceCount() const { return tracers_.size(); }
    const SupplyMap& supplyMap(std::size_t trace, SideIndex side) const { return maps_[trace][side]; }
    SupplyTracer& tracer(std::size_t trace) { return tracers_[trace]; }
    // Each piece's supply state ("" for pieces that need none or are off the board).
    const std::string& supplyState(PieceIndex piece) const { return states_[piece]; }
    // Whether the piece can trace `trace`, honouring its PieceTrace.
    bool traces(PieceIndex piece, std::size_t trace) const;
    // The piece's line for `trace` (empty when it cannot trace it), and why not.
    std::vector<TraceStep> supplyPath(PieceIndex piece, std::size_t trace) const;
    std::vector<SupplyReason> supplyReasons(PieceIndex piece, std::size_t trace);

    const StackingCheck& stacking() const { return stacking_; }
    const std::vector<StackingViolation>& stackingViolations() const { return violations_; }

    // Stacking alerts, and a warning for each piece the board could not place.
    std::vector<model::Alert> alerts() const;
    // {"supply": {piece id: state}, "zones": {side: [space ids]}} for the first zone, with every zone
    // under "zoneTypes": {zone id: {side: [space ids]}}. With a `standing` state, "supply" is the
    // standing state and "supplyForecast" the traced one.
    nlohmann::json summary() const;

private:
    void traceAll();
    void classifyPieces(std::span<const char> sidesToDo);
    void classifyPiece(PieceIndex piece);
    void checkStacking();

    const Topology* topology_;
    EvaluatorConfig config_;
    model::Position position_;
    std::optional<BoardIndex> board_;
    std::optional<ControlMap> control_;
    std::vector<ZoneMap> zones_;
    std::vector<SupplyTracer> tracers_;
    std::vector<std::string> traceIds_;
    std::vector<std::vector<SupplyMap>> maps_;  // by trace, by side
    std::vector<std::vector<PieceTrace>> pieceTraces_;  // by trace, by piece
    std::vector<std::string> states_;
    StackingCheck stacking_;
    std::vector<StackingViolation> violations_;
    RuleFacts facts_;
    EvaluationWork work_;
};

}  // namespace adj::rules
