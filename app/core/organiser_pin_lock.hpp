#pragma once
// The organiser's PIN as the kiosk checks it: which PINs may be set (4 to 8 digits, all the PIN pad
// can type), a salted, iterated SHA-256 of it kept in a small file (never the PIN itself), and the
// back-off after wrong tries (the wait doubles with each one, from 1 s to at most 15 min). The count
// of wrong tries is kept in the file too, so restarting the kiosk does not clear it. There is no
// default PIN: until one is set, isSet() is false. Plain C++ over Qt Core; the QML side
// (qml/organiser_pin.hpp) only adapts it.
#include <QByteArray>
#include <QString>

#include <functional>

namespace adj::app {

class OrganiserPinLock {
public:
    // Milliseconds on a clock that never goes back (steady); tests pass their own.
    using Clock = std::function<qint64()>;
    enum class Try { Right, Wrong, Wait, NotSet };

    static constexpr int kMinDigits = 4;
    static constexpr int kMaxDigits = 8;
    static constexpr qint64 kFirstDelayMs = 1000;
    static constexpr qint64 kMaxDelayMs = 15 * 60 * 1000;

    // `file`: where the hash is kept (main.cpp puts it beside the games store). Reads it at once.
    explicit OrganiserPinLock(QString file, Clock clock = {});

    const QString& file() const { return file_; }
    bool isSet() const { return !hash_.isEmpty(); }
    // Why the kept PIN could not be read or written, in words; empty when all is well.
    const QString& problem() const { return problem_; }
    int wrongTries() const { return wrongTries_; }

    // Empty when `pin` may be set; otherwise what is wrong with it, in words.
    static QString whatIsWrongWith(const QString& pin);
    static bool acceptable(const QString& pin) { return whatIsWrongWith(pin).isEmpty(); }
    // The wait after `wrongTries` wrong tries in a row: 0, then 1 s, 2 s, 4 s, ... at most kMaxDelayMs.
    static qint64 backoffMs(int wrongTries);

    // Keeps the first PIN (a fresh salt), written atomically with owner-only permissions. Refused
    // (false, problem() says why) when a PIN is already set, the PIN is not acceptable, or the file
    // cannot be written; then nothing changes.
    bool setFirstPin(const QString& pin);
    // Replaces the kept PIN with `next` (a fresh salt) when `current` is the kept one. A wrong
    // `current` is a wrong try, with its back-off; refused (false, problem() says why) as setFirstPin
    // is for a PIN that cannot be set or a file that cannot be written, and then nothing changes.
    bool changePin(const QString& current, const QString& next);
    // Compares `pin` with the kept one, unless a wrong try was made less than the back-off ago
    // (Wait: the PIN is not even compared, and the try is not counted). A right try ends the back-off.
    Try check(const QString& pin);
    // How long until the next try is taken, in milliseconds (0: now).
    qint64 waitMs() const;

private:
    static QByteArray digest(const QString& pin, const QByteArray& salt);
    void read();
    // Keeps `pin` (already judged acceptable) under a fresh salt; false, problem() saying why, if unwritten.
    bool keep(const QString& pin);
    bool write(const QByteArray& salt, const QByteArray& hash, int wrongTries);

    QString file_;
    Clock clock_;
    QString problem_;
    QByteArray salt_;
    QByteArray hash_;
    int wrongTries_ = 0;
    qint64 lastWrongAt_ = 0;  // on clock_; a count read from the file counts from when it was read
};

}  // namespace adj::app
