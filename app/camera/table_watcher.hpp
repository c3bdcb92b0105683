#pragma once
// The camera watching the table for the game being played: frames from the FrameSource go to the
// VisionWorker on its own thread; each still board it reports is reconciled with the game's
// position by the board tracker (engine/tracker), whose confident events are logged at once and
// whose doubts become questions for the players, never guesses.
#include "app/camera/frame_source.hpp"
#include "app/camera/vision_worker.hpp"

#include <QJsonObject>
#include <QMediaDevices>
#include <QObject>
#include <QPointer>
#include <QThread>
#include <QStringList>
#include <QVariantList>

#include <memory>
#include <vector>

#include "engine/session/event.hpp"

namespace adj::tracker {
struct Question;
}

namespace adj::app {

class PlaySession;

class TableWatcher : public QObject {
    Q_OBJECT
    Q_PROPERTY(bool active READ active NOTIFY sourceChanged)
    Q_PROPERTY(QString sourceStatus READ sourceStatus NOTIFY sourceChanged)
    Q_PROPERTY(QString sourceMessage READ sourceMessage NOTIFY sourceChanged)
    Q_PROPERTY(QString sourceDescription READ sourceDescription NOTIFY sourceChanged)
    // "unseen", "busy" (hands over the map), "settling", "committed"
    Q_PROPERTY(QString boardState READ boardState NOTIFY frameChanged)
    Q_PROPERTY(bool registered READ registered NOTIFY frameChanged)
    Q_PROPERTY(QString why READ why NOTIFY frameChanged)
    Q_PROPERTY(int piecesSeen READ piecesSeen NOTIFY frameChanged)
    // Spaces glare washes out: pieces there cannot be seen, and are left alone until they can.
    Q_PROPERTY(QStringList glareSpaces READ glareSpaces NOTIFY frameChanged)
    // The tracker's questions: [{kind, text, reason, spaces, pieces, choices: [words], moves: [{from, to}]}].
    // Choices name pieces by their display names, what tells them apart first; moves are what the
    // choices would move, for the map to draw.
    Q_PROPERTY(QVariantList questions READ questions NOTIFY questionsChanged)
    // Why the players' last answer was refused (it breaks the rules: a ship on dry land); empty when
    // the last answer was taken.
    Q_PROPERTY(QString refusal READ refusal NOTIFY questionsChanged)
    // The last thing the camera changed in the game, in words ("US-inf-1 moved from 1207 to 1208").
    Q_PROPERTY(QString lastChange READ lastChange NOTIFY changed)

