#include "vision/identity/face_reader.hpp"

#include "vision/identity/identity_confidence.hpp"
#include "vision/identity/mark_in_frame.hpp"
#include "vision/identity/squared_up_surroundings.hpp"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <numeric>
#include <optional>
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

// A camera can blur more than that (a soft lens, focus, a little motion). Compared with faces sharper
// than it saw, a blurred counter matches every face with a dark shape in its middle almost as well,
// and by chance one of them clearly better than the rest: under hard light a gunboat seen upside down
// matched a leader's star at 0.87, 0.036 ahead of its own face. So a sure reading must stand with
// every face blurred as the camera blurred: the best piece must still match better than any other by
// more than kNoFaceGap, or the reading stays unsure (over 200 hard 1080p tables, 130 confidently
// wrong tops became 2). The camera's blur is the one of these (pixels at the resolution compared, on
// top of kSmoothPx) under which the best piece's face matches best.
constexpr std::array<double, 6> kCameraBlursPx{0.6, 1.0, 1.5, 2.0, 2.5, 3.0};
// Blurred alike, a face that matches better than the best piece's, the best one's way round, leaves the
// reading unsure however the two compare where they differ (that gunboat was beaten by 0.036). Faces alike
// but for one small mark match the camera's window within a few thousandths of each other either way by
// chance (the window leaves out the numbers along the edges): on 40 normal 4K tables a CS infantry "8" was
// beaten so by the "6" by 0.0003, a "6" by the "5", an "8" by 0.002, each plainly itself where the faces
// differ. A face beats the best outright only by more than this.
constexpr double kBeatenByMore = 0.005;

// Faces that differ in one mark (a unit's number "8" against a "9", a ship's "R 1 R" against "N 1 R")
// match a counter nearly alike over the whole window: within 0.007-0.03 of each other at 4K, under
// kSureFaceGap, even where the camera shows the mark plainly. So where the camera is compared at the fine
// resolution, a best face that close to another is told apart from it by where the two differ
// (toldApartScore): the camera's view must lie at least kToldApartShare of the way from halfway between
// the two faces to the best one. Not at 1080p: there a "2" and a "3" are a few blurred pixels, and 200
// normal tables gave 17 confidently wrong reads instead of 2 (with an earlier way of telling apart). There
// only a mark that stands out plainly tells faces apart (kToldApartSigmas).
constexpr double kToldApartShare = 0.5;
// Faces that differ in a large mark (an infantry's X against a cavalry's bar, with their numbers) are told apart nearer
// halfway as well, where the view matches the best face cleanly over the whole face and the mark stands out plainly
// from how far the view strays from that face elsewhere (ToldApart::sigmas). The camera blurs the thin lines where such
// faces differ more than the faces blurred alike, and the view lies short of its own face there. On 200 hard 4K tables,
// with a close look-alike in reach, the right face's view lay a median 0.85 of the way, but under 0.5 for 395 of 4,105
// tops: for 212 of them at 0.2 or more and 5-26 sigmas, most an infantry "3" or "9" against the cavalry "2", matching
// their whole face at a median 0.994. Of the wrong best faces the view lay 0.2-0.5 of the way toward, two lay 5 sigmas
// or more: a McClernand seen so blurred that his name and Sherman's were a smudge, leaving little but flat blue to
// stray from (5.5 sigmas, his whole face matched at 0.925); and a militia matched at 0.69. So a view lying at least
// kToldApartLeastShare of the way, kToldApartSigmas or more, and matching the best face's whole face at
// kToldApartCleanWhole, is told apart too: on 200 4K tables 90.2% of tops were then named surely instead of 86.8% (hard
// light) and 98.6% instead of 98.3% (normal), wrong 1 either way. At the coarse resolution (1080p) this is the only
// way faces are told apart: on 200 1080p tables 39.0% of tops were then named surely instead of 30.9% (normal light)
// and 10.6% instead of 9.5% (hard), wrong 4 and 9 either way, the same tops, for 35% more time reading a 1080p board.
constexpr double kToldApartLeastShare = 0.2;
constexpr double kToldApartSigmas = 5.0;
constexpr double kToldApartCleanWhole = 0.95;
// Faces that differ less than this nowhere (summed over B, G and R), or on fewer pixels than
// kLeastDifferingPx at kDifferShare of their largest difference, are printed alike: never told apart.
// Judged as printed (SquaredUpFace::sharp), not as the camera blurs them: blurred 1.5-2.5 px more than the
// faces, a Confederate "6" and "8" or a Union "10" and "12" differ by 26-40 levels at most, and were taken
// as printed alike, never told apart squared up, however plainly the view lay on one side. Judged as
// printed, on hard 4K tables not looked at before (seeds 9950-9999) 97.52% of tops were named surely
// instead of 97.17%, wrong 0 either way; on seeds 9800-9849 96.61% instead of 96.34%, wrong 0.
constexpr double kLeastDifference = 40.0;
constexpr double kDifferShare = 0.35;
constexpr int kLeastDifferingPx = 6;
// The comparison must lie where the counter does: a stroke is one or two pixels wide at 2.4 px per mm, and
// the match's turn is a multiple of the reader's 5-degree steps and its place a whole pixel. A battery "2"
// turned -12 degrees, compared at -10, matched the "3" better where they differ. So the best face is first
// turned to the degree (kFineTurnsDeg about its match) and placed to a quarter pixel.
constexpr std::array<double, 5> kFineTurnsDeg{-2.0, -1.0, 0.0, 1.0, 2.0};
constexpr int kSubPixelSteps = 2;
constexpr double kSubPixelStepPx = 0.25;
// Where two faces differ is often near their edges: a unit's number along the top, its strength along
// the bottom. The window faces are searched with stays within a counter turned 15 degrees either way,
// and so leaves out 1.65 mm along every edge, a third of a number printed 2.7 mm tall there. Telling
// faces apart, the top is squared up from the frame to the best face's turn and place, and compared over
// all of it but kToldApartMarginMm along each edge (room for a counter's cut, and for the place found to
// be a little off).
constexpr double kToldApartMarginMm = 0.5;
constexpr double kToldApartSideMm = FaceLibrary::kCounterSideMm - 2 * kToldApartMarginMm;

// How much faces `a` and `b` differ at each pixel, summed over their channels (CV_32F), and the most anywhere.
cv::Mat differenceOf(const cv::Mat& a, const cv::Mat& b, double& most)
{
    cv::Mat diff;
    cv::absdiff(a, b, diff);
    std::vector<cv::Mat> channels;
    cv::split(diff, channels);
    cv::Mat total;
    channels[0].convertTo(total, CV_32F);
    for (std::size_t c = 1; c < channels.size(); ++c) cv::add(total, channels[c], total, cv::noArray(), CV_32F);
    cv::minMaxLoc(total, nullptr, &most);
    return total;
}

// Whether faces `a` and `b` differ enough anywhere to be told apart (kLeastDifference).
bool differEnough(const cv::Mat& a, const cv::Mat& b)
{
    double most = 0;
    const cv::Mat total = differenceOf(a, b, most);
    return most >= kLeastDifference && cv::countNonZero(total > kDifferShare * most) >= kLeastDifferingPx;
}

// Where the faces differ by less than this share of their largest difference (summed over B, G and R), they
// are taken as alike and leave the view out of toldApartScore there, a pixel around what differs aside (the
// mark as blurred by the camera may reach a little farther). Two faces scanned from one sheet are never
// quite equal anywhere (the scan's own noise, the print's), and over the rest of the face the camera's view
// differs from both by far more than they differ from each other (a box's lines a little bolder, the
// cutting line): summed over hundreds of pixels that outweighed the mark itself. A CS infantry "6" lay a
// third of the way to the "8" where the whole face was weighed, and was seldom told apart from it; on 20
// normal 4K tables 10 of 11 "6"s lay more than halfway to their own face where the marks alone were
// weighed, 6 of 11 before (every "8" either way).
constexpr double kToldWhereShare = 0.2;

// The pixels where faces `a` and `b` differ (kToldWhereShare) and `reachPx` about them: CV_8U, 255 there.
cv::Mat whereFacesDifferWithin(const cv::Mat& a, const cv::Mat& b, int reachPx)
{
    double most = 0;
    const cv::Mat total = differenceOf(a, b, most);
    const cv::Mat differ = total > kToldWhereShare * most;
    cv::Mat where;
    const int side = 2 * reachPx + 1;
    cv::dilate(differ, where, cv::getStructuringElement(cv::MORPH_RECT, {side, side}));
    return where;
}

// The pixels where faces `a` and `b` differ (kToldWhereShare), as 1 (0 elsewhere) in each channel, CV_64F
// and one channel wide as toldApartScore reshapes them.
cv::Mat whereFacesDiffer(const cv::Mat& a, const cv::Mat& b)
{
    const cv::Mat where = whereFacesDifferWithin(a, b, 1);
    cv::Mat weight;
    where.convertTo(weight, CV_64F, 1.0 / 255.0);
    std::vector<cv::Mat> perChannel(static_cast<std::size_t>(a.channels()), weight);
    cv::Mat merged;
    cv::merge(perChannel, merged);
    return merged.reshape(1);
}

// Where a view lies between two faces a and b (toldApartScore).
struct ToldApart {
    /// 1 at a, -1 at b, 0 halfway.
    double share = 0.0;
    /// How far the view lies from halfway toward a, in the view's own stray from a where the faces are
    /// alike (root mean square per pixel): the mark's signal against the noise, blur and misfit about it.
    double sigmas = 0.0;
};

