// TableVision on the real printed map of The War for the Union's practice map, with the pieces of
// scenario practice-border-war photographed by the synthetic camera: registration, the space under
// every stack, hands, the stability gate's single commit, and a knocked camera.

#include "table_fixture.hpp"

#include "vision/table/table_map.hpp"
#include "vision/table/table_vision.hpp"

#include <gtest/gtest.h>
#include <opencv2/imgcodecs.hpp>

#include <algorithm>
#include <iomanip>
#include <iostream>
#include <limits>
#include <set>
#include <stdexcept>

namespace adj::vision {
namespace {

using namespace adj::vision::synth;
using test::wftu;

const cv::Size kFrameSize{1920, 1080};

/// The stacks seen, against the truth of the frame they were seen in.
struct StackScore {
    int visible = 0;    ///< Truth stacks whose top piece the camera sees.
    int found = 0;      ///< ...with an observed stack within 12 mm of the top piece.
    int rightSpace = 0; ///< ...in the right space.
    int rightSide = 0;  ///< ...with the right side.
    int rightCount = 0; ///< ...with the right number of pieces.
    int extra = 0;      ///< Observed stacks near no piece at all.
    int hexVisible = 0; ///< Of the visible stacks, those in hexes (not ships on hexsides).
    int hexRight = 0;
};

StackScore score(const std::vector<StackTruth>& stacks, const FrameTruth& truth, const tracker::Observation& seen,
                 const std::string& label)
{
    StackScore s;
    for (const auto& stack : stacks) {
        const PieceTruth* top = truth.find(stack.pieces.back());
        if (top == nullptr || top->visibility != Visibility::Visible) continue;
        ++s.visible;
        const tracker::ObservedStack* best = nullptr;
        double bestMm = std::numeric_limits<double>::infinity();
        for (const auto& o : seen.stacks) {
            const double d = cv::norm(cv::Point2d(o.point.x, o.point.y) - top->centreMm);
            if (d < bestMm) {
                bestMm = d;
                best = &o;
            }
        }
        if (best == nullptr || bestMm > 12.0) {
            std::cout << "[ table ] " << label << ": stack in " << stack.space << " not found\n";
            continue;
        }
        ++s.found;
        const bool inHex = stack.space.find('/') == std::string::npos;
        s.hexVisible += inHex ? 1 : 0;
        if (best->space == stack.space) {
            ++s.rightSpace;
            s.hexRight += inHex ? 1 : 0;
        } else {
            std::cout << "[ table ] " << label << ": stack in " << stack.space << " seen in '" << best->space << "'\n";
        }
        s.rightSide += best->side == stack.side ? 1 : 0;
        s.rightCount += best->count == static_cast<int>(stack.pieces.size()) ? 1 : 0;
    }
    for (const auto& o : seen.stacks) {
        bool near = false;
        for (const auto& piece : truth.pieces) {
            near = near || cv::norm(cv::Point2d(o.point.x, o.point.y) - piece.centreMm) < 15.0;
        }
        s.extra += near ? 0 : 1;
    }
    return s;
}

/// Feeds `frames` renders of `scene` at `fps`, from `t0`; returns the frames' results.
std::vector<TableFrame> feed(TableVision& vision, SyntheticCamera& camera, const Scene& scene, int frames, double fps,
                             double& t)
{
    std::vector<TableFrame> out;
    for (int i = 0; i < frames; ++i) {
        out.push_back(vision.process(camera.render(scene).image, t));
        t += 1.0 / fps;
    }
    return out;
}

int commits(const std::vector<TableFrame>& frames)
{
    int n = 0;
    for (const auto& f : frames) n += f.stable ? 1 : 0;
    return n;
}

TEST(TableVision, SeesEveryStackOfTheScenarioInItsSpace)
{
    const auto conditions = Conditions::preset(ConditionLevel::Normal);
    const auto stacks = wftu().maker.stacks(wftu().start);
    TableVision vision(*wftu().game, wftu().map);
    StackScore total;
    double slowestMs = 0;
    for (unsigned seed = 1; seed <= 6; ++seed) {
        vision.reset();
        SyntheticCamera camera(wftu().maker.sheet(), conditions, 300 + seed, kFrameSize);
        const Scene scene = wftu().maker.scene(wftu().start, conditions, seed);
        std::optional<tracker::Observation> stable;
        FrameTruth truth;
        // Each stack is on the board once seen in 3 frames running, and the board is then still
        // for 1 s: at 2 frames a second, 5 frames when every stack shows at once. A doubtful blob
        // whose confidence wavers across kSeenConfidence with the camera's noise restarts that second
        // (seed 6: the pieces in 0303 and 1213/1312 at 0.42-0.73), so 12 are allowed. Seeds 1-16
        // committed on their 5th frame at the median, their 10th at most.
        for (int i = 0; i < 12 && !stable; ++i) {
            const RenderedFrame frame = camera.render(scene);
            if (seed == 1 && i == 0) {
                cv::imwrite((test::tableOutputDir() / "wftu_practice_normal.png").string(), frame.image);
            }
            const TableFrame result = vision.process(frame.image, 0.5 * i);
            ASSERT_TRUE(result.registered) << result.why;
            slowestMs = std::max(slowestMs, result.processMs);
            stable = result.stable;
            truth = frame.truth;
        }
        ASSERT_TRUE(stable.has_value()) << "seed " << seed << ": a still board for 5.5 s must commit";
        EXPECT_TRUE(stable->registered && stable->still);
        EXPECT_NO_THROW(tracker::checkObservation(*stable));
        const StackScore s = score(stacks, truth, *stable, "seed " + std::to_string(seed));
        total.visible += s.visible;
        total.found += s.found;
        total.rightSpace += s.rightSpace;
        total.rightSide += s.rightSide;
        total.rightCount += s.rightCount;
        total.extra += s.extra;
        total.hexVisible += s.hexVisible;
        total.hexRight += s.hexRight;
    }
    const double spaceRate = total.visible > 0 ? static_cast<double>(total.rightSpace) / total.visible : 0.0;
    const double hexRate = total.hexVisible > 0 ? static_cast<double>(total.hexRight) / total.hexVisible : 0.0;
    std::cout << std::fixed << std::setprecision(1) << "[ table ] normal, WftU practice map, 6 cameras: "
              << total.rightSpace << "/" << total.visible << " visible stacks in the right space ("
              << 100.0 * spaceRate << "%); stacks in hexes " << total.hexRight << "/" << total.hexVisible << " ("
              << 100.0 * hexRate << "%), ships on hexsides " << total.rightSpace - total.hexRight << "/"
              << total.visible - total.hexVisible << "; found " << total.found << ", side right " << total.rightSide
              << ", count right " << total.rightCount << ", extra stacks " << total.extra << ", slowest frame "
              << slowestMs << " ms\n";
    EXPECT_GT(total.visible, 60);
    // Ships on river hexsides sit 12.5 mm from the hexes beside them, about twice the error of a
    // fanned stack's measured centre, so they are held to less than the stacks in hexes.
    EXPECT_GE(hexRate, 0.98);
    EXPECT_GE(spaceRate, 0.95);
    EXPECT_LE(total.extra, 2);
    EXPECT_GE(total.rightSide, total.found * 9 / 10);
}

TEST(TableVision, AStillBoardCommitsExactlyOnceAndAMoveCommitsAgain)
{
    const auto conditions = Conditions::preset(ConditionLevel::Normal);
    SyntheticCamera camera(wftu().maker.sheet(), conditions, 41, kFrameSize);
    TableVision vision(*wftu().game, wftu().map);
    double t = 0;
    const auto still = feed(vision, camera, wftu().maker.scene(wftu().start, conditions, 7), 8, 2.0, t);
    EXPECT_EQ(commits(still), 1) << "4 s of a still board";
    EXPECT_EQ(still.back().state, TableState::Committed);
    EXPECT_FALSE(still.front().cameraMoved);

    model::Position moved = wftu().start;
    moved.findPiece("US-inf-6")->location.space = "1406"; // leaves 1407 (McClernand stays) for an empty hex
    const auto after = feed(vision, camera, wftu().maker.scene(moved, conditions, 7), 8, 2.0, t);
    EXPECT_EQ(commits(after), 1) << "the board changed once";
    bool seenThere = false;
    for (const auto& f : after) {
        if (!f.stable) continue;
        for (const auto& s : f.stable->stacks) seenThere = seenThere || s.space == "1406";
    }
    EXPECT_TRUE(seenThere) << "the moved counter is seen in 1406";
}

TEST(TableVision, HandsOverTheMapAreBusyAndCommitNothing)
{
    const auto conditions = Conditions::preset(ConditionLevel::Normal);
    SyntheticCamera camera(wftu().maker.sheet(), conditions, 52, kFrameSize);
    TableVision vision(*wftu().game, wftu().map);
    const Scene board = wftu().maker.scene(wftu().start, conditions, 3);
    double t = 0;
    ASSERT_EQ(commits(feed(vision, camera, board, 8, 2.0, t)), 1);
    // A hand reaching in from the south towards Lindow and staying there for 3 s.
    Scene withHand = board;
    SceneHand hand;
    hand.reachMm = {300, 260};
    hand.fromMm = {360, 900};
    hand.heightMm = 70;
    withHand.hands.push_back(hand);
    int busy = 0;
    int seenHands = 0;
    std::vector<TableFrame> frames;
    for (int i = 0; i < 12; ++i) {
        const RenderedFrame f = camera.render(withHand);
        if (i == 0) cv::imwrite((test::tableOutputDir() / "wftu_practice_hand.png").string(), f.image);
        frames.push_back(vision.process(f.image, t));
        t += 0.25;
        busy += frames.back().state == TableState::Busy ? 1 : 0;
        seenHands += frames.back().handsOrObjects ? 1 : 0;
    }
    std::cout << "[ table ] hand over the map: " << busy << "/12 frames Busy, hands seen in " << seenHands << "\n";
    EXPECT_EQ(commits(frames), 0);
    EXPECT_EQ(busy, 12);
    EXPECT_EQ(seenHands, 12);
    // The hand leaves everything as it was: nothing new to commit.
    const auto after = feed(vision, camera, board, 6, 2.0, t);
    EXPECT_EQ(commits(after), 0);
    for (const auto& f : after) EXPECT_FALSE(f.handsOrObjects);
    EXPECT_NE(after.back().state, TableState::Busy);
}

// A lamp's hot spot washes three wooded hexes out (hard table 5 of `eval-vision --seed 4000`). It is glare,
// not a hand: the still board is committed, and the spaces under the glare are reported unseen, so the
// tracker leaves them alone instead of taking what stands there unseen for pieces gone.
TEST(TableVision, GlareDoesNotHoldTheBoardBackAndItsSpacesAreUnseen)
{
    const auto conditions = Conditions::preset(ConditionLevel::Hard);
    const model::Position position = eval::scatteredPosition(wftu().game->data, wftu().map, wftu().start, {}, 4004);
    SyntheticCamera camera(wftu().maker.sheet(), conditions, 4004, kFrameSize);
    TableVision vision(*wftu().game, wftu().map);
    double t = 0;
    const auto frames = feed(vision, camera, wftu().maker.scene(position, conditions, 4004), 8, 2.0, t);
    EXPECT_EQ(commits(frames), 1) << "4 s of a still board under a lamp";
    const std::vector<std::string> wood{"0312", "0313", "0412"};
    for (const auto& f : frames) {
        EXPECT_FALSE(f.handsOrObjects);
        EXPECT_EQ(f.glare, wood);
        if (!f.stable) continue;
        for (const auto& space : wood) {
            EXPECT_NE(std::find(f.stable->unseen.begin(), f.stable->unseen.end(), space), f.stable->unseen.end()) << space;
        }
    }
}

TEST(TableVision, ABumpedCameraReRegistersAndSaysSo)
{
    const auto conditions = Conditions::preset(ConditionLevel::Normal);
    SyntheticCamera camera(wftu().maker.sheet(), conditions, 63, kFrameSize);
    TableVision vision(*wftu().game, wftu().map);
    const Scene board = wftu().maker.scene(wftu().start, conditions, 5);
    double t = 0;
    const auto before = feed(vision, camera, board, 8, 2.0, t);
    ASSERT_EQ(commits(before), 1);
    for (const auto& f : before) EXPECT_FALSE(f.cameraMoved);
    camera.bump(2.0, 0.0, 0.5, {10, -5});
    const auto after = feed(vision, camera, board, 6, 2.0, t);
    ASSERT_TRUE(after.front().registered) << after.front().why;
    EXPECT_TRUE(after.front().cameraMoved);
    for (std::size_t i = 1; i < after.size(); ++i) EXPECT_FALSE(after[i].cameraMoved) << "frame " << i;
    // The board itself did not change: if the new view commits again, it shows the same spaces.
    const auto spaces = [](const tracker::Observation& o) {
        std::multiset<std::string> out;
        for (const auto& st : o.stacks) out.insert(st.space);
        return out;
    };
    std::multiset<std::string> was;
    for (const auto& f : before) {
        if (f.stable) was = spaces(*f.stable);
    }
    EXPECT_LE(commits(after), 1);
    for (const auto& f : after) {
        if (f.stable) {
            EXPECT_EQ(spaces(*f.stable), was);
        }
    }
}

TEST(TableVision, SaysWhyAFrameCannotBeRegistered)
{
    TableVision vision(*wftu().game, wftu().map);
    const TableFrame dark = vision.process(cv::Mat(kFrameSize, CV_8UC3, cv::Scalar(40, 40, 40)), 0.0);
    EXPECT_FALSE(dark.registered);
    EXPECT_FALSE(dark.why.empty());
    EXPECT_EQ(dark.state, TableState::Unseen);
    EXPECT_FALSE(dark.stable.has_value());
    // Most of the map under a cloth: one corner marker left in view.
    const auto conditions = Conditions::preset(ConditionLevel::Easy);
    SyntheticCamera camera(wftu().maker.sheet(), conditions, 74, kFrameSize);
    const RenderedFrame frame = camera.render(Scene{});
    cv::Mat covered = frame.image.clone();
    const auto& m = wftu().maker.layout().markers.front();
    const cv::Point2d c = applyHomography(frame.truth.mapToImage, m.topLeftMm + cv::Point2d(15, 15));
    cv::Mat mask(covered.size(), CV_8U, cv::Scalar(255));
    cv::circle(mask, cv::Point(cvRound(c.x), cvRound(c.y)), 70, cv::Scalar(0), cv::FILLED);
    covered.setTo(cv::Scalar(60, 60, 60), mask);
    const TableFrame one = vision.process(covered, 1.0);
    EXPECT_FALSE(one.registered);
    std::cout << "[ table ] one marker in view: \"" << one.why << "\"\n";
    EXPECT_NE(one.why.find("1 of 8"), std::string::npos) << one.why;
}

TEST(TableVision, RefusesAMapThatCannotBePrinted)
{
    games::Game areaGame;
    areaGame.data = data::loadGameData(std::filesystem::path(ADJUTANT_TEST_FIXTURES) / "games" / "area-skirmish");
    const data::GameMap& areas = areaGame.data.maps.begin()->second;
    try {
        TableVision vision(areaGame, areas);
        FAIL() << "an area map has no print to compare with";
    } catch (const std::invalid_argument& e) {
        EXPECT_NE(std::string(e.what()).find("not a hex map"), std::string::npos) << e.what();
    }
}

TEST(TableVision, HexsideStacksAreSeenOnTheirHexside)
{
    const TableMap table(wftu().game->data.definition, wftu().map, 2.0);
    const auto index = wftu().map.graph.find("0810/0910");
    ASSERT_TRUE(index.has_value());
    const auto centre = *wftu().map.graph.space(*index).centre;
    EXPECT_EQ(table.spaceAt({centre.x + 1, centre.y - 1}), "0810/0910");
    const auto hex = *wftu().map.graph.space(*wftu().map.graph.find("0810")).centre;
    EXPECT_EQ(table.spaceAt({hex.x + 2, hex.y + 2}), "0810");
    EXPECT_EQ(table.spaceAt({-20, -20}), "");
}

} // namespace
} // namespace adj::vision
