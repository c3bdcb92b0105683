#pragma once
// One game being played at the table, without the camera: the game and its position, the alerts
// of the rules after every change, and the step of the sequence of play. QML draws the play screen
// from its models and properties; loading problems become errorMessage, never a crash.
#include "app/core/play_models.hpp"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QObject>
#include <QRectF>
#include <QStringList>
#include <QVariantList>

#include <memory>
#include <optional>
#include <vector>

#include "engine/model/alert.hpp"
#include "engine/referee/alert_ledger.hpp"
#include "engine/session/event.hpp"

namespace adj::games {
struct Game;
struct PositionReport;
}  // namespace adj::games
namespace adj::model {
struct Position;
}
namespace adj::data {
struct GameMap;
}
namespace adj::sequence {
class Walker;
struct StepView;
}
namespace adj::storage {
class GameStore;
}

namespace adj::app {

class GameJournal;

class PlaySession : public QObject {
    Q_OBJECT
    // The data folder: either the one holding games/<id>/ or a games folder itself.
    Q_PROPERTY(QString dataDir READ dataDir WRITE setDataDir NOTIFY dataDirChanged)
    Q_PROPERTY(bool loaded READ loaded NOTIFY loadedChanged)
    Q_PROPERTY(QString errorMessage READ errorMessage NOTIFY errorMessageChanged)
    Q_PROPERTY(QString gameId READ gameId NOTIFY loadedChanged)
    Q_PROPERTY(QString gameTitle READ gameTitle NOTIFY loadedChanged)
    Q_PROPERTY(QString scenarioId READ scenarioId NOTIFY loadedChanged)
    Q_PROPERTY(QString scenarioTitle READ scenarioTitle NOTIFY loadedChanged)
    Q_PROPERTY(QString mapName READ mapName NOTIFY loadedChanged)
    Q_PROPERTY(QString mapKind READ mapKind NOTIFY loadedChanged)  // "hexes" or "areas"
    Q_PROPERTY(QRectF mapBounds READ mapBounds NOTIFY loadedChanged)  // millimetres, boxes included
    Q_PROPERTY(QVariantList sides READ sides NOTIFY loadedChanged)    // [{id, name, colour}]
    Q_PROPERTY(double spaceSize READ spaceSize NOTIFY loadedChanged)  // a hex flat to flat, in mm
    // Lines drawn over the spaces: borders with a feature (rivers) and network edges (rail, roads),
    // as [{kind: "border"|"network", type: "river"|"rail"..., path: SVG path in mm}].
    Q_PROPERTY(QVariantList mapLines READ mapLines NOTIFY loadedChanged)
    // Zones that lie on hexsides (naval zones of influence): [{zone, rule, side, space, path (SVG, mm)}],
    // one per side and hexside; the zones of hexes are the map model's `zoc`.
    Q_PROPERTY(QVariantList zoneLines READ zoneLines NOTIFY evaluated)
    Q_PROPERTY(adj::app::MapModel* mapModel READ mapModel CONSTANT)
    // The game projects zones of control (or their equivalent): the map's `zoc` role can be non-empty.
    Q_PROPERTY(bool hasZones READ hasZones NOTIFY loadedChanged)
    Q_PROPERTY(adj::app::PieceModel* pieceModel READ pieceModel CONSTANT)
    Q_PROPERTY(adj::app::AlertModel* alertModel READ alertModel CONSTANT)
    // Every alert of this game, oldest first (referee::AlertLedger): [{headline, code, severity, rule,
    // message, fix, spaces, pieces, raisedSeq, raisedTurn, raisedStep, ending ("standing", "undone",
    // "put-right", "overridden", "passed"), endedSeq, endedTurn, endedStep, reason}].
    Q_PROPERTY(QVariantList alertLog READ alertLog NOTIFY evaluated)
    Q_PROPERTY(int errorCount READ errorCount NOTIFY evaluated)
    Q_PROPERTY(int warningCount READ warningCount NOTIFY evaluated)
    Q_PROPERTY(bool hasSequence READ hasSequence NOTIFY loadedChanged)
    Q_PROPERTY(QString turnLabel READ turnLabel NOTIFY stepChanged)
    Q_PROPERTY(QString stepId READ stepId NOTIFY stepChanged)
    Q_PROPERTY(QString stepTitle READ stepTitle NOTIFY stepChanged)
    Q_PROPERTY(QString actor READ actor NOTIFY stepChanged)
    Q_PROPERTY(QStringList checklist READ checklist NOTIFY stepChanged)
    // The play screen's header (sequence/phase_track.hpp, what_now.hpp): the turn's number and date,
    // the colour of the side that acts (empty when none or several do), the phase track as
    // [{id, title, rule, depth (0 a part of the turn, 1 a phase of the current part), state
    // ("done", "current", "ahead"), current, done}], and one sentence saying what the players do now.
    Q_PROPERTY(int turnNumber READ turnNumber NOTIFY stepChanged)
    Q_PROPERTY(QString turnDate READ turnDate NOTIFY stepChanged)
    Q_PROPERTY(QString actorColour READ actorColour NOTIFY stepChanged)
    Q_PROPERTY(QVariantList phaseTrack READ phaseTrack NOTIFY stepChanged)
    Q_PROPERTY(QString whatNow READ whatNow NOTIFY stepChanged)
    // The states a piece may have (the game's flags), for the stack viewer: [{id, name}].
    Q_PROPERTY(QVariantList pieceStates READ pieceStates NOTIFY loadedChanged)
    Q_PROPERTY(bool canNext READ canNext NOTIFY stepChanged)
    Q_PROPERTY(bool canPrevious READ canPrevious NOTIFY stepChanged)
    // Advancing past a step with error alerts needs a reason (overrideAndNext); each is kept here as
    // {turn, step, reason, alerts: [alert keys]}, newest last.
    Q_PROPERTY(QVariantList overrides READ overrides NOTIFY overridesChanged)

