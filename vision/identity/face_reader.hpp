#pragma once
// Appearance identity: the top counter of a stack is told by its printed face, compared with the
// faces of a FaceLibrary. A patch of the map plane around where the top face shows is squared up
// from the camera frame at about the camera's own resolution, and each learned face, turned as
// players leave counters (up to 15 degrees), is slid over it (normalised cross-correlation in
// colour, so light that is dimmer or brighter overall does not matter).
//
// What a camera over a whole map resolves (about 1.2 px per mm at 1080p, 17 px across a counter)
// tells side colour and unit symbol apart, and large strength numbers only just; a 4K camera (about
// 2.4 px per mm) is compared at its own finer resolution, where the numbers show. Counters that
// differ only in small print look alike to either. So a confidence here means something: a face that
// matches clearly better than every other piece's is sure; when other faces match nearly as well,
// all of them are given, none sure (the tracker, which knows where pieces were, or the players
// decide); a face matching nothing well (a hand, glare, a counter not in the library) gives no
// candidate at all. At 4K, faces that differ in one plain mark (a strength "2" and a "3") are compared
// again where they differ, and the one that wins there by a clear margin is sure after all.

#include "vision/identity/face_library.hpp"
#include "vision/identity/squared_up_surroundings.hpp"
#include "vision/identity/top_piece_reader.hpp"

#include <opencv2/core.hpp>

#include <map>
#include <optional>
#include <tuple>
#include <vector>

namespace adj::vision {

struct FaceReadOptions {
    /// Resolution faces are compared at: about what a 1080p camera resolves over a whole map. Finer
    /// compares print the camera cannot see.
    double matchPxPerMm = 1.5;
    /// Where the camera resolves at least this (px per mm on the map, both ways: a 4K camera over a
    /// whole map gives about 2.4), faces are compared at this resolution instead: the strength
    /// numbers then tell more counters apart. Not finer than matchPxPerMm (0, say): never.
    double fineMatchPxPerMm = 2.4;
    /// The middle of the face that is compared: it stays on the face when the counter is turned by
    /// up to 15 degrees, so neither the map nor a lower counter comes into it.
    double windowMm = 11.0;
    /// A face matched within this of where the top face shows is where it should be; the stack's
    /// measured point is itself 2-3 mm off the top face's centre at 1080p.
    double centredWithinMm = 3.0;
    /// The face is searched for this far from where the top face shows: farther it is another stack's.
    double maxOffsetMm = 5.5;
    /// The ways counters face (degrees on the map, clockwise): each side's counters face its own
    /// player, and players sit across the map from each other. A table whose players sit at the
    /// map's ends adds 90 and 270 (each facing costs a comparison of every face at every stack).
    std::vector<double> facingsDeg{0, 180};
    /// Turns tried about each facing (degrees): players leave counters a little askew.
    std::vector<double> anglesDeg{-15, -10, -5, 0, 5, 10, 15};
    /// Pieces compared at every turn after the first comparison at the facings alone.
    int refinedPieces = 8;
    double pieceThicknessMm = 1.8;
};

/// How well one piece's face matches a patch, its best turn and place.
struct FaceMatch {
    std::size_t face = 0;   ///< Index into the library's faces.
    double score = -1;      ///< Normalised cross-correlation, -1..1.
    double angleDeg = 0;    ///< Facing plus turn.
    cv::Point2d offsetMm;   ///< From the patch's centre.
    std::size_t facing = 0; ///< Index into FaceReadOptions::facingsDeg of the best turn.
    std::size_t turn = 0;   ///< Index into FaceReadOptions::anglesDeg of the best turn.
};

class FaceReader final : public TopPieceReader {
public:
    /// Throws std::invalid_argument for options that cannot work (non-positive sizes, no angles,
    /// maxOffsetMm below centredWithinMm).
    explicit FaceReader(FaceLibrary library, FaceReadOptions options = {});

    [[nodiscard]] const FaceLibrary& library() const { return library_; }
    [[nodiscard]] const FaceReadOptions& options() const { return options_; }

    [[nodiscard]] std::vector<tracker::IdentityCandidate> readTop(const cv::Mat& frameBgr,
                                                                  const FrameGeometry& geometry,
                                                                  const ViewGeometry& view, cv::Point2d standingMm,
                                                                  double topHeightMm) const override;
    /// A clean face found anywhere in the patch is taken as centred when no other stack stands within
    /// kClearOfOthersMm: clean over the window (kGoodScore) or, at the fine resolution, over the whole
    /// face (face_reader.cpp). A top left unsure there whose best match lay at the edge of the search is
    /// sought farther (kWiderReachMm), and named only if named surely there.
    [[nodiscard]] std::vector<tracker::IdentityCandidate>
    readTopClearOfOthers(const cv::Mat& frameBgr, const FrameGeometry& geometry, const ViewGeometry& view,
                         cv::Point2d standingMm, double topHeightMm, double clearMm) const override;
    [[nodiscard]] std::optional<std::string> sideOf(const std::string& piece) const override;
    [[nodiscard]] double pieceThicknessMm() const override { return options_.pieceThicknessMm; }
    [[nodiscard]] bool knowsPieces() const override { return !library_.empty(); }

