#pragma once
// WftU supply beyond rules.yaml (7.1-7.4, 12.1):
// - the sources: supply cities by colour (7.31), black cities by control (7.32), the Union's north-edge
//   rail and the N.Y. Box (7.35); and which of them function, i.e. belong to a network of three or more
//   supply cities joined by LOCs (7.33) - the others supply only their printed value (7.34);
// - the blockers (b)-(i) of 7.23 that need markers or the ZOI: rail breaks, enemy cities, enemy rail,
//   river hexsides in enemy ZOI (along or across), bridges in enemy ZOI, sea legs for the Union only;
// - where an overland leg may join a river (a friendly city or river depot, 7.22; any bank for a LOC,
//   12.14a) or the sea (a naval depot or a port held by Union troops, 7.24);
// - the weather (3 / 6 MP in poor weather) and the states Supplied -> Unsupplied -> Isolated (7.11).
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/games/war-for-the-union/wftu_catalog.hpp"
#include "engine/games/war-for-the-union/wftu_position_facts.hpp"
#include "engine/rules/evaluator.hpp"

namespace adj::games::wftu {

inline constexpr const char* kLos = "los";
inline constexpr const char* kLoc = "loc";

struct SourceSurvey {
    std::vector<rules::SpaceIndex> functioning;  // supply cities in a network of 3+ (7.33)
    std::vector<rules::SpaceIndex> ineligible;   // usable supply cities outside such a network (7.34)
    std::vector<rules::SpaceIndex> mapEdge;      // north-edge rail, N.Y. Box (7.35)
    std::vector<rules::SpaceIndex> all() const;
};

// Finds a side's supply sources; keeps its own LOC tracer for the three-city test.
class SourceFinder {
public:
    SourceFinder(const rules::Topology& topology, const rules::SupplyTraceRules& loc, std::shared_ptr<const Catalog> catalog,
                 std::shared_ptr<const PositionFacts> facts);
    SourceSurvey survey(const rules::BoardIndex& board, rules::SideIndex side, const rules::RuleFacts& facts);
    // The supply cities the side may use now, before the network test (7.31, 7.32).
    std::vector<rules::SpaceIndex> usableCities(const rules::BoardIndex& board, rules::SideIndex side,
                                                const rules::RuleFacts& facts) const;

private:
    const rules::Topology* topology_;
    std::shared_ptr<const Catalog> catalog_;
    std::shared_ptr<const PositionFacts> facts_;
    rules::SupplyTracer loc_;
};

// Completes the "los" and "loc" traces rules.yaml configured (in that order) and sets the
// evaluator's piece traces and classification. Returns the source finder the alerts use again.
std::shared_ptr<SourceFinder> completeSupply(rules::EvaluatorConfig& config, const rules::Topology& topology,
                                             const std::shared_ptr<const Catalog>& catalog,
                                             const std::shared_ptr<const PositionFacts>& facts);

// 7.34: what one ineligible supply city gives one side this turn.
struct CityAllowance {
    rules::SideIndex side = rules::kNoSide;
    rules::SpaceIndex city = 0;
    int printed = 0;          // its printed Supply Value
    bool surrounded = false;  // all six neighbours held by enemy SPs, in enemy ZOI, or impassable
    int capacity = 0;         // SPs it supplies (each ship or battery 1): printed, halved when surrounded
    std::vector<rules::PieceIndex> supplied;  // the units that trace only to it and fit
    std::vector<rules::PieceIndex> left;      // the units that trace only to it and do not fit
    std::vector<rules::PieceIndex> leftWithoutLoc;  // of those, the ones with no LOC to any other source
};

// 7.34: "The supply capacity of a supply city that is completely surrounded, i.e. the six adjacent
// hexes, by enemy SPs, ZOIs (not ZOCs), or impassable terrain is halved (rounded down)."
bool completelySurrounded(const rules::BoardIndex& board, const rules::RuleFacts& facts, const Catalog& catalog,
                          rules::SideIndex side, rules::SpaceIndex city);

// 7.34 for every side: the units whose line of supply reaches only ineligible supply cities share out
// their capacities, units in the city first, then in the position's order (the players may choose
// otherwise; the alert says so). Reads the evaluator's LOS trace as it stands.
std::vector<CityAllowance> allowIneligibleCities(rules::Evaluator& evaluator, SourceFinder& finder, const Catalog& catalog,
                                                 const PositionFacts& facts, std::optional<board::AttributeId> supplyValue);

// 7.1: the state a unit stands in, as last judged: its Unsupplied or Isolated marker, else Supplied.
std::string standingStateOf(const model::Piece& piece);

// 7.11 as a function: the state from the piece's markers (its state before this Supply Phase) and what it
// can trace now. `improvementsOnly` in the Supply Judgment Segment (15.21).
std::string supplyStateOf(const model::Piece& piece, bool los, bool loc, bool improvementsOnly);

}  // namespace adj::games::wftu
