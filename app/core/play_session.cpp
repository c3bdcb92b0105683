#include "app/core/play_session.hpp"

#include "app/core/game_journal.hpp"
#include "app/storage/game_archive.hpp"
#include "app/storage/game_store.hpp"
#include "app/storage/store_error.hpp"
#include "engine/games/chart_values.hpp"
#include "engine/games/chart_words.hpp"
#include "engine/games/move_check.hpp"
#include "engine/games/game_names.hpp"
#include "engine/referee/game_alert_judge.hpp"
#include "engine/session/event_text.hpp"
#include "engine/session/history_lines.hpp"
#include "engine/session/replay.hpp"
#include "engine/session/session_error.hpp"

#include "engine/data/data_error.hpp"
#include "engine/data/game_data.hpp"
#include "engine/games/game.hpp"
#include "engine/games/game_position.hpp"
#include "engine/games/position_report.hpp"
#include "engine/games/supply_route.hpp"
#include "engine/model/position.hpp"
#include "engine/sequence/sequence_error.hpp"
#include "engine/sequence/walker.hpp"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QLineF>
#include <QTimer>
#include <QPointF>
#include <QUrl>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace adj::app {

namespace {

QString qs(const std::string& text) { return QString::fromStdString(text); }

// The edge two hexes share, as an SVG path in map mm; empty when they share none (not neighbours,
// or not both hexes).
QString sharedEdgePath(const board::HexGrid& grid, const board::Space& a, const board::Space& b) {
    if (!a.hex || !b.hex) return {};
    QList<QPointF> shared;
    const auto cornersB = grid.corners(*b.hex);
    for (const board::MapPoint& corner : grid.corners(*a.hex))
        for (const board::MapPoint& other : cornersB)
            if (std::abs(corner.x - other.x) < 0.5 && std::abs(corner.y - other.y) < 0.5) shared << QPointF(corner.x, corner.y);
    if (shared.size() != 2) return {};
    return QStringLiteral("M %1 %2 L %3 %4")
        .arg(shared[0].x(), 0, 'f', 2)
        .arg(shared[0].y(), 0, 'f', 2)
        .arg(shared[1].x(), 0, 'f', 2)
        .arg(shared[1].y(), 0, 'f', 2);
}

QStringList toStringList(const std::vector<std::string>& items) {
    QStringList list;
    for (const auto& item : items) list << qs(item);
    return list;
}

// A file path from QML may come as a URL ("file:///...").
QString localPath(const QString& pathOrUrl) {
    if (pathOrUrl.startsWith(QStringLiteral("file:"))) return QUrl(pathOrUrl).toLocalFile();
    return pathOrUrl;
}

QString svgPath(const QList<QPointF>& points) {
    QString path;
    for (int i = 0; i < points.size(); ++i)
        path += (i == 0 ? QStringLiteral("M ") : QStringLiteral(" L ")) + QString::number(points[i].x(), 'f', 2) +
                QLatin1Char(' ') + QString::number(points[i].y(), 'f', 2);
    if (!points.isEmpty()) path += QStringLiteral(" Z");
    return path;
}

int severityRank(const QString& severity) {
    if (severity == QLatin1String("error")) return 3;
    if (severity == QLatin1String("warning")) return 2;
    if (severity == QLatin1String("info")) return 1;
    return 0;
}

// The supply state a space shows for its pieces: the worst one there ("supplied" only when all are).
QString worseSupply(const QString& current, const QString& state) {
    if (state.isEmpty()) return current;
    if (current.isEmpty() || current == QLatin1String("supplied")) return state;
    return current;
}

QString supplyStateOf(const nlohmann::json& supply, const std::string& pieceId) {
    const auto it = supply.find(pieceId);
    if (it == supply.end()) return {};
    if (it->is_string()) return qs(it->get<std::string>());
    if (it->is_object() && it->contains("state") && it->at("state").is_string())
        return qs(it->at("state").get<std::string>());
    return qs(it->dump());
}

constexpr double kBoxWidthMm = 36.0;
constexpr double kBoxHeightMm = 32.0;

}  // namespace

PlaySession::PlaySession(QObject* parent) : QObject(parent) {}

namespace {

// The chart values of a game module are kept as settings, so that values entered once serve every
// later game of that module at this table; each game also records them (exports carry them).
std::string chartSettingKey(const std::string& gameId, const std::string& key) {
    return "chart-value/" + gameId + "/" + key;
}

// The values entered at this table for the game's charts; a stored value that no longer fits the
// data (the data changed) is skipped, never forced.
// `definition` is the game's data as written (its `chart` values not yet filled in).
games::ChartValues storedChartValues(storage::GameStore* store, const data::GameDefinition& definition) {
    games::ChartValues values;
    if (!store) return values;
    for (const games::ChartQuestion& question : games::chartQuestions(definition)) {
        try {
            if (const auto text = store->setting(chartSettingKey(definition.game, question.key)))
                values.emplace(question.key, games::parseChartValue(*text, question.type));
        } catch (const std::exception& error) {
            qWarning("chart value %s ignored: %s", question.key.c_str(), error.what());
        }
    }
    return values;
}

// The walk through the game's sequence of play on the scenario's calendar; null without one.
std::unique_ptr<const sequence::Walker> walkerFor(const games::Game& game, const model::Position& position) {
    if (!game.sequence || !game.calendar) return nullptr;
    std::optional<sequence::TurnClock> clock;
    try {
        clock.emplace(game.calendar->clock(position.scenario));
    } catch (const sequence::SequenceError&) {
        clock.emplace(game.calendar->clock());
    }
    return std::make_unique<const sequence::Walker>(*game.sequence, *clock);
}

// The game, with the chart values this table has entered and what the kit on `table` prints.
std::unique_ptr<const games::Game> loadWithCharts(const std::filesystem::path& folder, storage::GameStore* store,
                                                  const games::Table& table = {}) {
    std::unique_ptr<const games::Game> game = games::loadGame(folder);
    games::ChartValues values = storedChartValues(store, game->data.definition);
    if (values.empty() && table == games::Table{}) return game;
    return games::loadGame(folder, values, table);
}

}  // namespace

PlaySession::~PlaySession() = default;

void PlaySession::setDataDir(const QString& dir) {
    const QString path = localPath(dir);
    if (path == dataDir_) return;
    dataDir_ = path;
    emit dataDirChanged();
}

QString PlaySession::gamesFolder() const {
    const QString base = dataDir_.isEmpty() ? qs(data::defaultDataDir().string()) : dataDir_;
    const QDir dir(base);
    return dir.exists(QStringLiteral("games")) ? dir.filePath(QStringLiteral("games")) : dir.absolutePath();
}

QString PlaySession::gameFolder(const QString& gameId) const { return QDir(gamesFolder()).filePath(gameId); }

void PlaySession::clear() {
    const bool wasLoaded = loaded();
    pendingMoveAlerts_.clear();
    actionMoveAlerts_.clear();
    ledger_ = {};
    ledgerSeen_ = 0;
    stepStart_.reset();
    stepConsequences_.clear();
    journal_.reset();
    replayIndex_ = -1;
    historyModel_.setRows({});
    chartQuestions_.clear();
    walker_.reset();
    report_.reset();
    position_.reset();
    game_.reset();
    scenarioTitle_.clear();
    bounds_ = {};
    mapLines_.clear();
    sides_.clear();
    mapModel_.setRows({});
    pieceModel_.setRows({});
    alertModel_.setRows({});
    errorCount_ = warningCount_ = 0;
    turnLabel_.clear();
    stepTitle_.clear();
    actor_.clear();
    checklist_.clear();
    refreshHeader(nullptr);
    canNext_ = canPrevious_ = false;
    if (!overrides_.isEmpty()) {
        overrides_.clear();
        emit overridesChanged();
    }
    if (!error_.isEmpty()) {
        error_.clear();
        emit errorMessageChanged();
    }
    if (wasLoaded) emit loadedChanged();
    emit evaluated();
    emit stepChanged();
    emit historyChanged();
    emit replayChanged();
    emit chartsChanged();
}

