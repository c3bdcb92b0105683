// Which camera mode Adjutant asks for: the most pixels it wants at a usable frame rate, not the
// driver's first mode; a webcam's real list of modes, and lists nothing in which fits.
#include "app/camera/camera_mode.hpp"

#include <QtTest>

using adj::app::CameraMode;
using adj::app::chooseCameraMode;

class CameraModeTest : public QObject {
    Q_OBJECT

    // What a common 4K UVC webcam lists (v4l2-ctl --list-formats-ext): raw YUYV only slowly at large
    // sizes over USB, MJPEG fast at every size.
    static QList<CameraMode> webcam() {
        return {
            {{640, 480}, 30, false},     // 0: the driver's first
            {{1920, 1080}, 5, false},    // 1
            {{1920, 1080}, 30, true},    // 2
            {{1920, 1080}, 15, true},    // 3
            {{3840, 2160}, 2, false},    // 4: too slow
            {{3840, 2160}, 30, true},    // 5
            {{3840, 2160}, 15, true},    // 6
        };
    }

private slots:
    void takesTheMostPixelsWantedAtAboutFifteenFramesASecond() {
        QCOMPARE(chooseCameraMode(webcam(), QSize(1920, 1080)), 3);
        QCOMPARE(chooseCameraMode(webcam(), QSize(3840, 2160)), 6);
        // Nothing of 1080p or more at a usable rate but the slow raw 4K: 1080p raw at 5 fps it is.
        const QList<CameraMode> slow{{{640, 480}, 30, false}, {{1920, 1080}, 5, false}, {{3840, 2160}, 2, false}};
        QCOMPARE(chooseCameraMode(slow, QSize(3840, 2160)), 1);
    }

    void prefersUncompressedAtTheSameSizeAndRate() {
        const QList<CameraMode> both{{{1920, 1080}, 15, true}, {{1920, 1080}, 15, false}};
        QCOMPARE(chooseCameraMode(both, QSize(1920, 1080)), 1);
        // A rate short of 15 counts double: 8 fps raw (7 short) loses to 25 fps MJPEG (10 over).
        const QList<CameraMode> shortRaw{{{1920, 1080}, 8, false}, {{1920, 1080}, 25, true}};
        QCOMPARE(chooseCameraMode(shortRaw, QSize(1920, 1080)), 1);
    }

    void keepsTheCamerasDefaultWhenNothingFits() {
        QCOMPARE(chooseCameraMode({}, QSize(1920, 1080)), -1);
        const QList<CameraMode> tooBig{{{3840, 2160}, 30, true}};
        QCOMPARE(chooseCameraMode(tooBig, QSize(1920, 1080)), -1);
        const QList<CameraMode> tooSlow{{{1280, 720}, 3, false}, {{QSize()}, 30, false}};
        QCOMPARE(chooseCameraMode(tooSlow, QSize(1920, 1080)), -1);
    }
};

QTEST_GUILESS_MAIN(CameraModeTest)
#include "camera_mode_test.moc"
