// The fiducial kit: the same marker-to-piece assignment the counter sheets are printed with, and
// clear refusals of kits that cannot be printed or read.

#include "engine/games/game.hpp"
#include "vision/identity/counter_fiducials.hpp"
#include "vision/identity/fiducial_kit.hpp"
#include "vision/print/counter_sheet.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <set>
#include <stdexcept>
#include <string>

namespace adj::vision {
namespace {

const games::Game& wftuGame()
{
    static const auto game = games::loadGame(std::filesystem::path(ADJUTANT_TEST_FIXTURES).parent_path().parent_path() /
                                             "data" / "games" / "war-for-the-union");
    return *game;
}

/// The std::invalid_argument message `make` throws; fails the test if it throws nothing.
template <typename F>
std::string refusal(F make)
{
    try {
        make();
    } catch (const std::invalid_argument& e) {
        return e.what();
    }
    ADD_FAILURE() << "no std::invalid_argument thrown";
    return {};
}

TEST(FiducialKit, AgreesWithThePrintedSheetBothWays)
{
    const std::string scenario = "practice-border-war";
    const FiducialKit kit = fiducialKitOf(wftuGame().data, scenario);
    const auto printed = print::countersOf(wftuGame().data, scenario, true);
    ASSERT_EQ(kit.size(), printed.size());
    EXPECT_GE(kit.size(), 50u); // practice-border-war has 56 pieces
    std::set<int> ids;
    for (const auto& counter : printed) {
        const int id = counter.face.fiducialId;
        ids.insert(id);
        EXPECT_EQ(kit.pieceOf(id), counter.pieceId) << "marker " << id;
        EXPECT_EQ(kit.fiducialOf(counter.pieceId), id) << counter.pieceId;
        EXPECT_EQ(kit.sideOf(counter.pieceId), counter.side) << counter.pieceId;
    }
    EXPECT_EQ(*ids.begin(), kFirstCounterFiducialId);
    EXPECT_EQ(ids.size(), printed.size());
    EXPECT_EQ(kit.pieceOf(kFirstCounterFiducialId - 1), std::nullopt);
    EXPECT_EQ(kit.pieceOf(*ids.rbegin() + 1), std::nullopt);
    EXPECT_EQ(kit.fiducialOf("no-such-piece"), std::nullopt);
    EXPECT_EQ(kit.sideOf("no-such-piece"), std::nullopt);
    EXPECT_EQ(kit.sideOf("US-inf-1"), "union");
    EXPECT_EQ(kit.sideOf("CS-gunboat-1"), "confederate");
}

TEST(FiducialKit, AllScenariosKitCoversEveryScenarioPiece)
{
    const FiducialKit all = fiducialKitOf(wftuGame().data);
    EXPECT_EQ(all.size(), print::countersOf(wftuGame().data, "", true).size());
    for (const auto& piece : wftuGame().data.findScenario("practice-border-war")->start.pieces) {
        EXPECT_TRUE(all.fiducialOf(piece.id).has_value()) << piece.id;
    }
}

TEST(FiducialKit, RefusesKitsThatCannotBeRead)
{
    EXPECT_NE(refusal([] { FiducialKit({{kFirstCounterFiducialId - 1, "a"}}); }).find("49"), std::string::npos);
    EXPECT_NE(refusal([] { FiducialKit({{kLastCounterFiducialId + 1, "a"}}); }).find("outside"), std::string::npos);
    EXPECT_NE(refusal([] { FiducialKit({{60, ""}}); }).find("no piece"), std::string::npos);
    const std::string twice = refusal([] { FiducialKit({{60, "a"}, {60, "b"}}); });
    EXPECT_NE(twice.find("'a'"), std::string::npos);
    EXPECT_NE(twice.find("'b'"), std::string::npos);
    EXPECT_NE(refusal([] { FiducialKit({{60, "a"}, {61, "a"}}); }).find("two markers"), std::string::npos);
    EXPECT_NE(refusal([] { (void)fiducialKitOf(wftuGame().data, "no-such-scenario"); }).find("no-such-scenario"),
              std::string::npos);
    EXPECT_NE(refusal([] { FiducialKit({{60, "a"}}, {{"b", "union"}}); }).find("'b'"), std::string::npos);
    EXPECT_EQ(FiducialKit({{60, "a"}}).sideOf("a"), std::nullopt); // a kit made without sides
    EXPECT_TRUE(FiducialKit().empty());
}

} // namespace
} // namespace adj::vision
