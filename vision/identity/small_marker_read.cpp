#include "vision/identity/small_marker_read.hpp"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <stdexcept>

namespace adj::vision {

namespace {

// The marker's outline is searched in turns of this many degrees: at the corner of a 9 mm marker
// half a step is 0.1 mm, well under a cell.
constexpr double kAngleStepDeg = 3.0;
// Each code cell's grey is the mean of its middle, this share of its width: a pose a little off
// does not mix in the neighbours.
constexpr double kCellCore = 0.5;
constexpr int kCodeCells = 4;

// Sum of `integral` (cv::integral of a patch) over the square of half side `half` about (x, y).
double squareSum(const cv::Mat1d& integral, int x, int y, int half)
{
    const int x0 = x - half;
    const int y0 = y - half;
    const int x1 = x + half;
    const int y1 = y + half;
    return integral(y1, x1) - integral(y0, x1) - integral(y1, x0) + integral(y0, x0);
}

double boxMean(const cv::Mat1d& integral, cv::Point2d centre, double half)
{
    const int x0 = static_cast<int>(std::lround(centre.x - half));
    const int y0 = static_cast<int>(std::lround(centre.y - half));
    const int x1 = std::max(x0 + 1, static_cast<int>(std::lround(centre.x + half)));
    const int y1 = std::max(y0 + 1, static_cast<int>(std::lround(centre.y + half)));
    if (x0 < 0 || y0 < 0 || x1 >= integral.cols || y1 >= integral.rows) return 0;
    return (integral(y1, x1) - integral(y0, x1) - integral(y1, x0) + integral(y0, x0)) / ((x1 - x0) * (y1 - y0));
}

// Correlation, not grey difference: blur draws every cell towards the middle grey, small cells
// most, but leaves the pattern.
cv::Mat1f standardised(const cv::Mat1f& m)
{
    cv::Scalar mean;
    cv::Scalar deviation;
    cv::meanStdDev(m, mean, deviation);
    cv::Mat1f z = (m - mean[0]) / std::max(1e-6, deviation[0]);
    return z;
}

// Blurs the code book holds each code under, as the Gaussian's sigma in cells: none (4K) to what a
// 1080p camera over a whole map shows (about 1.8 px a cell, blurred by a pixel or so).
constexpr std::array<double, 4> kBlursInCells{0.0, 0.3, 0.45, 0.6};
// Pixels a cell is drawn at to blur it.
constexpr int kDrawnCellPx = 12;

// The code cells of `bits` (the code, 1 = light) as read from its marker blurred by `sigmaCells`: the
// marker drawn with its black border in a light ring of a cell, blurred, and each code cell's core
// averaged as findSmallMarkers reads it.
cv::Mat1f blurredCells(const cv::Mat& bits, double sigmaCells)
{
    const int n = bits.rows;
    const int side = (n + 4) * kDrawnCellPx; // ring, border, code, border, ring
    cv::Mat1f drawn(side, side, 1.0F);
    drawn(cv::Rect(kDrawnCellPx, kDrawnCellPx, (n + 2) * kDrawnCellPx, (n + 2) * kDrawnCellPx)).setTo(0.0F);
    for (int i = 0; i < n; ++i) {
        for (int j = 0; j < n; ++j) {
            if (bits.at<unsigned char>(i, j) == 0) continue;
            drawn(cv::Rect((j + 2) * kDrawnCellPx, (i + 2) * kDrawnCellPx, kDrawnCellPx, kDrawnCellPx)).setTo(1.0F);
        }
    }
    if (sigmaCells > 0) cv::GaussianBlur(drawn, drawn, cv::Size(0, 0), sigmaCells * kDrawnCellPx);
    const int core = static_cast<int>(std::lround(kCellCore * kDrawnCellPx));
    const int inset = (kDrawnCellPx - core) / 2;
    cv::Mat1f cells(n, n);
    for (int i = 0; i < n; ++i) {
        for (int j = 0; j < n; ++j) {
            const cv::Rect at((j + 2) * kDrawnCellPx + inset, (i + 2) * kDrawnCellPx + inset, core, core);
            cells(i, j) = static_cast<float>(cv::mean(drawn(at))[0]);
        }
    }
    return cells;
}

} // namespace

std::vector<SmallMarkerSeen> findSmallMarkers(const cv::Mat& gray, const SmallMarkerGeometry& g,
                                              cv::Point2d searchCentrePx, double searchRadiusPx, double minContrast)
{
    std::vector<SmallMarkerSeen> out;
    const int marker = static_cast<int>(std::lround(g.markerSideMm * g.pxPerMm / 2.0));
    const int code = static_cast<int>(std::lround(g.markerSideMm * g.pxPerMm * kCodeCells / (kCodeCells + 2) / 2.0));
    const int ring = static_cast<int>(std::lround((g.markerSideMm / 2.0 + g.quietMm) * g.pxPerMm));
    if (code < 1 || marker <= code || ring <= marker) return out;
    const double borderArea = 4.0 * (marker * marker - code * code);
    const double ringArea = 4.0 * (ring * ring - marker * marker);
    const cv::Point2f centre(static_cast<float>((gray.cols - 1) / 2.0), static_cast<float>((gray.rows - 1) / 2.0));
    cv::Mat turned;
    cv::Mat1d integral;
    for (double angle = 0; angle < 90.0; angle += kAngleStepDeg) {
        SmallMarkerSeen best;
        double bestScore = minContrast;
        // Turn the patch so a marker at `angle` is square to the axes; box sums then fit it.
        const cv::Mat turn = cv::getRotationMatrix2D(centre, angle, 1.0);
        cv::warpAffine(gray, turned, turn, gray.size(), cv::INTER_LINEAR, cv::BORDER_REPLICATE);
        cv::integral(turned, integral, CV_64F);
        // Where the search centre lands in the turned patch.
        const cv::Point2d c(turn.at<double>(0, 0) * searchCentrePx.x + turn.at<double>(0, 1) * searchCentrePx.y +
                                turn.at<double>(0, 2),
                            turn.at<double>(1, 0) * searchCentrePx.x + turn.at<double>(1, 1) * searchCentrePx.y +
                                turn.at<double>(1, 2));
        const int r = static_cast<int>(std::ceil(searchRadiusPx));
        for (int y = static_cast<int>(c.y) - r; y <= static_cast<int>(c.y) + r; ++y) {
            for (int x = static_cast<int>(c.x) - r; x <= static_cast<int>(c.x) + r; ++x) {
                if (x - ring < 0 || y - ring < 0 || x + ring >= integral.cols || y + ring >= integral.rows) continue;
                if ((x - c.x) * (x - c.x) + (y - c.y) * (y - c.y) > searchRadiusPx * searchRadiusPx) continue;
                const double m = squareSum(integral, x, y, marker);
                const double border = (m - squareSum(integral, x, y, code)) / borderArea;
                const double light = (squareSum(integral, x, y, ring) - m) / ringArea;
                if (light - border > bestScore) {
                    bestScore = light - border;
                    best.found = true;
                    best.angleDeg = angle;
                    best.black = border;
                    best.white = light;
                    best.centrePx = {static_cast<double>(x), static_cast<double>(y)}; // turned patch, for now
                }
            }
        }
        if (!best.found) continue;
        // The code cells, read in the turned patch.
        const double cell = g.markerSideMm * g.pxPerMm / (kCodeCells + 2);
        best.cells = cv::Mat1f(kCodeCells, kCodeCells);
        for (int i = 0; i < kCodeCells; ++i) {
            for (int j = 0; j < kCodeCells; ++j) {
                const cv::Point2d at = best.centrePx + cv::Point2d((j - 1.5) * cell, (i - 1.5) * cell);
                const double grey = boxMean(integral, at, kCellCore * cell / 2.0);
                best.cells(i, j) = static_cast<float>((grey - best.black) / (best.white - best.black));
            }
        }
        // Back from the turned patch to the patch.
        cv::Mat back;
        cv::invertAffineTransform(turn, back);
        const cv::Point2d t = best.centrePx;
        best.centrePx = {back.at<double>(0, 0) * t.x + back.at<double>(0, 1) * t.y + back.at<double>(0, 2),
                         back.at<double>(1, 0) * t.x + back.at<double>(1, 1) * t.y + back.at<double>(1, 2)};
        out.push_back(std::move(best));
    }
    std::sort(out.begin(), out.end(), [](const SmallMarkerSeen& a, const SmallMarkerSeen& b) {
        return a.white - a.black > b.white - b.black;
    });
    return out;
}

KitCodeBook::KitCodeBook(const FiducialKit& kit, const cv::aruco::Dictionary& dictionary)
    : markerSize_(dictionary.markerSize)
{
    for (const auto& [id, piece] : kit.pieces()) {
        if (id < 0 || id >= dictionary.bytesList.rows) continue;
        cv::Mat code =
            cv::aruco::Dictionary::getBitsFromByteList(dictionary.bytesList.rowRange(id, id + 1), dictionary.markerSize);
        std::vector<float> seen;
        for (int turn = 0; turn < 4; ++turn) {
            for (const double blur : kBlursInCells) {
                const cv::Mat1f cells = standardised(blurredCells(code, blur));
                seen.insert(seen.end(), cells.begin(), cells.end());
            }
            cv::rotate(code, code, cv::ROTATE_90_CLOCKWISE);
        }
        codes_.emplace_back(id, std::move(seen));
    }
}

KitCodeMatch KitCodeBook::match(const cv::Mat1f& cells) const
{
    if (cells.rows != markerSize_ || cells.cols != markerSize_) {
        throw std::invalid_argument("KitCodeBook: " + std::to_string(cells.rows) + "x" + std::to_string(cells.cols) +
                                    " cells for a dictionary of " + std::to_string(markerSize_) + "x" +
                                    std::to_string(markerSize_) + " codes");
    }
    if (codes_.empty()) throw std::invalid_argument("KitCodeBook: the kit has no code of the dictionary");
    KitCodeMatch match;
    match.distance = std::numeric_limits<double>::infinity();
    match.runnerUpDistance = std::numeric_limits<double>::infinity();
    const cv::Mat1f seen = standardised(cells);
    const std::vector<float> read(seen.begin(), seen.end());
    const std::size_t size = read.size();
    const double n = 2.0 * static_cast<double>(size);
    for (const auto& [id, expected] : codes_) {
        double nearest = std::numeric_limits<double>::infinity();
        for (std::size_t at = 0; at + size <= expected.size(); at += size) {
            double squared = 0.0;
            for (std::size_t i = 0; i < size; ++i) {
                const double d = static_cast<double>(read[i]) - expected[at + i];
                squared += d * d;
            }
            nearest = std::min(nearest, squared / n);
        }
        if (nearest < match.distance) {
            match.runnerUpId = match.id;
            match.runnerUpDistance = match.distance;
            match.id = id;
            match.distance = nearest;
        } else if (nearest < match.runnerUpDistance) {
            match.runnerUpId = id;
            match.runnerUpDistance = nearest;
        }
    }
    return match;
}

} // namespace adj::vision
