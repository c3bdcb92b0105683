#include "app/camera/source_spec.hpp"

#include <QFileInfo>

namespace adj::app {

QString SourceSpec::describe() const {
    return kind == Kind::Camera ? QStringLiteral("camera %1").arg(cameraIndex) : QStringLiteral("video %1").arg(file);
}

SourceSpecResult parseSourceSpec(const QString& text) {
    SourceSpecResult result;
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty()) {
        result.error = QStringLiteral("no source given: use 'camera', 'camera:N' or a video file");
        return result;
    }
    if (trimmed == QLatin1String("camera") || trimmed.startsWith(QLatin1String("camera:"))) {
        SourceSpec spec;
        if (trimmed.size() > 7) {
            bool ok = false;
            spec.cameraIndex = trimmed.mid(7).toInt(&ok);
            if (!ok || spec.cameraIndex < 0) {
                result.error = QStringLiteral("'%1': the camera number must be 0 or more, as in camera:1").arg(trimmed);
                return result;
            }
        }
        result.spec = spec;
        return result;
    }
    const QFileInfo info(trimmed);
    if (!info.exists()) {
        result.error = QStringLiteral("the video file %1 does not exist").arg(info.absoluteFilePath());
        return result;
    }
    if (!info.isFile() || !info.isReadable()) {
        result.error = QStringLiteral("%1 is not a readable video file").arg(info.absoluteFilePath());
        return result;
    }
    SourceSpec spec;
    spec.kind = SourceSpec::Kind::File;
    spec.file = info.absoluteFilePath();
    result.spec = spec;
    return result;
}

}  // namespace adj::app
