#include "vision/table/table_vision.hpp"

#include "engine/games/game.hpp"
#include "vision/camera/frame_geometry.hpp"
#include "vision/identity/face_reader.hpp"
#include "vision/identity/fiducial_reader.hpp"
#include "vision/registration/feature_registration.hpp"
#include "vision/registration/point_registration.hpp"
#include "vision/stability/stability_gate.hpp"
#include "vision/stability/still_frame_mean.hpp"
#include "vision/table/identify_stacks.hpp"
#include "vision/table/table_map.hpp"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <utility>

namespace adj::vision {

namespace {

// A still camera's registration wanders by a few tenths of a millimetre with sensor noise; a
// knocked camera or table moves the map by millimetres to centimetres.
constexpr double kCameraMovedMm = 1.5;
// The frames of a still period are averaged for reading the counters (still_frame_mean.hpp) only while
// the map stays within this of where the period's first frame put it: a camera nudged less than
// kCameraMovedMm would still smear a 2.7 mm number in the mean. Above the registration's own wander
// with noise, so that a still camera's frames are kept; 0.5 mm is 3 pixels at 4K.
constexpr double kStillFrameMovedMm = 0.5;

// The stability gate is fed the board as spaces, not blob fits: one blob per occupied space, at the
// space's centre. On the printed WftU map a fit can wander between frames of a still board (the top
// of a lone grey counter on a green hex 9 mm; a ship on a river hexside is fitted on the hexside or
// 13 mm off in the hex beside it, at confidence 0.25-0.45, or not at all), which no millimetre
// tolerance separates from a real move of a hexside ship (12.5 mm). So only blobs of at least
// kSeenConfidence count, and a space joins the board once it has been seen occupied in
// kSettleFrames frames running and leaves once it has been seen empty in as many: a fit that
// flickers between two places does not change the board. Everything seen, the doubtful blobs
// too, is reported in the committed observation; a move of a doubtful piece alone shows at the
// next commit.
constexpr int kSettleFrames = 3;

constexpr double kMinMarkerSearchWidth = 960.0;
constexpr double kSeenConfidence = 0.5;
// Glare is found in some frames and not in the next: the same hot spot over a wood came and went frame by
// frame with the camera's noise (hard table 5 of `eval-vision --seed 4000`, one frame in two). The spaces
// under it are remembered this long, so that a commit on a frame that missed it still knows them unseen.
constexpr double kGlareMemorySeconds = 3.0;

// The spaces the frame's glare washes out (a space under two regions comes twice).
std::vector<std::string> glareSpaces(const TableMap& table, const OccupancyResult& occupancy)
{
    std::vector<std::string> out;
    for (const GlareRegion& glare : occupancy.glare) {
        for (auto& space : table.spacesUnder(glare)) out.push_back(std::move(space));
    }
    return out;
}

TableState toTableState(BoardState state)
{
    switch (state) {
    case BoardState::Unseen:
        return TableState::Unseen;
    case BoardState::Busy:
        return TableState::Busy;
    case BoardState::Settling:
        return TableState::Settling;
    case BoardState::Committed:
        return TableState::Committed;
    }
    return TableState::Unseen;
}

} // namespace

struct TableVision::Impl {
    Impl(const games::Game& game, const data::GameMap& map, TableVisionOptions o)
        : options(o), table(game.data.definition, map), footings(game.data), pipeline(table.pipeline(o.markerScale)),
          gate(gateOptions(o))
    {
        // Markers, when the counters carry them, are the surer read; else the learned faces.
        if (!options.fiducials.empty()) identity = std::make_unique<FiducialReader>(options.fiducials);
        else if (!options.faces.empty()) identity = std::make_unique<FaceReader>(options.faces);
    }

