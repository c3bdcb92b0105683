#include "vision/synth/frame_truth.hpp"

#include <cstdio>
#include <sstream>

namespace adj::vision::synth {

namespace {

std::string number(double value)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.4g", value);
    return text;
}

std::string quoted(const std::string& text)
{
    std::string out = "\"";
    for (char c : text) {
        if (c == '"' || c == '\\') {
            out += '\\';
        }
        out += c;
    }
    return out + "\"";
}

std::string point(cv::Point2d p)
{
    return "[" + number(p.x) + ", " + number(p.y) + "]";
}

} // namespace

const char* toString(Visibility visibility)
{
    switch (visibility) {
    case Visibility::Visible:
        return "visible";
    case Visibility::UnderPiece:
        return "under-piece";
    case Visibility::UnderHand:
        return "under-hand";
    case Visibility::OutOfFrame:
        return "out-of-frame";
    }
    return "?";
}

const char* toString(PieceShape shape)
{
    switch (shape) {
    case PieceShape::Counter:
        return "counter";
    case PieceShape::BlockUpright:
        return "block-upright";
    case PieceShape::BlockTipped:
        return "block-tipped";
    }
    return "?";
}

const PieceTruth* FrameTruth::find(const std::string& id) const
{
    for (const auto& piece : pieces) {
        if (piece.id == id) {
            return &piece;
        }
    }
    return nullptr;
}

std::string toJson(const FrameTruth& t)
{
    std::ostringstream out;
    const auto& c = t.conditions;
    out << "{\n  \"seed\": " << t.seed << ",\n  \"noise_seed\": " << t.noiseSeed << ",\n  \"frame\": " << t.frameIndex
        << ",\n  \"conditions\": {\"name\": " << quoted(c.name) << ", \"tilt_deg\": " << number(c.pose.tiltDeg)
        << ", \"roll_deg\": " << number(c.pose.rollDeg) << ", \"yaw_deg\": " << number(c.pose.yawDeg)
        << ", \"distance_mm\": " << number(c.pose.distanceMm) << ", \"focal_px\": " << number(c.pose.focalPx)
        << ", \"image_size\": [" << c.pose.imageSize.width << ", " << c.pose.imageSize.height << "]"
        << ", \"distortion_k\": " << number(c.distortionK) << ", \"blur_px\": " << number(c.blurPx)
        << ", \"noise\": " << number(c.noise) << ", \"falloff\": " << number(c.falloff)
        << ", \"vignetting\": " << number(c.vignetting) << ", \"hot_spot\": " << number(c.hotSpot)
        << ", \"glare\": " << number(c.glare) << ", \"light_elevation_deg\": " << number(c.lightElevationDeg)
        << "},\n  \"map_to_image\": [";
    for (int r = 0; r < 3; ++r) {
        out << (r ? ", " : "") << "[" << number(t.mapToImage(r, 0)) << ", " << number(t.mapToImage(r, 1)) << ", "
            << number(t.mapToImage(r, 2)) << "]";
    }
    out << "],\n  \"camera_centre_mm\": [" << number(t.cameraCentreMm.x) << ", " << number(t.cameraCentreMm.y) << ", "
        << number(t.cameraCentreMm.z) << "],\n  \"hands_over_map\": " << t.handsOverMap << ",\n  \"pieces\": [";
    for (std::size_t i = 0; i < t.pieces.size(); ++i) {
        const auto& p = t.pieces[i];
        out << (i ? "," : "") << "\n    {\"id\": " << quoted(p.id) << ", \"shape\": " << quoted(toString(p.shape))
            << ", \"map_mm\": " << point(p.centreMm) << ", \"rotation_deg\": " << number(p.rotationDeg)
            << ", \"stack_level\": " << p.stackLevel << ", \"visibility\": " << quoted(toString(p.visibility))
            << ", \"visible_fraction\": " << number(p.visibleFraction) << ", \"frame_px\": " << point(p.topFramePx)
            << "}";
    }
    out << "\n  ]\n}\n";
    return out.str();
}

} // namespace adj::vision::synth
