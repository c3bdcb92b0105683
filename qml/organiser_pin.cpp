// The organiser's PIN for QML (see the header): the decisions are OrganiserPinLock's.
#include "organiser_pin.hpp"

namespace adj::ui {

using adj::app::OrganiserPinLock;

OrganiserPin::OrganiserPin(QObject* parent)
    : QObject(parent), lock_(std::make_unique<OrganiserPinLock>(QString())) {
    countdown_.setInterval(250);
    connect(&countdown_, &QTimer::timeout, this, &OrganiserPin::tick);
}

OrganiserPin::~OrganiserPin() = default;

QString OrganiserPin::file() const { return lock_->file(); }
bool OrganiserPin::isSet() const { return lock_->isSet(); }
int OrganiserPin::wrongTries() const { return lock_->wrongTries(); }
// The value last shown (tick() updates it), so what QML reads and what it was told agree.
int OrganiserPin::waitSeconds() const { return shownWait_; }
bool OrganiserPin::acceptable(const QString& pin) { return OrganiserPinLock::acceptable(pin); }

void OrganiserPin::setFile(const QString& file) {
    if (file == lock_->file()) return;
    lock_ = std::make_unique<OrganiserPinLock>(file);
    problem_ = lock_->problem();
    emit changed();
    tick();  // a back-off kept from before a restart
}

bool OrganiserPin::setPin(const QString& pin) {
    const bool kept = lock_->setFirstPin(pin);
    problem_ = lock_->problem();
    emit changed();
    return kept;
}

bool OrganiserPin::changePin(const QString& current, const QString& next) {
    const bool kept = lock_->changePin(current, next);
    problem_ = lock_->problem();
    emit changed();
    tick();
    return kept;
}

QString OrganiserPin::check(const QString& pin) {
    const OrganiserPinLock::Try answer = lock_->check(pin);
    problem_ = lock_->problem();
    emit changed();
    tick();
    switch (answer) {
        case OrganiserPinLock::Try::Right: return QStringLiteral("right");
        case OrganiserPinLock::Try::Wrong: return QStringLiteral("wrong");
        case OrganiserPinLock::Try::Wait: return QStringLiteral("wait");
        case OrganiserPinLock::Try::NotSet: break;
    }
    return QStringLiteral("unset");
}

void OrganiserPin::tick() {
    const int wait = static_cast<int>((lock_->waitMs() + 999) / 1000);
    if (wait > 0 && !countdown_.isActive()) countdown_.start();
    if (wait == 0) countdown_.stop();
    if (wait != shownWait_) {
        shownWait_ = wait;
        emit waitChanged();
    }
}

}  // namespace adj::ui
