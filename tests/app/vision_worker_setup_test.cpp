// The vision worker's part in setting up the table, on The War for the Union's practice map photographed
// by the synthetic camera: the hexes to touch come with the map, touches in frame pixels register a frame
// whose markers are out of view (and later frames are then registered by them), and the empty board is
// captured from the last frame, refused while counters stand on it.
#include "app/camera/vision_worker.hpp"

#include "app/camera/table_watcher.hpp"
#include "app/core/play_session.hpp"

#include "engine/games/game.hpp"
#include "vision/identity/fiducial_kit.hpp"
#include "vision/print/printed_faces.hpp"
#include "vision/synth/synthetic_camera.hpp"
#include "vision/table/table_scene.hpp"
#include "tests/support/map_only_frame.hpp"

#include <QCameraDevice>
#include <QMediaDevices>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QVideoFrame>
#include <QVideoFrameFormat>
#include <QVideoSink>
#include <QtTest>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>
#include <atomic>
#include <map>
#include <string>
#include <memory>

using adj::app::FrameReport;
using adj::app::VisionWorker;

namespace {

const QString kWftu = QStringLiteral(ADJUTANT_SOURCE_DIR "/data/games/war-for-the-union");

// A BGR image as the camera would hand it over.
QVideoFrame videoFrameOf(const cv::Mat& bgr) {
    QVideoFrame frame(QVideoFrameFormat(QSize(bgr.cols, bgr.rows), QVideoFrameFormat::Format_RGBX8888));
    if (!frame.map(QVideoFrame::WriteOnly)) return {};
    cv::Mat rgbx(bgr.rows, bgr.cols, CV_8UC4, frame.bits(0), static_cast<std::size_t>(frame.bytesPerLine(0)));
    cv::cvtColor(bgr, rgbx, cv::COLOR_BGR2RGBA);
    frame.unmap();
    return frame;
}

cv::Point2d throughHomography(const cv::Matx33d& h, cv::Point2d p) {
    const cv::Vec3d q = h * cv::Vec3d(p.x, p.y, 1);
    return {q[0] / q[2], q[1] / q[2]};
}

// The frame with everything but the map and a 9 mm strip round it blacked out: the markers are gone.
cv::Mat withoutMarkers(const adj::vision::synth::RenderedFrame& frame, cv::Size2d mapMm) {
    return adj::test::mapOnlyFrame(frame.image, frame.truth.mapToImage, mapMm);
}

// The first commit of a still board `frame`, seen by a worker configured with `fiducialScenario`
// and `facesFile` (VisionWorker::configure); null when configuring failed or nothing was committed.
adj::app::ObservationPtr firstCommit(const cv::Mat& frame, const QString& fiducialScenario, const QString& facesFile) {
    VisionWorker worker(std::make_shared<std::atomic<bool>>(false));
    QSignalSpy configured(&worker, &VisionWorker::configured);
    QSignalSpy observed(&worker, &VisionWorker::observed);
    worker.configure(kWftu, QStringLiteral("practice"), fiducialScenario, facesFile);
    if (!configured.at(0).at(0).toBool()) return nullptr;
    for (qint64 ms = 0; ms <= 3000 && observed.isEmpty(); ms += 250) worker.process(videoFrameOf(frame), ms);
    return observed.isEmpty() ? nullptr : observed.first().at(0).value<adj::app::ObservationPtr>();
}

}  // namespace

