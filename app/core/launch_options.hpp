#pragma once
// What `adjutant` was asked to do on its command line.
#include <QSize>
#include <QString>
#include <QStringList>
#include <optional>

namespace adj::app {

struct LaunchOptions {
    QString source;          // "camera", "camera:N" or a video file; empty: choose on screen
    QString gameId;
    QString scenarioId;
    QString step;            // begin the new game at this step (its address); empty: where the scenario starts
    QString dataDir;         // where data/games lives
    bool headless = false;   // offscreen, writes screenshots and a summary to outDir
    bool kiosk = false;      // fullscreen, leaves only through the admin PIN
    QString outDir;
    QString storeFile;       // the SQLite file games are kept in (see defaultStoreFile)
    bool resume = false;     // continue the last saved game at start
    bool fiducials = false;  // the counters carry printed markers: the camera names the pieces by them
    QString facesFile;       // a face library (adjutant-cli learn-faces): the camera names pieces by their faces
    double quitAfterSeconds = 0;  // 0: run until closed (headless runs default to a few seconds)
    QSize windowSize;        // --size WxH: the window's size (headless screenshots at 1080p, portrait); invalid: the default
};

struct LaunchParseResult {
    std::optional<LaunchOptions> options;  // empty when the arguments were wrong or help was asked
    QString message;                       // the help text or the error, for the terminal
    int exitCode = 0;
};

LaunchParseResult parseLaunchOptions(const QStringList& arguments);

// True when no window system is reachable, so the app must run offscreen.
bool noDisplayAvailable();

// Where games are kept by default: $ADJUTANT_STORE, else the user's data folder
// (~/.local/share/Adjutant/games.sqlite); a headless run keeps its own in --out.
QString defaultStoreFile(const LaunchOptions& options);

}  // namespace adj::app
