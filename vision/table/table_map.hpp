#pragma once
// A game's printed map as vision sees it: its registration markers, the grid frames are
// rectified onto, the printed map resampled onto that grid as the empty-board reference, and the
// lookups that turn a blob on the map into the engine's terms (the space under it, its side).
// TableVision runs on it; `adjutant-cli detect` uses it frame by frame.

#include "engine/data/game_definition.hpp"
#include "engine/data/game_map.hpp"
#include "engine/tracker/observation.hpp"
#include "vision/identity/side_colour.hpp"
#include "vision/occupancy/occupancy_types.hpp"
#include "vision/pipeline/occupancy_pipeline.hpp"
#include "vision/registration/marker_layout.hpp"
#include "vision/registration/rectified_grid.hpp"

#include <opencv2/core.hpp>

#include <optional>
#include <string>
#include <vector>

namespace adj::vision {

/// Grid resolution frames are compared at (px per map mm): see tests/vision/support/occupancy_kit.hpp.
inline constexpr double kTableGridPxPerMm = 1.5;
/// Paper round the map area that is compared too, so a stack over the map's edge is seen whole.
inline constexpr double kTableGridMarginMm = 8.0;
/// A side is named only when the colour match is at least this sure (SideMatch::confidence).
inline constexpr double kMinSideConfidence = 0.2;

/// One stack seen from above, in the engine's terms, with how sure vision is of it.
struct SeenStack {
    tracker::ObservedStack stack;
    double confidence = 0;     ///< OccupancyBlob::confidence: one piece or stack, in the right place.
    double sideConfidence = 0; ///< SideMatch::confidence (0 when no side was named).
    /// The side its colour gave, and how surely, kept when a sure read names the piece's side instead
    /// (readTopPieces): a read found to be another stack's gives it back.
    std::string sideByColour;
    double sideByColourConfidence = 0;
};

/// Where `seen` was measured to stand on the map (its stack's point), in OpenCV's terms.
[[nodiscard]] inline cv::Point2d pointOf(const SeenStack& seen) { return {seen.stack.point.x, seen.stack.point.y}; }

/// Occupancy tuned for printed maps and counters in the sides' colours (see table_map.cpp).
[[nodiscard]] OccupancyOptions tableOccupancyOptions();

class TableMap {
public:
    /// Prints `map` with map_painter at `printPxPerMm` and resamples it onto the comparison grid.
    /// Throws std::invalid_argument when the map cannot be printed (area maps).
    TableMap(const data::GameDefinition& definition, const data::GameMap& map, double printPxPerMm = 4.0);

    [[nodiscard]] const MarkerLayout& layout() const { return layout_; }
    [[nodiscard]] const RectifiedGrid& grid() const { return grid_; }
    [[nodiscard]] const cv::Mat& reference() const { return reference_; }
    [[nodiscard]] const data::GameMap& map() const { return map_; }
    /// The game's sides, with their colours.
    [[nodiscard]] const std::vector<data::Side>& gameSides() const { return gameSides_; }

    /// A frame-to-occupancy pipeline against this map's print, with tableOccupancyOptions().
    [[nodiscard]] OccupancyPipeline pipeline(double markerScale = 0.5) const;
    /// The same against `reference` (the empty board on grid(): a set-up capture) instead of the print.
    [[nodiscard]] OccupancyPipeline pipeline(double markerScale, const cv::Mat& reference) const;
    /// The same with other occupancy options (block games: blockOccupancyOptions()).
    [[nodiscard]] OccupancyPipeline pipeline(double markerScale, const cv::Mat& reference,
                                             const OccupancyOptions& options) const;

    /// The space under a map point: a hexside space (ships on river hexsides) when the point is
    /// within a few mm of its middle, else the hex; empty off the map.
    [[nodiscard]] std::string spaceAt(cv::Point2d mm) const;
    /// The hex (or area) under a map point, never a hexside: where a block stands. Empty off the map.
    [[nodiscard]] std::string hexAt(cv::Point2d mm) const;

    /// Other spaces a stack measured at `mm` (and placed on `space` by spaceAt) may well stand on: the
    /// hexes of its hexside, river hexsides whose middle is close, hexes whose edge it is close to.
    /// Nearest first. The tracker reads a stack seen just over a line as not moved (ObservedStack::near).
    [[nodiscard]] std::vector<std::string> nearSpaces(cv::Point2d mm, const std::string& space) const;
    /// Whether `space` is a (river) hexside of the map: where ships stand.
    [[nodiscard]] bool isHexside(const std::string& space) const;
    /// Whether `stack` stands on a river hexside or near one (its space, or a space it is near, is one).
    [[nodiscard]] bool byRiver(const tracker::ObservedStack& stack) const;