// `view` (CV_64F, one channel wide) lit as faces `fa` and `fb` are (the same): a gain and an offset fitted over
// the whole face onto the faces' mean, as the camera sees the print darker or brighter than the sheet. nullopt
// when no light fits (flat faces, a view that is their negative).
std::optional<cv::Mat> litAsFaces(const cv::Mat& seen, const cv::Mat& fa, const cv::Mat& fb)
{
    const cv::Mat mean = (fa + fb) * 0.5;
    const double n = static_cast<double>(seen.total());
    const double sumMean = cv::sum(mean)[0];
    const double sumSeen = cv::sum(seen)[0];
    const double spread = mean.dot(mean) - sumMean * sumMean / n;
    if (spread <= 0) return std::nullopt;
    const double gain = (mean.dot(seen) - sumMean * sumSeen / n) / spread;
    if (!(gain > 0)) return std::nullopt;
    const double offset = (sumSeen - gain * sumMean) / n;
    return cv::Mat((seen - offset) / gain);
}

cv::Mat oneChannel64(const cv::Mat& image)
{
    cv::Mat out;
    image.reshape(1).convertTo(out, CV_64F);
    return out;
}

// Where `view` lies between faces `a` and `b` (each as the camera sees it over what lies about the counter;
// where they differ and whether they differ enough, by their print blurred alone), measured along the line
// from b to a, so each pixel counts as much as the two faces differ there, and not at all where they are
// alike (kToldWhereShare). The view's light is fitted first over the whole face (a gain and an offset onto
// the faces' mean): the camera sees the print darker or brighter than the sheet. Halfway when the faces are
// printed alike (differEnough).
ToldApart toldApartScore(const cv::Mat& view, const SquaredUpFace& faceA, const SquaredUpFace& faceB)
{
    if (!differEnough(faceA.sharp, faceB.sharp)) return {};
    const cv::Mat fa = oneChannel64(faceA.seen);
    const cv::Mat fb = oneChannel64(faceB.seen);
    const std::optional<cv::Mat> litView = litAsFaces(oneChannel64(view), fa, fb);
    if (!litView) return {};
    const cv::Mat& lit = *litView;
    const cv::Mat mean = (fa + fb) * 0.5;
    const cv::Mat where = whereFacesDiffer(faceA.plain, faceB.plain);
    const cv::Mat apart = (fa - fb).mul(where);
    const double apartSquared = apart.dot(apart);
    ToldApart told;
    told.share = 2.0 * (lit - mean).dot(apart) / apartSquared;
    const cv::Mat alike = 1.0 - where;
    const cv::Mat stray = (lit - fa).mul(alike);
    const double alikePx = cv::sum(alike)[0];
    const double strayPerPx = alikePx > 0 ? stray.dot(stray) / alikePx : 0.0;
    // Halfway lies half the faces' distance from a; the view lies share of that toward a.
    if (strayPerPx > 0) told.sigmas = 0.5 * told.share * std::sqrt(apartSquared / strayPerPx);
    return told;
}

// The view is squared up to the best face's pose, found over the middle of the face, and each other face is
// placed where it lies itself; but where two faces differ is often along an edge (a unit's number), where a
// tenth of a degree or a fraction of a pixel off the pose shows as much as the mark does, and where the light
// (a hot spot, glare, a colour cast) is not what it is over the whole face. So where the view does not lie
// plainly on the best face's side as placed (toldApartScore), it is compared with each face again about the
// mark alone: every face placed its own best way there, within half a pixel (kMarkShifts steps of
// kSubPixelStepPx each way), and lit its own best way (a gain and an offset in each colour), over where the two
// differ and kMarkSurroundPx about it. On 20 hard 4K tables 21 of 386 tops with a close look-alike were not
// told apart from it; placed so, 11 of them stood out by kToldApartSigmas or more (an infantry "3" and "9"
// from the cavalry "2", a "4" from a "5"), and no wrong best face stood out by more than 2.1 sigmas (by the
// whole face's pose, up to 3.5 on 200 tables). On 200 4K tables 91.5% of tops were then named surely instead of
// 90.2% (hard light) and 98.8% instead of 98.6% (normal), wrong 1 either way, the same tops; on 200 1080p tables
// 39.8% instead of 39.0% (normal) and 10.9% instead of 10.6% (hard), wrong 4 and 9 either way, the same tops.
constexpr int kMarkShifts = 2;
constexpr int kMarkSurroundPx = 3;

// The least sum of squares left over `where` (CV_8U, 255 inside) between `lit` and `face` (both
// CV_64F, one channel per colour, the same size) once the face is lit as the view is: a gain and an
// offset in each colour, fitted over `where`.
double leastSquaresLit(const std::vector<cv::Mat>& lit, const std::vector<cv::Mat>& face, const cv::Mat& where)
{
    cv::Mat weight;
    where.convertTo(weight, CV_64F, 1.0 / 255.0);
    const double n = cv::sum(weight)[0];
    if (n <= 0) return 0.0;
    double total = 0;
    for (std::size_t c = 0; c < lit.size(); ++c) {
        const cv::Mat fw = face[c].mul(weight);
        const double sumFace = cv::sum(fw)[0];
        const double sumSeen = lit[c].dot(weight);
        const double spread = fw.dot(face[c]) - sumFace * sumFace / n;
        const double gain = spread > 0 ? (fw.dot(lit[c]) - sumFace * sumSeen / n) / spread : 0.0;
        const double offset = (sumSeen - gain * sumFace) / n;
        const cv::Mat left = lit[c] - (face[c] * gain + offset);
        total += left.mul(weight).dot(left);
    }
    return total;
}

std::vector<cv::Mat> colours64(const cv::Mat& image)
{
    std::vector<cv::Mat> channels;
    cv::split(image, channels);
    for (cv::Mat& c : channels) c.convertTo(c, CV_64F);
    return channels;
}

// Where `view` lies between faces `a` and `b` judged about the mark alone, each face placed its own best way
// there (`aPlaced`, `bPlaced`: the faces as seen, shifted by each of the same sub-pixel steps; `a` and `b`
// unshifted): share and sigmas as toldApartScore's, the difference of the two faces' least squares about the
// mark standing for the view's projection on the line between them.
ToldApart toldApartEachPlaced(const cv::Mat& view, const SquaredUpFace& faceA, const SquaredUpFace& faceB,
                              const std::vector<cv::Mat>& aPlaced, const std::vector<cv::Mat>& bPlaced)
{
    if (!differEnough(faceA.sharp, faceB.sharp)) return {};
    const cv::Mat where = whereFacesDifferWithin(faceA.plain, faceB.plain, 1);
    const cv::Mat about = whereFacesDifferWithin(faceA.plain, faceB.plain, 1 + kMarkSurroundPx);
    const cv::Mat& a = faceA.seen;
    const cv::Mat& b = faceB.seen;
    const std::optional<cv::Mat> litView = litAsFaces(oneChannel64(view), oneChannel64(a), oneChannel64(b));
    if (!litView) return {};
    const std::vector<cv::Mat> lit = colours64(litView->reshape(view.channels()));
    double leastA = std::numeric_limits<double>::max();
    double leastB = std::numeric_limits<double>::max();
    for (const cv::Mat& face : aPlaced) leastA = std::min(leastA, leastSquaresLit(lit, colours64(face), about));
    for (const cv::Mat& face : bPlaced) leastB = std::min(leastB, leastSquaresLit(lit, colours64(face), about));
    // How far the two faces lie apart where they differ, and how far the view strays from `a` elsewhere
    // (lit as over the whole face), per pixel, as toldApartScore measures them.
    const std::vector<cv::Mat> fa = colours64(a);
    const std::vector<cv::Mat> fb = colours64(b);
    cv::Mat inside;
    where.convertTo(inside, CV_64F, 1.0 / 255.0);
    double apartSquared = 0;
    for (std::size_t c = 0; c < fa.size(); ++c) {
        const cv::Mat apart = (fa[c] - fb[c]).mul(inside);
        apartSquared += apart.dot(apart);
    }
    const cv::Mat alike = 255 - where;
    const double alikePx = cv::countNonZero(alike) * static_cast<double>(fa.size());
    const double strayPerPx = alikePx > 0 ? leastSquaresLit(lit, fa, alike) / alikePx : 0.0;
    ToldApart told;
    if (apartSquared <= 0) return told;
    // |v - b|^2 - |v - a|^2 is twice the view's projection from halfway onto a - b: share of |a - b|^2.
    told.share = (leastB - leastA) / apartSquared;
    if (strayPerPx > 0) told.sigmas = 0.5 * told.share * std::sqrt(apartSquared / strayPerPx);
    return told;
}

// How well a face squared up from the frame (wholeFaceView) matches `face` of the same size: -1..1.
double wholeMatch(const cv::Mat& view, const cv::Mat& face)
{
    cv::Mat score;
    cv::matchTemplate(view, face, score, cv::TM_CCOEFF_NORMED);
    return static_cast<double>(score.at<float>(0, 0));
}

// Whether the mark that tells two faces apart stands out plainly for the first (kToldApartLeastShare,
// kToldApartSigmas) in a view that matches the first face's whole face cleanly.
bool markStandsOut(const ToldApart& told, bool matchesWholeCleanly)
{
    return matchesWholeCleanly && told.share >= kToldApartLeastShare && told.sigmas >= kToldApartSigmas;
}

// Where on the map the middle of a face lies that a patch about `seenMm` (patchAt's) shows at `centrePx`.
cv::Point2d faceMiddleMm(cv::Point2d seenMm, cv::Size patch, cv::Point2d centrePx, double pxPerMm)
{
    const cv::Point2d patchMiddle((patch.width - 1) / 2.0, (patch.height - 1) / 2.0);
    return seenMm + (centrePx - patchMiddle) / pxPerMm;
}

