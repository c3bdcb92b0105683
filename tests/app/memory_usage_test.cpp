// Resident memory of the app (app/core/memory_usage.hpp): read from /proc/self/status on Linux, and
// parsed from its text without guessing when a line is missing.
#include "app/core/memory_usage.hpp"

#include <QtTest>

#include <cstring>
#include <memory>

using adj::app::parseProcStatus;
using adj::app::residentMemory;

class MemoryUsageTest : public QObject {
    Q_OBJECT
private slots:
    void parsesRssAndPeak() {
        const QByteArray status = "Name:\tadjutant\nVmPeak:\t  900000 kB\nVmHWM:\t  250000 kB\nVmRSS:\t  200000 kB\nThreads:\t5\n";
        QString why;
        const auto memory = parseProcStatus(status, &why);
        QVERIFY2(memory.has_value(), qPrintable(why));
        QCOMPARE(memory->currentBytes, qint64(200000) * 1024);
        QCOMPARE(memory->peakBytes, qint64(250000) * 1024);
    }

    void aMissingOrOddLineIsNoAnswer() {
        QString why;
        QVERIFY(!parseProcStatus("Name:\tx\nVmHWM:\t 10 kB\n", &why).has_value());
        QVERIFY2(why.contains("VmRSS"), qPrintable(why));
        QVERIFY(!parseProcStatus("VmRSS:\t 10 kB\n", &why).has_value());
        QVERIFY2(why.contains("VmHWM"), qPrintable(why));
        QVERIFY(!parseProcStatus("VmRSS:\t ten kB\nVmHWM:\t 10 kB\n", &why).has_value());
        QVERIFY(!parseProcStatus("VmRSS:\t 10 pages\nVmHWM:\t 10 kB\n", &why).has_value());
        QVERIFY(!parseProcStatus("", &why).has_value());
    }

    void peakIsNeverBelowCurrent() {
        const auto memory = parseProcStatus("VmHWM:\t 10 kB\nVmRSS:\t 12 kB\n");
        QVERIFY(memory.has_value());
        QCOMPARE(memory->peakBytes, memory->currentBytes);
    }

    void thisProcessGrowsWhenItTouchesMemory() {
#if !defined(Q_OS_LINUX)
        QString why;
        QVERIFY(!residentMemory(&why).has_value());
        QVERIFY(!why.isEmpty());
        QSKIP("resident memory is measured on Linux only");
#else
        QString why;
        const auto before = residentMemory(&why);
        QVERIFY2(before.has_value(), qPrintable(why));
        QVERIFY(before->currentBytes > 1024 * 1024);  // a Qt process is never under 1 MiB
        QVERIFY(before->peakBytes >= before->currentBytes);
        // 64 MiB written page by page are resident until freed.
        constexpr std::size_t size = 64u * 1024u * 1024u;
        const std::unique_ptr<char[]> block(new char[size]);
        std::memset(block.get(), 1, size);
        const auto after = residentMemory();
        QVERIFY(after.has_value());
        QVERIFY2(after->currentBytes >= before->currentBytes + qint64(size) / 2,
                 qPrintable(QStringLiteral("%1 -> %2").arg(before->currentBytes).arg(after->currentBytes)));
        QVERIFY(after->peakBytes >= after->currentBytes);
        QVERIFY(block[size - 1] == 1);
        const QJsonObject json = adj::app::residentMemoryJson();
        QVERIFY(json.value("rss_mb").toDouble() > 1.0);
        QVERIFY(json.value("peak_rss_mb").toDouble() >= json.value("rss_mb").toDouble());
#endif
    }
};

QTEST_GUILESS_MAIN(MemoryUsageTest)
#include "memory_usage_test.moc"
