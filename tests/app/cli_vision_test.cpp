// adjutant-cli synth, detect and synth-video as a user runs them on The War for the Union's
// practice map: a synthetic photo with its truth, what detect finds in it (the truth's stacks in
// their spaces), and a three-step scripted video that OpenCV reads back frame by frame.
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QtTest>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/videoio.hpp>

#include <iostream>

namespace {

struct Run {
    int exitCode = -1;  // -1: it did not finish in time
    QByteArray out;
    QByteArray err;
};

// As tests/app/cli_runner.hpp, with room for rendering video frames.
Run cli(const QStringList& arguments, int timeoutMs = 120000) {
    QProcess process;
    process.start(ADJUTANT_CLI_BINARY, arguments);
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        return {};
    }
    return {process.exitCode(), process.readAllStandardOutput(), process.readAllStandardError()};
}

QString dataDir() { return QStringLiteral(ADJUTANT_SOURCE_DIR "/data"); }
QString attritionPosition() {
    return QStringLiteral(ADJUTANT_TEST_FIXTURES "/positions/war-for-the-union/border-war-attrition.yaml");
}

QJsonObject object(const QByteArray& text) { return QJsonDocument::fromJson(text).object(); }

}  // namespace

class CliVisionTest : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;

private slots:
    void synthWritesAFrameAndItsTruth() {
        QVERIFY(dir_.isValid());
        const QString out = dir_.filePath("synth");
        const Run run = cli({"synth", "--game", "war-for-the-union", "--position", attritionPosition(), "--out", out,
                             "--seed", "3", "--conditions", "normal", "--data", dataDir()});
        QCOMPARE(run.exitCode, 0);
        const cv::Mat frame = cv::imread((out + "/frame.png").toStdString());
        QVERIFY(!frame.empty());
        QCOMPARE(frame.cols, 1920);
        QCOMPARE(frame.rows, 1080);
        QFile file(out + "/truth.json");
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject truth = object(file.readAll());
        QCOMPARE(truth["conditions"].toString(), QString("normal"));
        QCOMPARE(truth["homography"].toObject()["mapToImage"].toArray().size(), 3);
        const QJsonArray pieces = truth["pieces"].toArray();
        QCOMPARE(pieces.size(), 15);  // every piece of the position is on the map
        for (const auto& p : pieces) {
            QVERIFY(!p.toObject()["space"].toString().isEmpty());
            QCOMPARE(p.toObject()["mm"].toArray().size(), 2);
        }
        QCOMPARE(truth["stacks"].toArray().size(), 6);  // 1207, 0808, 2216, 0403, 1307 and 0914
    }

    void detectFindsTheTruthsStacksInTheirSpaces() {
        const QString out = dir_.filePath("synth");
        QFile file(out + "/truth.json");
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonArray stacks = object(file.readAll())["stacks"].toArray();
        QVERIFY(!stacks.isEmpty());
        const Run run = cli({"detect", "--game", "war-for-the-union", "--data", dataDir(), out + "/frame.png"});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject result = object(run.out);
        QCOMPARE(result["map"].toString(), QString("practice"));
        const QJsonObject frame = result["frames"].toArray().at(0).toObject();
        QVERIFY2(frame["registered"].toBool(), qPrintable(frame["why"].toString()));
        QSet<QString> seen;
        QSet<QString> sides;
        for (const auto& p : frame["pieces"].toArray()) {
            const QJsonObject piece = p.toObject();
            seen.insert(piece["space"].toString());
            sides.insert(piece["space"].toString() + "/" + piece["side"].toString());
            QVERIFY(piece["count"].toInt() >= 1);
            QVERIFY(piece["confidence"].toDouble() > 0 && piece["confidence"].toDouble() <= 1);
        }
        int right = 0;
        int rightSide = 0;
        for (const auto& s : stacks) {
            const QJsonObject stack = s.toObject();
            right += seen.contains(stack["space"].toString()) ? 1 : 0;
            rightSide += sides.contains(stack["space"].toString() + "/" + stack["side"].toString()) ? 1 : 0;
        }
        std::cout << "[ cli ] detect: " << right << "/" << stacks.size() << " stacks in their space, " << rightSide
                  << " with their side; " << frame["pieces"].toArray().size() << " pieces reported\n";
        QCOMPARE(right, static_cast<int>(stacks.size()));
        QVERIFY(frame["pieces"].toArray().size() <= stacks.size() + 1);

        // A frame without the map: not registered, and says why; an unreadable file is bad input.
        const QString blank = dir_.filePath("blank.png");
        QVERIFY(cv::imwrite(blank.toStdString(), cv::Mat(480, 640, CV_8UC3, cv::Scalar(50, 60, 70))));
        const Run none = cli({"detect", "--game", "war-for-the-union", "--data", dataDir(), blank});
        QCOMPARE(none.exitCode, 0);
        const QJsonObject noMap = object(none.out)["frames"].toArray().at(0).toObject();
        QVERIFY(!noMap["registered"].toBool());
        QVERIFY(noMap["why"].toString().contains("markers"));
        QCOMPARE(cli({"detect", "--game", "war-for-the-union", "--data", dataDir(), dir_.filePath("nothing.png")}).exitCode,
                 2);
        QCOMPARE(cli({"detect", "--data", dataDir(), blank}).exitCode, 2);
    }

    void synthVideoRendersAScriptedSequence() {
        const QString script = dir_.filePath("three-steps.yaml");
        QFile file(script);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("scenario: practice-border-war\n"
                   "steps:\n"
                   "  - {wait: 1.0}                          # 10 frames of the set-up\n"
                   "  - {move: US-inf-6, to: \"1406\", hold: 1.0} # 12 frames of hand, 10 still\n"
                   "  - {bump: {tilt: 2, shift: [10, -5]}, hold: 1.0}\n");
        file.close();
        const QString video = dir_.filePath("out/three.avi");
        const Run run = cli({"synth-video", "--game", "war-for-the-union", "--script", script, "--out", video, "--seed",
                             "5", "--fps", "10", "--size", "960x540", "--data", dataDir()},
                            300000);
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const int expected = 10 + (4 + 6 + 2 + 10) + 10;
        QCOMPARE(object(run.out)["frames"].toInt(), expected);

        cv::VideoCapture capture(video.toStdString());
        QVERIFY(capture.isOpened());
        QCOMPARE(static_cast<int>(capture.get(cv::CAP_PROP_FRAME_COUNT)), expected);
        int frames = 0;
        cv::Mat frame;
        while (capture.read(frame)) {
            QCOMPARE(frame.cols, 960);
            QCOMPARE(frame.rows, 540);
            ++frames;
        }
        QCOMPARE(frames, expected);
        std::cout << "[ cli ] synth-video: " << frames << " frames, " << QFileInfo(video).size() / 1024 << " KiB\n";

        QFile truths(dir_.filePath("out/three.truth.jsonl"));
        QVERIFY(truths.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = truths.readAll().trimmed().split('\n');
        QCOMPARE(lines.size(), 3);
        const QJsonObject moved = object(lines[1]);
        QCOMPARE(moved["firstFrame"].toInt(), 10);
        QCOMPARE(moved["stillFrom"].toInt(), 22);
        QCOMPARE(moved["lastFrame"].toInt(), 31);
        bool inNewHex = false;
        for (const auto& p : moved["pieces"].toArray())
            inNewHex = inNewHex || (p.toObject()["id"] == "US-inf-6" && p.toObject()["space"] == "1406");
        QVERIFY(inNewHex);
        QCOMPARE(object(lines[2])["lastFrame"].toInt(), expected - 1);

        // A step naming a piece that is not in the position is bad input, with the line.
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("scenario: practice-border-war\nsteps:\n  - {move: US-nobody, to: \"1406\"}\n");
        file.close();
        const Run bad = cli({"synth-video", "--game", "war-for-the-union", "--script", script, "--out", video, "--data",
                             dataDir()});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY(bad.err.contains("US-nobody"));
    }
};

QTEST_GUILESS_MAIN(CliVisionTest)
#include "cli_vision_test.moc"
