#include "vision/occupancy/piece_measure.hpp"

#include "vision/occupancy/top_face.hpp"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <vector>

namespace adj::vision {

namespace {

constexpr double kDeg = std::numbers::pi / 180.0;

struct ShapeFit {
    int shape = 0;
    double angleDeg = 0.0; ///< Turn of the shape's own x axis, 0..180.
    RectangleFit fit;
};

// Candidate centres for the top face: it lies whole inside the blob, so its centre is at
// least about half its smaller side from the blob's edges. A few pixels of slack cover
// ragged masks.
cv::Rect centreSearch(const cv::Mat& mask, double minSidePx)
{
    const cv::Rect box = cv::boundingRect(mask);
    const int inset = std::max(0, static_cast<int>(minSidePx / 2) - 4);
    cv::Rect search(box.x + inset, box.y + inset, box.width - 2 * inset, box.height - 2 * inset);
    if (search.width < 7 || search.height < 7) {
        const cv::Moments m = cv::moments(mask, true);
        const cv::Point c(static_cast<int>(m.m10 / std::max(1.0, m.m00)), static_cast<int>(m.m01 / std::max(1.0, m.m00)));
        search = cv::Rect(c.x - 3, c.y - 3, 7, 7);
    }
    return search;
}

ShapeFit bestShape(const Gradients& g, const cv::Mat& mask, double orientationDeg, const RectifiedGrid& grid,
                   const OccupancyOptions& options)
{
    ShapeFit best;
    best.fit.score = -1.0;
    for (std::size_t s = 0; s < options.shapes.size(); ++s) {
        const cv::Size2d sizePx = options.shapes[s].sizeMm * grid.pxPerMm;
        const cv::Rect search = centreSearch(mask, std::min(sizePx.width, sizePx.height));
        // A square looks the same turned by 90 degrees; a rectangle does not, so try both.
        const bool square = std::abs(sizePx.width - sizePx.height) < 0.5;
        for (const double turn : square ? std::vector<double>{0.0} : std::vector<double>{0.0, 90.0}) {
            const double angle = std::fmod(orientationDeg + turn, 180.0);
            const RectangleFit fit = fitRectangle(g, sizePx, angle, search);
            if (fit.score > best.fit.score) {
                best = {static_cast<int>(s), angle, fit};
            }
        }
    }
    return best;
}

// Share of the fitted top face that lies on blob pixels: a face fitted onto stray edges
// outside the blob is a poor measurement.
double faceCoverage(const cv::Mat& mask, cv::Point2d centrePx, cv::Size2d sizePx, double angleDeg)
{
    const double a = angleDeg * kDeg;
    const cv::Point2d ux(std::cos(a), std::sin(a));
    const cv::Point2d uy(-std::sin(a), std::cos(a));
    int inside = 0;
    int total = 0;
    for (int i = -4; i <= 4; ++i) {
        for (int j = -4; j <= 4; ++j) {
            const cv::Point2d p = centrePx + ux * (i / 10.0 * sizePx.width) + uy * (j / 10.0 * sizePx.height);
            const cv::Point q(static_cast<int>(std::lround(p.x)), static_cast<int>(std::lround(p.y)));
            ++total;
            if (q.x >= 0 && q.y >= 0 && q.x < mask.cols && q.y < mask.rows && mask.at<unsigned char>(q) != 0) {
                ++inside;
            }
        }
    }
    return static_cast<double>(inside) / total;
}

// Rises from 0 at `lo` to 1 at `a`, stays 1 to `b`, falls to 0 at `hi`.
double plateau(double x, double lo, double a, double b, double hi)
{
    if (x <= lo || x >= hi) {
        return 0.0;
    }
    if (x < a) {
        return (x - lo) / (a - lo);
    }
    if (x > b) {
        return (hi - x) / (hi - b);
    }
    return 1.0;
}

} // namespace

OccupancyBlob measurePiece(const cv::Mat& grey, const cv::Mat& mask, const cv::Rect& roi, const RectifiedGrid& grid,
                           const ViewGeometry& view, const OccupancyOptions& options)
{
    OccupancyBlob blob;
    const double pxPerMm = grid.pxPerMm;
    const Gradients g = gradientsOf(grey(roi));
    // The outline's edges straddle the mask boundary: look a little beyond it.
    cv::Mat near;
    cv::dilate(mask, near, cv::getStructuringElement(cv::MORPH_ELLIPSE, cv::Size(5, 5)));
    double orientation = dominantOrientationDeg(g, near);
    if (orientation < 0) {
        orientation = 0.0;
    }
    const ShapeFit fit = bestShape(g, mask, orientation, grid, options);
    const TopShape& shape = options.shapes[static_cast<std::size_t>(fit.shape)];
    const cv::Point2d topPx = fit.fit.centrePx + cv::Point2d(roi.x, roi.y);

    blob.shape = fit.shape;
    blob.shapeAngleDeg = fit.angleDeg;
    blob.orientationDeg = std::fmod(fit.angleDeg, 90.0);
    blob.topSeenMm = grid.toMap(topPx);
    blob.edgeScore = fit.fit.score;
    blob.boundsPx = cv::boundingRect(mask) + roi.tl();
    const int pixels = cv::countNonZero(mask);
    blob.areaMm2 = pixels / (pxPerMm * pxPerMm);

    // Directions on the map: along = away from the point below the camera (the way tops
    // are thrown by parallax), across = perpendicular to it.
    cv::Point2d along(0, 1);
    double fromFoot = 0.0;
    if (view.known) {
        const cv::Point2d d = blob.topSeenMm - view.footMm;
        fromFoot = cv::norm(d);
        if (fromFoot > 1e-6) {
            along = d / fromFoot;
        }
    }
    const cv::Point2d across(-along.y, along.x);
    std::vector<double> alongMm;
    std::vector<double> acrossMm;
    alongMm.reserve(static_cast<std::size_t>(pixels));
    acrossMm.reserve(static_cast<std::size_t>(pixels));
    for (int y = 0; y < mask.rows; ++y) {
        const auto* m = mask.ptr<unsigned char>(y);
        for (int x = 0; x < mask.cols; ++x) {
            if (m[x] != 0) {
                const cv::Point2d p = grid.toMap({static_cast<double>(x + roi.x), static_cast<double>(y + roi.y)});
                alongMm.push_back(p.dot(along));
                acrossMm.push_back(p.dot(across));
            }
        }
    }
    // Extremes by percentile: a stray pixel must not move an edge.
    const auto percentile = [](std::vector<double>& v, double q) {
        const auto k = static_cast<std::size_t>(q * static_cast<double>(v.size() - 1));
        std::nth_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(k), v.end());
        return v[k];
    };
    const double halfPixel = 0.5 / pxPerMm;
    const double nearEdge = percentile(alongMm, 0.01) - halfPixel;
    const double farEdge = percentile(alongMm, 0.99) + halfPixel;
    const double sideA = percentile(acrossMm, 0.01) - halfPixel;
    const double sideB = percentile(acrossMm, 0.99) + halfPixel;
    blob.extentMm = {farEdge - nearEdge, sideB - sideA};

