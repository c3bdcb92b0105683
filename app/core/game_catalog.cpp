#include "app/core/game_catalog.hpp"

#include "engine/games/game.hpp"
#include "engine/sequence/turn_clock.hpp"

#include <QDir>
#include <QFileInfo>

#include <exception>

namespace adj::app {

namespace {

QString catalogText(const std::string& text) { return QString::fromStdString(text); }

}  // namespace

bool hasRulesData(const std::filesystem::path& gameFolder) {
    std::error_code error;
    for (const char* part : {"rules.yaml", "pieces.yaml", "scenarios"})
        if (std::filesystem::exists(gameFolder / part, error)) return true;
    return false;
}

std::vector<ScenarioCard> scenarioCardsOf(const games::Game& game) {
    std::vector<ScenarioCard> cards;
    const data::GameDefinition& definition = game.data.definition;
    for (const auto& [id, scenario] : game.data.scenarios) {
        ScenarioCard card;
        card.id = id;
        card.title = scenario.title;
        card.description = scenario.description;
        const model::Position& start = scenario.start;
        if (game.calendar) {
            // A scenario whose dates are not in the rulebook text has no clock: no date, no length.
            try {
                const sequence::TurnClock clock = game.calendar->clock(id);
                card.date = clock.label(start.time.turn);
                if (const auto last = clock.lastTurn(); last && *last >= start.time.turn) card.turns = *last - start.time.turn + 1;
            } catch (const std::exception&) {
            }
        }
        for (std::size_t index = 0; index < definition.sides.size(); ++index) {
            const data::Side& side = definition.sides[index];
            int count = 0;
            for (const model::Piece& piece : start.pieces) count += piece.side == side.id ? 1 : 0;
            if (count > 0) card.pieces.push_back({side.id, side.name.empty() ? side.id : side.name, count});
        }
        cards.push_back(std::move(card));
    }
    return cards;
}

GameCatalog::GameCatalog(QObject* parent) : QAbstractListModel(parent) {}

void GameCatalog::load(const QString& dataDir) {
    beginResetModel();
    std::vector<std::string> errors;
    // The data folder holds games/; a games folder itself (--data tests/fixtures/games) works too.
    QString root = dataDir;
    if (!dataDir.isEmpty() && !QDir(dataDir).exists(QStringLiteral("games")) && QFileInfo(dataDir).fileName() == QLatin1String("games"))
        root = QFileInfo(dataDir).absolutePath();
    games_.clear();
    problems_.clear();
    for (data::GameManifest& manifest : data::listGames(root.toStdString(), &errors)) {
        Entry entry;
        if (!hasRulesData(manifest.folder)) {
            entry.status = QStringLiteral("coming");
        } else {
            try {
                const std::unique_ptr<const games::Game> game = games::loadGame(manifest.folder);
                entry.scenarios = scenarioCardsOf(*game);
                entry.status = QStringLiteral("ready");
            } catch (const std::exception& error) {
                entry.status = QStringLiteral("error");
                entry.problem = catalogText(error.what());
                problems_ << entry.problem;
            }
        }
        entry.manifest = std::move(manifest);
        games_.push_back(std::move(entry));
    }
    for (const auto& error : errors) problems_ << catalogText(error);
    endResetModel();
    emit countChanged();
}

int GameCatalog::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(games_.size());
}

QVariant GameCatalog::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() < 0 || index.row() >= rowCount()) return {};
    const Entry& entry = games_[static_cast<std::size_t>(index.row())];
    const data::GameManifest& game = entry.manifest;
    switch (role) {
    case IdRole: return catalogText(game.id);
    case Qt::DisplayRole:
    case TitleRole: return catalogText(game.title);
    case EditionRole: return catalogText(game.edition);
    case PublisherRole: return catalogText(game.publisher);
    case BoardRole: return catalogText(game.board);
    case PiecesRole: return catalogText(game.pieces);
    case SummaryRole: return catalogText(game.summary);
    case StatusRole: return entry.status;
    case ProblemRole: return entry.problem;
    default: return {};
    }
}

QHash<int, QByteArray> GameCatalog::roleNames() const {
    return {{IdRole, "gameId"},       {TitleRole, "title"},   {EditionRole, "edition"}, {PublisherRole, "publisher"},
            {BoardRole, "board"},     {PiecesRole, "pieces"}, {SummaryRole, "summary"}, {StatusRole, "status"},
            {ProblemRole, "problem"}};
}

QVariantMap GameCatalog::get(int row) const {
    QVariantMap result;
    if (row < 0 || row >= rowCount()) return result;
    const auto names = roleNames();
    for (auto it = names.cbegin(); it != names.cend(); ++it)
        result.insert(QString::fromUtf8(it.value()), data(index(row), it.key()));
    return result;
}

QVariantList GameCatalog::scenariosOf(const QString& gameId) const {
    QVariantList result;
    for (const Entry& entry : games_) {
        if (catalogText(entry.manifest.id) != gameId) continue;
        for (const ScenarioCard& card : entry.scenarios) {
            QVariantList pieces;
            for (const ScenarioCard::SideCount& side : card.pieces)
                pieces << QVariantMap{{"side", catalogText(side.side)}, {"name", catalogText(side.name)}, {"count", side.pieces}};
            result << QVariantMap{{"id", catalogText(card.id)},
                                  {"title", catalogText(card.title)},
                                  {"description", catalogText(card.description)},
                                  {"date", catalogText(card.date)},
                                  {"turns", card.turns},
                                  {"pieces", pieces}};
        }
    }
    return result;
}

}  // namespace adj::app
