#include "app/core/game_catalog.hpp"

#include <QDir>
#include <QFileInfo>

namespace adj::app {

GameCatalog::GameCatalog(QObject* parent) : QAbstractListModel(parent) {}

void GameCatalog::load(const QString& dataDir) {
    beginResetModel();
    std::vector<std::string> errors;
    // The data folder holds games/; a games folder itself (--data tests/fixtures/games) works too.
    QString root = dataDir;
    if (!dataDir.isEmpty() && !QDir(dataDir).exists(QStringLiteral("games")) && QFileInfo(dataDir).fileName() == QLatin1String("games"))
        root = QFileInfo(dataDir).absolutePath();
    games_ = data::listGames(root.toStdString(), &errors);
    problems_.clear();
    for (const auto& error : errors) problems_ << QString::fromStdString(error);
    endResetModel();
    emit countChanged();
}

int GameCatalog::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(games_.size());
}

QVariant GameCatalog::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() < 0 || index.row() >= rowCount()) return {};
    const auto& game = games_[static_cast<std::size_t>(index.row())];
    switch (role) {
    case IdRole: return QString::fromStdString(game.id);
    case Qt::DisplayRole:
    case TitleRole: return QString::fromStdString(game.title);
    case EditionRole: return QString::fromStdString(game.edition);
    case PublisherRole: return QString::fromStdString(game.publisher);
    case BoardRole: return QString::fromStdString(game.board);
    case PiecesRole: return QString::fromStdString(game.pieces);
    case SummaryRole: return QString::fromStdString(game.summary);
    default: return {};
    }
}

QHash<int, QByteArray> GameCatalog::roleNames() const {
    return {{IdRole, "gameId"},       {TitleRole, "title"}, {EditionRole, "edition"}, {PublisherRole, "publisher"},
            {BoardRole, "board"},     {PiecesRole, "pieces"}, {SummaryRole, "summary"}};
}

QVariantMap GameCatalog::get(int row) const {
    QVariantMap result;
    if (row < 0 || row >= rowCount()) return result;
    const auto names = roleNames();
    for (auto it = names.cbegin(); it != names.cend(); ++it)
        result.insert(QString::fromUtf8(it.value()), data(index(row), it.key()));
    return result;
}

}  // namespace adj::app