    // Stack height from parallax: the blob's near edge is where the bottom piece stands
    // (walls facing the camera join it to the top); the top face is thrown away from the
    // camera by d = r * h / H, r its distance from the point below the camera, H the
    // camera's height.
    const double phi = fit.angleDeg * kDeg - std::atan2(along.y, along.x);
    const double halfAlong = 0.5 * (shape.sizeMm.width * std::abs(std::cos(phi)) +
                                    shape.sizeMm.height * std::abs(std::sin(phi)));
    // The blob reaches a little beyond the face on every side (blur, the comparison's
    // smoothing); the far side shows by how much, as nothing but the face is there.
    const double margin = std::max(0.0, farEdge - (blob.topSeenMm.dot(along) + halfAlong));
    const double thrown = blob.topSeenMm.dot(along) - (nearEdge + margin + halfAlong);
    const double perPiece = view.known ? fromFoot * shape.heightMm / view.heightMm : 0.0;
    // Below a pixel of parallax per piece the stack cannot be told from a single piece.
    if (shape.stackable && perPiece * pxPerMm >= 1.0) {
        blob.stackEstimate = std::clamp(static_cast<int>(std::lround(thrown / perPiece)), 1, options.maxStack);
    } else {
        blob.stackEstimate = 1;
    }
    blob.heightMm = shape.heightMm * blob.stackEstimate;
    blob.centreMm = view.standingPoint(blob.topSeenMm, blob.heightMm);

