// adjutant: the touch app at the game table.
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
    engine.setInitialProperties({{"catalog", QVariant::fromValue(&catalog)},
                                 {"kiosk", options.kiosk},
                                 {"headless", headless},
                                 {"session", QVariant::fromValue(&session)},
                                 {"startGame", options.gameId},
                                 {"startScenario", options.scenarioId},
                                 {"startResume", resume}});
    QObject::connect(&engine, &QQmlApplicationEngine::objectCreationFailed, &app,
                     [] { QCoreApplication::exit(1); }, Qt::QueuedConnection);
    engine.load(QUrl(QStringLiteral("qrc:/Adjutant/Main.qml")));
    if (engine.rootObjects().isEmpty()) {
        std::fputs("adjutant: the interface (qrc:/Adjutant/Main.qml) failed to load; see the messages above\n", stderr);
        return 1;
    }
    auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().constFirst());

    auto exitCode = std::make_shared<int>(0);
    if (headless) {
        // The first screen is written once its first frame is on screen and layouts have settled.
        auto firstFrameMs = std::make_shared<qint64>(-1);
        QObject::connect(window, &QQuickWindow::frameSwapped, &app, [&, firstFrameMs] {
            if (*firstFrameMs >= 0) return;
            *firstFrameMs = sinceStart.elapsed();
            QTimer::singleShot(300, &app, [&, firstFrameMs] {
                const QString screen = playDirectly ? QStringLiteral("play") : QStringLiteral("start");
                const QString shot = recorder.capture(window, screen);
                if (shot.isEmpty()) std::fprintf(stderr, "adjutant: %s\n", qPrintable(recorder.errorString()));
                else std::printf("adjutant: wrote %s\n", qPrintable(shot));
                QJsonObject summary{{"first_frame_ms", static_cast<double>(*firstFrameMs)},
                                    {"games_listed", catalog.rowCount()},
                                    {"screen", screen}};
                bool ok = !shot.isEmpty();
                if (playDirectly) {
                    // What the play screen showed: the step, the counts, and every alert as a JSON line.
                    const QString alerts = recorder.writeJsonLines(QStringLiteral("alerts.jsonl"), session.alertsJson());
                    if (alerts.isEmpty()) std::fprintf(stderr, "adjutant: %s\n", qPrintable(recorder.errorString()));
                    else std::printf("adjutant: wrote %s\n", qPrintable(alerts));
                    summary.insert("play", session.summaryJson());
                    if (!session.loaded())
                        std::fprintf(stderr, "adjutant: %s\n", qPrintable(session.errorMessage()));
                    ok = ok && !alerts.isEmpty() && session.loaded();
                }
                recorder.writeSummary(summary);
                *exitCode = ok ? 0 : 1;
                if (options.quitAfterSeconds <= 0) QCoreApplication::exit(*exitCode);
            });
        });
    }
    if (options.quitAfterSeconds > 0)
        QTimer::singleShot(static_cast<int>(options.quitAfterSeconds * 1000), &app,
                           [exitCode] { QCoreApplication::exit(*exitCode); });

    return app.exec();
}
