#include "app/camera/headless_run.hpp"

#include <array>
#include <cstdio>

#include "app/camera/table_watcher.hpp"
#include "app/core/memory_usage.hpp"
#include "app/core/play_session.hpp"

#include <QFile>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTextStream>
#include <QTimer>

namespace adj::app {

namespace {

QString alertKey(const QJsonObject& alert) {
    QStringList spaces;
    for (const auto& space : alert.value("spaces").toArray()) spaces << space.toString();
    QStringList pieces;
    for (const auto& piece : alert.value("pieces").toArray()) pieces << piece.toString();
    return alert.value("code").toString() + "|" + spaces.join(',') + "|" + pieces.join(',');
}

QString fileSafe(const QString& text) {
    QString safe = text;
    safe.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9_-]+")), QStringLiteral("-"));
    return safe.left(60);
}

}  // namespace

HeadlessRun::HeadlessRun(QQuickWindow* window, HeadlessRecorder* recorder, PlaySession* session, TableWatcher* watcher,
                         QObject* parent)
    : QObject(parent), window_(window), recorder_(recorder), session_(session), watcher_(watcher) {
    clock_.start();
    connect(session_, &PlaySession::evaluated, this, &HeadlessRun::onEvaluated);
    if (watcher_) {
        connect(watcher_, &TableWatcher::changed, this, [this](const QString& what) {
            changes_ << what;
            const int index = static_cast<int>(changes_.size());
            // After the screen has redrawn the change.
            QTimer::singleShot(250, this, [this, index] { shoot(QStringLiteral("change-%1").arg(index, 2, 10, QLatin1Char('0'))); });
        });
        // The video is over: give the worker and the screen a moment for the last frames.
        // A video that cannot be played ends the run as well (FrameSource), and says why.
        connect(watcher_, &TableWatcher::videoEnded, this, [this] {
            if (watcher_->sourceStatus() == QLatin1String("error"))
                std::fprintf(stderr, "adjutant: %s\n", qPrintable(watcher_->sourceMessage()));
            QTimer::singleShot(1500, this, &HeadlessRun::done);
        });
    }
}

void HeadlessRun::begin(const QString& screen) {
    begun_ = true;
    // The first screen keeps its plain name (play.png, start.png); later ones are numbered in order.
    if (recorder_->capture(window_, screen).isEmpty()) qWarning("%s", qPrintable(recorder_->errorString()));
    for (const QJsonValue& alert : session_->alertsJson()) {
        QJsonObject entry = alert.toObject();
        standing_.insert(alertKey(entry));
        entry.insert("raised_at_ms", clock_.elapsed());
        entry.insert("after_change", 0);
        raised_.append(entry);
    }
}

void HeadlessRun::onEvaluated() {
    if (!begun_) return;
    QSet<QString> now;
    // The new alerts' codes, errors first, then warnings, then notes: the screenshot is named after
    // the ones that matter, so a reader of demo-out/ finds the over-stack or the supply cut by name.
    std::array<QStringList, 3> fresh;
    for (const QJsonValue& alert : session_->alertsJson()) {
        QJsonObject entry = alert.toObject();
        const QString key = alertKey(entry);
        now.insert(key);
        if (standing_.contains(key)) continue;
        entry.insert("raised_at_ms", clock_.elapsed());
        entry.insert("after_change", static_cast<int>(changes_.size()));
        raised_.append(entry);
        const QString severity = entry.value("severity").toString();
        QStringList& codes = fresh[severity == QLatin1String("error") ? 0 : severity == QLatin1String("warning") ? 1 : 2];
        const QString code = entry.value("code").toString();
        if (!codes.contains(code)) codes << code;
    }
    standing_ = now;
    QStringList named = fresh[0] + fresh[1];
    if (named.isEmpty()) named = fresh[2];
    if (!named.isEmpty()) {
        QStringList safe;
        for (const QString& code : named.mid(0, 3)) safe << fileSafe(code);
        const QString name = QStringLiteral("alert-%1-%2").arg(raised_.size(), 2, 10, QLatin1Char('0')).arg(safe.join('+'));
        QTimer::singleShot(250, this, [this, name] { shoot(name); });
    }
}

