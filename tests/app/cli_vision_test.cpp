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

#include "engine/games/game.hpp"
#include "vision/eval/scattered_position.hpp"
#include "vision/synth/synthetic_camera.hpp"
#include "vision/table/table_map.hpp"
#include "vision/table/table_scene.hpp"
#include "vision/table/table_vision.hpp"
#include "tests/support/map_only_frame.hpp"

#include <opencv2/imgcodecs.hpp>
#include <opencv2/videoio.hpp>

#include <cmath>
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
        QCOMPARE(frame["registeredBy"].toString(), QString("markers"));

        // The same photo with everything beyond a 9 mm strip round the map blacked out, markers and
        // all: the map is found by its own print, and the stacks are where they were.
        const auto game = adj::games::loadGame((dataDir() + "/games/war-for-the-union").toStdString());
        const cv::Size2d mapMm = adj::vision::TableMap(game->data.definition, *game->data.findMap("practice")).layout().mapSizeMm;
        QFile truthFile(out + "/truth.json");
        QVERIFY(truthFile.open(QIODevice::ReadOnly));
        const QJsonArray h = object(truthFile.readAll())["homography"].toObject()["mapToImage"].toArray();
        cv::Matx33d mapToImage;
        for (int r = 0; r < 3; ++r)
            for (int c = 0; c < 3; ++c) mapToImage(r, c) = h.at(r).toArray().at(c).toDouble();
        const cv::Mat covered = adj::test::mapOnlyFrame(cv::imread((out + "/frame.png").toStdString()), mapToImage, mapMm);
        const QString noMarkers = dir_.filePath("no-markers.png");
        QVERIFY(cv::imwrite(noMarkers.toStdString(), covered));
        const Run byPrint = cli({"detect", "--game", "war-for-the-union", "--data", dataDir(), noMarkers});
        QCOMPARE(byPrint.exitCode, 0);
        const QJsonObject printed = object(byPrint.out)["frames"].toArray().at(0).toObject();
        QVERIFY2(printed["registered"].toBool(), qPrintable(printed["why"].toString()));
        QCOMPARE(printed["registeredBy"].toString(), QString("print"));
        QCOMPARE(printed["markers"].toObject()["used"].toInt(), 0);
        QSet<QString> seenByPrint;
        for (const auto& p : printed["pieces"].toArray()) seenByPrint.insert(p.toObject()["space"].toString());
        QCOMPARE(seenByPrint, seen);

        // A frame without the map: not registered, and says why; an unreadable file is bad input.
        const QString blank = dir_.filePath("blank.png");
        QVERIFY(cv::imwrite(blank.toStdString(), cv::Mat(480, 640, CV_8UC3, cv::Scalar(50, 60, 70))));
        const Run none = cli({"detect", "--game", "war-for-the-union", "--data", dataDir(), blank});
        QCOMPARE(none.exitCode, 0);
        const QJsonObject noMap = object(none.out)["frames"].toArray().at(0).toObject();
        QVERIFY(!noMap["registered"].toBool());
        QVERIFY(noMap["why"].toString().contains("markers"));
        QVERIFY2(noMap["why"].toString().contains("nor was the map found by its print"), qPrintable(noMap["why"].toString()));
        QCOMPARE(noMap["registeredBy"].toString(), QString());
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

    // The demo of issue 8 (data/demo/border-war-demo.yaml) as synth-video renders it by default
    // (1280x720, 10 fps), watched by TableVision as the app would: every frame registered, one
    // commit after each step that changes the board and none after the others, hands Busy, the
    // knocked camera noticed once, and every moved piece's new space in the commit after its move.
    // Rendering its ~280 frames takes minutes on two cores, more than this suite's 120 s, so it
    // runs only with ADJUTANT_DEMO_TEST=1 (and QTEST_FUNCTION_TIMEOUT=900000). (At 960x540 the map's 30 mm markers are ~22 px wide
    // and most frames do not register.)
    void demoScriptCommitsOncePerChange() {
        if (qEnvironmentVariableIntValue("ADJUTANT_DEMO_TEST") != 1) QSKIP("set ADJUTANT_DEMO_TEST=1 to render the demo");
        const QString video = dir_.filePath("demo/border-war-demo.avi");
        const Run run = cli({"synth-video", "--game", "war-for-the-union", "--script",
                             QStringLiteral(ADJUTANT_SOURCE_DIR "/data/demo/border-war-demo.yaml"), "--out", video,
                             "--data", dataDir()},
                            900000);
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QFile truths(dir_.filePath("demo/border-war-demo.truth.jsonl"));
        QVERIFY(truths.open(QIODevice::ReadOnly));
        QList<QJsonObject> steps;
        for (const auto& line : truths.readAll().trimmed().split('\n')) steps.push_back(object(line));
        QCOMPARE(steps.size(), 8);

        const auto game = adj::games::loadGame(std::string(ADJUTANT_SOURCE_DIR) + "/data/games/war-for-the-union");
        adj::vision::TableVision vision(*game, *game->data.findMap("practice"));
        cv::VideoCapture capture(video.toStdString());
        QVERIFY(capture.isOpened());
        std::vector<adj::vision::TableFrame> frames;
        cv::Mat frame;
        double slowest = 0;
        while (capture.read(frame)) {
            frames.push_back(vision.process(frame, static_cast<double>(frames.size()) / 10.0));
            slowest = std::max(slowest, frames.back().processMs);
        }
        QCOMPARE(static_cast<int>(frames.size()), steps.back()["lastFrame"].toInt() + 1);
        // A hand or forearm over a marker may cost a frame its registration.
        int registered = 0;
        int stillFrames = 0;
        int registeredStill = 0;
        int moved = 0;
        for (const auto& stepJson : steps) {
            for (int i = stepJson["stillFrom"].toInt(); i <= stepJson["lastFrame"].toInt(); ++i) {
                ++stillFrames;
                registeredStill += frames[static_cast<std::size_t>(i)].registered ? 1 : 0;
            }
        }
        for (const auto& f : frames) {
            registered += f.registered ? 1 : 0;
            moved += f.cameraMoved ? 1 : 0;
        }
        std::cout << "[ demo ] registered " << registered << "/" << frames.size() << " frames, " << registeredStill << "/"
                  << stillFrames << " of the still ones\n";
        // At 1280x720 the map's 30 mm markers are about 27 px wide: measured 203 of 215 still frames.
        QVERIFY(registeredStill >= stillFrames * 9 / 10);
        QCOMPARE(moved, 1);
        int commitsSeen = 0;
        for (const auto& stepJson : steps) {
            const QJsonObject action = stepJson["action"].toObject();
            const int first = stepJson["firstFrame"].toInt();
            const int still = stepJson["stillFrom"].toInt();
            const int last = stepJson["lastFrame"].toInt();
            int commits = 0;
            int busy = 0;
            const adj::tracker::Observation* committed = nullptr;
            for (int i = first; i <= last; ++i) {
                const auto& f = frames[static_cast<std::size_t>(i)];
                if (f.stable) {
                    ++commits;
                    committed = &*f.stable;
                }
                busy += i < still && f.state == adj::vision::TableState::Busy ? 1 : 0;
            }
            commitsSeen += commits;
            const bool changes = action.contains("move") || stepJson["step"].toInt() == 1;
            std::cout << "[ demo ] step " << stepJson["step"].toInt() << " "
                      << QJsonDocument(action).toJson(QJsonDocument::Compact).constData() << ": " << commits
                      << " commit(s), " << busy << "/" << still - first << " frames Busy before the still part\n";
            QCOMPARE(commits, changes ? 1 : 0);
            if (action.contains("hands")) QCOMPARE(busy, still - first);
            if (action.contains("bump")) QVERIFY(frames[static_cast<std::size_t>(still)].cameraMoved);
            if (action.contains("move")) {
                bool there = false;
                for (const auto& s : committed->stacks) there = there || s.space == action["to"].toString().toStdString();
                QVERIFY2(there, qPrintable("nothing seen in " + action["to"].toString()));
            }
        }
        std::cout << "[ demo ] " << frames.size() << " frames at 1280x720, " << QFileInfo(video).size() / 1024 << " KiB, " << commitsSeen << " commits, slowest frame "
                  << slowest << " ms\n";
    }
    // Two scattered tables at 1280x720, one with a hand held still over it: every visible stack seen,
    // nearly all in the right space, no false or extra stack, the hand frames committing nothing.
    void evalVisionScoresScatteredTables() {
        const Run run = cli({"eval-vision", "--game", "war-for-the-union", "--scenes", "2", "--seed", "11", "--size",
                             "1280x720", "--hand-every", "2", "--data", dataDir()});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QJsonObject result = object(run.out);
        std::cout << "[ eval-vision ] " << QJsonDocument(result).toJson(QJsonDocument::Compact).constData() << "\n";
        QCOMPARE(result["scenes"].toInt(), 2);
        QCOMPARE(result["registered_scenes"].toInt(), 2);
        QCOMPARE(result["counters_per_scene"].toInt(), 64);
        QVERIFY(result["visible_stacks"].toInt() >= 40);
        QVERIFY(result["space_accuracy"].toDouble() >= 0.95);
        QVERIFY(result["missed_pieces"].toInt() <= 2);
        QCOMPARE(result["false_pieces"].toInt(), 0);
        QVERIFY(result.contains("extra_stacks"));
        QCOMPARE(result["extra_stacks"].toInt(), 0);
        QCOMPARE(result["hand_scenes"].toInt(), 1);
        QVERIFY(result["hand_frames"].toInt() > 0);
        QCOMPARE(result["hand_frames_committed"].toInt(), 0);
        QCOMPARE(result["still_boards_uncommitted"].toInt(), 0);
        QCOMPARE(result["busy_still_tables"].toInt(), 0);
        QVERIFY(result.contains("glare_tables"));
        QVERIFY(result["busy"].isArray());
        QVERIFY(result["median_ms"].toDouble() > 0);
        QVERIFY(result["identity_accuracy"].isNull());
        QVERIFY(result["identity_among_candidates"].isNull());
    }

    // A lamp's hot spot washes three wooded hexes out (hard table 5 of `eval-vision --seed 4000`): detect
    // reports it as glare over them, not as something over the map, and eval-vision counts the table as
    // one with glare, not as one the stability gate would hold back.
    void glareIsReportedAsGlareNotAsSomethingOverTheMap() {
        const auto game = adj::games::loadGame((dataDir() + "/games/war-for-the-union").toStdString());
        const auto& map = *game->data.findMap("practice");
        const adj::vision::TableSceneMaker maker(game->data, map);
        const auto conditions = adj::vision::synth::Conditions::preset(adj::vision::synth::ConditionLevel::Hard);
        const auto position =
            adj::vision::eval::scatteredPosition(game->data, map, game->data.findScenario("practice-border-war")->start, {}, 4004);
        adj::vision::synth::SyntheticCamera camera(maker.sheet(), conditions, 4004, cv::Size(1920, 1080));
        const QString image = dir_.filePath("glare.png");
        QVERIFY(cv::imwrite(image.toStdString(), camera.render(maker.scene(position, conditions, 4004)).image));
        const Run detect = cli({"detect", "--game", "war-for-the-union", "--data", dataDir(), image});
        QCOMPARE(detect.exitCode, 0);
        const QJsonObject frame = object(detect.out)["frames"].toArray().at(0).toObject();
        QVERIFY2(frame["registered"].toBool(), qPrintable(frame["why"].toString()));
        QCOMPARE(frame["foreign"].toArray().size(), 0);
        QCOMPARE(frame["glare"].toArray().size(), 1);
        const QJsonObject glare = frame["glare"].toArray().at(0).toObject();
        std::cout << "[ cli ] detect: glare " << QJsonDocument(glare).toJson(QJsonDocument::Compact).constData() << "\n";
        QCOMPARE(glare["spaces"].toArray(), (QJsonArray{"0312", "0313", "0412"}));
        QVERIFY(glare["washedOut"].toDouble() >= 0.2);
        QVERIFY(glare["areaMm2"].toDouble() > 500);

        const Run eval = cli({"eval-vision", "--game", "war-for-the-union", "--scenes", "1", "--seed", "4004", "--conditions",
                              "hard", "--hand-every", "0", "--data", dataDir()});
        QVERIFY2(eval.exitCode == 0, eval.err.constData());
        const QJsonObject result = object(eval.out);
        QCOMPARE(result["glare_tables"].toInt(), 1);
        QCOMPARE(result["busy_still_tables"].toInt(), 0);
        QCOMPARE(result["busy"].toArray().size(), 0);
    }

    // Appearance identity over one table, its tops read off the mean of two frames: every scored top is
    // right, unsure or wrong, and a top whose sure read is right has its piece among the candidates, so
    // that share is at least the accuracy.
    void evalVisionScoresAppearanceIdentity() {
        const QString frames = dir_.filePath("eval-frames");
        const Run run = cli({"eval-vision", "--game", "war-for-the-union", "--scenes", "1", "--seed", "11",
                             "--identity", "appearance", "--still-frames", "2", "--save-frames", frames, "--data",
                             dataDir()});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QJsonObject result = object(run.out);
        std::cout << "[ eval-vision appearance ] " << QJsonDocument(result).toJson(QJsonDocument::Compact).constData() << "\n";
        const int scored = result["identity_scored"].toInt();
        QVERIFY(scored >= 20);
        const double accuracy = result["identity_accuracy"].toDouble();
        const int unsure = result["identity_unsure"].toInt();
        const int wrong = result["identity_confidently_wrong"].toInt();
        QCOMPARE(static_cast<int>(std::lround(accuracy * scored)) + unsure + wrong, scored);
        QVERIFY(result["identity_among_candidates"].isDouble());
        QVERIFY(result["identity_among_candidates"].toDouble() >= accuracy);
        QVERIFY(result["identity_among_candidates"].toDouble() <= 1.0);
        QVERIFY(result["identity_unknown_named"].isDouble());
        QCOMPARE(result["still_frames"].toInt(), 2);
        // Each top left unsure is said, with what it was left among.
        const QJsonArray unsureTops = result["unsure"].toArray();
        QCOMPARE(unsureTops.size(), unsure);
        for (const auto& line : unsureTops) {
            QVERIFY2(line.toString().startsWith("scene 1: top of ") && line.toString().contains(", left unsure"),
                     qPrintable(line.toString()));
        }
        // --save-frames kept the table's frame and the mean of its two still frames, which has less noise.
        const cv::Mat frame = cv::imread(QDir(frames).filePath("scene-1.png").toStdString());
        const cv::Mat mean = cv::imread(QDir(frames).filePath("scene-1-mean.png").toStdString());
        QCOMPARE(frame.cols, 1920);
        QCOMPARE(frame.rows, 1080);
        QCOMPARE(mean.size(), frame.size());
        QVERIFY(cv::norm(frame, mean, cv::NORM_L1) > 0);
    }

    void evalVisionRefusesBadInput() {
        const Run noGame = cli({"eval-vision", "--data", dataDir()});
        QCOMPARE(noGame.exitCode, 2);
        QVERIFY2(noGame.err.contains("which game?"), noGame.err.constData());
        const Run badConditions = cli({"eval-vision", "--game", "war-for-the-union", "--conditions", "foggy", "--data", dataDir()});
        QCOMPARE(badConditions.exitCode, 2);
        QVERIFY2(badConditions.err.contains("--conditions is easy, normal or hard, not 'foggy'"), badConditions.err.constData());
        const Run badScenes = cli({"eval-vision", "--game", "war-for-the-union", "--scenes", "0", "--data", dataDir()});
        QCOMPARE(badScenes.exitCode, 2);
        QVERIFY2(badScenes.err.contains("--scenes is a whole number from 1"), badScenes.err.constData());
        const Run badScenario = cli({"eval-vision", "--game", "war-for-the-union", "--scenario", "gettysburg", "--data", dataDir()});
        QCOMPARE(badScenario.exitCode, 2);
        QVERIFY2(badScenario.err.contains("no scenario 'gettysburg'"), badScenario.err.constData());
        const QString notAFolder = dir_.filePath("a-file");
        QFile file(notAFolder);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();
        const Run badFrames = cli({"eval-vision", "--game", "war-for-the-union", "--save-frames", notAFolder, "--data", dataDir()});
        QCOMPARE(badFrames.exitCode, 2);
        QVERIFY2(badFrames.err.contains("--save-frames: cannot make the folder '" + notAFolder.toUtf8() + "'"),
                 badFrames.err.constData());
        const Run tooManyFrames = cli({"eval-vision", "--game", "war-for-the-union", "--still-frames", "9", "--data", dataDir()});
        QCOMPARE(tooManyFrames.exitCode, 2);
        QVERIFY2(tooManyFrames.err.contains("--still-frames is a whole number from 1 to 8"), tooManyFrames.err.constData());
    }

    // A block table: synth --blocks writes the frame and each block's truth, detect --blocks reads the
    // blocks with their side and tipped state and no identity, eval-vision --pieces blocks scores them.
    void blocksFromSynthThroughDetectAndEval() {
        const QString out = dir_.filePath("blocks");
        const Run synth = cli({"synth", "--game", "war-for-the-union", "--blocks", "24", "--out", out, "--seed", "4",
                               "--conditions", "easy", "--data", dataDir()});
        QVERIFY2(synth.exitCode == 0, synth.err.constData());
        QFile file(out + "/truth.json");
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonArray truth = object(file.readAll())["blocks"].toArray();
        QCOMPARE(truth.size(), 24);
        QSet<QString> trueHexes;
        for (const auto& b : truth) trueHexes.insert(b.toObject()["space"].toString());

        const Run detect = cli({"detect", "--game", "war-for-the-union", "--blocks", "--data", dataDir(), out + "/frame.png"});
        QVERIFY2(detect.exitCode == 0, detect.err.constData());
        const QJsonObject frame = object(detect.out)["frames"].toArray().at(0).toObject();
        QVERIFY2(frame["registered"].toBool(), qPrintable(frame["why"].toString()));
        const QJsonArray pieces = frame["pieces"].toArray();
        QVERIFY(pieces.size() >= 18);
        int inTrueHexes = 0;
        for (const auto& p : pieces) {
            const QJsonObject piece = p.toObject();
            QVERIFY(piece.contains("tipped"));
            QVERIFY(piece["identity"].toArray().isEmpty());
            inTrueHexes += trueHexes.contains(piece["space"].toString()) ? 1 : 0;
        }
        QVERIFY2(inTrueHexes >= 0.8 * pieces.size(), qPrintable(QString::number(inTrueHexes)));

        const Run eval = cli({"eval-vision", "--game", "war-for-the-union", "--pieces", "blocks", "--blocks", "24",
                              "--scenes", "1", "--seed", "4", "--conditions", "easy", "--data", dataDir()});
        QVERIFY2(eval.exitCode == 0, eval.err.constData());
        const QJsonObject result = object(eval.out);
        QCOMPARE(result["pieces"].toString(), QString("blocks"));
        QCOMPARE(result["registered_scenes"].toInt(), 1);
        QVERIFY(result["visible_blocks"].toInt() >= 20);
        QVERIFY(result["space_accuracy"].toDouble() >= 0.9);
        QVERIFY(result.contains("tipped_accuracy"));
        QVERIFY(result.contains("hex_count_accuracy"));

        const Run withIdentity = cli({"eval-vision", "--game", "war-for-the-union", "--pieces", "blocks", "--identity",
                                      "fiducial", "--data", dataDir()});
        QCOMPARE(withIdentity.exitCode, 2);
        QVERIFY2(withIdentity.err.contains("--identity goes with counters, not --pieces blocks"), withIdentity.err.constData());
        const Run withStillFrames = cli({"eval-vision", "--game", "war-for-the-union", "--pieces", "blocks",
                                         "--still-frames", "4", "--data", dataDir()});
        QCOMPARE(withStillFrames.exitCode, 2);
        QVERIFY2(withStillFrames.err.contains("--still-frames goes with counters"), withStillFrames.err.constData());
        const Run badPieces = cli({"eval-vision", "--game", "war-for-the-union", "--pieces", "meeples", "--data", dataDir()});
        QCOMPARE(badPieces.exitCode, 2);
        QVERIFY2(badPieces.err.contains("--pieces is counters or blocks, not 'meeples'"), badPieces.err.constData());
        const Run detectBoth = cli({"detect", "--game", "war-for-the-union", "--blocks", "--fiducials", "--data", dataDir(),
                                    out + "/frame.png"});
        QCOMPARE(detectBoth.exitCode, 2);
        QVERIFY2(detectBoth.err.contains("--blocks reads no identity"), detectBoth.err.constData());
    }
};

QTEST_GUILESS_MAIN(CliVisionTest)
#include "cli_vision_test.moc"