class VisionWorkerSetupTest : public QObject {
    Q_OBJECT

private slots:
    void registersByTouchAndCapturesTheEmptyBoard() {
        qRegisterMetaType<FrameReport>("adj::app::FrameReport");
        const auto game = adj::games::loadGame(kWftu.toStdString());
        const adj::data::GameMap& map = *game->data.findMap("practice");
        const adj::vision::TableSceneMaker maker(game->data, map);
        auto conditions = adj::vision::synth::Conditions::preset(adj::vision::synth::ConditionLevel::Normal);
        adj::vision::synth::SyntheticCamera camera(maker.sheet(), conditions, 77, {1920, 1080});
        camera.conditions().distortionK = 0.0;  // touches are fitted with no lens model

        auto busy = std::make_shared<std::atomic<bool>>(false);
        VisionWorker worker(busy);
        QSignalSpy targets(&worker, &VisionWorker::touchTargetsReady);
        QSignalSpy configured(&worker, &VisionWorker::configured);
        QSignalSpy reports(&worker, &VisionWorker::frameProcessed);
        QSignalSpy touched(&worker, &VisionWorker::touchesRegistered);
        QSignalSpy captured(&worker, &VisionWorker::emptyBoardCaptured);
        QSignalSpy touchesToKeep(&worker, &VisionWorker::touchesToKeep);
        QSignalSpy boardToKeep(&worker, &VisionWorker::emptyBoardToKeep);

        // Nothing to touch or capture before a frame has come.
        worker.configure(kWftu, QStringLiteral("practice"));
        QCOMPARE(configured.count(), 1);
        QVERIFY2(configured.at(0).at(0).toBool(), qPrintable(configured.at(0).at(1).toString()));
        QCOMPARE(targets.count(), 1);
        const QVariantList asked = targets.at(0).at(0).toList();
        QCOMPARE(asked.size(), 6);
        QVERIFY(!asked.at(0).toMap().value("where").toString().isEmpty());
        worker.captureEmptyBoard();
        QCOMPARE(captured.count(), 1);
        QVERIFY(!captured.at(0).at(0).toBool());

        const adj::vision::synth::RenderedFrame empty = camera.render({});
        const cv::Mat hidden = withoutMarkers(empty, maker.layout().mapSizeMm);
        worker.process(videoFrameOf(hidden), 0);
        FrameReport report = reports.last().at(0).value<FrameReport>();
        QVERIFY(!report.registered);
        QCOMPARE(report.frameWidth, 1920);
        QCOMPARE(report.frameHeight, 1080);

        // The players touch the centres of the hexes asked for (here exactly where the truth puts them).
        QVariantList touches;
        for (const QVariant& item : asked) {
            const std::string hex = item.toMap().value("hex").toString().toStdString();
            const auto& space = map.graph.space(*map.graph.find(hex));
            const cv::Point2d px = throughHomography(empty.truth.mapToImage, {space.centre->x, space.centre->y});
            touches << QVariantMap{{"hex", QString::fromStdString(hex)}, {"x", px.x}, {"y", px.y}};
        }
        worker.registerByTouches(touches);
        QCOMPARE(touched.count(), 1);
        QVERIFY2(touched.at(0).at(0).toBool(), qPrintable(touched.at(0).at(1).toString()));

        worker.process(videoFrameOf(withoutMarkers(camera.render({}), maker.layout().mapSizeMm)), 500);
        report = reports.last().at(0).value<FrameReport>();
        QVERIFY2(report.registered, qPrintable(report.why));
        QVERIFY(report.byTouch);

        // Counters on the map: not captured, and the message says where.
        const auto board = maker.scene(game->data.findScenario("practice-border-war")->start, conditions, 3);
        worker.process(videoFrameOf(withoutMarkers(camera.render(board), maker.layout().mapSizeMm)), 1000);
        worker.captureEmptyBoard();
        QCOMPARE(captured.count(), 2);
        QVERIFY(!captured.last().at(0).toBool());
        QVERIFY2(captured.last().at(1).toString().contains("not empty"), qPrintable(captured.last().at(1).toString()));

        worker.process(videoFrameOf(withoutMarkers(camera.render({}), maker.layout().mapSizeMm)), 1500);
        worker.captureEmptyBoard();
        QCOMPARE(captured.count(), 3);
        QVERIFY2(captured.last().at(0).toBool(), qPrintable(captured.last().at(1).toString()));

        // A touch on a hex the map does not have is refused by name.
        worker.registerByTouches({QVariantMap{{"hex", "9999"}, {"x", 10.0}, {"y", 10.0}}});
        QVERIFY(!touched.last().at(0).toBool());
        QVERIFY(touched.last().at(1).toString().contains("9999"));

        // What registered and what was captured is handed out to be kept; refusals are not.
        QCOMPARE(touchesToKeep.count(), 1);
        QCOMPARE(touchesToKeep.at(0).at(0).toList(), touches);
        QCOMPARE(touchesToKeep.at(0).at(1).toSize(), QSize(1920, 1080));
        QCOMPARE(boardToKeep.count(), 1);
        const QByteArray keptBoard = boardToKeep.at(0).at(0).toByteArray();
        QVERIFY(keptBoard.startsWith("\x89PNG"));

        // A restart: a new worker given what was kept registers marker-less frames on the touches
        // and compares with the captured board before it has seen a single frame.
        VisionWorker restarted(busy);
        QSignalSpy restartedTouched(&restarted, &VisionWorker::touchesRegistered);
        QSignalSpy restartedCaptured(&restarted, &VisionWorker::emptyBoardCaptured);
        QSignalSpy restartedReports(&restarted, &VisionWorker::frameProcessed);
        restarted.configure(kWftu, QStringLiteral("practice"));
        restarted.restoreSetup(touches, QSize(1920, 1080), keptBoard);
        QCOMPARE(restartedTouched.count(), 1);
        QVERIFY2(restartedTouched.at(0).at(0).toBool(), qPrintable(restartedTouched.at(0).at(1).toString()));
        QVERIFY(restartedTouched.at(0).at(2).toBool());  // restored, not touched now
        QCOMPARE(restartedCaptured.count(), 1);
        QVERIFY2(restartedCaptured.at(0).at(0).toBool(), qPrintable(restartedCaptured.at(0).at(1).toString()));
        QVERIFY(restartedCaptured.at(0).at(2).toBool());
        restarted.process(videoFrameOf(withoutMarkers(camera.render({}), maker.layout().mapSizeMm)), 0);
        report = restartedReports.last().at(0).value<FrameReport>();
        QVERIFY2(report.registered, qPrintable(report.why));
        QVERIFY(report.byTouch);
        QCOMPARE(report.pieces, 0);

        // Without touching: the map found by its print registers the marker-less frames too, and
        // what it found is handed out to be kept as touches on the same targets.
        VisionWorker byPrint(busy);
        QSignalSpy printTouched(&byPrint, &VisionWorker::touchesRegistered);
        QSignalSpy printToKeep(&byPrint, &VisionWorker::touchesToKeep);
        QSignalSpy printReports(&byPrint, &VisionWorker::frameProcessed);
        byPrint.configure(kWftu, QStringLiteral("practice"));
        byPrint.findMapByPrint();
        QVERIFY(!printTouched.last().at(0).toBool());  // no picture yet
        byPrint.process(videoFrameOf(hidden), 0);
        byPrint.findMapByPrint();
        QVERIFY2(printTouched.last().at(0).toBool(), qPrintable(printTouched.last().at(1).toString()));
        QCOMPARE(printToKeep.count(), 1);
        const QVariantList found = printToKeep.at(0).at(0).toList();
        QCOMPARE(found.size(), touches.size());
        for (int i = 0; i < found.size(); ++i) {
            const QVariantMap f = found.at(i).toMap();
            const QVariantMap t = touches.at(i).toMap();
            QCOMPARE(f.value("hex"), t.value("hex"));
            // Within 2 px (under 1.5 mm at this camera) of where the truth puts the hex's centre.
            QVERIFY2(std::hypot(f.value("x").toDouble() - t.value("x").toDouble(), f.value("y").toDouble() - t.value("y").toDouble()) < 2.0,
                     qPrintable(f.value("hex").toString()));
        }
        byPrint.process(videoFrameOf(withoutMarkers(camera.render({}), maker.layout().mapSizeMm)), 500);
        QVERIFY(printReports.last().at(0).value<FrameReport>().registered);
        QVERIFY(printReports.last().at(0).value<FrameReport>().byTouch);

        // Kept parts that no longer fit are refused, each saying what is wrong.
        restarted.restoreSetup(touches, QSize(), QByteArray("not a picture"));
        QVERIFY(!restartedTouched.last().at(0).toBool());
        QVERIFY2(restartedTouched.last().at(1).toString().contains("size"), qPrintable(restartedTouched.last().at(1).toString()));
        QVERIFY(!restartedCaptured.last().at(0).toBool());
        QVERIFY2(restartedCaptured.last().at(1).toString().contains("not a readable picture"),
                 qPrintable(restartedCaptured.last().at(1).toString()));
        std::vector<unsigned char> smallPng;
        QVERIFY(cv::imencode(".png", cv::Mat(40, 60, CV_8UC3, cv::Scalar(200, 200, 200)), smallPng));
        restarted.restoreSetup({}, QSize(), QByteArray(reinterpret_cast<const char*>(smallPng.data()), static_cast<qsizetype>(smallPng.size())));
        QVERIFY(!restartedCaptured.last().at(0).toBool());
        QVERIFY2(restartedCaptured.last().at(1).toString().contains("60x40 pixels"), qPrintable(restartedCaptured.last().at(1).toString()));
    }

