#pragma once
// A game at the table as it is kept: the engine's session (an event log whose fold is the position)
// written through to the SQLite store one durable transaction per action, so neither a power cut
// nor a kill nor a full disk keeps part of an action or loses a confirmed one. Plain C++ (engine +
// storage), so the app, the CLI and the tests share it.
//
// Layout in the store: event 1 of every game is a Note ("game started"), written with a snapshot
// of the initial position at seq 1 in the game's own creating transaction; the rest is the
// session's own log, Undo and Redo included, one transaction per action. Resuming reads the
// initial snapshot and the log and folds it again (Session::restore), so undo reaches back across
// a restart. Further snapshots at every kSnapshotEvery-th event (the position after that very
// event) let salvage and history start part-way.
//
// Resume keeps what can be kept: a stored event that cannot be read or does not fit stops the
// fold at the start of its action, and the game goes on from there as a new stored game (the
// damaged one is left as it was); a lost starting snapshot is rebuilt from the scenario.
#include "app/storage/game_store.hpp"
#include "engine/session/session.hpp"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace adj::app {

class GameJournal {
public:
    static constexpr std::int64_t kSnapshotEvery = 100;

    // A new game in the store, starting from `initial`. Throws storage::StoreError when it cannot
    // be written (the store says which file and why); nothing of the game is then kept.
    static GameJournal start(storage::GameStore& store, const model::Position& initial, const std::string& title,
                             session::Session::Clock clock = session::Session::now);
    // A game kept only in memory (no store could be opened, or a position opened for a look):
    // everything works, nothing survives the app.
    static GameJournal inMemory(const model::Position& initial, session::Session::Clock clock = session::Session::now);
    // A stored game, folded again. `scenarioStart` is the position the game's scenario starts
    // from, used when the stored starting snapshot is lost or unreadable. A damaged event stops
    // the fold before its action and resumeNote() says which event and what was kept. Throws
    // storage::StoreError or session::SessionError when nothing can be resumed at all.
    static GameJournal resume(storage::GameStore& store, storage::GameKey key,
                              std::optional<model::Position> scenarioStart = std::nullopt,
                              session::Session::Clock clock = session::Session::now);

    storage::GameKey key() const { return key_; }  // 0 in memory
    bool stored() const { return store_ != nullptr; }
    const session::Session& session() const { return *session_; }
    const model::Position& position() const { return session_->position(); }
    // Goes on writing to `store` (the same file opened again, e.g. writable once a lock is gone).
    // Throws storage::StoreError, changing nothing, unless it holds exactly this game's log.
    void moveTo(storage::GameStore& store);
    // What a resume could not take as it was (empty when it took everything), for the players.
    const std::string& resumeNote() const { return resumeNote_; }

    // Each applies to the session first (refusing what does not fit, with nothing written), then
    // stores the new action durably in one transaction. If the store fails (disk full), the
    // session is rolled back to what is stored (nothing of the action) and the StoreError is
    // rethrown: what the screen shows is what is kept.
    std::vector<session::Event> append(std::vector<session::Payload> payloads, session::Source source);
    const session::Event& undo(session::Source source);
    const session::Event& redo(session::Source source);

private:
    GameJournal(storage::GameStore* store, storage::GameKey key, std::unique_ptr<session::Session> session,
                session::Session::Clock clock);
    // Writes the session's events beyond `storedBefore` as one action; on failure restores the session.
    void persistAction(std::size_t storedBefore);

    storage::GameStore* store_;  // null: in memory
    storage::GameKey key_;
    std::unique_ptr<session::Session> session_;
    session::Session::Clock clock_;
    std::string resumeNote_;
};

}  // namespace adj::app
