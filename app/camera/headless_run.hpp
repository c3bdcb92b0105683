#pragma once
// A headless run watching a recorded table (`--headless --source FILE`): nobody sees the screen,
// so everything Adjutant showed is written down. A screenshot after each change the camera made
// and at each new alert; the alert log (alerts.jsonl: every alert raised, when, and after which
// change); summary.json (the game, the frames, the timings) and summary.txt, in plain words, of
// what Adjutant saw and said. The run ends when the video has ended and the last frames are done,
// or at --quit-after.
#include "app/core/headless_recorder.hpp"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QObject>
#include <QSet>
#include <QStringList>

namespace adj::app {

class PlaySession;
class TableWatcher;

class HeadlessRun : public QObject {
    Q_OBJECT
public:
    HeadlessRun(QQuickWindow* window, HeadlessRecorder* recorder, PlaySession* session, TableWatcher* watcher,
                QObject* parent = nullptr);

    // Call once the first screen is up: records it and the alerts already standing.
    void begin(const QString& screen);
    // Writes the alert log and the summaries; returns the exit code (0: the run did its job).
    int finish(const QJsonObject& extra);

signals:
    void done();  // the video ended and the last changes have been recorded

private:
    void onEvaluated();
    void shoot(const QString& name);

    QQuickWindow* window_;
    HeadlessRecorder* recorder_;
    PlaySession* session_;
    TableWatcher* watcher_;
    QElapsedTimer clock_;
    QSet<QString> standing_;   // keys of the alerts on screen now
    QJsonArray raised_;        // every alert as it was first raised
    QStringList changes_;      // what the camera changed, in order
    int shots_ = 0;
    bool begun_ = false;
};

}  // namespace adj::app
