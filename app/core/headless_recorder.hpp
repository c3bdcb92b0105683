#pragma once
// In a headless run (tests, demos, CI) nobody sees the screen, so the app writes what it showed:
// screenshots at stable points and a summary of the run, into one output folder.
#include <QDir>
#include <QJsonArray>
#include <QObject>
#include <QPointer>
#include <QQuickWindow>

namespace adj::app {

class HeadlessRecorder : public QObject {
    Q_OBJECT
public:
    // Fails (returns false, with errorString()) when the folder cannot be created.
    bool open(const QString& outDir);
    QString errorString() const { return error_; }
    QString outDir() const { return dir_.absolutePath(); }

    // Saves the window as <name>.png; returns the file path, or an empty string on failure.
    QString capture(QQuickWindow* window, const QString& name);

    // Writes <name> with one compact JSON value per line (alerts.jsonl); returns the path or "".
    QString writeJsonLines(const QString& name, const QJsonArray& items);

    // Writes summary.json: what was shown, when, and how the run ended.
    bool writeSummary(const QJsonObject& extra);

private:
    QDir dir_;
    QString error_;
    QJsonArray screenshots_;
};

}  // namespace adj::app
