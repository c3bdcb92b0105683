#pragma once
// Which of a camera's modes to ask for. A UVC webcam offers many (every resolution, each as raw YUV
// and as MJPEG, at several frame rates); left alone, Qt's backend takes whatever the driver lists
// first, often 640x480. Vision wants pixels: occupancy is measured at 1080p; reading the 1.5 mm cells
// of counter markers, or the small print on counter faces, wants 4K. It does not want speed: the
// board is read once it has been still for a while, so 10-15 frames a second are plenty, and every
// frame a camera sends is decoded whether vision takes it or drops it.

#include <QList>
#include <QSize>

namespace adj::app {

struct CameraMode {
    QSize size;
    float maxFps = 0;
    bool compressed = false; ///< MJPEG and the like: costs decoding on every frame.
};

/// Frame rates: below kMinCameraFps a mode is not taken (the stillness gate needs several frames
/// a second); kPreferredCameraFps is what is aimed for among modes of the chosen size.
inline constexpr float kMinCameraFps = 5.0F;
inline constexpr float kPreferredCameraFps = 15.0F;

/// Index into `modes` of the one to ask for: the most pixels that fit within `largest` (both sides),
/// at kMinCameraFps or more; among modes of that size, the frame rate nearest kPreferredCameraFps
/// (but not below it when one reaches it), then uncompressed before compressed. -1 when no mode fits:
/// the camera's own default is kept.
[[nodiscard]] int chooseCameraMode(const QList<CameraMode>& modes, QSize largest);

} // namespace adj::app
