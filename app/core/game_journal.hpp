#pragma once
// A game at the table as it is kept: the engine's session (an event log whose fold is the position)
// written through to the SQLite store one durable transaction per event, so a power cut loses no
// confirmed move. Plain C++ (engine + storage), so the app, the CLI and the tests share it.
//
// Layout in the store: event 1 of every game is a Note ("game started"), with a snapshot of the
// initial position at seq 1; the rest is the session's own log, Undo and Redo included. Resuming
// reads the initial snapshot and the whole log and folds it again (Session::restore), so undo
// reaches back across a restart. Further snapshots every kSnapshotEvery events let salvage and
// history start part-way.
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
    // be written (the store says which file and why).
    static GameJournal start(storage::GameStore& store, const model::Position& initial, const std::string& title,
                             session::Session::Clock clock = session::Session::now);
    // A game kept only in memory (no store could be opened, or a position opened for a look):
    // everything works, nothing survives the app.
    static GameJournal inMemory(const model::Position& initial, session::Session::Clock clock = session::Session::now);
    // A stored game, folded again. Throws storage::StoreError or session::SessionError naming the
    // game and the event that does not fit.
    static GameJournal resume(storage::GameStore& store, storage::GameKey key,
                              session::Session::Clock clock = session::Session::now);

    storage::GameKey key() const { return key_; }  // 0 in memory
    bool stored() const { return store_ != nullptr; }
    const session::Session& session() const { return *session_; }
    const model::Position& position() const { return session_->position(); }

    // Each applies to the session first (refusing what does not fit, with nothing written), then
    // stores every new event durably. If the store fails (disk full), the session is rolled back
    // to what is stored and the StoreError is rethrown: what the screen shows is what is kept.
    std::vector<session::Event> append(std::vector<session::Payload> payloads, session::Source source);
    const session::Event& undo(session::Source source);
    const session::Event& redo(session::Source source);

private:
    GameJournal(storage::GameStore* store, storage::GameKey key, std::unique_ptr<session::Session> session,
                session::Session::Clock clock);
    // Writes the events the session holds beyond what the store has; on failure restores the session.
    void persistNewEvents(std::size_t storedBefore);

    storage::GameStore* store_;  // null: in memory
    storage::GameKey key_;
    std::unique_ptr<session::Session> session_;
    session::Session::Clock clock_;
};

}  // namespace adj::app