// Compared in the camera's own pixels (compareMarkInFrame), the mark stands out plainly for the best face when the
// frame lies at least kFrameMarkShare of the way to it and kFrameMarkSigmas of the camera's noise from halfway. The
// view squared up smooths a mark a few pixels wide by a fraction of a pixel that changes with where the counter lies,
// and gives neighbouring pixels alike noise: there a Confederate "6" (its number 2.7 mm tall, a blob at 2.4 px per
// mm) lay about halfway to the "8" and the mark seemed to stand out by more sigmas than it does. In the frame the
// same "6" can lie plainly on its own side: on 40 hard 4K tables 52 tops were left unsure instead of 92, wrong 0
// either way. The frame alone never names a face to read: on a table under glare a "6" lay there 1.8 of the way
// toward the "8", 4.2 sigmas, and would have been read as the "8"; and the first rival it named was often not the
// right one (63 tops unsure on those 40 tables instead of 52, when it stopped the search for a plainer rival). It
// names a face to try only where nothing plainer does (rivalInFrame). On 200 4K tables 94.7% of
// tops were then named surely instead of 91.5% (hard light) and 98.9% instead of 98.8% (normal), wrong 1 either way,
// the same tops; on 200 1080p tables 48.5% instead of 40.0% (normal, wrong 6 instead of 4: a "6" read as the "8", a
// "5" as the "9") and 12.3% instead of 10.9% (hard, wrong 10 instead of 9).
constexpr double kFrameMarkShare = 0.5;
constexpr double kFrameMarkSigmas = 4.0;

// At the fine resolution (4K) kFrameMarkSigmasFine is enough. There the frame comparison is the last one a look-
// alike number meets (every other path stands only where the frame agrees, frameAgrees), and on hard 4K tables
// 2000-2039 and 3000-3039 the views it confirmed at 3 to 4 sigmas were all of the right face; the one wrong view
// at 3 or more lay 1.96 of the way, at 4.1 (it is read so either way). Below 3 a "6" lay 0.84 toward the "8" at 2.7
// (seed 4088). On 100 hard 4K tables never looked at before (seeds 6000-6099) 94.9% of tops were then named
// surely instead of 94.3%, wrong 4 either way (the same tops); on 100 normal ones (seed 1000) 99.0% either way,
// wrong 0. At 1080p, where a number is a blob of a few pixels, kFrameMarkSigmas still holds (not measured lower).
constexpr double kFrameMarkSigmasFine = 3.0;

// At 4K the view need lie only kFrameMarkShareFine of the way from halfway to the face in the frame to stand out
// (at kFrameMarkSigmasFine): the camera's blur fitted over the whole face smooths a mark a few pixels wide a little
// more or less than the camera did, and views plainly off halfway by the noise lay 0.45-0.49 of the way to their
// own faces (a Union "7" against the "1", 6.4 sigmas; a Confederate "4" against the "6", 3.3). Of the tops left
// unsure on hard 4K tables 9800-9849, none lay in the frame 0.4 of the way or more toward a face it was not, at 3
// sigmas or more. With this and rivalInFrame alike, on those tables 97.03% of tops were named surely instead of
// 96.61%, and on tables not looked at before (seeds 10000-10049) 97.27% instead of 97.20%, wrong 0 either way.
constexpr double kFrameMarkShareFine = 0.4;

bool standsOutInFrame(const MarkInFrame& told, bool fine)
{
    return told.share >= (fine ? kFrameMarkShareFine : kFrameMarkShare) &&
           told.sigmas >= (fine ? kFrameMarkSigmasFine : kFrameMarkSigmas);
}

// A view that does not match the best face cleanly over its whole face (under kToldApartCleanWhole: glare, a
// neighbour's edge, a counter over the river) is told apart at the fine resolution where two comparisons agree:
// squared up it lies kToldApartShare of the way to the best face at kUncleanSquaredUpSigmas or more, and in the
// frame's own pixels at kFrameMarkShare and kUncleanFrameSigmas (more than a clean view's kFrameMarkSigmasFine).
// Squared up alone a glare-washed view can lie far toward a face it is not (a Confederate "6" under glare read
// as the "8"); the frame, each face drawn there and lit its own way, must say so too. On hard 4K tables not looked
// at before (seeds 9800-9849) two Confederate batteries, a ram, a gunboat and a "3", their whole faces matched at
// 0.86-0.94 and told apart at 5.3-7.7 sigmas squared up and 5.5-9.7 in the frame, were named surely (they were left
// unsure). A sure read must still match its whole face at kWholeFaceSure (readTop).
constexpr double kUncleanSquaredUpSigmas = 4.0;
constexpr double kUncleanFrameSigmas = 4.0;

bool uncleanToldInFrame(const MarkInFrame& told)
{
    return told.share >= kFrameMarkShare && told.sigmas >= kUncleanFrameSigmas;
}

// In the frame's own pixels a clean view can lie plainly on the look-alike's side: as far and as plainly as a best
// face stands out there (standsOutInFrame at 4K, the other way). When no comparison squared up named a rival, that
// look-alike is tried as the first face (readTop's seenAsRival), and is read only if it is told apart from every face
// close to it, as any best face must be: the frame names a face to try, never one to read. On hard 4K tables
// 9800-9849 a Union "12", "4" and "5" and a Confederate "5", their look-alikes matching best squared up (a "10", a
// "5", a "9", a "6"), lay 4.2-8.8 sigmas toward themselves there and were named surely (they were left unsure);
// asked only at 4 sigmas, a Union "4" and "12" and a Confederate "4" leaning 0.53-0.69 of the way to themselves at
// 3.2-3.4 sigmas were left unsure, though a best face that lay so would have been read. Only a clean view names a
// face to try so: over Union leaders matching their whole faces at 0.2-0.75 there (under a neighbour's edge),
// squared up and the frame disagreed by 4-20 sigmas.
bool rivalInFrame(const MarkInFrame& told)
{
    return told.share <= -kFrameMarkShareFine && told.sigmas <= -kFrameMarkSigmasFine;
}

// Squared up, the view is compared with both faces at the best one's pose, found to a quarter pixel: a face
// placed an eighth of a pixel off differs from the view at every edge, and where two faces differ only in a
// stroke or two that can move the view most of the way from one to the other. On hard 4K tables not looked at
// while this reader was made (seeds 3000-3039) five tops were read surely as a look-alike (a Confederate "6" as
// the "8" three times, a Union "12" as the "10", a "1" as the "7"); two of them (a "6" 0.81 of the way at 3.6
// sigmas, and the "1") were told apart by share alone. So at the fine resolution a view told apart by its share
// alone must also lie kToldApartShareSigmas from halfway: the two became unsure, and on hard tables 2000-2039
// one top of 1,114 right ones with them.
constexpr double kToldApartShareSigmas = 8.0;

// Whether a view lying so between two faces is told apart as the first: kToldApartShare of the way at the
// fine resolution (kToldApartShareSigmas), or by a mark standing out plainly, at either resolution.
bool toldAsFirst(const ToldApart& told, bool matchesWholeCleanly, bool fine)
{
    return (fine && told.share >= kToldApartShare && told.sigmas >= kToldApartShareSigmas) ||
           markStandsOut(told, matchesWholeCleanly);
}

// A face told apart squared up (toldAsFirst, or about its mark) where the frame can be compared too: each face
// drawn in the camera's own pixels and placed its own best way (compareMarkInFrame), the view must not lie
// nearer halfway than kFrameAgreesShare, nor by fewer than kFrameAgreesSigmas. Over 80 hard 4K tables (seeds
// 2000-2039 and 3000-3039) 9,218 comparisons told the right face apart so, the frame putting the view at least
// 0.35 of the way to it; of the wrong ones at the best face's pose, the frame put one "6" read as the "8" at
// -0.31 (toward the "6", 1.8 sigmas) and another at 0.35, 1.5 sigmas. Three right ones lay under 2 sigmas
// (1.8-1.9) and are given up with them. With both checks, on 100 hard 4K tables not looked at before (seeds
// 3000-3099) 6 tops were read wrongly instead of 9 and 93.7% surely instead of 93.8%; on the 200 hard tables
// from seed 2000, 94.6% instead of 94.7%, wrong 1 either way. A 1080p board is read as fast as before (the frame
// is compared only at the fine resolution); for a 4K one see kFrameAskedBelowSigmas.
constexpr double kFrameAgreesShare = 0.2;
constexpr double kFrameAgreesSigmas = 2.0;

bool frameAgrees(const std::optional<MarkInFrame>& inFrame)
{
    return !inFrame || (inFrame->share >= kFrameAgreesShare && inFrame->sigmas >= kFrameAgreesSigmas);
}

// A view told apart squared up by kFrameAskedBelowSigmas or more is not asked of the frame: on 6 hard 4K tables
// (seeds 5000-5005) 1,672 of the 1,894 frame comparisons frameAgrees made were for views told apart so, and
// the frame put every one of them at least 5.9 sigmas from halfway, nowhere near vetoing; every view it has
// vetoed, and every wrong read it stopped, lay under 6 sigmas squared up. Asked only below 12 sigmas, 100 hard
// 4K tables not looked at before (seeds 4000-4099) were read exactly as when always asked (the same 94.07% of
// tops surely, the same one wrong), and a 4K board in about 2.5 s instead of 3.1 s (identity_bench).
constexpr double kFrameAskedBelowSigmas = 12.0;

