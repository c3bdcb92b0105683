#include "app/camera/camera_mode.hpp"

#include <cmath>

namespace adj::app {

namespace {

// How far a frame rate is from what is wanted: short of kPreferredCameraFps counts more than beyond
// it (a slow stream delays the stillness gate; a fast one only costs decoding).
float rateCost(float fps) {
    return fps < kPreferredCameraFps ? 2.0F * (kPreferredCameraFps - fps) : fps - kPreferredCameraFps;
}

}  // namespace

int chooseCameraMode(const QList<CameraMode>& modes, QSize largest) {
    int best = -1;
    for (int i = 0; i < modes.size(); ++i) {
        const CameraMode& m = modes[i];
        if (m.size.isEmpty() || m.size.width() > largest.width() || m.size.height() > largest.height()) continue;
        if (m.maxFps < kMinCameraFps) continue;
        if (best < 0) {
            best = i;
            continue;
        }
        const CameraMode& b = modes[best];
        const qint64 pixels = qint64(m.size.width()) * m.size.height();
        const qint64 bestPixels = qint64(b.size.width()) * b.size.height();
        if (pixels != bestPixels) {
            if (pixels > bestPixels) best = i;
            continue;
        }
        const float cost = rateCost(m.maxFps);
        const float bestCost = rateCost(b.maxFps);
        if (cost < bestCost || (cost == bestCost && b.compressed && !m.compressed)) best = i;
    }
    return best;
}

}  // namespace adj::app