    // Confidence: a clear outline, a blob as wide as a face both ways and of about a
    // piece's area, and a face that lies on it. Width counts apart from area: a counter on
    // a colour like its own shows only in parts (low area, full width), while the fringe of
    // a shadow is long and thin (low area, half width).
    const double footprint = options.shapes.front().sizeMm.area();
    const double narrowest = std::min(shape.sizeMm.width, shape.sizeMm.height);
    const double widthTerm = plateau(std::min(blob.extentMm.width, blob.extentMm.height) / narrowest, 0.5, 0.85, 1e6, 2e6);
    const double areaTerm = plateau(blob.areaMm2 / footprint, 0.3, 0.6, 2.5, options.maxPieceAreaMultiple);
    const double edgeTerm = fit.fit.score / (fit.fit.score + 40.0);
    const double cover = faceCoverage(mask, fit.fit.centrePx, shape.sizeMm * pxPerMm, fit.angleDeg);
    blob.confidence = std::clamp(widthTerm * areaTerm * edgeTerm * cover, 0.0, 1.0);
    return blob;
}

std::vector<cv::Mat> splitRegion(const cv::Mat& mask, int k)
{
    std::vector<cv::Point> points;
    cv::findNonZero(mask, points);
    cv::Mat samples(static_cast<int>(points.size()), 2, CV_32F);
    for (std::size_t i = 0; i < points.size(); ++i) {
        samples.at<float>(static_cast<int>(i), 0) = static_cast<float>(points[i].x);
        samples.at<float>(static_cast<int>(i), 1) = static_cast<float>(points[i].y);
    }
    cv::Mat labels;
    cv::Mat centres;
    // k-means draws from this thread's cv::theRNG(); seeding it makes the same frame always
    // give the same split.
    cv::setRNGSeed(1);
    cv::kmeans(samples, k, labels, cv::TermCriteria(cv::TermCriteria::EPS + cv::TermCriteria::COUNT, 20, 0.1), 3,
               cv::KMEANS_PP_CENTERS, centres);
    std::vector<cv::Mat> parts(static_cast<std::size_t>(k));
    for (auto& part : parts) {
        part = cv::Mat::zeros(mask.size(), CV_8U);
    }
    for (std::size_t i = 0; i < points.size(); ++i) {
        parts[static_cast<std::size_t>(labels.at<int>(static_cast<int>(i)))].at<unsigned char>(points[i]) = 255;
    }
    return parts;
}

std::vector<OccupancyBlob> measureRegion(const cv::Mat& grey, const cv::Mat& mask, const cv::Rect& roi,
                                         const RectifiedGrid& grid, const ViewGeometry& view,
                                         const OccupancyOptions& options)
{
    const double footprint = options.shapes.front().sizeMm.area();
    const double areaMm2 = cv::countNonZero(mask) / (grid.pxPerMm * grid.pxPerMm);
    if (areaMm2 <= options.splitAreaMultiple * footprint) return {measurePiece(grey, mask, roi, grid, view, options)};
    const int k = std::max(2, static_cast<int>(std::lround(areaMm2 / (1.3 * footprint))));
    std::vector<OccupancyBlob> parts;
    for (const cv::Mat& part : splitRegion(mask, k)) parts.push_back(measurePiece(grey, part, roi, grid, view, options));
    return parts;
}

} // namespace adj::vision