// The window faces are searched with leaves out the print along a counter's edges, where its numbers are,
// and what it holds of many faces looks much the same turned half round (a cavalry bar in its box). On 60
// normal 4K tables a cavalry "1" facing its player matched the "2" upside down best, and its own face 0.004-
// 0.03 worse: 10 of the 30 tops left unsure with a wrong face first. Over the whole face squared up to
// each one's turn and place, the counter's own face matches clearly best (0.99 against 0.93-0.95). So at
// the fine resolution, when faces match within kWholeFaceWithin of the best, the likeliest (at most
// kMostWholeFaces, each at every facing it matches as close) are compared over the whole face, and the
// one matching best there goes first, if it matches cleanly (kGoodScore: a transport on its hexside, half
// hidden, matched an ironclad's whole face at 0.75 and its own at 0.74). On 100 4K tables 97.3% of tops
// were then named surely instead of 96.0% (normal light, wrong 1, was 2) and 80.9% instead of 79.4% (hard,
// wrong 7 either way).
constexpr double kWholeFaceWithin = 0.030;
constexpr std::size_t kMostWholeFaces = 4;
// A counter the library lacks (another game's, a copy printed without its face) can match a face's window
// well enough to be named: on 40 normal 4K tables 36 plain counters printed with only an id and a number
// were named surely, 35 of them as the leader US-thomas, matching his window at 0.71-0.80. Over the whole
// face squared up they matched his at 0.26-0.56, where a counter named rightly matched its own at 0.979 and
// more (173 tops of 6 normal tables) and 0.904 and more under hard light (117 tops of 5). So at the fine
// resolution a sure read must match the whole face at kWholeFaceSure. At the coarse one (1080p) a whole
// face is 20 blurred pixels: counters named rightly matched theirs at 0.712 and more (382 tops of 60
// normal 1080p tables) and 0.683 and more under hard light (106 tops of 50), those copies their namesakes at
// 0.34-0.45, and a gunboat named as a leader his face at 0.60; there a sure read must match it at
// kWholeFaceSureCoarse.
constexpr double kWholeFaceSure = kGoodScore;
constexpr double kWholeFaceSureCoarse = 0.65;

// A camera that resolves this share of fineMatchPxPerMm is compared at it all the same: a 4K camera
// over the whole practice map resolves 2.0-2.6 px per mm across it in normal light, and down to 1.5 along
// the far side of a tilted view under hard conditions. On 8 normal 4K tables (234 tops) 53 were named
// surely at 1.5 px per mm, 65 with only what resolves 2.4 compared at 2.4, and 69 with the far side too
// (interpolated a little); 8 hard tables: 37 and 48 of 228. None wrong. Taking in what resolves 1.44
// (0.6, not 0.8) then named 73.1% of the tops of 40 hard 4K tables surely instead of 63.6%, wrong 2
// either way (100 hard tables: 72.5% instead of 63.3%, wrong 9 instead of 6, 0.31%); at 1080p, where a
// few tops of a normal table resolve that finely, 28.2% of 200 normal tables instead of 23.0% (wrong 6
// either way) and 8.1% of 200 hard ones instead of 7.1% (wrong 12, was 10).
constexpr double kFineWithinShare = 0.6;

// rankWith compares at the top's turn only the faces matching straight within this of the last of the
// refined few: a counter's look-alikes match straight within a few hundredths of each other, turned or not.
constexpr double kTurnedWithin = 0.1;

// toldApart compares with the best face one ranked by its match the other way round if that match lies within
// this of the best: matched again the best one's way, it may lie close. A Union "12" turned 10 degrees on a
// hard 4K table (seed 9872) matched best upside down at 0.906, never turned 10 degrees upright; the "10"
// matched so at 0.958, and, the "12" never compared, was named surely. Squared up there the "12" matches the
// whole view better (0.995 against 0.993) and the view lies plainly on its side (13 sigmas).
constexpr double kOtherFacingWithin = 0.1;

// A face found off the stack's point is marked down (FaceReadOptions::centredWithinMm): it may be a lower
// counter peeking out, or a neighbour's. A lower counter shows only part of its face and so matches
// below kGoodScore, and its whole face below kWholeFaceSure; a neighbour's face needs a neighbour. With no
// other stack's point this near, a clean face anywhere in the patch is this stack's top (clean over the
// window or, at the fine resolution, over the whole face), and the faces are compared again about where it
// lies. A neighbour's top, itself up to 6 mm off its stack's point, lies beyond the search (maxOffsetMm).
// The top of a fanned stack of three lies 3-6 mm from the point measured for the whole stack (6 normal 4K
// tables, within 0.3 mm of where it truly shows).
// (A ship on its hexside and the stack in the hex beside, 11.6 mm apart, were seen as one stack: its point
// between them, each face about 6 mm off it. readTopPieces gives no room to a stack seen on a river hexside.)
// On 100 4K tables 96.0% of tops were then named surely instead of 95.5% (normal light, wrong 2, was 1)
// and 79.4% instead of 77.4% (hard, wrong 7, was 6); on 200 1080p tables 30.1% instead of 29.9%
// (normal, wrong 5 either way) and 8.8% instead of 8.5% (hard, wrong 12, was 11).
constexpr double kClearOfOthersMm = 16.0;

// A top left unsure whose best match lies at the edge of the search (maxOffsetMm) is searched for again this
// far, where no other stack's point stands within kClearOfOthersMm of the wider reach. A fanned stack clear of
// others put its top 7-8 mm from the point it was seen at on two hard 4K tables (seeds 10335, 10347); inside
// the search the best match was Bragg's plain face at a corner, over the lower counters' edges and the map,
// and the top was left unsure with no candidate. Only a sure read from the wider search is taken. On 100 hard
// 4K tables not looked at before, 97.48% of tops were then named surely instead of 97.34% off one frame (seeds
// 10300-10349) and 98.39% instead of 98.25% off the mean of 8 (10350-10399), wrong as many either way (the
// same tops); on the 200 from seed 10050, off the mean of 8, 98.32% instead of 98.16%, wrong 1 either way.
constexpr double kWiderReachMm = 7.5;

cv::Mat smoothed(const cv::Mat& image, double extraBlurPx = 0)
{
    const double sigma = std::sqrt(kSmoothPx * kSmoothPx + extraBlurPx * extraBlurPx);
    cv::Mat out;
    cv::GaussianBlur(image, out, cv::Size(0, 0), sigma, sigma, cv::BORDER_REPLICATE);
    return out;
}

// The middle `windowPx` of a turned face at `pxPerMm`, smoothed and blurred by `extraBlurPx`. A
// blurred window is cut from a wider one, so that its edges are blurred with the face beyond them.
cv::Mat faceWindow(const cv::Mat& turned, cv::Point2f centre, double windowMm, double pxPerMm, int windowPx,
                   double extraBlurPx)
{
    const double facePx = FaceLibrary::kFacePxPerMm;
    const int marginPx = static_cast<int>(std::ceil(3 * extraBlurPx));
    const double wideMm = windowMm + 2 * marginPx / pxPerMm;
    const int wideAtFace = static_cast<int>(std::lround(wideMm * facePx));
    cv::Mat window;
    cv::getRectSubPix(turned, cv::Size(wideAtFace, wideAtFace), centre, window);
    cv::Mat small;
    cv::resize(window, small, cv::Size(windowPx + 2 * marginPx, windowPx + 2 * marginPx), 0, 0, cv::INTER_AREA);
    return smoothed(small, extraBlurPx)(cv::Rect(marginPx, marginPx, windowPx, windowPx)).clone();
}

// `first`, then those of `then` it lacks, at most kMostLookAlikes in all. Candidates go best first: one
// that follows is taken as no likelier than the one before it.
std::vector<tracker::IdentityCandidate> joined(std::vector<tracker::IdentityCandidate> first,
                                               const std::vector<tracker::IdentityCandidate>& then)
{
    for (const tracker::IdentityCandidate& c : then) {
        if (first.size() >= kMostLookAlikes) break;
        const auto same = [&](const tracker::IdentityCandidate& f) { return f.piece == c.piece; };
        if (std::any_of(first.begin(), first.end(), same)) continue;
        const double before = first.empty() ? c.confidence : first.back().confidence;
        first.push_back({c.piece, std::min(c.confidence, before)});
    }
    return first;
}

// `ranked` with `first` (one of its pieces, as seen at some turn and place) put before the rest, which keep
// their order; that piece's own entry is dropped.
std::vector<FaceMatch> withFirst(const FaceMatch& first, const std::vector<FaceMatch>& ranked)
{
    std::vector<FaceMatch> out{first};
    for (const FaceMatch& m : ranked) {
        if (m.face != first.face) out.push_back(m);
    }
    return out;
}

// The middle of a learned face, in its pixels.
const cv::Point2f kFaceCentre((FaceLibrary::kFaceSidePx - 1) / 2.0F, (FaceLibrary::kFaceSidePx - 1) / 2.0F);

// A learned face as it lies turned `angleDeg` clockwise on the map, about its middle, the same size.
cv::Mat turnedFace(const cv::Mat& printed, double angleDeg)
{
    // The map's y axis points down, so a counter turned clockwise on the map is turned by a negative
    // angle in OpenCV's sense.
    const cv::Mat rotation = cv::getRotationMatrix2D(kFaceCentre, -angleDeg, 1.0);
    cv::Mat turned;
    cv::warpAffine(printed, turned, rotation, printed.size(), cv::INTER_LINEAR, cv::BORDER_REPLICATE);
    return turned;
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
    // The comparison at the facings alone ranks every piece; the turn nearest 0 is it.
    straightTurn_ = static_cast<std::size_t>(
        std::min_element(options_.anglesDeg.begin(), options_.anglesDeg.end(),
                         [](double a, double b) { return std::abs(a) < std::abs(b); }) -
        options_.anglesDeg.begin());
    resolutions_.push_back(resolution(options_.matchPxPerMm));
    if (options_.fineMatchPxPerMm > options_.matchPxPerMm) {
        resolutions_.push_back(resolution(options_.fineMatchPxPerMm));
    }
}

FaceReader::Resolution FaceReader::resolution(double pxPerMm) const
{
    Resolution r;
    r.pxPerMm = pxPerMm;
    r.windowPx = std::max(3, static_cast<int>(std::lround(options_.windowMm * pxPerMm)));
    const auto sized = [&] {
        return Templates(options_.facingsDeg.size(), std::vector<std::vector<cv::Mat>>(options_.anglesDeg.size()));
    };
    r.templates = sized();
    r.blurred.assign(kCameraBlursPx.size(), sized());
    for (std::size_t facing = 0; facing < options_.facingsDeg.size(); ++facing) {
        for (std::size_t turn = 0; turn < options_.anglesDeg.size(); ++turn) {
            const double angle = options_.facingsDeg[facing] + options_.anglesDeg[turn];
            for (const auto& learned : library_.faces()) {
                const cv::Mat turned = turnedFace(learned.face, angle);
                r.templates[facing][turn].push_back(
                    faceWindow(turned, kFaceCentre, options_.windowMm, pxPerMm, r.windowPx, 0));
                for (std::size_t b = 0; b < kCameraBlursPx.size(); ++b) {
                    r.blurred[b][facing][turn].push_back(
                        faceWindow(turned, kFaceCentre, options_.windowMm, pxPerMm, r.windowPx, kCameraBlursPx[b]));
                }
            }
        }
    }
    return r;
}

