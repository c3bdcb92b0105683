#pragma once
// Reads the ArUco marker printed on a counter's top face (fiducial identity mode, see
// counter_fiducials.hpp) straight from the camera frame: a patch of the map plane around where
// the top face shows is squared up, the marker's black square in its white ring is found there,
// and the grey of its code cells is matched against the kit's codes (small_marker_read.hpp: at the
// 1.2 px per mm of a 1080p camera over a whole map a cell is under 2 px, too small for
// cv::aruco::detectMarkers). What is read becomes candidates for the top piece with a confidence
// that means something: a code that matches one piece clearly better than any other, centred
// where the top face shows, is sure; so is a whole marker read cleanly off that point (a piece
// below never shows its whole marker: the stack's point is what is off). A dimmer marker off that
// point, a code matched less than well off it (an unmarked counter's own print can look like one),
// or a code that two pieces match nearly as well, is not, and then both are given; no marker at all
// is no candidate (unsure, never wrong).

#include "engine/tracker/observation.hpp"
#include "vision/camera/camera_from_homography.hpp"
#include "vision/camera/frame_geometry.hpp"
#include "vision/identity/counter_fiducials.hpp"
#include "vision/identity/fiducial_kit.hpp"
#include "vision/identity/small_marker_read.hpp"
#include "vision/identity/top_piece_reader.hpp"
#include "vision/synth/counter_face.hpp"

#include <opencv2/aruco.hpp>
#include <opencv2/core.hpp>

#include <optional>
#include <vector>

namespace adj::vision {

struct FiducialReadOptions {
    /// Patch resolution: upsampling the camera's 1.2 px per mm to 5 lets the marker's pose be
    /// searched in steps of a fifth of a millimetre.
    double pxPerMm = 5.0;
    /// Printed marker side (border included): kFiducialSideFraction of a 14.3 mm counter.
    double markerSideMm = synth::kCounterSideMm * kFiducialSideFraction;
    double pieceThicknessMm = 1.8; ///< Puts the top face of a stack of n pieces at n times this.
    /// A marker centred within this of where the top face shows is where it should be. The stack's
    /// measured point (OccupancyBlob::centreMm) is itself 2.6 mm off the top face's centre on average
    /// on the synthetic table at 1080p.
    double centredWithinMm = 3.0;
    /// The marker is searched for this far from where the top face shows: farther it would be
    /// another stack's.
    double maxOffsetMm = 6.0;
    /// The white ring must be at least this many grey levels lighter than the marker's border (on
    /// the patch stretched to 0..255), or there is no marker (a plain face, a hand).
    double minContrast = 30.0;
};

/// The marker found on one top face and how well the kit's codes match it.
struct FiducialSighting {
    int id = -1;                ///< The kit's best-matching marker.
    cv::Point2d centreMm;       ///< On the map plane (where it shows, parallax not removed).
    double contrast = 0;        ///< Ring grey minus border grey.
    double distance = 0;        ///< Mean squared difference per cell between the cells seen and id's code.
    int runnerUpId = -1;        ///< The next-best marker of the kit (-1: a kit of one).
    double runnerUpDistance = 0;
};

class FiducialReader final : public TopPieceReader {
public:
    /// Throws std::invalid_argument for options that cannot work (non-positive sizes, maxOffsetMm
    /// below centredWithinMm).
    explicit FiducialReader(FiducialKit kit, FiducialReadOptions options = {});

    [[nodiscard]] const FiducialKit& kit() const { return kit_; }
    [[nodiscard]] const FiducialReadOptions& options() const { return options_; }

    /// The counter marker nearest in look to the kit's within maxOffsetMm of `seenMm` on the map
    /// plane; nullopt when there is none (or the kit is empty). `frameBgr` is the camera frame at its
    /// own resolution; `geometry` must be ok().
    [[nodiscard]] std::optional<FiducialSighting> sighting(const cv::Mat& frameBgr, const FrameGeometry& geometry,
                                                           cv::Point2d seenMm) const;

    /// Candidates for the top piece of a stack standing at `standingMm` whose top face is
    /// `topHeightMm` above the map, best first (empty: nothing legible). `view` removes parallax
    /// (an unknown view takes the top to show where the stack stands). An unsure read is tried again
    /// where the top of a stack one or two counters taller would show, and a clean read there wins:
    /// a stack's height is often measured short under hard light.
    [[nodiscard]] std::vector<tracker::IdentityCandidate> readTop(const cv::Mat& frameBgr,
                                                                  const FrameGeometry& geometry,
                                                                  const ViewGeometry& view, cv::Point2d standingMm,
                                                                  double topHeightMm) const override;
    [[nodiscard]] std::optional<std::string> sideOf(const std::string& piece) const override
    {
        return kit_.sideOf(piece);
    }
    /// The sighting near `seenMm` when its code is read cleanly where the marker lies (clear ring,
    /// close match, no close runner-up: kCleanConfidence).
    [[nodiscard]] std::optional<PlacedRead> cleanReadNear(const cv::Mat& frameBgr, const FrameGeometry& geometry,
                                                         cv::Point2d seenMm) const override;
    [[nodiscard]] double pieceThicknessMm() const override { return options_.pieceThicknessMm; }
    [[nodiscard]] bool knowsPieces() const override { return !kit_.empty(); }

    /// The candidates `seen` makes for a top face showing at `topSeenMm` (see the header comment).
    [[nodiscard]] std::vector<tracker::IdentityCandidate> candidates(const FiducialSighting& seen,
                                                                     cv::Point2d topSeenMm) const;

private:
    FiducialKit kit_;
    FiducialReadOptions options_;
    cv::Ptr<cv::aruco::Dictionary> dictionary_;
    KitCodeBook codes_;
};

} // namespace adj::vision
