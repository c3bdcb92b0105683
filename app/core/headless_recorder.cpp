#include "app/core/headless_recorder.hpp"

#include <QDateTime>
#include <QFile>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>

namespace adj::app {

bool HeadlessRecorder::open(const QString& outDir) {
    dir_ = QDir(outDir);
    if (!dir_.mkpath(QStringLiteral("."))) {
        error_ = QStringLiteral("cannot create the output folder %1").arg(dir_.absolutePath());
        return false;
    }
    return true;
}

QString HeadlessRecorder::capture(QQuickWindow* window, const QString& name) {
    if (!window) return {};
    const QImage image = window->grabWindow();
    if (image.isNull()) {
        error_ = QStringLiteral("the window could not be grabbed for %1").arg(name);
        return {};
    }
    const QString path = dir_.filePath(name + QStringLiteral(".png"));
    if (!image.save(path)) {
        error_ = QStringLiteral("cannot write %1").arg(path);
        return {};
    }
    screenshots_.append(QJsonObject{{"name", name},
                                    {"file", QFileInfo(path).fileName()},
                                    {"width", image.width()},
                                    {"height", image.height()},
                                    {"at", QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)}});
    return path;
}

QString HeadlessRecorder::writeJsonLines(const QString& name, const QJsonArray& items) {
    QFile file(dir_.filePath(name));
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        error_ = QStringLiteral("cannot write %1").arg(file.fileName());
        return {};
    }
    for (const QJsonValue& item : items) {
        const QByteArray line = item.isObject() ? QJsonDocument(item.toObject()).toJson(QJsonDocument::Compact)
                                                : QJsonDocument(QJsonArray{item}).toJson(QJsonDocument::Compact);
        file.write(line);
        file.write("\n");
    }
    return file.fileName();
}

bool HeadlessRecorder::writeSummary(const QJsonObject& extra) {
    QJsonObject summary = extra;
    summary.insert("screenshots", screenshots_);
    QFile file(dir_.filePath(QStringLiteral("summary.json")));
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        error_ = QStringLiteral("cannot write %1").arg(file.fileName());
        return false;
    }
    file.write(QJsonDocument(summary).toJson());
    return true;
}

}  // namespace adj::app