std::optional<std::string> FaceReader::sideOf(const std::string& piece) const
{
    const LearnedFace* face = library_.find(piece);
    if (face == nullptr || face->side.empty()) return std::nullopt;
    return face->side;
}

std::size_t FaceReader::resolutionAt(const FrameGeometry& geometry, cv::Point2d mm) const
{
    if (resolutions_.size() < 2) return 0;
    return geometry.pxPerMmAt(mm) >= kFineWithinShare * resolutions_[1].pxPerMm ? 1 : 0;
}

cv::Mat FaceReader::patchAt(const cv::Mat& frameBgr, const FrameGeometry& geometry, cv::Point2d topSeenMm,
                            std::size_t resolution) const
{
    return patchAbout(frameBgr, geometry, topSeenMm, resolution, options_.maxOffsetMm);
}

cv::Mat FaceReader::patchAbout(const cv::Mat& frameBgr, const FrameGeometry& geometry, cv::Point2d topSeenMm,
                               std::size_t resolution, double reachMm) const
{
    const Resolution& r = resolutions_.at(resolution);
    const int patchPx = r.windowPx + 2 * static_cast<int>(std::lround(reachMm * r.pxPerMm));
    // Squared up at twice the resolution, then averaged down: a camera's finer pixels are averaged
    // rather than picked from, and coarser ones are interpolated either way.
    const cv::Mat fine = rectifyPatch(frameBgr, geometry, topSeenMm, 0.0, patchPx / r.pxPerMm, 2.0 * r.pxPerMm);
    cv::Mat patch;
    cv::resize(fine, patch, cv::Size(patchPx, patchPx), 0, 0, cv::INTER_AREA);
    if (patch.channels() == 1) cv::cvtColor(patch, patch, cv::COLOR_GRAY2BGR);
    return smoothed(patch);
}

std::vector<FaceMatch> FaceReader::matches(const cv::Mat& patch, std::size_t resolution) const
{
    const Resolution& res = resolutions_.at(resolution);
    return rankWith(patch, res, res.templates);
}

std::vector<FaceMatch> FaceReader::rankWith(const cv::Mat& patch, const Resolution& res,
                                            const Templates& templates) const
{
    std::vector<FaceMatch> ranked;
    if (patch.rows < res.windowPx || patch.cols < res.windowPx) return ranked;
    // Every piece at every facing first; only the likeliest are tried at every turn of their facing.
    for (std::size_t f = 0; f < library_.size(); ++f) {
        FaceMatch match;
        match.face = f;
        for (std::size_t facing = 0; facing < options_.facingsDeg.size(); ++facing) {
            tryAt(patch, templates[facing][straightTurn_][f], res, facing, straightTurn_, match);
        }
        ranked.push_back(match);
    }
    const auto byScore = [](const FaceMatch& a, const FaceMatch& b) { return a.score > b.score; };
    std::sort(ranked.begin(), ranked.end(), byScore);
    const std::size_t refined = std::min(ranked.size(), static_cast<std::size_t>(options_.refinedPieces));
    const double refinedStraightFloor = refined > 0 ? ranked[refined - 1].score : -1.0;
    for (std::size_t r = 0; r < refined; ++r) {
        const std::size_t facing = ranked[r].facing;
        for (std::size_t turn = 0; turn < options_.anglesDeg.size(); ++turn) {
            if (turn == straightTurn_) continue;
            tryAt(patch, templates[facing][turn][ranked[r].face], res, facing, turn, ranked[r]);
        }
    }
    std::sort(ranked.begin(), ranked.begin() + static_cast<std::ptrdiff_t>(refined), byScore);
    // Every other face at the turn the likeliest found the top at, at each facing: turned 14 degrees and
    // blurred, fourteen infantry faces alike by their straight faces can leave the top's own out of the
    // refined few. On 200 hard 4K tables 84.9% of tops were then named surely instead of 81.8%, wrong 2
    // instead of 7 (normal light 98.2% instead of 98.1%, wrong 1 either way). Reading a board's tops
    // takes 40-50% longer (identity_bench: 0.58 s -> 0.87 s at 1080p, 2.0 s -> 2.9 s at 4K). Faces
    // matching straight well below the refined few (kTurnedWithin) are another kind or colour and are
    // left out: 0.65 s and 2.5 s, and the same reads on the 200 hard 4K tables.
    if (refined < ranked.size() && ranked.front().turn != straightTurn_) {
        const std::size_t turn = ranked.front().turn;
        for (std::size_t r = refined; r < ranked.size(); ++r) {
            if (ranked[r].score < refinedStraightFloor - kTurnedWithin) break; // the rest match worse still
            for (std::size_t facing = 0; facing < options_.facingsDeg.size(); ++facing) {
                tryAt(patch, templates[facing][turn][ranked[r].face], res, facing, turn, ranked[r]);
            }
        }
        std::sort(ranked.begin(), ranked.end(), byScore);
    }
    return ranked;
}

std::optional<FaceReader::CameraBlur> FaceReader::cameraBlur(const cv::Mat& patch, const FaceMatch& best,
                                                             const Resolution& res) const
{
    // The one under which the best piece's face, at its best turn, matches best.
    cv::Mat scores;
    std::optional<CameraBlur> found;
    double bestScore = best.score;
    for (std::size_t b = 0; b < kCameraBlursPx.size(); ++b) {
        cv::matchTemplate(patch, res.blurred[b][best.facing][best.turn][best.face], scores, cv::TM_CCOEFF_NORMED);
        double score = 0;
        cv::minMaxLoc(scores, nullptr, &score);
        if (score > bestScore) {
            bestScore = score;
            found = CameraBlur{b, score};
        }
    }
    return found;
}

void FaceReader::tryAt(const cv::Mat& patch, const cv::Mat& face, const Resolution& res, std::size_t facing,
                       std::size_t turn, FaceMatch& match) const
{
    cv::Mat scores;
    cv::matchTemplate(patch, face, scores, cv::TM_CCOEFF_NORMED);
    double score = 0;
    cv::Point at;
    cv::minMaxLoc(scores, nullptr, &score, nullptr, &at);
    if (score <= match.score) return;
    const cv::Point2d middle((patch.cols - res.windowPx) / 2.0, (patch.rows - res.windowPx) / 2.0);
    match.score = score;
    match.facing = facing;
    match.turn = turn;
    match.angleDeg = options_.facingsDeg[facing] + options_.anglesDeg[turn];
    match.offsetMm = (cv::Point2d(at) - middle) / res.pxPerMm;
}

FaceMatch FaceReader::bestAtFacing(const cv::Mat& patch, std::size_t face, std::size_t facing,
                                   const Resolution& res) const
{
    FaceMatch match;
    match.face = face;
    match.facing = facing;
    for (std::size_t turn = 0; turn < options_.anglesDeg.size(); ++turn) {
        tryAt(patch, res.templates[facing][turn][face], res, facing, turn, match);
    }
    return match;
}

std::optional<FaceReader::FinePose> FaceReader::finePose(const TopSeen& top, const FaceMatch& match,
                                                         const Resolution& res, double extraBlurPx) const
{
    const cv::Mat& patch = top.patch;
    const cv::Point2d middle((patch.cols - res.windowPx) / 2.0, (patch.rows - res.windowPx) / 2.0);
    const cv::Rect at(cvRound(middle.x + match.offsetMm.x * res.pxPerMm),
                      cvRound(middle.y + match.offsetMm.y * res.pxPerMm), res.windowPx, res.windowPx);
    const auto key = std::make_tuple(match.face, match.facing, match.turn, at.x, at.y,
                                     static_cast<int>(std::lround(extraBlurPx * 100)));
    if (const auto known = top.poses.find(key); known != top.poses.end()) return known->second;
    std::optional<FinePose>& found = top.poses[key];
    if ((at & cv::Rect(0, 0, patch.cols, patch.rows)) != at) return found;
    const cv::Point2f centre(static_cast<float>(at.x + (at.width - 1) / 2.0),
                             static_cast<float>(at.y + (at.height - 1) / 2.0));
    FinePose pose{centre, match.angleDeg};
    double placedBest = -2;
    cv::Mat shifted;
    cv::Mat score;
    for (const double turn : kFineTurnsDeg) {
        const cv::Mat face =
            turnedWindow(match.face, match.angleDeg + turn, {0, 0}, options_.windowMm, res, extraBlurPx);
        for (int dy = -kSubPixelSteps; dy <= kSubPixelSteps; ++dy) {
            for (int dx = -kSubPixelSteps; dx <= kSubPixelSteps; ++dx) {
                const cv::Point2f step(static_cast<float>(dx * kSubPixelStepPx),
                                       static_cast<float>(dy * kSubPixelStepPx));
                cv::getRectSubPix(patch, at.size(), centre + step, shifted);
                cv::matchTemplate(shifted, face, score, cv::TM_CCOEFF_NORMED);
                if (score.at<float>(0, 0) > placedBest) {
                    placedBest = score.at<float>(0, 0);
                    pose = {cv::Point2d(centre + step), match.angleDeg + turn};
                }
            }
        }
    }
    found = pose;
    return found;
}