void PlaySession::fail(const QString& message) {
    error_ = message;
    emit errorMessageChanged();
}

bool PlaySession::load(const QString& gameId, const QString& scenarioId) {
    clear();
    if (gameId.isEmpty()) {
        fail(tr("No game was chosen."));
        return false;
    }
    const QString folder = gameFolder(gameId);
    if (!QFileInfo::exists(QDir(folder).filePath(QStringLiteral("game.yaml")))) {
        fail(tr("There is no game '%1' in %2.").arg(gameId, gamesFolder()));
        return false;
    }
    try {
        std::unique_ptr<const games::Game> game = loadWithCharts(folder.toStdString(), store_.get());
        const data::Scenario* scenario = nullptr;
        if (scenarioId.isEmpty()) {
            if (!game->data.scenarios.empty()) scenario = &game->data.scenarios.begin()->second;
        } else {
            scenario = game->data.findScenario(scenarioId.toStdString());
        }
        if (!scenario) {
            fail(scenarioId.isEmpty() ? tr("%1 has no scenarios.").arg(gameId)
                                      : tr("%1 has no scenario '%2'.").arg(gameId, scenarioId));
            return false;
        }
        auto position = std::make_unique<model::Position>(scenario->start);
        start(std::move(game), std::move(position), qs(scenario->title));
    } catch (const std::exception& error) {
        clear();
        fail(tr("%1 could not be loaded: %2").arg(gameId, qs(error.what())));
        return false;
    }
    return loaded();
}

bool PlaySession::loadPosition(const QString& file) {
    clear();
    // A position file opened for a look is not a game of the store: it is kept in memory only.
    std::unique_ptr<storage::GameStore> keep = std::move(store_);
    try {
        games::LoadedPosition loadedPosition =
            games::loadPositionWithGame(localPath(file).toStdString(), gamesFolder().toStdString());
        auto position = std::make_unique<model::Position>(std::move(loadedPosition.position));
        const data::Scenario* scenario = loadedPosition.game->data.findScenario(position->scenario);
        const QString title = scenario ? qs(scenario->title) : QFileInfo(localPath(file)).completeBaseName();
        start(std::move(loadedPosition.game), std::move(position), title);
    } catch (const std::exception& error) {
        store_ = std::move(keep);
        clear();
        fail(tr("%1 could not be loaded: %2").arg(QFileInfo(localPath(file)).fileName(), qs(error.what())));
        return false;
    }
    store_ = std::move(keep);
    return loaded();
}

void PlaySession::start(std::unique_ptr<const games::Game> game, std::unique_ptr<model::Position> position,
                        const QString& scenarioTitle, std::optional<qint64> key) {
    if (!game->data.findMap(position->map)) {
        fail(tr("%1 has no map '%2'.").arg(qs(game->id()), qs(position->map)));
        return;
    }
    if (!game->module) {
        fail(tr("%1 has no rules module yet.").arg(qs(game->id())));
        return;
    }
    // The game is judged with what lies on the table: a practice map's chart, a scenario's counter kit.
    if (game->table != games::tableOf(*position))
        game = loadWithCharts(gameFolder(qs(game->id())).toStdString(), store_.get(), games::tableOf(*position));
    walker_ = walkerFor(*game, *position);
    game_ = std::move(game);
    position_ = std::move(position);
    scenarioTitle_ = scenarioTitle;
    if (walker_ && position_->step.empty()) {
        sequence::Facts facts;
        facts.records = &position_->records;
        const sequence::Cursor first = walker_->first(facts);
        position_->time = first.time;
        position_->step = first.step;
        if (!first.phasing.empty()) position_->phasingSide = first.phasing;
    }
    // The game is kept from its first moment: a new record in the store, or the stored one resumed.
    try {
        if (key) {
            // The scenario's start (as a new game would store it) stands in for a lost starting snapshot.
            std::optional<model::Position> scenarioStart;
            if (!position_->scenario.empty()) scenarioStart = *position_;
            journal_ = std::make_unique<GameJournal>(GameJournal::resume(*store_, *key, std::move(scenarioStart)));
            if (!journal_->resumeNote().empty()) setStoreMessage(qs(journal_->resumeNote()));
        } else if (store_) {
            const QString title = scenarioTitle.isEmpty() ? qs(game_->data.manifest.title)
                                                          : qs(game_->data.manifest.title) + QStringLiteral(": ") + scenarioTitle;
            journal_ = std::make_unique<GameJournal>(GameJournal::start(*store_, *position_, title.toStdString()));
        }
    } catch (const std::exception& error) {
        if (key) {
            // A stored game that cannot be read back is not replaced by something else silently.
            game_.reset();
            position_.reset();
            walker_.reset();
            fail(tr("The saved game could not be resumed: %1").arg(qs(error.what())));
            return;
        }
        setStoreMessage(tr("This game is NOT being saved: %1").arg(qs(error.what())));
    }
    if (!journal_) journal_ = std::make_unique<GameJournal>(GameJournal::inMemory(*position_));
    *position_ = journal_->position();
    // A resumed game's ledger starts from the game as it stands: its alerts are raised there, with
    // what the moves of the step in play did, judged from where the step began (as before the stop).
    ledger_ = {};
    ledgerSeen_ = journal_->session().log().size();
    ledgerResumed_ = key.has_value();
    try {
        stepStart_ = journal_->session().positionAfter(journal_->session().currentStepBegan());
    } catch (const std::exception& error) {
        qWarning("finding where this step began: %s", error.what());
        stepStart_ = *position_;
    }
    rebuildOverrides();
    refreshCharts();
    refreshHistory();
    emit storeChanged();
    sides_.clear();
    for (const data::Side& side : game_->data.definition.sides)
        sides_ << QVariantMap{{"id", qs(side.id)}, {"name", qs(side.name)}, {"colour", qs(side.colour.hex())}};
    buildMap();
    emit loadedChanged();
    evaluate();
    refreshStep();
}

