// Issue 55: an exception from vision on one frame (a 1x1 frame makes OpenCV's resize throw) once
// left VisionWorker::process and would have ended the app. The worker logs it, reports the frame as
// skipped, clears its busy flag and goes on with the next frame.
#include "app/camera/vision_worker.hpp"

#include <QSignalSpy>
#include <QVideoFrame>
#include <QVideoFrameFormat>
#include <QtTest>

#include <opencv2/imgproc.hpp>

#include <atomic>
#include <memory>

using adj::app::FrameReport;
using adj::app::VisionWorker;

namespace {

QVideoFrame solidFrame(int width, int height) {
    QVideoFrame frame(QVideoFrameFormat(QSize(width, height), QVideoFrameFormat::Format_RGBX8888));
    if (!frame.map(QVideoFrame::WriteOnly)) return {};
    cv::Mat rgbx(height, width, CV_8UC4, frame.bits(0), static_cast<std::size_t>(frame.bytesPerLine(0)));
    rgbx.setTo(cv::Scalar(70, 60, 50, 255));
    frame.unmap();
    return frame;
}

}  // namespace

class VisionWorkerGuardTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { qRegisterMetaType<FrameReport>(); }

    void aFrameVisionThrowsOnIsSkippedAndTheNextIsSeen() {
        auto busy = std::make_shared<std::atomic<bool>>(false);
        VisionWorker worker(busy);
        QSignalSpy configured(&worker, &VisionWorker::configured);
        QSignalSpy processed(&worker, &VisionWorker::frameProcessed);
        worker.configure(QStringLiteral(ADJUTANT_SOURCE_DIR "/data/games/war-for-the-union"), QStringLiteral("practice"));
        QVERIFY(configured.at(0).at(0).toBool());

        busy->store(true);  // as FrameSource sets it when it hands a frame over
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression("vision: the frame at 40 ms was skipped \\(1 so far\\): .*"));
        worker.process(solidFrame(1, 1), 40);
        QCOMPARE(processed.size(), 1);
        const FrameReport skipped = processed.at(0).at(0).value<FrameReport>();
        QVERIFY2(skipped.why.startsWith("vision failed on this frame and goes on with the next"), qPrintable(skipped.why));
        QCOMPARE(skipped.timestampMs, 40);
        QVERIFY(!busy->load());  // else the source would drop every frame after
        QCOMPARE(worker.framesFailed(), 1);

        worker.process(solidFrame(640, 480), 80);
        QCOMPARE(processed.size(), 2);
        const FrameReport next = processed.at(1).at(0).value<FrameReport>();
        QVERIFY2(!next.why.startsWith("vision failed"), qPrintable(next.why));
        QCOMPARE(next.frameWidth, 640);
        QCOMPARE(worker.framesFailed(), 1);
    }
};

QTEST_MAIN(VisionWorkerGuardTest)  // QVideoFrame::toImage needs the GUI application
#include "vision_worker_guard_test.moc"
