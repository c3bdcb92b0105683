// GameStore: what surrounds the event log — calibrations, learned counter faces, chart values
// and settings.
#include "app/storage/clock.hpp"
#include "app/storage/game_store.hpp"
#include "app/storage/json_text.hpp"
#include "app/storage/transaction.hpp"

namespace adj::storage {

namespace {

void checkScope(const std::filesystem::path& file, const CalibrationScope& scope) {
    if (scope.game.has_value() == scope.setup.has_value())
        throw StoreError(ErrorKind::InvalidArgument,
                         file.string() + ": a calibration belongs to exactly one game or one table set-up");
}

std::string describe(const CalibrationScope& scope) {
    return scope.game ? "game #" + std::to_string(*scope.game) : "table set-up \"" + *scope.setup + "\"";
}

}  // namespace

void GameStore::saveCalibration(const CalibrationScope& scope, std::string_view json, const Blob& data) {
    checkScope(file_, scope);
    if (!isJsonObject(json))
        throw StoreError(ErrorKind::InvalidArgument, file_.string() + ": the calibration of " + describe(scope) + " is not a JSON object");
    if (scope.game) requireGame(*scope.game);
    sql::Transaction transaction(connection_);
    {
        auto remove = query("DELETE FROM calibrations WHERE game IS ?1 AND setup IS ?2");
        if (scope.game) remove->bind(1, *scope.game);
        remove->bindOptional(2, scope.setup).run();
    }
    {
        auto insert = query("INSERT INTO calibrations (game, setup, json, data, updated_at) VALUES (?1, ?2, ?3, ?4, ?5)");
        if (scope.game) insert->bind(1, *scope.game);
        insert->bindOptional(2, scope.setup).bind(3, json);
        if (!data.empty()) insert->bind(4, std::span<const std::uint8_t>(data));
        insert->bind(5, nowMs()).run();
    }
    transaction.commit();
}

std::optional<Calibration> GameStore::calibration(const CalibrationScope& scope) {
    checkScope(file_, scope);
    auto select = query("SELECT json, data, updated_at FROM calibrations WHERE game IS ?1 AND setup IS ?2");
    if (scope.game) select->bind(1, *scope.game);
    select->bindOptional(2, scope.setup);
    if (!select->step()) return std::nullopt;
    return Calibration{select->text(0), select->blob(1), select->integer(2)};
}

std::int64_t GameStore::addCounterFace(const CounterFace& face) {
    if (face.gameModule.empty() || face.pieceId.empty())
        throw StoreError(ErrorKind::InvalidArgument, file_.string() + ": a counter face needs its game and piece id");
    if (face.png.empty())
        throw StoreError(ErrorKind::InvalidArgument, file_.string() + ": the counter face of " + face.pieceId + " has no image");
    if (!isJsonObject(face.metadataJson))
        throw StoreError(ErrorKind::InvalidArgument, file_.string() + ": the metadata of counter face " + face.pieceId + " is not a JSON object");
    auto insert = query(
        "INSERT INTO counter_faces (game_module, piece_kind, piece_id, side, face, png, metadata, learned_at) "
        "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)");
    insert->bind(1, std::string_view(face.gameModule)).bind(2, std::string_view(face.pieceKind));
    insert->bind(3, std::string_view(face.pieceId)).bind(4, std::string_view(face.side)).bind(5, std::string_view(face.face));
    insert->bind(6, std::span<const std::uint8_t>(face.png)).bind(7, std::string_view(face.metadataJson));
    insert->bind(8, face.learnedAt != 0 ? face.learnedAt : nowMs()).run();
    return connection_.lastInsertRowid();
}

std::vector<CounterFace> GameStore::counterFaces(std::string_view gameModule) {
    auto select = query(
        "SELECT id, game_module, piece_kind, piece_id, side, face, png, metadata, learned_at FROM counter_faces "
        "WHERE game_module = ?1 ORDER BY piece_id, face, id");
    select->bind(1, gameModule);
    std::vector<CounterFace> faces;
    while (select->step()) {
        faces.push_back({select->integer(0), select->text(1), select->text(2), select->text(3), select->text(4),
                         select->text(5), select->blob(6), select->text(7), select->integer(8)});
    }
    return faces;
}

void GameStore::deleteCounterFace(std::int64_t id) {
    auto remove = query("DELETE FROM counter_faces WHERE id = ?1");
    remove->bind(1, id).run();
}

void GameStore::recordChartValue(GameKey key, std::string_view chartKey, std::string_view value) {
    if (chartKey.empty()) throw StoreError(ErrorKind::InvalidArgument, file_.string() + ": a chart value needs the chart's key");
    requireGame(key);
    auto insert = query("INSERT INTO chart_values (game, chart_key, value, entered_at) VALUES (?1, ?2, ?3, ?4)");
    insert->bind(1, key).bind(2, chartKey).bind(3, value).bind(4, nowMs()).run();
}

std::vector<ChartValue> GameStore::chartValues(GameKey key) {
    auto select = query("SELECT chart_key, value, entered_at FROM chart_values WHERE game = ?1 ORDER BY id");
    select->bind(1, key);
    std::vector<ChartValue> values;
    while (select->step()) values.push_back({select->text(0), select->text(1), select->integer(2)});
    return values;
}

void GameStore::setSetting(std::string_view key, std::string_view value) {
    auto upsert = query("INSERT INTO settings (key, value) VALUES (?1, ?2) ON CONFLICT (key) DO UPDATE SET value = excluded.value");
    upsert->bind(1, key).bind(2, value).run();
}

std::optional<std::string> GameStore::setting(std::string_view key) {
    auto select = query("SELECT value FROM settings WHERE key = ?1");
    select->bind(1, key);
    if (!select->step()) return std::nullopt;
    return select->text(0);
}

void GameStore::removeSetting(std::string_view key) {
    auto remove = query("DELETE FROM settings WHERE key = ?1");
    remove->bind(1, key).run();
}

}  // namespace adj::storage