    /// The resolution readTop compares faces at round `mm`: 0 for matchPxPerMm, 1 for
    /// fineMatchPxPerMm where the camera resolves that.
    [[nodiscard]] std::size_t resolutionAt(const FrameGeometry& geometry, cv::Point2d mm) const;
    /// The patch readTop compares: the map plane around `topSeenMm`, squared up at the resolution
    /// (resolutionAt's) and smoothed as the faces are.
    [[nodiscard]] cv::Mat patchAt(const cv::Mat& frameBgr, const FrameGeometry& geometry, cv::Point2d topSeenMm,
                                  std::size_t resolution = 0) const;
    /// Every piece's best match in `patch` (patchAt's at the same resolution), best first.
    [[nodiscard]] std::vector<FaceMatch> matches(const cv::Mat& patch, std::size_t resolution = 0) const;
    /// The candidates a ranking makes (see the header comment); without `mayBeSure` the look-alikes
    /// only, none sure.
    /// `toldApart`: the best face was told apart from those close to it where they differ (readTop), so
    /// the gap over the whole window does not make it unsure. `anywhere`: the best face is not marked
    /// down for lying off the patch's centre (readTopClearOfOthers says when). `seenScore`: how well the
    /// best face is seen, where something better than its score over the window says so (readTop).
    [[nodiscard]] std::vector<tracker::IdentityCandidate> candidates(
        const std::vector<FaceMatch>& ranked, bool mayBeSure = true, bool toldApart = false, bool anywhere = false,
        std::optional<double> seenScore = std::nullopt) const;

private:
    /// The top counter as readTop sees it: the frame, where the top's face shows on the map plane, and
    /// the patch around that point the faces are searched in (patchAt's, at `resolution`).
    /// Where a face lies in a patch, to the degree and the quarter pixel (finePose).
    struct FinePose {
        cv::Point2d centrePx;
        double angleDeg = 0;
    };
    struct TopSeen {
        const cv::Mat& frame;
        const FrameGeometry& geometry;
        cv::Point2d seenMm;
        const cv::Mat& patch;
        std::size_t resolution = 0;
        /// The fine poses found so far (finePose): by face, facing, turn, place in whole patch pixels and
        /// the faces' added blur in hundredths of a pixel. The same face is placed again and again while a
        /// top is read: ranked over its whole face, told apart from each look-alike, blurred as the camera.
        mutable std::map<std::tuple<std::size_t, std::size_t, std::size_t, int, int, int>, std::optional<FinePose>>
            poses;
    };
    FaceLibrary library_;
    FaceReadOptions options_;
    using Templates = std::vector<std::vector<std::vector<cv::Mat>>>;
    /// The faces at one resolution.
    struct Resolution {
        double pxPerMm = 0;
        int windowPx = 0;
        /// templates[facing][turn][f]: face f turned by facingsDeg[facing] + anglesDeg[turn], its
        /// middle window at pxPerMm.
        Templates templates;
        /// blurred[b]: the same, blurred further by kCameraBlursPx[b] (face_reader.cpp).
        std::vector<Templates> blurred;
    };
    Resolution resolution(double pxPerMm) const;
    /// patchAt's patch, searched `reachMm` from `topSeenMm` instead of maxOffsetMm.
    cv::Mat patchAbout(const cv::Mat& frameBgr, const FrameGeometry& geometry, cv::Point2d topSeenMm,
                       std::size_t resolution, double reachMm) const;
    /// readTopClearOfOthers's read about `seen` (where the top's face shows), its face searched `reachMm` from
    /// there; whether the best match lay at the edge of that search goes in `bestAtEdge` when given.
    std::vector<tracker::IdentityCandidate> readAbout(const cv::Mat& frameBgr, const FrameGeometry& geometry,
                                                      cv::Point2d seen, double clearMm, double reachMm,
                                                      bool* bestAtEdge) const;
    /// Every piece's best match in `patch` with these faces, best first (matches()'s way).
    std::vector<FaceMatch> rankWith(const cv::Mat& patch, const Resolution& res, const Templates& templates) const;
    /// How much more than the faces the camera blurs: the index into kCameraBlursPx (face_reader.cpp)
    /// under which `best`'s face, at its best turn, matches `patch` best, and that score.
    struct CameraBlur {
        std::size_t index = 0;
        double bestScore = 0;
    };
    /// Whether `ranked`'s best piece (matches(top.patch)) still matches better than the other
    /// likeliest pieces when every face is blurred as much as the camera blurred it (`blur`, cameraBlur's
    /// for that best piece; see kCameraBlursPx in face_reader.cpp). A counter seen more blurred than the
    /// faces can match a simpler face best by chance; blurred alike, its own face wins again. A face as
    /// close blurred may still be told apart where the two differ (toldApart).
    bool bestUnderCameraBlur(const TopSeen& top, const std::vector<FaceMatch>& ranked,
                             const std::optional<CameraBlur>& blur) const;
    /// Whether the top is plainly `ranked`'s best face rather than each face scoring within
    /// `withinScore` of it, judged where the two faces differ (face_reader.cpp: toldApartScore, toldAsFirst) over
    /// the whole face squared up from the frame to the best face's turn and place; a face of the other
    /// facing where it lies itself; failing that about the mark alone, and last in the camera's own pixels
    /// (mark_in_frame.hpp). The faces are blurred by `extraBlurPx` more than resolution()
    /// smooths them. When not, and the view lies plainly on the side of the face it was not told apart
    /// from (over the whole face, or about the mark alone: face_reader.cpp, toldApartEachPlaced), that face
    /// as it lay there (its facing, turn and place) is put in `seenAsRival` (left alone otherwise); the
    /// comparison in the camera's pixels only ever confirms the best face, never names a rival.
    bool toldApart(const TopSeen& top, const std::vector<FaceMatch>& ranked, const Resolution& res,
                   double extraBlurPx, double withinScore, std::optional<FaceMatch>* seenAsRival = nullptr) const;
    /// Where a face lies in the patch, found to the degree and the quarter pixel about `match` (its
    /// place and turn to the reader's 5-degree steps and whole pixels): the face's centre in patch
    /// pixels and its turn on the map. nullopt when its window would leave the patch. Each is found once
    /// per top (top.poses).
    std::optional<FinePose> finePose(const TopSeen& top, const FaceMatch& match, const Resolution& res,
                                     double extraBlurPx) const;
    /// The whole face but a margin (kToldApartSideMm), squared up from the frame to `pose` (in top.patch) and
    /// smoothed as the faces are, to compare faces with (faceIn): at the fine resolution (top.resolution > 0)
    /// with what lies about it to draw them over as the camera blurs by `extraBlurPx` more than resolution()
    /// smooths (squared_up_surroundings.hpp); at the coarse one the view alone, the faces blurred alone (see
    /// faceIn in face_reader.cpp).
    struct SquaredUp {
        cv::Mat view;
        std::optional<SquaredUpSurroundings> surroundings;
        double extraBlurPx = 0;
    };
    SquaredUp squaredUp(const TopSeen& top, const FinePose& pose, const Resolution& res, double extraBlurPx) const;
    /// Library face `face` turned `turnDeg` and placed `shiftMm` from the middle of `squared`'s view (along its
    /// axes), as the camera sees it there.
    SquaredUpFace faceIn(const SquaredUp& squared, std::size_t face, double turnDeg, cv::Point2d shiftMm,
                         const Resolution& res) const;
    /// How well `match`'s face matches the top over its whole face (squaredUp at the face's fine pose):
    /// normalised cross-correlation, -1..1, of the face as seen there (`seen`, to rank faces by) and of the face
    /// blurred alone (`alone`, to judge whether the view matches it cleanly: seen over the surroundings, a face
    /// takes the frame's own pixels into its edge, glare among them). nullopt when the face cannot be placed
    /// (finePose).
    struct WholeFaceScore {
        double seen = 0;
        double alone = 0;
    };
    std::optional<WholeFaceScore> wholeFaceScore(const TopSeen& top, const FaceMatch& match, const Resolution& res,
                                                 double extraBlurPx) const;
    /// `ranked` with the face that matches the top best over its whole face first, among those matching the
    /// window close to the best (face_reader.cpp: kWholeFaceWithin), each at every facing; the rest follow
    /// in their order. The faces are blurred by `extraBlurPx` more than resolution() smooths them.
    std::vector<FaceMatch> wholeFaceFirst(const TopSeen& top, std::vector<FaceMatch> ranked, const Resolution& res,
                                          double extraBlurPx) const;
    /// `face` (a template at `facing` and `turn`) compared over `patch`: where it matches better than
    /// `match` so far, `match` takes its score, turn and place.
    void tryAt(const cv::Mat& patch, const cv::Mat& face, const Resolution& res, std::size_t facing,
               std::size_t turn, FaceMatch& match) const;
    /// Face `face`'s best match in `patch` at one facing, over every turn of it.
    FaceMatch bestAtFacing(const cv::Mat& patch, std::size_t face, std::size_t facing, const Resolution& res) const;
    /// Face `face` turned `angleDeg` on the map (clockwise) and moved `shiftMm` (in the window's own
    /// axes), its middle `windowMm` at the resolution, as resolution() cuts templates.
    cv::Mat turnedWindow(std::size_t face, double angleDeg, cv::Point2d shiftMm, double windowMm,
                         const Resolution& res, double extraBlurPx) const;
    /// nullopt when no added blur matches better: the camera is as sharp as the faces.
    std::optional<CameraBlur> cameraBlur(const cv::Mat& patch, const FaceMatch& best, const Resolution& res) const;
    std::vector<Resolution> resolutions_; ///< matchPxPerMm, then fineMatchPxPerMm when it is finer.
    std::size_t straightTurn_ = 0; ///< The turn nearest 0.
};

} // namespace adj::vision
