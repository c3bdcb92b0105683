#pragma once
// What occupancy reports: piece-sized blobs where the board differs from the empty map, and
// the larger things (hands, arms, heavy shadows) that are not pieces.

#include <opencv2/core.hpp>

#include <algorithm>

#include <vector>

namespace adj::vision {

/// A shape a piece's top face can have, seen from above.
struct TopShape {
    cv::Size2d sizeMm{14.3, 14.3};
    double heightMm = 1.8;   ///< Height of this top face above the map (for one piece).
    bool stackable = true;   ///< Counters stack; the stack's height is then estimated.
};

struct OccupancyOptions {
    /// The top faces pieces can show: one square for counters; for block games the lying
    /// (tipped) and standing (upright) block. The first is the footprint used for sizes.
    std::vector<TopShape> shapes{TopShape{}};
    int maxStack = 8;               ///< Tallest stack considered when estimating height.
    /// A pixel is "changed" when any of these is exceeded, after lighting is normalised:
    double chromaThreshold = 0.055; ///< L1 difference of (b, g, r) / (b + g + r).
    double brighterThreshold = 1.22; ///< Intensity ratio frame / reference.
    double darkerThreshold = 0.60;  ///< Shadows darken less than this; pieces may.
    double edgeThreshold = 30.0;    ///< New edge (gradient) strength the empty map has nowhere near.
    double minAreaFraction = 0.45;  ///< Smaller blobs (of a piece's footprint) are noise.
    double maxPieceAreaMultiple = 4.5; ///< Larger blobs are not pieces: hands, arms, shadows.
    /// ...unless they look like stacks in neighbouring spaces that touch (looksLikeTouchingStacks), up
    /// to this many footprints: they are split into pieces like any region over splitAreaMultiple.
    double maxClusterAreaMultiple = 9.0;
    double splitAreaMultiple = 2.1;  ///< Blobs larger than this many footprints are split.
    /// Blobs measured less confidently than this are not reported: fragments such as the
    /// edge of a hand's shadow score near zero (long and thin, no piece's outline).
    double minConfidence = 0.1;
    /// Blobs whose fitted top face has a weaker outline than this (OccupancyBlob::edgeScore) and whose
    /// top is the map's own colour washed out (washed_out.hpp: glare) are not reported either. 0 takes
    /// every outline (see tableOccupancyOptions for printed counters).
    double weakOutlineScore = 0.0;
    /// ...and so are fits whose top is the map's colour washed out and whose outline the empty map itself
    /// lines at least this strongly, as a share of the frame's (mapOutlineShare in washed_out.hpp): the
    /// square was fitted to printed edges, such as a coast's hexsides, that a sharp frame shows clearly.
    /// 0 drops none this way.
    double mapOutlineShare = 0.0;
};

/// A piece seen from above: where its top face shows and where it stands.
struct OccupancyBlob {
    cv::Point2d centreMm;     ///< Where the top piece stands on the map (parallax removed).
    cv::Point2d topSeenMm;    ///< Centre of the top face where it appears on the map plane.
    double orientationDeg = 0; ///< Edge direction, 0..90 (a square looks the same every 90).
    double heightMm = 0;      ///< Estimated height of the top face (stack height).
    int stackEstimate = 1;    ///< heightMm in pieces.
    int shape = 0;            ///< Index into OccupancyOptions::shapes of the best-fitting top face.
    double shapeAngleDeg = 0; ///< The fitted shape's turn, 0..180 (rectangles), for drawing.
    double areaMm2 = 0;       ///< Blob area on the map plane (top, walls and peeking pieces).
    cv::Size2d extentMm;      ///< Blob extent along and across the direction away from the camera.
    double edgeScore = 0;     ///< Mean edge strength around the fitted top face.
    double confidence = 0;    ///< 0..1 that this is one piece (or stack) and its position is right.
    cv::Rect boundsPx;        ///< In the rectified grid.
};

/// Something changed on the board that is too big or the wrong shape for a piece.
struct ForeignObject {
    cv::Rect2d boundsMm;
    cv::Point2d centroidMm;
    double areaMm2 = 0;
    bool touchesEdge = false; ///< Reaches the edge of what the camera sees of the board: comes from outside.
    double skinFraction = 0;  ///< Share of its pixels with skin-like colour.
    double darkFraction = 0;  ///< Share darker than the map but the same colour: shadow.
};

/// A changed region the light made: a hot spot washes a wood or the sea out into a region too large for
/// one piece, with no skin, no shadow, no piece's outline, and much of it the map's own colour washed
/// towards white (washed_out.hpp), or still plainly showing the map's print under light the lighting
/// model did not follow (mapPrintShown). It is neither pieces nor something over the map, so it does not hold
/// the board back from being committed; but what stands under it cannot be seen.
struct GlareRegion {
    cv::Rect2d boundsMm;
    std::vector<cv::Point2d> outlineMm; ///< Its outer contour on the map.
    double areaMm2 = 0;
    double washedShare = 0; ///< The share of its pixels that is the map washed out.
    double printShown = 0;  ///< How plainly it still shows the map's print (mapPrintShown, -1..1).
};

struct OccupancyResult {
    std::vector<OccupancyBlob> blobs;
    std::vector<ForeignObject> foreign;
    std::vector<GlareRegion> glare;
    cv::Mat changed;      ///< CV_8U mask over the rectified grid, 255 = differs from the empty map.
    cv::Mat normalised;   ///< The rectified frame with lighting normalised to the reference, CV_8UC3.
    cv::Mat gain;         ///< Coarse per-channel lighting gain (frame / reference), CV_32FC3.
    double changedFraction = 0; ///< Of the seen board area.
};

/// The shape `blob`'s top face was fitted as (OccupancyBlob::shape), the first when that is out of range
/// (a blob measured with other options). `options.shapes` must not be empty.
[[nodiscard]] inline const TopShape& shapeOf(const OccupancyBlob& blob, const OccupancyOptions& options)
{
    const int last = static_cast<int>(options.shapes.size()) - 1;
    return options.shapes[static_cast<std::size_t>(std::clamp(blob.shape, 0, last))];
}

} // namespace adj::vision
