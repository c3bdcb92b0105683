#pragma once
// Registration by the map's own print, for a table whose markers are all hidden (or were never
// printed) and whose players would rather not touch six hexes: corners of the print (hex numbers,
// town dots, river bends) found in the camera frame are matched with the same corners of the
// reference picture of the map, and the homography that most of the matches agree on is the
// map's place in the frame. The hex grid repeats itself, so many single matches are wrong; the
// consensus (RANSAC) and the checks after it are what make the answer trustworthy.

#include "vision/registration/rectified_grid.hpp"
#include "vision/registration/registration.hpp"

#include <opencv2/core.hpp>

#include <vector>

namespace adj::vision {

struct FeatureRegistrationOptions {
    int referenceFeatures = 6000; ///< Corners looked for in the reference picture.
    int frameFeatures = 6000;     ///< ...and in the frame.
    /// A match is kept when its best partner is clearly better than its second best: the hex grid
    /// makes many corners look alike, and such matches are noise.
    double ratio = 0.8;
    /// How far (map mm) a match may lie from the fitted homography and still count for it: the
    /// lens (which a homography does not model) bends a webcam's edges by a few millimetres.
    double inlierMm = 3.0;
    /// Fewer agreeing matches than this is no answer: a few can agree by chance on a repeating grid.
    int minInliers = 40;
    /// The agreeing matches must spread over at least this share of the map, or the fit would be
    /// extrapolated to the far side from one corner.
    double minSpread = 0.2;
};

/// The reference's corners, found once: matching a frame then costs only the frame's share.
class FeatureReference {
public:
    /// `referenceBgr`: the map on `grid` (the printed map, or the camera's captured empty board).
    FeatureReference(const cv::Mat& referenceBgr, const RectifiedGrid& grid, cv::Size2d mapSizeMm,
                     FeatureRegistrationOptions options = {});

    /// The frame registered on the map's print; !ok with a reason a player can act on (too little
    /// of the map in view, too dark or blurred, or no consistent match). markersExpected/Seen/Used
    /// stay 0: no markers were used. The lens is not modelled.
    [[nodiscard]] Registration registerFrame(const cv::Mat& frameBgr) const;

    [[nodiscard]] std::size_t featureCount() const { return pointsMm_.size(); }

private:
    FeatureRegistrationOptions options_;
    cv::Size2d mapSizeMm_;
    std::vector<cv::Point2d> pointsMm_; ///< Each reference corner's place on the map.
    cv::Mat descriptors_;
};

} // namespace adj::vision