    /// Grey counters on a pale printed map look like the map in shadow (the same colour, darker),
    /// so the detector can take a lone grey stack for a shadow: a foreign object, and the blobs
    /// of stacks touching it dropped as its fringe. Such objects that are piece-sized, show no
    /// skin and do not come in over the edge of the view are measured as pieces here (two stacks
    /// touching as two), with the changed regions right beside them that no blob accounts for, each
    /// kept by the detector's own rules (see shadow_coloured_pieces.cpp).
    void recoverShadowColouredPieces(FrameOccupancy& frame, const OccupancyDetector& detector) const;

    /// A ship on a river hexside and a counter in a hex beside it that touch are one changed region, and
    /// the detector fits one top face to it: the other piece is lost. Where the map says such a piece
    /// would stand (a hidden river hexside's middle near a blob, the centre of a hex beside a ship), what
    /// differs from `detector`'s reference beyond every fitted face is added as a blob (confidence 0.45).
    /// Run after recoverShadowColouredPieces, before spacesOf/stacksOf (see pieces_beside_ships.cpp).
    void recoverPiecesBesideShips(FrameOccupancy& frame, const OccupancyDetector& detector) const;

    /// The spaces a glare region washes out: those whose centre lies in it, or near enough that a counter
    /// there reaches into it (see unseen_spaces.cpp). Map order.
    [[nodiscard]] std::vector<std::string> spacesUnder(const GlareRegion& glare) const;
    /// The spaces the camera does not see: whose centre is outside `valid` (CV_8U on grid(), 255 where the
    /// camera sees the map), or near enough to its edge that a counter there is cut off. Map order.
    [[nodiscard]] std::vector<std::string> spacesOutOfView(const cv::Mat& valid) const;

    /// The centre of a space of the map; nullopt for an unknown id or a space without one.
    [[nodiscard]] std::optional<cv::Point2d> centreOf(const std::string& space) const;

    /// The stacks the blobs show, one per space (the surest blob of each: see table_map.cpp): space,
    /// the spaces it is near, point, side by colour (from the lighting-normalised grid image),
    /// count = stack estimate. `reference` is the empty board the detector compares with (the print,
    /// or a set-up capture): a river hexside is told hidden by comparing the frame with it (spacesOf).
    /// `detectorOptions` are the detector's.
    [[nodiscard]] std::vector<SeenStack> stacksOf(const std::vector<OccupancyBlob>& blobs, const cv::Mat& normalised,
                                                  const cv::Mat& reference, const OccupancyOptions& detectorOptions) const;

    /// The space under each blob: spaceAt its point, except that a river hexside whose middle is hidden
    /// (hiddenAt) holds the blob nearest to it, if that is within 7.5 mm of its middle or its piece seen
    /// with the river stands within 5.5 mm of it: a ship over the river shows only its part over the land
    /// beside it, and is measured in that hex (see table_map.cpp). A blob whose piece, seen so, stands 6.5 mm
    /// or more from a hidden middle is not claimed by it, nor held when caught: it stays in its hex. A blob
    /// spaceAt puts on a river hexside whose middle is not hidden may be claimed so by the next one.
    [[nodiscard]] std::vector<std::string> spacesOf(const std::vector<OccupancyBlob>& blobs, const cv::Mat& normalised,
                                                    const cv::Mat& reference) const;

    /// True when most of a small disc round map point `mm` differs from `reference` in the lighting-
    /// normalised grid image `normalised`: something stands on it.
    [[nodiscard]] bool hiddenAt(cv::Point2d mm, const cv::Mat& normalised, const cv::Mat& reference) const;
    /// The share of that disc (0..1) that differs: hiddenAt is this against a bar.
    [[nodiscard]] double hiddenShareAt(cv::Point2d mm, const cv::Mat& normalised, const cv::Mat& reference) const;

private:
    /// How far from a river hexside's middle the piece blob `b` of `blobs` shows stands, seen with the
    /// river (what is not the map in the blob's bounds and round the middle, nearer its face than any
    /// other blob's): see table_map.cpp.
    [[nodiscard]] double pieceOffMiddleMm(const std::vector<OccupancyBlob>& blobs, std::size_t b, cv::Point2d middle,
                                          const cv::Mat& normalised, const cv::Mat& reference) const;
    /// The river hexsides' print, as a band on grid_ (see kRiverBandHalfMm).
    [[nodiscard]] cv::Mat riverBands() const;

    data::GameMap map_;
    MarkerLayout layout_;
    RectifiedGrid grid_;
    cv::Mat reference_;
    std::vector<data::Side> gameSides_;
    SideClassifier sides_;
    std::vector<std::size_t> hexsides_; ///< Space indices of hexside spaces with a centre.
    cv::Mat camouflage_; ///< On grid_: the print under ships on hexsides (OccupancyDetector's camouflage).
};

} // namespace adj::vision
