// Control from occupation, with the options the five games need.
#include "engine/rules/control.hpp"

#include <gtest/gtest.h>

#include "tests/engine/rules/rules_test_support.hpp"

namespace adj::rules {
namespace {

using test::piece;

class ControlTest : public ::testing::Test {
protected:
    board::SpaceGraph graph = test::hexMap(4, 4);
    Topology topology{graph};
    std::vector<model::Piece> pieces{
        piece("u1", "infantry", "union", "0101"),
        piece("c1", "infantry", "confederate", "0101"),  // shares 0101: contested
        piece("c2", "infantry", "confederate", "0202"),
        piece("ul", "leader", "union", "0303"),  // a leader alone takes nothing
    };
    std::map<std::string, std::string> recorded{{"0101", "union"}, {"0303", "confederate"}, {"0404", "union"}};
    SpaceIndex at(const char* id) const { return graph.indexOf(id); }
    ControlRules troopsOnly() const {
        ControlRules rules;
        rules.controls = test::isTroop;
        return rules;
    }
};

TEST_F(ControlTest, OnlyTroopsTakeControlAndSharedSpacesAreContested) {
    const BoardIndex board(topology, {"union", "confederate"}, pieces);
    ControlMap control(topology, troopsOnly());
    control.build(board, recorded);
    EXPECT_TRUE(control.at(at("0101")).contested);
    EXPECT_EQ(control.controller(at("0101")), kNoSide);
    EXPECT_EQ(control.controller(at("0202")), 1);
    EXPECT_EQ(control.controller(at("0303")), 1);  // the union leader does not take it: still confederate
    EXPECT_EQ(control.controller(at("0404")), 0);  // empty: the last occupier keeps it
}

TEST_F(ControlTest, SharedSpacesCanKeepPreviousControlAndEmptyOnesRevertToTheirOwner) {
    ControlRules rules = troopsOnly();
    rules.whenShared = ControlRules::Shared::KeepPrevious;
    rules.whenEmpty = ControlRules::Empty::Default;
    // Bobby Lee & Sam Grant 8.1: home territory is friendly unless the enemy occupies it.
    rules.defaultOwner = [](const board::Space& space) -> std::optional<std::string> {
        return space.hex->column <= 2 ? "union" : "confederate";
    };
    const BoardIndex board(topology, {"union", "confederate"}, pieces);
    ControlMap control(topology, rules);
    control.build(board, recorded);
    EXPECT_EQ(control.controller(at("0101")), 0);  // shared: the recorded union control stays
    EXPECT_EQ(control.controller(at("0404")), 1);  // empty: back to its home side
    EXPECT_EQ(control.controller(at("0303")), 1);
}

TEST_F(ControlTest, AreaMapEmptyAreasAreUncontrolledAndMovesUpdateOnlyTheirSpaces) {
    ControlRules rules;  // A Gate of Hell 2.2: any unit; shared = contested; empty = uncontrolled
    rules.whenEmpty = ControlRules::Empty::Uncontrolled;
    BoardIndex board(topology, {"union", "confederate"}, pieces);
    ControlMap control(topology, rules);
    control.build(board, recorded);
    EXPECT_EQ(control.controller(at("0404")), kNoSide);
    EXPECT_EQ(control.controller(at("0303")), 0);  // the leader is a unit here

    std::vector<SpaceIndex> changed;
    const SpaceIndex from = board.move(1, at("0202"));  // c1 leaves the contested space
    control.moved(board, 1, from, at("0202"), changed);
    EXPECT_EQ(control.controller(at("0101")), 0);
    ASSERT_EQ(changed.size(), 1U);
    EXPECT_EQ(changed[0], at("0101"));
    // What the game module writes back when its rules say control changes.
    const auto changes = control.changes();
    EXPECT_TRUE(std::any_of(changes.begin(), changes.end(), [&](const ControlChange& c) {
        return c.space == at("0303") && c.before == 1 && c.after == 0;
    }));
}

}  // namespace
}  // namespace adj::rules
