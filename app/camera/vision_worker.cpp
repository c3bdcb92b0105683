#include "app/camera/vision_worker.hpp"

#include "engine/games/game.hpp"
#include "vision/identity/face_library.hpp"
#include "vision/identity/fiducial_kit.hpp"
#include "vision/io/image_file.hpp"
#include "vision/table/table_vision.hpp"

#include <QElapsedTimer>
#include <QImage>

#include <opencv2/imgcodecs.hpp>
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

// Whether two sights of a top face are the same counter lying where it lay: a counter put on top
// since, even one printed alike, lies a little elsewhere and a counter higher, which the
// correlation of the two pictures shows; the same counter seen again differs only by the camera's
// noise. Both are FaceLibrary faces (same size).
bool sameSight(const cv::Mat& before, const cv::Mat& now) {
    constexpr double kSameSightCorrelation = 0.97;
    if (before.size() != now.size() || before.type() != now.type()) return false;
    cv::Mat score;
    cv::matchTemplate(now, before, score, cv::TM_CCOEFF_NORMED);
    return score.at<float>(0, 0) >= kSameSightCorrelation;
}

}  // namespace

VisionWorker::VisionWorker(std::shared_ptr<std::atomic<bool>> busy) : busy_(std::move(busy)) {}

VisionWorker::~VisionWorker() = default;

void VisionWorker::configure(const QString& gameFolder, const QString& mapId, const QString& fiducialScenario,
                             const QString& facesFile) {
    vision_.reset();
    game_.reset();
    try {
        game_ = games::loadGame(gameFolder.toStdString());
        const data::GameMap* map = game_->data.findMap(mapId.toStdString());
        if (!map) {
            emit configured(false, tr("The game has no map '%1' for the camera to look at.").arg(mapId));
            return;
        }
        vision::TableVisionOptions options;
        if (!fiducialScenario.isEmpty()) {
            try {
                options.fiducials = vision::fiducialKitOf(game_->data, fiducialScenario.toStdString());
            } catch (const std::invalid_argument& error) {
                emit configured(false, tr("The counters' markers cannot be read: %1").arg(QString::fromStdString(error.what())));
                return;
            }
        }
        if (!facesFile.isEmpty()) {
            try {
                options.faces = vision::FaceLibrary::load(facesFile.toStdString());
            } catch (const vision::FaceLibraryError& error) {
                emit configured(false, tr("The counters' faces cannot be read: %1").arg(QString::fromStdString(error.what())));
                return;
            }
        }
        faces_ = options.faces;
        learnedOn_.clear();
        vision_ = std::make_unique<vision::TableVision>(*game_, *map, options);
        lastFrame_ = cv::Mat();
        QVariantList targets;
        for (const vision::TouchTarget& target : vision_->touchTargets()) {
            targets << QVariantMap{{"hex", QString::fromStdString(target.hex)},
                                   {"where", QString::fromStdString(target.where)}};
        }
        emit touchTargetsReady(targets);
        emit configured(true, {});
    } catch (const std::exception& error) {
        vision_.reset();
        emit configured(false, tr("The camera cannot watch this map: %1").arg(QString::fromStdString(error.what())));
    }
}

void VisionWorker::process(const QVideoFrame& frame, qint64 timestampMs) {
    // One frame's failure in vision (an OpenCV exception on an odd frame) is logged and that frame
    // skipped: the worker goes on with the next one, and the game with it.
    try {
        processOrThrow(frame, timestampMs);
    } catch (const std::exception& error) {
        skipFrame(timestampMs, QString::fromLocal8Bit(error.what()));
    } catch (...) {
        skipFrame(timestampMs, tr("an unknown error"));
    }
}

void VisionWorker::skipFrame(qint64 timestampMs, const QString& why) {
    ++framesFailed_;
    // Every failure is counted; the log is kept to the first few and then one in a hundred, so a
    // camera that sends only bad frames does not fill the disk.
    if (framesFailed_ <= 5 || framesFailed_ % 100 == 0)
        qWarning("vision: the frame at %lld ms was skipped (%lld so far): %s", static_cast<long long>(timestampMs),
                 static_cast<long long>(framesFailed_), qPrintable(why));
    FrameReport report;
    report.timestampMs = timestampMs;
    report.why = tr("vision failed on this frame and goes on with the next: %1").arg(why);
    busy_->store(false);
    emit frameProcessed(report);
}

