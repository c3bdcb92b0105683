#include "vision/synth/counter_face.hpp"

#include "vision/identity/counter_fiducials.hpp"
#include "vision/registration/aruco_dictionary.hpp"

#include <opencv2/aruco.hpp>
#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace adj::vision::synth {

namespace {

int px(double mm, double pxPerMm)
{
    return static_cast<int>(std::lround(mm * pxPerMm));
}

// Text centred on `centre`, scaled to `heightPx` tall and at most `maxWidthPx` wide.
void centredText(cv::Mat& image, const std::string& text, cv::Point2d centre, double heightPx, double maxWidthPx,
                 const cv::Scalar& colour)
{
    if (text.empty()) {
        return;
    }
    const int font = cv::FONT_HERSHEY_SIMPLEX;
    int baseline = 0;
    const cv::Size unit = cv::getTextSize(text, font, 1.0, 1, &baseline);
    double scale = heightPx / unit.height;
    scale = std::min(scale, maxWidthPx / unit.width);
    const int thickness = std::max(1, static_cast<int>(std::lround(scale * 2.2)));
    const cv::Size size = cv::getTextSize(text, font, scale, thickness, &baseline);
    const cv::Point origin(static_cast<int>(std::lround(centre.x - size.width / 2.0)),
                           static_cast<int>(std::lround(centre.y + size.height / 2.0)));
    cv::putText(image, text, origin, font, scale, colour, thickness, cv::LINE_AA);
}

// NATO-style symbol in a box `box` (pixels).
void drawSymbol(cv::Mat& image, UnitSymbol symbol, const cv::Rect& box, const cv::Scalar& ink, int line)
{
    if (symbol == UnitSymbol::None) {
        return;
    }
    const cv::Point tl = box.tl();
    const cv::Point br = box.br() - cv::Point(1, 1);
    const cv::Point tr(br.x, tl.y);
    const cv::Point bl(tl.x, br.y);
    const cv::Point centre = (tl + br) / 2;
    switch (symbol) {
    case UnitSymbol::Infantry:
        cv::rectangle(image, box, ink, line, cv::LINE_AA);
        cv::line(image, tl, br, ink, line, cv::LINE_AA);
        cv::line(image, tr, bl, ink, line, cv::LINE_AA);
        break;
    case UnitSymbol::Cavalry:
        cv::rectangle(image, box, ink, line, cv::LINE_AA);
        cv::line(image, bl, tr, ink, line, cv::LINE_AA);
        break;
    case UnitSymbol::Artillery:
        cv::rectangle(image, box, ink, line, cv::LINE_AA);
        cv::circle(image, centre, std::max(2, box.height / 4), ink, cv::FILLED, cv::LINE_AA);
        break;
    case UnitSymbol::Leader: {
        // A five-pointed star: leaders carry no unit box.
        std::vector<cv::Point> star;
        const double outer = box.height * 0.6;
        for (int k = 0; k < 10; ++k) {
            const double r = (k % 2 == 0) ? outer : outer * 0.42;
            const double a = -CV_PI / 2 + k * CV_PI / 5;
            star.emplace_back(centre.x + static_cast<int>(std::lround(r * std::cos(a))),
                              centre.y + static_cast<int>(std::lround(r * std::sin(a))));
        }
        cv::fillPoly(image, std::vector<std::vector<cv::Point>>{star}, ink, cv::LINE_AA);
        break;
    }
    case UnitSymbol::Supply:
        cv::rectangle(image, box, ink, line, cv::LINE_AA);
        cv::line(image, cv::Point(tl.x, centre.y + box.height / 4), cv::Point(br.x, centre.y + box.height / 4), ink,
                 line, cv::LINE_AA);
        break;
    case UnitSymbol::Headquarters:
        // A box on a flag staff, as HQs are marked.
        cv::rectangle(image, box, ink, line, cv::LINE_AA);
        cv::line(image, bl, cv::Point(bl.x, br.y + box.height / 2), ink, line, cv::LINE_AA);
        break;
    case UnitSymbol::Ship: {
        // A hull seen from the side with a funnel.
        const std::vector<cv::Point> hull{cv::Point(tl.x, centre.y), cv::Point(br.x, centre.y),
                                          cv::Point(br.x - box.width / 6, br.y), cv::Point(tl.x + box.width / 6, br.y)};
        cv::fillPoly(image, std::vector<std::vector<cv::Point>>{hull}, ink, cv::LINE_AA);
        cv::rectangle(image, cv::Rect(centre.x - box.width / 10, tl.y, box.width / 5, centre.y - tl.y), ink, cv::FILLED,
                      cv::LINE_AA);
        break;
    }
    case UnitSymbol::Fort: {
        // A square with a bastion at each corner.
        cv::rectangle(image, box, ink, line, cv::LINE_AA);
        const int b = std::max(2, box.height / 4);
        for (const cv::Point corner : {tl, tr, br, bl}) {
            cv::rectangle(image, cv::Rect(corner - cv::Point(b / 2, b / 2), cv::Size(b, b)), ink, cv::FILLED);
        }
        break;
    }
    case UnitSymbol::None:
        break;
    }
}

cv::Scalar lighter(const cv::Scalar& c, double towardsWhite)
{
    return c + (cv::Scalar::all(255) - c) * towardsWhite;
}

} // namespace

