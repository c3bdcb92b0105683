#include "engine/data/position_json.hpp"

#include "engine/data/data_error.hpp"

#include <initializer_list>
#include <limits>
#include <string_view>

namespace adj::data {
namespace {

using nlohmann::json;

// Reads one JSON value with its path, failing like YamlValue does but with no line to give.
class JsonReader {
public:
    JsonReader(const json& value, std::string path, const std::string& source) : value_(value), path_(std::move(path)), source_(source) {}

    [[noreturn]] void fail(const std::string& message) const {
        throw DataError(source_, 0, path_.empty() ? message : path_ + ": " + message);
    }

    void allowKeys(std::initializer_list<std::string_view> keys) const {
        if (!value_.is_object()) fail("expected an object");
        for (const auto& item : value_.items()) {
            bool known = false;
            for (const auto key : keys) known = known || item.key() == key;
            if (!known) child(item.key()).fail("unknown key '" + item.key() + "'");
        }
    }
    bool has(const std::string& key) const { return value_.contains(key) && !value_.at(key).is_null(); }
    JsonReader child(const std::string& key) const {
        if (!value_.is_object()) fail("expected an object");
        if (!value_.contains(key)) fail("missing key '" + key + "'");
        return JsonReader(value_.at(key), path_.empty() ? key : path_ + "." + key, source_);
    }

    std::string string() const {
        if (!value_.is_string()) fail("expected a string");
        return value_.get<std::string>();
    }
    std::string string(const std::string& key, const std::string& fallback) const { return has(key) ? child(key).string() : fallback; }
    int integer() const {
        if (!value_.is_number_integer()) fail("expected a whole number");
        const auto number = value_.get<long long>();
        if (number < std::numeric_limits<int>::min() || number > std::numeric_limits<int>::max()) fail("the number is too large");
        return static_cast<int>(number);
    }
    int integer(const std::string& key, int fallback) const { return has(key) ? child(key).integer() : fallback; }

    std::vector<JsonReader> items() const {
        if (!value_.is_array()) fail("expected a list");
        std::vector<JsonReader> result;
        for (std::size_t i = 0; i < value_.size(); ++i) result.emplace_back(value_.at(i), path_ + "[" + std::to_string(i) + "]", source_);
        return result;
    }
    std::vector<std::pair<std::string, JsonReader>> entries() const {
        if (!value_.is_object()) fail("expected an object");
        std::vector<std::pair<std::string, JsonReader>> result;
        for (const auto& item : value_.items()) result.emplace_back(item.key(), child(item.key()));
        return result;
    }

private:
    const json& value_;
    std::string path_;
    const std::string& source_;
};

model::Piece readPiece(const JsonReader& in) {
    in.allowKeys({"id", "kind", "side", "strength", "at", "flags", "counters"});
    model::Piece piece;
    piece.id = in.child("id").string();
    piece.kind = in.string("kind", "");
    piece.side = in.child("side").string();
    piece.strength = in.integer("strength", 0);
    piece.location.space = in.string("at", "");
    if (in.has("flags"))
        for (const auto& flag : in.child("flags").items()) piece.flags.insert(flag.string());
    if (in.has("counters"))
        for (const auto& [counter, value] : in.child("counters").entries()) piece.counters[counter] = value.integer();
    return piece;
}

model::Marker readMarker(const JsonReader& in) {
    in.allowKeys({"id", "kind", "side", "at"});
    model::Marker marker;
    marker.id = in.child("id").string();
    marker.kind = in.child("kind").string();
    marker.side = in.string("side", "");
    marker.location.space = in.string("at", "");
    return marker;
}

}  // namespace

json positionToJson(const model::Position& position) {
    json pieces = json::array();
    for (const auto& piece : position.pieces) {
        pieces.push_back({{"id", piece.id},
                          {"kind", piece.kind},
                          {"side", piece.side},
                          {"strength", piece.strength},
                          {"at", piece.location.space},
                          {"flags", piece.flags},
                          {"counters", piece.counters}});
    }
    json markers = json::array();
    for (const auto& marker : position.markers)
        markers.push_back({{"id", marker.id}, {"kind", marker.kind}, {"side", marker.side}, {"at", marker.location.space}});
    return {{"game", position.game},
            {"scenario", position.scenario},
            {"map", position.map},
            {"time", {{"turn", position.time.turn}, {"year", position.time.year}, {"month", position.time.month}}},
            {"phasing", position.phasingSide},
            {"step", position.step},
            {"pieces", pieces},
            {"markers", markers},
            {"control", position.control},
            {"records", position.records}};
}

model::Position positionFromJson(const json& value, const std::string& source) {
    const JsonReader in(value, "", source);
    in.allowKeys({"game", "scenario", "map", "time", "phasing", "step", "pieces", "markers", "control", "records"});
    model::Position position;
    position.game = in.child("game").string();
    position.scenario = in.string("scenario", "");
    position.map = in.string("map", "");
    if (in.has("time")) {
        const auto time = in.child("time");
        time.allowKeys({"turn", "year", "month"});
        position.time.turn = time.integer("turn", 1);
        position.time.year = time.integer("year", 0);
        position.time.month = time.integer("month", 0);
    }
    position.phasingSide = in.string("phasing", "");
    position.step = in.string("step", "");
    if (in.has("pieces"))
        for (const auto& piece : in.child("pieces").items()) position.pieces.push_back(readPiece(piece));
    if (in.has("markers"))
        for (const auto& marker : in.child("markers").items()) position.markers.push_back(readMarker(marker));
    if (in.has("control"))
        for (const auto& [space, side] : in.child("control").entries()) position.control[space] = side.string();
    if (in.has("records"))
        for (const auto& [record, number] : in.child("records").entries()) position.records[record] = number.integer();
    return position;
}

}  // namespace adj::data
