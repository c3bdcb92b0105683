// Issue 55's smaller defects, through the binaries a user runs: each bad input is refused with a
// message and exit 2 (never "internal error", never a crash), and a headless run over a file that is
// not a video ends, non-zero, instead of waiting for ever.
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <opencv2/imgcodecs.hpp>

namespace {

struct Outcome {
    int exitCode = -1;  // -1: it crashed or did not finish in time
    QByteArray out;
    QByteArray err;
};

Outcome runBinary(const QString& program, const QStringList& arguments, int timeoutMs = 60000) {
    QProcess process;
    auto env = QProcessEnvironment::systemEnvironment();
    env.insert("QT_QPA_PLATFORM", "offscreen");
    env.insert("QT_MEDIA_BACKEND", "ffmpeg");
    process.setProcessEnvironment(env);
    process.start(program, arguments);
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        return {};
    }
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1, process.readAllStandardOutput(),
            process.readAllStandardError()};
}

Outcome cli(const QStringList& arguments) { return runBinary(ADJUTANT_CLI_BINARY, arguments); }

QString dataDir() { return QStringLiteral(ADJUTANT_SOURCE_DIR "/data"); }

bool writeFile(const QString& name, const QByteArray& bytes) {
    QFile file(name);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(bytes) == bytes.size();
}

}  // namespace

class CliBadInputTest : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;

private slots:
    // A 1x1 PNG made vision throw a cv::Exception: "internal error", exit 1.
    void detectRefusesAPictureTooSmallToShowTheMap() {
        const QString png = dir_.filePath("one-pixel.png");
        QVERIFY(cv::imwrite(png.toStdString(), cv::Mat(1, 1, CV_8UC3, cv::Scalar(1, 2, 3))));
        const Outcome run = cli({"detect", "--game", "war-for-the-union", "--data", dataDir(), png});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("one-pixel.png: the PNG is 1x1 pixels, smaller than the 160"), run.err.constData());
        const QJsonObject frame = QJsonDocument::fromJson(run.out).object().value("frames").toArray().at(0).toObject();
        QCOMPARE(frame.value("registered").toBool(true), false);
        QVERIFY(frame.value("why").toString().contains("smaller than"));
    }

    // A file name that is not UTF-8 reached the JSON printed: "internal error" from nlohmann's dump.
    void detectPrintsJsonWhateverTheFileIsCalled() {
        const QByteArray name = QFile::encodeName(dir_.path()) + "/frame-\xff.png";
        QVERIFY(cv::imwrite(name.toStdString(), cv::Mat(480, 640, CV_8UC3, cv::Scalar(50, 60, 70))));
        // QProcess takes its arguments as text, which cannot hold the 0xFF byte: a shell spells it.
        const Outcome run = runBinary("/bin/sh", {"-c", "exec \"$0\" detect --game war-for-the-union --data \"$1\" \"$2\"/frame-$(printf '\\377').png",
                                                  ADJUTANT_CLI_BINARY, dataDir(), dir_.path()});
        QVERIFY2(!run.err.contains("internal error"), run.err.constData());
        QCOMPARE(run.exitCode, 0);  // read, and nothing registered in a blank picture
        QJsonParseError error{};
        const QJsonDocument json = QJsonDocument::fromJson(run.out, &error);
        QCOMPARE(error.error, QJsonParseError::NoError);
        QVERIFY(json.object().value("frames").toArray().at(0).toObject().value("image").toString().contains("frame-"));
    }

    void synthVideoRefusesAMoveOfNoPiece() {
        const QString script = dir_.filePath("empty-move.yaml");
        QVERIFY(writeFile(script, "scenario: practice-border-war\nsteps:\n  - {move: [], to: \"1406\"}\n"));
        const Outcome run = cli({"synth-video", "--game", "war-for-the-union", "--script", script, "--out",
                                 dir_.filePath("empty.avi"), "--data", dataDir()});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(script.toUtf8() + ":3: steps[0].move: a move names at least one piece"), run.err.constData());
    }

    void learnFacesRefusesACounterOffItsPage() {
        const QString layout = dir_.filePath("far.layout.json");
        QVERIFY(writeFile(layout, R"({"counterSideMm": 14.3, "pages": [{"page": 1, "pageMm": [210, 297], "counters":
                                     [{"piece": "US-inf-6", "side": "union", "centreMm": [1e300, 1e300]}]}]})"));
        const QString page = dir_.filePath("page.png");
        QVERIFY(cv::imwrite(page.toStdString(), cv::Mat(297, 210, CV_8UC3, cv::Scalar(255, 255, 255))));
        const Outcome run = cli({"learn-faces", "--layout", layout, "--out", dir_.filePath("faces.yml"), page});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("far.layout.json: page 1: the centre of US-inf-6 (x, mm)"), run.err.constData());
    }

    // A headless run over a file that is not a video waited for ever: the player refused it inside
    // start(), before the run had connected to hear the end.
    void aHeadlessRunOverAFileThatIsNotAVideoEnds() {
        const QString notVideo = dir_.filePath("notes.avi");
        QVERIFY(writeFile(notVideo, "these are a player's notes, not a video\n"));
        QElapsedTimer clock;
        clock.start();
        const Outcome run = runBinary(ADJUTANT_APP_BINARY, {"--headless", "--out", dir_.filePath("not-video-run"), "--source", notVideo,
                                                            "--game", "war-for-the-union", "--scenario", "practice-border-war",
                                                            "--data", dataDir()},
                                      90000);
        QVERIFY2(run.exitCode != -1, "the headless run did not end within 90 s");
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("notes.avi cannot be played") || run.err.contains("notes.avi is not a video"), run.err.constData());
        qInfo("ended after %lld ms", static_cast<long long>(clock.elapsed()));
    }

    // A library nested 50,000 deep crashed detect --library (and the app with --faces).
    void detectRefusesALibraryNestedDeep() {
        const QString library = dir_.filePath("deep.yml");
        QVERIFY(writeFile(library, "%YAML:1.0\n---\nformat: adjutant-face-library\nversion: 1\nfaces: " + QByteArray(50000, '[') +
                                       QByteArray(50000, ']') + "\n"));
        const QString png = dir_.filePath("blank.png");
        QVERIFY(cv::imwrite(png.toStdString(), cv::Mat(480, 640, CV_8UC3, cv::Scalar(50, 60, 70))));
        const Outcome run = cli({"detect", "--game", "war-for-the-union", "--data", dataDir(), "--library", library, png});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("deep.yml: line 5: nested deeper than 16"), run.err.constData());
    }
};

QTEST_GUILESS_MAIN(CliBadInputTest)
#include "cli_bad_input_test.moc"
