#include "vision/synth/conditions.hpp"

#include <cmath>
#include <numbers>
#include <stdexcept>
#include <string>

namespace adj::vision::synth {

Conditions Conditions::preset(ConditionLevel level)
{
    Conditions c;
    switch (level) {
    case ConditionLevel::Easy:
        c.name = "easy";
        c.minTiltDeg = 0.0;
        c.maxTiltDeg = 8.0;
        c.maxRollDeg = 2.0;
        c.maxYawDeg = 5.0;
        c.maxDistortionK = 0.0;
        c.minBlurPx = 0.5;
        c.maxBlurPx = 0.7;
        c.minNoise = 1.0;
        c.maxNoise = 2.0;
        c.maxFalloff = 0.1;
        c.maxVignetting = 0.05;
        c.maxHotSpot = 0.0;
        c.maxGlare = 0.0;
        c.maxColourCast = 0.02;
        c.minLightElevationDeg = 70.0;
        c.maxRotationDeg = 5.0;
        c.maxOffCentreMm = 1.0;
        c.maxStackOffsetMm = 1.0;
        c.handProbability = 0.0;
        break;
    case ConditionLevel::Normal:
        break; // the defaults
    case ConditionLevel::Hard:
        c.name = "hard";
        c.minTiltDeg = 15.0;
        c.maxTiltDeg = 25.0;
        c.maxRollDeg = 8.0;
        c.maxYawDeg = 30.0;
        c.minDistanceMm = 850.0;
        c.maxDistanceMm = 1050.0;
        c.maxDistortionK = 0.08;
        c.minBlurPx = 0.9;
        c.maxBlurPx = 1.5;
        c.minNoise = 4.0;
        c.maxNoise = 7.0;
        c.maxFalloff = 0.4;
        c.maxVignetting = 0.25;
        c.maxHotSpot = 0.3;
        c.maxGlare = 0.25;
        c.maxColourCast = 0.08;
        c.minLightElevationDeg = 40.0;
        c.maxRotationDeg = 15.0;
        c.maxOffCentreMm = 4.0;
        c.maxStackOffsetMm = 2.5;
        c.handProbability = 0.5;
        break;
    }
    return c;
}

Conditions Conditions::preset(std::string_view name)
{
    if (name == "easy") {
        return preset(ConditionLevel::Easy);
    }
    if (name == "normal") {
        return preset(ConditionLevel::Normal);
    }
    if (name == "hard") {
        return preset(ConditionLevel::Hard);
    }
    throw std::invalid_argument("unknown conditions '" + std::string(name) + "' (expected easy, normal or hard)");
}

DrawnConditions drawConditions(const Conditions& c, const cv::Rect2d& sheet, cv::Size imageSize, cv::RNG& rng)
{
    const auto uniform = [&](double lo, double hi) { return lo + (hi - lo) * rng.uniform(0.0, 1.0); };
    const auto symmetric = [&](double max) { return uniform(-max, max); };
    DrawnConditions d;
    d.name = c.name;
    d.pose.imageSize = imageSize;
    d.pose.tiltDeg = uniform(c.minTiltDeg, c.maxTiltDeg);
    d.pose.rollDeg = symmetric(c.maxRollDeg);
    d.pose.yawDeg = symmetric(c.maxYawDeg);
    d.pose.distanceMm = uniform(c.minDistanceMm, c.maxDistanceMm);
    d.pose.lookAtMm = {sheet.x + sheet.width / 2, sheet.y + sheet.height / 2};
    const std::vector<cv::Point2d> corners{
        sheet.tl(), {sheet.x + sheet.width, sheet.y}, sheet.br(), {sheet.x, sheet.y + sheet.height}};
    // Nobody frames the sheet exactly; leave a margin of table that varies a little.
    d.pose = framed(d.pose, corners, uniform(0.86, 0.94));
    d.distortionK = symmetric(c.maxDistortionK);
    d.blurPx = uniform(c.minBlurPx, c.maxBlurPx);
    d.noise = uniform(c.minNoise, c.maxNoise);
    d.falloff = uniform(0.3, 1.0) * c.maxFalloff;
    const double falloffAngle = uniform(0, 2 * std::numbers::pi);
    d.falloffDirection = {std::cos(falloffAngle), std::sin(falloffAngle)};
    d.vignetting = uniform(0.5, 1.0) * c.maxVignetting;
    d.hotSpot = uniform(0.5, 1.0) * c.maxHotSpot;
    d.hotSpotAt = {uniform(0.25, 0.75), uniform(0.25, 0.75)};
    d.hotSpotRadius = uniform(0.12, 0.25);
    d.glare = uniform(0.5, 1.0) * c.maxGlare;
    d.colourGain = {1 + symmetric(c.maxColourCast), 1 + symmetric(c.maxColourCast), 1 + symmetric(c.maxColourCast)};
    const double lightAngle = uniform(0, 2 * std::numbers::pi);
    d.lightDirection = {std::cos(lightAngle), std::sin(lightAngle)};
    d.lightElevationDeg = uniform(c.minLightElevationDeg, 80.0);
    return d;
}

} // namespace adj::vision::synth
