#pragma once
// Side by the colour of a block's wood. A block shows its wood on its top (upright), round its label
// (tipped) and on its walls, which are darker or lighter with the light; so hue decides and
// lightness counts for little. Labels and the map between blocks are paler than any side's wood and
// are left out; of the rest, the darker half of the plain wood votes (see classify).

#include "engine/data/game_definition.hpp"

#include <opencv2/core.hpp>

#include <string>
#include <vector>

namespace adj::vision {

struct BlockSideMatch {
    int side = -1;           ///< Index into the sides given; -1 when none, or no wood was seen.
    std::string sideId;
    double confidence = 0.0; ///< 0..1: the winning side's share of the votes over the runner-up's.
};

class BlockColours {
public:
    explicit BlockColours(const std::vector<data::Side>& sides);

    /// Paler (Lab lightness of a lighting-normalised pixel) than the palest side's wood by a margin:
    /// a label, or the map.
    [[nodiscard]] bool isPale(const cv::Vec3f& lab) const { return lab[0] > paleLightness_; }

    /// Lab (float, L 0..100) of an 8-bit BGR image.
    [[nodiscard]] static cv::Mat labOf(const cv::Mat& bgr);

    /// The side whose wood `lab` pixel is plainly of: the nearest side within a small colour distance;
    /// -1 for a blend of wood and label or map at a block's edge, or a shadow on the map.
    [[nodiscard]] int sideOf(const cv::Vec3f& lab) const;

    /// The side the pixels `at` of `lab` vote for: the darker half of those plainly of some side's
    /// wood (sideOf), each for its side. The caller gives wood only: changed and not pale.
    [[nodiscard]] BlockSideMatch classify(const cv::Mat& lab, const std::vector<cv::Point>& at) const;

private:
    std::vector<std::string> ids_;
    std::vector<cv::Vec3f> lab_;
    float paleLightness_ = 100.0F;
};

} // namespace adj::vision
