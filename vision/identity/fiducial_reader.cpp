#include "vision/identity/fiducial_reader.hpp"

#include "vision/identity/small_marker_read.hpp"
#include "vision/registration/aruco_dictionary.hpp"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <utility>
#include <vector>

namespace adj::vision {

namespace {

// The surest a reading gets: a code can be misprinted, or read wrongly in a way that still matches
// another piece's better.
constexpr double kCleanConfidence = 0.95;
// How much better (1 - correlation, see KitCodeBook) the best code must match than the next
// piece's for the read to be sure. Measured on the synthetic camera at 1080p over the WftU practice
// map (1.2 px per mm): right reads mostly by more than 0.1, wrong ones (a lower counter's ring or
// the map taken for the marker) by less, and those off the top's centre. kSureGap and more is
// clear, kNoGap or less says nothing.
constexpr double kNoGap = 0.03;
constexpr double kSureGap = 0.12;
// Ring minus border grey on the stretched patch (stretchContrast): a marker seen clearly is 70 and
// more; fainter rings are mostly false fits (a lower counter's ring, the map's print).
constexpr double kFaintContrast = 40.0;
constexpr double kClearContrast = 70.0;
// The best code's own distance: right reads mostly match to under 0.15, wrong ones to 0.2 and more. A
// marker partly under the counter beside it can match another code at 0.22 well clear of the rest (a ram's
// read as a cavalry's at 4K): held to kPoorMatch 0.30 rather than 0.35, such a read stays unsure (0.43,
// not 0.54), and on 200 normal and 200 hard tables at each of 4K and 1080p no right read was lost to it.
constexpr double kGoodMatch = 0.15;
constexpr double kPoorMatch = 0.30;
// A match this close is the code cell for cell.
constexpr double kExactMatch = 0.03;
// A best match this poor is no marker of the kit whatever the gap (a marker half covered).
constexpr double kWorstDistance = 0.35;
// Poses tried against the kit's codes: the clearest rings, down to this share of the clearest.
constexpr std::size_t kPosesTried = 6;
constexpr double kPoseContrastShare = 0.7;
// Below this the read is unsure and the runner-up is given too.
constexpr double kSure = 0.5;
// The most a read off the top's centre whose code matches worse than kGoodMatch is given: a candidate, never sure.
constexpr double kMostOffCentrePoorMatch = 0.45;
// An unsure read is tried again where the top of a stack this many counters taller would show.
constexpr int kTallerStacksTried = 2;

// Dim light, falloff and glare scale a marker's greys: the patch is stretched so its darkest few
// per cent (the marker's black, shadows) go to 0 and its lightest to 255, and contrasts are
// compared on that scale.
void stretchContrast(cv::Mat& gray)
{
    std::vector<unsigned char> values(gray.begin<unsigned char>(), gray.end<unsigned char>());
    if (values.empty()) return;
    const auto at = [&](double share) {
        auto it = values.begin() + static_cast<std::ptrdiff_t>(share * static_cast<double>(values.size() - 1));
        std::nth_element(values.begin(), it, values.end());
        return static_cast<double>(*it);
    };
    const double low = at(0.02);
    const double high = at(0.98);
    if (high - low < 1.0) return;
    gray.convertTo(gray, CV_8U, 255.0 / (high - low), -255.0 * low / (high - low));
}

} // namespace

FiducialReader::FiducialReader(FiducialKit kit, FiducialReadOptions options)
    : kit_(std::move(kit)), options_(options), dictionary_(arucoDictionary(kCounterFiducialDictionary)),
      codes_(kit_, *dictionary_)
{
    if (!(options_.pxPerMm > 0) || !(options_.markerSideMm > 0) || !(options_.pieceThicknessMm >= 0) ||
        !(options_.centredWithinMm >= 0) || !(options_.minContrast >= 0)) {
        throw std::invalid_argument("FiducialReader: resolution and marker side must be positive; piece thickness, "
                                    "centring tolerance and contrast not negative");
    }
    if (options_.maxOffsetMm < options_.centredWithinMm) {
        throw std::invalid_argument("FiducialReader: maxOffsetMm (" + std::to_string(options_.maxOffsetMm) +
                                    ") is below centredWithinMm (" + std::to_string(options_.centredWithinMm) + ")");
    }
}

std::optional<FiducialSighting> FiducialReader::sighting(const cv::Mat& frameBgr, const FrameGeometry& geometry,
                                                         cv::Point2d seenMm) const
{
    if (kit_.empty()) return std::nullopt;
    SmallMarkerGeometry g;
    g.pxPerMm = options_.pxPerMm;
    g.markerSideMm = options_.markerSideMm;
    g.quietMm = options_.markerSideMm / (dictionary_->markerSize + 2) * kFiducialQuietCells;
    // Room for the marker's ring, turned 45 degrees, anywhere in the search circle.
    const double sideMm = 2.0 * (options_.maxOffsetMm + std::sqrt(2.0) * (g.markerSideMm / 2.0 + g.quietMm)) + 1.0;
    const cv::Mat patch = rectifyPatch(frameBgr, geometry, seenMm, 0.0, sideMm, options_.pxPerMm);
    cv::Mat gray;
    if (patch.channels() == 3) cv::cvtColor(patch, gray, cv::COLOR_BGR2GRAY);
    else gray = patch.clone();
    stretchContrast(gray);
    const cv::Point2d middle((gray.cols - 1) / 2.0, (gray.rows - 1) / 2.0);
    const auto poses =
        findSmallMarkers(gray, g, middle, options_.maxOffsetMm * options_.pxPerMm, options_.minContrast);
    // The ring alone pins the pose down to a pixel or two and a few degrees at this resolution; of
    // the poses whose ring is nearly as clear as the best, the one whose cells match a kit code
    // best is taken.
    std::optional<FiducialSighting> best;
    for (std::size_t i = 0; i < poses.size() && i < kPosesTried; ++i) {
        const SmallMarkerSeen& seen = poses[i];
        if (seen.white - seen.black < kPoseContrastShare * (poses[0].white - poses[0].black)) break;
        const KitCodeMatch match = codes_.match(seen.cells);
        if (match.id < 0 || (best && match.distance >= best->distance)) continue;
        FiducialSighting s;
        s.id = match.id;
        s.centreMm = seenMm + (seen.centrePx - middle) / options_.pxPerMm;
        s.contrast = seen.white - seen.black;
        s.distance = match.distance;
        s.runnerUpId = match.runnerUpId;
        s.runnerUpDistance = match.runnerUpDistance;
        best = s;
    }
    return best;
}

std::optional<PlacedRead> FiducialReader::cleanReadNear(const cv::Mat& frameBgr, const FrameGeometry& geometry,
                                                        cv::Point2d seenMm) const
{
    auto s = sighting(frameBgr, geometry, seenMm);
    if (!s) return std::nullopt;
    // Judged where the marker lies, not where it was looked for: only how cleanly it reads counts.
    auto read = candidates(*s, s->centreMm);
    const auto clean = [&] { return !read.empty() && read.front().confidence >= kCleanConfidence; };
    // A marker near the search's edge is partly cut off the patch, and its code reads poorly: it is
    // read again from a search centred on it.
    if (!clean() && cv::norm(s->centreMm - seenMm) > options_.centredWithinMm) {
        s = sighting(frameBgr, geometry, s->centreMm);
        if (!s) return std::nullopt;
        read = candidates(*s, s->centreMm);
    }
    if (!clean()) return std::nullopt;
    return PlacedRead{read.front().piece, read.front().confidence, s->centreMm};
}

std::vector<tracker::IdentityCandidate> FiducialReader::candidates(const FiducialSighting& s,
                                                                   cv::Point2d topSeenMm) const
{
    std::vector<tracker::IdentityCandidate> out;
    const auto piece = kit_.pieceOf(s.id);
    const double offset = cv::norm(s.centreMm - topSeenMm);
    if (!piece || offset > options_.maxOffsetMm || s.distance > kWorstDistance) return out;
    const auto runnerUp = kit_.pieceOf(s.runnerUpId);
    const double gap = runnerUp ? s.runnerUpDistance - s.distance : kSureGap;
    const double clear = std::clamp((gap - kNoGap) / (kSureGap - kNoGap), 0.0, 1.0);
    // A code matched cell for cell, well clear of every other, is a whole marker however faint its
    // ring (above kFaintContrast): neither the map's print nor a ring half hidden under the top counter
    // matches a code that closely. Hard light greys many rings to 50-60.
    const bool exact = s.distance <= kExactMatch && clear >= 1.0 && s.contrast >= kFaintContrast;
    const double seen =
        exact ? 1.0
              : std::clamp((s.contrast - kFaintContrast) / (kClearContrast - kFaintContrast), 0.0, 1.0) *
                    std::clamp((kPoorMatch - s.distance) / (kPoorMatch - kGoodMatch), 0.0, 1.0);
    // Full marks centred on the top face, falling to 0.3 at maxOffsetMm: a marker off the top's
    // centre may be a piece below peeking out, or the stack's point may be off. A code read cleanly
    // (a clear ring, a close match, no other piece's code near it) is a whole marker, though, which a
    // piece below never shows (the top covers most of it): off the centre, it is the stack's point that
    // is off (a stack of three measured as one under hard light puts the top 3-6 mm from its marker).
    const bool clean = seen >= 1.0 && clear >= 1.0;
    const double span = std::max(1e-9, options_.maxOffsetMm - options_.centredWithinMm);
    const double placed = offset <= options_.centredWithinMm || clean
                              ? 1.0
                              : 1.0 - 0.7 * (offset - options_.centredWithinMm) / span;
    double confidence = kCleanConfidence * placed * clear * seen;
    // Off the centre and matching its code less than well, the ring may be the face's own print: an unmarked
    // counter's id and number matched a kit code at 0.16, 4.7 mm off its centre, and it was named surely (0.53)
    // as another piece. On 100 normal and 100 hard 4K tables (seed 10750) 5 and 3 of 765 and 768 unmarked tops
    // were then named as a piece instead of 11 and 4, every marked top read as before; on 100 normal and 100
    // hard 1080p tables (seed 10950) nothing changed. (Capping every read off the centre that is not clean
    // left 4 and 1, but 11 marked tops of the normal 1080p tables and one of the hard 4K ones went unsure.)
    if (s.distance > kGoodMatch && offset > options_.centredWithinMm) {
        confidence = std::min(confidence, kMostOffCentrePoorMatch);
    }
    if (confidence <= 0) return out;
    out.push_back({*piece, confidence});
    if (confidence < kSure && runnerUp) {
        // Two pieces' codes fit nearly as well: the runner-up gets what the best one lacks of a
        // clear read, shared by how close it came.
        out.push_back({*runnerUp, std::min(confidence, kCleanConfidence * placed * seen * (1.0 - clear) * 0.5)});
    }
    return out;
}

std::vector<tracker::IdentityCandidate> FiducialReader::readTop(const cv::Mat& frameBgr, const FrameGeometry& geometry,
                                                                const ViewGeometry& view, cv::Point2d standingMm,
                                                                double topHeightMm) const
{
    const auto readAt = [&](double heightMm) -> std::vector<tracker::IdentityCandidate> {
        const cv::Point2d seen = view.known ? view.seenPoint(standingMm, heightMm) : standingMm;
        const auto s = sighting(frameBgr, geometry, seen);
        if (!s) return {};
        return candidates(*s, seen);
    };
    const auto topConfidence = [](const std::vector<tracker::IdentityCandidate>& c) {
        return c.empty() ? 0.0 : c.front().confidence;
    };
    auto read = readAt(topHeightMm);
    // Under hard light a stack's height is often measured short (a stack of three as one), and its top
    // then shows farther along the view than searched: the marker lies at the search's edge, half
    // cut off, and reads unsure. Where the top of a taller stack would show is searched too, but
    // only a whole marker read cleanly there is taken: a search moved that way can reach a
    // neighbour's marker, and a ship's stack point is often millimetres off its counter.
    for (int taller = 1; taller <= kTallerStacksTried && topConfidence(read) < kSure; ++taller) {
        auto again = readAt(topHeightMm + taller * options_.pieceThicknessMm);
        if (topConfidence(again) >= kCleanConfidence) return again;
    }
    return read;
}

} // namespace adj::vision
