#pragma once
// What every way of identifying counters offers the table: candidates for the top piece of a
// stack, read from the camera frame where that stack's top face shows. Fiducial mode
// (FiducialReader: a marker printed on each counter) and appearance mode (FaceReader: faces learned
// from the counter sheet) both answer it, so TableVision, `detect` and `eval-vision` treat them
// alike (vision/table/stack_identity.hpp).

#include "engine/tracker/observation.hpp"
#include "vision/camera/camera_from_homography.hpp"
#include "vision/camera/frame_geometry.hpp"

#include <opencv2/core.hpp>

#include <optional>
#include <string>
#include <vector>

namespace adj::vision {

/// A piece read cleanly off one counter, and where its mark shows on the map plane.
struct PlacedRead {
    std::string piece;
    double confidence = 0; ///< As readTop's candidates'.
    cv::Point2d seenMm;    ///< Where the mark's centre shows (parallax not removed).
};

class TopPieceReader {
public:
    virtual ~TopPieceReader() = default;

    /// Candidates for the top piece of a stack standing at `standingMm` whose top face is
    /// `topHeightMm` above the map, best first; empty when nothing legible is there. Confidences
    /// follow identity_confidence.hpp. `frameBgr` is the camera frame at its own resolution;
    /// `geometry` must be ok(); `view` removes parallax (an unknown view takes the top to show where
    /// the stack stands).
    [[nodiscard]] virtual std::vector<tracker::IdentityCandidate>
    readTop(const cv::Mat& frameBgr, const FrameGeometry& geometry, const ViewGeometry& view, cv::Point2d standingMm,
            double topHeightMm) const = 0;

    /// As readTop, for a stack with no other stack's point within `clearMm` of `standingMm` (0 when that
    /// is not known). A stack's top can lie several millimetres from the point measured for the whole
    /// stack (fanned lower counters); where no other stack can be near, a face found that far off can
    /// only be this stack's, and a reader may take it as its top. readTop's answer by default.
    [[nodiscard]] virtual std::vector<tracker::IdentityCandidate>
    readTopClearOfOthers(const cv::Mat& frameBgr, const FrameGeometry& geometry, const ViewGeometry& view,
                         cv::Point2d standingMm, double topHeightMm, double clearMm) const
    {
        (void)clearMm;
        return readTop(frameBgr, geometry, view, standingMm, topHeightMm);
    }

    /// The side `piece` belongs to, when the reader knows it (a sure read then names the stack's side).
    [[nodiscard]] virtual std::optional<std::string> sideOf(const std::string& piece) const = 0;

    /// How thick one counter is: the top face of a stack of n is n times this above the map.
    [[nodiscard]] virtual double pieceThicknessMm() const = 0;

    /// The piece whose mark reads cleanly within the reader's reach of `seenMm` on the map plane (for
    /// a marker: whole, with no other piece's code near it), and where the mark shows; nullopt when
    /// none does. Telling two touching counters apart by their marks needs a read this sure and this
    /// well placed; a reader that cannot give one (learned faces: look-alikes, no sharp centre) finds
    /// none.
    [[nodiscard]] virtual std::optional<PlacedRead> cleanReadNear(const cv::Mat& frameBgr, const FrameGeometry& geometry,
                                                                 cv::Point2d seenMm) const
    {
        (void)frameBgr, (void)geometry, (void)seenMm;
        return std::nullopt;
    }

    /// False when the reader knows no piece at all (an empty kit or library): reading is skipped.
    [[nodiscard]] virtual bool knowsPieces() const = 0;
};

} // namespace adj::vision