    // The touches and the capture are kept in the store under the table's camera, game and map: a
    // restart with the same camera has them back (and says so); another camera starts afresh.
    void theTableKeepsItsSetUpAcrossARestart() {
        qRegisterMetaType<FrameReport>("adj::app::FrameReport");
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString storeFile = dir.filePath("games.sqlite");
        const auto game = adj::games::loadGame(kWftu.toStdString());
        const adj::data::GameMap& map = *game->data.findMap("practice");
        const adj::vision::TableSceneMaker maker(game->data, map);
        auto conditions = adj::vision::synth::Conditions::preset(adj::vision::synth::ConditionLevel::Normal);
        adj::vision::synth::SyntheticCamera camera(maker.sheet(), conditions, 91, {1920, 1080});
        camera.conditions().distortionK = 0.0;
        const adj::vision::synth::RenderedFrame empty = camera.render({});
        const QVideoFrame hidden = videoFrameOf(withoutMarkers(empty, maker.layout().mapSizeMm));

        {
            adj::app::PlaySession session;
            session.setStoreFile(storeFile);
            QVERIFY2(session.load("war-for-the-union", "practice-border-war"), qPrintable(session.errorMessage()));
            adj::app::TableWatcher watcher(&session);
            // No such camera: it is retried, and frames handed to its sink still reach the worker.
            QVERIFY(watcher.start(QStringLiteral("camera:7")));
            QTRY_COMPARE(watcher.touchTargets().size(), 6);
            QCOMPARE(watcher.touchState(), QString("none"));
            watcher.source()->sink()->setVideoFrame(hidden);
            QTRY_COMPARE(watcher.frameWidth(), 1920);
            QVariantList touches;
            for (const QVariant& item : watcher.touchTargets()) {
                const std::string hex = item.toMap().value("hex").toString().toStdString();
                const auto& space = map.graph.space(*map.graph.find(hex));
                const cv::Point2d px = throughHomography(empty.truth.mapToImage, {space.centre->x, space.centre->y});
                touches << QVariantMap{{"hex", QString::fromStdString(hex)}, {"x", px.x}, {"y", px.y}};
            }
            watcher.registerByTouches(touches);
            QTRY_COMPARE(watcher.touchState(), QString("registered"));
            QVERIFY(!watcher.touchesKept());
            watcher.source()->sink()->setVideoFrame(videoFrameOf(withoutMarkers(camera.render({}), maker.layout().mapSizeMm)));
            QTRY_VERIFY(watcher.registeredByTouch());
            // Where a hex shows in the frame (for marking it on the live picture): where it was touched.
            for (const QVariant& item : touches) {
                const QVariantMap touch = item.toMap();
                const QVariantMap shown = watcher.framePointOf(touch.value("hex").toString());
                QVERIFY(shown.value("ok").toBool());
                QVERIFY2(std::hypot(shown.value("x").toDouble() - touch.value("x").toDouble(),
                                    shown.value("y").toDouble() - touch.value("y").toDouble()) < 1.0,
                         qPrintable(touch.value("hex").toString()));
            }
            QVERIFY(!watcher.framePointOf("9999").value("ok").toBool());
            watcher.captureEmptyBoard();
            QTRY_COMPARE(watcher.captureState(), QString("captured"));
            QVERIFY(!watcher.captureKept());

            // Guided placement: the first piece the set-up asks for, put on its hex and learned.
            const QVariantList placement = watcher.placement();
            QVERIFY(!placement.isEmpty());
            const QVariantMap ask = placement.first().toMap();
            QVERIFY(!ask.value("sideName").toString().isEmpty());
            adj::model::Position one = game->data.findScenario("practice-border-war")->start;
            const adj::model::Piece* piece = one.findPiece(ask.value("piece").toString().toStdString());
            QVERIFY(piece != nullptr);
            QCOMPARE(QString::fromStdString(piece->location.space), ask.value("space").toString());
            one.pieces = {*piece};
            watcher.source()->sink()->setVideoFrame(
                videoFrameOf(withoutMarkers(camera.render(maker.scene(one, conditions, 91)), maker.layout().mapSizeMm)));
            QTRY_COMPARE(watcher.piecesSeen(), 1);
            watcher.learnFace(ask.value("piece").toString(), ask.value("side").toString(), ask.value("space").toString());
            QCOMPARE(watcher.faceState(), QString("working"));
            QTRY_COMPARE(watcher.faceState(), QString("learned"));
            QCOMPARE(watcher.learnedPieces(), QStringList{ask.value("piece").toString()});
        }
        {
            adj::app::PlaySession session;
            session.setStoreFile(storeFile);
            QVERIFY(session.resumeLast());
            adj::app::TableWatcher watcher(&session);
            QVERIFY(watcher.start(QStringLiteral("camera:7")));
            QTRY_COMPARE(watcher.touchState(), QString("registered"));
            QVERIFY(watcher.touchesKept());
            QTRY_COMPARE(watcher.captureState(), QString("captured"));
            QVERIFY(watcher.captureKept());
            QVERIFY(!watcher.keptAt().isEmpty());
            // The face learned at the last set-up is known again.
            QCOMPARE(watcher.learnedPieces().size(), 1);
            QCOMPARE(watcher.learnedPieces().first(), watcher.placement().first().toMap().value("piece").toString());
            watcher.source()->sink()->setVideoFrame(hidden);
            QTRY_VERIFY(watcher.registeredByTouch());
            QCOMPARE(watcher.piecesSeen(), 0);
        }
        {
            adj::app::PlaySession session;
            session.setStoreFile(storeFile);
            QVERIFY(session.resumeLast());
            adj::app::TableWatcher watcher(&session);
            QVERIFY(watcher.start(QStringLiteral("camera:8")));
            QTRY_COMPARE(watcher.touchTargets().size(), 6);
            watcher.source()->sink()->setVideoFrame(hidden);
            QTRY_COMPARE(watcher.frameWidth(), 1920);
            QCOMPARE(watcher.touchState(), QString("none"));
            QCOMPARE(watcher.captureState(), QString("none"));
            QVERIFY(!watcher.registered());
        }
    }