    // ---- keeping the game (SQLite, game_journal.hpp) ----
    // The store file; empty keeps games in memory only. Opening checks and, if need be, salvages it.
    Q_PROPERTY(QString storeFile READ storeFile WRITE setStoreFile NOTIFY storeChanged)
    // For the banner: what opening the store found (a salvaged file), or why the last write failed.
    Q_PROPERTY(QString storeMessage READ storeMessage NOTIFY storeChanged)
    Q_PROPERTY(bool stored READ stored NOTIFY loadedChanged)  // this game is being kept in the store
    // The game resuming would continue: {key, title, game, scenario, lastPlayed}; empty when none.
    Q_PROPERTY(QVariantMap resumable READ resumable NOTIFY storeChanged)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY historyChanged)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY historyChanged)
    Q_PROPERTY(adj::app::HistoryModel* historyModel READ historyModel CONSTANT)
    Q_PROPERTY(int eventCount READ eventCount NOTIFY historyChanged)
    // -1 when the map shows the game as it stands; otherwise how many events the replay shows.
    Q_PROPERTY(int replayIndex READ replayIndex NOTIFY replayChanged)
    // The values the game waits for from the players' printed charts:
    // [{key, chart, subject, attribute, type, value}] with value empty until entered.
    Q_PROPERTY(QVariantList chartQuestions READ chartQuestions NOTIFY chartsChanged)
    Q_PROPERTY(int chartsWaiting READ chartsWaiting NOTIFY chartsChanged)
    // One sentence about the last export, import or chart entry, for a toast.
    Q_PROPERTY(QString notice READ notice NOTIFY noticeChanged)