cv::Mat renderCounterFace(const CounterFaceSpec& spec, double sideMm, double pxPerMm)
{
    const int side = px(sideMm, pxPerMm);
    cv::Mat face(side, side, CV_8UC3, spec.background);
    if (spec.fiducialId >= 0) {
        if (spec.fiducialId < kFirstCounterFiducialId || spec.fiducialId > kLastCounterFiducialId) {
            throw std::invalid_argument("renderCounterFace: fiducial id " + std::to_string(spec.fiducialId) +
                                        " is outside the counter range");
        }
        const auto dictionary = arucoDictionary(kCounterFiducialDictionary);
        const int cells = dictionary->markerSize + 2;
        const int markerPx = px(sideMm * kFiducialSideFraction, pxPerMm);
        const int quietPx = static_cast<int>(std::lround(markerPx * kFiducialQuietCells / cells));
        const int white = markerPx + 2 * quietPx;
        const int offset = (side - white) / 2;
        face(cv::Rect(offset, offset, white, white)).setTo(cv::Scalar::all(245));
        cv::Mat marker;
        cv::aruco::drawMarker(dictionary, spec.fiducialId, markerPx, marker, 1);
        cv::cvtColor(marker, marker, cv::COLOR_GRAY2BGR);
        marker.copyTo(face(cv::Rect(offset + quietPx, offset + quietPx, markerPx, markerPx)));
        return face;
    }
    const double s = side;
    const int line = std::max(1, static_cast<int>(std::lround(0.035 * s)));
    const cv::Rect box(static_cast<int>(std::lround(0.25 * s)), static_cast<int>(std::lround(0.27 * s)),
                       static_cast<int>(std::lround(0.5 * s)), static_cast<int>(std::lround(0.32 * s)));
    if (spec.symbol != UnitSymbol::Leader && spec.symbol != UnitSymbol::None) {
        cv::rectangle(face, box, lighter(spec.background, 0.55), cv::FILLED);
    }
    drawSymbol(face, spec.symbol, box, spec.ink, line);
    // The designation fills the band above the symbol as far as its length allows: a short one (a
    // unit's number) prints 2.7 mm tall on a 9/16" counter, which a camera can still read.
    centredText(face, spec.designation, {s / 2, 0.14 * s}, 0.19 * s, 0.8 * s, spec.ink);
    centredText(face, spec.strength, {s / 2, 0.79 * s}, 0.22 * s, 0.8 * s, spec.ink);
    return face;
}

cv::Mat renderBlockLabel(const BlockSpec& spec, double pxPerMm)
{
    const int side = px(kBlockFaceMm, pxPerMm);
    cv::Mat face(side, side, CV_8UC3, spec.colour);
    // The sticker: a pale label inset from the block's edges, symbol in the middle and
    // strength pips along its top edge, as block games print them.
    const int inset = px(1.5, pxPerMm);
    const cv::Rect label(inset, inset, side - 2 * inset, side - 2 * inset);
    face(label).setTo(lighter(spec.colour, 0.75));
    const double s = label.width;
    const int line = std::max(1, static_cast<int>(std::lround(0.04 * s)));
    const cv::Rect box(label.x + static_cast<int>(0.22 * s), label.y + static_cast<int>(0.36 * s),
                       static_cast<int>(0.56 * s), static_cast<int>(0.36 * s));
    drawSymbol(face, spec.symbol, box, cv::Scalar(25, 25, 25), line);
    for (int pip = 0; pip < spec.strengthPips; ++pip) {
        const double x = label.x + s * (0.5 + (pip - (spec.strengthPips - 1) / 2.0) * 0.14);
        cv::circle(face, cv::Point(static_cast<int>(x), label.y + static_cast<int>(0.17 * s)),
                   std::max(1, static_cast<int>(0.045 * s)), cv::Scalar(25, 25, 25), cv::FILLED, cv::LINE_AA);
    }
    return face;
}

cv::Mat renderBlockTop(const BlockSpec& spec, double pxPerMm)
{
    cv::Mat top(px(kBlockThicknessMm, pxPerMm), px(kBlockFaceMm, pxPerMm), CV_8UC3, spec.colour);
    // Faint grain along the block: painted wood is not a flat colour.
    for (int y = 1; y < top.rows; y += 3) {
        cv::line(top, cv::Point(0, y), cv::Point(top.cols - 1, y), spec.colour * 0.93, 1, cv::LINE_AA);
    }
    return top;
}

} // namespace adj::vision::synth