    // `adjutant --fiducials`: the worker reads the markers printed on the scenario's counters, and a
    // committed stack whose top marker it reads surely is named by it, side included. An unknown
    // scenario is refused by name; without fiducial mode no stack is named.
    void fiducialModeNamesTopPiecesByTheirMarkers() {
        qRegisterMetaType<FrameReport>("adj::app::FrameReport");
        qRegisterMetaType<adj::app::ObservationPtr>("adj::app::ObservationPtr");
        const QString scenario = QStringLiteral("practice-border-war");
        const auto game = adj::games::loadGame(kWftu.toStdString());
        const adj::data::GameMap& map = *game->data.findMap("practice");
        const adj::vision::TableSceneMaker maker(game->data, map, 4.0,
                                                 adj::vision::fiducialKitOf(game->data, scenario.toStdString()));
        const auto conditions = adj::vision::synth::Conditions::preset(adj::vision::synth::ConditionLevel::Easy);
        adj::vision::synth::SyntheticCamera camera(maker.sheet(), conditions, 11, {1920, 1080});
        const auto& start = game->data.findScenario(scenario.toStdString())->start;
        const cv::Mat frame = camera.render(maker.scene(start, conditions, 11)).image;
        std::map<std::string, std::string> topOf;
        for (const auto& stack : maker.stacks(start)) topOf[stack.space] = stack.pieces.back();

        const adj::app::ObservationPtr withMarkers = firstCommit(frame, scenario, {});
        QVERIFY(withMarkers);
        int sureRight = 0;
        int sureWrong = 0;
        for (const auto& stack : withMarkers->stacks) {
            if (stack.top.empty() || stack.top.front().confidence < 0.5) continue;
            const bool right = topOf.contains(stack.space) && topOf.at(stack.space) == stack.top.front().piece;
            (right ? sureRight : sureWrong) += 1;
            if (right) QCOMPARE(QString::fromStdString(stack.side), QString::fromStdString(stack.top.front().piece).startsWith("US") ? QString("union") : QString("confederate"));
        }
        qInfo("fiducial mode: %d of %d committed stacks named surely and rightly, %d wrongly", sureRight,
              static_cast<int>(withMarkers->stacks.size()), sureWrong);
        QVERIFY2(sureRight >= 5, qPrintable(QString::number(sureRight)));
        QCOMPARE(sureWrong, 0);

        const adj::app::ObservationPtr plain = firstCommit(frame, {}, {});
        QVERIFY(plain);
        for (const auto& stack : plain->stacks) QVERIFY(stack.top.empty());

        VisionWorker worker(std::make_shared<std::atomic<bool>>(false));
        QSignalSpy configured(&worker, &VisionWorker::configured);
        worker.configure(kWftu, QStringLiteral("practice"), QStringLiteral("no-such-scenario"));
        QVERIFY(!configured.at(0).at(0).toBool());
        QVERIFY2(configured.at(0).at(1).toString().contains("no-such-scenario"), qPrintable(configured.at(0).at(1).toString()));
    }