    // Markers are searched for in a frame shrunk to options.markerScale, but never below
    // kMinMarkerSearchWidth pixels wide: the 30 mm markers of a whole map seen in a 960 x 540
    // frame are about 22 px wide, too small to find at half size.
    void fitPipelineTo(cv::Size frameSize)
    {
        if (frameSize == pipelineFrameSize || frameSize.width <= 0) return;
        const double scale = std::min(1.0, std::max(options.markerScale, kMinMarkerSearchWidth / frameSize.width));
        pipeline = makePipeline(scale);
        pipelineFrameSize = frameSize;
    }
    cv::Size pipelineFrameSize;

    // A pipeline against the empty board as it is known now (captured, else printed), with the
    // touched registration if there is one.
    [[nodiscard]] OccupancyPipeline makePipeline(double scale) const
    {
        OccupancyPipeline made = capturedBoard.empty() ? table.pipeline(scale) : table.pipeline(scale, capturedBoard);
        made.useTouchedRegistration(touched);
        return made;
    }

    // Rebuilds the pipeline for the frames it has been seeing, after its reference changed.
    void rebuildPipeline()
    {
        const cv::Size size = pipelineFrameSize;
        pipelineFrameSize = {};
        if (size.width > 0) {
            fitPipelineTo(size);
        } else {
            pipeline = makePipeline(options.markerScale);
        }
    }

    std::optional<Registration> touched; ///< From the players' touches.
    /// The empty board's print corners, for finding the map by its print; made when first needed
    /// and again after a capture changes the empty board.
    std::unique_ptr<FeatureReference> features;
    cv::Mat capturedBoard;               ///< The empty board as the camera saw it, on the grid; empty: the print.

    static StabilityOptions gateOptions(const TableVisionOptions& o)
    {
        StabilityOptions s;
        s.stillSeconds = o.stillSeconds;
        return s;
    }

    TableVisionOptions options;
    TableMap table;
    PieceFootings footings; ///< A surely read top piece settles hex against hexside (spaces_by_identity.hpp).
    OccupancyPipeline pipeline;
    StabilityGate gate;
    std::unique_ptr<TopPieceReader> identity; ///< Fiducial or appearance identity; null: none.
    /// The frames of the gate's current still period, while identity is read: their mean has less of
    /// the sensor's noise than any one of them, and the counters are read off it at a commit.
    StillFrameMean still;
    /// The gate's still period `still` holds frames of. Never reused (the gate counts on through its
    /// resets), so a reset gate starts the mean over with its next period.
    long stillPeriod = -1;
    std::optional<Registration> stillRegistration; ///< Where the map was in `still`'s first frame.

    /// Keeps `bgr`, registered at `reg`, for the mean of the still board's frames when it belongs with
    /// them: the gate is settling (or `commits` on this frame) in the same still period, and the map has
    /// not moved in the frame. Once the period is committed its frames are of no more use: a board that
    /// stays still costs nothing more (adding a 4K frame takes about 10 ms, occupancy_bench).
    void keepStillFrame(const cv::Mat& bgr, const Registration& reg, bool commits)
    {
        if (gate.state() == BoardState::Committed && !commits) return;
        if (!identity || gate.state() == BoardState::Busy || gate.state() == BoardState::Unseen ||
            bgr.type() != CV_8UC3) {
            forgetStillFrames();
            return;
        }
        const bool same = gate.stillPeriod() == stillPeriod && stillRegistration &&
                          !reg.movedFrom(*stillRegistration, kStillFrameMovedMm);
        if (!same) {
            forgetStillFrames();
            stillPeriod = gate.stillPeriod();
            stillRegistration = reg;
        }
        still.add(bgr);
    }
    void forgetStillFrames()
    {
        still.clear();
        stillPeriod = -1;
        stillRegistration.reset();
    }
    std::optional<Registration> settledRegistration; ///< Where the map was when the camera last moved.
    struct GateSpace {
        bool on = false;   ///< Part of the board the gate sees.
        int streak = 0;    ///< Frames running against `on`.
        OccupancyBlob blob; ///< Snapped to the space's centre.
    };
    std::map<std::string, GateSpace> gateSpaces;
    /// (space, side) of each stack of the last observation let through.
    std::multiset<std::pair<std::string, std::string>> committedBoard;
    /// When each space was last seen under glare (see kGlareMemorySeconds).
    std::map<std::string, double> glareSeenAt;