void PlaySession::buildMap() {
    const data::GameMap& map = *game_->data.findMap(position_->map);
    const board::SpaceGraph& graph = map.graph;
    const data::GameDefinition& definition = game_->data.definition;
    QList<RowListModel::Row> rows;
    QRectF bounds;
    // Counters are drawn at 0.6 of this: a 25 mm hex holds a 15 mm counter. Areas have no one size,
    // so their counters get the size they have on most tables.
    spaceSize_ = 26;
    bool sized = false;
    for (board::SpaceIndex index = 0; index < graph.spaceCount(); ++index) {
        const board::Space& space = graph.space(index);
        if (space.kind == board::SpaceKind::Hexside || !space.centre) continue;
        QList<QPointF> corners;
        QString kind;
        if (space.kind == board::SpaceKind::Hex && space.hex && graph.hexGrid()) {
            kind = QStringLiteral("hex");
            for (const board::MapPoint& corner : graph.hexGrid()->corners(*space.hex)) corners << QPointF(corner.x, corner.y);
            if (!sized) {  // corner to opposite corner, times cos 30 degrees
                spaceSize_ = QLineF(corners[0], corners[3]).length() * 0.8660254;
                sized = true;
            }
        } else if (space.kind == board::SpaceKind::Area && graph.areaMap()) {
            kind = QStringLiteral("area");
            if (const auto area = graph.areaMap()->find(space.id))
                for (const board::MapPoint& point : graph.areaMap()->area(*area).outline) corners << QPointF(point.x, point.y);
        } else {
            kind = QStringLiteral("box");
            const double x = space.centre->x;
            const double y = space.centre->y;
            corners << QPointF(x - kBoxWidthMm / 2, y - kBoxHeightMm / 2) << QPointF(x + kBoxWidthMm / 2, y - kBoxHeightMm / 2)
                    << QPointF(x + kBoxWidthMm / 2, y + kBoxHeightMm / 2) << QPointF(x - kBoxWidthMm / 2, y + kBoxHeightMm / 2);
        }
        QVariantList cornerList;
        for (const QPointF& corner : corners) {
            cornerList << corner;
            bounds |= QRectF(corner, QSizeF(0.01, 0.01));
        }
        QStringList features;
        for (const data::FeatureKind& feature : definition.features)
            if (const auto bit = definition.featureBit(feature.id); bit && space.features.has(*bit)) features << qs(feature.id);
        const QString terrain = static_cast<std::size_t>(space.terrain) < definition.terrain.size() ? qs(definition.terrain[space.terrain].id) : QString();

        RowListModel::Row row(MapModel::ColumnCount);
        row[MapModel::SpaceId] = qs(space.id);
        row[MapModel::Name] = qs(map.info(index).name);
        row[MapModel::Kind] = kind;
        row[MapModel::CentreX] = space.centre->x;
        row[MapModel::CentreY] = space.centre->y;
        row[MapModel::Corners] = cornerList;
        row[MapModel::Outline] = svgPath(corners);
        row[MapModel::Terrain] = terrain;
        row[MapModel::Features] = features;
        row[MapModel::Control] = QString();
        row[MapModel::AlertCount] = 0;
        row[MapModel::AlertSeverity] = QString();
        row[MapModel::Supply] = QString();
        row[MapModel::PieceCount] = 0;
        row[MapModel::Zoc] = QStringList();
        rows << row;
    }
    bounds_ = bounds.adjusted(-6, -6, 6, 6);
    mapModel_.setRows(std::move(rows));

    // Borders with features (rivers...): the edge two hexes share, where both are hexes.
    mapLines_.clear();
    const board::HexGrid* grid = graph.hexGrid();
    for (const board::Border& border : graph.borders()) {
        if (border.features.empty() || !grid) continue;
        const board::Space& a = graph.space(border.first);
        const board::Space& b = graph.space(border.second);
        if (!a.hex || !b.hex) continue;
        QString type;
        for (const data::FeatureKind& kind : definition.borderKinds)
            if (border.features.has(kind.bit)) {
                type = qs(kind.id);
                if (type != QLatin1String("bridge")) break;  // a river with a bridge is drawn as a river
            }
        const QString edge = sharedEdgePath(*grid, a, b);
        if (edge.isEmpty()) continue;
        const bool bridged = [&] {
            const auto bit = definition.borderBit("bridge");
            return bit && border.features.has(*bit);
        }();
        mapLines_ << QVariantMap{{"kind", "border"}, {"type", type}, {"bridge", bridged}, {"path", edge}};
    }
    // Network edges (rail, road...): centre to centre.
    for (board::LayerIndex layer = 0; layer < graph.layerCount(); ++layer) {
        const QString type = qs(graph.layerName(layer));
        QString path;
        for (const board::NetworkEdge& edge : graph.networkEdges(layer)) {
            const auto& from = graph.space(edge.first).centre;
            const auto& to = graph.space(edge.second).centre;
            if (!from || !to) continue;
            if (graph.space(edge.first).kind == board::SpaceKind::Box || graph.space(edge.second).kind == board::SpaceKind::Box)
                continue;
            path += QStringLiteral("M %1 %2 L %3 %4 ")
                        .arg(from->x, 0, 'f', 2)
                        .arg(from->y, 0, 'f', 2)
                        .arg(to->x, 0, 'f', 2)
                        .arg(to->y, 0, 'f', 2);
        }
        if (!path.isEmpty()) mapLines_ << QVariantMap{{"kind", "network"}, {"type", type}, {"bridge", false}, {"path", path.trimmed()}};
    }
}