cv::Mat FaceReader::turnedWindow(std::size_t face, double angleDeg, cv::Point2d shiftMm, double windowMm,
                                 const Resolution& res, double extraBlurPx) const
{
    const cv::Mat turned = turnedFace(library_.faces()[face].face, angleDeg);
    // The face's centre lies shiftMm from the window's middle, so the middle shows the face that far back.
    const cv::Point2f middle = kFaceCentre - cv::Point2f(shiftMm * FaceLibrary::kFacePxPerMm);
    const int windowPx = std::max(3, static_cast<int>(std::lround(windowMm * res.pxPerMm)));
    return faceWindow(turned, middle, windowMm, res.pxPerMm, windowPx, extraBlurPx);
}

FaceReader::SquaredUp FaceReader::squaredUp(const TopSeen& top, const FinePose& pose, const Resolution& res,
                                            double extraBlurPx) const
{
    const int sidePx = static_cast<int>(std::lround(kToldApartSideMm * res.pxPerMm));
    const cv::Point2d faceMm = faceMiddleMm(top.seenMm, top.patch.size(), pose.centrePx, res.pxPerMm);
    SquaredUp squared;
    squared.extraBlurPx = extraBlurPx;
    if (top.resolution > 0) {
        squared.surroundings.emplace(top.frame, top.geometry, faceMm, pose.angleDeg, sidePx, res.pxPerMm, kSmoothPx,
                                     extraBlurPx);
        squared.view = squared.surroundings->view();
        return squared;
    }
    const double sideMm = sidePx / res.pxPerMm;
    const cv::Mat fine = rectifyPatch(top.frame, top.geometry, faceMm, pose.angleDeg, sideMm, 2.0 * res.pxPerMm);
    cv::resize(fine, squared.view, cv::Size(sidePx, sidePx), 0, 0, cv::INTER_AREA);
    if (squared.view.channels() == 1) cv::cvtColor(squared.view, squared.view, cv::COLOR_GRAY2BGR);
    squared.view = smoothed(squared.view);
    return squared;
}

SquaredUpFace FaceReader::faceIn(const SquaredUp& squared, std::size_t face, double turnDeg, cv::Point2d shiftMm,
                                 const Resolution& res) const
{
    // At the coarse resolution (1080p) a number is a blob of a few pixels and what the camera blurs into the
    // counter's edge from beside it is below what the comparisons resolve: drawn over it there, on 25 normal
    // 1080p tables (seeds 9600-9624) 44.6% of tops were named surely instead of 45.2%. So there the face is
    // blurred alone, as the view is squared up alone.
    if (!squared.surroundings) {
        const double sideMm = squared.view.cols / res.pxPerMm;
        const cv::Mat alone = turnedWindow(face, turnDeg, shiftMm, sideMm, res, squared.extraBlurPx);
        if (squared.extraBlurPx <= 0) return {alone, alone, alone};
        cv::Mat sharp;
        turnedWindow(face, turnDeg, shiftMm, sideMm, res, 0.0).convertTo(sharp, alone.type());
        return {alone, alone, sharp};
    }
    const SquaredUpSurroundings& surroundings = *squared.surroundings;
    const double wideMm = (surroundings.view().cols + 2 * surroundings.marginPx()) / res.pxPerMm;
    return surroundings.seen(turnedWindow(face, turnDeg, shiftMm, wideMm, res, 0.0), turnDeg, shiftMm,
                             FaceLibrary::kCounterSideMm);
}

std::optional<FaceReader::WholeFaceScore> FaceReader::wholeFaceScore(const TopSeen& top, const FaceMatch& match,
                                                                     const Resolution& res, double extraBlurPx) const
{
    const auto pose = finePose(top, match, res, extraBlurPx);
    if (!pose) return std::nullopt;
    const SquaredUp squared = squaredUp(top, *pose, res, extraBlurPx);
    const SquaredUpFace face = faceIn(squared, match.face, 0.0, {0, 0}, res);
    const double seen = wholeMatch(squared.view, face.seen);
    return WholeFaceScore{seen, squared.surroundings ? wholeMatch(squared.view, face.plain) : seen};
}

std::vector<FaceMatch> FaceReader::wholeFaceFirst(const TopSeen& top, std::vector<FaceMatch> ranked,
                                                  const Resolution& res, double extraBlurPx) const
{
    if (ranked.size() < 2) return ranked;
    const double bestScore = ranked.front().score;
    const auto close = [&](const FaceMatch& m) { return bestScore - m.score <= kWholeFaceWithin; };
    if (!close(ranked[1])) return ranked;
    // The close faces, each at every facing where it matches close to the best.
    std::vector<FaceMatch> tried;
    for (std::size_t r = 0; r < ranked.size() && r < kMostWholeFaces && close(ranked[r]); ++r) {
        tried.push_back(ranked[r]);
        for (std::size_t facing = 0; facing < options_.facingsDeg.size(); ++facing) {
            if (facing == ranked[r].facing) continue;
            const FaceMatch there = bestAtFacing(top.patch, ranked[r].face, facing, res);
            if (close(there)) tried.push_back(there);
        }
    }
    std::optional<WholeFaceScore> wholeBest;
    std::optional<FaceMatch> winner;
    for (const FaceMatch& m : tried) {
        const auto score = wholeFaceScore(top, m, res, extraBlurPx);
        if (score && (!wholeBest || score->seen > wholeBest->seen)) {
            wholeBest = score;
            winner = m;
        }
    }
    // A face that does not match the whole view cleanly (a ship on its hexside half under a neighbour, glare)
    // says nothing over it: the window's ranking stands. Whether it matches cleanly is judged with the face
    // alone, as toldApart judges it (WholeFaceScore).
    if (!winner || wholeBest->alone < kGoodScore ||
        (winner->face == ranked.front().face && winner->facing == ranked.front().facing)) {
        return ranked;
    }
    return withFirst(*winner, ranked);
}