    // `adjutant --faces FILE`: the worker names committed stacks' top pieces by the faces learned from
    // the counter sheet; look-alikes stay unsure with their candidates, and none is named wrongly.
    // A library that cannot be read is refused naming the file.
    void appearanceModeNamesTopPiecesByTheirFaces() {
        qRegisterMetaType<FrameReport>("adj::app::FrameReport");
        qRegisterMetaType<adj::app::ObservationPtr>("adj::app::ObservationPtr");
        const auto game = adj::games::loadGame(kWftu.toStdString());
        const adj::data::GameMap& map = *game->data.findMap("practice");
        const adj::vision::TableSceneMaker maker(game->data, map);
        const auto conditions = adj::vision::synth::Conditions::preset(adj::vision::synth::ConditionLevel::Easy);
        adj::vision::synth::SyntheticCamera camera(maker.sheet(), conditions, 12, {1920, 1080});
        const auto& start = game->data.findScenario("practice-border-war")->start;
        const cv::Mat frame = camera.render(maker.scene(start, conditions, 12)).image;
        std::map<std::string, std::string> topOf;
        for (const auto& stack : maker.stacks(start)) topOf[stack.space] = stack.pieces.back();

        QTemporaryDir dir;
        const QString library = dir.filePath("faces.yml.gz");
        adj::vision::print::printedFaceLibrary(game->data, "practice-border-war").save(library.toStdString());
        const adj::app::ObservationPtr seen = firstCommit(frame, {}, library);
        QVERIFY(seen);
        int sureRight = 0;
        int sureWrong = 0;
        int amongCandidates = 0;
        for (const auto& stack : seen->stacks) {
            if (!topOf.contains(stack.space)) continue;
            for (const auto& candidate : stack.top) amongCandidates += candidate.piece == topOf.at(stack.space) ? 1 : 0;
            if (stack.top.empty() || stack.top.front().confidence < 0.5) continue;
            (topOf.at(stack.space) == stack.top.front().piece ? sureRight : sureWrong) += 1;
        }
        qInfo("appearance mode: %d of %d committed stacks named surely and rightly, %d wrongly; the right piece "
              "among the candidates of %d",
              sureRight, static_cast<int>(seen->stacks.size()), sureWrong, amongCandidates);
        QCOMPARE(sureWrong, 0);
        QVERIFY2(amongCandidates >= static_cast<int>(topOf.size()) / 2, qPrintable(QString::number(amongCandidates)));

        QFile broken(dir.filePath("broken.yml"));
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write("%YAML:1.0\n---\nsomething: else\n");
        broken.close();
        VisionWorker worker(std::make_shared<std::atomic<bool>>(false));
        QSignalSpy configured(&worker, &VisionWorker::configured);
        worker.configure(kWftu, QStringLiteral("practice"), {}, broken.fileName());
        QVERIFY(!configured.at(0).at(0).toBool());
        QVERIFY2(configured.at(0).at(1).toString().contains("broken.yml"), qPrintable(configured.at(0).at(1).toString()));
    }

