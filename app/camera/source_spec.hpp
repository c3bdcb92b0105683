#pragma once
// What `--source` (or the camera picker) names: a live camera by number, or a video file standing
// in for it (demos, tests). Parsing checks what can be checked before anything opens.
#include <QSize>
#include <QString>

#include <optional>

namespace adj::app {

struct SourceSpec {
    enum class Kind { Camera, File };
    Kind kind = Kind::Camera;
    int cameraIndex = 0;  // Camera: which of the system's video inputs, from 0
    QString file;         // File: an absolute path
    // Camera: the largest frame to ask for (see camera_mode.hpp); 4K when counters are named by
    // their markers or faces, whose print needs the pixels.
    QSize largestFrame{1920, 1080};

    QString describe() const;  // "camera 0", "video /path/demo.avi"
};

struct SourceSpecResult {
    std::optional<SourceSpec> spec;
    QString error;  // for the player or the terminal, naming what was given
};

// "camera", "camera:N" or a video file that exists.
SourceSpecResult parseSourceSpec(const QString& text);

}  // namespace adj::app