bool FaceReader::toldApart(const TopSeen& top, const std::vector<FaceMatch>& ranked, const Resolution& res,
                           double extraBlurPx, double withinScore, std::optional<FaceMatch>* seenAsRival) const
{
    if (ranked.size() < 2) return true;
    const FaceMatch& best = ranked.front();
    const auto close = [&](const FaceMatch& m) { return best.score - m.score <= withinScore; };
    // Only faces this close need telling apart: none, and nothing is turned or placed.
    if (std::none_of(ranked.begin() + 1, ranked.end(), close)) return true;
    const auto bestPose = finePose(top, best, res, extraBlurPx);
    if (!bestPose) return false;
    // The whole face but a margin, squared up from the frame to the best face's turn and place, with what lies
    // about it to draw each face over at 4K (squared_up_surroundings.hpp): a face blurred alone missed what the
    // camera blurs into the counter's edge from beside it, where a unit's number is printed. Drawn over it (here
    // and in wholeFaceScore), on hard 4K tables never used before 95.31% of tops were named surely instead of
    // 94.62% (seeds 9500-9549) and 96.33% instead of 96.12% (seeds 9700-9749), wrong as many either way (the
    // same tops); on the 100 from seed 9100, 96.91% instead of 96.49%, wrong 2 instead of 1 (a leader two thirds
    // seen under a neighbour's counter, named as another leader 0.32 of the way at 11 sigmas, which drawn alone
    // was left unsure). At 1080p the faces are drawn alone (faceIn).
    const SquaredUp squared = squaredUp(top, *bestPose, res, extraBlurPx);
    const cv::Mat& view = squared.view;
    const bool fine = top.resolution > 0;
    // A face turned and placed so in the view, as the camera sees it there.
    const auto seenThere = [&](std::size_t face, double turnDeg, cv::Point2d shiftMm) {
        return faceIn(squared, face, turnDeg, shiftMm, res);
    };
    const SquaredUpFace bestFace = seenThere(best.face, 0.0, {0, 0});
    // Whether the view matches the best face cleanly, which says no glare or neighbour lies over it, is judged
    // with the face blurred alone: drawn over its surroundings, a face takes the frame's own pixels into its
    // edge, glare among them, and matches a view under glare more cleanly than it is (a Confederate "6" under
    // glare, seed 2051: 0.978 so, 0.948 alone, under kToldApartCleanWhole; judged so, it was named the "8").
    const bool matchesWholeCleanly = wholeMatch(view, bestFace.plain) >= kToldApartCleanWhole;
    // The view's axes on the map, to place the other faces in it.
    const double a = bestPose->angleDeg * CV_PI / 180.0;
    const cv::Point2d along(std::cos(a), std::sin(a));
    const cv::Point2d across(-std::sin(a), std::cos(a));
    // A face placed about where it lies, by each of the sub-pixel steps (kMarkShifts) either way.
    const auto placedAbout = [&](std::size_t face, double turnDeg, cv::Point2d shiftMm) {
        std::vector<cv::Mat> placed;
        const double stepMm = kSubPixelStepPx / res.pxPerMm;
        for (int dy = -kMarkShifts; dy <= kMarkShifts; ++dy) {
            for (int dx = -kMarkShifts; dx <= kMarkShifts; ++dx) {
                placed.push_back(seenThere(face, turnDeg, shiftMm + cv::Point2d(dx * stepMm, dy * stepMm)).seen);
            }
        }
        return placed;
    };
    const auto placementOf = [&](const FinePose& pose) {
        return FacePlacement{faceMiddleMm(top.seenMm, top.patch.size(), pose.centrePx, res.pxPerMm), pose.angleDeg};
    };
    std::vector<cv::Mat> bestPlaced; // placedAbout the best face, once needed
    std::optional<FaceMatch> plainRival;
    std::optional<FaceMatch> rivalSeenInFrame; // rivalInFrame: tried only where no plainRival is found
    // Once the best face is not told apart, the comparisons go on only to find a face the view plainly
    // lies nearer (for seenAsRival), at whichever facing that face lies.
    bool apart = true;
    const auto toldFrom = [&](const FaceMatch& other, const FinePose& pose) {
        const cv::Point2d shift = (pose.centrePx - bestPose->centrePx) / res.pxPerMm;
        const double turnDeg = pose.angleDeg - bestPose->angleDeg;
        const cv::Point2d shiftMm(shift.dot(along), shift.dot(across));
        const SquaredUpFace otherFace = seenThere(other.face, turnDeg, shiftMm);
        const ToldApart told = toldApartScore(view, bestFace, otherFace);
        if (told.share <= -kToldApartShare && !plainRival) plainRival = other;
        // In the frame's own pixels, each face drawn there: made once, when needed.
        std::optional<std::optional<MarkInFrame>> inFrame;
        const auto frameComparison = [&]() -> const std::optional<MarkInFrame>& {
            if (!inFrame) {
                inFrame = compareMarkInFrame(top.frame, top.geometry, library_.faces()[best.face].face,
                                             placementOf(*bestPose), library_.faces()[other.face].face,
                                             placementOf(pose));
            }
            return *inFrame;
        };
        // Told apart squared up, at the fine resolution where the whole face matches cleanly, the frame has the
        // last word (frameAgrees), asked where the view was told apart by fewer than kFrameAskedBelowSigmas; not
        // asked once the best face is not told apart anyway.
        const auto standsInFrame = [&](double sigmasSquaredUp) {
            return !apart || !fine || !matchesWholeCleanly || sigmasSquaredUp >= kFrameAskedBelowSigmas ||
                   frameAgrees(frameComparison());
        };
        if (toldAsFirst(told, matchesWholeCleanly, fine)) return standsInFrame(told.sigmas);
        // Not plainly: compared again about the mark alone, each face placed its own best way there; or, where the
        // view is not clean, only where the frame confirms a mark seen squared up (uncleanToldInFrame).
        if (!matchesWholeCleanly) {
            return fine && apart && told.share >= kToldApartShare && told.sigmas >= kUncleanSquaredUpSigmas &&
                   frameComparison() && uncleanToldInFrame(*frameComparison());
        }
        if (bestPlaced.empty()) bestPlaced = placedAbout(best.face, 0.0, {0, 0});
        const ToldApart aboutMark = toldApartEachPlaced(view, bestFace, otherFace, bestPlaced,
                                                        placedAbout(other.face, turnDeg, shiftMm));
        // The mark may stand out as plainly for the other face: then that face is the one to try (on 200 hard
        // 4K tables 488 tops were then left unsure instead of 491, on 200 normal 1080p ones 3,398 instead of
        // 3,410, wrong as many either way, the same tops).
        const ToldApart asOther{-aboutMark.share, -aboutMark.sigmas};
        if (markStandsOut(asOther, true) && !plainRival) plainRival = other;
        if (markStandsOut(aboutMark, matchesWholeCleanly)) return standsInFrame(aboutMark.sigmas);
        // Still not plainly: compared once more in the frame's own pixels (unless the best face is already not
        // told apart: only the first comparison that fails may name a rival there).
        if (!apart) return false;
        if (!frameComparison()) return false;
        if (standsOutInFrame(*frameComparison(), fine)) return true;
        if (fine && !rivalSeenInFrame && rivalInFrame(*frameComparison())) rivalSeenInFrame = other;
        return false;
    };
    const auto settled = [&] { return !apart && (seenAsRival == nullptr || plainRival.has_value()); };
    for (std::size_t r = 1; r < ranked.size() && !settled(); ++r) {
        FaceMatch other = ranked[r];
        if (!close(other)) {
            // Ranked by its best match the other way round, a face may still lie close the best one's way: the
            // window leaves out the numbers along the edges, so which way round an infantry face matches best
            // is chance, and a face matched one way was not turned the other (kOtherFacingWithin).
            if (other.facing == best.facing || best.score - other.score > kOtherFacingWithin) continue;
            other = bestAtFacing(top.patch, other.face, best.facing, res);
            if (!close(other)) continue;
        }
        // Each close face is compared at the best one's pose, and where it lies itself at every other
        // facing: half turned, a face can match nearly as well as the best one (a cavalry "1" over "2"
        // and one "2" over "1"). (Placed by itself at the best one's facing, it takes up a turn of a
        // degree or two, which then differs from the best face all over and drowns the mark.)
        apart = toldFrom(other, *bestPose) && apart;
        for (std::size_t facing = 0; facing < options_.facingsDeg.size() && !settled(); ++facing) {
            if (facing == best.facing) continue;
            const FaceMatch there = bestAtFacing(top.patch, ranked[r].face, facing, res);
            if (!close(there)) continue; // it does not look like the top that way round
            const auto pose = finePose(top, there, res, extraBlurPx);
            apart = pose && toldFrom(there, *pose) && apart;
        }
    }
    if (!plainRival) plainRival = rivalSeenInFrame;
    if (plainRival && seenAsRival != nullptr) *seenAsRival = plainRival;
    return apart;
}

bool FaceReader::bestUnderCameraBlur(const TopSeen& top, const std::vector<FaceMatch>& ranked,
                                     const std::optional<CameraBlur>& blur) const
{
    const cv::Mat& patch = top.patch;
    const Resolution& res = resolutions_.at(top.resolution);
    if (ranked.empty() || patch.rows < res.windowPx || patch.cols < res.windowPx) return false;
    cv::Mat scores;
    const auto scoreOf = [&](const cv::Mat& face) {
        cv::matchTemplate(patch, face, scores, cv::TM_CCOEFF_NORMED);
        double best = 0;
        cv::minMaxLoc(scores, nullptr, &best);
        return best;
    };
    const FaceMatch& best = ranked.front();
    if (!blur) return true; // the camera is as sharp as the faces
    const double blurredBest = blur->bestScore;
    // Every other piece compared again at the camera's sharpness, as matches() compares them: at the
    // facings first, then the likeliest at every turn. The blurred ranking is not the sharp one (a
    // counter turned 11 degrees and blurred can rank ninth by its straight face and so never be turned).
    const auto& blurred = res.blurred[blur->index];
    // Faces matching within kNoFaceGap of the best, blurred. The best may still be told apart from each
    // where they differ (toldAsFirst), the faces blurred alike; from one matching better outright the
    // best one's way round, never. One that matches better only turned half round may be told apart: the
    // window leaves out the numbers along the edges, and a cavalry face upside down matched a cavalry
    // counter's window better than its own face did, both blurred (over the whole face it did not:
    // wholeFaceFirst).
    std::vector<FaceMatch> close{best};
    close.front().score = blurredBest;
    bool beaten = false; // another face matches better outright, the best one's way round
    const auto tooClose = [&](std::size_t face, double score, std::size_t facing) {
        if (score < blurredBest - kNoFaceGap) return false;
        beaten = beaten || (score > blurredBest + kBeatenByMore && facing == best.facing);
        FaceMatch rival;
        rival.face = face;
        rival.score = score;
        close.push_back(rival);
        return true;
    };
    std::vector<std::pair<double, std::pair<std::size_t, std::size_t>>> others; // score, (face, facing)
    for (std::size_t f = 0; f < library_.size(); ++f) {
        if (f == best.face) continue;
        std::pair<double, std::pair<std::size_t, std::size_t>> other{-1.0, {f, 0}};
        for (std::size_t facing = 0; facing < options_.facingsDeg.size(); ++facing) {
            const double score = scoreOf(blurred[facing][straightTurn_][f]);
            if (score > other.first) other = {score, {f, facing}};
        }
        if (tooClose(f, other.first, other.second.second)) continue;
        others.push_back(other);
    }
    const std::size_t refined = std::min(others.size(), static_cast<std::size_t>(options_.refinedPieces));
    std::partial_sort(others.begin(), others.begin() + static_cast<std::ptrdiff_t>(refined), others.end(),
                      [](const auto& a, const auto& b) { return a.first > b.first; });
    for (std::size_t r = 0; r < refined; ++r) {
        const auto [face, facing] = others[r].second;
        for (std::size_t turn = 0; turn < options_.anglesDeg.size(); ++turn) {
            if (turn != straightTurn_ && tooClose(face, scoreOf(blurred[facing][turn][face]), facing)) break;
        }
    }
    // And the rest at the best one's turn, at each facing: every one, not only those rankWith compares
    // there (kTurnedWithin), as this check only ever leaves a read unsure.
    if (best.turn != straightTurn_) {
        for (std::size_t r = refined; r < others.size(); ++r) {
            const std::size_t face = others[r].second.first;
            for (std::size_t facing = 0; facing < options_.facingsDeg.size(); ++facing) {
                if (tooClose(face, scoreOf(blurred[facing][best.turn][face]), facing)) break;
            }
        }
    }
    if (close.size() == 1) return true;
    return !beaten && toldApart(top, close, res, kCameraBlursPx[blur->index], 1.0);
}

