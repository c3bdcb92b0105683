#pragma once
// A short tone when a new error alert appears, so players looking at the map notice it. The tone
// is written once as a WAV file into a temporary folder (no sound asset to ship) and played with
// Qt Multimedia's QSoundEffect. Where there is no audio device it simply stays silent.
#include <QObject>
#include <QSet>
#include <QTemporaryDir>

#include <memory>

class QSoundEffect;

namespace adj::app {

class PlaySession;

class AlertSound : public QObject {
    Q_OBJECT
    Q_PROPERTY(bool enabled READ enabled WRITE setEnabled NOTIFY enabledChanged)
    Q_PROPERTY(int played READ played NOTIFY playedChanged)  // tones played so far (for tests)

public:
    explicit AlertSound(PlaySession* session, QObject* parent = nullptr);
    ~AlertSound() override;

    bool enabled() const { return enabled_; }
    void setEnabled(bool enabled);
    int played() const { return played_; }

    // 16-bit mono PCM WAV: a 660 Hz tone of `ms` milliseconds with soft edges.
    static QByteArray toneWav(int ms = 180);

signals:
    void enabledChanged();
    void playedChanged();

private:
    void onEvaluated();

    PlaySession* session_;
    bool enabled_ = true;
    int played_ = 0;
    QSet<QString> errors_;  // keys of the error alerts standing at the last evaluation
    QTemporaryDir dir_;
    std::unique_ptr<QSoundEffect> effect_;
};

}  // namespace adj::app
