// Registration by touched hexes on The War for the Union's practice map: touches are the truth's
// projection of the hex centres players are asked for, with a pixel or so of slip; then TableVision on
// a print whose markers are painted over, registered by touch alone. And the empty board captured as
// the occupancy reference, refused while the map is unregistered, busy or not empty.

#include "table_fixture.hpp"

#include "vision/camera/radial_distortion.hpp"
#include "vision/registration/point_registration.hpp"
#include "vision/table/table_map.hpp"
#include "vision/table/table_vision.hpp"
#include "vision/table/touch_targets.hpp"

#include <gtest/gtest.h>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include <cmath>
#include <iostream>
#include <limits>

namespace adj::vision {
namespace {

using namespace adj::vision::synth;
using test::wftu;

const cv::Size kTouchFrameSize{1920, 1080};

cv::Point2d throughTruth(const cv::Matx33d& h, cv::Point2d p)
{
    const cv::Vec3d q = h * cv::Vec3d(p.x, p.y, 1);
    return {q[0] / q[2], q[1] / q[2]};
}

// Where the frame shows a map point: the truth's homography, then its lens (none, for a camera
// whose conditions have distortionK 0).
cv::Point2d framePixelOf(const FrameTruth& truth, cv::Point2d mapMm)
{
    return RadialDistortion::forFrame(kTouchFrameSize, truth.distortionK).distort(throughTruth(truth.mapToImage, mapMm));
}

// A touch on `hex` as a player makes it: the frame pixel of its centre, off by `slipPx` (RMS distance).
TouchedPoint touchOn(const FrameTruth& truth, const std::string& hex, cv::RNG& rng, double slipPx)
{
    const cv::Point2d centre = *TableMap(wftu().game->data.definition, wftu().map).centreOf(hex);
    const double perAxis = slipPx / std::sqrt(2.0);
    const cv::Point2d px = framePixelOf(truth, centre) + cv::Point2d(rng.gaussian(perAxis), rng.gaussian(perAxis));
    return {hex, px, centre};
}

std::vector<TouchedPoint> touchesOn(const FrameTruth& truth, const std::vector<std::string>& hexes, unsigned seed,
                                    double slipPx = 1.0)
{
    cv::RNG rng(seed);
    std::vector<TouchedPoint> touches;
    for (const auto& hex : hexes) touches.push_back(touchOn(truth, hex, rng, slipPx));
    return touches;
}

std::vector<std::string> targetHexes(std::size_t count = 6)
{
    std::vector<std::string> hexes;
    for (const auto& target : touchTargetsOf(wftu().map)) {
        if (hexes.size() < count) hexes.push_back(target.hex);
    }
    return hexes;
}

// The camera used throughout: the synthetic camera's ordinary conditions over the printed sheet, but
// a lens with distortion `lensK` (none unless asked): touches are fitted with no lens model (nothing
// to estimate one from when the markers are hidden), so the truth they are held to is a homography.
struct TouchCamera {
    explicit TouchCamera(const PrintedSheet& sheet, unsigned seed = 411, double lensK = 0.0)
        : camera(sheet, Conditions::preset(ConditionLevel::Normal), seed, kTouchFrameSize)
    {
        camera.conditions().distortionK = lensK;
    }
    SyntheticCamera camera;
};

cv::Size2d touchMapSize()
{
    return wftu().maker.layout().mapSizeMm;
}

// How far (mm) `registration` puts the map's four corners from where the truth has them: RMS and worst.
struct CornerError {
    double rmsMm = 0;
    double worstMm = 0;
};

CornerError cornerErrorMm(const Registration& registration, const FrameTruth& truth)
{
    const double w = touchMapSize().width;
    const double h = touchMapSize().height;
    CornerError error;
    for (const cv::Point2d corner : {cv::Point2d(0, 0), cv::Point2d(w, 0), cv::Point2d(w, h), cv::Point2d(0, h)}) {
        // Touches are fitted to frame pixels with no lens model, so compare where the frame shows it.
        const double d = cv::norm(throughTruth(registration.imageToMap, framePixelOf(truth, corner)) - corner);
        error.rmsMm += d * d / 4;
        error.worstMm = std::max(error.worstMm, d);
    }
    error.rmsMm = std::sqrt(error.rmsMm);
    return error;
}

// The practice sheet with its registration markers covered, as by books laid along the sheet's edges:
// each marker (and its quiet zone) is painted over in the paper's colour wherever it lies beyond the
// strip round the map that occupancy compares, so the map looks as printed and no marker is found.
PrintedSheet sheetWithoutMarkers()
{
    PrintedSheet sheet = wftu().maker.sheet();
    sheet.image = sheet.image.clone();
    const cv::Vec3b paper = sheet.image.at<cv::Vec3b>(2, 2);
    const MarkerLayout& layout = wftu().maker.layout();
    const double quietMm = layout.markerSideMm / 4.0;
    const double keepMm = kTableGridMarginMm + 1.0;
    const cv::Rect2d compared(-keepMm, -keepMm, layout.mapSizeMm.width + 2 * keepMm, layout.mapSizeMm.height + 2 * keepMm);
    for (const auto& marker : layout.markers) {
        const double side = layout.markerSideMm + 2 * quietMm;
        const cv::Rect2d coverMm(marker.topLeftMm.x - quietMm, marker.topLeftMm.y - quietMm, side, side);
        const cv::Rect coverPx = cv::Rect(cv::Point(cvFloor((coverMm.x - sheet.originMm.x) * sheet.pxPerMm),
                                                    cvFloor((coverMm.y - sheet.originMm.y) * sheet.pxPerMm)),
                                          cv::Size(cvCeil(side * sheet.pxPerMm) + 1, cvCeil(side * sheet.pxPerMm) + 1)) &
                                 cv::Rect(0, 0, sheet.image.cols, sheet.image.rows);
        for (int y = coverPx.y; y < coverPx.y + coverPx.height; ++y) {
            for (int x = coverPx.x; x < coverPx.x + coverPx.width; ++x) {
                const cv::Point2d mm = cv::Point2d((x + 0.5) / sheet.pxPerMm, (y + 0.5) / sheet.pxPerMm) + sheet.originMm;
                if (coverMm.contains(mm) && !compared.contains(mm)) sheet.image.at<cv::Vec3b>(y, x) = paper;
            }
        }
    }
    return sheet;
}

TEST(TouchRegistration, TouchesWithAPixelOfSlipRegisterWithinAMillimetreAtTheCorners)
{
    TouchCamera cam(wftu().maker.sheet());
    const FrameTruth truth = cam.camera.render(Scene{}).truth;
    ASSERT_EQ(touchTargetsOf(wftu().map).size(), 6u);
    for (unsigned seed = 1; seed <= 5; ++seed) {
        const Registration six = registerFromTouches(touchesOn(truth, targetHexes(), seed), touchMapSize(), kTouchFrameSize);
        ASSERT_TRUE(six.ok) << six.reason;
        const CornerError sixOff = cornerErrorMm(six, truth);
        EXPECT_LT(sixOff.rmsMm, 1.0) << "seed " << seed;
        EXPECT_LT(sixOff.worstMm, 1.6) << "seed " << seed;
        EXPECT_LE(six.predictedErrorMm, 1.5);
        EXPECT_EQ(six.imageSize, kTouchFrameSize);
        // The four corner hexes alone fix the map too, just with nothing to check them against.
        const Registration four = registerFromTouches(touchesOn(truth, targetHexes(4), seed), touchMapSize(), kTouchFrameSize);
        ASSERT_TRUE(four.ok) << four.reason;
        const CornerError fourOff = cornerErrorMm(four, truth);
        EXPECT_LT(fourOff.rmsMm, 1.5) << "seed " << seed;
        std::cout << "[ touch ] seed " << seed << ": six touches put the corners off by " << sixOff.rmsMm << " mm RMS ("
                  << sixOff.worstMm << " at worst), four by " << fourOff.rmsMm << " (" << fourOff.worstMm
                  << "); predicted " << six.predictedErrorMm << " / " << four.predictedErrorMm << " mm\n";
    }
}

TEST(TouchRegistration, AnOrdinaryWebcamLensCostsAFewMillimetresAtTheCorners)
{
    // The most the Normal conditions draw (|k| 0.03) bends the frame's edges by several pixels; a
    // homography cannot follow, so the far corners come out a little off, still well inside a 25 mm hex.
    for (const double k : {-0.03, 0.03}) {
        TouchCamera cam(wftu().maker.sheet(), 411, k);
        const FrameTruth truth = cam.camera.render(Scene{}).truth;
        for (unsigned seed = 1; seed <= 5; ++seed) {
            const Registration six = registerFromTouches(touchesOn(truth, targetHexes(), seed), touchMapSize(), kTouchFrameSize);
            std::cout << "[ touch ] lens k " << truth.distortionK << ", seed " << seed << ": " << (six.ok ? "ok" : six.reason)
                      << ", rms " << six.rmsErrorMm << " mm, predicted " << six.predictedErrorMm << " mm, corners off by "
                      << cornerErrorMm(six, truth).worstMm << " mm at worst\n";
            ASSERT_TRUE(six.ok) << six.reason;
            EXPECT_LT(cornerErrorMm(six, truth).worstMm, 4.0) << "seed " << seed;
        }
    }
}

TEST(TouchRegistration, TooFewTouchesAreRefused)
{
    TouchCamera cam(wftu().maker.sheet());
    const FrameTruth truth = cam.camera.render(Scene{}).truth;
    const Registration three = registerFromTouches(touchesOn(truth, targetHexes(3), 3), touchMapSize(), kTouchFrameSize);
    EXPECT_FALSE(three.ok);
    EXPECT_NE(three.reason.find("at least 4"), std::string::npos) << three.reason;
}

TEST(TouchRegistration, TouchesInALineOrBunchedTogetherAreRefused)
{
    TouchCamera cam(wftu().maker.sheet());
    const FrameTruth truth = cam.camera.render(Scene{}).truth;
    const TableMap table(wftu().game->data.definition, wftu().map);
    // Five hexes along the row of the first target, spread over the map's width.
    const cv::Point2d rowAt = touchTargetsOf(wftu().map).front().centreMm;
    std::vector<std::pair<double, std::string>> row;
    for (std::size_t i = 0; i < wftu().map.graph.spaceCount(); ++i) {
        const auto& space = wftu().map.graph.space(static_cast<board::SpaceIndex>(i));
        if (space.kind == board::SpaceKind::Hex && space.centre && std::abs(space.centre->y - rowAt.y) < 0.01) {
            row.emplace_back(space.centre->x, space.id);
        }
    }
    std::sort(row.begin(), row.end());
    ASSERT_GE(row.size(), 5u);
    std::vector<std::string> line;
    for (std::size_t k = 0; k < 5; ++k) line.push_back(row[k * (row.size() - 1) / 4].second);
    const Registration inLine = registerFromTouches(touchesOn(truth, line, 5), touchMapSize(), kTouchFrameSize);
    EXPECT_FALSE(inLine.ok);
    EXPECT_NE(inLine.reason.find(line.front()), std::string::npos) << inLine.reason;
    EXPECT_NE(inLine.reason.find("corners"), std::string::npos) << inLine.reason;

    // Six hexes round the first target: a corner of the map, the rest of it extrapolated.
    std::vector<std::pair<double, std::string>> byDistance;
    for (std::size_t i = 0; i < wftu().map.graph.spaceCount(); ++i) {
        const auto& space = wftu().map.graph.space(static_cast<board::SpaceIndex>(i));
        if (space.kind == board::SpaceKind::Hex && space.centre) {
            byDistance.emplace_back(cv::norm(cv::Point2d(space.centre->x, space.centre->y) - rowAt), space.id);
        }
    }
    std::sort(byDistance.begin(), byDistance.end());
    std::vector<std::string> bunch;
    for (std::size_t k = 0; k < 6; ++k) bunch.push_back(byDistance[k].second);
    const Registration bunched = registerFromTouches(touchesOn(truth, bunch, 6), touchMapSize(), kTouchFrameSize);
    EXPECT_FALSE(bunched.ok);
    EXPECT_GT(bunched.predictedErrorMm, 1.5);
    EXPECT_NE(bunched.reason.find("too close together"), std::string::npos) << bunched.reason;
}

TEST(TouchRegistration, ATouchOnTheWrongHexIsNamed)
{
    TouchCamera cam(wftu().maker.sheet());
    const FrameTruth truth = cam.camera.render(Scene{}).truth;
    const auto targets = touchTargetsOf(wftu().map);
    for (std::size_t wrong = 0; wrong < targets.size(); ++wrong) {
        // The player touched the hex next to the one asked for.
        std::string neighbour;
        double nearestMm = std::numeric_limits<double>::infinity();
        for (std::size_t i = 0; i < wftu().map.graph.spaceCount(); ++i) {
            const auto& space = wftu().map.graph.space(static_cast<board::SpaceIndex>(i));
            if (space.kind != board::SpaceKind::Hex || !space.centre || space.id == targets[wrong].hex) continue;
            const double d = cv::norm(cv::Point2d(space.centre->x, space.centre->y) - targets[wrong].centreMm);
            if (d < nearestMm) {
                nearestMm = d;
                neighbour = space.id;
            }
        }
        auto touches = touchesOn(truth, targetHexes(), 20 + static_cast<unsigned>(wrong));
        cv::RNG rng(99);
        touches[wrong].imagePx = touchOn(truth, neighbour, rng, 1.0).imagePx;
        const Registration refused = registerFromTouches(touches, touchMapSize(), kTouchFrameSize);
        EXPECT_FALSE(refused.ok);
        EXPECT_NE(refused.reason.find("the touch for hex " + targets[wrong].hex + " is"), std::string::npos)
            << refused.reason;
        EXPECT_NE(refused.reason.find("touch its centre again"), std::string::npos) << refused.reason;
        if (wrong == 0) std::cout << "[ touch ] " << refused.reason << "\n";
    }
    // With five touches one is wrong, but which cannot be told: still refused.
    auto five = touchesOn(truth, targetHexes(5), 30);
    five[4].imagePx += cv::Point2d(40, 0);
    const Registration refused = registerFromTouches(five, touchMapSize(), kTouchFrameSize);
    EXPECT_FALSE(refused.ok);
    EXPECT_NE(refused.reason.find("do not agree"), std::string::npos) << refused.reason;
}

// The truth stacks whose top piece shows, against the observation: how many were seen in their space.
struct TouchStackScore {
    int visible = 0;
    int rightSpace = 0;
};

TouchStackScore scoreTouchStacks(const std::vector<StackTruth>& stacks, const FrameTruth& truth,
                                 const tracker::Observation& seen)
{
    TouchStackScore score;
    for (const auto& stack : stacks) {
        const PieceTruth* top = truth.find(stack.pieces.back());
        if (top == nullptr || top->visibility != Visibility::Visible) continue;
        ++score.visible;
        for (const auto& o : seen.stacks) {
            if (o.space == stack.space && cv::norm(cv::Point2d(o.point.x, o.point.y) - top->centreMm) < 12.0) {
                ++score.rightSpace;
                break;
            }
        }
    }
    return score;
}

std::optional<tracker::Observation> feedUntilStable(TableVision& vision, SyntheticCamera& camera, const Scene& scene,
                                                    double& t, FrameTruth* truth = nullptr)
{
    for (int i = 0; i < 10; ++i) {
        const RenderedFrame frame = camera.render(scene);
        TableFrame seen = vision.process(frame.image, t);
        t += 0.5;
        if (truth) *truth = frame.truth;
        if (seen.stable) return seen.stable;
    }
    return std::nullopt;
}

TEST(TouchRegistration, TableVisionSeesTheStacksOnAMapWhoseMarkersAreHidden)
{
    TouchCamera cam(sheetWithoutMarkers());
    const Scene scene = wftu().maker.scene(wftu().start, Conditions::preset(ConditionLevel::Normal), 4);
    TableVision vision(*wftu().game, wftu().map);
    double t = 0;
    const RenderedFrame first = cam.camera.render(scene);
    cv::imwrite((test::tableOutputDir() / "wftu_practice_markers_hidden.png").string(), first.image);
    const TableFrame unregistered = vision.process(first.image, t);
    ASSERT_FALSE(unregistered.registered) << "the markers were meant to be hidden";
    EXPECT_FALSE(unregistered.why.empty());

    std::vector<HexTouch> touches;
    for (const auto& touch : touchesOn(first.truth, targetHexes(), 8)) touches.push_back({touch.hex, touch.imagePx});
    const Registration touched = vision.registerByTouches(touches, first.image.size());
    ASSERT_TRUE(touched.ok) << touched.reason;
    EXPECT_TRUE(vision.hasTouchedRegistration());

    FrameTruth truth;
    const auto stable = feedUntilStable(vision, cam.camera, scene, t, &truth);
    ASSERT_TRUE(stable.has_value()) << "the still board was never committed";
    const TableFrame later = vision.process(cam.camera.render(scene).image, t);
    EXPECT_TRUE(later.registered);
    EXPECT_TRUE(later.byTouch);
    const TouchStackScore score = scoreTouchStacks(wftu().maker.stacks(wftu().start), truth, *stable);
    std::cout << "[ touch ] markers hidden, registered by touch: " << score.rightSpace << "/" << score.visible
              << " visible stacks in their space\n";
    ASSERT_GT(score.visible, 10);
    EXPECT_GE(score.rightSpace, score.visible * 95 / 100);

    // A touch on a hex the map does not have is refused by name, and the registration in use stays.
    const Registration unknown = vision.registerByTouches({{"9999", {10, 10}}}, first.image.size());
    EXPECT_FALSE(unknown.ok);
    EXPECT_NE(unknown.reason.find("9999"), std::string::npos);
    EXPECT_TRUE(vision.hasTouchedRegistration());

    vision.reset();
    EXPECT_FALSE(vision.hasTouchedRegistration());
    EXPECT_FALSE(vision.process(cam.camera.render(scene).image, t).registered);
}

TEST(TouchRegistration, MarkersThatRegisterWinOverTouches)
{
    TouchCamera cam(wftu().maker.sheet());
    TableVision vision(*wftu().game, wftu().map);
    const RenderedFrame frame = cam.camera.render(Scene{});
    // Touches a hex off everywhere: a registration the markers must overrule.
    std::vector<HexTouch> touches;
    for (const auto& touch : touchesOn(frame.truth, targetHexes(), 9)) {
        touches.push_back({touch.hex, touch.imagePx + cv::Point2d(30, 0)});
    }
    ASSERT_TRUE(vision.registerByTouches(touches, frame.image.size()).ok);
    const TableFrame seen = vision.process(frame.image, 0);
    EXPECT_TRUE(seen.registered);
    EXPECT_FALSE(seen.byTouch);
}

TEST(EmptyBoardCapture, BecomesTheReferenceOnlyWhenRegisteredAndEmpty)
{
    const Scene board = wftu().maker.scene(wftu().start, Conditions::preset(ConditionLevel::Normal), 5);
    {
        // Markers hidden and nothing touched: nothing to rectify with.
        TouchCamera hidden(sheetWithoutMarkers());
        TableVision vision(*wftu().game, wftu().map);
        const EmptyBoardCapture refused = vision.captureEmptyBoard(hidden.camera.render(Scene{}).image);
        EXPECT_FALSE(refused.ok);
        EXPECT_NE(refused.message.find("not registered"), std::string::npos) << refused.message;
        EXPECT_FALSE(vision.hasEmptyBoardCapture());
        // Registered by touch, the same empty board is captured.
        const RenderedFrame empty = hidden.camera.render(Scene{});
        std::vector<HexTouch> touches;
        for (const auto& touch : touchesOn(empty.truth, targetHexes(), 12)) touches.push_back({touch.hex, touch.imagePx});
        ASSERT_TRUE(vision.registerByTouches(touches, empty.image.size()).ok);
        const EmptyBoardCapture captured = vision.captureEmptyBoard(empty.image);
        EXPECT_TRUE(captured.ok) << captured.message;
        EXPECT_TRUE(vision.hasEmptyBoardCapture());
    }
    TouchCamera cam(wftu().maker.sheet());
    TableVision vision(*wftu().game, wftu().map);

    const EmptyBoardCapture withPieces = vision.captureEmptyBoard(cam.camera.render(board).image);
    EXPECT_FALSE(withPieces.ok);
    EXPECT_NE(withPieces.message.find("not empty"), std::string::npos) << withPieces.message;
    EXPECT_FALSE(vision.hasEmptyBoardCapture());

    Scene handOnly;
    SceneHand hand;
    hand.reachMm = {300, 260};
    hand.fromMm = {360, 900};
    hand.heightMm = 70;
    handOnly.hands.push_back(hand);
    const EmptyBoardCapture withHand = vision.captureEmptyBoard(cam.camera.render(handOnly).image);
    EXPECT_FALSE(withHand.ok);
    EXPECT_NE(withHand.message.find("something large"), std::string::npos) << withHand.message;
    EXPECT_FALSE(vision.hasEmptyBoardCapture());

    const EmptyBoardCapture captured = vision.captureEmptyBoard(cam.camera.render(Scene{}).image);
    ASSERT_TRUE(captured.ok) << captured.message;
    EXPECT_TRUE(vision.hasEmptyBoardCapture());

    // Against the captured board the empty map is empty and the scenario's stacks are where they stand.
    double t = 0;
    for (int i = 0; i < 3; ++i) {
        const TableFrame empty = vision.process(cam.camera.render(Scene{}).image, t);
        t += 0.5;
        EXPECT_TRUE(empty.registered);
        EXPECT_EQ(empty.pieces, 0);
        EXPECT_FALSE(empty.handsOrObjects);
    }
    FrameTruth truth;
    const auto stable = feedUntilStable(vision, cam.camera, board, t, &truth);
    ASSERT_TRUE(stable.has_value());
    const TouchStackScore score = scoreTouchStacks(wftu().maker.stacks(wftu().start), truth, *stable);
    std::cout << "[ capture ] against the captured board: " << score.rightSpace << "/" << score.visible
              << " visible stacks in their space\n";
    ASSERT_GT(score.visible, 10);
    EXPECT_GE(score.rightSpace, score.visible * 9 / 10);
    // The capture outlives reset (it is of the map, not of where the camera stands).
    vision.reset();
    EXPECT_TRUE(vision.hasEmptyBoardCapture());
}

} // namespace
} // namespace adj::vision
