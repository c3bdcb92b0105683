#include "app/camera/vision_worker.hpp"

#include "engine/games/game.hpp"
#include "vision/table/table_vision.hpp"

#include <QElapsedTimer>
#include <QImage>

#include <opencv2/imgproc.hpp>

namespace adj::app {

namespace {

QString stateName(vision::TableState state) {
    switch (state) {
        case vision::TableState::Unseen: return QStringLiteral("unseen");
        case vision::TableState::Busy: return QStringLiteral("busy");
        case vision::TableState::Settling: return QStringLiteral("settling");
        case vision::TableState::Committed: return QStringLiteral("committed");
    }
    return QStringLiteral("unseen");
}

// The frame as an OpenCV BGR image (a copy: the video frame's memory goes back to the decoder).
cv::Mat toBgr(const QVideoFrame& frame) {
    const QImage image = frame.toImage().convertToFormat(QImage::Format_RGB888);
    if (image.isNull()) return {};
    const cv::Mat rgb(image.height(), image.width(), CV_8UC3, const_cast<uchar*>(image.constBits()),
                      static_cast<std::size_t>(image.bytesPerLine()));
    cv::Mat bgr;
    cv::cvtColor(rgb, bgr, cv::COLOR_RGB2BGR);
    return bgr;
}

}  // namespace

VisionWorker::VisionWorker(std::shared_ptr<std::atomic<bool>> busy) : busy_(std::move(busy)) {}

VisionWorker::~VisionWorker() = default;

void VisionWorker::configure(const QString& gameFolder, const QString& mapId) {
    vision_.reset();
    game_.reset();
    try {
        game_ = games::loadGame(gameFolder.toStdString());
        const data::GameMap* map = game_->data.findMap(mapId.toStdString());
        if (!map) {
            emit configured(false, tr("The game has no map '%1' for the camera to look at.").arg(mapId));
            return;
        }
        vision_ = std::make_unique<vision::TableVision>(*game_, *map);
        emit configured(true, {});
    } catch (const std::exception& error) {
        vision_.reset();
        emit configured(false, tr("The camera cannot watch this map: %1").arg(QString::fromStdString(error.what())));
    }
}

void VisionWorker::process(const QVideoFrame& frame, qint64 timestampMs) {
    FrameReport report;
    report.timestampMs = timestampMs;
    if (!vision_) {
        report.why = tr("no game is set up for the camera");
        busy_->store(false);
        emit frameProcessed(report);
        return;
    }
    QElapsedTimer timer;
    timer.start();
    const cv::Mat bgr = toBgr(frame);
    if (bgr.empty()) {
        report.why = tr("the camera sent a frame that could not be read");
        busy_->store(false);
        emit frameProcessed(report);
        return;
    }
    vision::TableFrame result = vision_->process(bgr, static_cast<double>(timestampMs) / 1000.0);
    report.registered = result.registered;
    report.why = QString::fromStdString(result.why);
    report.state = stateName(result.state);
    report.pieces = result.pieces;
    report.handsOrObjects = result.handsOrObjects;
    report.cameraMoved = result.cameraMoved;
    report.processMs = static_cast<double>(timer.nsecsElapsed()) / 1e6;  // conversion included
    // The frame is done with: the source may hand over the next one while the results travel.
    busy_->store(false);
    emit frameProcessed(report);
    if (result.stable) emit observed(std::make_shared<const tracker::Observation>(std::move(*result.stable)), timestampMs);
}

void VisionWorker::reset() {
    if (vision_) vision_->reset();
}

}  // namespace adj::app
