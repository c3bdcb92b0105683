// The stability gate: first on hand-made occupancy results (exact timing rules), then on
// synthetic camera sequences through the whole pipeline (hands sweeping, a counter moved).

#include "support/occupancy_kit.hpp"
#include "vision/stability/stability_gate.hpp"
#include "vision/synth/sequence.hpp"

#include <gtest/gtest.h>

#include <vector>

namespace adj::vision {
namespace {

using namespace adj::vision::synth;

StabilityOptions stillFor(double seconds)
{
    StabilityOptions options;
    options.stillSeconds = seconds;
    return options;
}

OccupancyBlob blobAt(cv::Point2d mm)
{
    OccupancyBlob b;
    b.centreMm = mm;
    b.topSeenMm = mm;
    b.confidence = 0.9;
    return b;
}

OccupancyResult board(std::vector<cv::Point2d> at, bool hand = false)
{
    OccupancyResult r;
    for (const auto& p : at) {
        r.blobs.push_back(blobAt(p));
    }
    if (hand) {
        r.foreign.push_back(ForeignObject{});
    }
    return r;
}

TEST(StabilityGate, CommitsOnceAfterTheStillPeriod)
{
    StabilityGate gate(stillFor(1.0));
    const auto still = board({{100, 100}, {200, 150}});
    int commits = 0;
    for (int i = 0; i <= 30; ++i) {
        const double t = i * 0.1;
        const auto c = gate.feed(still, t);
        if (c) {
            ++commits;
            EXPECT_GE(t, 1.0 - 1e-9) << "committed before the board had been still for a second";
            EXPECT_EQ(c->sequence, 1);
            EXPECT_EQ(c->blobs.size(), 2U);
        }
    }
    EXPECT_EQ(commits, 1);
    EXPECT_EQ(gate.state(), BoardState::Committed);
}

TEST(StabilityGate, NeverCommitsWhileAHandIsPresent)
{
    StabilityGate gate(stillFor(0.5));
    // The same pieces for ten seconds, but a hand in every frame.
    for (int i = 0; i < 100; ++i) {
        EXPECT_FALSE(gate.feed(board({{100, 100}}, true), i * 0.1).has_value());
        EXPECT_EQ(gate.state(), BoardState::Busy);
    }
    // Hand gone: the still period starts now, not before.
    std::optional<StableObservation> commit;
    double at = 0;
    for (int i = 100; i < 120 && !commit; ++i) {
        at = i * 0.1;
        commit = gate.feed(board({{100, 100}}), at);
    }
    ASSERT_TRUE(commit.has_value());
    EXPECT_NEAR(commit->stillSince, 10.0, 1e-9);
    EXPECT_GE(at, 10.5 - 1e-9);
}

TEST(StabilityGate, MotionRestartsTheStillPeriod)
{
    StabilityGate gate(stillFor(0.5));
    // A counter pushed 1 mm per frame: each step is small, but it is never still.
    for (int i = 0; i < 40; ++i) {
        EXPECT_FALSE(gate.feed(board({{100.0 + i, 100}}), i * 0.1).has_value()) << i;
    }
    // Shadow or light flicker that changes the board's changed area without making blobs.
    StabilityGate flicker(stillFor(0.5));
    for (int i = 0; i < 40; ++i) {
        auto r = board({{100, 100}});
        r.changedFraction = (i % 2) * 0.05;
        EXPECT_FALSE(flicker.feed(r, i * 0.1).has_value()) << i;
    }
}

TEST(StabilityGate, ABoardThatSettlesBackUnchangedCommitsNothingNew)
{
    StabilityGate gate(stillFor(0.3));
    int commits = 0;
    double t = 0;
    const auto feed = [&](const OccupancyResult& r, int frames) {
        for (int i = 0; i < frames; ++i, t += 0.1) {
            commits += gate.feed(r, t).has_value() ? 1 : 0;
        }
    };
    feed(board({{100, 100}}), 10);
    EXPECT_EQ(commits, 1);
    feed(board({{100, 100}}, true), 10);           // hand over it
    feed(board({{101, 100.5}}), 10);               // noise in the blob's centre only
    EXPECT_EQ(commits, 1);
    feed(board({{100, 100}, {300, 200}}), 10);     // a piece placed
    EXPECT_EQ(commits, 2);
    EXPECT_EQ(gate.lastCommit()->sequence, 2);
    gate.feedUnseen(t);
    EXPECT_EQ(gate.state(), BoardState::Unseen);
    feed(board({{100, 100}, {300, 200}}), 10);     // seen again, unchanged
    EXPECT_EQ(commits, 2);
}

// ---- Through the pipeline -------------------------------------------------------------

constexpr double kFrameSeconds = 0.1; // a 10 fps camera
constexpr double kStillSeconds = 0.5;

struct SequenceRun {
    std::vector<StableObservation> commits;
    std::vector<int> commitFrames;
    int handFrames = 0;         ///< Frames rendered with a hand over the map.
    int handFramesCommitted = 0;
};

// Renders `script` and feeds every frame through the pipeline and the gate.
SequenceRun runSequence(SyntheticCamera& camera, const std::vector<ScriptStep>& script)
{
    auto pipeline = test::practicePipeline();
    StabilityGate gate(stillFor(kStillSeconds));
    SequenceRun run;
    int frame = 0;
    for (const auto& step : script) {
        for (int i = 0; i < step.frames; ++i, ++frame) {
            const RenderedFrame rendered = camera.render(step.scene);
            const FrameOccupancy seen = pipeline.process(rendered.image);
            const double t = frame * kFrameSeconds;
            std::optional<StableObservation> commit;
            if (seen.geometry.ok()) {
                commit = gate.feed(seen.occupancy, t);
            } else {
                gate.feedUnseen(t);
            }
            run.handFrames += rendered.truth.handsOverMap > 0 ? 1 : 0;
            if (commit) {
                run.commits.push_back(*commit);
                run.commitFrames.push_back(frame);
                run.handFramesCommitted += rendered.truth.handsOverMap > 0 ? 1 : 0;
            }
        }
    }
    return run;
}

Scene baseScene(const Conditions& conditions, unsigned seed)
{
    cv::RNG rng(seed);
    static const auto roster = test::kitCounters(20, false);
    Scene scene;
    scene.pieces = placeCounters(test::scatter(roster, 16, 2, rng), conditions, rng);
    return scene;
}

bool hasBlobInHex(const StableObservation& o, cv::Point2d hexCentre)
{
    for (const auto& b : o.blobs) {
        if (test::hexAt(b.centreMm) == test::hexAt(hexCentre)) {
            return true;
        }
    }
    return false;
}

TEST(StabilitySequence, AHandSweepingOverTheMapCommitsNothing)
{
    const auto conditions = Conditions::preset(ConditionLevel::Normal);
    SyntheticCamera camera(test::kit().sheet, conditions, 41);
    const Scene scene = baseScene(conditions, 41);
    std::vector<ScriptStep> script{{scene, 8}};
    const SceneHand hand = test::handFromSouth({80, 300}, 2);
    Scene withHand = scene;
    withHand.hands.push_back(hand);
    script.push_back({withHand, 2});
    const auto sweep = handMove(scene, hand, {520, 120}, 12);
    script.insert(script.end(), sweep.begin(), sweep.end());
    script.push_back({scene, 10});
    const SequenceRun run = runSequence(camera, script);
    std::cout << "[ stability ] sweep: " << run.commits.size() << " commits (first at frame "
              << (run.commitFrames.empty() ? -1 : run.commitFrames.front()) << "), " << run.handFrames
              << " frames with a hand, " << run.handFramesCommitted << " of them committed\n";
    // The untouched board is committed once, after the still period; the sweep adds nothing.
    ASSERT_EQ(run.commits.size(), 1U);
    EXPECT_GE(run.commitFrames.front() * kFrameSeconds, kStillSeconds - 1e-9);
    EXPECT_LT(run.commitFrames.front(), 8);
    EXPECT_GT(run.handFrames, 10);
    EXPECT_EQ(run.handFramesCommitted, 0);
}

TEST(StabilitySequence, ACounterMovedThenHandWithdrawnCommitsOnce)
{
    const auto conditions = Conditions::preset(ConditionLevel::Normal);
    SyntheticCamera camera(test::kit().sheet, conditions, 42);
    const Scene before = baseScene(conditions, 42);
    // Move the first counter that stands alone (not in a stack) to a hex nobody is in.
    Scene after = before;
    std::size_t moved = 0;
    for (std::size_t i = 0; i < after.pieces.size(); ++i) {
        if (after.pieces[i].stackLevel == 0 &&
            (i + 1 == after.pieces.size() || after.pieces[i + 1].stackLevel == 0)) {
            moved = i;
            break;
        }
    }
    const cv::Point2d from = after.pieces[moved].centreMm;
    cv::Point2d to;
    for (const auto& hex : test::kit().hexes) {
        bool free = cv::norm(hex - from) > 60;
        for (const auto& p : before.pieces) {
            free = free && cv::norm(p.centreMm - hex) > 40;
        }
        if (free) {
            to = hex;
            break;
        }
    }
    after.pieces[moved].centreMm = to;

    std::vector<ScriptStep> script{{before, 8}};
    SceneHand hand = test::handFromSouth(from, 1);
    Scene reach = before;
    reach.hands.push_back(hand);
    script.push_back({reach, 3});
    Scene carrying = after; // the counter now travels under the hand
    hand.reachMm = to;
    carrying.hands.push_back(hand);
    script.push_back({carrying, 3});
    const auto withdraw = handMove(after, hand, {to.x, 520}, 4);
    script.insert(script.end(), withdraw.begin(), withdraw.end());
    const int withdrawnAt = 8 + 3 + 3 + 4;
    script.push_back({after, 12});
    const SequenceRun run = runSequence(camera, script);
    std::cout << "[ stability ] move: " << run.commits.size() << " commits at frames";
    for (int f : run.commitFrames) {
        std::cout << " " << f;
    }
    std::cout << "; hand withdrawn at frame " << withdrawnAt << ", " << run.handFramesCommitted
              << " hand frames committed\n";
    ASSERT_EQ(run.commits.size(), 2U) << "the set-up, then the move";
    EXPECT_EQ(run.handFramesCommitted, 0);
    const StableObservation& move = run.commits[1];
    EXPECT_EQ(move.sequence, 2);
    EXPECT_GE(run.commitFrames[1], withdrawnAt + static_cast<int>(kStillSeconds / kFrameSeconds) - 1);
    EXPECT_TRUE(hasBlobInHex(run.commits[0], from));
    EXPECT_FALSE(hasBlobInHex(run.commits[0], to));
    EXPECT_FALSE(hasBlobInHex(move, from)) << "the counter left its hex";
    EXPECT_TRUE(hasBlobInHex(move, to)) << "and arrived in the new one";
    EXPECT_EQ(move.blobs.size(), run.commits[0].blobs.size());
}

} // namespace
} // namespace adj::vision
