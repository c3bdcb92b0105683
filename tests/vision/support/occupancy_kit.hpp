#pragma once
// The occupancy pipeline set up over the practice map, the practice map's hex grid as the
// engine describes it, and matching of detected blobs to the synthetic camera's truth.

#include "table_kit.hpp"
#include "engine/board/hex_grid.hpp"
#include "vision/pipeline/occupancy_pipeline.hpp"

#include <opencv2/core.hpp>

#include <limits>
#include <optional>
#include <vector>

namespace adj::vision::test {

/// The practice map's grid: flat-top, 16 mm radius, column 0's centres on the west edge
/// starting at the north edge, odd columns half a hex lower (see synth/practice_map.cpp).
inline const board::HexGrid& practiceGrid()
{
    static const board::HexGrid grid = [] {
        board::HexGridSpec spec;
        spec.orientation = board::HexOrientation::FlatTop;
        spec.shifted = board::OffsetParity::Odd;
        spec.firstColumn = 0;
        spec.firstRow = 0;
        spec.columns = 26; // x = 0, 24, ..., 600
        spec.rows = 15;    // y = 0, 27.7, ..., 388
        spec.hexRadiusMm = 16.0;
        spec.originMm = {0.0, 0.0};
        return board::HexGrid(spec);
    }();
    return grid;
}

inline std::optional<board::HexOffset> hexAt(cv::Point2d mm)
{
    return practiceGrid().hexAtPoint({mm.x, mm.y});
}

/// The map area and 8 mm of paper round it at 1.5 px/mm. A 1920 x 1080 camera resolves
/// about 1.9 px/mm over the sheet; 1.5 measured as accurate as 2 (centre errors, hexes,
/// sides) at 0.56 times the pixels. The paper is included so that a stack fanned out over
/// the map's edge is seen whole, and the printed border is compared like any other print.
inline RectifiedGrid occupancyGrid()
{
    const cv::Size2d map = kit().layout.mapSizeMm;
    return RectifiedGrid{cv::Rect2d(-8, -8, map.width + 16, map.height + 16), 1.5};
}

/// A pipeline whose empty-map reference is the print itself, so every frame's light must
/// be normalised away (no set-up capture under the same lamp to hide behind).
inline OccupancyPipeline practicePipeline(OccupancyOptions options = {})
{
    const RectifiedGrid grid = occupancyGrid();
    const cv::Mat reference = referenceFromPrint(kit().sheet.image, kit().sheet.pxPerMm, kit().sheet.originMm, grid);
    return OccupancyPipeline(kit().layout, OccupancyDetector(grid, reference, std::move(options)));
}

/// How the detected blobs of one frame compare with its truth.
struct Matching {
    int visible = 0;             ///< Truth pieces whose top the camera sees.
    int found = 0;               ///< ...matched by a blob within the distance.
    int rightHex = 0;            ///< ...whose blob centre falls in the piece's hex.
    int stackRight = 0;          ///< ...whose stack estimate equals the stack's height.
    int singles = 0;             ///< Visible pieces alone in their place (nothing under them).
    int singlesRightHex = 0;     ///< ...found in their hex.
    int falseBlobs = 0;          ///< Blobs near no piece at all.
    std::vector<double> errorsMm; ///< Centre error of each match.
    std::vector<const OccupancyBlob*> falseAt; ///< The false blobs (pointing into the blobs given).
};

/// Each visible piece is matched to the nearest blob within `withinMm`; blobs farther than
/// `falseMm` from every piece (visible or not) are false pieces.
inline Matching matchBlobs(const synth::FrameTruth& truth, const std::vector<OccupancyBlob>& blobs, double withinMm,
                           double falseMm)
{
    Matching m;
    for (const auto& piece : truth.pieces) {
        if (piece.visibility != synth::Visibility::Visible) {
            continue;
        }
        ++m.visible;
        m.singles += piece.stackLevel == 0 ? 1 : 0;
        const OccupancyBlob* best = nullptr;
        double bestDistance = std::numeric_limits<double>::infinity();
        for (const auto& blob : blobs) {
            const double d = cv::norm(blob.centreMm - piece.centreMm);
            if (d < bestDistance) {
                bestDistance = d;
                best = &blob;
            }
        }
        if (best == nullptr || bestDistance > withinMm) {
            continue;
        }
        ++m.found;
        m.errorsMm.push_back(bestDistance);
        const bool rightHex = hexAt(best->centreMm) == hexAt(piece.centreMm);
        m.rightHex += rightHex ? 1 : 0;
        m.singlesRightHex += rightHex && piece.stackLevel == 0 ? 1 : 0;
        m.stackRight += best->stackEstimate == piece.stackLevel + 1 ? 1 : 0;
    }
    for (const auto& blob : blobs) {
        bool near = false;
        for (const auto& piece : truth.pieces) {
            near = near || cv::norm(blob.centreMm - piece.centreMm) <= falseMm;
        }
        if (!near) {
            ++m.falseBlobs;
            m.falseAt.push_back(&blob);
        }
    }
    return m;
}

} // namespace adj::vision::test
