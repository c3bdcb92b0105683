#include "engine/session/position_json.hpp"

#include "engine/session/json_reader.hpp"

namespace adj::session {

using nlohmann::json;

json toJson(const model::Piece& piece) {
    return json{{"id", piece.id},
                {"kind", piece.kind},
                {"side", piece.side},
                {"strength", piece.strength},
                {"flags", piece.flags},
                {"counters", piece.counters},
                {"location", piece.location.space}};
}

json toJson(const model::Marker& marker) {
    return json{{"id", marker.id}, {"kind", marker.kind}, {"side", marker.side}, {"location", marker.location.space}};
}

json toJson(const model::GameTime& time) { return json{{"turn", time.turn}, {"year", time.year}, {"month", time.month}}; }

json toJson(const model::Position& position) {
    json pieces = json::array();
    for (const auto& piece : position.pieces) pieces.push_back(toJson(piece));
    json markers = json::array();
    for (const auto& marker : position.markers) markers.push_back(toJson(marker));
    return json{{"game", position.game},
                {"scenario", position.scenario},
                {"map", position.map},
                {"time", toJson(position.time)},
                {"phasing-side", position.phasingSide},
                {"step", position.step},
                {"pieces", pieces},
                {"markers", markers},
                {"control", position.control},
                {"records", position.records}};
}

model::Piece pieceFromJson(const json& value, const std::string& where) {
    const JsonReader reader(value, where);
    model::Piece piece;
    piece.id = reader.string("id");
    piece.kind = reader.string("kind");
    piece.side = reader.string("side");
    piece.strength = reader.smallInteger("strength");
    piece.flags = reader.stringSet("flags");
    piece.counters = reader.integerMap("counters");
    piece.location.space = reader.string("location");
    reader.done();
    return piece;
}

model::Marker markerFromJson(const json& value, const std::string& where) {
    const JsonReader reader(value, where);
    model::Marker marker;
    marker.id = reader.string("id");
    marker.kind = reader.string("kind");
    marker.side = reader.string("side");
    marker.location.space = reader.string("location");
    reader.done();
    return marker;
}

model::GameTime timeFromJson(const json& value, const std::string& where) {
    const JsonReader reader(value, where);
    model::GameTime time;
    time.turn = reader.smallInteger("turn");
    time.year = reader.smallInteger("year");
    time.month = static_cast<int>(reader.integer("month", 0, 12));
    reader.done();
    return time;
}

model::Position positionFromJson(const json& value, const std::string& where) {
    const JsonReader reader(value, where);
    model::Position position;
    position.game = reader.string("game");
    position.scenario = reader.string("scenario");
    position.map = reader.string("map");
    position.time = timeFromJson(reader.object("time"), reader.path("time"));
    position.phasingSide = reader.string("phasing-side");
    position.step = reader.string("step");
    const auto& pieces = reader.array("pieces");
    for (std::size_t i = 0; i < pieces.size(); ++i)
        position.pieces.push_back(pieceFromJson(pieces[i], reader.path("pieces[" + std::to_string(i) + "]")));
    const auto& markers = reader.array("markers");
    for (std::size_t i = 0; i < markers.size(); ++i)
        position.markers.push_back(markerFromJson(markers[i], reader.path("markers[" + std::to_string(i) + "]")));
    for (const auto& item : reader.object("control").items()) {
        if (!item.value().is_string()) reader.fail("control." + item.key(), "must be a side id (a string)");
        position.control.emplace(item.key(), item.value().get<std::string>());
    }
    position.records = reader.integerMap("records");
    reader.done();
    return position;
}

}  // namespace adj::session