void VisionWorker::processOrThrow(const QVideoFrame& frame, qint64 timestampMs) {
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
    lastFrame_ = bgr;  // a fresh image each frame, so keeping it costs no copy
    report.frameWidth = bgr.cols;
    report.frameHeight = bgr.rows;
    report.registered = result.registered;
    report.byTouch = result.byTouch;
    report.why = QString::fromStdString(result.why);
    report.state = stateName(result.state);
    report.pieces = result.pieces;
    report.handsOrObjects = result.handsOrObjects;
    for (const auto& space : result.glare) report.glare << QString::fromStdString(space);
    report.cameraMoved = result.cameraMoved;
    report.geometry = result.geometry;
    report.processMs = static_cast<double>(timer.nsecsElapsed()) / 1e6;  // conversion included
    // The frame is done with: the source may hand over the next one while the results travel.
    busy_->store(false);
    emit frameProcessed(report);
    if (result.stable) emit observed(std::make_shared<const tracker::Observation>(std::move(*result.stable)), timestampMs);
}

void VisionWorker::reset() {
    if (vision_) vision_->reset();
}

bool VisionWorker::applyTouches(const QVariantList& touches, QSize frameSize, QString& message) {
    std::vector<vision::HexTouch> hexTouches;
    for (const QVariant& item : touches) {
        const QVariantMap touch = item.toMap();
        hexTouches.push_back({touch.value("hex").toString().toStdString(),
                              cv::Point2d(touch.value("x").toDouble(), touch.value("y").toDouble())});
    }
    try {
        const vision::Registration registration =
            vision_->registerByTouches(hexTouches, cv::Size(frameSize.width(), frameSize.height()));
        message = registration.ok ? QString() : QString::fromStdString(registration.reason);
        return registration.ok;
    } catch (const std::exception& error) {
        message = QString::fromStdString(error.what());
        return false;
    }
}

void VisionWorker::registerByTouches(const QVariantList& touches) {
    if (!vision_ || lastFrame_.empty()) {
        emit touchesRegistered(false, tr("There is no camera picture to touch yet."));
        return;
    }
    const QSize frameSize(lastFrame_.cols, lastFrame_.rows);
    QString message;
    const bool ok = applyTouches(touches, frameSize, message);
    // What to keep goes first: whoever hears the answer finds it kept already.
    if (ok) emit touchesToKeep(touches, frameSize);
    emit touchesRegistered(ok, message);
}

void VisionWorker::findMapByPrint() {
    if (!vision_ || lastFrame_.empty()) {
        emit touchesRegistered(false, tr("There is no camera picture to find the map in yet."));
        return;
    }
    try {
        std::vector<vision::HexTouch> found;
        const vision::Registration registration = vision_->findMapByPrint(lastFrame_, found);
        if (!registration.ok) {
            emit touchesRegistered(false, QString::fromStdString(registration.reason));
            return;
        }
        QVariantList touches;
        for (const vision::HexTouch& touch : found) {
            touches << QVariantMap{{"hex", QString::fromStdString(touch.hex)}, {"x", touch.framePx.x}, {"y", touch.framePx.y}};
        }
        emit touchesToKeep(touches, QSize(lastFrame_.cols, lastFrame_.rows));
        emit touchesRegistered(true, {});
    } catch (const std::exception& error) {
        emit touchesRegistered(false, QString::fromStdString(error.what()));
    }
}

void VisionWorker::captureEmptyBoard() {
    if (!vision_ || lastFrame_.empty()) {
        emit emptyBoardCaptured(false, tr("There is no camera picture to capture yet."));
        return;
    }
    try {
        const vision::EmptyBoardCapture capture = vision_->captureEmptyBoard(lastFrame_);
        // PNG is lossless: the board comes back as it was captured, pixel for pixel. What to keep
        // goes first, as with the touches.
        std::vector<unsigned char> png;
        if (capture.ok && cv::imencode(".png", vision_->emptyBoardCapture(), png)) {
            emit emptyBoardToKeep(QByteArray(reinterpret_cast<const char*>(png.data()), static_cast<qsizetype>(png.size())));
        }
        emit emptyBoardCaptured(capture.ok, QString::fromStdString(capture.message));
    } catch (const std::exception& error) {
        emit emptyBoardCaptured(false, QString::fromStdString(error.what()));
    }
}

