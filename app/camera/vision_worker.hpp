#pragma once
// The vision pipeline on its own thread: each frame the FrameSource hands over is converted to an
// OpenCV image and run through TableVision (registration, occupancy, stability); the summary of
// every frame, and the observation of every still board, go back to the interface thread as
// signals. The worker loads its own copy of the game, so nothing it reads is shared with the
// interface thread.
#include "engine/tracker/observation.hpp"
#include "vision/camera/frame_geometry.hpp"
#include "vision/identity/face_library.hpp"

#include <QByteArray>
#include <QObject>
#include <QSize>
#include <QString>
#include <QVariantList>
#include <QVideoFrame>

#include <opencv2/core.hpp>

#include <atomic>
#include <map>
#include <string>
#include <memory>
#include <optional>

namespace adj::games {
struct Game;
}
namespace adj::vision {
class TableVision;
}

namespace adj::app {

// One frame's result, for the status line and the headless summary.
struct FrameReport {
    bool registered = false;
    bool byTouch = false;  // registered on the players' touches, the markers not registering
    QString why;
    QString state;  // "unseen", "busy", "settling", "committed"
    int pieces = 0;
    bool handsOrObjects = false;
    QStringList glare;  // spaces glare washes out: what stands there cannot be seen (TableFrame::glare)
    bool cameraMoved = false;
    double processMs = 0;
    qint64 timestampMs = 0;
    int frameWidth = 0;  // the camera frame, in the pixels touches are given in
    int frameHeight = 0;
    std::optional<vision::FrameGeometry> geometry;  // where the map is in the frame, when registered
};

using ObservationPtr = std::shared_ptr<const tracker::Observation>;

class VisionWorker : public QObject {
    Q_OBJECT
public:
    explicit VisionWorker(std::shared_ptr<std::atomic<bool>> busy);
    ~VisionWorker() override;

public slots:
    // Loads the game and prepares the pipeline for its map; reports failures with `failed`.
    // `fiducialScenario`: not empty in fiducial identity mode, the scenario whose counter sheet (with
    // markers) the players printed; committed stacks then get their top piece from the markers.
    // `facesFile`: not empty in appearance identity mode, the face library (adjutant-cli learn-faces)
    // committed stacks' top pieces are named by.
    void configure(const QString& gameFolder, const QString& mapId, const QString& fiducialScenario = {},
                   const QString& facesFile = {});
    void process(const QVideoFrame& frame, qint64 timestampMs);
    void reset();
    // The players' touches on the live picture, [{hex, x, y}] in frame pixels, fitted to the last
    // frame's size; the answer comes back with `touchesRegistered`.
    void registerByTouches(const QVariantList& touches);
    // The map found in the last frame by its print (no markers, no touches needed); the answer comes
    // back with `touchesRegistered`, and what registered is kept as touches (`touchesToKeep`).
    void findMapByPrint();
    // The last frame becomes the empty-board reference; the answer comes back with `emptyBoardCaptured`.
    void captureEmptyBoard();
    // A set-up kept from an earlier run at this table (setupKept): the touches, for frames of
    // `frameSize`, and the captured empty board as PNG; either may be empty. The answers come back
    // with `touchesRegistered` and `emptyBoardCaptured` (`restored` set), and a kept part that no
    // longer fits (another map, a changed grid) is refused with the reason.
    void restoreSetup(const QVariantList& touches, QSize frameSize, const QByteArray& emptyBoardPng);
    // Guided placement: `piece` (of `side`) has just been put on top of `space`; its face, as the
    // last frame shows it, joins the faces committed stacks are named by. The answer comes back
    // with `faceLearned`; a frame with a hand over the map, nothing on the space, or the face learned
    // there before still on top is refused with the reason.
    void learnFace(const QString& piece, const QString& side, const QString& space);
    // Faces learned at earlier set-ups, [{piece, side, png}], added to those committed stacks are
    // named by (after the face library file's, replacing a piece's face from it).
    void addKnownFaces(const QVariantList& faces);
    // Frames vision threw on and skipped (process logs and counts them).
    qint64 framesFailed() const { return framesFailed_; }

signals:
    void configured(bool ok, const QString& message);
    // The hexes to ask the players to touch, [{hex, where}], once the map is known.
    void touchTargetsReady(const QVariantList& targets);
    void touchesRegistered(bool ok, const QString& message, bool restored = false);
    void emptyBoardCaptured(bool ok, const QString& message, bool restored = false);
    // What to keep of a set-up the players just made, for restoreSetup after a restart: touches
    // that registered, with the size of the frames they were made on; the captured board as PNG.
    void touchesToKeep(const QVariantList& touches, QSize frameSize);
    void emptyBoardToKeep(const QByteArray& png);
    void faceLearned(bool ok, const QString& piece, const QString& message);
    // A face learned by guided placement, as PNG, to keep for later games (addKnownFaces).
    void faceToKeep(const QString& piece, const QString& side, const QByteArray& png);
    void frameProcessed(const adj::app::FrameReport& report);
    void observed(const adj::app::ObservationPtr& observation, qint64 timestampMs);


private:
    void processOrThrow(const QVideoFrame& frame, qint64 timestampMs);
    void skipFrame(qint64 timestampMs, const QString& why);

    std::shared_ptr<std::atomic<bool>> busy_;
    qint64 framesFailed_ = 0;
    std::unique_ptr<const games::Game> game_;
    std::unique_ptr<vision::TableVision> vision_;
    // Registers frames of `frameSize` on `touches` ([{hex, x, y}]); the registration, or why not.
    [[nodiscard]] bool applyTouches(const QVariantList& touches, QSize frameSize, QString& message);
    vision::FaceLibrary faces_;                       // what committed stacks are named by
    std::map<std::string, std::string> learnedOn_;    // space -> the piece learned there last
    cv::Mat lastFrame_;  // the last frame processed, BGR: what a capture captures
};

}  // namespace adj::app

Q_DECLARE_METATYPE(adj::app::FrameReport)
Q_DECLARE_METATYPE(adj::app::ObservationPtr)