    /// The spaces seen under glare in the last kGlareMemorySeconds, this frame's (`now`) included: sorted,
    /// each once.
    std::vector<std::string> rememberGlare(const std::vector<std::string>& now, double timestampSeconds)
    {
        for (const auto& space : now) glareSeenAt[space] = timestampSeconds;
        std::vector<std::string> out;
        for (auto it = glareSeenAt.begin(); it != glareSeenAt.end();) {
            if (timestampSeconds - it->second > kGlareMemorySeconds || it->second > timestampSeconds) {
                it = glareSeenAt.erase(it);
            } else {
                out.push_back(it->first);
                ++it;
            }
        }
        return out;
    }

    // The board as the gate sees it: see kSettleFrames.
    OccupancyResult gateView(const OccupancyResult& occupancy)
    {
        std::map<std::string, OccupancyBlob> seen;
        // The spaces the committed observation will give them (a ship measured in the hex beside its
        // hidden river hexside is on the hexside), so the gate and the observation agree.
        const std::vector<std::string> spaces =
            table.spacesOf(occupancy.blobs, occupancy.normalised, pipeline.detector().reference());
        for (std::size_t b = 0; b < occupancy.blobs.size(); ++b) {
            const OccupancyBlob& blob = occupancy.blobs[b];
            if (blob.confidence < kSeenConfidence) continue;
            std::string space = spaces[b];
            // A fit measured just over a line (a hexside ship fitted in the hex beside it) keeps the
            // space the gate already has for it, so its wandering is not a change of the board.
            const auto current = gateSpaces.find(space);
            if (current == gateSpaces.end() || !current->second.on) {
                for (const auto& near : table.nearSpaces(blob.centreMm, space)) {
                    const auto held = gateSpaces.find(near);
                    if (held != gateSpaces.end() && held->second.on && !seen.contains(near)) {
                        space = near;
                        break;
                    }
                }
            }
            const cv::Point2d at = table.centreOf(space).value_or(
                cv::Point2d(std::round(blob.centreMm.x / 25.0) * 25.0, std::round(blob.centreMm.y / 25.0) * 25.0));
            if (space.empty()) space = "off:" + std::to_string(at.x) + "," + std::to_string(at.y);
            OccupancyBlob snapped = blob;
            snapped.centreMm = at;
            snapped.topSeenMm = at;
            seen.emplace(space, snapped);
        }
        for (const auto& [space, blob] : seen) {
            GateSpace& g = gateSpaces[space];
            g.blob = blob;
        }
        OccupancyResult view = occupancy;
        view.blobs.clear();
        for (auto it = gateSpaces.begin(); it != gateSpaces.end();) {
            GateSpace& g = it->second;
            const bool occupied = seen.contains(it->first);
            g.streak = occupied == g.on ? 0 : g.streak + 1;
            if (g.streak >= kSettleFrames) {
                g.on = !g.on;
                g.streak = 0;
            }
            if (!g.on && g.streak == 0) {
                it = gateSpaces.erase(it);
                continue;
            }
            if (g.on) view.blobs.push_back(g.blob);
            ++it;
        }
        return view;
    }
};

TableVision::TableVision(const games::Game& game, const data::GameMap& map, TableVisionOptions options)
    : impl_(std::make_unique<Impl>(game, map, options))
{
}

TableVision::~TableVision() = default;
TableVision::TableVision(TableVision&&) noexcept = default;
TableVision& TableVision::operator=(TableVision&&) noexcept = default;

TableFrame TableVision::process(const cv::Mat& bgr, double timestampSeconds)
{
    const auto start = std::chrono::steady_clock::now();
    Impl& s = *impl_;
    TableFrame out;
    s.fitPipelineTo(bgr.size());
    FrameOccupancy frame = s.pipeline.process(bgr);
    if (frame.geometry.ok()) {
        s.table.recoverShadowColouredPieces(frame, s.pipeline.detector());
        s.table.recoverPiecesBesideShips(frame, s.pipeline.detector());
    }
    out.byTouch = frame.byTouch;
    if (!frame.geometry.ok()) {
        out.why = frame.geometry.registration.reason.empty() ? std::string("the map could not be registered")
                                                             : frame.geometry.registration.reason;
        s.gate.feedUnseen(timestampSeconds);
        s.forgetStillFrames();
    } else {
        out.registered = true;
        out.geometry = frame.geometry;
        const Registration& reg = frame.geometry.registration;
        if (!s.settledRegistration || reg.movedFrom(*s.settledRegistration, kCameraMovedMm)) {
            out.cameraMoved = s.settledRegistration.has_value();
            s.settledRegistration = reg;
        }
        out.pieces = static_cast<int>(frame.occupancy.blobs.size());
        out.handsOrObjects = !frame.occupancy.foreign.empty();
        out.glare = s.rememberGlare(glareSpaces(s.table, frame.occupancy), timestampSeconds);
        // While a hand is over the map the gate only needs to know that (Busy); what the hand hides
        // must not take spaces off the board.
        const bool busy = !frame.occupancy.foreign.empty();
        const bool commits = s.gate.feed(busy ? frame.occupancy : s.gateView(frame.occupancy), timestampSeconds).has_value();
        s.keepStillFrame(bgr, reg, commits);
        if (commits) {
            tracker::Observation observation;
            observation.registered = true;
            observation.still = true;
            // The board has been still, so this frame shows it: every blob, the doubtful ones too.
            auto stacks =
                s.table.stacksOf(frame.occupancy.blobs, frame.occupancy.normalised, s.pipeline.detector().reference(),
                                 s.pipeline.detector().options());
            // Identity matters only for what is committed, so markers or faces are read here and not on
            // every frame: a frame's cost stays what it was, a commit pays a few milliseconds a stack.
            // They are read off the mean of the still board's frames, which has less of the sensor's
            // noise than this one (on hard 4K tables, 4 frames: see README).
            if (s.identity) {
                const auto identityStart = std::chrono::steady_clock::now();
                const cv::Mat seen = s.still.frames() > 1 ? s.still.mean() : bgr;
                out.identityFrames = std::max(1, s.still.frames());
                identifyStacks(seen, frame, *s.identity, s.table, s.footings, stacks);
                out.identityMs =
                    std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - identityStart).count();
            }
            for (auto& seen : stacks) {
                observation.stacks.push_back(std::move(seen.stack));
            }
            // What may stand unseen is not taken for gone.
            observation.unseen = out.glare;
            for (auto& space : s.table.spacesOutOfView(frame.valid)) observation.unseen.push_back(std::move(space));
            // The gate counts only the surer blobs; one near kSeenConfidence can join its board a few
            // frames after a commit that already reported it among the doubtful ones. What the tracker
            // would be told is then what it was told last time: no new commit.
            std::multiset<std::pair<std::string, std::string>> board;
            for (const auto& stack : observation.stacks) board.emplace(stack.space, stack.side);
            if (board != s.committedBoard) {
                s.committedBoard = std::move(board);
                out.stable = std::move(observation);
            }
        }
    }
    out.state = toTableState(s.gate.state());
    out.processMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    return out;
}