void PlaySession::evaluate() {
    if (!game_ || !position_) return;
    const data::GameMap& map = *game_->data.findMap(position_->map);
    try {
        report_ = std::make_unique<const games::PositionReport>(games::evaluatePosition(*game_, *position_, map));
    } catch (const std::exception& error) {
        report_.reset();
        fail(tr("The rules could not check this position: %1").arg(qs(error.what())));
    }
    // What this step's moves have done to stacking and supply, which the sequence of play may only
    // check later in the turn: shown while it lasts, gone once put right or when the step changes.
    stepConsequences_.clear();
    if (report_ && stepStart_ && replayIndex_ < 0) {
        try {
            stepConsequences_ = referee::stepConsequences(*game_, map, *stepStart_, *position_);
        } catch (const std::exception& error) {
            qWarning("judging what this step's moves did: %s", error.what());
        }
    }
    feedLedger();
    const data::GameDefinition& definition = game_->data.definition;
    // When each standing alert was raised, for the panel.
    std::map<std::string, const referee::AlertRecord*> raisedBy;
    if (replayIndex_ < 0)
        for (const referee::AlertRecord& record : ledger_.log())
            if (record.standing()) raisedBy[record.alert.key()] = &record;

    // Alerts, and how many name each space and piece.
    QList<RowListModel::Row> alertRows;
    std::map<QString, int> alertsAtSpace;
    std::map<QString, QString> severityAtSpace;
    std::map<QString, int> alertsOnPiece;
    errorCount_ = warningCount_ = 0;
    if (report_) {
        for (const model::Alert& alert : shownAlerts()) {
            const QString severity = qs(std::string(model::toString(alert.severity)));
            if (alert.severity == model::Severity::Error) ++errorCount_;
            if (alert.severity == model::Severity::Warning) ++warningCount_;
            QStringList spaces = toStringList(alert.spaces);
            if (spaces.isEmpty())  // an alert about pieces badges the spaces they stand in
                for (const std::string& pieceId : alert.pieces)
                    if (const model::Piece* piece = position_->findPiece(pieceId); piece && piece->location.onBoard())
                        if (!spaces.contains(qs(piece->location.space))) spaces << qs(piece->location.space);
            for (const QString& space : spaces) {
                ++alertsAtSpace[space];
                if (severityRank(severity) > severityRank(severityAtSpace[space])) severityAtSpace[space] = severity;
            }
            for (const std::string& piece : alert.pieces) ++alertsOnPiece[qs(piece)];
            RowListModel::Row row(AlertModel::ColumnCount);
            row[AlertModel::Code] = qs(alert.code);
            row[AlertModel::Headline] = qs(alert.headline);
            const auto raised = raisedBy.find(alert.key());
            const referee::AlertRecord* record = raised == raisedBy.end() ? nullptr : raised->second;
            row[AlertModel::Standing] = record != nullptr && alert.severity != model::Severity::Info;
            row[AlertModel::RaisedTurn] = record ? record->raised.turn : position_->time.turn;
            row[AlertModel::RaisedStep] = stepWords(record ? record->raised.step : position_->step);
            row[AlertModel::Severity] = severity;
            row[AlertModel::Rule] = qs(alert.rule);
            row[AlertModel::Message] = qs(alert.message);
            row[AlertModel::Fix] = qs(alert.fix);
            row[AlertModel::Spaces] = spaces;
            row[AlertModel::Pieces] = toStringList(alert.pieces);
            alertRows << row;
        }
    }
    alertModel_.setRows(std::move(alertRows));

    // Pieces, stacked in their spaces in placement order.
    const board::SpaceGraph& graph = map.graph;
    std::map<QString, int> stackSize;
    for (const model::Piece& piece : position_->pieces)
        if (piece.location.onBoard()) ++stackSize[qs(piece.location.space)];
    std::map<QString, int> stacked;
    std::map<QString, QString> supplyAtSpace;
    QList<RowListModel::Row> pieceRows;
    const games::PieceNames pieceNames(definition, games::givenPieceNames(*game_, *position_));
    for (const model::Piece& piece : position_->pieces) {
        const QString spaceId = qs(piece.location.space);
        const auto spaceIndex = piece.location.onBoard() ? graph.find(piece.location.space) : std::nullopt;
        board::MapPoint centre{};
        bool hasCentre = false;
        if (spaceIndex && graph.space(*spaceIndex).centre) {
            centre = *graph.space(*spaceIndex).centre;
            hasCentre = true;
        }
        const QString supply = report_ ? supplyStateOf(report_->supply, piece.id) : QString();
        if (piece.location.onBoard()) supplyAtSpace[spaceId] = worseSupply(supplyAtSpace[spaceId], supply);
        const data::Side* side = definition.sides.find(piece.side);
        const data::PieceKind* kind = definition.pieceKinds.find(piece.kind);
        QStringList flags;
        for (const std::string& flag : piece.flags) flags << qs(flag);

        RowListModel::Row row(PieceModel::ColumnCount);
        row[PieceModel::PieceId] = qs(piece.id);
        row[PieceModel::Side] = qs(piece.side);
        row[PieceModel::SideColour] = side ? qs(side->colour.hex()) : QStringLiteral("#808080");
        row[PieceModel::Kind] = qs(piece.kind);
        row[PieceModel::KindName] = kind ? qs(kind->name) : (piece.hidden() ? tr("Hidden") : qs(piece.kind));
        row[PieceModel::Category] = kind ? qs(kind->category) : QString();
        row[PieceModel::Strength] = piece.strength;
        row[PieceModel::Space] = spaceId;
        row[PieceModel::X] = centre.x;
        row[PieceModel::Y] = centre.y;
        row[PieceModel::StackIndex] = piece.location.onBoard() ? stacked[spaceId]++ : 0;
        row[PieceModel::StackSize] = piece.location.onBoard() ? stackSize[spaceId] : 0;
        row[PieceModel::OnMap] = hasCentre;
        row[PieceModel::Supply] = supply;
        row[PieceModel::Flags] = flags;
        row[PieceModel::AlertCount] = alertsOnPiece[qs(piece.id)];
        row[PieceModel::Name] = qs(pieceNames.name(piece));
        pieceRows << row;
    }
    pieceModel_.setRows(std::move(pieceRows));

    // The sides whose zone (the game's first: its ZOC or equivalent) covers each space.
    std::map<QString, QStringList> zoneAtSpace;
    if (report_)
        for (const auto& [side, spaces] : report_->zones.items())
            for (const auto& space : spaces)
                if (space.is_string()) zoneAtSpace[qs(space.get<std::string>())] << qs(side);

    // The map's changing columns: control, alerts, supply, zones and how many pieces stand there.
    QList<RowListModel::Row> mapRows = mapModel_.rows();
    for (RowListModel::Row& row : mapRows) {
        const QString id = row[MapModel::SpaceId].toString();
        const auto control = position_->control.find(id.toStdString());
        row[MapModel::Control] = control == position_->control.end() ? QString() : qs(control->second);
        const auto alerts = alertsAtSpace.find(id);
        row[MapModel::AlertCount] = alerts == alertsAtSpace.end() ? 0 : alerts->second;
        const auto severity = severityAtSpace.find(id);
        row[MapModel::AlertSeverity] = severity == severityAtSpace.end() ? QString() : severity->second;
        const auto supply = supplyAtSpace.find(id);
        row[MapModel::Supply] = supply == supplyAtSpace.end() ? QString() : supply->second;
        const auto pieces = stackSize.find(id);
        row[MapModel::PieceCount] = pieces == stackSize.end() ? 0 : pieces->second;
        const auto zone = zoneAtSpace.find(id);
        row[MapModel::Zoc] = zone == zoneAtSpace.end() ? QStringList() : zone->second;
    }
    mapModel_.updateRows(mapRows, {MapModel::Control, MapModel::AlertCount, MapModel::AlertSeverity, MapModel::Supply,
                                   MapModel::PieceCount, MapModel::Zoc});

    // Zones on hexsides (a ship's naval zone of influence along a river), which no hex shows: the
    // edge itself, for each side whose zone covers it.
    zoneLines_.clear();
    const board::HexGrid* grid = map.graph.hexGrid();
    if (report_ && grid) {
        for (const auto& [zone, sides] : report_->zoneTypes.items()) {
            QString rule;
            for (const games::ZoneSpec& spec : game_->rules.zones)
                if (spec.id == zone) rule = qs(spec.rule);
            for (const auto& [side, spaces] : sides.items()) {
                for (const auto& space : spaces) {
                    if (!space.is_string()) continue;
                    const auto index = map.graph.find(space.get<std::string>());
                    if (!index) continue;
                    const board::Space& onBorder = map.graph.space(*index);
                    if (onBorder.kind != board::SpaceKind::Hexside || !onBorder.hexside) continue;
                    const board::Border& border = map.graph.border(*onBorder.hexside);
                    const QString edge = sharedEdgePath(*grid, map.graph.space(border.first), map.graph.space(border.second));
                    if (edge.isEmpty()) continue;
                    zoneLines_ << QVariantMap{{"zone", qs(zone)},
                                              {"rule", rule},
                                              {"side", qs(side)},
                                              {"space", qs(space.get<std::string>())},
                                              {"path", edge}};
                }
            }
        }
    }
    emit evaluated();
}

void PlaySession::refreshStep() {
    turnLabel_.clear();
    stepTitle_.clear();
    actor_.clear();
    checklist_.clear();
    canNext_ = canPrevious_ = false;
    refreshHeader(nullptr);
    if (position_) {
        turnLabel_ = tr("Turn %1").arg(position_->time.turn);
        if (report_) stepTitle_ = qs(report_->stepTitle);
    }
    if (walker_ && position_ && !position_->step.empty()) {
        sequence::Facts facts;
        facts.records = &position_->records;
        const sequence::Cursor cursor = sequence::Cursor::of(*position_);
        try {
            const sequence::StepView view = walker_->view(cursor, facts);
            if (!view.turnLabel.empty()) turnLabel_ = qs(view.turnLabel);
            stepTitle_ = qs(view.pathText);
            QStringList names;
            for (const std::string& sideId : view.actor.sides) {
                const data::Side* side = game_->data.definition.sides.find(sideId);
                names << (side ? qs(side->name) : qs(sideId));
            }
            if (!view.actor.known) actor_ = tr("The phasing side");
            else if (view.actor.who == sequence::Who::None) actor_ = tr("Nobody: bookkeeping");
            else if (view.actor.who == sequence::Who::Both) actor_ = tr("Both sides together");
            else actor_ = names.join(tr(" and "));
            checklist_ = toStringList(view.checklist);
            canNext_ = walker_->next(cursor, facts).has_value();
            canPrevious_ = walker_->previous(cursor, facts).has_value();
            refreshHeader(&view);
        } catch (const std::exception& error) {
            fail(tr("The sequence of play does not know this step: %1").arg(qs(error.what())));
        }
    }
    emit stepChanged();
}

bool PlaySession::next() {
    if (errorCount_ > 0) return false;
    return advance();
}

bool PlaySession::overrideAndNext(const QString& reason) {
    if (!walker_ || !position_ || replayIndex_ >= 0 || reason.trimmed().isEmpty()) return false;
    // Each error alert the players keep is an override with their reason, logged with the step
    // change as one action, so an undo takes both back.
    std::vector<session::Payload> payloads;
    if (report_)
        for (const model::Alert& alert : shownAlerts())
            if (alert.severity == model::Severity::Error)
                payloads.emplace_back(session::AlertOverridden{alert.key(), reason.trimmed().toStdString()});
    const auto step = nextStep();
    if (!step) return false;
    payloads.emplace_back(*step);
    if (!record(std::move(payloads))) return false;
    qInfo("override at %s (turn %d): %s", step->from.c_str(), step->time.turn, qPrintable(reason.trimmed()));
    return true;
}

