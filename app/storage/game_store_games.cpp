// GameStore: the games table.
#include "app/storage/clock.hpp"
#include "app/storage/game_store.hpp"
#include "app/storage/transaction.hpp"
#include "app/storage/uid.hpp"

namespace adj::storage {

namespace {

constexpr std::string_view kGameColumns =
    "id, uid, game_module, scenario, title, started_at, last_played_at, finished";

GameInfo readGame(const sql::Statement& row) {
    GameInfo game;
    game.key = row.integer(0);
    game.uid = row.text(1);
    game.gameModule = row.text(2);
    game.scenario = row.text(3);
    game.title = row.text(4);
    game.startedAt = row.integer(5);
    game.lastPlayedAt = row.integer(6);
    game.finished = row.integer(7) != 0;
    return game;
}

std::string selectGames(std::string_view rest) {
    return "SELECT " + std::string(kGameColumns) + " FROM games " + std::string(rest);
}

}  // namespace

GameKey GameStore::createGame(const NewGame& game) { return insertGame(game); }

GameKey GameStore::createGame(const NewGame& game, const std::vector<std::vector<NewEvent>>& actions,
                              const std::vector<NewSnapshot>& snapshots) {
    GameKey key = 0;
    try {
        sql::Transaction transaction(connection_);
        key = insertGame(game);
        for (const std::vector<NewEvent>& action : actions) insertAction(key, action, {});
        for (const NewSnapshot& snapshot : snapshots) insertSnapshot(key, snapshot.seq, snapshot.positionJson);
        transaction.commit();
    } catch (const StoreError& error) {
        if (error.kind() == ErrorKind::Sequence || error.kind() == ErrorKind::InvalidArgument) throw;
        throw StoreError(error.kind(), std::string(error.what()) + ". The new game was not kept: nothing of it was recorded.",
                         error.sqliteCode());
    }
    return key;
}

GameKey GameStore::insertGame(const NewGame& game) {
    if (game.gameModule.empty())
        throw StoreError(ErrorKind::InvalidArgument, file_.string() + ": a new game needs the id of the game it plays");
    const TimestampMs now = nowMs();
    auto insert = query(
        "INSERT INTO games (uid, game_module, scenario, title, started_at, last_played_at) VALUES (?1, ?2, ?3, ?4, ?5, ?5)");
    insert->bind(1, std::string_view(game.uid && !game.uid->empty() ? *game.uid : newGameUid()));
    insert->bind(2, std::string_view(game.gameModule)).bind(3, std::string_view(game.scenario));
    insert->bind(4, std::string_view(game.title)).bind(5, now);
    try {
        insert->run();
    } catch (const StoreError& error) {
        if (error.kind() == ErrorKind::InvalidArgument)  // the only constraint that can fail: uid
            throw StoreError(ErrorKind::InvalidArgument, file_.string() + ": a game with uid " + *game.uid + " already exists");
        throw;
    }
    return connection_.lastInsertRowid();
}

std::optional<GameInfo> GameStore::game(GameKey key) {
    auto select = query(selectGames("WHERE id = ?1"));
    select->bind(1, key);
    if (!select->step()) return std::nullopt;
    return readGame(*select);
}

std::optional<GameInfo> GameStore::gameByUid(std::string_view uid) {
    auto select = query(selectGames("WHERE uid = ?1"));
    select->bind(1, uid);
    if (!select->step()) return std::nullopt;
    return readGame(*select);
}

std::vector<GameInfo> GameStore::listGames() {
    auto select = query(selectGames("ORDER BY last_played_at DESC, id DESC"));
    std::vector<GameInfo> games;
    while (select->step()) games.push_back(readGame(*select));
    return games;
}

std::optional<GameInfo> GameStore::lastGame() {
    auto select = query(selectGames("WHERE finished = 0 ORDER BY last_played_at DESC, id DESC LIMIT 1"));
    if (!select->step()) return std::nullopt;
    return readGame(*select);
}

GameInfo GameStore::requireGame(GameKey key) {
    std::optional<GameInfo> found = game(key);
    if (!found) throw StoreError(ErrorKind::NotFound, file_.string() + ": there is no game #" + std::to_string(key));
    return *found;
}

void GameStore::touchGame(GameKey key, TimestampMs when) {
    // Recency is kept strictly ahead of every other game's, not just taken from the clock: two games
    // touched within one millisecond, or a kiosk whose clock came back wrong after a power cut, must
    // still list the game played last first and resume it.
    auto update = query(
        "UPDATE games SET last_played_at = max(last_played_at, ?2, "
        "(SELECT coalesce(max(last_played_at), 0) + 1 FROM games WHERE id <> ?1)) WHERE id = ?1");
    update->bind(1, key).bind(2, when).run();
}

void GameStore::setFinished(GameKey key, bool finished) {
    requireGame(key);
    auto update = query("UPDATE games SET finished = ?2 WHERE id = ?1");
    update->bind(1, key).bind(2, std::int64_t{finished ? 1 : 0}).run();
}

void GameStore::setTitle(GameKey key, std::string_view title) {
    requireGame(key);
    auto update = query("UPDATE games SET title = ?2 WHERE id = ?1");
    update->bind(1, key).bind(2, title).run();
}

void GameStore::deleteGame(GameKey key) {
    requireGame(key);
    // One statement, so one implicit transaction: ON DELETE CASCADE takes the events, snapshots,
    // calibration and chart values with it, or nothing at all.
    auto remove = query("DELETE FROM games WHERE id = ?1");
    remove->bind(1, key).run();
}

}  // namespace adj::storage