void TableVision::reset()
{
    impl_->gate.reset();
    impl_->settledRegistration.reset();
    impl_->gateSpaces.clear();
    impl_->committedBoard.clear();
    impl_->glareSeenAt.clear();
    impl_->touched.reset();
    impl_->pipeline = impl_->makePipeline(impl_->options.markerScale);
    impl_->pipelineFrameSize = {};
}

std::vector<TouchTarget> TableVision::touchTargets() const
{
    return touchTargetsOf(impl_->table.map());
}

Registration TableVision::registerByTouches(const std::vector<HexTouch>& touches, cv::Size frameSize)
{
    std::vector<TouchedPoint> points;
    for (const auto& touch : touches) {
        const auto centre = impl_->table.centreOf(touch.hex);
        if (!centre) {
            Registration refused;
            refused.imageSize = frameSize;
            refused.mapSizeMm = impl_->table.layout().mapSizeMm;
            refused.reason = "there is no hex " + touch.hex + " on this map to touch";
            return refused;
        }
        points.push_back({touch.hex, touch.framePx, *centre});
    }
    Registration registration = registerFromTouches(points, impl_->table.layout().mapSizeMm, frameSize);
    if (registration.ok) useTouchedRegistration(registration);
    return registration;
}

Registration TableVision::findMapByPrint(const cv::Mat& bgr, std::vector<HexTouch>& touches)
{
    Impl& s = *impl_;
    touches.clear();
    if (!s.features) {
        const cv::Mat& board = s.capturedBoard.empty() ? s.table.reference() : s.capturedBoard;
        s.features = std::make_unique<FeatureReference>(board, s.table.grid(), s.table.layout().mapSizeMm);
    }
    const Registration found = s.features->registerFrame(bgr);
    if (!found.ok) return found;
    // The touch targets where the map found puts them: the same checks as real touches, and a
    // set-up that is kept and restored as touches are.
    for (const TouchTarget& target : touchTargets()) {
        const cv::Vec3d q = found.mapToImage * cv::Vec3d(target.centreMm.x, target.centreMm.y, 1);
        touches.push_back({target.hex, cv::Point2d(q[0] / q[2], q[1] / q[2])});
    }
    return registerByTouches(touches, bgr.size());
}

