// GameStore: the event log and its snapshots.
#include "app/storage/clock.hpp"
#include "app/storage/game_store.hpp"
#include "app/storage/json_text.hpp"
#include "app/storage/transaction.hpp"

#include <limits>

namespace adj::storage {

namespace {

std::string gameName(GameKey key) { return "game #" + std::to_string(key); }

}  // namespace

void GameStore::appendEvent(GameKey key, const NewEvent& event) {
    try {
        appendEventOnce(key, event);
    } catch (const StoreError& error) {
        if (error.kind() == ErrorKind::Sequence || error.kind() == ErrorKind::InvalidArgument ||
            error.kind() == ErrorKind::NotFound)
            throw;  // already say which event and why
        // The players need to know the move was not kept, and that the earlier ones are.
        std::string advice = error.kind() == ErrorKind::DiskFull
                                 ? " Free some disk space, then confirm the move again."
                                 : " Check the disk, then confirm the move again.";
        throw StoreError(error.kind(),
                         std::string(error.what()) + ". Event " + std::to_string(event.seq) + " (" + event.type + ") of " +
                             gameName(key) + " was NOT recorded; every earlier event is safe." + advice,
                         error.sqliteCode());
    }
}

void GameStore::appendEventOnce(GameKey key, const NewEvent& event) {
    if (event.type.empty())
        throw StoreError(ErrorKind::InvalidArgument, file_.string() + ": " + gameName(key) + ": event " +
                                                         std::to_string(event.seq) + " has no type");
    if (!isJsonObject(event.json))
        throw StoreError(ErrorKind::InvalidArgument, file_.string() + ": " + gameName(key) + ": event " +
                                                         std::to_string(event.seq) + " (" + event.type + ") is not a JSON object");

    // The sequence is checked under the write lock taken by BEGIN IMMEDIATE, so no other writer
    // can slip an event in between the check and the insert.
    sql::Transaction transaction(connection_);
    Seq last = 0;
    {
        auto state = query("SELECT EXISTS (SELECT 1 FROM games WHERE id = ?1), "
                           "(SELECT coalesce(max(seq), 0) FROM events WHERE game = ?1)");
        state->bind(1, key).step();
        if (state->integer(0) == 0)
            throw StoreError(ErrorKind::NotFound, file_.string() + ": there is no " + gameName(key) + " to record event " +
                                                      std::to_string(event.seq) + " in");
        last = state->integer(1);
    }
    if (event.seq != last + 1) {
        const std::string head = file_.string() + ": " + gameName(key) + ": event " + std::to_string(event.seq) + " (" +
                                 event.type + ") refused: ";
        if (event.seq <= last)
            throw StoreError(ErrorKind::Sequence, head + "the log already holds events " + std::to_string(kFirstSeq) + ".." +
                                                      std::to_string(last) + ", so this one would repeat one of them");
        throw StoreError(ErrorKind::Sequence,
                         head + "the log ends at event " + std::to_string(last) + ", so this one would leave " +
                             (event.seq == last + 2 ? "event " + std::to_string(last + 1)
                                                    : "events " + std::to_string(last + 1) + ".." + std::to_string(event.seq - 1)) +
                             " missing");
    }
    const TimestampMs now = nowMs();
    {
        auto insert = query("INSERT INTO events (game, seq, type, json, recorded_at) VALUES (?1, ?2, ?3, ?4, ?5)");
        insert->bind(1, key).bind(2, event.seq).bind(3, std::string_view(event.type));
        insert->bind(4, std::string_view(event.json)).bind(5, now).run();
    }
    touchGame(key, now);
    transaction.commit();
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
    if (!isJsonObject(positionJson))
        throw StoreError(ErrorKind::InvalidArgument, file_.string() + ": " + gameName(key) + ": the snapshot at event " +
                                                         std::to_string(seq) + " is not a JSON object");
    sql::Transaction transaction(connection_);
    const Seq last = lastSeq(key);
    if (seq < kFirstSeq || seq > last)
        throw StoreError(ErrorKind::InvalidArgument, file_.string() + ": " + gameName(key) + ": cannot keep a snapshot at event " +
                                                         std::to_string(seq) + ": the log holds events " +
                                                         std::to_string(kFirstSeq) + ".." + std::to_string(last));
    {
        // A snapshot at the same event is the same position recomputed: the newer one wins.
        auto insert = query("INSERT OR REPLACE INTO snapshots (game, seq, position, created_at) VALUES (?1, ?2, ?3, ?4)");
        insert->bind(1, key).bind(2, seq).bind(3, positionJson).bind(4, nowMs()).run();
    }
    transaction.commit();
}

std::optional<Snapshot> GameStore::latestSnapshot(GameKey key, std::optional<Seq> atOrBefore) {
    auto select = query(
        "SELECT seq, position, created_at FROM snapshots WHERE game = ?1 AND seq <= ?2 ORDER BY seq DESC LIMIT 1");
    select->bind(1, key).bind(2, atOrBefore.value_or(std::numeric_limits<Seq>::max()));
    if (!select->step()) return std::nullopt;
    return Snapshot{select->integer(0), select->text(1), select->integer(2)};
}

}  // namespace adj::storage
