#include "app/storage/game_archive.hpp"

#include "app/storage/base64.hpp"
#include "app/storage/clock.hpp"
#include "app/storage/file_ops.hpp"
#include "app/storage/store_error.hpp"
#include "engine/data/game_manifest.hpp"
#include "engine/session/json_reader.hpp"

#include <nlohmann/json.hpp>

#include <fstream>
#include <iterator>

namespace adj::storage {

namespace {

// ordered_json keeps keys in the order the session log wrote them.
using Json = nlohmann::ordered_json;

constexpr std::string_view kFormatName = "adjutant-game";

Json embedded(const std::string& text) { return Json::parse(text); }

[[noreturn]] void bad(const std::string& source, const std::string& problem) {
    throw StoreError(ErrorKind::BadImport, source + ": cannot import this game: " + problem);
}

// Field access that names the field when it is missing or of the wrong type.
class Reader {
public:
    explicit Reader(const std::string& source) : source_(source) {}

    const Json& field(const Json& object, const char* name, const std::string& where) const {
        if (!object.is_object()) bad(source_, where + " is not a JSON object");
        const auto found = object.find(name);
        if (found == object.end()) bad(source_, where + " has no \"" + name + "\"");
        return *found;
    }
    std::string text(const Json& object, const char* name, const std::string& where) const {
        const Json& value = field(object, name, where);
        if (!value.is_string()) bad(source_, where + ": \"" + name + "\" must be a string");
        return value.get<std::string>();
    }
    std::int64_t integer(const Json& object, const char* name, const std::string& where) const {
        const Json& value = field(object, name, where);
        if (!value.is_number_integer()) bad(source_, where + ": \"" + name + "\" must be an integer");
        return value.get<std::int64_t>();
    }
    std::string objectText(const Json& object, const char* name, const std::string& where) const {
        const Json& value = field(object, name, where);
        if (!value.is_object()) bad(source_, where + ": \"" + name + "\" must be a JSON object");
        return value.dump();
    }
    const Json& array(const Json& object, const char* name, const std::string& where) const {
        const Json& value = field(object, name, where);
        if (!value.is_array()) bad(source_, where + ": \"" + name + "\" must be a list");
        return value;
    }

private:
    const std::string& source_;
};

GameInfo readGame(const Reader& in, const Json& root) {
    const Json& game = in.field(root, "game", "the file");
    GameInfo info;
    info.uid = in.text(game, "uid", "game");
    info.gameModule = in.text(game, "game_module", "game");
    info.scenario = in.text(game, "scenario", "game");
    info.title = in.text(game, "title", "game");
    info.startedAt = in.integer(game, "started_at", "game");
    info.lastPlayedAt = in.integer(game, "last_played_at", "game");
    const Json& finished = in.field(game, "finished", "game");
    info.finished = finished.is_boolean() && finished.get<bool>();
    return info;
}

}  // namespace

std::string archiveToJson(const GameArchive& archive) {
    Json root = Json::object();
    root["format"] = std::string(kFormatName);
    root["format_version"] = kArchiveFormatVersion;
    root["exported_at"] = nowMs();
    root["game"] = {{"uid", archive.game.uid},
                    {"game_module", archive.game.gameModule},
                    {"scenario", archive.game.scenario},
                    {"title", archive.game.title},
                    {"started_at", archive.game.startedAt},
                    {"last_played_at", archive.game.lastPlayedAt},
                    {"finished", archive.game.finished}};
    Json events = Json::array();
    for (const StoredEvent& event : archive.events)
        events.push_back({{"seq", event.seq}, {"type", event.type}, {"recorded_at", event.recordedAt}, {"event", embedded(event.json)}});
    root["events"] = std::move(events);
    Json snapshots = Json::array();
    for (const Snapshot& snapshot : archive.snapshots)
        snapshots.push_back({{"seq", snapshot.seq}, {"created_at", snapshot.createdAt}, {"position", embedded(snapshot.positionJson)}});
    root["snapshots"] = std::move(snapshots);
    if (archive.calibration) {
        root["calibration"] = {{"updated_at", archive.calibration->updatedAt},
                               {"calibration", embedded(archive.calibration->json)},
                               {"data_base64", encodeBase64(archive.calibration->data)}};
    } else {
        root["calibration"] = nullptr;
    }
    Json charts = Json::array();
    for (const ChartValue& value : archive.chartValues)
        charts.push_back({{"chart_key", value.chartKey}, {"value", value.value}, {"entered_at", value.enteredAt}});
    root["chart_values"] = std::move(charts);
    if (!archive.alertLogJson.empty()) root["alert_log"] = Json::parse(archive.alertLogJson);
    // One event per line would be friendlier still, but indentation keeps it readable enough.
    return root.dump(1) + "\n";
}

GameArchive archiveFromJson(std::string_view text, const std::string& source) {
    // Bounded before it is parsed: size, UTF-8, nesting (a file nested 100,000 deep took the stack).
    if (const auto problem = session::checkJsonText(text))
        bad(source, (problem->line > 0 ? "line " + std::to_string(problem->line) + ": " : std::string()) + problem->message);
    Json root;
    try {
        root = Json::parse(text);
    } catch (const Json::exception& error) {  // parse_error, and out_of_range for a number like 1e3083
        bad(source, std::string("it is not valid JSON (") + error.what() + "); the file may be truncated");
    }
    const Reader in(source);
    const auto format = root.is_object() ? root.find("format") : root.end();
    if (!root.is_object() || format == root.end() || !format->is_string() || format->get<std::string>() != kFormatName)
        bad(source, "it is not an Adjutant game file (no \"format\": \"adjutant-game\")");
    const std::int64_t version = in.integer(root, "format_version", "the file");
    if (version > kArchiveFormatVersion)
        bad(source, "it was written by a newer version of Adjutant (format version " + std::to_string(version) +
                        ", this one reads up to " + std::to_string(kArchiveFormatVersion) + ")");

    GameArchive archive;
    archive.game = readGame(in, root);
    if (archive.game.gameModule.empty()) bad(source, "the game does not say which game it plays (\"game_module\")");
    // The module names the game's folder at resume: "../x" would load rules and maps from anywhere.
    if (!data::isGameId(archive.game.gameModule))
        bad(source, "\"game_module\" must be a game's id (letters, digits, '-' and '_'), not \"" + archive.game.gameModule + "\"");

    Seq expected = kFirstSeq;
    for (const Json& event : in.array(root, "events", "the file")) {
        const std::string where = "event " + std::to_string(expected);
        StoredEvent stored{in.integer(event, "seq", where), in.text(event, "type", where), in.objectText(event, "event", where),
                           in.integer(event, "recorded_at", where)};
        if (stored.seq != expected)
            bad(source, "the event log is not contiguous: event " + std::to_string(expected) + " was expected, found " +
                            std::to_string(stored.seq));
        if (stored.type.empty()) bad(source, where + " has an empty type");
        archive.events.push_back(std::move(stored));
        ++expected;
    }
    const Seq last = expected - 1;
    for (const Json& snapshot : in.array(root, "snapshots", "the file")) {
        Snapshot stored{in.integer(snapshot, "seq", "a snapshot"), in.objectText(snapshot, "position", "a snapshot"),
                        in.integer(snapshot, "created_at", "a snapshot")};
        if (stored.seq < kFirstSeq || stored.seq > last)
            bad(source, "a snapshot at event " + std::to_string(stored.seq) + " lies outside the log (1.." + std::to_string(last) + ")");
        archive.snapshots.push_back(std::move(stored));
    }
    if (const Json& calibration = in.field(root, "calibration", "the file"); !calibration.is_null()) {
        std::optional<Blob> data = decodeBase64(in.text(calibration, "data_base64", "calibration"));
        if (!data) bad(source, "the calibration's \"data_base64\" is not valid base64");
        archive.calibration = Calibration{in.objectText(calibration, "calibration", "calibration"), std::move(*data),
                                          in.integer(calibration, "updated_at", "calibration")};
    }
    for (const Json& value : in.array(root, "chart_values", "the file")) {
        archive.chartValues.push_back({in.text(value, "chart_key", "a chart value"), in.text(value, "value", "a chart value"),
                                       in.integer(value, "entered_at", "a chart value")});
    }
    return archive;
}

void writeArchiveFile(const GameArchive& archive, const std::filesystem::path& file) {
    writeFileAtomically(file, archiveToJson(archive));
}

GameArchive readArchiveFile(const std::filesystem::path& file) {
    // Only a regular file, no larger than any JSON Adjutant reads: /dev/zero once grew to 4 GB here.
    const std::string text = readRegularFile(file, session::JsonLimits{}.maxBytes, "import this game");
    return archiveFromJson(text, file.string());
}

}  // namespace adj::storage