void TableVision::useTouchedRegistration(Registration touched)
{
    impl_->touched = std::move(touched);
    impl_->pipeline.useTouchedRegistration(impl_->touched);
}

bool TableVision::hasTouchedRegistration() const
{
    return impl_->touched.has_value();
}

namespace {

// Up to four spaces by name, for a message: "1208, 1209, 1310 and 2 more".
std::string tableSpacesText(const std::set<std::string>& spaces)
{
    std::string text;
    int listed = 0;
    for (const auto& space : spaces) {
        if (listed == 4) {
            text += " and " + std::to_string(spaces.size() - 4) + " more";
            break;
        }
        text += (text.empty() ? "" : ", ") + space;
        ++listed;
    }
    return text;
}

} // namespace

EmptyBoardCapture TableVision::captureEmptyBoard(const cv::Mat& bgr)
{
    Impl& s = *impl_;
    if (bgr.empty()) return {false, "there is no camera picture to capture yet"};
    s.fitPipelineTo(bgr.size());
    FrameOccupancy frame = s.pipeline.process(bgr);
    if (!frame.geometry.ok()) {
        return {false, "the map is not registered (" + frame.geometry.registration.reason +
                           "): register it on its markers or by touching hexes first"};
    }
    s.table.recoverShadowColouredPieces(frame, s.pipeline.detector());
    if (!frame.occupancy.foreign.empty()) {
        std::set<std::string> near;
        for (const auto& object : frame.occupancy.foreign) {
            const std::string space = s.table.spaceAt(object.centroidMm);
            if (!space.empty()) near.insert(space);
        }
        return {false, "something large is over the map" + (near.empty() ? std::string() : " (at " + tableSpacesText(near) + ")") +
                           ": a hand, an arm or a box? Clear the map, then capture again"};
    }
    if (!frame.occupancy.blobs.empty()) {
        std::set<std::string> spaces;
        for (const auto& blob : frame.occupancy.blobs) {
            const std::string space = s.table.spaceAt(blob.centreMm);
            spaces.insert(space.empty() ? std::string("off the map") : space);
        }
        return {false, "the map is not empty: something stands on " + tableSpacesText(spaces) +
                           ". Take every counter off the map, then capture again"};
    }
    // Where the camera does not see the map (and a pixel or two along that edge, blended with black
    // by the rectification), the printed map stands in.
    cv::Mat seen;
    cv::erode(frame.valid, seen, cv::Mat::ones(5, 5, CV_8U), cv::Point(-1, -1), 1, cv::BORDER_CONSTANT, cv::Scalar(0));
    cv::Mat board = s.table.reference().clone();
    frame.occupancy.normalised.copyTo(board, seen);
    s.capturedBoard = board;
    s.features.reset();
    s.rebuildPipeline();
    // What the gate holds was measured against the old reference.
    s.gate.reset();
    s.gateSpaces.clear();
    return {true, "the empty board is captured: pieces are now seen against this picture of the map"};
}

