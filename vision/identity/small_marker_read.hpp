#pragma once
// Reading a counter marker too small for cv::aruco::detectMarkers. A 1080p camera that sees a
// whole 600 x 500 mm map and the table round it resolves about 1.2 px per mm: a 1.5 mm marker
// cell is under 2 px, which no threshold-and-contour detector decodes. What is known makes up
// for it: the marker is a black square of known size in a white square of known size, within a
// few mm of a known point, and it is one of the kit's codes. So the reader finds the pose (centre
// and quarter-turn-free angle) where a black square in a white ring fits best, takes the grey of
// each code cell there, and matches those soft values against every code of the kit in its four
// turns. The gap between the best and the next-best piece says how sure the read is.

#include "vision/identity/fiducial_kit.hpp"

#include <opencv2/aruco.hpp>
#include <opencv2/core.hpp>

#include <string>
#include <vector>

namespace adj::vision {

struct SmallMarkerGeometry {
    double pxPerMm = 5.0;     ///< Of the patch.
    double markerSideMm = 0;  ///< Black border included.
    double quietMm = 0;       ///< White ring round the marker.
};

/// Where in a patch the marker sits and what its cells show.
struct SmallMarkerSeen {
    bool found = false;
    cv::Point2d centrePx;     ///< In the patch.
    double angleDeg = 0;      ///< 0..90: a square's outline looks the same every quarter turn.
    double black = 0;         ///< Mean grey of the marker's border.
    double white = 0;         ///< Mean grey of the quiet ring.
    cv::Mat1f cells;          ///< Code cells (no border), 0 = as dark as the border, 1 = as light as the ring.
};

/// The black-square-in-white-ring poses within `searchRadiusPx` of `searchCentrePx` in the grey
/// patch `gray` (CV_8U): the best of each angle tried whose ring is at least `minContrast` grey levels
/// lighter than the border, best first (empty: no marker).
[[nodiscard]] std::vector<SmallMarkerSeen> findSmallMarkers(const cv::Mat& gray, const SmallMarkerGeometry& geometry,
                                              cv::Point2d searchCentrePx, double searchRadiusPx,
                                              double minContrast = 25.0);

/// The kit's codes closest to a read: the best piece's marker id and its distance, 1 - the correlation
/// of the cells' greys with the code (0: the same pattern, whatever the blur did to the contrast; 2:
/// the opposite), and the same for the next-best id (+infinity with a kit of one).
struct KitCodeMatch {
    int id = -1;
    double distance = 0;
    int runnerUpId = -1;
    double runnerUpDistance = 0;
};

/// The kit's codes, each in its four quarter turns and as a camera of a few blurs would show its cells,
/// standardised once: a reader matches every stack's cells against the same kit, so the codes are not
/// rebuilt per read. Blur spreads each cell into its neighbours: an isolated light cell among dark
/// ones reads darker, a dark one among light ones lighter, and the pattern seen is not the printed one.
/// Matching with what each code looks like under blur tells apart codes that blur would otherwise
/// make alike (1080p frames read CS-inf-2's code as CS-inf-8's).
class KitCodeBook {
public:
    /// Ids of the kit outside the dictionary are left out.
    KitCodeBook(const FiducialKit& kit, const cv::aruco::Dictionary& dictionary);

    /// The codes closest to `cells` (any quarter turn). Throws std::invalid_argument when `cells`
    /// is not the dictionary's code size or the book is empty.
    [[nodiscard]] KitCodeMatch match(const cv::Mat1f& cells) const;

private:
    int markerSize_ = 0;
    /// (marker id, the code's cells standardised in each quarter turn and blur, one after another, row by
    /// row): plain floats, as a read is matched against hundreds of them and cv::norm's call costs more
    /// than sixteen cells' arithmetic.
    std::vector<std::pair<int, std::vector<float>>> codes_;
};

} // namespace adj::vision