void VisionWorker::learnFace(const QString& piece, const QString& side, const QString& space) {
    if (!vision_ || lastFrame_.empty()) {
        emit faceLearned(false, piece, tr("There is no camera picture to learn from yet."));
        return;
    }
    try {
        const vision::SeenFace seen = vision_->topFaceAt(lastFrame_, space.toStdString());
        if (!seen.ok) {
            emit faceLearned(false, piece, QString::fromStdString(seen.message));
            return;
        }
        // Nothing new on top (the counter not put down yet, or put elsewhere): the face there is
        // still the one learned last on this space, and learning it again would name it wrongly.
        const auto before = learnedOn_.find(space.toStdString());
        if (before != learnedOn_.end() && before->second != piece.toStdString()) {
            const vision::LearnedFace* previous = faces_.find(before->second);
            if (previous != nullptr && sameSight(previous->face, seen.face)) {
                emit faceLearned(false, piece,
                                 tr("the top of %1 still looks like %2, learned there before: put %3 on top, then try again")
                                     .arg(space, QString::fromStdString(before->second), piece));
                return;
            }
        }
        faces_.add(piece.toStdString(), side.toStdString(), seen.face);
        learnedOn_[space.toStdString()] = piece.toStdString();
        vision_->useFaces(faces_);
        // What to keep goes before the answer, as with the set-up.
        std::vector<unsigned char> png;
        if (cv::imencode(".png", seen.face, png)) {
            emit faceToKeep(piece, side, QByteArray(reinterpret_cast<const char*>(png.data()), static_cast<qsizetype>(png.size())));
        }
        emit faceLearned(true, piece, {});
    } catch (const std::exception& error) {
        emit faceLearned(false, piece, QString::fromStdString(error.what()));
    }
}

void VisionWorker::addKnownFaces(const QVariantList& faces) {
    if (!vision_ || faces.isEmpty()) return;
    int added = 0;
    for (const QVariant& item : faces) {
        const QVariantMap face = item.toMap();
        const QByteArray png = face.value("png").toByteArray();
        cv::Mat image;
        try {
            // Its size checked before it is decoded, as a face in a library file is.
            image = vision::decodeImage(std::vector<unsigned char>(png.begin(), png.end()), "a kept face",
                                        vision::FaceLibraryLimits{}.face);
        } catch (const vision::ImageFileError&) {
            continue;  // a damaged row: that piece is simply not known by its face
        }
        faces_.add(face.value("piece").toString().toStdString(), face.value("side").toString().toStdString(), image);
        ++added;
    }
    if (added > 0) vision_->useFaces(faces_);
}

void VisionWorker::restoreSetup(const QVariantList& touches, QSize frameSize, const QByteArray& emptyBoardPng) {
    if (!vision_) return;  // configure failed and said why
    if (!touches.isEmpty()) {
        QString message;
        const bool ok = frameSize.isValid() && applyTouches(touches, frameSize, message);
        if (!frameSize.isValid()) message = tr("the kept touches do not say the size of the camera's picture");
        emit touchesRegistered(ok, ok ? QString() : tr("the touches kept from the last set-up do not fit: %1").arg(message), true);
    }
    if (!emptyBoardPng.isEmpty()) {
        const std::vector<unsigned char> bytes(emptyBoardPng.begin(), emptyBoardPng.end());
        cv::Mat board;
        try {
            board = vision::decodeImage(bytes, "the kept empty board");
        } catch (const vision::ImageFileError&) {
            board.release();  // a damaged PNG, or one of a size no camera gives: said below
        }
        if (board.empty()) {
            emit emptyBoardCaptured(false, tr("the empty board kept from the last set-up is not a readable picture: capture it again"), true);
            return;
        }
        const vision::EmptyBoardCapture used = vision_->useEmptyBoardCapture(board);
        emit emptyBoardCaptured(used.ok, QString::fromStdString(used.message), true);
    }
}

}  // namespace adj::app