std::vector<tracker::IdentityCandidate> FaceReader::candidates(const std::vector<FaceMatch>& ranked,
                                                                bool mayBeSure, bool toldApart, bool anywhere,
                                                                std::optional<double> seenScore) const
{
    std::vector<tracker::IdentityCandidate> out;
    if (ranked.empty() || ranked.front().score < kPoorScore) return out;
    const FaceMatch& best = ranked.front();
    const double offset = anywhere ? 0.0 : cv::norm(best.offsetMm);
    // Full marks centred on the top face, falling to 0.3 at maxOffsetMm: a face off the top's centre
    // may be a lower counter peeking out, or a neighbour's.
    const double span = std::max(1e-9, options_.maxOffsetMm - options_.centredWithinMm);
    const double placed =
        offset <= options_.centredWithinMm ? 1.0 : std::max(0.3, 1.0 - 0.7 * (offset - options_.centredWithinMm) / span);
    const double seen = std::clamp((seenScore.value_or(best.score) - kPoorScore) / (kGoodScore - kPoorScore), 0.0, 1.0);
    const double gap = ranked.size() > 1 ? best.score - ranked[1].score : kSureFaceGap;
    const double clear = toldApart ? 1.0 : std::clamp((gap - kNoFaceGap) / (kSureFaceGap - kNoFaceGap), 0.0, 1.0);
    const double confidence = kCleanFaceConfidence * placed * seen * clear;
    const auto& faces = library_.faces();
    if (mayBeSure && confidence >= kSureIdentity) {
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
    return readTopClearOfOthers(frameBgr, geometry, view, standingMm, topHeightMm, 0.0);
}

std::vector<tracker::IdentityCandidate> FaceReader::readTopClearOfOthers(const cv::Mat& frameBgr,
                                                                         const FrameGeometry& geometry,
                                                                         const ViewGeometry& view, cv::Point2d standingMm,
                                                                         double topHeightMm, double clearMm) const
{
    if (library_.empty()) return {};
    const cv::Point2d seen = view.known ? view.seenPoint(standingMm, topHeightMm) : standingMm;
    bool bestAtEdge = false;
    std::vector<tracker::IdentityCandidate> read =
        readAbout(frameBgr, geometry, seen, clearMm, options_.maxOffsetMm, &bestAtEdge);
    // Left unsure with its best match at the edge of the search, the top may lie beyond it (kWiderReachMm).
    if (namedSurely(read) || !bestAtEdge || clearMm < kClearOfOthersMm + (kWiderReachMm - options_.maxOffsetMm)) {
        return read;
    }
    std::vector<tracker::IdentityCandidate> wider = readAbout(frameBgr, geometry, seen, clearMm, kWiderReachMm, nullptr);
    return namedSurely(wider) ? wider : read;
}

std::vector<tracker::IdentityCandidate> FaceReader::readAbout(const cv::Mat& frameBgr, const FrameGeometry& geometry,
                                                              cv::Point2d seen, double clearMm, double reachMm,
                                                              bool* bestAtEdge) const
{
    const std::size_t resolution = resolutionAt(geometry, seen);
    const bool fine = resolution > 0;
    cv::Mat patch = patchAbout(frameBgr, geometry, seen, resolution, reachMm);
    std::vector<FaceMatch> ranked = matches(patch, resolution);
    if (bestAtEdge != nullptr && !ranked.empty()) {
        const Resolution& res = resolutions_.at(resolution);
        const double edgePx = (patch.cols - res.windowPx) / 2.0 - 0.5;
        const cv::Point2d offsetPx = ranked.front().offsetMm * res.pxPerMm;
        *bestAtEdge = std::max(std::abs(offsetPx.x), std::abs(offsetPx.y)) >= edgePx;
    }
    // With no other stack near, a clean face off the point is this stack's top (kClearOfOthersMm): clean
    // over the window or, at the fine resolution, over the whole face, as a sure read must be below.
    const bool clearOfOthers = clearMm >= kClearOfOthersMm;
    const bool cleanWindow = !ranked.empty() && ranked.front().score >= kGoodScore;
    const bool anywhere = clearOfOthers && (cleanWindow || fine);
    const bool offPoint = !ranked.empty() && cv::norm(ranked.front().offsetMm) > options_.centredWithinMm;
    if (anywhere && offPoint) {
        // Where the top lies, the faces are compared again about it: near the edge of the search, the patch
        // cut about the point held a cavalry "2" upright a little better than the counter's own "1" turned
        // half round. With this, and a face clean over the whole face taken anywhere at the fine
        // resolution, 86.8% of tops on 200 hard 4K tables were named surely instead of 84.9%, wrong 1
        // instead of 2 (taken anywhere without searching again: 86.2%, wrong 4, two of them such "1"s);
        // normal light 98.3% instead of 98.2%, wrong 1 either way.
        seen += ranked.front().offsetMm;
        patch = patchAt(frameBgr, geometry, seen, resolution);
        ranked = matches(patch, resolution);
    }
    const Resolution& res = resolutions_.at(resolution);
    // A best face too close to another may still be told apart from it where the two differ (toldAsFirst).
    const TopSeen top{frameBgr, geometry, seen, patch, resolution, {}};
    // How much more than the faces the camera blurs, measured once for the checks below (none when the
    // patch is too small to hold a face: then nothing was ranked).
    std::optional<CameraBlur> blur = ranked.empty() ? std::nullopt : cameraBlur(patch, ranked.front(), res);
    // The faces are blurred as the camera blurred for it: compared sharper than the camera saw, the mark
    // that tells two faces apart shows less in the camera's view than between the faces, and the view
    // lies nearer halfway.
    const auto blurPxOf = [&](const std::optional<CameraBlur>& b) {
        return fine && b ? kCameraBlursPx[b->index] : 0.0;
    };
    if (fine && !ranked.empty()) {
        // The face matching best over the whole face first (kWholeFaceWithin), with the camera's blur for it.
        const FaceMatch windowBest = ranked.front();
        ranked = wholeFaceFirst(top, std::move(ranked), res, blurPxOf(blur));
        if (ranked.front().face != windowBest.face || ranked.front().facing != windowBest.facing) {
            blur = cameraBlur(patch, ranked.front(), res);
        }
    }
    std::optional<FaceMatch> seenAsRival;
    bool apart = toldApart(top, ranked, res, blurPxOf(blur), kSureFaceGap, &seenAsRival);
    if (!apart && seenAsRival) {
        // The whole window matched a look-alike best, but where the two faces differ the view lies plainly
        // on the other's side (an infantry "4" turned and blurred can match another number's face best, and
        // its own where the two numbers differ). That face is read instead if it is told apart from every
        // face close to it, as the best one would have to be. On 100 4K tables 95.4% of tops were then
        // named surely instead of 94.3% (normal light, wrong 1 either way) and 76.9% instead of 75.0%
        // (hard, wrong 6, was 5), for 1.6% more time. The rival goes first as it was seen, at the facing
        // where the view lay on its side: a cavalry "1" half turned matched a "2" best, and its own face
        // the right way round worse than either. (With that, and every close face compared until one
        // shows plainly, 95.5% and 77.4%, wrong 1 and 6.)
        std::vector<FaceMatch> rivalFirst = withFirst(*seenAsRival, ranked);
        const std::optional<CameraBlur> rivalBlur = cameraBlur(patch, rivalFirst.front(), res);
        if (toldApart(top, rivalFirst, res, blurPxOf(rivalBlur), kSureFaceGap)) {
            ranked = std::move(rivalFirst);
            blur = rivalBlur;
            apart = true;
        }
    }
    // Taken as the top off the point for its whole face alone, it must be seen whole.
    const bool wholeFaceDecides = anywhere && offPoint && !cleanWindow;
    // How well the best face matches over its whole face squared up, measured once: for how well it is seen
    // (below) and whether a sure read matches it cleanly (matchesWholeFace).
    std::optional<std::optional<WholeFaceScore>> wholeOfBest;
    const auto wholeFace = [&]() -> const std::optional<WholeFaceScore>& {
        if (!wholeOfBest) wholeOfBest = wholeFaceScore(top, ranked.front(), res, blurPxOf(blur));
        return *wholeOfBest;
    };
    // At the fine resolution a face told apart from every look-alike is seen as well as it matches over its
    // whole face (judged alone, WholeFaceScore), where that is better than over the window. The window is
    // matched with the faces as sharp as printed, at whole pixels and steps of turn: on a hard 4K table a
    // Confederate "2", "12" and "1", which the camera blurred 2-2.5 px more than the faces, matched theirs at
    // 0.63-0.67, too poorly seen to be named, and their whole faces at 0.946-0.957, squared up to the quarter
    // pixel and blurred as the camera blurs. Taking that, on hard 4K tables 96.88% of tops were named surely
    // instead of 96.67% (seeds 9750-9799, not looked at before), 96.55% instead of 96.34% (9700-9749, where
    // those three were found) and 95.72% instead of 95.31% (9500-9549), wrong as many either way (the same
    // tops); 25 normal 4K tables (seed 9550) were read as before, and a 1080p frame is never read so.
    std::optional<double> seenScore;
    if (fine && apart && ranked.front().score < kGoodScore && wholeFace()) {
        seenScore = std::max(ranked.front().score, wholeFace()->alone);
    }
    std::vector<tracker::IdentityCandidate> read = candidates(ranked, true, apart, anywhere, seenScore);
    // Nothing like a face (a hand, glare, the bare map): blurring the faces does not make one.
    if (read.empty()) return read;
    // A sure read must still be the best face when the faces are blurred as the camera blurred, and match
    // the whole face cleanly (kWholeFaceSure, kWholeFaceSureCoarse), judged with the face alone (WholeFaceScore):
    // seen over the surroundings, Bragg's plain face matched a Confederate "9" under hard light on a table read
    // at the fine resolution well enough to be named (TableFaces.HardConditionsLeaveTopsUnsureNotWrong).
    const bool sure = namedSurely(read);
    const auto matchesWholeFace = [&] {
        const auto& score = wholeFace();
        if (!score) return !wholeFaceDecides;
        return score->alone >= (fine ? kWholeFaceSure : kWholeFaceSureCoarse);
    };
    if (sure && bestUnderCameraBlur(top, ranked, blur) && matchesWholeFace()) return read;
    // Unsure: the look-alikes are the faces that match best blurred as the camera blurred, when it
    // blurs more than the faces (the sharp faces' ranking put the right piece among them for 67% of
    // 532 unsure tops on 20 hard 1080p tables, the blurred faces' for 86%; normal light 97% -> 99%).
    // Blurred, a plain face (a militia's, a leader's) can match so much better than the rest that it
    // stands alone; the sharp faces' look-alikes follow, as far as there is room (kMostLookAlikes). On 200
    // 1080p tables the right piece was then among the candidates 88.7% of the time instead of 87.5% (hard
    // light) and 99.5% instead of 99.1% (normal).
    if (blur) return joined(candidates(rankWith(patch, res, res.blurred[blur->index]), false), candidates(ranked, false));
    return sure ? candidates(ranked, false) : read;
}

} // namespace adj::vision
