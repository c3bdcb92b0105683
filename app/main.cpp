// adjutant: the touch app at the game table.
#include "app/camera/headless_run.hpp"
#include "app/camera/table_watcher.hpp"
#include "app/core/alert_sound.hpp"
#include "app/core/game_catalog.hpp"
#include "app/core/headless_recorder.hpp"
#include "app/core/launch_options.hpp"
#include "app/core/play_session.hpp"

#include <QElapsedTimer>
#include <QGuiApplication>
#include <QJsonObject>
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QTimer>
#include <QtQml/qqmlextensionplugin.h>

#include <cstdio>
#include <memory>

Q_IMPORT_QML_PLUGIN(AdjutantPlugin)

namespace {

QStringList argumentsOf(int argc, char** argv) {
    QStringList arguments;
    for (int i = 0; i < argc; ++i) arguments << QString::fromLocal8Bit(argv[i]);
    return arguments;
}

}  // namespace

int main(int argc, char** argv) {
    QElapsedTimer sinceStart;
    sinceStart.start();

    // Arguments are parsed before QGuiApplication exists, because --headless decides the platform.
    const auto parsed = adj::app::parseLaunchOptions(argumentsOf(argc, argv));
    if (!parsed.options) {
        std::fputs(parsed.message.toLocal8Bit().constData(), parsed.exitCode == 0 ? stdout : stderr);
        return parsed.exitCode;
    }
    const adj::app::LaunchOptions options = *parsed.options;
    const bool headless = options.headless || adj::app::noDisplayAvailable();
    if (headless && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    // A recorded video stands in for the camera: Qt's FFmpeg backend plays MJPEG/MP4 files without
    // GStreamer's extra decoders. A live camera keeps the platform's default backend.
    if (!options.source.isEmpty() && !options.source.startsWith(QLatin1String("camera")) &&
        qEnvironmentVariableIsEmpty("QT_MEDIA_BACKEND"))
        qputenv("QT_MEDIA_BACKEND", "ffmpeg");

    // The on-screen keyboard (Qt Virtual Keyboard) is the kiosk's only keyboard; the input method is
    // chosen when the application starts, so it is set before. A user's own QT_IM_MODULE wins.
    if (qEnvironmentVariableIsEmpty("QT_IM_MODULE")) qputenv("QT_IM_MODULE", "qtvirtualkeyboard");

    QGuiApplication app(argc, argv);
    QGuiApplication::setApplicationName(QStringLiteral("Adjutant"));
    QGuiApplication::setOrganizationName(QStringLiteral("Adjutant"));
    QGuiApplication::setApplicationVersion(QStringLiteral(ADJUTANT_VERSION));

    adj::app::GameCatalog catalog;
    catalog.load(options.dataDir);
    for (const QString& problem : catalog.problems()) qWarning("game data: %s", qPrintable(problem));

    adj::app::PlaySession session;
    session.setDataDir(options.dataDir);
    session.setStoreFile(options.storeFile);
    if (!session.storeMessage().isEmpty()) qWarning("saved games: %s", qPrintable(session.storeMessage()));
    // A kiosk always continues where it was: a power cut must not cost the table its game.
    const bool resume = (options.resume || options.kiosk) && options.gameId.isEmpty() && !session.resumable().isEmpty();
    const bool playDirectly = !options.gameId.isEmpty() || resume;

    // The camera (or a video standing in for it) watches the table once a game is open.
    adj::app::TableWatcher watcher(&session);
    watcher.setFiducials(options.fiducials);
    watcher.setFacesFile(options.facesFile);
    const bool watching = !options.source.isEmpty();
    // A tone on each new error alert; silent in headless runs, where nobody listens.
    adj::app::AlertSound alertSound(&session);
    alertSound.setEnabled(!headless);
    // The organiser's PIN is kept (as a salted hash) beside the store, so it opens the kiosk even
    // when the store itself cannot be opened. There is no default and no way to preset it.
    const QString organiserPinFile = options.storeFile.isEmpty() ? QString() : options.storeFile + QStringLiteral(".organiser-pin");

    adj::app::HeadlessRecorder recorder;
    if (headless) {
        const QString outDir = options.outDir.isEmpty() ? QStringLiteral("adjutant-out") : options.outDir;
        if (!recorder.open(outDir)) {
            std::fprintf(stderr, "adjutant: %s\n", qPrintable(recorder.errorString()));
            return 1;
        }
    }

    QQmlApplicationEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/"));  // the Adjutant module lives at qrc:/Adjutant
    QVariantMap initial{{"catalog", QVariant::fromValue(&catalog)},
                        {"kiosk", options.kiosk},
                        {"headless", headless},
                        {"session", QVariant::fromValue(&session)},
                        {"startGame", options.gameId},
                        {"startScenario", options.scenarioId},
                        {"startResume", resume},
                        {"watcher", QVariant::fromValue(&watcher)},
                        {"alertSound", QVariant::fromValue(&alertSound)},
                        {"organiserPinFile", organiserPinFile}};
    if (options.windowSize.isValid()) {
        initial.insert("width", options.windowSize.width());
        initial.insert("height", options.windowSize.height());
    }
    engine.setInitialProperties(initial);
    QObject::connect(&engine, &QQmlApplicationEngine::objectCreationFailed, &app,
                     [] { QCoreApplication::exit(1); }, Qt::QueuedConnection);
    engine.load(QUrl(QStringLiteral("qrc:/Adjutant/Main.qml")));
    if (engine.rootObjects().isEmpty()) {
        std::fputs("adjutant: the interface (qrc:/Adjutant/Main.qml) failed to load; see the messages above\n", stderr);
        return 1;
    }
    auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().constFirst());

    if (!options.step.isEmpty() && session.loaded() && !session.advanceTo(options.step)) {
        std::fprintf(stderr, "adjutant: --step %s: %s\n", qPrintable(options.step), qPrintable(session.notice()));
        if (headless) return 2;
    }

    if (watching) {
        if (!session.loaded()) {
            std::fprintf(stderr, "adjutant: --source needs a game: give --game ID (and --scenario) or --resume\n");
            if (headless) return 2;
        } else if (!watcher.start(options.source)) {
            std::fprintf(stderr, "adjutant: %s\n", qPrintable(watcher.sourceMessage()));
            if (headless) return 2;
        }
    }

    auto exitCode = std::make_shared<int>(0);
    std::unique_ptr<adj::app::HeadlessRun> run;
    if (headless) {
        run = std::make_unique<adj::app::HeadlessRun>(window, &recorder, &session, watching ? &watcher : nullptr);
        const auto finish = [&, exitCode](qint64 firstFrameMs) {
            QJsonObject extra{{"first_frame_ms", static_cast<double>(firstFrameMs)},
                              {"games_listed", catalog.rowCount()},
                              {"screen", playDirectly ? "play" : "start"}};
            if (!playDirectly) {
                // Only the start screen: its screenshot and the summary are the whole run.
                *exitCode = recorder.writeSummary(extra) ? 0 : 1;
                return;
            }
            *exitCode = run->finish(extra);
            if (!session.loaded()) std::fprintf(stderr, "adjutant: %s\n", qPrintable(session.errorMessage()));
            std::printf("adjutant: wrote %s\n", qPrintable(recorder.outDir()));
        };
        // The first screen is written once its first frame is on screen and layouts have settled.
        auto firstFrameMs = std::make_shared<qint64>(-1);
        QObject::connect(window, &QQuickWindow::frameSwapped, &app, [&, firstFrameMs, finish] {
            if (*firstFrameMs >= 0) return;
            *firstFrameMs = sinceStart.elapsed();
            QTimer::singleShot(300, &app, [&, firstFrameMs, finish] {
                run->begin(playDirectly ? QStringLiteral("play") : QStringLiteral("start"));
                // Without a camera to watch the first screen is the whole run; with one, the video's end.
                if (!watching && options.quitAfterSeconds <= 0) {
                    finish(*firstFrameMs);
                    QCoreApplication::exit(*exitCode);
                }
            });
        });
        QObject::connect(run.get(), &adj::app::HeadlessRun::done, &app, [&, firstFrameMs, finish] {
            finish(*firstFrameMs);
            QCoreApplication::exit(*exitCode);
        });
        if (options.quitAfterSeconds > 0)
            QTimer::singleShot(static_cast<int>(options.quitAfterSeconds * 1000), &app, [&, firstFrameMs, finish] {
                finish(*firstFrameMs);
                QCoreApplication::exit(*exitCode);
            });
    } else if (options.quitAfterSeconds > 0) {
        QTimer::singleShot(static_cast<int>(options.quitAfterSeconds * 1000), &app, &QCoreApplication::quit);
    }

    return app.exec();
}
