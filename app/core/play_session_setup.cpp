// PlaySession's keeping of table set-ups (see keptSetup in play_session.hpp): one calibration row
// of the store per table set-up, its JSON for the touches and its data for the captured board.
#include "app/core/play_session.hpp"

#include "app/storage/game_store.hpp"

#include <QJsonDocument>

namespace adj::app {

std::optional<PlaySession::KeptSetup> PlaySession::keptSetup(const QString& name) {
    if (!store_) return std::nullopt;
    try {
        const auto kept = store_->calibration(storage::CalibrationScope::forSetup(name.toStdString()));
        if (!kept) return std::nullopt;
        const QJsonDocument json = QJsonDocument::fromJson(QByteArray::fromStdString(kept->json));
        KeptSetup setup;
        setup.json = json.object();
        setup.data = QByteArray(reinterpret_cast<const char*>(kept->data.data()), static_cast<qsizetype>(kept->data.size()));
        setup.updatedAtMs = kept->updatedAt;
        return setup;
    } catch (const std::exception& error) {
        setStoreMessage(tr("The table's set-up could not be read from the store: %1").arg(QString::fromUtf8(error.what())));
        return std::nullopt;
    }
}

bool PlaySession::keepSetup(const QString& name, const QJsonObject& json, const QByteArray& data) {
    if (!store_) return false;
    try {
        const QByteArray text = QJsonDocument(json).toJson(QJsonDocument::Compact);
        const storage::Blob blob(data.begin(), data.end());
        store_->saveCalibration(storage::CalibrationScope::forSetup(name.toStdString()), text.toStdString(), blob);
        return true;
    } catch (const std::exception& error) {
        setStoreMessage(tr("The table's set-up could not be kept (it lasts until the app is closed): %1")
                            .arg(QString::fromUtf8(error.what())));
        return false;
    }
}

}  // namespace adj::app