    // Guided placement: each counter put on its hex is shown to the camera, which learns its face
    // from the frame and names committed stacks by it. A learning the frame cannot back (nothing
    // on the hex, or the counter learned there before still on top) is refused with the reason.
    void guidedPlacementTeachesTheCountersFaces() {
        qRegisterMetaType<FrameReport>("adj::app::FrameReport");
        qRegisterMetaType<adj::app::ObservationPtr>("adj::app::ObservationPtr");
        const auto game = adj::games::loadGame(kWftu.toStdString());
        const adj::data::GameMap& map = *game->data.findMap("practice");
        const adj::vision::TableSceneMaker maker(game->data, map);
        const auto conditions = adj::vision::synth::Conditions::preset(adj::vision::synth::ConditionLevel::Normal);
        adj::vision::synth::SyntheticCamera camera(maker.sheet(), conditions, 33, {1920, 1080});
        const auto& start = game->data.findScenario("practice-border-war")->start;
        // Two counters of different sides on different hexes.
        const adj::model::Piece& first = start.pieces.front();
        const auto second = std::find_if(start.pieces.begin(), start.pieces.end(), [&](const adj::model::Piece& p) {
            return p.side != first.side && p.location.space != first.location.space && !p.location.space.empty();
        });
        QVERIFY(second != start.pieces.end());
        adj::model::Position placed = start;
        placed.pieces = {first};

        VisionWorker worker(std::make_shared<std::atomic<bool>>(false));
        QSignalSpy learned(&worker, &VisionWorker::faceLearned);
        QSignalSpy toKeep(&worker, &VisionWorker::faceToKeep);
        QSignalSpy observed(&worker, &VisionWorker::observed);
        worker.configure(kWftu, QStringLiteral("practice"));
        worker.learnFace(QString::fromStdString(first.id), QString::fromStdString(first.side), QString::fromStdString(first.location.space));
        QVERIFY(!learned.last().at(0).toBool());  // no picture yet

        // The hand that put the counter down is still over the map: nothing is learned.
        const QString firstSpace = QString::fromStdString(first.location.space);
        adj::vision::synth::Scene withHand = maker.scene(placed, conditions, 33);
        const cv::Size2d mapMm = maker.layout().mapSizeMm;
        withHand.hands.push_back({cv::Point2d(mapMm.width / 2, mapMm.height / 2), cv::Point2d(mapMm.width / 2, mapMm.height + 300)});
        worker.process(videoFrameOf(camera.render(withHand).image), 0);
        worker.learnFace(QString::fromStdString(first.id), QString::fromStdString(first.side), firstSpace);
        QVERIFY(!learned.last().at(0).toBool());
        QVERIFY2(learned.last().at(2).toString().contains("hand"), qPrintable(learned.last().at(2).toString()));
        QCOMPARE(toKeep.count(), 0);

        worker.process(videoFrameOf(camera.render(maker.scene(placed, conditions, 33)).image), 100);
        worker.learnFace(QString::fromStdString(first.id), QString::fromStdString(first.side), firstSpace);
        QVERIFY2(learned.last().at(0).toBool(), qPrintable(learned.last().at(2).toString()));
        QCOMPARE(learned.last().at(1).toString(), QString::fromStdString(first.id));
        QCOMPARE(toKeep.count(), 1);
        QVERIFY(toKeep.last().at(2).toByteArray().startsWith("\x89PNG"));

        // The second counter not yet put down: its hex is empty, and the first's hex still shows the first.
        const QString secondId = QString::fromStdString(second->id);
        const QString secondSide = QString::fromStdString(second->side);
        worker.learnFace(secondId, secondSide, QString::fromStdString(second->location.space));
        QVERIFY(!learned.last().at(0).toBool());
        QVERIFY2(learned.last().at(2).toString().contains("sees nothing on " + QString::fromStdString(second->location.space)),
                 qPrintable(learned.last().at(2).toString()));
        worker.learnFace(secondId, secondSide, firstSpace);
        QVERIFY(!learned.last().at(0).toBool());
        QVERIFY2(learned.last().at(2).toString().contains("still looks like " + QString::fromStdString(first.id)),
                 qPrintable(learned.last().at(2).toString()));
        QCOMPARE(toKeep.count(), 1);

        placed.pieces.push_back(*second);
        const cv::Mat both = camera.render(maker.scene(placed, conditions, 33)).image;
        worker.process(videoFrameOf(both), 250);
        worker.learnFace(secondId, secondSide, QString::fromStdString(second->location.space));
        QVERIFY2(learned.last().at(0).toBool(), qPrintable(learned.last().at(2).toString()));
        QCOMPARE(toKeep.count(), 2);

        // A ship on its river hexside is placed and learned like a counter in a hex.
        const adj::model::Piece* ship = start.findPiece("US-ironclad-1");
        QVERIFY(ship != nullptr);
        QVERIFY(ship->location.space.find('/') != std::string::npos);
        adj::model::Position withShip = placed;
        withShip.pieces.push_back(*ship);
        worker.process(videoFrameOf(camera.render(maker.scene(withShip, conditions, 33)).image), 300);
        worker.learnFace(QString::fromStdString(ship->id), QString::fromStdString(ship->side), QString::fromStdString(ship->location.space));
        QVERIFY2(learned.last().at(0).toBool(), qPrintable(learned.last().at(2).toString()));
        QCOMPARE(toKeep.count(), 3);

        // The board held still: both stacks are committed, each named by the face just learned.
        for (qint64 ms = 500; ms <= 4000 && observed.isEmpty(); ms += 250) worker.process(videoFrameOf(both), ms);
        QVERIFY(!observed.isEmpty());
        const auto seen = observed.last().at(0).value<adj::app::ObservationPtr>();
        int named = 0;
        for (const auto& stack : seen->stacks) {
            QVERIFY(!stack.top.empty());
            const std::string expected = stack.space == first.location.space ? first.id : second->id;
            QCOMPARE(QString::fromStdString(stack.top.front().piece), QString::fromStdString(expected));
            ++named;
        }
        QCOMPARE(named, 2);
    }

