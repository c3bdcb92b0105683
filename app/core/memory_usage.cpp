#include "app/core/memory_usage.hpp"

#include <QFile>

#include <algorithm>
#include <cmath>

namespace adj::app {

namespace {

// The value of one "Name:   1234 kB" line, in bytes.
std::optional<qint64> kilobytesField(const QByteArray& status, const QByteArray& name) {
    for (const QByteArray& line : status.split('\n')) {
        if (!line.startsWith(name + ':')) continue;
        const QList<QByteArray> parts = line.mid(name.size() + 1).simplified().split(' ');
        if (parts.size() != 2 || parts[1].toLower() != "kb") return std::nullopt;
        bool ok = false;
        const qint64 kilobytes = parts[0].toLongLong(&ok);
        if (!ok || kilobytes < 0) return std::nullopt;
        return kilobytes * 1024;
    }
    return std::nullopt;
}

double mebibytes(qint64 bytes) { return std::round(static_cast<double>(bytes) / (1024.0 * 1024.0) * 10.0) / 10.0; }

}  // namespace

std::optional<ResidentMemory> parseProcStatus(const QByteArray& status, QString* why) {
    const auto current = kilobytesField(status, "VmRSS");
    const auto peak = kilobytesField(status, "VmHWM");
    if (!current || !peak) {
        if (why) *why = QStringLiteral("the process status has no readable %1 line").arg(current ? QLatin1String("VmHWM") : QLatin1String("VmRSS"));
        return std::nullopt;
    }
    // The high-water mark is sampled by the kernel; never report a peak below the current value.
    return ResidentMemory{*current, std::max(*peak, *current)};
}

std::optional<ResidentMemory> residentMemory(QString* why) {
#if defined(Q_OS_LINUX)
    QFile file(QStringLiteral("/proc/self/status"));
    // /proc files report a size of 0: read them whole, not by their size.
    if (!file.open(QIODevice::ReadOnly)) {
        if (why) *why = QStringLiteral("/proc/self/status cannot be read: %1").arg(file.errorString());
        return std::nullopt;
    }
    return parseProcStatus(file.readAll(), why);
#else
    if (why) *why = QStringLiteral("resident memory is only measured on Linux (from /proc/self/status)");
    return std::nullopt;
#endif
}

QJsonObject residentMemoryJson() {
    QString why;
    const auto memory = residentMemory(&why);
    if (!memory) return {{"rss_unavailable", why}};
    return {{"rss_mb", mebibytes(memory->currentBytes)}, {"peak_rss_mb", mebibytes(memory->peakBytes)}};
}

}  // namespace adj::app
