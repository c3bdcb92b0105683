// The organiser's PIN (OrganiserPinLock): no default, only PINs the pad can type, a salted hash kept
// with owner-only permissions and never the PIN, a wait that doubles after each wrong try and is not
// cleared by a restart, and clear words for a damaged or unwritable file.
#include "app/core/organiser_pin_lock.hpp"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using adj::app::OrganiserPinLock;
using Try = OrganiserPinLock::Try;

namespace {

QByteArray contentsOf(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

}  // namespace

class OrganiserPinLockTest : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    qint64 now_ = 5000;  // the tests' own clock, in ms
    OrganiserPinLock::Clock clock() {
        return [this] { return now_; };
    }

private slots:
    void init() { now_ = 5000; }

    void onlyFourToEightDigitsCanBeSet() {
        for (const char* pin : {"0000", "1861", "48213", "12345678"}) QVERIFY2(OrganiserPinLock::acceptable(pin), pin);
        for (const char* pin : {"", "123", "123456789", "12a4", "12 34", "-123", "1234\n"})
            QVERIFY2(!OrganiserPinLock::acceptable(pin), pin);
        // Digits of another script are digits to Unicode, but the pad has no key for them.
        QVERIFY(!OrganiserPinLock::acceptable(QStringLiteral("\u0661\u0662\u0663\u0664")));
        QCOMPARE(OrganiserPinLock::whatIsWrongWith("12ab"), QStringLiteral("A PIN is 4 to 8 digits."));
        OrganiserPinLock lock(dir_.filePath("refused.organiser-pin"), clock());
        QVERIFY(!lock.setFirstPin("123456789"));
        QCOMPARE(lock.problem(), QStringLiteral("A PIN is 4 to 8 digits."));
        QVERIFY(!lock.isSet());
        QVERIFY(!QFile::exists(lock.file()));
    }

    void thereIsNoDefaultPin() {
        OrganiserPinLock lock(dir_.filePath("fresh.organiser-pin"), clock());
        QVERIFY(!lock.isSet());
        QCOMPARE(lock.problem(), QString());
        for (const char* pin : {"1861", "0000", "1234"}) QCOMPARE(lock.check(pin), Try::NotSet);
    }

    void aSaltedHashIsKeptNeverThePin() {
        const QString path = dir_.filePath("kept.organiser-pin");
        {
            OrganiserPinLock lock(path, clock());
            QVERIFY2(lock.setFirstPin("48213"), qPrintable(lock.problem()));
            QVERIFY(lock.isSet());
        }
        const QFileDevice::Permissions others = QFileDevice::ReadGroup | QFileDevice::WriteGroup | QFileDevice::ExeGroup |
                                                QFileDevice::ReadOther | QFileDevice::WriteOther | QFileDevice::ExeOther;
        QCOMPARE(QFile::permissions(path) & (others | QFileDevice::ExeOwner), QFileDevice::Permissions());
        QVERIFY(QFile::permissions(path).testFlags(QFileDevice::ReadOwner | QFileDevice::WriteOwner));
        const QList<QByteArray> parts = contentsOf(path).trimmed().split(' ');
        QCOMPARE(parts.size(), 5);
        QVERIFY(!parts.contains("48213"));
        QCOMPARE(parts[2].size(), 32);  // 16 bytes of salt
        QCOMPARE(parts[3].size(), 64);  // SHA-256

        OrganiserPinLock again(path, clock());  // as after a restart
        QVERIFY(again.isSet());
        QCOMPARE(again.check("48213"), Try::Right);
        // A second kiosk with the same PIN keeps another salt, so another hash.
        const QString other = dir_.filePath("other.organiser-pin");
        OrganiserPinLock second(other, clock());
        QVERIFY(second.setFirstPin("48213"));
        const QList<QByteArray> otherParts = contentsOf(other).trimmed().split(' ');
        QVERIFY(otherParts[2] != parts[2]);
        QVERIFY(otherParts[3] != parts[3]);
    }

    void aSetPinIsNotReplacedWithoutIt() {
        const QString path = dir_.filePath("once.organiser-pin");
        OrganiserPinLock lock(path, clock());
        QVERIFY(lock.setFirstPin("2468"));
        const QByteArray before = contentsOf(path);
        QVERIFY(!lock.setFirstPin("1357"));
        QCOMPARE(lock.problem(), QStringLiteral("An organiser's PIN is already set."));
        QCOMPARE(contentsOf(path), before);
        QCOMPARE(lock.check("2468"), Try::Right);
    }

    // The organiser changes the PIN with the one kept now; a wrong one changes nothing and counts
    // as a wrong try.
    void thePinIsChangedOnlyWithTheCurrentOne() {
        const QString path = dir_.filePath("change.organiser-pin");
        OrganiserPinLock lock(path, clock());
        QVERIFY(lock.setFirstPin("2468"));
        QVERIFY(!lock.changePin("1111", "1357"));
        QVERIFY2(lock.problem().contains("not the organiser's PIN"), qPrintable(lock.problem()));
        QCOMPARE(lock.wrongTries(), 1);  // kept in the file, as any wrong try is
        now_ += OrganiserPinLock::backoffMs(1);
        const QByteArray before = contentsOf(path);
        QVERIFY(!lock.changePin("2468", "12"));  // not a PIN the pad may set
        QCOMPARE(contentsOf(path), before);
        QVERIFY(lock.changePin("2468", "13579"));
        QVERIFY(!contentsOf(path).contains("13579"));
        QCOMPARE(lock.check("2468"), Try::Wrong);
        now_ += OrganiserPinLock::backoffMs(1);
        QCOMPARE(lock.check("13579"), Try::Right);
        OrganiserPinLock reread(path, clock());  // kept across a restart
        QCOMPARE(reread.check("13579"), Try::Right);
    }