std::optional<session::StepAdvanced> PlaySession::nextStep(bool forward) {
    if (!walker_ || !position_) return std::nullopt;
    sequence::Facts facts;
    facts.records = &position_->records;
    std::optional<sequence::Cursor> cursor;
    try {
        const sequence::Cursor here = sequence::Cursor::of(*position_);
        cursor = forward ? walker_->next(here, facts) : walker_->previous(here, facts);
    } catch (const std::exception& error) {
        fail(qs(error.what()));
        return std::nullopt;
    }
    if (!cursor) return std::nullopt;
    return session::StepAdvanced{position_->step, cursor->step, cursor->time, cursor->phasing};
}

bool PlaySession::advance() {
    if (replayIndex_ >= 0) return false;
    const auto step = nextStep();
    return step && record({*step});
}

bool PlaySession::previous() {
    if (replayIndex_ >= 0) return false;
    const auto step = nextStep(false);
    return step && record({*step});
}

bool PlaySession::movePiece(const QString& pieceId, const QString& spaceId) {
    if (!position_ || replayIndex_ >= 0) return false;
    const model::Piece* piece = position_->findPiece(pieceId.toStdString());
    if (!piece) return false;
    const data::GameMap& map = *game_->data.findMap(position_->map);
    if (!spaceId.isEmpty() && !map.graph.find(spaceId.toStdString())) return false;
    if (piece->location.space == spaceId.toStdString()) return true;
    return recordMoves({session::PieceMoved{piece->id, piece->location.space, spaceId.toStdString()}}, session::Source::Touch);
}

bool PlaySession::recordMoves(std::vector<session::Payload> payloads, session::Source source) {
    // Moves are judged against the position they were made in (costs, allowance, enemy hexes: 9.1),
    // and for what they make of stacking and supply, which the step's own checks may only look at
    // later in the turn. Judged before they are recorded, so the screen is evaluated once.
    std::vector<std::pair<std::string, std::string>> moves;
    for (const session::Payload& payload : payloads)
        if (const auto* moved = std::get_if<session::PieceMoved>(&payload)) moves.emplace_back(moved->piece, moved->to);
    if (!moves.empty() && replayIndex_ < 0) {
        try {
            // What the moves do to stacking and supply stands for the rest of the step (evaluate,
            // stepConsequences_); the marches themselves are judged for this action only.
            pendingMoveAlerts_ = games::judgeMarches(*game_, *position_, *game_->data.findMap(position_->map), moves);
        } catch (const std::exception& error) {
            qWarning("judging the moves just made: %s", error.what());
        }
    }
    return record(std::move(payloads), source);
}

bool PlaySession::advanceTo(const QString& stepId) {
    if (!walker_ || !position_ || replayIndex_ >= 0) return false;
    // Through the sequence step by step, as the players pressing Next would, so the history shows
    // each step; a whole game turn has well under a hundred steps.
    for (int guard = 0; guard < 500; ++guard) {
        if (qs(position_->step) == stepId) return true;
        if (!advance()) break;
    }
    setNotice(tr("The step %1 was not found ahead in this game's sequence of play").arg(stepId));
    return false;
}

std::vector<model::Alert> PlaySession::shownAlerts() const {
    // What stands (the ledger): a move's error stays until it is undone, put right or overridden.
    if (journal_ && replayIndex_ < 0) return ledger_.standing();
    std::vector<model::Alert> alerts = report_ ? report_->alerts : std::vector<model::Alert>{};
    model::sortForDisplay(alerts);
    return alerts;
}

void PlaySession::feedLedger() {
    if (!journal_ || !report_ || !game_ || !position_ || replayIndex_ >= 0) return;
    const session::Session& session = journal_->session();
    const std::vector<session::Event>& log = session.log();
    // One call of append (one action), one undo or redo; nothing new when the charts or a replay
    // changed the screen, and then the ledger looks again at the position as it stands.
    const std::vector<session::Event> action(log.begin() + static_cast<std::ptrdiff_t>(std::min(ledgerSeen_, log.size())), log.end());
    ledgerSeen_ = log.size();
    referee::ActionVerdicts verdicts;
    verdicts.position = report_->alerts;
    verdicts.consequences = stepConsequences_;
    verdicts.moves = std::exchange(actionMoveAlerts_, {});
    try {
        const referee::GameAlertJudge judge(*game_, *game_->data.findMap(position_->map));
        if (std::exchange(ledgerResumed_, false)) {
            for (model::Alert& alert : judge.positionAlerts(*position_, ""))
                if (alert.severity != model::Severity::Info) verdicts.consequences.push_back(std::move(alert));
        }
        ledger_.record(action, log, session.state(), verdicts, judge);
    } catch (const std::exception& error) {
        qWarning("keeping the alerts: %s", error.what());
    }
}

QString PlaySession::stepWords(const std::string& step) const {
    if (!walker_ || step.empty()) return qs(step);
    try {
        return qs(walker_->pathText(step));
    } catch (const std::exception&) {
        return qs(step);
    }
}

QVariantList PlaySession::alertLog() const {
    QVariantList log;
    for (const referee::AlertRecord& record : ledger_.log()) {
        const model::Alert& alert = record.alert;
        QVariantMap item{{"headline", qs(alert.headline)},
                         {"code", qs(alert.code)},
                         {"severity", qs(std::string(model::toString(alert.severity)))},
                         {"rule", qs(alert.rule)},
                         {"message", qs(alert.message)},
                         {"fix", qs(alert.fix)},
                         {"spaces", toStringList(alert.spaces)},
                         {"pieces", toStringList(alert.pieces)},
                         {"raisedSeq", static_cast<qint64>(record.raised.seq)},
                         {"raisedTurn", record.raised.turn},
                         {"raisedStep", stepWords(record.raised.step)},
                         {"ending", qs(std::string(referee::toString(record.ending)))},
                         {"reason", qs(record.reason)}};
        if (record.ended) {
            item["endedSeq"] = static_cast<qint64>(record.ended->seq);
            item["endedTurn"] = record.ended->turn;
            item["endedStep"] = stepWords(record.ended->step);
        }
        log << item;
    }
    return log;
}

bool PlaySession::recordFromCamera(std::vector<session::Payload> payloads) {
    if (replayIndex_ >= 0 || payloads.empty() || !position_) return false;
    return recordMoves(std::move(payloads), session::Source::Camera);
}

const data::GameMap* PlaySession::currentMap() const {
    return game_ && position_ ? game_->data.findMap(position_->map) : nullptr;
}

QString PlaySession::currentMapId() const {
    if (!game_ || !position_) return {};
    const data::GameMap* map = game_->data.findMap(position_->map);
    return map ? qs(map->id) : QString();
}

bool PlaySession::record(std::vector<session::Payload> payloads, session::Source source) {
    // What this action's moves break (recordMoves) goes to the alert ledger once it is kept, and
    // stands there until undone, put right or overridden.
    std::vector<model::Alert> judged = std::move(pendingMoveAlerts_);
    pendingMoveAlerts_.clear();
    if (!journal_) return false;
    try {
        journal_->append(std::move(payloads), source);
        if (!storeMessage_.isEmpty() && journal_->stored()) setStoreMessage({});
        actionMoveAlerts_ = std::move(judged);
    } catch (const storage::StoreError& error) {
        // Nothing was half-kept: the journal is back to what the store holds, and the screen too.
        setStoreMessage(tr("This change could not be saved, so it was not made: %1").arg(qs(error.what())));
        showJournalPosition();
        return false;
    } catch (const session::SessionError& error) {
        setNotice(tr("Refused: %1").arg(qs(error.what())));
        return false;
    }
    showJournalPosition();
    return true;
}