public:
    explicit PlaySession(QObject* parent = nullptr);
    ~PlaySession() override;

    QString dataDir() const { return dataDir_; }
    void setDataDir(const QString& dir);

    // Loads a game and one of its scenarios (the first, for an empty id). False with errorMessage
    // set when the data is wrong; the previous game is dropped either way.
    Q_INVOKABLE bool load(const QString& gameId, const QString& scenarioId);
    // Loads a position file (data/README.md) and the game it names from the data folder.
    Q_INVOKABLE bool loadPosition(const QString& file);
    // The next / previous step of the sequence of play; false at either end or without a sequence.
    // next() also refuses while the position has error alerts: that takes overrideAndNext.
    Q_INVOKABLE bool next();
    // Advances past the errors for a reason the players give (not empty), which is recorded.
    Q_INVOKABLE bool overrideAndNext(const QString& reason);
    Q_INVOKABLE bool previous();
    // Moves a piece to a space (empty: off the board) and evaluates the position again.
    Q_INVOKABLE bool movePiece(const QString& pieceId, const QString& spaceId);
    // ---- the players' own changes, by touch (play_session_touch.cpp) ----
    // Each is one action of the log, judged as a move the camera saw would be (recordMoves); false,
    // with a notice saying why, when it is refused.
    // Every piece standing in `fromSpace` to `toSpace` (empty: off the board), in stacking order.
    Q_INVOKABLE bool moveStack(const QString& fromSpace, const QString& toSpace);
    // Some pieces, together, to one space (empty: off the board).
    Q_INVOKABLE bool movePieces(const QStringList& pieceIds, const QString& spaceId);
    // A piece off the board (not yet arrived, eliminated) put into a space, and taken off again.
    Q_INVOKABLE bool placePiece(const QString& pieceId, const QString& spaceId);
    Q_INVOKABLE bool removePiece(const QString& pieceId);
    Q_INVOKABLE bool setPieceStrength(const QString& pieceId, int strength);
    // Gives the piece a state (a game flag: "entrenched", "unsupplied") or takes it away.
    Q_INVOKABLE bool setPieceState(const QString& pieceId, const QString& flag, bool on);
    // What stands in a space, for the stack viewer: {space, name, pieces: [{pieceId, kind, kindName,
    // side, sideName, sideColour, strength, states: [{id, name}], supply, alertCount}], limits:
    // [{limit, name, rule, side, sideName, count, allowed (-1: none), over, soft, checkedNow, text}],
    // alerts: [{code, severity, rule, message, fix}]}. An empty space id lists the pieces off the board.
    Q_INVOKABLE QVariantMap stackAt(const QString& spaceId) const;
    // Resumes the most recent unfinished game of the store (the kiosk does so by itself at start).
    Q_INVOKABLE bool resumeLast();
    Q_INVOKABLE bool resumeGame(qint64 key);
    // The games of the store, newest first: [{key, title, game, scenario, started, lastPlayed, finished}].
    Q_INVOKABLE QVariantList storedGames() const;
    Q_INVOKABLE bool undo();
    Q_INVOKABLE bool redo();
    // Shows the game after its first `count` events on the map (read-only); endReplay() returns.
    Q_INVOKABLE bool replayTo(int count);
    Q_INVOKABLE void endReplay();
    // Writes this game to one file / adds the game of a file as a new game (never overwriting).
    Q_INVOKABLE bool exportGame(const QString& file);
    Q_INVOKABLE bool importGame(const QString& file);
    // Enters one value read off a printed chart ("terrain/forest/move-cost", "2"): checked, kept
    // in the store with the game, and used by the rules from now on.
    Q_INVOKABLE bool setChartValue(const QString& key, const QString& value);
    // The scenarios of a game as [{id, title, description}], for the start screen. Empty on errors.
    Q_INVOKABLE QVariantList scenariosOf(const QString& gameId) const;
    // Where the supply of the stack in a space comes from, for the inspector and the map's line:
    // {pieceId, state, traced, trace, rule, spaces: [unit's space .. source], path (SVG through the
    // centres, mm), source, sourceName, length, legs: [{way, spaces}], blockedTrace, why, cutAt,
    // sourcePoint and cutPoint (mm, null when none), text}.
    // `text` says it in a sentence ("supplied from Westport (0101) in 5 hexes", or why not). Empty
    // when no piece there needs supply, or the game traces none.
    Q_INVOKABLE QVariantMap supplyRouteAt(const QString& spaceId) const;

    bool loaded() const { return game_ != nullptr; }
    QString errorMessage() const { return error_; }
    QString gameId() const;
    QString gameTitle() const;
    QString scenarioId() const;
    QString scenarioTitle() const { return scenarioTitle_; }
    QString mapName() const;
    QString mapKind() const;
    QRectF mapBounds() const { return bounds_; }
    QVariantList sides() const { return sides_; }
    double spaceSize() const { return spaceSize_; }
    QVariantList mapLines() const { return mapLines_; }
    QVariantList zoneLines() const { return zoneLines_; }
    MapModel* mapModel() { return &mapModel_; }
    bool hasZones() const;
    PieceModel* pieceModel() { return &pieceModel_; }
    AlertModel* alertModel() { return &alertModel_; }
    QVariantList alertLog() const;
    int errorCount() const { return errorCount_; }
    int warningCount() const { return warningCount_; }
    bool hasSequence() const { return walker_ != nullptr; }
    QString turnLabel() const { return turnLabel_; }
    QString stepId() const;
    QString stepTitle() const { return stepTitle_; }
    QString actor() const { return actor_; }
    QStringList checklist() const { return checklist_; }
    int turnNumber() const { return position_ ? position_->time.turn : 0; }
    QString turnDate() const { return turnDate_; }
    QString actorColour() const { return actorColour_; }
    QVariantList phaseTrack() const { return phaseTrack_; }
    QString whatNow() const { return whatNow_; }
    QVariantList pieceStates() const;
    bool canNext() const { return canNext_; }
    bool canPrevious() const { return canPrevious_; }
    QVariantList overrides() const { return overrides_; }
    QString storeFile() const { return storeFile_; }
    void setStoreFile(const QString& file);
    QString storeMessage() const { return storeMessage_; }
    bool stored() const;
    QVariantMap resumable() const;
    bool canUndo() const;
    bool canRedo() const;
    HistoryModel* historyModel() { return &historyModel_; }
    int eventCount() const;
    int replayIndex() const { return replayIndex_; }
    QVariantList chartQuestions() const { return chartQuestions_; }
    int chartsWaiting() const;
    QString notice() const { return notice_; }
    // What the camera saw happen (the board tracker's events, or the players' answer to its
    // question), logged as one action with the camera as its source. False when refused.
    bool recordFromCamera(std::vector<session::Payload> payloads);
    // Goes forward through the sequence of play to the step with this id (its address, e.g.
    // "union-turn.movement.operations"), logging each step like Next; false, with a notice, when the
    // step is not ahead. For demos and scenarios that start mid-turn (--step).
    bool advanceTo(const QString& stepId);
    bool replaying() const { return replayIndex_ >= 0; }
    // The game's folder and map, for the vision worker to load its own copy.
    QString currentGameFolder() const { return game_ ? gameFolder(gameId()) : QString(); }
    QString currentMapId() const;
    // The set-up of a table (its camera looking at this game's map): the players' touches and the
    // empty-board capture, kept in the store so that a restart, or the kiosk after a power cut,
    // need not ask for them again. `name` says which table set-up (TableWatcher makes it).
    struct KeptSetup {
        QJsonObject json;
        QByteArray data;
        qint64 updatedAtMs = 0;
    };
    // Nothing when there is no store or nothing kept under `name`; a store that cannot be read
    // says so in storeMessage.
    std::optional<KeptSetup> keptSetup(const QString& name);
    // Replaces what is kept under `name`; false (storeMessage says why) when it cannot be kept.
    bool keepSetup(const QString& name, const QJsonObject& json, const QByteArray& data);
    // Counter faces learned by guided placement (the set-up's Pieces step), kept per game so later
    // games at the table know them: [{piece, side, png}], oldest first. Empty without a store.
    QVariantList learnedFaces();
    // Keeps one learned face, replacing the piece's earlier one; false (storeMessage says why) when
    // it cannot be kept.
    bool keepLearnedFace(const QString& piece, const QString& side, const QByteArray& png);
    // The map being played on; nullptr with no game.
    const data::GameMap* currentMap() const;
    // The game being played (its definition and rules); nullptr with no game.
    const games::Game* game() const { return game_.get(); }
    // The position on show (the replayed one while replaying); nullptr with no game.
    const model::Position* position() const { return position_.get(); }

    // The alerts as the CLI writes them: {code, severity, rule, spaces, pieces, message[, fix]}.
    QJsonArray alertsJson() const;
    // What the session shows, for a headless run's summary.json.
    QJsonObject summaryJson() const;

