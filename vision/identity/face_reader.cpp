#include "vision/identity/face_reader.hpp"

#include "vision/identity/identity_confidence.hpp"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <stdexcept>
#include <utility>

namespace adj::vision {

namespace {

// Both the faces and the camera's patch are smoothed alike, so the print's sharpness on the sheet
// and the camera's blur meet halfway (pixels at matchPxPerMm).
constexpr double kSmoothPx = 0.7;
// The surest a reading gets: two counters can be printed alike.
constexpr double kCleanFaceConfidence = 0.95;
// The best face's own score (normalised cross-correlation): a counter seen clearly matches its own
// face at kGoodScore and more (0.90-0.96 on the synthetic camera at 1080p, normal light); below
// kPoorScore it is not a face of the library seen clearly (a hand, glare, a piece the library
// lacks) and nothing is said.
constexpr double kPoorScore = 0.5;
constexpr double kGoodScore = 0.85;
// How much better the best face must match than any other piece's to be sure. Measured on the
// synthetic camera at 1080p over the WftU practice map (121 tops, 6 frames, normal): the best face
// was the right piece's 82 times, by a median 0.007 and at most 0.060; it was another piece's 39
// times (look-alikes: counters that differ only in small print), by at most 0.015. kSureFaceGap and
// more is clear, kNoFaceGap or less says nothing; a sure read needs about 0.022.
constexpr double kNoFaceGap = 0.012;
constexpr double kSureFaceGap = 0.030;
// When unsure, the pieces matching within kSureFaceGap of the best are given, at most this many, each
// below kSureIdentity.
constexpr std::size_t kMostLookAlikes = 8;
constexpr double kLookAlikeConfidence = 0.45;

cv::Mat smoothed(const cv::Mat& image)
{
    cv::Mat out;
    cv::GaussianBlur(image, out, cv::Size(0, 0), kSmoothPx, kSmoothPx, cv::BORDER_REPLICATE);
    return out;
}

} // namespace

FaceReader::FaceReader(FaceLibrary library, FaceReadOptions options)
    : library_(std::move(library)), options_(std::move(options))
{
    if (!(options_.matchPxPerMm > 0) || !(options_.windowMm > 0) || !(options_.centredWithinMm >= 0) ||
        !(options_.pieceThicknessMm >= 0) || options_.anglesDeg.empty() || options_.facingsDeg.empty() ||
        options_.refinedPieces < 1) {
        throw std::invalid_argument("FaceReader: resolution and window must be positive, centring and thickness not "
                                    "negative, with at least one facing, one turn and one refined piece");
    }
    if (options_.maxOffsetMm < options_.centredWithinMm) {
        throw std::invalid_argument("FaceReader: maxOffsetMm (" + std::to_string(options_.maxOffsetMm) +
                                    ") is below centredWithinMm (" + std::to_string(options_.centredWithinMm) + ")");
    }
    windowPx_ = std::max(3, static_cast<int>(std::lround(options_.windowMm * options_.matchPxPerMm)));
    patchPx_ = windowPx_ + 2 * static_cast<int>(std::lround(options_.maxOffsetMm * options_.matchPxPerMm));

    // The comparison at the facings alone ranks every piece; the turn nearest 0 is it.
    straightTurn_ = static_cast<std::size_t>(
        std::min_element(options_.anglesDeg.begin(), options_.anglesDeg.end(),
                         [](double a, double b) { return std::abs(a) < std::abs(b); }) -
        options_.anglesDeg.begin());

    const double facePx = FaceLibrary::kFacePxPerMm;
    const int windowAtFace = static_cast<int>(std::lround(options_.windowMm * facePx));
    const cv::Point2f centre((FaceLibrary::kFaceSidePx - 1) / 2.0F, (FaceLibrary::kFaceSidePx - 1) / 2.0F);
    templates_.assign(options_.facingsDeg.size(), std::vector<std::vector<cv::Mat>>(options_.anglesDeg.size()));
    for (std::size_t facing = 0; facing < options_.facingsDeg.size(); ++facing) {
        for (std::size_t turn = 0; turn < options_.anglesDeg.size(); ++turn) {
            // The map's y axis points down, so a counter turned clockwise on the map is turned by a
            // negative angle in OpenCV's sense.
            const double angle = -(options_.facingsDeg[facing] + options_.anglesDeg[turn]);
            const cv::Mat rotation = cv::getRotationMatrix2D(centre, angle, 1.0);
            for (const auto& learned : library_.faces()) {
                cv::Mat turned;
                cv::warpAffine(learned.face, turned, rotation, learned.face.size(), cv::INTER_LINEAR,
                               cv::BORDER_REPLICATE);
                cv::Mat window;
                cv::getRectSubPix(turned, cv::Size(windowAtFace, windowAtFace), centre, window);
                cv::Mat small;
                cv::resize(window, small, cv::Size(windowPx_, windowPx_), 0, 0, cv::INTER_AREA);
                templates_[facing][turn].push_back(smoothed(small));
            }
        }
    }
}

std::optional<std::string> FaceReader::sideOf(const std::string& piece) const
{
    const LearnedFace* face = library_.find(piece);
    if (face == nullptr || face->side.empty()) return std::nullopt;
    return face->side;
}

cv::Mat FaceReader::patchAt(const cv::Mat& frameBgr, const FrameGeometry& geometry, cv::Point2d topSeenMm) const
{
    // Squared up at twice the resolution, then averaged down: a 4K camera's finer pixels are
    // averaged rather than picked from, and a 1080p camera's are interpolated either way.
    const cv::Mat fine = rectifyPatch(frameBgr, geometry, topSeenMm, 0.0, patchPx_ / options_.matchPxPerMm,
                                      2.0 * options_.matchPxPerMm);
    cv::Mat patch;
    cv::resize(fine, patch, cv::Size(patchPx_, patchPx_), 0, 0, cv::INTER_AREA);
    if (patch.channels() == 1) cv::cvtColor(patch, patch, cv::COLOR_GRAY2BGR);
    return smoothed(patch);
}

std::vector<FaceMatch> FaceReader::matches(const cv::Mat& patch) const
{
    std::vector<FaceMatch> ranked;
    if (patch.rows < windowPx_ || patch.cols < windowPx_) return ranked;
    const cv::Point2d middle((patch.cols - windowPx_) / 2.0, (patch.rows - windowPx_) / 2.0);
    cv::Mat scores;
    const auto bestAt = [&](const cv::Mat& face, FaceMatch& match, double angle) {
        cv::matchTemplate(patch, face, scores, cv::TM_CCOEFF_NORMED);
        double best = 0;
        cv::Point at;
        cv::minMaxLoc(scores, nullptr, &best, nullptr, &at);
        if (best > match.score) {
            match.score = best;
            match.angleDeg = angle;
            match.offsetMm = (cv::Point2d(at) - middle) / options_.matchPxPerMm;
        }
    };
    // Every piece at every facing first; only the likeliest are tried at every turn of their facing.
    std::vector<std::size_t> facingOf(library_.size(), 0);
    for (std::size_t f = 0; f < library_.size(); ++f) {
        FaceMatch match;
        match.face = f;
        for (std::size_t facing = 0; facing < options_.facingsDeg.size(); ++facing) {
            const double before = match.score;
            bestAt(templates_[facing][straightTurn_][f], match,
                   options_.facingsDeg[facing] + options_.anglesDeg[straightTurn_]);
            if (match.score > before) facingOf[f] = facing;
        }
        ranked.push_back(match);
    }
    const auto byScore = [](const FaceMatch& a, const FaceMatch& b) { return a.score > b.score; };
    std::sort(ranked.begin(), ranked.end(), byScore);
    const std::size_t refined = std::min(ranked.size(), static_cast<std::size_t>(options_.refinedPieces));
    for (std::size_t r = 0; r < refined; ++r) {
        const std::size_t facing = facingOf[ranked[r].face];
        for (std::size_t turn = 0; turn < options_.anglesDeg.size(); ++turn) {
            if (turn == straightTurn_) continue;
            bestAt(templates_[facing][turn][ranked[r].face], ranked[r],
                   options_.facingsDeg[facing] + options_.anglesDeg[turn]);
        }
    }
    std::sort(ranked.begin(), ranked.begin() + static_cast<std::ptrdiff_t>(refined), byScore);
    return ranked;
}

std::vector<tracker::IdentityCandidate> FaceReader::candidates(const std::vector<FaceMatch>& ranked) const
{
    std::vector<tracker::IdentityCandidate> out;
    if (ranked.empty() || ranked.front().score < kPoorScore) return out;
    const FaceMatch& best = ranked.front();
    const double offset = cv::norm(best.offsetMm);
    // Full marks centred on the top face, falling to 0.3 at maxOffsetMm: a face off the top's centre
    // may be a lower counter peeking out, or a neighbour's.
    const double span = std::max(1e-9, options_.maxOffsetMm - options_.centredWithinMm);
    const double placed =
        offset <= options_.centredWithinMm ? 1.0 : std::max(0.3, 1.0 - 0.7 * (offset - options_.centredWithinMm) / span);
    const double seen = std::clamp((best.score - kPoorScore) / (kGoodScore - kPoorScore), 0.0, 1.0);
    const double gap = ranked.size() > 1 ? best.score - ranked[1].score : kSureFaceGap;
    const double clear = std::clamp((gap - kNoFaceGap) / (kSureFaceGap - kNoFaceGap), 0.0, 1.0);
    const double confidence = kCleanFaceConfidence * placed * seen * clear;
    const auto& faces = library_.faces();
    if (confidence >= kSureIdentity) {
        out.push_back({faces[best.face].piece, confidence});
        return out;
    }
    // Unsure: the look-alikes, the best first, none sure.
    for (std::size_t r = 0; r < ranked.size() && out.size() < kMostLookAlikes; ++r) {
        const double behind = best.score - ranked[r].score;
        if (behind > kSureFaceGap) break;
        const double share = kLookAlikeConfidence * placed * seen * (1.0 - behind / kSureFaceGap);
        if (share <= 0) break;
        out.push_back({faces[ranked[r].face].piece, share});
    }
    return out;
}

std::vector<tracker::IdentityCandidate> FaceReader::readTop(const cv::Mat& frameBgr, const FrameGeometry& geometry,
                                                            const ViewGeometry& view, cv::Point2d standingMm,
                                                            double topHeightMm) const
{
    if (library_.empty()) return {};
    const cv::Point2d seen = view.known ? view.seenPoint(standingMm, topHeightMm) : standingMm;
    return candidates(matches(patchAt(frameBgr, geometry, seen)));
}

} // namespace adj::vision