void PlaySession::showJournalPosition() {
    if (!journal_ || !position_) return;
    *position_ = replayIndex_ >= 0 ? journal_->session().positionAfter(static_cast<std::size_t>(replayIndex_))
                                   : journal_->position();
    // Where the pieces stood when this step began: the moves made since are judged for what they do
    // to stacking and supply (evaluate). Undoing back into an earlier step starts that step afresh.
    if (replayIndex_ < 0 && (!stepStart_ || stepStart_->step != position_->step || stepStart_->time != position_->time))
        stepStart_ = *position_;
    rebuildOverrides();
    evaluate();
    refreshStep();
    refreshHistory();
}

void PlaySession::rebuildOverrides() {
    QVariantList overrides;
    if (journal_) {
        // Overrides still in effect (not undone), grouped by the action that made them.
        const session::SessionState& state = journal_->session().state();
        std::map<long long, QVariantMap> byEvent;
        for (const auto& [alertKey, decision] : state.alerts) {
            if (decision.kind != session::AlertDecision::Kind::Overridden) continue;
            QVariantMap& entry = byEvent[decision.seq];
            entry["turn"] = decision.time.turn;
            entry["step"] = qs(decision.step);
            entry["reason"] = qs(decision.reason);
            QStringList keys = entry["alerts"].toStringList();
            keys << qs(alertKey);
            entry["alerts"] = keys;
        }
        for (const auto& [seq, entry] : byEvent) overrides << entry;
    }
    if (overrides != overrides_) {
        overrides_ = overrides;
        emit overridesChanged();
    }
}

void PlaySession::refreshHistory() {
    QList<RowListModel::Row> rows;
    if (journal_ && game_) {
        const std::vector<session::Event>& log = journal_->session().log();
        // Which actions are undone now: the last Undo / Redo of each group decides.
        std::map<long long, bool> undone;
        for (const session::Event& event : log) {
            if (const auto* undo = std::get_if<session::Undo>(&event.payload)) undone[undo->group] = true;
            if (const auto* redo = std::get_if<session::Redo>(&event.payload)) undone[redo->group] = false;
        }
        const games::GameNames names(*game_, journal_->session().initial());
        for (const session::HistoryLine& line : session::historyLines(journal_->session().initial(), log, names)) {
            const session::Event& event = log[line.first];
            RowListModel::Row row(HistoryModel::ColumnCount);
            row[HistoryModel::Seq] = static_cast<qint64>(line.seq);
            row[HistoryModel::Turn] = line.turn;
            row[HistoryModel::Step] = qs(names.step(line.step));
            row[HistoryModel::StepId] = qs(line.step);
            row[HistoryModel::Text] = qs(line.text);
            row[HistoryModel::Source] = event.source ? qs(std::string(session::toString(*event.source))) : QString();
            row[HistoryModel::Kind] = qs(line.kind);
            const auto it = undone.find(line.group);
            row[HistoryModel::Undone] = it != undone.end() && it->second && !session::isUndoOrRedo(event.payload);
            row[HistoryModel::First] = static_cast<int>(line.first) + 1;
            row[HistoryModel::Last] = static_cast<int>(line.last) + 1;
            row[HistoryModel::Details] = toStringList(line.details);
            rows << row;
        }
    }
    historyModel_.setRows(std::move(rows));
    emit historyChanged();
}

bool PlaySession::undo() { return takeBackOrRedo(true); }
bool PlaySession::redo() { return takeBackOrRedo(false); }

bool PlaySession::takeBackOrRedo(bool back) {
    if (!journal_ || replayIndex_ >= 0) return false;
    if (back ? !journal_->session().canUndo() : !journal_->session().canRedo()) return false;
    try {
        if (back) journal_->undo(session::Source::Touch);
        else journal_->redo(session::Source::Touch);
    } catch (const storage::StoreError& error) {
        setStoreMessage((back ? tr("The undo could not be saved, so it was not made: %1")
                              : tr("The redo could not be saved, so it was not made: %1"))
                            .arg(qs(error.what())));
        showJournalPosition();
        return false;
    }
    showJournalPosition();
    return true;
}

bool PlaySession::canUndo() const { return journal_ && replayIndex_ < 0 && journal_->session().canUndo(); }
bool PlaySession::canRedo() const { return journal_ && replayIndex_ < 0 && journal_->session().canRedo(); }
int PlaySession::eventCount() const { return journal_ ? static_cast<int>(journal_->session().log().size()) : 0; }
bool PlaySession::stored() const { return journal_ && journal_->stored(); }

bool PlaySession::replayTo(int count) {
    if (!journal_ || count < 0 || count > eventCount()) return false;
    replayIndex_ = count;
    showJournalPosition();
    emit replayChanged();
    return true;
}

void PlaySession::endReplay() {
    if (replayIndex_ < 0) return;
    replayIndex_ = -1;
    showJournalPosition();
    emit replayChanged();
}

void PlaySession::setNotice(const QString& text) {
    notice_ = text;
    emit noticeChanged();
}

void PlaySession::setStoreMessage(const QString& text) {
    if (text == storeMessage_) return;
    storeMessage_ = text;
    emit storeChanged();
}

void PlaySession::setStoreFile(const QString& file) {
    const QString path = localPath(file);
    if (path == storeFile_ && (store_ || path.isEmpty())) return;
    storeFile_ = path;
    openStore();
    emit storeChanged();
}

namespace {

// Locked by another process, or no room: worth trying again, and reading meanwhile.
bool storeMayComeBack(const storage::StoreError& error) {
    return error.kind() == storage::ErrorKind::Busy || error.kind() == storage::ErrorKind::DiskFull ||
           error.kind() == storage::ErrorKind::Io;
}

constexpr int kStoreRetryMs = 5000;

}  // namespace

bool PlaySession::openStore() {
    store_.reset();
    storeMessage_.clear();
    if (storeFile_.isEmpty()) return false;
    try {
        store_ = std::make_unique<storage::GameStore>(storage::GameStore::open(storeFile_.toStdString()));
        // A salvaged or set-aside file is said once, plainly; the app goes on with what was saved.
        if (store_->openReport().needsAttention()) storeMessage_ = qs(store_->openReport().message());
        return true;
    } catch (const storage::StoreError& error) {
        storeMessage_ = tr("Games cannot be saved: %1").arg(qs(error.what()));
        if (!storeMayComeBack(error)) return false;
        // Saved games can still be read and resumed while the file cannot be written.
        try {
            storage::OpenOptions readOnly;
            readOnly.readOnly = true;
            store_ = std::make_unique<storage::GameStore>(storage::GameStore::open(storeFile_.toStdString(), readOnly));
            storeMessage_ = tr("Saved games can be resumed, but nothing can be saved yet: %1 Trying again every %2 s.")
                                .arg(qs(error.what()))
                                .arg(kStoreRetryMs / 1000);
        } catch (const std::exception&) {
            storeMessage_ += tr(" Trying again every %1 s.").arg(kStoreRetryMs / 1000);
        }
        QTimer::singleShot(kStoreRetryMs, this, [this, file = storeFile_] {
            if (file == storeFile_) retryStoreOpen();
        });
        return false;
    } catch (const std::exception& error) {
        storeMessage_ = tr("Games cannot be saved: %1").arg(qs(error.what()));
        return false;
    }
}

void PlaySession::retryStoreOpen() {
    if (store_ && !store_->readOnly()) return;
    try {
        auto writable = std::make_unique<storage::GameStore>(storage::GameStore::open(storeFile_.toStdString()));
        // A game resumed from the read-only store goes on in the writable one.
        if (journal_ && journal_->stored()) journal_->moveTo(*writable);
        store_ = std::move(writable);
        setStoreMessage(store_->openReport().needsAttention() ? qs(store_->openReport().message()) : QString());
        emit storeChanged();
    } catch (const std::exception&) {
        QTimer::singleShot(kStoreRetryMs, this, [this, file = storeFile_] {
            if (file == storeFile_) retryStoreOpen();
        });
    }
}