    // What QML sees: the cameras, the touches and the capture sent to the worker thread with their
    // answers coming back as properties, and the camera's frames forwarded to a picture's sink.
    void theWatcherCarriesSetUpBetweenTheScreenAndTheWorker() {
        adj::app::PlaySession session;
        adj::app::TableWatcher watcher(&session);
        QCOMPARE(watcher.cameras().size(), QMediaDevices::videoInputs().size());
        QCOMPARE(watcher.touchState(), QString("none"));
        QCOMPARE(watcher.captureState(), QString("none"));

        watcher.registerByTouches({QVariantMap{{"hex", "0101"}, {"x", 1.0}, {"y", 2.0}}});
        QCOMPARE(watcher.touchState(), QString("working"));
        QTRY_COMPARE(watcher.touchState(), QString("refused"));
        QVERIFY2(watcher.touchMessage().contains("no camera picture"), qPrintable(watcher.touchMessage()));
        watcher.captureEmptyBoard();
        QCOMPARE(watcher.captureState(), QString("working"));
        QTRY_COMPARE(watcher.captureState(), QString("refused"));

        QVideoSink picture;
        watcher.showLiveOn(&picture);
        const QVideoFrame frame = videoFrameOf(cv::Mat(120, 160, CV_8UC3, cv::Scalar(10, 200, 30)));
        watcher.source()->sink()->setVideoFrame(frame);
        QCOMPARE(picture.videoFrame().size(), QSize(160, 120));
        watcher.showLiveOn(nullptr);
        watcher.source()->sink()->setVideoFrame(videoFrameOf(cv::Mat(60, 80, CV_8UC3, cv::Scalar(0, 0, 0))));
        QCOMPARE(picture.videoFrame().size(), QSize(160, 120));
    }
};

QTEST_MAIN(VisionWorkerSetupTest)
#include "vision_worker_setup_test.moc"
