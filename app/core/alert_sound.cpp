#include "app/core/alert_sound.hpp"

#include "app/core/play_session.hpp"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QSoundEffect>
#include <QUrl>
#include <QtEndian>

#include <cmath>

namespace adj::app {

AlertSound::AlertSound(PlaySession* session, QObject* parent) : QObject(parent), session_(session) {
    connect(session_, &PlaySession::evaluated, this, &AlertSound::onEvaluated);
    connect(session_, &PlaySession::loadedChanged, this, [this] { errors_.clear(); });
}

AlertSound::~AlertSound() = default;

void AlertSound::setEnabled(bool enabled) {
    if (enabled == enabled_) return;
    enabled_ = enabled;
    emit enabledChanged();
}

QByteArray AlertSound::toneWav(int ms) {
    constexpr int kRate = 22050;
    const int samples = kRate * ms / 1000;
    QByteArray pcm(samples * 2, Qt::Uninitialized);
    for (int i = 0; i < samples; ++i) {
        const double t = static_cast<double>(i) / kRate;
        const double edge = std::min(1.0, std::min(i, samples - i) / (kRate * 0.01));  // 10 ms fades
        const auto value = static_cast<qint16>(std::lround(9000.0 * edge * std::sin(2 * M_PI * 660.0 * t)));
        qToLittleEndian(value, pcm.data() + 2 * i);
    }
    QByteArray wav;
    const auto put32 = [&](quint32 v) { char b[4]; qToLittleEndian(v, b); wav.append(b, 4); };
    const auto put16 = [&](quint16 v) { char b[2]; qToLittleEndian(v, b); wav.append(b, 2); };
    wav.append("RIFF");
    put32(static_cast<quint32>(36 + pcm.size()));
    wav.append("WAVEfmt ");
    put32(16);
    put16(1);  // PCM
    put16(1);  // mono
    put32(kRate);
    put32(kRate * 2);
    put16(2);
    put16(16);
    wav.append("data");
    put32(static_cast<quint32>(pcm.size()));
    wav.append(pcm);
    return wav;
}

void AlertSound::onEvaluated() {
    QSet<QString> now;
    bool fresh = false;
    for (const QJsonValue& value : session_->alertsJson()) {
        const QJsonObject alert = value.toObject();
        if (alert.value("severity").toString() != QLatin1String("error")) continue;
        QString key = alert.value("code").toString();
        for (const auto& space : alert.value("spaces").toArray()) key += "|" + space.toString();
        for (const auto& piece : alert.value("pieces").toArray()) key += "|" + piece.toString();
        now.insert(key);
        fresh = fresh || !errors_.contains(key);
    }
    errors_ = now;
    if (!fresh || !enabled_) return;
    if (!effect_ && dir_.isValid()) {
        const QString path = dir_.filePath(QStringLiteral("alert.wav"));
        QFile file(path);
        if (file.open(QIODevice::WriteOnly) && file.write(toneWav()) > 0) {
            file.close();
            effect_ = std::make_unique<QSoundEffect>();
            effect_->setSource(QUrl::fromLocalFile(path));
            effect_->setVolume(0.6);
        }
    }
    if (effect_) effect_->play();
    ++played_;
    emit playedChanged();
}

}  // namespace adj::app
