#pragma once
// How much memory the app holds in RAM now and at most so far (resident set size), for the headless
// run's summary: the kiosk must fit a small board at 1080p. Linux reports it in /proc/self/status;
// elsewhere there is no answer, and the reason says why rather than a made-up number.
#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace adj::app {

struct ResidentMemory {
    qint64 currentBytes = 0;  // VmRSS
    qint64 peakBytes = 0;     // VmHWM, the high-water mark since the process started
};

// This process's resident memory; nullopt, with `why` set when given, where it cannot be read.
std::optional<ResidentMemory> residentMemory(QString* why = nullptr);

// The VmRSS and VmHWM lines of a /proc/<pid>/status text ("VmRSS:   123456 kB"); nullopt, with `why`,
// when either is missing or not a number of kB.
std::optional<ResidentMemory> parseProcStatus(const QByteArray& status, QString* why = nullptr);

// For summary.json: {"rss_mb", "peak_rss_mb"} (MiB, one decimal), or {"rss_unavailable": why}.
QJsonObject residentMemoryJson();

}  // namespace adj::app
