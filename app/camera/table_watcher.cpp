#include "app/camera/table_watcher.hpp"

#include "app/core/play_session.hpp"
#include "engine/games/game_names.hpp"
#include "engine/session/event_text.hpp"
#include "engine/data/game_map.hpp"
#include "engine/games/game.hpp"
#include "engine/games/placement_check.hpp"
#include "engine/tracker/choice_words.hpp"
#include "engine/tracker/tracker.hpp"
#include "engine/model/position.hpp"

#include <QCameraDevice>
#include <QDateTime>
#include <QJsonArray>
#include <QLocale>
#include <QMap>
#include <QVideoSink>

#include <algorithm>

namespace adj::app {

namespace {

QStringList toList(const std::vector<std::string>& items) {
    QStringList list;
    for (const auto& item : items) list << QString::fromStdString(item);
    return list;
}

double percentile(std::vector<double> values, double p) {
    if (values.empty()) return 0;
    std::sort(values.begin(), values.end());
    const auto index = static_cast<std::size_t>(p * static_cast<double>(values.size() - 1) + 0.5);
    return values[std::min(index, values.size() - 1)];
}

}  // namespace

TableWatcher::TableWatcher(PlaySession* session, QObject* parent)
    : QObject(parent), session_(session), busy_(std::make_shared<std::atomic<bool>>(false)),
      source_(std::make_unique<FrameSource>(busy_)) {
    qRegisterMetaType<FrameReport>("adj::app::FrameReport");
    qRegisterMetaType<ObservationPtr>("adj::app::ObservationPtr");
    worker_ = new VisionWorker(busy_);
    worker_->moveToThread(&thread_);
    connect(&thread_, &QThread::finished, worker_, &QObject::deleteLater);
    connect(source_.get(), &FrameSource::frameReady, worker_, &VisionWorker::process, Qt::QueuedConnection);
    connect(worker_, &VisionWorker::frameProcessed, this, &TableWatcher::onReport, Qt::QueuedConnection);
    connect(worker_, &VisionWorker::observed, this, &TableWatcher::onObserved, Qt::QueuedConnection);
    connect(worker_, &VisionWorker::configured, this,
            [this](bool ok, const QString& message) {
                configureError_ = ok ? QString() : message;
                emit sourceChanged();
            },
            Qt::QueuedConnection);
    connect(worker_, &VisionWorker::touchTargetsReady, this,
            [this](const QVariantList& targets) {
                touchTargets_ = targets;
                emit touchTargetsChanged();
            },
            Qt::QueuedConnection);
    connect(worker_, &VisionWorker::touchesRegistered, this,
            [this](bool ok, const QString& message, bool restored) {
                touchState_ = ok ? QStringLiteral("registered") : QStringLiteral("refused");
                touchMessage_ = message;
                touchesKept_ = ok && restored;
                emit setupChanged();
            },
            Qt::QueuedConnection);
    connect(worker_, &VisionWorker::emptyBoardCaptured, this,
            [this](bool ok, const QString& message, bool restored) {
                captureState_ = ok ? QStringLiteral("captured") : QStringLiteral("refused");
                captureMessage_ = message;
                captureKept_ = ok && restored;
                emit setupChanged();
            },
            Qt::QueuedConnection);
    connect(worker_, &VisionWorker::touchesToKeep, this,
            [this](const QVariantList& touches, QSize frameSize) {
                keepSetup(QJsonObject{{"touches", QJsonArray::fromVariantList(touches)},
                                      {"frameWidth", frameSize.width()},
                                      {"frameHeight", frameSize.height()},
                                      {"touchedAtMs", QDateTime::currentMSecsSinceEpoch()}},
                          nullptr);
            },
            Qt::QueuedConnection);
    connect(worker_, &VisionWorker::emptyBoardToKeep, this,
            [this](const QByteArray& png) {
                keepSetup(QJsonObject{{"capturedAtMs", QDateTime::currentMSecsSinceEpoch()}}, &png);
            },
            Qt::QueuedConnection);
    connect(worker_, &VisionWorker::faceToKeep, this,
            [this](const QString& piece, const QString& side, const QByteArray& png) {
                if (session_->loaded()) session_->keepLearnedFace(piece, side, png);
            },
            Qt::QueuedConnection);
    connect(worker_, &VisionWorker::faceLearned, this,
            [this](bool ok, const QString& piece, const QString& message) {
                faceState_ = ok ? QStringLiteral("learned") : QStringLiteral("refused");
                faceMessage_ = message;
                if (ok && !learnedPieces_.contains(piece)) learnedPieces_ << piece;
                emit setupChanged();
            },
            Qt::QueuedConnection);
    connect(session_, &PlaySession::loadedChanged, this, &TableWatcher::placementChanged);
    connect(session_, &PlaySession::historyChanged, this, &TableWatcher::placementChanged);
    connect(&devices_, &QMediaDevices::videoInputsChanged, this, &TableWatcher::camerasChanged);
    connect(source_.get(), &FrameSource::statusChanged, this, &TableWatcher::sourceChanged);
    connect(source_.get(), &FrameSource::ended, this, &TableWatcher::videoEnded);
    // A new game (or a resumed one) gets a fresh pipeline on its own map.
    connect(session_, &PlaySession::loadedChanged, this, [this] {
        if (active_) configureWorker();
    });
    thread_.setObjectName(QStringLiteral("vision"));
    thread_.start();
}

TableWatcher::~TableWatcher() {
    source_->stop();
    thread_.quit();
    thread_.wait();
}

void TableWatcher::configureWorker() {
    questions_.clear();
    emit questionsChanged();
    // A fresh pipeline knows no touches and no capture, until what this table kept is restored.
    touchState_ = captureState_ = QStringLiteral("none");
    touchMessage_.clear();
    captureMessage_.clear();
    touchesKept_ = captureKept_ = false;
    keptAt_.clear();
    faceState_ = QStringLiteral("none");
    faceMessage_.clear();
    learnedPieces_.clear();
    const QVariantList knownFaces = session_->loaded() ? session_->learnedFaces() : QVariantList();
    for (const QVariant& face : knownFaces) {
        const QString piece = face.toMap().value("piece").toString();
        if (!learnedPieces_.contains(piece)) learnedPieces_ << piece;
    }
    emit setupChanged();
    QMetaObject::invokeMethod(worker_, "configure", Qt::QueuedConnection, Q_ARG(QString, session_->currentGameFolder()),
                              Q_ARG(QString, session_->currentMapId()),
                              Q_ARG(QString, fiducials_ ? session_->scenarioId() : QString()),
                              Q_ARG(QString, facesFile_));
    if (!knownFaces.isEmpty()) {
        QMetaObject::invokeMethod(worker_, "addKnownFaces", Qt::QueuedConnection, Q_ARG(QVariantList, knownFaces));
    }
    restoreKeptSetup();
}

void TableWatcher::learnFace(const QString& piece, const QString& side, const QString& space) {
    faceState_ = QStringLiteral("working");
    faceMessage_.clear();
    emit setupChanged();
    QMetaObject::invokeMethod(worker_, "learnFace", Qt::QueuedConnection, Q_ARG(QString, piece), Q_ARG(QString, side),
                              Q_ARG(QString, space));
}

QVariantList TableWatcher::placement() const {
    QVariantList pieces;
    const model::Position* position = session_->position();
    if (position == nullptr) return pieces;
    QMap<QString, QString> sideNames;
    for (const QVariant& side : session_->sides()) sideNames.insert(side.toMap().value("id").toString(), side.toMap().value("name").toString());
    const games::PieceNames names = games::pieceNamesFor(*session_->game(), *position);
    // In the position's order: a stack's bottom counter first, so each goes down on top of the last.
    for (const model::Piece& piece : position->pieces) {
        if (piece.location.space.empty() || piece.hidden()) continue;  // off the map, or a block's unseen face
        const QString side = QString::fromStdString(piece.side);
        pieces << QVariantMap{{"piece", QString::fromStdString(piece.id)},
                              {"side", side},
                              {"sideName", sideNames.value(side, side)},
                              {"space", QString::fromStdString(piece.location.space)},
                              {"label", QString::fromStdString(names.name(piece))}};
    }
    return pieces;
}

QString TableWatcher::setupName() const {
    return QStringLiteral("table|%1|%2|%3").arg(sourceSpec_, session_->gameId(), session_->currentMapId());
}

void TableWatcher::restoreKeptSetup() {
    if (!session_->loaded() || sourceSpec_.isEmpty()) return;
    const auto kept = session_->keptSetup(setupName());
    if (!kept) return;
    const QVariantList touches = kept->json.value("touches").toArray().toVariantList();
    const QSize frameSize(kept->json.value("frameWidth").toInt(), kept->json.value("frameHeight").toInt());
    if (touches.isEmpty() && kept->data.isEmpty()) return;
    keptAt_ = QLocale().toString(QDateTime::fromMSecsSinceEpoch(kept->updatedAtMs), QLocale::ShortFormat);
    if (!touches.isEmpty()) touchState_ = QStringLiteral("working");
    if (!kept->data.isEmpty()) captureState_ = QStringLiteral("working");
    emit setupChanged();
    // Queued after configure: the worker has its pipeline by then.
    QMetaObject::invokeMethod(worker_, "restoreSetup", Qt::QueuedConnection, Q_ARG(QVariantList, touches),
                              Q_ARG(QSize, frameSize), Q_ARG(QByteArray, kept->data));
}

void TableWatcher::keepSetup(const QJsonObject& update, const QByteArray* board) {
    if (!session_->loaded() || sourceSpec_.isEmpty()) return;
    const QString name = setupName();
    const auto kept = session_->keptSetup(name);
    QJsonObject json = kept ? kept->json : QJsonObject();
    for (auto it = update.begin(); it != update.end(); ++it) json.insert(it.key(), it.value());
    session_->keepSetup(name, json, board != nullptr ? *board : (kept ? kept->data : QByteArray()));
}

void TableWatcher::setFacesFile(const QString& file) {
    if (file == facesFile_) return;
    facesFile_ = file;
    emit setupChanged();
}

void TableWatcher::setFiducials(bool on) {
    if (on == fiducials_) return;
    fiducials_ = on;
    emit setupChanged();
}

bool TableWatcher::start(const QString& source) {
    const SourceSpecResult parsed = parseSourceSpec(source);
    if (!parsed.spec) {
        configureError_ = parsed.error;
        emit sourceChanged();
        return false;
    }
    SourceSpec spec = *parsed.spec;
    // Markers' cells and faces' small print want a 4K camera's pixels; occupancy alone does with 1080p.
    if (fiducials_ || !facesFile_.isEmpty()) spec.largestFrame = QSize(3840, 2160);
    sourceSpec_ = source.trimmed();
    startWallMs_ = QDateTime::currentMSecsSinceEpoch();
    firstFrameWallMs_ = -1;
    active_ = true;
    configureWorker();
    source_->start(spec);
    emit sourceChanged();
    return true;
}

void TableWatcher::stop() {
    source_->stop();
    active_ = false;
    emit sourceChanged();
}

QString TableWatcher::sourceMessage() const {
    if (!configureError_.isEmpty()) return configureError_;
    return source_->message();
}

void TableWatcher::onReport(const FrameReport& report) {
    if (firstFrameWallMs_ < 0) firstFrameWallMs_ = QDateTime::currentMSecsSinceEpoch() - startWallMs_;
    ++processed_;
    if (!report.registered) ++unregistered_;
    if (report.state == QLatin1String("busy")) ++busyFrames_;
    if (!report.glare.isEmpty()) ++glareFrames_;
    if (report.cameraMoved) ++cameraMoves_;
    if (processMs_.size() < 100000) processMs_.push_back(report.processMs);
    const bool geometryChanged = report.registered != last_.registered || report.cameraMoved ||
                                 report.byTouch != last_.byTouch || report.frameWidth != last_.frameWidth;
    if (geometryChanged) ++geometryVersion_;
    const bool visibleChange = geometryChanged || report.state != last_.state || report.pieces != last_.pieces ||
                               report.why != last_.why || report.frameHeight != last_.frameHeight ||
                               report.glare != last_.glare;
    last_ = report;
    if (visibleChange) emit frameChanged();
}

QVariantMap TableWatcher::framePointOf(const QString& space) const {
    const data::GameMap* map = session_->currentMap();
    if (!last_.geometry || !last_.geometry->ok() || map == nullptr) return {{"ok", false}};
    const auto index = map->graph.find(space.toStdString());
    if (!index || !map->graph.space(*index).centre) return {{"ok", false}};
    const auto& centre = *map->graph.space(*index).centre;
    const cv::Point2d px = last_.geometry->mapToFrame({centre.x, centre.y});
    return {{"ok", true}, {"x", px.x}, {"y", px.y}};
}

void TableWatcher::onObserved(const ObservationPtr& observation, qint64) {
    ++observations_;
    if (!session_->loaded() || session_->replaying() || !session_->position()) return;
    tracker::TrackResult result;
    try {
        // Stack heights from one camera above are not reliable enough to decide moves by (a 7-high
        // stack is often measured as 1 to 4): the tracker reconciles by space, side and top piece,
        // and asks when that is not enough.
        tracker::Observation seen = *observation;
        for (tracker::ObservedStack& stack : seen.stacks) stack.count.reset();
        tracker::TrackerOptions options;
        // Pieces in the map's boxes (off-map holding boxes, sea zones) are not expected under the camera.
        if (const data::GameMap* map = session_->currentMap()) options.graph = &map->graph;
        options.spaceSizeMm = session_->spaceSize();
        result = tracker::track(*session_->position(), seen, options);
    } catch (const std::exception& error) {
        qWarning("tracker: %s", error.what());
        return;
    }
    // What the tracker saw but left alone goes to the log: it explains a move that was not taken up.
    for (const std::string& note : result.notes) qInfo("tracker: %s", note.c_str());
    if (result.use == tracker::FrameUse::Ignored) {
        ++ignored_;
        qInfo("tracker: frame not used: %s", result.why.c_str());
        return;
    }
    for (const tracker::Question& question : result.questions) qInfo("tracker asks: %s (%s)", question.text.c_str(), question.reason.c_str());
    questions_ = result.questions;
    refusal_.clear();
    emit questionsChanged();
    const std::vector<session::Payload> payloads = result.payloads();
    if (payloads.empty()) return;
    const model::Position before = *session_->position();
    if (!session_->recordFromCamera(payloads)) return;
    eventsLogged_ += static_cast<qint64>(payloads.size());
    QStringList words;
    const games::GameNames names(*session_->game(), before);
    for (const tracker::ProposedEvent& event : result.events) {
        session::Event shown;
        shown.payload = event.event;
        words << QString::fromStdString(session::describe(shown, before, names));
    }
    lastChange_ = words.join(QStringLiteral("; "));
    emit changed(lastChange_);
}

std::string TableWatcher::pieceName(const std::string& pieceId) const {
    // The kind's name and the piece's number ("Volunteer infantry 1"), until pieces carry their own
    // display names in the data: swap this for the piece's name then.
    const model::Position* position = session_->position();
    const games::Game* game = session_->game();
    const model::Piece* piece = position ? position->findPiece(pieceId) : nullptr;
    if (!piece || !game) return pieceId;
    const data::PieceKind* kind = game->data.definition.pieceKinds.find(piece->kind);
    if (!kind || kind->name.empty()) return pieceId;
    const auto dash = pieceId.find_last_of('-');
    const std::string number = dash == std::string::npos ? std::string() : pieceId.substr(dash + 1);
    const bool numbered = !number.empty() && std::all_of(number.begin(), number.end(), [](char c) { return c >= '0' && c <= '9'; });
    return numbered ? kind->name + " " + number : kind->name;
}

QString TableWatcher::refusalOf(const std::vector<session::Payload>& events) const {
    const model::Position* position = session_->position();
    const games::Game* game = session_->game();
    const data::GameMap* map = session_->currentMap();
    if (!position || !game || !map) return {};
    for (const session::Payload& event : events) {
        std::optional<std::string> why;
        if (const auto* moved = std::get_if<session::PieceMoved>(&event)) {
            if (const model::Piece* piece = position->findPiece(moved->piece))
                why = games::placementRefusal(game->data.definition, map->graph, *piece, moved->to, pieceName(piece->id));
        } else if (const auto* placed = std::get_if<session::PiecePlaced>(&event)) {
            why = games::placementRefusal(game->data.definition, map->graph, placed->piece, placed->piece.location.space,
                                          pieceName(placed->piece.id));
        }
        if (why) return QString::fromStdString(*why);
    }
    return {};
}

QVariantList TableWatcher::questions() const {
    QVariantList list;
    const tracker::PieceNamer name = [this](const std::string& id) { return pieceName(id); };
    for (const tracker::Question& question : questions_) {
        QStringList choices;
        for (const std::string& words : tracker::choiceWords(question, name)) choices << QString::fromStdString(words);
        QVariantList moves;
        for (const tracker::QuestionMove& move : tracker::questionMoves(question))
            moves << QVariantMap{{"from", QString::fromStdString(move.from)}, {"to", QString::fromStdString(move.to)}};
        list << QVariantMap{{"kind", QString::fromStdString(question.kind)},
                            {"text", QString::fromStdString(question.text)},
                            {"reason", QString::fromStdString(question.reason)},
                            {"spaces", toList(question.spaces)},
                            {"pieces", toList(question.pieces)},
                            {"choices", choices},
                            {"moves", moves}};
    }
    return list;
}

bool TableWatcher::answer(int index, int choice) {
    if (index < 0 || index >= static_cast<int>(questions_.size())) return false;
    const tracker::Question& question = questions_[static_cast<std::size_t>(index)];
    if (choice < 0 || choice >= static_cast<int>(question.choices.size())) return false;
    const std::vector<session::Payload> events = question.choices[static_cast<std::size_t>(choice)].events;
    // An answer that breaks the rules is refused with the reason, and the question stays for another.
    if (const QString why = refusalOf(events); !why.isEmpty()) {
        refusal_ = why;
        emit questionsChanged();
        return false;
    }
    // "Nothing moved" logs nothing; any other answer is the camera's action, confirmed by the players.
    if (!events.empty() && !session_->recordFromCamera(events)) return false;
    refusal_.clear();
    questions_.erase(questions_.begin() + index);
    emit questionsChanged();
    return true;
}

QVariantList TableWatcher::cameras() const {
    QVariantList list;
    const QList<QCameraDevice> inputs = QMediaDevices::videoInputs();
    for (int i = 0; i < inputs.size(); ++i) list << QVariantMap{{"index", i}, {"name", inputs.at(i).description()}};
    return list;
}

void TableWatcher::registerByTouches(const QVariantList& touches) {
    touchState_ = QStringLiteral("working");
    touchMessage_.clear();
    emit setupChanged();
    QMetaObject::invokeMethod(worker_, "registerByTouches", Qt::QueuedConnection, Q_ARG(QVariantList, touches));
}

void TableWatcher::findMapByPrint() {
    touchState_ = QStringLiteral("working");
    touchMessage_.clear();
    touchesKept_ = false;
    emit setupChanged();
    QMetaObject::invokeMethod(worker_, "findMapByPrint", Qt::QueuedConnection);
}

void TableWatcher::captureEmptyBoard() {
    captureState_ = QStringLiteral("working");
    captureMessage_.clear();
    emit setupChanged();
    QMetaObject::invokeMethod(worker_, "captureEmptyBoard", Qt::QueuedConnection);
}

void TableWatcher::showLiveOn(QObject* videoSink) {
    disconnect(previewConnection_);
    auto* sink = qobject_cast<QVideoSink*>(videoSink);
    preview_ = sink;
    if (!sink) return;
    // The source's sink sees every frame the camera delivers, before any is dropped for the busy
    // worker, so the picture stays live however slow vision is. The connection dies with `sink`.
    previewConnection_ = connect(source_->sink(), &QVideoSink::videoFrameChanged, sink,
                                 [sink](const QVideoFrame& frame) { sink->setVideoFrame(frame); });
}

QJsonObject TableWatcher::statsJson() const {
    return QJsonObject{{"source", source_->description()},
                       {"source_status", source_->status()},
                       {"frames_received", source_->framesReceived()},
                       {"frames_dropped", source_->framesDropped()},
                       {"frames_processed", processed_},
                       {"frames_unregistered", unregistered_},
                       {"frames_busy", busyFrames_},
                       {"frames_with_glare", glareFrames_},
                       {"camera_moves", cameraMoves_},
                       {"stable_observations", observations_},
                       {"observations_ignored", ignored_},
                       {"events_logged", eventsLogged_},
                       {"open_questions", static_cast<int>(questions_.size())},
                       {"first_frame_ms", firstFrameWallMs_},
                       {"process_ms_median", percentile(processMs_, 0.5)},
                       {"process_ms_p95", percentile(processMs_, 0.95)}};
}

}  // namespace adj::app
