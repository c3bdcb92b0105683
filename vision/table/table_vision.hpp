#pragma once
// The whole per-frame pipeline for one game's printed map: register the frame on the map's
// markers, compare it with the printed (empty) map, wait for the board to be still, and hand the
// tracker what stands on it in the engine's terms (adj::tracker::Observation): the space under
// each stack, its side by colour and its height in pieces.

#include "engine/tracker/observation.hpp"
#include "vision/camera/frame_geometry.hpp"
#include "vision/identity/face_library.hpp"
#include "vision/identity/fiducial_kit.hpp"
#include "vision/registration/registration.hpp"
#include "vision/table/touch_targets.hpp"

#include <opencv2/core.hpp>

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace adj::games {
struct Game;
} // namespace adj::games

namespace adj::data {
struct GameMap;
} // namespace adj::data

namespace adj::vision {

struct TableVisionOptions {
    double stillSeconds = 1.0; ///< How long the board must be unchanged before it is committed.
    double markerScale = 0.5;  ///< Frames are searched for the map's markers at this size (fast_markers.hpp).
    /// Fiducial identity mode: the counters carry the markers of this kit (fiducialKitOf, for the
    /// scenario the sheet was printed for), and each committed observation's stacks get their top
    /// piece from them. Empty: no identity. Read only when a still board is committed, off the mean of
    /// the frames of its still period (identityFrames).
    FiducialKit fiducials;
    /// Appearance identity mode (when `fiducials` is empty): the counters' faces, learned from the
    /// counter sheet (learnFromSheet) or during set-up. Read, like markers, only on committed frames.
    FaceLibrary faces;
};

enum class TableState { Unseen, Busy, Settling, Committed }; // mirrors BoardState

struct TableFrame {
    bool registered = false;
    bool byTouch = false;         ///< Registered on the players' touches: the markers did not register.
    std::string why;              ///< Plain words when not registered: "only 1 of 8 map markers in view"...
    TableState state = TableState::Unseen;
    int pieces = 0;               ///< Piece-sized blobs seen this frame.
    bool handsOrObjects = false;  ///< A hand/arm/foreign object over the map.
    /// Spaces glare washed out in this frame or the last 3 s (TableMap::spacesUnder): what stands there
    /// cannot be seen, and is left alone until it can. Sorted, each once.
    std::vector<std::string> glare;
    bool cameraMoved = false;     ///< The registration changed (bumped camera or table) this frame.
    std::optional<tracker::Observation> stable; ///< Set only when the stability gate commits a still board.
    double processMs = 0;
    double identityMs = 0;        ///< Of processMs: reading the counters' markers or faces (committed frames only).
    /// Of a commit with identity: how many frames of the still board the counters were read off (their
    /// mean, still_frame_mean.hpp), this one included; 0 otherwise.
    int identityFrames = 0;
    std::optional<FrameGeometry> geometry; ///< Where the map is in the frame; set when registered.
};

/// A touch on the live picture: where in the camera frame the players put the centre of `hex`.
struct HexTouch {
    std::string hex;
    cv::Point2d framePx;
};

/// What came of capturing the empty board: `message` says what happened, in words for the players.
struct EmptyBoardCapture {
    bool ok = false;
    std::string message;
};

/// The top face of a stack as the camera sees it, for learning it (guided placement): `face` is
/// square and upright on the map at FaceLibrary::kFacePxPerMm, as FaceLibrary::add takes it; when
/// not ok, `message` says why in words for the players.
struct SeenFace {
    bool ok = false;
    std::string message;
    cv::Mat face;
};

class TableVision {
public:
    /// The printed map of `map` (drawn by vision/print/map_painter as adjutant-cli render-map prints it)
    /// is the empty-board reference; spaces are looked up in map.graph. Throws std::invalid_argument with
    /// a clear message if the map cannot be printed (area maps).
    TableVision(const games::Game& game, const data::GameMap& map, TableVisionOptions options = {});
    ~TableVision();
    TableVision(TableVision&&) noexcept;
    TableVision& operator=(TableVision&&) noexcept;
    TableVision(const TableVision&) = delete;
    TableVision& operator=(const TableVision&) = delete;

    TableFrame process(const cv::Mat& bgr, double timestampSeconds);
    /// New game / camera moved for good: the stability gate starts over and the touched registration
    /// is dropped. An empty-board capture stays: it is of the map, not of the camera's view.
    void reset();

    /// The hexes to ask the players to touch when the markers do not register.
    [[nodiscard]] std::vector<TouchTarget> touchTargets() const;
    /// Registers frames of `frameSize` on the players' touches (point_registration.hpp) and, when that
    /// works, uses it from the next frame on where the markers do not register (useTouchedRegistration).
    /// Returns the registration; !ok with the reason (naming the hex to touch again where it can),
    /// the previous touched registration then being kept.
    Registration registerByTouches(const std::vector<HexTouch>& touches, cv::Size frameSize);
    /// Frames of the registration's image size whose markers do not register are registered with
    /// `touched` instead; markers that register win. Dropped by reset().
    void useTouchedRegistration(Registration touched);
    /// Finds the map in the frame `bgr` by its print (feature_registration.hpp), for a table whose
    /// markers are hidden, and registers frames of that size on it as on the players' touches:
    /// `touches` gets the touch targets where the map found puts them, so the set-up can be kept
    /// and restored like touches. Returns the registration, or why the map was not found.
    Registration findMapByPrint(const cv::Mat& bgr, std::vector<HexTouch>& touches);
    [[nodiscard]] bool hasTouchedRegistration() const;

    /// The registered frame `bgr`, rectified onto the comparison grid and normalised to the reference's
    /// light, becomes the empty-board reference in place of the printed map: the camera's own view
    /// of the paper, print, creases and all. Refused (message saying why) when the frame does not
    /// register or the board is not empty (a hand over it, or pieces the current reference shows).
    EmptyBoardCapture captureEmptyBoard(const cv::Mat& bgr);
    [[nodiscard]] bool hasEmptyBoardCapture() const;

    /// The top face of the stack standing on `space` in the frame `bgr`: registered, no hand over
    /// the map, and something on that space; refused with the reason otherwise. Parallax is taken
    /// out for the stack's measured height.
    SeenFace topFaceAt(const cv::Mat& bgr, const std::string& space);
    /// Committed stacks' top pieces are named by `faces` from now on (appearance identity), unless
    /// the counters carry markers; an empty library names none.
    void useFaces(FaceLibrary faces);
    /// The captured empty board (rectified on the comparison grid, BGR), for keeping it across
    /// restarts; empty when there is none.
    [[nodiscard]] cv::Mat emptyBoardCapture() const;
    /// Uses `board`, an emptyBoardCapture() kept from an earlier run, as the empty-board reference.
    /// Refused (message saying why) when it is not a picture of this map's comparison grid: kept
    /// for another map, or the grid's scale changed since.
    EmptyBoardCapture useEmptyBoardCapture(const cv::Mat& board);

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

} // namespace adj::vision
