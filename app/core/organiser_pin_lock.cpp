// The organiser's PIN: validation, the salted hash in its file, and the back-off (see the header).
#include "app/core/organiser_pin_lock.hpp"

#include <QCryptographicHash>
#include <QFile>
#include <QRandomGenerator>
#include <QSaveFile>

#include <algorithm>
#include <chrono>

namespace adj::app {

namespace {

// Enough rounds to slow a search of a copied file, few enough that a tap answers at once.
constexpr int kPinHashRounds = 20000;
constexpr int kPinSaltBytes = 16;
constexpr int kPinHashBytes = 32;
const QByteArray kPinFileFormat = QByteArrayLiteral("adjutant-organiser-pin 1");

qint64 steadyMs() {
    using namespace std::chrono;
    return duration_cast<milliseconds>(steady_clock::now().time_since_epoch()).count();
}

// Compares without stopping at the first difference, so timing tells nothing.
bool samePinBytes(const QByteArray& a, const QByteArray& b) {
    if (a.size() != b.size()) return false;
    unsigned char difference = 0;
    for (qsizetype i = 0; i < a.size(); ++i) difference |= static_cast<unsigned char>(a[i] ^ b[i]);
    return difference == 0;
}

}  // namespace

OrganiserPinLock::OrganiserPinLock(QString file, Clock clock) : file_(std::move(file)), clock_(std::move(clock)) {
    if (!clock_) clock_ = steadyMs;
    read();
}

QString OrganiserPinLock::whatIsWrongWith(const QString& pin) {
    const bool digitsOnly =
        std::all_of(pin.cbegin(), pin.cend(), [](QChar c) { return c >= QLatin1Char('0') && c <= QLatin1Char('9'); });
    if (!digitsOnly || pin.size() < kMinDigits || pin.size() > kMaxDigits)
        return QStringLiteral("A PIN is %1 to %2 digits.").arg(kMinDigits).arg(kMaxDigits);
    return {};
}

qint64 OrganiserPinLock::backoffMs(int wrongTries) {
    if (wrongTries <= 0) return 0;
    qint64 delay = kFirstDelayMs;
    for (int i = 1; i < wrongTries && delay < kMaxDelayMs; ++i) delay *= 2;
    return std::min(delay, kMaxDelayMs);
}

QByteArray OrganiserPinLock::digest(const QString& pin, const QByteArray& salt) {
    QCryptographicHash hash(QCryptographicHash::Sha256);
    QByteArray value = pin.toUtf8();
    for (int round = 0; round < kPinHashRounds; ++round) {
        hash.reset();
        hash.addData(salt);
        hash.addData(value);
        value = hash.result();
    }
    return value;
}

// The file is one line: the format, the salt and the hash (hex), and the wrong tries in a row.
void OrganiserPinLock::read() {
    salt_.clear();
    hash_.clear();
    problem_.clear();
    wrongTries_ = 0;
    if (file_.isEmpty()) return;
    QFile in(file_);
    if (!in.exists()) return;
    if (!in.open(QIODevice::ReadOnly)) {
        problem_ = QStringLiteral("The organiser's PIN kept in %1 cannot be read (%2).").arg(file_, in.errorString());
        return;
    }
    const QList<QByteArray> parts = in.read(1024).trimmed().split(' ');
    bool triesRead = false;
    const int tries = parts.size() == 5 ? parts[4].toInt(&triesRead) : 0;
    if (triesRead && tries >= 0 && parts[0] + ' ' + parts[1] == kPinFileFormat) {
        const QByteArray salt = QByteArray::fromHex(parts[2]);
        const QByteArray hash = QByteArray::fromHex(parts[3]);
        if (salt.size() == kPinSaltBytes && hash.size() == kPinHashBytes) {
            salt_ = salt;
            hash_ = hash;
            wrongTries_ = tries;
            lastWrongAt_ = clock_();  // the wait starts again in full after a restart
            return;
        }
    }
    problem_ = QStringLiteral("The organiser's PIN kept in %1 is damaged: set a new one.").arg(file_);
}

bool OrganiserPinLock::write(const QByteArray& salt, const QByteArray& hash, int wrongTries) {
    QSaveFile out(file_);  // a temporary with a random name, renamed over the file on commit
    const auto fail = [&] {
        problem_ = QStringLiteral("The organiser's PIN cannot be kept in %1: %2").arg(file_, out.errorString());
        return false;
    };
    if (!out.open(QIODevice::WriteOnly)) return fail();
    if (!out.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner)) return fail();
    const QByteArray line = kPinFileFormat + ' ' + salt.toHex() + ' ' + hash.toHex() + ' ' + QByteArray::number(wrongTries) + '\n';
    if (out.write(line) != line.size()) return fail();
    if (!out.commit()) return fail();
    problem_.clear();
    return true;
}

bool OrganiserPinLock::setFirstPin(const QString& pin) {
    if (isSet()) {
        problem_ = QStringLiteral("An organiser's PIN is already set.");
        return false;
    }
    if (const QString wrong = whatIsWrongWith(pin); !wrong.isEmpty()) {
        problem_ = wrong;
        return false;
    }
    if (file_.isEmpty()) {
        problem_ = QStringLiteral("There is nowhere to keep the organiser's PIN (no games store file).");
        return false;
    }
    return keep(pin);
}

bool OrganiserPinLock::changePin(const QString& current, const QString& next) {
    if (!isSet()) return setFirstPin(next);
    if (const QString wrong = whatIsWrongWith(next); !wrong.isEmpty()) {
        problem_ = wrong;
        return false;
    }
    switch (check(current)) {
        case Try::Right: break;
        case Try::Wait: problem_ = QStringLiteral("Wait before the next try of the organiser's PIN."); return false;
        case Try::Wrong: problem_ = QStringLiteral("That is not the organiser's PIN now: it was not changed."); return false;
        case Try::NotSet: return setFirstPin(next);
    }
    return keep(next);
}

bool OrganiserPinLock::keep(const QString& pin) {
    QByteArray salt(kPinSaltBytes, Qt::Uninitialized);  // a fresh salt for every PIN kept
    QRandomGenerator::system()->generate(salt.begin(), salt.end());
    const QByteArray hash = digest(pin, salt);
    if (!write(salt, hash, 0)) return false;
    salt_ = salt;
    hash_ = hash;
    wrongTries_ = 0;
    problem_.clear();
    return true;
}

qint64 OrganiserPinLock::waitMs() const {
    if (wrongTries_ == 0) return 0;
    return std::max<qint64>(0, backoffMs(wrongTries_) - (clock_() - lastWrongAt_));
}

OrganiserPinLock::Try OrganiserPinLock::check(const QString& pin) {
    if (!isSet()) return Try::NotSet;
    if (waitMs() > 0) return Try::Wait;
    if (acceptable(pin) && samePinBytes(digest(pin, salt_), hash_)) {
        if (wrongTries_ > 0) write(salt_, hash_, 0);  // a failed write only keeps the old count
        wrongTries_ = 0;
        return Try::Right;
    }
    wrongTries_ = std::min(wrongTries_ + 1, 1000);
    lastWrongAt_ = clock_();
    // Kept so a restart does not clear the back-off; if it cannot be written, the count still holds here.
    write(salt_, hash_, wrongTries_);
    return Try::Wrong;
}

}  // namespace adj::app
