// GameStore: export and import of one game (the file format is in game_archive.hpp).
#include "app/storage/game_archive.hpp"
#include "app/storage/game_store.hpp"
#include "app/storage/transaction.hpp"
#include "app/storage/uid.hpp"

namespace adj::storage {

GameArchive GameStore::exportArchive(GameKey key) {
    // One read transaction: a consistent picture even if another connection appends meanwhile.
    sql::Transaction transaction(connection_, sql::Transaction::Kind::Read);
    GameArchive archive;
    archive.game = requireGame(key);
    archive.events = events(key);
    {
        auto select = query("SELECT seq, position, created_at FROM snapshots WHERE game = ?1 ORDER BY seq");
        select->bind(1, key);
        while (select->step()) archive.snapshots.push_back({select->integer(0), select->text(1), select->integer(2)});
    }
    archive.calibration = calibration(CalibrationScope::forGame(key));
    archive.chartValues = chartValues(key);
    transaction.commit();
    return archive;
}

void GameStore::exportGame(GameKey key, const std::filesystem::path& file) { writeArchiveFile(exportArchive(key), file); }

ImportResult GameStore::importArchive(const GameArchive& archive) {
    ImportResult result;
    sql::Transaction transaction(connection_);
    const std::string& wanted = archive.game.uid;
    result.uidChanged = wanted.empty() || gameByUid(wanted).has_value();
    result.uid = result.uidChanged ? newGameUid() : wanted;
    {
        auto insert = query(
            "INSERT INTO games (uid, game_module, scenario, title, started_at, last_played_at, finished) "
            "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)");
        insert->bind(1, std::string_view(result.uid)).bind(2, std::string_view(archive.game.gameModule));
        insert->bind(3, std::string_view(archive.game.scenario)).bind(4, std::string_view(archive.game.title));
        insert->bind(5, archive.game.startedAt).bind(6, archive.game.lastPlayedAt);
        insert->bind(7, std::int64_t{archive.game.finished ? 1 : 0}).run();
        result.key = connection_.lastInsertRowid();
    }
    // The archive was checked for a contiguous log when it was read; the PRIMARY KEY would still
    // stop a repeated seq from an archive built in code.
    for (const StoredEvent& event : archive.events) {
        auto insert = query("INSERT INTO events (game, seq, type, json, recorded_at) VALUES (?1, ?2, ?3, ?4, ?5)");
        insert->bind(1, result.key).bind(2, event.seq).bind(3, std::string_view(event.type));
        insert->bind(4, std::string_view(event.json)).bind(5, event.recordedAt).run();
    }
    for (const Snapshot& snapshot : archive.snapshots) {
        auto insert = query("INSERT OR REPLACE INTO snapshots (game, seq, position, created_at) VALUES (?1, ?2, ?3, ?4)");
        insert->bind(1, result.key).bind(2, snapshot.seq).bind(3, std::string_view(snapshot.positionJson));
        insert->bind(4, snapshot.createdAt).run();
    }
    if (archive.calibration) {
        auto insert = query("INSERT INTO calibrations (game, json, data, updated_at) VALUES (?1, ?2, ?3, ?4)");
        insert->bind(1, result.key).bind(2, std::string_view(archive.calibration->json));
        if (!archive.calibration->data.empty()) insert->bind(3, std::span<const std::uint8_t>(archive.calibration->data));
        insert->bind(4, archive.calibration->updatedAt).run();
    }
    for (const ChartValue& value : archive.chartValues) {
        auto insert = query("INSERT INTO chart_values (game, chart_key, value, entered_at) VALUES (?1, ?2, ?3, ?4)");
        insert->bind(1, result.key).bind(2, std::string_view(value.chartKey)).bind(3, std::string_view(value.value));
        insert->bind(4, value.enteredAt).run();
    }
    transaction.commit();

    result.message = "Imported \"" + archive.game.title + "\" (" + std::to_string(archive.events.size()) + " events) as game #" +
                     std::to_string(result.key) + ".";
    if (result.uidChanged) {
        result.message += wanted.empty() ? " The file gave the game no identity, so it received a new one (" + result.uid + ")."
                                         : " A game with the same identity (" + wanted +
                                               ") is already here and was left unchanged; the import was added as a new game (" +
                                               result.uid + ").";
    }
    return result;
}

ImportResult GameStore::importGame(const std::filesystem::path& file) { return importArchive(readArchiveFile(file)); }

}  // namespace adj::storage
