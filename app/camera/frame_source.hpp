#pragma once
// Frames in: a live camera (QCamera in a QMediaCaptureSession) or a video file (QMediaPlayer)
// into one QVideoSink, so demos and tests go through the same path as the table's camera.
//
// The vision worker is slower than the camera. Frames are therefore never queued: a frame that
// arrives while the worker is still busy is dropped (and counted), and the worker always gets the
// newest one. A camera that is unplugged or fails is reported in plain words and retried every
// few seconds and whenever the system's list of cameras changes; nothing blocks the interface.
#include "app/camera/source_spec.hpp"

#include <QMediaCaptureSession>
#include <QMediaDevices>
#include <QObject>
#include <QTimer>
#include <QVideoFrame>
#include <QVideoSink>

#include <atomic>
#include <memory>

class QCamera;
class QMediaPlayer;

namespace adj::app {

// How long a source may keep us waiting.
struct FrameSourceLimits {
    /// A video file that has given no frame this long after it was opened is taken as unplayable
    /// (status "error", then ended()): a file that is not a video once left a headless run waiting
    /// for ever, the player reporting nothing. Generous: a long video opens in well under a second.
    int firstVideoFrameMs = 15000;
};

class FrameSource : public QObject {
    Q_OBJECT
    // "off", "starting", "live", "lost" (camera gone, retrying), "ended" (video over), "error"
    Q_PROPERTY(QString status READ status NOTIFY statusChanged)
    Q_PROPERTY(QString message READ message NOTIFY statusChanged)  // for the banner; empty when live
    Q_PROPERTY(QString description READ description NOTIFY statusChanged)
    Q_PROPERTY(qint64 framesReceived READ framesReceived NOTIFY countsChanged)
    Q_PROPERTY(qint64 framesDropped READ framesDropped NOTIFY countsChanged)

public:
    // `busy` is shared with the consumer: set here when a frame is handed over, cleared by the
    // consumer when it is done. While it is set, new frames are dropped.
    explicit FrameSource(std::shared_ptr<std::atomic<bool>> busy, QObject* parent = nullptr,
                         FrameSourceLimits limits = {});
    ~FrameSource() override;

    // Opens the source; false (status "error", message saying why) for a spec that cannot be used.
    bool start(const SourceSpec& spec);
    void stop();

    QString status() const { return status_; }
    QString message() const { return message_; }
    QString description() const { return spec_ ? spec_->describe() : QString(); }
    qint64 framesReceived() const { return received_; }
    qint64 framesDropped() const { return dropped_; }
    QVideoSink* sink() { return &sink_; }

    static constexpr int kRetryMs = 3000;

signals:
    // A frame for the consumer, with its time in milliseconds since the source started.
    void frameReady(const QVideoFrame& frame, qint64 timestampMs);
    void statusChanged();
    void countsChanged();
    // The video is over: played to its end, or found unplayable (status "error" says why). Once a video.
    void ended();

private:
    void onFrame(const QVideoFrame& frame);
    void openCamera();
    void setStatus(const QString& status, const QString& message);
    void scheduleRetry(const QString& why);
    void failVideo(const QString& why);

    std::shared_ptr<std::atomic<bool>> busy_;
    std::optional<SourceSpec> spec_;
    QVideoSink sink_;
    QMediaCaptureSession capture_;
    QMediaDevices devices_;
    std::unique_ptr<QCamera> camera_;
    std::unique_ptr<QMediaPlayer> player_;
    QTimer retry_;
    FrameSourceLimits limits_;
    QTimer firstFrame_;  // a video file's first frame must come before this fires
    bool endedSent_ = false;
    QString status_ = QStringLiteral("off");
    QString message_;
    qint64 received_ = 0;
    qint64 dropped_ = 0;
    qint64 firstFrameUs_ = -1;
    qint64 startedMs_ = 0;
};

}  // namespace adj::app
