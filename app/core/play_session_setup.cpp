// PlaySession's keeping of table set-ups (see keptSetup in play_session.hpp): one calibration row
// of the store per table set-up, its JSON for the touches and its data for the captured board; and
// of the counter faces guided placement learns, one counter_faces row per piece of the game.
#include "app/core/play_session.hpp"

#include "app/storage/game_store.hpp"
#include "engine/games/game.hpp"
#include "engine/model/position.hpp"

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

QVariantList PlaySession::learnedFaces() {
    QVariantList faces;
    if (!store_ || !game_) return faces;
    try {
        for (const storage::CounterFace& face : store_->counterFaces(game_->id())) {
            faces << QVariantMap{{"piece", QString::fromStdString(face.pieceId)},
                                 {"side", QString::fromStdString(face.side)},
                                 {"png", QByteArray(reinterpret_cast<const char*>(face.png.data()),
                                                    static_cast<qsizetype>(face.png.size()))}};
        }
    } catch (const std::exception& error) {
        setStoreMessage(tr("The counters' learned faces could not be read from the store: %1").arg(QString::fromUtf8(error.what())));
    }
    return faces;
}

bool PlaySession::keepLearnedFace(const QString& piece, const QString& side, const QByteArray& png) {
    if (!store_ || !game_) return false;
    try {
        const std::string pieceId = piece.toStdString();
        storage::CounterFace face;
        face.gameModule = game_->id();
        face.pieceId = pieceId;
        face.side = side.toStdString();
        face.face = "front";
        if (position_) {
            if (const model::Piece* known = position_->findPiece(pieceId)) face.pieceKind = known->kind;
        }
        face.png.assign(png.begin(), png.end());
        // The new face is kept before the old one goes: a failure in between leaves a face, never none.
        const std::int64_t kept = store_->addCounterFace(face);
        for (const storage::CounterFace& earlier : store_->counterFaces(face.gameModule)) {
            if (earlier.pieceId == pieceId && earlier.id != kept) store_->deleteCounterFace(earlier.id);
        }
        return true;
    } catch (const std::exception& error) {
        setStoreMessage(tr("The face of %1 could not be kept (it is known until the app is closed): %2")
                            .arg(piece, QString::fromUtf8(error.what())));
        return false;
    }
}

}  // namespace adj::app