signals:
    void dataDirChanged();
    void loadedChanged();
    void errorMessageChanged();
    void evaluated();
    void stepChanged();
    void overridesChanged();
    void storeChanged();
    void historyChanged();
    void replayChanged();
    void chartsChanged();
    void noticeChanged();

private:
    QString gameFolder(const QString& gameId) const;
    QString gamesFolder() const;
    void clear();
    void fail(const QString& message);
    // `key` resumes that stored game instead of starting a new one from `position`.
    void start(std::unique_ptr<const games::Game> game, std::unique_ptr<model::Position> position,
               const QString& scenarioTitle, std::optional<qint64> key = std::nullopt);
    // Applies one action of the players through the journal (and the store); false, with
    // storeMessage or errorMessage saying why, when it was refused or could not be kept.
    bool record(std::vector<session::Payload> payloads, session::Source source = session::Source::Touch);
    void showJournalPosition();
    void rebuildOverrides();
    void refreshHistory();
    void refreshCharts();
    void setNotice(const QString& text);
    void setStoreMessage(const QString& text);
    bool openStore();
    // A store that was locked or full at opening: tries the writable open again (see openStore).
    void retryStoreOpen();
    // Undo (back) or redo through the journal, kept in the store like any other change.
    bool takeBackOrRedo(bool back);
    // The alerts that stand (alert_ledger.hpp), in display order; while replaying, the replayed
    // position's own.
    std::vector<model::Alert> shownAlerts() const;
    // Gives the alert ledger the actions logged since it last looked, with the rules' verdicts.
    void feedLedger();
    // A step of the sequence in words ("Union Player Turn > Movement Phase"), else its id.
    QString stepWords(const std::string& step) const;
    void buildMap();
    void evaluate();
    void refreshStep();
    bool advance();
    // The header's track, sentence and colour for the step in view (play_session_touch.cpp).
    void refreshHeader(const sequence::StepView* view);
    // A touch change of one piece (PieceChanged), refused with a notice when it changes nothing.
    bool changePiece(session::PieceChanged change);
    // Judges the moves among the payloads, then records them: the alerts go to the ledger.
    bool recordMoves(std::vector<session::Payload> payloads, session::Source source);
    // The step after (or before) the current one, as the event that goes there.
    std::optional<session::StepAdvanced> nextStep(bool forward = true);

    QString dataDir_;
    QString error_;
    std::unique_ptr<const games::Game> game_;
    std::unique_ptr<model::Position> position_;
    std::unique_ptr<const games::PositionReport> report_;
    std::unique_ptr<const sequence::Walker> walker_;
    QString scenarioTitle_;
    QRectF bounds_;
    double spaceSize_ = 26;
    QVariantList mapLines_;
    QVariantList sides_;
    QVariantList zoneLines_;
    MapModel mapModel_;
    PieceModel pieceModel_;
    AlertModel alertModel_;
    int errorCount_ = 0;
    int warningCount_ = 0;
    QString turnLabel_;
    QString stepTitle_;
    QString actor_;
    QStringList checklist_;
    QString turnDate_;
    QString actorColour_;
    QVariantList phaseTrack_;
    QString whatNow_;
    bool canNext_ = false;
    bool canPrevious_ = false;
    QVariantList overrides_;
    QString storeFile_;
    QString storeMessage_;
    std::unique_ptr<storage::GameStore> store_;
    std::unique_ptr<GameJournal> journal_;
    HistoryModel historyModel_;
    int replayIndex_ = -1;
    QVariantList chartQuestions_;
    QString notice_;
    std::vector<model::Alert> pendingMoveAlerts_;  // recordMoves: what the moves being recorded break
    std::vector<model::Alert> actionMoveAlerts_;   // what the action just kept broke, for the ledger
    referee::AlertLedger ledger_;                  // which alerts stand, and every alert of the game
    // Resumed: the ledger's first look takes every check's errors and warnings, which stood from
    // earlier steps before the stop (the ledger itself is not stored).
    bool ledgerResumed_ = false;
    std::size_t ledgerSeen_ = 0;                   // how many events of the log the ledger has been given
    std::optional<model::Position> stepStart_;     // the position when the current step began
    std::vector<model::Alert> stepConsequences_;   // stacking and supply as this step's moves left them
};

}  // namespace adj::app