    void eachWrongTryDoublesTheWait() {
        OrganiserPinLock lock(dir_.filePath("backoff.organiser-pin"), clock());
        QVERIFY(lock.setFirstPin("2468"));
        QCOMPARE(lock.waitMs(), 0);
        QCOMPARE(lock.check("1234"), Try::Wrong);
        QCOMPARE(lock.waitMs(), 1000);
        // While waiting even the right PIN is not compared, and the try is not counted.
        QCOMPARE(lock.check("2468"), Try::Wait);
        QCOMPARE(lock.wrongTries(), 1);
        now_ += 999;
        QCOMPARE(lock.check("2468"), Try::Wait);
        now_ += 1;
        QCOMPARE(lock.check("1111"), Try::Wrong);
        QCOMPARE(lock.waitMs(), 2000);
        now_ += 2000;
        QCOMPARE(lock.check("1112"), Try::Wrong);
        QCOMPARE(lock.waitMs(), 4000);
        now_ += 4000;
        QCOMPARE(lock.check("2468"), Try::Right);
        QCOMPARE(lock.wrongTries(), 0);
        QCOMPARE(lock.waitMs(), 0);
        // The doubling stops at a quarter of an hour.
        QCOMPARE(OrganiserPinLock::backoffMs(0), 0);
        QCOMPARE(OrganiserPinLock::backoffMs(1), 1000);
        QCOMPARE(OrganiserPinLock::backoffMs(10), 512000);
        QCOMPARE(OrganiserPinLock::backoffMs(11), OrganiserPinLock::kMaxDelayMs);
        QCOMPARE(OrganiserPinLock::backoffMs(1000), OrganiserPinLock::kMaxDelayMs);
    }

    void aLoopOfTriesGetsNowhereFast() {
        // The probe's loop reached 1861 at try 1862; now each try waits out the last one's back-off:
        // 20 tries take 1 + 2 + ... + 512 s, then 15 min each: over two and a half hours.
        OrganiserPinLock lock(dir_.filePath("loop.organiser-pin"), clock());
        QVERIFY(lock.setFirstPin("1861"));
        qint64 waited = 0;
        for (int pin = 0; pin < 20; ++pin) {
            QCOMPARE(lock.check(QString::number(pin).rightJustified(4, '0')), Try::Wrong);
            // A try before the wait is over is refused without a comparison.
            QCOMPARE(lock.check("1861"), Try::Wait);
            waited += lock.waitMs();
            now_ += lock.waitMs();
        }
        QCOMPARE(lock.wrongTries(), 20);
        QCOMPARE(waited, (1023 + 10 * 900) * 1000LL);
        QCOMPARE(lock.check("1861"), Try::Right);
    }

    void aRestartDoesNotClearTheBackoff() {
        const QString path = dir_.filePath("restart.organiser-pin");
        {
            OrganiserPinLock lock(path, clock());
            QVERIFY(lock.setFirstPin("2468"));
            for (int i = 0; i < 3; ++i) {
                now_ += lock.waitMs();
                QCOMPARE(lock.check("9999"), Try::Wrong);
            }
        }
        now_ = 100;  // a new boot: the steady clock starts again
        OrganiserPinLock restarted(path, clock());
        QCOMPARE(restarted.wrongTries(), 3);
        QCOMPARE(restarted.waitMs(), 4000);
        QCOMPARE(restarted.check("2468"), Try::Wait);
        now_ += 4000;
        QCOMPARE(restarted.check("2468"), Try::Right);
        OrganiserPinLock cleared(path, clock());
        QCOMPARE(cleared.wrongTries(), 0);
        QCOMPARE(cleared.waitMs(), 0);
    }

    void aDamagedOrUnwritableFileIsNamed() {
        const QString path = dir_.filePath("damaged.organiser-pin");
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("adjutant-organiser-pin 1 00ff 1234 0\n");
        }
        OrganiserPinLock damaged(path, clock());
        QVERIFY(!damaged.isSet());
        QCOMPARE(damaged.problem(), QStringLiteral("The organiser's PIN kept in %1 is damaged: set a new one.").arg(path));

        const QString nowhere = dir_.filePath("no-such-folder/x.organiser-pin");
        OrganiserPinLock unwritable(nowhere, clock());
        QVERIFY(!unwritable.setFirstPin("2468"));
        QVERIFY2(unwritable.problem().startsWith(QStringLiteral("The organiser's PIN cannot be kept in %1: ").arg(nowhere)),
                 qPrintable(unwritable.problem()));
        QVERIFY(!unwritable.isSet());

        OrganiserPinLock noFile(QString(), clock());
        QVERIFY(!noFile.setFirstPin("2468"));
        QCOMPARE(noFile.problem(), QStringLiteral("There is nowhere to keep the organiser's PIN (no games store file)."));
    }
};

QTEST_GUILESS_MAIN(OrganiserPinLockTest)
#include "organiser_pin_lock_test.moc"