QVariantMap PlaySession::resumable() const {
    if (!store_) return {};
    try {
        const auto game = store_->lastGame();
        if (!game) return {};
        return {{"key", static_cast<qint64>(game->key)},
                {"title", qs(game->title)},
                {"game", qs(game->gameModule)},
                {"scenario", qs(game->scenario)},
                {"lastPlayed", QDateTime::fromMSecsSinceEpoch(game->lastPlayedAt)}};
    } catch (const std::exception&) {
        return {};
    }
}

QVariantList PlaySession::storedGames() const {
    QVariantList list;
    if (!store_) return list;
    try {
        for (const storage::GameInfo& game : store_->listGames())
            list << QVariantMap{{"key", static_cast<qint64>(game.key)},
                                {"title", qs(game.title)},
                                {"game", qs(game.gameModule)},
                                {"scenario", qs(game.scenario)},
                                {"started", QDateTime::fromMSecsSinceEpoch(game.startedAt)},
                                {"lastPlayed", QDateTime::fromMSecsSinceEpoch(game.lastPlayedAt)},
                                {"finished", game.finished}};
    } catch (const std::exception& error) {
        qWarning("listing saved games: %s", error.what());
    }
    return list;
}

bool PlaySession::resumeLast() {
    const QVariantMap last = resumable();
    if (last.isEmpty()) return false;
    return resumeGame(last.value("key").toLongLong());
}

bool PlaySession::resumeGame(qint64 key) {
    if (!store_) {
        fail(tr("No saved games: %1").arg(storeMessage_.isEmpty() ? tr("no store is open") : storeMessage_));
        return false;
    }
    std::unique_ptr<storage::GameStore> keep = std::move(store_);  // clear() must not drop it
    clear();
    store_ = std::move(keep);
    try {
        const auto info = store_->game(key);
        if (!info) {
            fail(tr("There is no saved game %1.").arg(key));
            return false;
        }
        const QString folder = gameFolder(qs(info->gameModule));
        if (!QFileInfo::exists(QDir(folder).filePath(QStringLiteral("game.yaml")))) {
            fail(tr("The saved game is of '%1', which is not installed in %2.").arg(qs(info->gameModule), gamesFolder()));
            return false;
        }
        std::unique_ptr<const games::Game> game = loadWithCharts(folder.toStdString(), store_.get());
        // The initial position comes from the store; this one only carries the map until then.
        auto position = std::make_unique<model::Position>();
        const data::Scenario* scenario = game->data.findScenario(info->scenario);
        if (scenario) *position = scenario->start;
        if (const auto snapshot = store_->latestSnapshot(key, storage::kFirstSeq)) {
            const auto json = nlohmann::json::parse(snapshot->positionJson, nullptr, false);
            if (!json.is_discarded() && json.contains("map") && json["map"].is_string()) position->map = json["map"].get<std::string>();
        }
        start(std::move(game), std::move(position), scenario ? qs(scenario->title) : QString(), key);
    } catch (const std::exception& error) {
        clear();
        fail(tr("The saved game could not be resumed: %1").arg(qs(error.what())));
        return false;
    }
    return loaded();
}

bool PlaySession::exportGame(const QString& file) {
    if (!journal_ || !journal_->stored()) {
        setNotice(tr("Only a saved game can be exported."));
        return false;
    }
    try {
        // The file also carries the alert log, which the store does not keep (it follows from the log).
        storage::GameArchive archive = store_->exportArchive(journal_->key());
        archive.alertLogJson = ledger_.toJson().dump();
        storage::writeArchiveFile(archive, localPath(file).toStdString());
        setNotice(tr("The game was written to %1.").arg(localPath(file)));
        return true;
    } catch (const std::exception& error) {
        setNotice(tr("The game could not be exported: %1").arg(qs(error.what())));
        return false;
    }
}

bool PlaySession::importGame(const QString& file) {
    if (!store_) {
        setNotice(tr("Games cannot be imported: %1").arg(storeMessage_.isEmpty() ? tr("no store is open") : storeMessage_));
        return false;
    }
    try {
        const storage::ImportResult result = store_->importGame(localPath(file).toStdString());
        setNotice(qs(result.message));
        emit storeChanged();
        return true;
    } catch (const std::exception& error) {
        setNotice(tr("The game could not be imported: %1").arg(qs(error.what())));
        return false;
    }
}

void PlaySession::refreshCharts() {
    chartQuestions_.clear();
    if (game_) {
        // The questions come from the data as written: a value already entered shows as such.
        try {
            const data::GameDefinition definition = data::loadGameDefinition(gameFolder(gameId()).toStdString(), game_->id());
            const games::ChartValues entered = storedChartValues(store_.get(), definition);
            for (const games::ChartQuestion& question : games::chartQuestions(definition, game_->data, game_->table)) {
                const auto value = entered.find(question.key);
                chartQuestions_ << QVariantMap{{"key", qs(question.key)},
                                               {"label", qs(games::chartKeyWords(definition, question.key))},
                                               {"chart", qs(question.chart)},
                                               {"subject", qs(question.subject)},
                                               {"attribute", qs(question.attribute)},
                                               {"type", qs(std::string(data::toString(question.type)))},
                                               {"value", value == entered.end() ? QString() : qs(games::chartValueText(value->second))}};
            }
        } catch (const std::exception& error) {
            qWarning("chart values: %s", error.what());
        }
    }
    emit chartsChanged();
}

int PlaySession::chartsWaiting() const {
    int waiting = 0;
    for (const QVariant& question : chartQuestions_) waiting += question.toMap().value("value").toString().isEmpty() ? 1 : 0;
    return waiting;
}

bool PlaySession::setChartValue(const QString& key, const QString& value) {
    if (!game_ || !position_) return false;
    if (!store_) {
        setNotice(tr("Chart values cannot be kept: %1").arg(storeMessage_.isEmpty() ? tr("no store is open") : storeMessage_));
        return false;
    }
    const QVariantMap* question = nullptr;
    for (const QVariant& item : chartQuestions_)
        if (item.toMap().value("key").toString() == key) question = static_cast<const QVariantMap*>(item.constData());
    if (!question) {
        setNotice(tr("%1 is not a chart value this game waits for.").arg(key));
        return false;
    }
    const data::AttributeType type = *data::parseAttributeType(question->value("type").toString().toStdString());
    try {
        const data::AttributeValue parsed = games::parseChartValue(value.trimmed().toStdString(), type);
        const std::string text = games::chartValueText(parsed);
        // Checked against the rules before it is kept: a value the game cannot use is refused.
        const std::filesystem::path folder = gameFolder(gameId()).toStdString();
        games::ChartValues values =
            storedChartValues(store_.get(), data::loadGameDefinition(folder, game_->id()));
        values[key.toStdString()] = parsed;
        std::unique_ptr<const games::Game> reloaded = games::loadGame(folder, values, game_->table);
        store_->setSetting(chartSettingKey(game_->id(), key.toStdString()), text);
        if (journal_ && journal_->stored()) store_->recordChartValue(journal_->key(), key.toStdString(), text);
        // The walker points into the game's sequence: it goes with the game it was made for.
        walker_ = walkerFor(*reloaded, *position_);
        game_ = std::move(reloaded);
        setNotice(tr("%1 is now %2.").arg(key, qs(text)));
    } catch (const std::exception& error) {
        setNotice(tr("%1 was not entered: %2").arg(key, qs(error.what())));
        return false;
    }
    refreshCharts();
    evaluate();
    refreshStep();
    return true;
}

