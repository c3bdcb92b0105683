// GameJournal: the session written through to the store, one transaction per action, and read
// back as far as it can be (see game_journal.hpp).
#include "app/core/game_journal.hpp"

#include "app/storage/store_error.hpp"
#include "engine/session/event_json.hpp"
#include "engine/session/fold.hpp"
#include "engine/session/position_json.hpp"
#include "engine/session/session_error.hpp"

namespace adj::app {

namespace {

constexpr const char* kStartNote = "game started";

storage::NewEvent toStored(const session::Event& event) {
    return {event.seq, std::string(session::typeName(event.payload)), session::toJsonText(event)};
}

// The stored game's starting position: its snapshot at event 1, or the scenario's start when that
// is lost or unreadable (`rebuilt` then says so).
model::Position startingPosition(storage::GameStore& store, const storage::GameInfo& info,
                                 const std::optional<model::Position>& scenarioStart, std::string& rebuilt) {
    const auto initial = store.latestSnapshot(info.key, storage::kFirstSeq);
    std::string problem = "has no starting position";
    if (initial) {
        try {
            return session::positionFromJson(nlohmann::json::parse(initial->positionJson), "snapshot 1");
        } catch (const std::exception& error) {
            problem = std::string("has a starting position that cannot be read (") + error.what() + ")";
        }
    }
    if (!scenarioStart)
        throw session::SessionError("game '" + info.title + "' " + problem + " in " + store.file().string());
    rebuilt = "The saved game " + problem + "; it was rebuilt from the start of scenario '" + info.scenario + "'.";
    return *scenarioStart;
}

}  // namespace

GameJournal::GameJournal(storage::GameStore* store, storage::GameKey key, std::unique_ptr<session::Session> session,
                         session::Session::Clock clock)
    : store_(store), key_(key), session_(std::move(session)), clock_(std::move(clock)) {}

GameJournal GameJournal::start(storage::GameStore& store, const model::Position& initial, const std::string& title,
                               session::Session::Clock clock) {
    auto session = std::make_unique<session::Session>(initial, clock);
    const session::Event& first = session->append(session::Payload{session::Note{kStartNote}}, session::Source::Touch);
    // One transaction: a game that could not record its start is not kept half-made.
    const storage::GameKey key = store.createGame({initial.game, initial.scenario, title}, {{toStored(first)}},
                                                  {{first.seq, session::toJson(initial).dump()}});
    return GameJournal(&store, key, std::move(session), std::move(clock));
}

GameJournal GameJournal::inMemory(const model::Position& initial, session::Session::Clock clock) {
    auto session = std::make_unique<session::Session>(initial, clock);
    session->append(session::Payload{session::Note{kStartNote}}, session::Source::Touch);
    return GameJournal(nullptr, 0, std::move(session), std::move(clock));
}

GameJournal GameJournal::resume(storage::GameStore& store, storage::GameKey key, std::optional<model::Position> scenarioStart,
                                session::Session::Clock clock) {
    const auto info = store.game(key);
    if (!info) throw session::SessionError("there is no game " + std::to_string(key) + " in " + store.file().string());
    std::string rebuilt;
    model::Position initial = startingPosition(store, *info, scenarioStart, rebuilt);

    // Read and fold event by event, so the first one that cannot be read or does not fit is known.
    const std::vector<storage::StoredEvent> stored = store.events(key);
    std::vector<session::Event> log;
    log.reserve(stored.size());
    session::Fold fold(initial);
    std::string stop;
    storage::Seq bad = 0;
    for (const storage::StoredEvent& row : stored) {
        try {
            log.push_back(session::eventFromJsonText(row.json));
            if (log.back().seq != row.seq)
                throw session::SessionError("it says it is event " + std::to_string(log.back().seq));
            fold.push(log);
        } catch (const std::exception& error) {
            if (log.size() > fold.count()) log.pop_back();
            bad = row.seq;
            stop = "event " + std::to_string(row.seq) + " (" + row.type + ") cannot be used: " + error.what();
            break;
        }
    }
    if (!stop.empty() && log.empty())
        throw session::SessionError("game '" + info->title + "': " + stop);
    if (!stop.empty()) {
        // Stop before the whole action the bad event was recorded in, never part-way through one.
        const storage::Seq actionStart = store.actionOf(key, bad).value_or(bad);
        while (!log.empty() && log.back().seq >= actionStart) log.pop_back();
        if (log.empty()) throw session::SessionError("game '" + info->title + "': " + stop);
    }
    auto session = std::make_unique<session::Session>(session::Session::restore(initial, log, clock));
    GameJournal journal(&store, key, std::move(session), std::move(clock));
    if (stop.empty()) {
        if (!rebuilt.empty()) {
            // Keep the rebuilt start, so the next resume needs no scenario; a read-only store keeps none.
            try {
                store.saveSnapshot(key, storage::kFirstSeq, session::toJson(initial).dump());
            } catch (const storage::StoreError&) {
            }
        }
        journal.resumeNote_ = rebuilt;
        return journal;
    }

    // The damaged game stays in the store as it was; the players go on in a copy of what could be
    // read, so nothing is lost and the new events never collide with the damaged ones.
    const std::size_t kept = log.size();
    std::string note = (rebuilt.empty() ? std::string() : rebuilt + " ") + "In the saved game '" + info->title + "', " + stop +
                       ". It was resumed after event " + std::to_string(kept) + ", the last whole action before it";
    const std::string title = info->title + " (resumed after event " + std::to_string(kept) + ")";
    std::vector<std::vector<storage::NewEvent>> actions;
    for (const session::Event& event : log) {
        if (actions.empty() || event.group == event.seq) actions.emplace_back();
        actions.back().push_back(toStored(event));
    }
    try {
        journal.key_ = store.createGame({info->gameModule, info->scenario, title}, actions,
                                        {{storage::kFirstSeq, session::toJson(initial).dump()}});
        note += "; it goes on as '" + title + "', and the damaged game is kept unchanged.";
    } catch (const storage::StoreError& error) {
        journal.store_ = nullptr;
        journal.key_ = 0;
        note += std::string("; it could not be copied (") + error.what() + "), so this game is NOT being saved.";
    }
    journal.resumeNote_ = note;
    return journal;
}

void GameJournal::moveTo(storage::GameStore& store) {
    if (store_ == nullptr) throw storage::StoreError(storage::ErrorKind::InvalidArgument, "a game kept in memory has no store to move from");
    const auto held = static_cast<std::size_t>(store.lastSeq(key_));
    if (held != session_->log().size())
        throw storage::StoreError(storage::ErrorKind::Sequence, store.file().string() + ": game #" + std::to_string(key_) + " holds " +
                                                                    std::to_string(held) + " events, not the " +
                                                                    std::to_string(session_->log().size()) + " on the screen");
    store_ = &store;
}

void GameJournal::persistAction(std::size_t storedBefore) {
    if (store_ == nullptr) return;
    const std::vector<session::Event>& log = session_->log();
    std::vector<storage::NewEvent> action;
    std::vector<storage::NewSnapshot> snapshots;
    for (std::size_t i = storedBefore; i < log.size(); ++i) {
        action.push_back(toStored(log[i]));
        const auto seq = log[i].seq;
        if (seq % kSnapshotEvery != 0) continue;
        // The position after this very event, which is not the session's when the action goes on.
        const model::Position after = i + 1 == log.size() ? session_->position() : session_->positionAfter(i + 1);
        snapshots.push_back({seq, session::toJson(after).dump()});
    }
    try {
        store_->appendAction(key_, action, snapshots);
    } catch (const storage::StoreError&) {
        // Nothing of the action was kept: back to exactly what the store holds.
        std::vector<session::Event> kept(log.begin(), log.begin() + static_cast<std::ptrdiff_t>(storedBefore));
        session_ = std::make_unique<session::Session>(session::Session::restore(session_->initial(), std::move(kept), clock_));
        throw;
    }
}

std::vector<session::Event> GameJournal::append(std::vector<session::Payload> payloads, session::Source source) {
    const std::size_t before = session_->log().size();
    std::vector<session::Event> events = session_->append(std::move(payloads), source);
    persistAction(before);
    return events;
}

const session::Event& GameJournal::undo(session::Source source) {
    const std::size_t before = session_->log().size();
    session_->undo(source);
    persistAction(before);
    return session_->log().back();
}

const session::Event& GameJournal::redo(session::Source source) {
    const std::size_t before = session_->log().size();
    session_->redo(source);
    persistAction(before);
    return session_->log().back();
}

}  // namespace adj::app
