// The supply and zone points an outside audit found wrong (issue 56), each written from the rulebook's
// words on a small map made for it: the capacity of a surrounded ineligible city (7.34), the standing
// supply state against a fresh trace (7.1), rail control apart from hex control (9.52), neutral
// Kentucky's rails (9.53b), a besieged unit's line (7.23f), the naval ZOI that is shown (4.31, 4.33)
// and a unit's ZOC in swamp (4.23).
#include <gtest/gtest.h>

#include <fstream>

#include "tests/engine/games/war_for_the_union/wftu_test_support.hpp"

namespace adj::games::wftu::test {
namespace {

// A ten-by-ten map of clear hexes, with the extra spaces and networks given, written and read as a
// map file is.
data::GameMap auditMap(const std::string& name, const std::string& spaces, const std::string& networks = "") {
    const std::filesystem::path file = std::filesystem::temp_directory_path() / ("wftu-supply-audit-" + name + ".yaml");
    {
        std::ofstream out(file);
        out << "name: \"Test map: " << name << "\"\n"
            << "grid: {orientation: flat-top, offset: odd, numbering: xxyy, columns: 10, rows: 10, hex-flat-to-flat-mm: 20}\n"
            << "default-terrain: clear\n"
            << "spaces:\n"
            << spaces;
        if (!networks.empty()) out << "networks:\n" << networks;
    }
    data::GameMap map = data::loadGameMap(file, game().data.definition);
    std::filesystem::remove(file);
    return map;
}

// A rail line down column 02 from a Union north-edge source at 0201 (7.35) to 0210.
const std::string kRailLine = "  rail:\n    - [\"0201\", \"0202\", \"0203\", \"0204\", \"0205\", \"0206\", \"0207\", \"0208\", \"0209\", \"0210\"]\n";

std::vector<std::string> neighboursOf(const data::GameMap& map, const std::string& hex) {
    std::vector<std::string> ids;
    for (const board::Neighbour& n : map.graph.neighbours(*map.graph.find(hex))) ids.push_back(map.graph.space(n.space).id);
    return ids;
}

const model::Alert* limitedSource(const Evaluated& e, const std::string& city) {
    for (const model::Alert* alert : e.withCode("supply.limited-source"))
        if (alert->spaces.front() == city && alert->message.find("Union") != std::string::npos) return alert;
    return nullptr;
}

// 7.34: "The supply capacity of a supply city that is completely surrounded, i.e. the six adjacent
// hexes, by enemy SPs, ZOIs (not ZOCs), or impassable terrain is halved (rounded down)." A lone Union
// city of value 3 is in no three-city network (7.33), so it supplies 3 SPs; surrounded, only 1, and a
// 2-SP unit in it is then out of supply.
TEST(WftuSupplyAudit, ASurroundedCitySuppliesFewerStrengthPoints) {
    const data::GameMap map = auditMap("surrounded", "  \"0505\": {name: Lone City, features: [minor-city, supply-union], supply-value: 3}\n");
    const std::vector<std::string> around = neighboursOf(map, "0505");
    ASSERT_EQ(around.size(), 6U);
    const auto withEnemiesIn = [&](std::size_t count, std::set<std::string> flags = {}) {
        std::vector<model::Piece> pieces{piece("US-1", "infantry-vol", "union", 2, "0505", flags)};
        for (std::size_t i = 0; i < count; ++i)
            pieces.push_back(piece("CS-" + std::to_string(i), "infantry-vol", "confederate", 1, around[i]));
        return evaluate(map, position(pieces, {}, 5, "union-turn.supply.trace"));
    };

    const Evaluated open = withEnemiesIn(5);
    ASSERT_NE(limitedSource(open, "0505"), nullptr);
    EXPECT_NE(limitedSource(open, "0505")->message.find("at most 3 SPs"), std::string::npos) << limitedSource(open, "0505")->message;
    EXPECT_EQ(open.state("US-1"), "supplied");

    const Evaluated surrounded = withEnemiesIn(6);
    ASSERT_NE(limitedSource(surrounded, "0505"), nullptr);
    const std::string& message = limitedSource(surrounded, "0505")->message;
    EXPECT_NE(message.find("at most 1 SP"), std::string::npos) << message;
    EXPECT_NE(message.find("surrounded"), std::string::npos) << message;
    EXPECT_EQ(surrounded.state("US-1"), "unsupplied");  // 2 SPs do not fit in a capacity of 1
    // 7.34 "can still allow a number of friendly SPs to trace a LOS or LOC to it": no room, no LOC either.
    EXPECT_EQ(withEnemiesIn(6, {"unsupplied"}).state("US-1"), "isolated");
    EXPECT_EQ(withEnemiesIn(5, {"unsupplied"}).state("US-1"), "supplied");
}

// 7.1: "Units that are Supplied remain so until his next Supply Phase. An Unsupplied or Isolated unit
// remains in that condition throughout the rest of his Player-Turn, until it is checked again during
// the Administration Phase." The standing state is the marker; a fresh trace is only a forecast, and
// the other side's units are not judged in this player's turn.
TEST(WftuSupplyAudit, TheSupplyStateStandsUntilTheRulesJudgeIt) {
    const data::GameMap map = auditMap("standing", "  \"0201\": {name: North Edge, features: [map-edge-source]}\n", kRailLine);
    // During the Union Combat Phase a Union unit marked Unsupplied stays Unsupplied, though it could
    // trace a line now.
    const model::Position combat =
        position({piece("US-1", "infantry-vol", "union", 2, "0210", {"unsupplied"})}, {}, 5, "union-turn.combat.attacks");
    const nlohmann::json during = toJson(evaluatePosition(game(), combat, map));
    EXPECT_EQ(during["supply"]["US-1"], "unsupplied");
    EXPECT_EQ(during.value("supplyForecast", nlohmann::json::object()).value("US-1", ""), "supplied");
    EXPECT_NE(toText(evaluatePosition(game(), combat, map)).find("forecast"), std::string::npos);

    // In the Union Supply Phase a Confederate unit with no line is not judged: no alert, and it stays
    // Supplied until its own Supply Phase. The Union unit with no line is judged.
    const model::Position unionSupply = position({piece("US-2", "infantry-vol", "union", 2, "0909"),
                                                  piece("CS-1", "infantry-vol", "confederate", 2, "0808")},
                                                 {}, 5, "union-turn.supply.trace");
    const PositionReport report = evaluatePosition(game(), unionSupply, map);
    bool unionAlert = false;
    for (const model::Alert& alert : report.alerts) {
        const bool confederate = std::find(alert.pieces.begin(), alert.pieces.end(), "CS-1") != alert.pieces.end();
        EXPECT_FALSE(confederate && alert.code == "supply.unsupplied") << alert.message;
        unionAlert = unionAlert || (alert.code == "supply.unsupplied" && alert.pieces == std::vector<std::string>{"US-2"});
    }
    EXPECT_TRUE(unionAlert);
    EXPECT_EQ(toJson(report)["supply"]["CS-1"], "supplied");
}

// 9.52: "Simply moving a unit into the hex is insufficient to establish control of the rail." Union
// troops stand in 0205, whose rail the Confederates control: the Union line along the rail may not pass.
TEST(WftuSupplyAudit, MarchingIntoEnemyRailDoesNotMakeItFriendly) {
    const data::GameMap map = auditMap("rail-control", "  \"0201\": {name: North Edge, features: [map-edge-source]}\n", kRailLine);
    const auto withRailOf = [&](const std::string& side) {
        model::Position p = position({piece("US-1", "infantry-vol", "union", 2, "0210"), piece("US-2", "infantry-vol", "union", 2, "0205")},
                                     {marker("rail-control", side, "0205")}, 5, "union-turn.supply.trace");
        p.control["0205"] = "union";  // the hex is the Union's: its rail is not
        return evaluate(map, p);
    };
    EXPECT_EQ(withRailOf("union").state("US-1"), "supplied");
    EXPECT_EQ(withRailOf("confederate").state("US-1"), "unsupplied");
}

// 9.53b: "While Kentucky is neutral (see Rule 6.2) its rail lines are friendly to neither side." The
// rail from 0204 to 0207 runs through Kentucky; the record is the one the Kentucky Entry Phase reads.
TEST(WftuSupplyAudit, NeutralKentuckysRailsCarryNoLine) {
    std::string kentucky = "  \"0201\": {name: North Edge, features: [map-edge-source]}\n";
    for (const char* hex : {"0204", "0205", "0206", "0207"}) kentucky += std::string("  \"") + hex + "\": {features: [kentucky], state: KY, territory: border}\n";
    const data::GameMap map = auditMap("kentucky", kentucky, kRailLine);
    const auto with = [&](int neutral) {
        model::Position p = position({piece("US-1", "infantry-vol", "union", 2, "0210")}, {}, 5, "union-turn.supply.trace");
        p.records["kentucky-neutral"] = neutral;
        return evaluate(map, p);
    };
    EXPECT_EQ(with(0).state("US-1"), "supplied");
    EXPECT_EQ(with(1).state("US-1"), "unsupplied");
}

// 7.23f: "Units in a besieged city cannot trace a LOS or LOC overland or by rail out of the hex." The
// Union garrison of 0206 is besieged; friendly troops beside it keep the rail free of enemy ZOC (7.23c).
TEST(WftuSupplyAudit, ABesiegedUnitCannotTraceOverlandOrByRailOut) {
    const data::GameMap map = auditMap("siege",
                                       "  \"0201\": {name: North Edge, features: [map-edge-source]}\n"
                                       "  \"0206\": {name: Fort Town, features: [minor-city]}\n",
                                       kRailLine);
    const auto with = [&](bool siege) {
        std::vector<model::Piece> pieces{piece("US-1", "infantry-vol", "union", 2, "0206", {"inside-fort"}),
                                         piece("US-fort", "fort", "union", 0, "0206"),
                                         piece("US-2", "infantry-vol", "union", 2, "0205"),
                                         piece("US-3", "infantry-vol", "union", 2, "0207"),
                                         piece("CS-1", "infantry-vol", "confederate", 3, "0206")};
        std::vector<model::Marker> markers;
        if (siege) {
            pieces.front().flags.insert("besieged");
            markers.push_back(marker("siege", "", "0206"));
        }
        return evaluate(map, position(pieces, markers, 5, "union-turn.supply.trace"));
    };
    EXPECT_EQ(with(false).state("US-1"), "supplied");
    EXPECT_EQ(with(true).state("US-1"), "unsupplied");
}

// 4.33c: "A Damaged Level 1 (D1) ship exerts a ZOI only in the river hexside that the ship occupies";
// 4.31: a battery "exerts a ZOI on each navigable or tidal river hexside (but not minor river) it
// faces". The zones shown are the zones the tracer uses (the Columbus battery faces 2711/2812, 4.3's
// example).
TEST(WftuSupplyAudit, TheNavalZoiShownIsTheOneSupplyHonours) {
    const model::Position p = position({piece("US-ironclad", "ironclad-riverine", "union", 2, "2910/2911", {}, {{"damage", 1}}),
                                        piece("CS-battery", "river-battery", "confederate", 2, "2812", {"faces-nw"})});
    const nlohmann::json report = toJson(evaluatePosition(game(), p, westernRivers()));
    const auto listed = [&](const std::string& side, const std::string& hexside) {
        for (const auto& id : report["zoneTypes"]["naval-zoi"][side])
            if (id == hexside) return true;
        return false;
    };
    EXPECT_TRUE(listed("union", "2910/2911"));        // the D1 ship's own hexside
    EXPECT_FALSE(listed("union", "2810/2811"));       // and no further
    EXPECT_TRUE(listed("confederate", "2711/2812"));  // the hexside the battery faces
    const Evaluated e = evaluate(westernRivers(), p);
    EXPECT_TRUE(e.zoneCovers("naval-zoi", "union", "2910/2911"));
    EXPECT_TRUE(e.zoneCovers("naval-zoi", "confederate", "2711/2812"));
}

// 7.0: "After units are judged as to their supply condition, the player must conduct attrition"; 7.11:
// "A unit never directly goes from being in Supply to being Isolated". At the attrition step the markers
// hold this phase's judgement: a unit just marked Unsupplied rolls as Unsupplied, not as Isolated, which
// a second trace would make it. Only the phasing player rolls, in his own Supply Phase.
TEST(WftuSupplyAudit, AttritionRollsForTheStateJustJudged) {
    const data::GameMap map = auditMap("attrition", "  \"0201\": {name: North Edge, features: [map-edge-source]}\n", kRailLine);
    const Evaluated e = evaluate(map, position({piece("US-1", "infantry-vol", "union", 2, "0909", {"unsupplied"}),
                                                piece("CS-1", "infantry-vol", "confederate", 2, "0505", {"unsupplied"})},
                                               {}, 5, "union-turn.supply.attrition"));
    const auto rolls = e.withCode("attrition.must-roll");
    ASSERT_EQ(rolls.size(), 1U);
    EXPECT_EQ(rolls.front()->spaces, std::vector<std::string>{"0909"});
    EXPECT_NE(rolls.front()->message.find("2 Unsupplied"), std::string::npos) << rolls.front()->message;
    EXPECT_EQ(rolls.front()->message.find("Isolated"), std::string::npos) << rolls.front()->message;
}

// 4.23: "Troop units do not exert ZOCs into or out of hexes containing swamp or bayou terrain."
// The reading: a unit's ZOC normally covers its own hex (4.2's diagram; 4.23 says units inside a fort
// exert none "into the hex they occupy", so the own hex is one the ZOC goes into). The unit's own
// swamp hex is a hex containing swamp, and ZOCs are not exerted into such hexes; so a unit in swamp
// exerts no ZOC at all, not even in its own hex. Nothing in the text excepts the unit's own hex.
TEST(WftuSupplyAudit, AUnitInSwampExertsNoZocEvenInItsOwnHex) {
    const data::GameMap map = auditMap("swamp", "  \"0505\": {terrain: swamp}\n");
    const Evaluated e = evaluate(map, position({piece("CS-1", "infantry-vol", "confederate", 2, "0505"),
                                                piece("CS-2", "infantry-vol", "confederate", 2, "0202")}));
    EXPECT_FALSE(e.zoneCovers("zoc", "confederate", "0505"));
    EXPECT_FALSE(e.zoneCovers("zoc", "confederate", neighboursOf(map, "0505").front()));
    EXPECT_TRUE(e.zoneCovers("zoc", "confederate", "0202"));  // in clear, its own hex as ever
}

}  // namespace
}  // namespace adj::games::wftu::test
