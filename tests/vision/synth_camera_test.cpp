// The synthetic camera: deterministic frames that look like a camera over a table, truth
// that matches what was drawn, and sequences written as image series and video.

#include "support/table_kit.hpp"
#include "vision/synth/sequence.hpp"

#include <gtest/gtest.h>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/videoio.hpp>

#include <fstream>

namespace adj::vision {
namespace {

using namespace adj::vision::synth;

Scene sampleScene(const synth::Conditions& conditions, unsigned seed, int counters, int stacked, bool withHand)
{
    cv::RNG rng(seed);
    const auto roster = test::kitCounters(40, false);
    Scene scene;
    scene.pieces = placeCounters(test::scatter(roster, counters, stacked, rng), conditions, rng);
    if (withHand) {
        scene.hands.push_back(test::handFromSouth({260, 250}, 1));
    }
    return scene;
}

TEST(SyntheticCamera, FramesAreDeterministicForASeed)
{
    const auto conditions = Conditions::preset(ConditionLevel::Normal);
    const Scene scene = sampleScene(conditions, 5, 20, 4, true);
    SyntheticCamera a(test::kit().sheet, conditions, 5);
    SyntheticCamera b(test::kit().sheet, conditions, 5);
    const RenderedFrame fa = a.render(scene);
    const RenderedFrame fb = b.render(scene);
    ASSERT_EQ(fa.image.size(), cv::Size(1920, 1080));
    EXPECT_EQ(cv::norm(fa.image, fb.image, cv::NORM_INF), 0.0);
    EXPECT_EQ(toJson(fa.truth), toJson(fb.truth));
    SyntheticCamera c(test::kit().sheet, conditions, 6);
    EXPECT_GT(cv::norm(fa.image, c.render(scene).image, cv::NORM_L1), 0.0);
}

TEST(SyntheticCamera, SavesExampleFramesForAPersonToLookAt)
{
    for (const auto level : {ConditionLevel::Easy, ConditionLevel::Normal, ConditionLevel::Hard}) {
        const auto conditions = Conditions::preset(level);
        const Scene scene = sampleScene(conditions, 11, 60, 12, level != ConditionLevel::Easy);
        SyntheticCamera camera(test::kit().sheet, conditions, 11);
        const RenderedFrame frame = camera.render(scene);
        const auto stem = test::outputDir() / ("synth_" + conditions.name);
        ASSERT_TRUE(cv::imwrite(stem.string() + ".png", frame.image));
        std::ofstream(stem.string() + ".json") << toJson(frame.truth);
        int visible = 0;
        int underPiece = 0;
        for (const auto& p : frame.truth.pieces) {
            visible += p.visibility == Visibility::Visible;
            underPiece += p.visibility == Visibility::UnderPiece;
        }
        std::cout << "[ synth ] " << conditions.name << ": tilt " << frame.truth.conditions.pose.tiltDeg << " deg, k "
                  << frame.truth.distortionK << ", " << visible << " visible, " << underPiece << " under others\n";
        EXPECT_GE(underPiece, 8); // 12 stacked counters hide most of the ones below
    }
}

} // namespace
} // namespace adj::vision
