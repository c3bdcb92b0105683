#include "app/core/launch_options.hpp"

#include <QDir>
#include <QStandardPaths>

#include "engine/data/game_manifest.hpp"

#include <QCommandLineParser>

namespace adj::app {

LaunchParseResult parseLaunchOptions(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "Adjutant: sees the counters on the table, walks the players through the sequence of play,\n"
        "and checks stacking, zones of control and supply.");
    const QCommandLineOption helpOption = parser.addHelpOption();
    const QCommandLineOption versionOption = parser.addVersionOption();
    const QCommandLineOption source(QStringLiteral("source"), "Frames from FILE (a video), 'camera' or 'camera:N'.", "FILE|camera[:N]");
    const QCommandLineOption game(QStringLiteral("game"), "Start this game (an id under data/games).", "ID");
    const QCommandLineOption scenario(QStringLiteral("scenario"), "Start this scenario of the game.", "ID");
    const QCommandLineOption step(QStringLiteral("step"),
                                  "Begin the new game at this step of its sequence of play (e.g. union-turn.movement.operations), "
                                  "going through the steps before it as Next would.", "STEP");
    const QCommandLineOption dataDir(QStringLiteral("data"), "Read games from DIR (default: $ADJUTANT_DATA_DIR or the built-in data).", "DIR");
    const QCommandLineOption headless(QStringLiteral("headless"), "Run with no window: write screenshots and a summary to --out.");
    const QCommandLineOption kiosk(QStringLiteral("kiosk"), "Run fullscreen; only the admin PIN leaves.");
    const QCommandLineOption out(QStringLiteral("out"), "Folder for headless screenshots, alert log and summary.", "DIR");
    const QCommandLineOption quitAfter(QStringLiteral("quit-after"), "Quit after SECONDS.", "SECONDS");
    const QCommandLineOption store(QStringLiteral("store"), "Keep games in this SQLite FILE (default: $ADJUTANT_STORE or the user's data folder).", "FILE");
    const QCommandLineOption resume(QStringLiteral("resume"), "Continue the last saved game (the kiosk always does).");
    const QCommandLineOption fiducials(
        QStringLiteral("fiducials"),
        "The counters carry the markers 'adjutant-cli render-counters --fiducials --scenario ID' prints for the "
        "game's scenario: the camera names each stack's top piece by its marker.");
    const QCommandLineOption faces(
        QStringLiteral("faces"),
        "Name each stack's top piece by its printed face, as learned from the counter sheet "
        "('adjutant-cli learn-faces' writes FILE).",
        "FILE");
    const QCommandLineOption size(QStringLiteral("size"),
                                  "Open the window WIDTHxHEIGHT pixels (e.g. 1920x1080, or 1080x1920 for portrait); "
                                  "for headless screenshots.",
                                  "WxH");
    parser.addOptions({source, game, scenario, step, dataDir, headless, kiosk, out, quitAfter, store, resume, fiducials,
                       faces, size});

    LaunchParseResult result;
    if (!parser.parse(arguments)) {
        result.message = parser.errorText() + "\n\n" + parser.helpText();
        result.exitCode = 2;
        return result;
    }
    if (parser.isSet(helpOption)) {
        result.message = parser.helpText();
        return result;
    }
    if (parser.isSet(versionOption)) {
        result.message = QStringLiteral("adjutant %1\n").arg(QStringLiteral(ADJUTANT_VERSION));
        return result;
    }
    if (!parser.positionalArguments().isEmpty()) {
        result.message = "unexpected argument: " + parser.positionalArguments().first() + "\n";
        result.exitCode = 2;
        return result;
    }

    LaunchOptions options;
    options.source = parser.value(source);
    options.gameId = parser.value(game);
    options.scenarioId = parser.value(scenario);
    options.step = parser.value(step);
    options.dataDir = parser.isSet(dataDir) ? parser.value(dataDir)
                                            : QString::fromStdString(data::defaultDataDir().string());
    options.headless = parser.isSet(headless);
    options.kiosk = parser.isSet(kiosk);
    options.outDir = parser.value(out);
    options.resume = parser.isSet(resume);
    options.fiducials = parser.isSet(fiducials);
    options.facesFile = parser.value(faces);
    if (options.fiducials && !options.facesFile.isEmpty()) {
        result.message = QStringLiteral("--fiducials and --faces name the counters two ways: give one\n");
        result.exitCode = 2;
        return result;
    }
    if (parser.isSet(quitAfter)) {
        bool ok = false;
        options.quitAfterSeconds = parser.value(quitAfter).toDouble(&ok);
        if (!ok || options.quitAfterSeconds <= 0) {
            result.message = "--quit-after expects a positive number of seconds, not '" + parser.value(quitAfter) + "'\n";
            result.exitCode = 2;
            return result;
        }
    }
    if (parser.isSet(size)) {
        const QStringList parts = parser.value(size).split(QLatin1Char('x'));
        bool wide = false, high = false;
        const int width = parts.size() == 2 ? parts[0].toInt(&wide) : 0;
        const int height = parts.size() == 2 ? parts[1].toInt(&high) : 0;
        if (!wide || !high || width < 320 || height < 320 || width > 16384 || height > 16384) {
            result.message = "--size expects WIDTHxHEIGHT in pixels, each 320 to 16384 (e.g. 1920x1080), not '" +
                             parser.value(size) + "'\n";
            result.exitCode = 2;
            return result;
        }
        options.windowSize = QSize(width, height);
    }
    if (options.headless && options.outDir.isEmpty()) options.outDir = QStringLiteral("adjutant-out");
    options.storeFile = parser.isSet(store) ? parser.value(store) : defaultStoreFile(options);
    if (options.resume && !options.gameId.isEmpty()) {
        result.message = "--resume continues the saved game; it cannot be combined with --game\n";
        result.exitCode = 2;
        return result;
    }
    if (!options.step.isEmpty() && options.gameId.isEmpty()) {
        result.message = "--step needs --game: it says where a new game begins\n";
        result.exitCode = 2;
        return result;
    }
    if (!options.scenarioId.isEmpty() && options.gameId.isEmpty()) {
        result.message = "--scenario needs --game\n";
        result.exitCode = 2;
        return result;
    }
    result.options = options;
    return result;
}

bool noDisplayAvailable() {
    return qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY") &&
           qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM");
}

QString defaultStoreFile(const LaunchOptions& options) {
    const QString fromEnvironment = qEnvironmentVariable("ADJUTANT_STORE");
    if (!fromEnvironment.isEmpty()) return fromEnvironment;
    // A headless run (tests, the demo) must not touch the players' own games.
    if (options.headless) return QDir(options.outDir).filePath(QStringLiteral("games.sqlite"));
    const QString base = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
    return QDir(base.isEmpty() ? QDir::homePath() : base).filePath(QStringLiteral("Adjutant/games.sqlite"));
}

}  // namespace adj::app
