#pragma once
// How hard a synthetic frame is: the ranges a scene's camera, light and piece placement are
// drawn from (Conditions), and the values one frame actually got (DrawnConditions).

#include "vision/synth/camera_pose.hpp"

#include <opencv2/core.hpp>

#include <string>
#include <string_view>

namespace adj::vision::synth {

enum class ConditionLevel { Easy, Normal, Hard };

struct Conditions {
    std::string name = "normal";
    // Camera.
    double minTiltDeg = 8.0;    ///< Off vertical.
    double maxTiltDeg = 18.0;
    double maxRollDeg = 4.0;
    double maxYawDeg = 15.0;    ///< Which side of the table the camera leans from.
    double minDistanceMm = 950.0;
    double maxDistanceMm = 1150.0;
    double maxDistortionK = 0.03; ///< |k| of RadialDistortion.
    // Optics and sensor.
    double minBlurPx = 0.6;
    double maxBlurPx = 1.0;
    double minNoise = 2.0;      ///< Grey levels, 1 sigma.
    double maxNoise = 4.0;
    // Light.
    double maxFalloff = 0.25;   ///< Brightness lost from the bright to the dark side of the frame.
    double maxVignetting = 0.15;
    double maxHotSpot = 0.15;   ///< Extra brightness at the centre of a lamp's hot spot.
    double maxGlare = 0.0;      ///< Washed-out specular patch, fraction of the way to white.
    double maxColourCast = 0.04; ///< Per-channel white balance error.
    double minLightElevationDeg = 50.0; ///< Lower light: longer shadows.
    // Pieces.
    double maxRotationDeg = 10.0; ///< Turn of a counter away from its owner's square.
    double maxOffCentreMm = 2.5;  ///< A stack's distance from its hex centre.
    double maxStackOffsetMm = 1.5; ///< Each counter's offset from the one below it.
    // Hands.
    double handProbability = 0.3; ///< Chance that a random scene has a hand over the map.

    [[nodiscard]] static Conditions preset(ConditionLevel level);
    /// "easy", "normal" or "hard"; throws std::invalid_argument otherwise.
    [[nodiscard]] static Conditions preset(std::string_view name);
};

/// One frame's realised conditions: deterministic for an RNG seed.
struct DrawnConditions {
    std::string name;
    CameraPose pose;
    double distortionK = 0.0;
    double blurPx = 0.0;
    double noise = 0.0;
    double falloff = 0.0;
    cv::Point2d falloffDirection{1, 0}; ///< Unit vector in the frame along which light fades.
    double vignetting = 0.0;
    double hotSpot = 0.0;
    cv::Point2d hotSpotAt{0.5, 0.5};    ///< Fraction of the frame width and height.
    double hotSpotRadius = 0.25;        ///< Fraction of the frame width (1 sigma).
    double glare = 0.0;
    cv::Vec3d colourGain{1, 1, 1};      ///< BGR white balance.
    cv::Point2d lightDirection{0.6, 0.8}; ///< Horizontal direction the light travels (unit, map axes).
    double lightElevationDeg = 60.0;
};

/// Draw a camera (framing the whole of `sheetExtentMm` into `imageSize`) and light from
/// `conditions`.
[[nodiscard]] DrawnConditions drawConditions(const Conditions& conditions, const cv::Rect2d& sheetExtentMm,
                                             cv::Size imageSize, cv::RNG& rng);

} // namespace adj::vision::synth
