#pragma once
// Side by the colour of a block's wood. A block shows its wood on its top (upright), round its label
// (tipped) and on its walls, which are darker or lighter with the light; so hue decides and
// lightness counts for little. Labels and the map between blocks are paler than any side's wood and
// are left out: each remaining pixel votes for the side whose wood it is nearest.

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

    /// The side the changed, not pale pixels of `lab` within `boundsPx` vote for.
    [[nodiscard]] BlockSideMatch classify(const cv::Mat& lab, const cv::Mat& changed, const cv::Rect& boundsPx) const;

private:
    std::vector<std::string> ids_;
    std::vector<cv::Vec3f> lab_;
    float paleLightness_ = 100.0F;
};

} // namespace adj::vision
