#pragma once
// The organiser's PIN for QML: a thin adapter over adj::app::OrganiserPinLock, which decides what
// may be set, keeps the salted hash and enforces the back-off. This only turns its answers into
// words and properties, and counts the wait down once a second for the screen.
#include "app/core/organiser_pin_lock.hpp"

#include <QObject>
#include <QString>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

#include <memory>

namespace adj::ui {

class OrganiserPin : public QObject {
    Q_OBJECT
    QML_ELEMENT
    // Where the hash is kept (main.cpp: the games store's file name + ".organiser-pin"); empty:
    // nowhere, so no PIN can be set.
    Q_PROPERTY(QString file READ file WRITE setFile NOTIFY changed)
    Q_PROPERTY(bool isSet READ isSet NOTIFY changed)
    // Why the kept PIN could not be read or written, or why a PIN was refused; empty when all is well.
    Q_PROPERTY(QString problem READ problem NOTIFY changed)
    Q_PROPERTY(int wrongTries READ wrongTries NOTIFY changed)
    // Whole seconds until the next try is taken (0: now), counting down.
    Q_PROPERTY(int waitSeconds READ waitSeconds NOTIFY waitChanged)
    Q_PROPERTY(int minDigits READ minDigits CONSTANT)
    Q_PROPERTY(int maxDigits READ maxDigits CONSTANT)

public:
    explicit OrganiserPin(QObject* parent = nullptr);
    ~OrganiserPin() override;

    QString file() const;
    void setFile(const QString& file);
    bool isSet() const;
    QString problem() const { return problem_; }
    int wrongTries() const;
    int waitSeconds() const;
    static int minDigits() { return adj::app::OrganiserPinLock::kMinDigits; }
    static int maxDigits() { return adj::app::OrganiserPinLock::kMaxDigits; }

    Q_INVOKABLE static bool acceptable(const QString& pin);
    // Keeps the first PIN; false, with `problem` saying why, when refused.
    Q_INVOKABLE bool setPin(const QString& pin);
    // "right", "wrong", "wait" (a back-off is running: not compared) or "unset" (no PIN kept).
    Q_INVOKABLE QString check(const QString& pin);
    // Replaces the PIN when `current` is right; false, with `problem` saying why, when refused.
    Q_INVOKABLE bool changePin(const QString& current, const QString& next);

signals:
    void changed();
    void waitChanged();

private:
    void tick();

    std::unique_ptr<adj::app::OrganiserPinLock> lock_;
    QString problem_;
    QTimer countdown_;
    int shownWait_ = 0;
};

}  // namespace adj::ui