QVariantList PlaySession::scenariosOf(const QString& gameId) const {
    QVariantList result;
    try {
        const data::GameData gameData = data::loadGameData(gameFolder(gameId).toStdString());
        for (const auto& [id, scenario] : gameData.scenarios)
            result << QVariantMap{{"id", qs(id)}, {"title", qs(scenario.title)}, {"description", qs(scenario.description)}};
    } catch (const std::exception&) {
        // The start screen shows no scenarios; loading the game says what is wrong.
    }
    return result;
}

bool PlaySession::hasZones() const { return game_ && !game_->rules.zones.empty(); }

QVariantMap PlaySession::supplyRouteAt(const QString& spaceId) const {
    const data::GameMap* map = currentMap();
    if (!map || !position_ || spaceId.isEmpty()) return {};
    std::optional<games::SupplyRoute> route;
    try {
        route = games::supplyRouteAt(*game_, *position_, *map, spaceId.toStdString());
    } catch (const std::exception& error) {
        qWarning("supply route at %s: %s", qPrintable(spaceId), error.what());
        return {};
    }
    if (!route) return {};
    const board::SpaceGraph& graph = map->graph;
    const auto nameOf = [&](const std::string& id) {
        const auto index = graph.find(id);
        return index ? qs(map->displayName(*index)) : qs(id);
    };
    // The line through the centres of its spaces (a hexside on a river leg has one too, or is skipped).
    QString path;
    for (const std::string& id : route->spaces) {
        const auto index = graph.find(id);
        if (!index || !graph.space(*index).centre) continue;
        const board::MapPoint& centre = *graph.space(*index).centre;
        path += (path.isEmpty() ? QStringLiteral("M ") : QStringLiteral(" L ")) + QString::number(centre.x, 'f', 2) +
                QLatin1Char(' ') + QString::number(centre.y, 'f', 2);
    }
    const auto centreOf = [&](const std::string& id) -> QVariant {
        const auto index = id.empty() ? std::nullopt : graph.find(id);
        if (!index || !graph.space(*index).centre) return {};
        return QPointF(graph.space(*index).centre->x, graph.space(*index).centre->y);
    };
    QVariantList legs;
    QStringList legWords;
    for (const games::SupplyRouteLeg& leg : route->legs) {
        legs << QVariantMap{{"way", qs(leg.way)}, {"spaces", leg.spaces}};
        legWords << (leg.way == "overland" ? tr("%1 overland").arg(leg.spaces) : tr("%1 by %2").arg(leg.spaces).arg(qs(leg.way)));
    }
    const QString piece = qs(route->pieceId);
    // The sentence names the piece as the players know it; pieceId stays for the map.
    const QString pieceWords = qs(games::pieceNamesFor(*game_, *position_).nameOf(route->pieceId, *position_));
    const QString state = qs(route->state);
    const QString source = route->spaces.empty() ? QString() : qs(route->spaces.back());
    const QString sourceName = route->spaces.empty() ? QString() : nameOf(route->spaces.back());
    const QString sourceLabel = sourceName == source ? source : tr("%1 (%2)").arg(sourceName, source);
    QString text;
    if (!route->traced()) {
        text = route->why.empty() ? tr("%1 is %2: it traces no supply line.").arg(pieceWords, state)
                                  : tr("%1 is %2: %3.").arg(pieceWords, state, qs(route->why));
    } else if (route->length() == 0) {
        text = tr("%1 is %2 at its source, %3.").arg(pieceWords, state, sourceLabel);
    } else {
        const QString ways = route->legs.size() > 1 || route->legs.front().way != "overland"
                                 ? tr(" (%1)").arg(legWords.join(tr(", then ")))
                                 : QString();
        // Spelled out for one and many: without a loaded translation Qt leaves "%n hex(es)" as it is.
        const QString hexes = route->length() == 1 ? tr("1 hex") : tr("%1 hexes").arg(route->length());
        if (route->blockedTrace.empty()) {
            text = tr("%1 is %2 from %3 in %4").arg(pieceWords, state, sourceLabel, hexes) + ways +
                   tr(" (rule %1).").arg(qs(route->rule));
        } else {
            // Traced by a later line only (a LOC, not a LOS): why the first one failed matters most.
            text = tr("%1 is %2: no %3 (%4). Its %5 runs to %6 in %7")
                       .arg(pieceWords, state, qs(route->blockedTrace).toUpper(),
                            route->why.empty() ? tr("no reason given") : qs(route->why), qs(route->trace).toUpper(),
                            sourceLabel, hexes) +
                   ways + QLatin1Char('.');
        }
    }
    return {{"pieceId", piece},
            {"state", state},
            {"traced", route->traced()},
            {"trace", qs(route->trace)},
            {"rule", qs(route->rule)},
            {"spaces", toStringList(route->spaces)},
            {"path", path},
            {"source", route->traced() ? source : QString()},
            {"sourceName", route->traced() ? sourceName : QString()},
            {"length", route->length()},
            {"legs", legs},
            {"blockedTrace", qs(route->blockedTrace)},
            {"why", qs(route->why)},
            {"cutAt", qs(route->cutAt)},
            // Where to mark the source and the cut on the map (mm); null when there is none.
            {"sourcePoint", route->traced() ? centreOf(route->spaces.back()) : QVariant()},
            {"cutPoint", centreOf(route->cutAt)},
            {"text", text}};
}

QString PlaySession::gameId() const { return game_ ? qs(game_->id()) : QString(); }
QString PlaySession::gameTitle() const { return game_ ? qs(game_->data.manifest.title) : QString(); }
QString PlaySession::scenarioId() const { return position_ ? qs(position_->scenario) : QString(); }
QString PlaySession::stepId() const { return position_ ? qs(position_->step) : QString(); }

QString PlaySession::mapName() const {
    if (!game_ || !position_) return {};
    const data::GameMap* map = game_->data.findMap(position_->map);
    return map ? qs(map->name) : QString();
}

QString PlaySession::mapKind() const {
    if (!game_ || !position_) return {};
    const data::GameMap* map = game_->data.findMap(position_->map);
    if (!map) return {};
    return map->kind == data::MapKind::Areas ? QStringLiteral("areas") : QStringLiteral("hexes");
}

QJsonArray PlaySession::alertsJson() const {
    if (!report_) return {};
    games::PositionReport shown = *report_;
    shown.alerts = shownAlerts();
    const std::string text = games::toJson(shown).at("alerts").dump();
    return QJsonDocument::fromJson(QByteArray::fromStdString(text)).array();
}

QJsonObject PlaySession::summaryJson() const {
    int onMap = 0;
    for (const auto& row : pieceModel_.rows()) onMap += row[PieceModel::OnMap].toBool() ? 1 : 0;
    QJsonObject summary{{"game", gameId()},
                        {"scenario", scenarioId()},
                        {"map", mapName()},
                        {"loaded", loaded()},
                        {"step", stepId()},
                        {"step_title", stepTitle_},
                        {"turn_label", turnLabel_},
                        {"actor", actor_},
                        {"spaces_drawn", mapModel_.rowCount()},
                        {"pieces", pieceModel_.rowCount()},
                        {"pieces_on_map", onMap},
                        {"alerts", alertModel_.rowCount()},
                        {"errors", errorCount_},
                        {"warnings", warningCount_},
                        {"errors_standing", ledger_.standingCount(model::Severity::Error)},
                        {"warnings_standing", ledger_.standingCount(model::Severity::Warning)},
                        {"alert_log", QJsonDocument::fromJson(QByteArray::fromStdString(ledger_.toJson().dump())).array()},
                        {"overrides", static_cast<int>(overrides_.size())},
                        {"events", eventCount()},
                        {"stored", stored()},
                        {"game_key", stored() ? static_cast<qint64>(journal_->key()) : 0},
                        {"charts_waiting", chartsWaiting()}};
    if (!storeMessage_.isEmpty()) summary.insert("store_message", storeMessage_);
    if (!error_.isEmpty()) summary.insert("error", error_);
    return summary;
}

}  // namespace adj::app
