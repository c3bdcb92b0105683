// GameStore: the event log and its snapshots. An action (its events and the snapshots it reaches)
// is written in one transaction, so no kill, power cut or full disk can keep part of one.
#include "app/storage/clock.hpp"
#include "app/storage/game_store.hpp"
#include "app/storage/json_text.hpp"
#include "app/storage/transaction.hpp"

#include <limits>

namespace adj::storage {

namespace {

std::string eventLogGameName(GameKey key) { return "game #" + std::to_string(key); }

// "event 7 (piece-moved)" or "events 7..14 (8 events)".
std::string eventLogActionName(const std::vector<NewEvent>& action) {
    if (action.empty()) return "an empty action";
    if (action.size() == 1) return "event " + std::to_string(action.front().seq) + " (" + action.front().type + ")";
    return "events " + std::to_string(action.front().seq) + ".." + std::to_string(action.back().seq) + " (" +
           std::to_string(action.size()) + " events)";
}

}  // namespace

std::string GameStore::notKeptMessage(GameKey key, const std::vector<NewEvent>& action, const StoreError& error) {
    // The players need to know none of the change was kept, and that everything before it is.
    const std::string advice = error.kind() == ErrorKind::DiskFull ? " Free some disk space, then make the change again."
                                                                   : " Check the disk, then make the change again.";
    return std::string(error.what()) + ". Nothing of this change was kept: " + eventLogActionName(action) + " of " + eventLogGameName(key) +
           (action.size() == 1 ? " was" : " were") + " NOT recorded; every earlier event is safe." + advice;
}

void GameStore::appendEvent(GameKey key, const NewEvent& event) { appendAction(key, {event}); }

void GameStore::appendAction(GameKey key, const std::vector<NewEvent>& action, const std::vector<NewSnapshot>& snapshots) {
    try {
        // BEGIN IMMEDIATE: the sequence is checked under the write lock, so no other writer can slip
        // an event in between the check and the insert; the whole action commits or none of it.
        sql::Transaction transaction(connection_);
        insertAction(key, action, snapshots);
        transaction.commit();
    } catch (const StoreError& error) {
        if (error.kind() == ErrorKind::Sequence || error.kind() == ErrorKind::InvalidArgument ||
            error.kind() == ErrorKind::NotFound)
            throw;  // already say which event and why
        throw StoreError(error.kind(), notKeptMessage(key, action, error), error.sqliteCode());
    }
}

void GameStore::insertAction(GameKey key, const std::vector<NewEvent>& action, const std::vector<NewSnapshot>& snapshots) {
    if (action.empty())
        throw StoreError(ErrorKind::InvalidArgument, file_.string() + ": " + eventLogGameName(key) + ": an action needs at least one event");
    for (const NewEvent& event : action) {
        if (event.type.empty())
            throw StoreError(ErrorKind::InvalidArgument, file_.string() + ": " + eventLogGameName(key) + ": event " +
                                                             std::to_string(event.seq) + " has no type");
        if (!isJsonObject(event.json))
            throw StoreError(ErrorKind::InvalidArgument, file_.string() + ": " + eventLogGameName(key) + ": event " +
                                                             std::to_string(event.seq) + " (" + event.type + ") is not a JSON object");
    }
    Seq last = 0;
    {
        auto state = query("SELECT EXISTS (SELECT 1 FROM games WHERE id = ?1), "
                           "(SELECT coalesce(max(seq), 0) FROM events WHERE game = ?1)");
        state->bind(1, key).step();
        if (state->integer(0) == 0)
            throw StoreError(ErrorKind::NotFound, file_.string() + ": there is no " + eventLogGameName(key) + " to record " +
                                                      eventLogActionName(action) + " in");
        last = state->integer(1);
    }
    for (std::size_t i = 0; i < action.size(); ++i) {
        const NewEvent& event = action[i];
        const Seq expected = last + 1 + static_cast<Seq>(i);
        if (event.seq == expected) continue;
        const Seq before = expected - 1;
        const std::string head = file_.string() + ": " + eventLogGameName(key) + ": event " + std::to_string(event.seq) + " (" +
                                 event.type + ") refused: ";
        if (event.seq <= before)
            throw StoreError(ErrorKind::Sequence, head + "the log already holds events " + std::to_string(kFirstSeq) + ".." +
                                                      std::to_string(before) + ", so this one would repeat one of them");
        throw StoreError(ErrorKind::Sequence,
                         head + "the log ends at event " + std::to_string(before) + ", so this one would leave " +
                             (event.seq == before + 2 ? "event " + std::to_string(before + 1)
                                                      : "events " + std::to_string(before + 1) + ".." + std::to_string(event.seq - 1)) +
                             " missing");
    }
    const TimestampMs now = nowMs();
    const Seq actionStart = action.front().seq;
    for (const NewEvent& event : action) {
        auto insert = query(
            "INSERT INTO events (game, seq, type, json, recorded_at, action_start) VALUES (?1, ?2, ?3, ?4, ?5, ?6)");
        insert->bind(1, key).bind(2, event.seq).bind(3, std::string_view(event.type));
        insert->bind(4, std::string_view(event.json)).bind(5, now).bind(6, actionStart).run();
    }
    for (const NewSnapshot& snapshot : snapshots) insertSnapshot(key, snapshot.seq, snapshot.positionJson);
    touchGame(key, now);
}

std::optional<Seq> GameStore::actionOf(GameKey key, Seq seq) {
    auto select = query("SELECT action_start FROM events WHERE game = ?1 AND seq = ?2");
    select->bind(1, key).bind(2, seq);
    if (!select->step() || select->isNull(0)) return std::nullopt;
    return select->integer(0);
}

Seq GameStore::lastSeq(GameKey key) {
    auto select = query("SELECT coalesce(max(seq), 0) FROM events WHERE game = ?1");
    select->bind(1, key).step();
    return select->integer(0);
}

std::vector<StoredEvent> GameStore::events(GameKey key, Seq fromSeq) {
    auto select = query("SELECT seq, type, json, recorded_at FROM events WHERE game = ?1 AND seq >= ?2 ORDER BY seq");
    select->bind(1, key).bind(2, fromSeq);
    std::vector<StoredEvent> events;
    while (select->step()) events.push_back({select->integer(0), select->text(1), select->text(2), select->integer(3)});
    return events;
}

void GameStore::saveSnapshot(GameKey key, Seq seq, std::string_view positionJson) {
    sql::Transaction transaction(connection_);
    insertSnapshot(key, seq, positionJson);
    transaction.commit();
}

void GameStore::insertSnapshot(GameKey key, Seq seq, std::string_view positionJson) {
    if (!isJsonObject(positionJson))
        throw StoreError(ErrorKind::InvalidArgument, file_.string() + ": " + eventLogGameName(key) + ": the snapshot at event " +
                                                         std::to_string(seq) + " is not a JSON object");
    const Seq last = lastSeq(key);
    if (seq < kFirstSeq || seq > last)
        throw StoreError(ErrorKind::InvalidArgument, file_.string() + ": " + eventLogGameName(key) + ": cannot keep a snapshot at event " +
                                                         std::to_string(seq) + ": the log holds events " +
                                                         std::to_string(kFirstSeq) + ".." + std::to_string(last));
    // A snapshot at the same event is the same position recomputed: the newer one wins.
    auto insert = query("INSERT OR REPLACE INTO snapshots (game, seq, position, created_at) VALUES (?1, ?2, ?3, ?4)");
    insert->bind(1, key).bind(2, seq).bind(3, positionJson).bind(4, nowMs()).run();
}

std::optional<Snapshot> GameStore::latestSnapshot(GameKey key, std::optional<Seq> atOrBefore) {
    auto select = query(
        "SELECT seq, position, created_at FROM snapshots WHERE game = ?1 AND seq <= ?2 ORDER BY seq DESC LIMIT 1");
    select->bind(1, key).bind(2, atOrBefore.value_or(std::numeric_limits<Seq>::max()));
    if (!select->step()) return std::nullopt;
    return Snapshot{select->integer(0), select->text(1), select->integer(2)};
}

}  // namespace adj::storage
