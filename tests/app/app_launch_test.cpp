// Launches the real `adjutant` binary offscreen, as deploy/demo does, and checks what it showed.
#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QtTest>

class AppLaunchTest : public QObject {
    Q_OBJECT

    static QProcessEnvironment offscreen() {
        auto env = QProcessEnvironment::systemEnvironment();
        env.insert("QT_QPA_PLATFORM", "offscreen");
        return env;
    }

private slots:
    void headlessRunWritesTheStartScreen() {
        const QString out = QStringLiteral(ADJUTANT_TEST_OUTPUT "/start-screen");
        QDir(out).removeRecursively();

        QProcess app;
        app.setProcessEnvironment(offscreen());
        app.start(ADJUTANT_APP_BINARY, {"--headless", "--out", out, "--data", ADJUTANT_SOURCE_DIR "/data"});
        QVERIFY2(app.waitForFinished(60000), "adjutant did not finish within 60 s");
        QCOMPARE(app.exitStatus(), QProcess::NormalExit);
        QVERIFY2(app.exitCode() == 0, app.readAllStandardError().constData());

        // The screenshot is a real picture of the start screen, not a blank window.
        const QImage shot(out + "/start.png");
        QVERIFY2(!shot.isNull(), "start.png is missing or not an image");
        QCOMPARE(shot.size(), QSize(1280, 800));
        QSet<QRgb> colours;
        for (int y = 0; y < shot.height(); y += 7)
            for (int x = 0; x < shot.width(); x += 7) colours.insert(shot.pixel(x, y));
        QVERIFY2(colours.size() > 20, "the screenshot is nearly uniform: nothing was drawn");

        // The summary says what was on screen: every game in data/games.
        QFile summaryFile(out + "/summary.json");
        QVERIFY(summaryFile.open(QIODevice::ReadOnly));
        const QJsonObject summary = QJsonDocument::fromJson(summaryFile.readAll()).object();
        QCOMPARE(summary.value("screen").toString(), QString("start"));
        QCOMPARE(summary.value("games_listed").toInt(), 5);
        QVERIFY(summary.value("first_frame_ms").toDouble() > 0);
        QCOMPARE(summary.value("screenshots").toArray().size(), 1);
    }

    // --size opens the window at that size: the screenshot of a portrait run is portrait.
    void headlessRunTakesItsWindowSize() {
        const QString out = QStringLiteral(ADJUTANT_TEST_OUTPUT "/start-screen-portrait");
        QDir(out).removeRecursively();
        QProcess app;
        app.setProcessEnvironment(offscreen());
        app.start(ADJUTANT_APP_BINARY, {"--headless", "--out", out, "--data", ADJUTANT_SOURCE_DIR "/data", "--size", "800x1200"});
        QVERIFY2(app.waitForFinished(60000), "adjutant did not finish within 60 s");
        QVERIFY2(app.exitCode() == 0, app.readAllStandardError().constData());
        const QImage shot(out + "/start.png");
        QVERIFY2(!shot.isNull(), "start.png is missing or not an image");
        QCOMPARE(shot.size(), QSize(800, 1200));
    }

    void badSizeIsABadInputExit() {
        QProcess app;
        app.setProcessEnvironment(offscreen());
        app.start(ADJUTANT_APP_BINARY, {"--size", "wide"});
        QVERIFY(app.waitForFinished(30000));
        QCOMPARE(app.exitCode(), 2);
        QVERIFY(app.readAllStandardError().contains("--size expects WIDTHxHEIGHT in pixels"));
    }

    void helpNamesEveryCameraOption() {
        QProcess app;
        app.setProcessEnvironment(offscreen());
        app.start(ADJUTANT_APP_BINARY, {"--help"});
        QVERIFY(app.waitForFinished(30000));
        QCOMPARE(app.exitCode(), 0);
        const QByteArray help = app.readAllStandardOutput() + app.readAllStandardError();
        for (const char* option : {"--source", "--fiducials", "--faces", "--kiosk", "--headless"}) {
            QVERIFY2(help.contains(option), option);
        }
    }

    void unknownOptionIsABadInputExit() {
        QProcess app;
        app.setProcessEnvironment(offscreen());
        app.start(ADJUTANT_APP_BINARY, {"--quit-after", "soon"});
        QVERIFY(app.waitForFinished(30000));
        QCOMPARE(app.exitCode(), 2);
        QVERIFY(app.readAllStandardError().contains("--quit-after expects a positive number of seconds, not 'soon'"));
    }

    void markersAndFacesTogetherAreABadInputExit() {
        QProcess app;
        app.setProcessEnvironment(offscreen());
        app.start(ADJUTANT_APP_BINARY, {"--fiducials", "--faces", "faces.yml"});
        QVERIFY(app.waitForFinished(30000));
        QCOMPARE(app.exitCode(), 2);
        QVERIFY(app.readAllStandardError().contains("--fiducials and --faces"));
    }

    void unwritableOutputFolderIsReported() {
        QTemporaryDir dir;
        QFile blocker(dir.filePath("file"));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        QProcess app;
        app.setProcessEnvironment(offscreen());
        app.start(ADJUTANT_APP_BINARY, {"--headless", "--out", dir.filePath("file/inside")});
        QVERIFY(app.waitForFinished(30000));
        QCOMPARE(app.exitCode(), 1);
        QVERIFY(app.readAllStandardError().contains("cannot create the output folder"));
    }
};

QTEST_GUILESS_MAIN(AppLaunchTest)
#include "app_launch_test.moc"