    // Table set-up (SetupScreen.qml).
    // The system's cameras: [{index, name}], index as "camera:N" takes it.
    Q_PROPERTY(QVariantList cameras READ cameras NOTIFY camerasChanged)
    // Registered on the players' touches (the markers not registering) rather than on the markers.
    Q_PROPERTY(bool registeredByTouch READ registeredByTouch NOTIFY frameChanged)
    // The camera frame's size: touches are sent in its pixels.
    Q_PROPERTY(int frameWidth READ frameWidth NOTIFY frameChanged)
    Q_PROPERTY(int frameHeight READ frameHeight NOTIFY frameChanged)
    // Goes up each time the map's place in the frame changes (registered, lost, camera moved):
    // what framePointOf answers changes with it.
    Q_PROPERTY(int geometryVersion READ geometryVersion NOTIFY frameChanged)
    // The hexes to ask the players to touch, in order: [{hex, where}].
    Q_PROPERTY(QVariantList touchTargets READ touchTargets NOTIFY touchTargetsChanged)
    // Registration by touch: "none", "working", "registered", "refused" (touchMessage says why).
    Q_PROPERTY(QString touchState READ touchState NOTIFY setupChanged)
    Q_PROPERTY(QString touchMessage READ touchMessage NOTIFY setupChanged)
    // Empty-board capture: "none", "working", "captured", "refused"; captureMessage in words.
    Q_PROPERTY(QString captureState READ captureState NOTIFY setupChanged)
    Q_PROPERTY(QString captureMessage READ captureMessage NOTIFY setupChanged)
    // Set-up kept from an earlier run at this table (same camera, game and map) and in use again:
    // the touches, the empty-board capture, and when they were made ("25 Nov 2026 14:05").
    Q_PROPERTY(bool touchesKept READ touchesKept NOTIFY setupChanged)
    Q_PROPERTY(bool captureKept READ captureKept NOTIFY setupChanged)
    Q_PROPERTY(QString keptAt READ keptAt NOTIFY setupChanged)
    // Guided placement (the set-up's Pieces step): the pieces to put on the map, in the order
    // they go down ([{piece, side, sideName, space, label}]), the pieces whose face is known
    // (learned now or at an earlier set-up), and the last learning: "none", "working", "learned",
    // "refused" (faceMessage says why).
    Q_PROPERTY(QVariantList placement READ placement NOTIFY placementChanged)
    Q_PROPERTY(QStringList learnedPieces READ learnedPieces NOTIFY setupChanged)
    Q_PROPERTY(QString faceState READ faceState NOTIFY setupChanged)
    Q_PROPERTY(QString faceMessage READ faceMessage NOTIFY setupChanged)
    // Fiducial identity mode: the counters carry the markers printed for the game's scenario
    // (adjutant-cli render-counters --fiducials --scenario ID). Takes effect at the next start.
    Q_PROPERTY(bool fiducials READ fiducials WRITE setFiducials NOTIFY setupChanged)
    // Appearance identity mode: the face library the counters are named by (adjutant-cli
    // learn-faces); empty for none. Takes effect at the next start.
    Q_PROPERTY(QString facesFile READ facesFile WRITE setFacesFile NOTIFY setupChanged)

public:
    explicit TableWatcher(PlaySession* session, QObject* parent = nullptr);
    ~TableWatcher() override;

    // Starts watching with `source` ("camera", "camera:N" or a video file) for the session's game.
    // False with sourceMessage set when the source cannot be used.
    Q_INVOKABLE bool start(const QString& source);
    bool fiducials() const { return fiducials_; }
    void setFiducials(bool on);
    QString facesFile() const { return facesFile_; }
    void setFacesFile(const QString& file);
    Q_INVOKABLE void stop();
    // The players' answer to question `index`: the events of choice `choice` are logged. False, with
    // `refusal` saying why, when an event would put a piece where it cannot stand; the question stays.
    Q_INVOKABLE bool answer(int index, int choice);
    // Registers the map on touched hexes: [{hex, x, y}], x and y in camera-frame pixels. The answer
    // comes as touchState/touchMessage.
    Q_INVOKABLE void registerByTouches(const QVariantList& touches);
    // The camera's next processed picture of the (empty) map becomes what pieces are compared with.
    // The answer comes as captureState/captureMessage.
    Q_INVOKABLE void captureEmptyBoard();
    // Finds the map on the live picture by its print instead of touches; touchState says how it went.
    Q_INVOKABLE void findMapByPrint();
    // Where the centre of `space` shows in the camera frame, in frame pixels: {ok, x, y}; ok false
    // while the map is not registered or the space has no centre.
    Q_INVOKABLE QVariantMap framePointOf(const QString& space) const;
    // Shows the camera's picture on `videoSink` (a QVideoSink, e.g. a VideoOutput's videoSink) too,
    // for as long as that sink exists; null stops it.
    Q_INVOKABLE void showLiveOn(QObject* videoSink);
    // `piece` has just been put on top of `space`: the camera learns its face (faceState says how
    // it went) and names it by that face from now on; the face is kept for later games.
    Q_INVOKABLE void learnFace(const QString& piece, const QString& side, const QString& space);