bool TableVision::hasEmptyBoardCapture() const
{
    return !impl_->capturedBoard.empty();
}

SeenFace TableVision::topFaceAt(const cv::Mat& bgr, const std::string& space)
{
    Impl& s = *impl_;
    if (bgr.empty()) return {false, "there is no camera picture yet", {}};
    if (!s.table.centreOf(space)) return {false, "there is no hex " + space + " on this map", {}};
    s.fitPipelineTo(bgr.size());
    FrameOccupancy frame = s.pipeline.process(bgr);
    if (!frame.geometry.ok()) {
        return {false, "the map is not registered (" + frame.geometry.registration.reason + ")", {}};
    }
    // As process() does: a dark counter can first look like a large foreign object.
    s.table.recoverShadowColouredPieces(frame, s.pipeline.detector());
    s.table.recoverPiecesBesideShips(frame, s.pipeline.detector());
    if (!frame.occupancy.foreign.empty()) {
        return {false, "a hand or something large is over the map: take it away, then try again", {}};
    }
    const auto stacks = s.table.stacksOf(frame.occupancy.blobs, frame.occupancy.normalised,
                                         s.pipeline.detector().reference(), s.pipeline.detector().options());
    const auto here = std::find_if(stacks.begin(), stacks.end(), [&](const SeenStack& seen) { return seen.stack.space == space; });
    if (here == stacks.end()) return {false, "the camera sees nothing on " + space, {}};
    const int height = here->stack.count.value_or(1);
    // The top face stands a counter's thickness per counter above the map; the camera, off to one
    // side, sees it that much away from where the stack stands.
    const double topMm = std::max(1, height) * FaceReadOptions{}.pieceThicknessMm;
    const cv::Point2d standing(here->stack.point.x, here->stack.point.y);
    const cv::Point2d seen = frame.view.known ? frame.view.seenPoint(standing, topMm) : standing;
    cv::Mat face = rectifyPatch(bgr, frame.geometry, seen, 0.0, FaceLibrary::kCounterSideMm, FaceLibrary::kFacePxPerMm);
    if (face.channels() == 1) cv::cvtColor(face, face, cv::COLOR_GRAY2BGR);
    return {true, {}, face};
}

void TableVision::useFaces(FaceLibrary faces)
{
    Impl& s = *impl_;
    s.options.faces = std::move(faces);
    if (!s.options.fiducials.empty()) return; // markers are the surer read
    if (s.options.faces.empty()) s.identity.reset();
    else s.identity = std::make_unique<FaceReader>(s.options.faces);
}

cv::Mat TableVision::emptyBoardCapture() const
{
    return impl_->capturedBoard.clone();
}

EmptyBoardCapture TableVision::useEmptyBoardCapture(const cv::Mat& board)
{
    Impl& s = *impl_;
    const cv::Size grid = s.table.reference().size();
    if (board.empty()) return {false, "the kept picture of the empty board is empty"};
    if (board.type() != CV_8UC3 || board.size() != grid) {
        return {false, "the kept picture of the empty board is " + std::to_string(board.cols) + "x" +
                           std::to_string(board.rows) + " pixels, this map's comparison grid " +
                           std::to_string(grid.width) + "x" + std::to_string(grid.height) +
                           ": it is of another map or an older version; capture the empty board again"};
    }
    s.capturedBoard = board.clone();
    s.features.reset();
    s.rebuildPipeline();
    s.gate.reset();
    s.gateSpaces.clear();
    return {true, "the empty board captured earlier at this table is used"};
}

} // namespace adj::vision
