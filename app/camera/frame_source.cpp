#include "app/camera/frame_source.hpp"

#include "app/camera/camera_mode.hpp"

#include <QCamera>
#include <QCameraDevice>
#include <QCameraFormat>
#include <QDateTime>
#include <QMediaPlayer>
#include <QUrl>

#include <utility>

namespace adj::app {

FrameSource::FrameSource(std::shared_ptr<std::atomic<bool>> busy, QObject* parent, FrameSourceLimits limits)
    : QObject(parent), busy_(std::move(busy)), limits_(limits) {
    connect(&sink_, &QVideoSink::videoFrameChanged, this, &FrameSource::onFrame);
    capture_.setVideoSink(&sink_);
    retry_.setSingleShot(true);
    retry_.setInterval(kRetryMs);
    connect(&retry_, &QTimer::timeout, this, &FrameSource::openCamera);
    firstFrame_.setSingleShot(true);
    connect(&firstFrame_, &QTimer::timeout, this, [this] {
        if (!spec_) return;
        failVideo(tr("%1 gave no picture in %2 seconds: it is not a video Adjutant can play.")
                      .arg(spec_->file)
                      .arg(limits_.firstVideoFrameMs / 1000));
    });
    // A camera plugged back in is tried at once, not at the next retry.
    connect(&devices_, &QMediaDevices::videoInputsChanged, this, [this] {
        if (spec_ && spec_->kind == SourceSpec::Kind::Camera && status_ != QLatin1String("live")) openCamera();
    });
}

FrameSource::~FrameSource() { stop(); }

bool FrameSource::start(const SourceSpec& spec) {
    stop();
    spec_ = spec;
    startedMs_ = QDateTime::currentMSecsSinceEpoch();
    firstFrameUs_ = -1;
    if (spec.kind == SourceSpec::Kind::Camera) {
        openCamera();
        return true;
    }
    player_ = std::make_unique<QMediaPlayer>();
    player_->setVideoSink(&sink_);
    endedSent_ = false;
    // A video that cannot be played is over too: whoever waits for its end (a headless run) stops.
    connect(player_.get(), &QMediaPlayer::errorOccurred, this, [this](QMediaPlayer::Error, const QString& text) {
        failVideo(tr("The video %1 cannot be played: %2").arg(spec_->file, text));
    });
    connect(player_.get(), &QMediaPlayer::mediaStatusChanged, this, [this](QMediaPlayer::MediaStatus status) {
        if (status == QMediaPlayer::EndOfMedia) {
            firstFrame_.stop();
            setStatus(QStringLiteral("ended"), tr("The video has ended."));
            if (!std::exchange(endedSent_, true)) emit ended();
        } else if (status == QMediaPlayer::InvalidMedia) {
            failVideo(tr("%1 is not a video Adjutant can play.").arg(spec_->file));
        }
    });
    firstFrame_.start(limits_.firstVideoFrameMs);
    setStatus(QStringLiteral("starting"), tr("Opening %1…").arg(spec.file));
    player_->setSource(QUrl::fromLocalFile(spec.file));
    player_->play();
    return true;
}

void FrameSource::failVideo(const QString& why) {
    firstFrame_.stop();
    setStatus(QStringLiteral("error"), why);
    if (player_) player_->stop();
    // Queued: a file the player refuses at once fails inside start(), before whoever waits for the
    // end (a headless run) has connected; the signal must still reach it.
    if (!std::exchange(endedSent_, true)) QMetaObject::invokeMethod(this, &FrameSource::ended, Qt::QueuedConnection);
}

void FrameSource::stop() {
    retry_.stop();
    firstFrame_.stop();
    if (player_) {
        player_->stop();
        player_->setVideoSink(nullptr);
        player_.reset();
    }
    if (camera_) {
        capture_.setCamera(nullptr);
        camera_.reset();
    }
    spec_.reset();
    setStatus(QStringLiteral("off"), {});
}

void FrameSource::openCamera() {
    if (!spec_ || spec_->kind != SourceSpec::Kind::Camera) return;
    capture_.setCamera(nullptr);
    camera_.reset();
    const QList<QCameraDevice> inputs = QMediaDevices::videoInputs();
    if (spec_->cameraIndex >= inputs.size()) {
        scheduleRetry(inputs.isEmpty() ? tr("No camera is connected.")
                                       : tr("Camera %1 is not connected (%2 found).").arg(spec_->cameraIndex).arg(inputs.size()));
        return;
    }
    const QCameraDevice& device = inputs.at(spec_->cameraIndex);
    camera_ = std::make_unique<QCamera>(device);
    // Ask for the mode vision wants, not the driver's first (often 640x480).
    const QList<QCameraFormat> formats = device.videoFormats();
    QList<CameraMode> modes;
    for (const QCameraFormat& f : formats) {
        const bool compressed = f.pixelFormat() == QVideoFrameFormat::Format_Jpeg;
        modes.append({f.resolution(), f.maxFrameRate(), compressed});
    }
    QString mode;
    if (const int chosen = chooseCameraMode(modes, spec_->largestFrame); chosen >= 0) {
        camera_->setCameraFormat(formats.at(chosen));
        mode = QStringLiteral(" at %1x%2").arg(modes[chosen].size.width()).arg(modes[chosen].size.height());
        qInfo("camera: %s%s, %.0f fps%s", qPrintable(device.description()), qPrintable(mode), modes[chosen].maxFps,
              modes[chosen].compressed ? " (MJPEG)" : "");
    }
    connect(camera_.get(), &QCamera::errorOccurred, this, [this](QCamera::Error, const QString& text) {
        scheduleRetry(tr("The camera stopped: %1").arg(text));
    });
    connect(camera_.get(), &QCamera::activeChanged, this, [this](bool active) {
        if (!active && status_ == QLatin1String("live")) scheduleRetry(tr("The camera was disconnected."));
    });
    capture_.setCamera(camera_.get());
    setStatus(QStringLiteral("starting"), tr("Starting %1%2…").arg(device.description(), mode));
    camera_->start();
}

void FrameSource::scheduleRetry(const QString& why) {
    setStatus(QStringLiteral("lost"), why + QLatin1Char(' ') + tr("Adjutant keeps trying; the game is safe."));
    retry_.start();
}

void FrameSource::onFrame(const QVideoFrame& frame) {
    if (!frame.isValid()) return;
    firstFrame_.stop();
    ++received_;
    if (status_ != QLatin1String("live")) setStatus(QStringLiteral("live"), {});
    // Times from the frame itself where it has them (a video's own clock), else the wall clock.
    qint64 timestampMs = QDateTime::currentMSecsSinceEpoch() - startedMs_;
    if (frame.startTime() >= 0) {
        if (firstFrameUs_ < 0) firstFrameUs_ = frame.startTime();
        timestampMs = (frame.startTime() - firstFrameUs_) / 1000;
    }
    if (busy_->exchange(true)) {
        ++dropped_;  // the worker is still on an earlier frame: this one is skipped, not queued
    } else {
        emit frameReady(frame, timestampMs);
    }
    if (received_ % 10 == 0) emit countsChanged();
}

void FrameSource::setStatus(const QString& status, const QString& message) {
    if (status == status_ && message == message_) return;
    status_ = status;
    message_ = message;
    emit statusChanged();
}

}  // namespace adj::app
