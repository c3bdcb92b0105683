#include "engine/session/event_json.hpp"

#include "engine/session/json_reader.hpp"
#include "engine/session/overloaded.hpp"
#include "engine/session/position_json.hpp"
#include "engine/session/timestamp.hpp"

#include <functional>
#include <map>

namespace adj::session {
namespace {

using nlohmann::json;

json dataOf(const Payload& payload) {
    return std::visit(
        Overloaded{
            [](const PiecePlaced& e) { return json{{"piece", toJson(e.piece)}}; },
            [](const PieceMoved& e) { return json{{"piece", e.piece}, {"from", e.from}, {"to", e.to}}; },
            [](const PieceRemoved& e) { return json{{"piece", e.piece}}; },
            [](const PieceChanged& e) {
                // Only what changes is written, so a row reads like the change it records.
                json data{{"piece", e.piece}};
                if (e.strength) data["strength"] = *e.strength;
                if (!e.flagsAdded.empty()) data["flags-added"] = e.flagsAdded;
                if (!e.flagsRemoved.empty()) data["flags-removed"] = e.flagsRemoved;
                if (!e.countersSet.empty()) data["counters-set"] = e.countersSet;
                if (!e.countersRemoved.empty()) data["counters-removed"] = e.countersRemoved;
                if (e.kind) data["kind"] = *e.kind;
                if (e.side) data["side"] = *e.side;
                return data;
            },
            [](const MarkerPlaced& e) { return json{{"marker", toJson(e.marker)}}; },
            [](const MarkerRemoved& e) { return json{{"marker", e.marker}}; },
            [](const ControlChanged& e) { return json{{"space", e.space}, {"side", e.side}}; },
            [](const RecordChanged& e) { return json{{"record", e.record}, {"value", e.value ? json(*e.value) : json(nullptr)}}; },
            [](const StepAdvanced& e) {
                return json{{"from", e.from}, {"to", e.to}, {"time", toJson(e.time)}, {"phasing-side", e.phasingSide}};
            },
            [](const AlertAcknowledged& e) { return json{{"alert", e.alert}}; },
            [](const AlertOverridden& e) { return json{{"alert", e.alert}, {"reason", e.reason}}; },
            [](const Note& e) { return json{{"text", e.text}}; },
            [](const Undo& e) { return json{{"group", e.group}}; },
            [](const Redo& e) { return json{{"group", e.group}}; },
        },
        payload);
}

using Reader = std::function<Payload(const JsonReader&)>;

const std::map<std::string, Reader, std::less<>>& readers() {
    static const std::map<std::string, Reader, std::less<>> table = {
        {"piece-placed", [](const JsonReader& r) -> Payload { return PiecePlaced{pieceFromJson(r.object("piece"), r.path("piece"))}; }},
        {"piece-moved", [](const JsonReader& r) -> Payload { return PieceMoved{r.string("piece"), r.string("from"), r.string("to")}; }},
        {"piece-removed", [](const JsonReader& r) -> Payload { return PieceRemoved{r.string("piece")}; }},
        {"piece-changed",
         [](const JsonReader& r) -> Payload {
             PieceChanged e;
             e.piece = r.string("piece");
             e.strength = r.optionalSmallInteger("strength");
             if (r.has("flags-added")) e.flagsAdded = r.stringSet("flags-added");
             if (r.has("flags-removed")) e.flagsRemoved = r.stringSet("flags-removed");
             if (r.has("counters-set")) e.countersSet = r.integerMap("counters-set");
             if (r.has("counters-removed")) e.countersRemoved = r.stringSet("counters-removed");
             if (r.has("kind")) e.kind = r.string("kind");
             if (r.has("side")) e.side = r.string("side");
             return e;
         }},
        {"marker-placed", [](const JsonReader& r) -> Payload { return MarkerPlaced{markerFromJson(r.object("marker"), r.path("marker"))}; }},
        {"marker-removed", [](const JsonReader& r) -> Payload { return MarkerRemoved{r.string("marker")}; }},
        {"control-changed", [](const JsonReader& r) -> Payload { return ControlChanged{r.string("space"), r.string("side")}; }},
        {"record-changed",
         [](const JsonReader& r) -> Payload {
             if (!r.has("value")) r.fail("value", "is missing (null clears the record)");
             return RecordChanged{r.string("record"), r.optionalSmallInteger("value")};
         }},
        {"step-advanced",
         [](const JsonReader& r) -> Payload {
             return StepAdvanced{r.string("from"), r.string("to"), timeFromJson(r.object("time"), r.path("time")), r.string("phasing-side")};
         }},
        {"alert-acknowledged", [](const JsonReader& r) -> Payload { return AlertAcknowledged{r.string("alert")}; }},
        {"alert-overridden", [](const JsonReader& r) -> Payload { return AlertOverridden{r.string("alert"), r.string("reason")}; }},
        {"note", [](const JsonReader& r) -> Payload { return Note{r.string("text")}; }},
        {"undo", [](const JsonReader& r) -> Payload { return Undo{r.integer("group", 1)}; }},
        {"redo", [](const JsonReader& r) -> Payload { return Redo{r.integer("group", 1)}; }},
    };
    return table;
}

}  // namespace

json toJson(const Event& event) {
    json result{{"schema", kEventSchemaVersion},
                {"seq", event.seq},
                {"group", event.group},
                {"at", formatTimestamp(event.at)},
                {"type", typeName(event.payload)},
                {"data", dataOf(event.payload)}};
    if (event.source) result["source"] = toString(*event.source);
    return result;
}

std::string toJsonText(const Event& event) { return toJson(event).dump(); }

Event eventFromJson(const json& value) {
    const JsonReader reader(value, "");
    const long long schema = reader.integer("schema");
    if (schema > kEventSchemaVersion)
        throw SessionError("event written in schema " + std::to_string(schema) + " by a newer Adjutant; this one reads up to schema " +
                           std::to_string(kEventSchemaVersion));
    if (schema < 1) reader.fail("schema", "must be 1 or more");
    Event event;
    event.seq = reader.integer("seq", 1);
    event.group = reader.integer("group", 1, event.seq);
    const std::string at = reader.string("at");
    const auto time = parseTimestamp(at);
    if (!time) reader.fail("at", "must be a UTC time like 2025-03-01T18:04:05.123Z, not '" + at + "'");
    event.at = *time;
    if (reader.has("source")) {
        const std::string source = reader.string("source");
        event.source = parseSource(source);
        if (!event.source) reader.fail("source", "must be camera, touch or cli, not '" + source + "'");
    }
    const std::string type = reader.string("type");
    const auto found = readers().find(type);
    if (found == readers().end()) reader.fail("type", "names no known event: '" + type + "'");
    const JsonReader data(reader.object("data"), "data");
    try {
        event.payload = found->second(data);
        data.done();
    } catch (const SessionError& e) {
        throw SessionError(std::string(e.what()) + " (in a " + type + " event, seq " + std::to_string(event.seq) + ")");
    }
    reader.done();
    return event;
}

Event eventFromJsonText(std::string_view text) {
    // Bounded (json_reader.hpp): a stored event nested 100,000 deep must not take the stack.
    return eventFromJson(parseBoundedJson(text, "event JSON"));
}

}  // namespace adj::session