    bool active() const { return active_; }
    QString sourceStatus() const { return source_->status(); }
    QString sourceMessage() const;
    QString sourceDescription() const { return source_->description(); }
    QString boardState() const { return last_.state.isEmpty() ? QStringLiteral("unseen") : last_.state; }
    bool registered() const { return last_.registered; }
    QString why() const { return last_.why; }
    int piecesSeen() const { return last_.pieces; }
    QStringList glareSpaces() const { return last_.glare; }
    QVariantList questions() const;
    QString refusal() const { return refusal_; }
    QString lastChange() const { return lastChange_; }
    QVariantList cameras() const;
    bool registeredByTouch() const { return last_.registered && last_.byTouch; }
    int frameWidth() const { return last_.frameWidth; }
    int frameHeight() const { return last_.frameHeight; }
    int geometryVersion() const { return geometryVersion_; }
    QVariantList touchTargets() const { return touchTargets_; }
    QString touchState() const { return touchState_; }
    QString touchMessage() const { return touchMessage_; }
    QString captureState() const { return captureState_; }
    QString captureMessage() const { return captureMessage_; }
    QVariantList placement() const;
    QStringList learnedPieces() const { return learnedPieces_; }
    QString faceState() const { return faceState_; }
    QString faceMessage() const { return faceMessage_; }
    bool touchesKept() const { return touchesKept_; }
    bool captureKept() const { return captureKept_; }
    QString keptAt() const { return keptAt_; }
    FrameSource* source() { return source_.get(); }

    // Frame counts and timings for a headless run's summary.
    QJsonObject statsJson() const;

signals:
    void sourceChanged();
    void frameChanged();
    void questionsChanged();
    // The camera changed the game (events logged): the moment for a screenshot.
    void changed(const QString& what);
    void videoEnded();
    void camerasChanged();
    void touchTargetsChanged();
    void setupChanged();
    void placementChanged();

private:
    void onReport(const FrameReport& report);
    void onObserved(const ObservationPtr& observation, qint64 timestampMs);
    void configureWorker();
    // The store's name for this table's set-up: the camera (or video) with the game and its map,
    // as touches fit one camera's view and a capture one map.
    QString setupName() const;
    // Hands the worker what is kept under setupName(), if anything.
    void restoreKeptSetup();
    // Keeps `update` (merged into what is kept) and, when not null, the captured board.
    void keepSetup(const QJsonObject& update, const QByteArray* board);

    PlaySession* session_;
    std::shared_ptr<std::atomic<bool>> busy_;
    std::unique_ptr<FrameSource> source_;
    QThread thread_;
    VisionWorker* worker_ = nullptr;  // lives on thread_, deleted when it finishes
    bool active_ = false;
    bool fiducials_ = false;
    QString facesFile_;
    QString configureError_;
    FrameReport last_;
    std::vector<tracker::Question> questions_;
    QString refusal_;
    // What the players call a piece (its display name, never its id).
    std::string pieceName(const std::string& pieceId) const;
    // Why `events` cannot be logged (a piece where it may not stand); empty when they can.
    QString refusalOf(const std::vector<session::Payload>& events) const;
    QString lastChange_;
    QMediaDevices devices_;
    QPointer<QObject> preview_;
    QMetaObject::Connection previewConnection_;
    QVariantList touchTargets_;
    QString touchState_ = QStringLiteral("none");
    QString touchMessage_;
    QString captureState_ = QStringLiteral("none");
    QString captureMessage_;
    QString sourceSpec_;  // as given to start()
    bool touchesKept_ = false;
    bool captureKept_ = false;
    QString keptAt_;
    QStringList learnedPieces_;
    int geometryVersion_ = 0;
    QString faceState_ = QStringLiteral("none");
    QString faceMessage_;
    // Statistics
    qint64 processed_ = 0;
    qint64 observations_ = 0;
    qint64 eventsLogged_ = 0;
    qint64 ignored_ = 0;
    qint64 busyFrames_ = 0;
    qint64 glareFrames_ = 0;  // frames with spaces under glare (FrameReport::glare)
    qint64 unregistered_ = 0;
    qint64 cameraMoves_ = 0;
    std::vector<double> processMs_;
    qint64 firstFrameWallMs_ = -1;
    qint64 startWallMs_ = 0;
};

}  // namespace adj::app