void HeadlessRun::shoot(const QString& name) {
    const QString shot = recorder_->capture(window_, QStringLiteral("%1-%2").arg(++shots_, 3, 10, QLatin1Char('0')).arg(name));
    if (shot.isEmpty()) qWarning("%s", qPrintable(recorder_->errorString()));
}

int HeadlessRun::finish(const QJsonObject& extra) {
    if (watcher_) shoot(QStringLiteral("final"));
    const QString alerts = recorder_->writeJsonLines(QStringLiteral("alerts.jsonl"), raised_);
    QJsonObject summary = extra;
    summary.insert("play", session_->summaryJson());
    summary.insert("alerts_raised", raised_.size());
    summary.insert("camera_changes", QJsonArray::fromStringList(changes_));
    summary.insert("run_ms", clock_.elapsed());
    // What the whole app held in RAM, the camera path and its frames included (issue 6: at 1080p).
    summary.insert("memory", residentMemoryJson());
    if (watcher_) summary.insert("camera", watcher_->statsJson());
    const bool wrote = recorder_->writeSummary(summary);

    // The same in plain words, for a person opening the folder.
    QFile text(QDir(recorder_->outDir()).filePath(QStringLiteral("summary.txt")));
    if (text.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        QTextStream out(&text);
        out << "Adjutant watched " << session_->gameTitle() << ": " << session_->scenarioTitle() << "\n";
        if (watcher_) {
            const QJsonObject camera = watcher_->statsJson();
            out << "Source: " << camera.value("source").toString() << " - " << camera.value("frames_received").toInteger()
                << " frames received, " << camera.value("frames_processed").toInteger() << " looked at ("
                << camera.value("frames_dropped").toInteger() << " skipped while busy), "
                << camera.value("frames_busy").toInteger() << " with hands over the map, "
                << camera.value("frames_with_glare").toInteger() << " with glare, "
                << camera.value("camera_moves").toInteger() << " camera moves noticed.\n";
            out << "Vision per frame: median " << qRound(camera.value("process_ms_median").toDouble()) << " ms, 95th percentile "
                << qRound(camera.value("process_ms_p95").toDouble()) << " ms; first frame on screen after "
                << camera.value("first_frame_ms").toInteger() << " ms.\n";
            if (const qint64 open = camera.value("open_questions").toInteger(); open > 0)
                out << "Questions left for the players to answer on screen: " << open << ".\n";
        }
        const QJsonObject memory = residentMemoryJson();
        if (memory.contains("peak_rss_mb"))
            out << "Memory: " << memory.value("rss_mb").toDouble() << " MiB resident at the end, " << memory.value("peak_rss_mb").toDouble()
                << " MiB at most.\n";
        out << "\nWhat the camera saw happen:\n";
        if (changes_.isEmpty()) out << "  nothing\n";
        for (int i = 0; i < changes_.size(); ++i) out << "  " << (i + 1) << ". " << changes_[i] << "\n";
        out << "\nWhat Adjutant said (" << raised_.size() << " alerts):\n";
        for (const QJsonValue& value : raised_) {
            const QJsonObject alert = value.toObject();
            out << "  [" << alert.value("severity").toString() << "] rule " << alert.value("rule").toString() << " - "
                << alert.value("message").toString() << "\n";
        }
        out << "\nAt the end: " << session_->turnLabel() << ", " << session_->stepTitle() << "; "
            << session_->errorCount() << " errors and " << session_->warningCount() << " warnings standing.\n";
    }
    const bool cameraOk = !watcher_ || watcher_->statsJson().value("frames_processed").toInteger() > 0;
    if (watcher_ && !cameraOk) qWarning("adjutant: no frame from %s was processed", qPrintable(watcher_->sourceDescription()));
    // A source that cannot be played is bad input, as a file that cannot be read is elsewhere: exit 2.
    if (watcher_ && watcher_->sourceStatus() == QLatin1String("error") && !cameraOk) return 2;
    return wrote && !alerts.isEmpty() && session_->loaded() && cameraOk ? 0 : 1;
}

}  // namespace adj::app
