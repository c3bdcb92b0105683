// Events to JSON and back: exact for every event type, strict on anything malformed.
#include "engine/session/event_json.hpp"
#include "engine/session/position_json.hpp"
#include "engine/session/session_error.hpp"
#include "engine/session/timestamp.hpp"
#include "session_fixtures.hpp"

#include <gtest/gtest.h>

namespace adj::session {
namespace {

using testing::piece;

Event event(long long seq, Payload payload, std::optional<Source> source = Source::Touch) {
    Event result;
    result.seq = seq;
    result.group = seq;
    result.at = Timestamp{std::chrono::milliseconds{1'740'000'000'123 + seq}};
    result.source = source;
    result.payload = std::move(payload);
    return result;
}

std::vector<Event> oneOfEach() {
    model::Piece block = piece("CS-block-7", "confederate", 3, "richmond");
    block.kind = "";  // hidden face
    block.flags = {"tipped", "entrenched"};
    block.counters = {{"fatigue", 2}, {"isolated-turns", 0}};
    PieceChanged changed;
    changed.piece = "CS-block-7";
    changed.strength = 2;
    changed.flagsAdded = {"demoralized"};
    changed.flagsRemoved = {"tipped"};
    changed.countersSet = {{"fatigue", 3}};
    changed.countersRemoved = {"isolated-turns"};
    changed.kind = "cs-infantry-division";
    changed.side = "confederate";
    PieceChanged onlyStrength;
    onlyStrength.piece = "US-1";
    onlyStrength.strength = 0;
    PieceChanged hiddenAgain;
    hiddenAgain.piece = "CS-block-7";
    hiddenAgain.kind = "";
    model::Marker railBreak{"break-1", "rail-break", "", model::Location{"2715"}};
    return {
        event(1, PiecePlaced{block}),
        event(2, PieceMoved{"US-1", "3030", "3031"}, Source::Camera),
        event(3, PieceMoved{"US-2", "3030", ""}, Source::Cli),  // off the board
        event(4, PieceRemoved{"US-2"}),
        event(5, changed),
        event(6, onlyStrength),
        event(7, hiddenAgain),
        event(8, MarkerPlaced{railBreak}),
        event(9, MarkerRemoved{"break-1"}),
        event(10, ControlChanged{"3030", "confederate"}),
        event(11, ControlChanged{"3030", ""}),
        event(12, RecordChanged{"confederate-supply-capacity", 17}),
        event(13, RecordChanged{"confederate-supply-capacity", std::nullopt}),
        event(14, RecordChanged{"resource-points", -2}),
        event(15, StepAdvanced{"interphase.leaders", "union-turn.supply", model::GameTime{3, 1861, 9}, "union"}),
        event(16, StepAdvanced{"", "interphase.reinforcement", model::GameTime{1, 1861, 7}, ""}),
        event(17, AlertAcknowledged{"stacking.over-safe-limit|3030|US-1,US-2"}),
        event(18, AlertOverridden{"supply.isolated|2920|CS-1", "The \"relief column\" arrives — we agreed: ñ ✓\nline two"}),
        event(19, Note{"Kentucky joined the Union"}, std::nullopt),
        event(20, Undo{19}),
        event(21, Redo{19}),
    };
}

TEST(SessionEventJson, EveryEventTypeRoundTripsExactly) {
    const auto events = oneOfEach();
    std::set<std::string> types;
    for (const auto& original : events) {
        const std::string text = toJsonText(original);
        EXPECT_EQ(text.find('\n'), std::string::npos) << text;  // one line, one row
        const Event back = eventFromJsonText(text);
        EXPECT_EQ(back, original) << text;
        EXPECT_EQ(toJsonText(back), text);  // and writes the same text again
        types.insert(std::string(typeName(original.payload)));
    }
    EXPECT_EQ(types.size(), std::variant_size_v<Payload>);
}

TEST(SessionEventJson, TheFormatIsStable) {
    // The stored form is an interface: a later version must still read this exact row.
    const Event moved = event(2, PieceMoved{"US-1", "3030", "3031"}, Source::Camera);
    EXPECT_EQ(toJsonText(moved),
              R"({"at":"2025-02-19T21:20:00.125Z","data":{"from":"3030","piece":"US-1","to":"3031"},"group":2,"schema":1,"seq":2,)"
              R"("source":"camera","type":"piece-moved"})");
    const Event note = eventFromJsonText(R"({"schema":1,"seq":7,"group":5,"at":"2025-03-01T18:04:05.123Z","type":"note","data":{"text":"x"}})");
    EXPECT_EQ(note.seq, 7);
    EXPECT_EQ(note.group, 5);
    EXPECT_FALSE(note.source);
    EXPECT_EQ(formatTimestamp(note.at), "2025-03-01T18:04:05.123Z");
}

struct BadRow {
    const char* json;
    const char* message;
};

class SessionEventJsonErrors : public ::testing::TestWithParam<BadRow> {};

TEST_P(SessionEventJsonErrors, AreClearErrors) {
    try {
        (void)eventFromJsonText(GetParam().json);
        FAIL() << "accepted: " << GetParam().json;
    } catch (const SessionError& e) {
        EXPECT_NE(std::string(e.what()).find(GetParam().message), std::string::npos) << e.what();
    }
}

#define ROW(data) R"({"schema":1,"seq":3,"group":3,"at":"2025-03-01T18:04:05.123Z",)" data "}"

INSTANTIATE_TEST_SUITE_P(
    Session, SessionEventJsonErrors,
    ::testing::Values(
        BadRow{"{\"schema\":1,", "malformed event JSON"},
        BadRow{"[1,2]", "must be a JSON object"},
        BadRow{ROW(R"("type":"piece-teleported","data":{})"), "names no known event: 'piece-teleported'"},
        BadRow{ROW(R"("type":"piece-moved","data":{"piece":"US-1","from":"3030"})"), "'data.to' is missing"},
        BadRow{ROW(R"("type":"piece-moved","data":{"piece":"US-1","from":"3030","to":3031})"), "'data.to' must be a string"},
        BadRow{ROW(R"("type":"piece-moved","data":{"piece":"US-1","from":"a","to":"b","via":"c"})"), "'data.via' is not a known field"},
        BadRow{ROW(R"("type":"note","data":{"text":"x"},"colour":"red")"), "'colour' is not a known field"},
        BadRow{ROW(R"("type":"note")"), "'data' is missing"},
        BadRow{ROW(R"("type":"note","data":{"text":"x"},"source":"telepathy")"), "must be camera, touch or cli"},
        BadRow{ROW(R"("type":"piece-placed","data":{"piece":{"id":"X","kind":"k","side":"s","strength":1.5,"flags":[],"counters":{},"location":""}})"),
               "'data.piece.strength' must be a whole number"},
        BadRow{ROW(R"("type":"piece-placed","data":{"piece":{"id":"X","kind":"k","side":"s","strength":1,"flags":["a","a"],"counters":{},"location":""}})"),
               "holds 'a' twice"},
        BadRow{ROW(R"("type":"piece-placed","data":{"piece":{"id":"X","kind":"k","side":"s","strength":1,"flags":[],"counters":{}}})"),
               "'data.piece.location' is missing"},
        BadRow{ROW(R"("type":"record-changed","data":{"record":"vp"})"), "null clears the record"},
        BadRow{ROW(R"("type":"record-changed","data":{"record":"vp","value":99999999999})"), "must be from"},
        BadRow{ROW(R"("type":"step-advanced","data":{"from":"a","to":"b","time":{"turn":1,"year":1861,"month":13},"phasing-side":""})"),
               "'data.time.month' must be from 0 to 12"},
        BadRow{ROW(R"("type":"undo","data":{"group":0})"), "'data.group' must be from 1"},
        BadRow{R"({"schema":2,"seq":1,"group":1,"at":"2025-03-01T18:04:05.123Z","type":"note","data":{"text":"x"}})", "newer Adjutant"},
        BadRow{R"({"schema":1,"seq":1,"group":2,"at":"2025-03-01T18:04:05.123Z","type":"note","data":{"text":"x"}})", "'group' must be from 1 to 1"},
        BadRow{R"({"schema":1,"seq":0,"group":0,"at":"2025-03-01T18:04:05.123Z","type":"note","data":{"text":"x"}})", "'seq' must be from 1"},
        BadRow{R"({"schema":1,"seq":1,"group":1,"at":"2025-03-01 18:04:05","type":"note","data":{"text":"x"}})", "must be a UTC time"},
        BadRow{R"({"seq":1,"group":1,"at":"2025-03-01T18:04:05.123Z","type":"note","data":{"text":"x"}})", "'schema' is missing"}));

#undef ROW

TEST(SessionTimestamp, FormatsAndParsesOnlyTheExactForm) {
    const Timestamp at{std::chrono::milliseconds{1'740'000'000'005}};
    EXPECT_EQ(formatTimestamp(at), "2025-02-19T21:20:00.005Z");
    EXPECT_EQ(parseTimestamp("2025-02-19T21:20:00.005Z"), at);
    EXPECT_EQ(formatTimestamp(Timestamp{}), "1970-01-01T00:00:00.000Z");
    for (const char* bad : {"2025-02-19T21:20:00Z", "2025-02-30T21:20:00.005Z", "2025-02-19T24:20:00.005Z", "2025-02-19t21:20:00.005Z",
                            "2025-02-19T21:20:00.005+01", "", "x025-02-19T21:20:00.005Z"})
        EXPECT_FALSE(parseTimestamp(bad)) << bad;
}

TEST(SessionPositionJson, RoundTripsAWholePosition) {
    model::Position position = testing::smallPosition();
    position.pieces[0].flags = {"entrenched"};
    position.pieces[0].counters = {{"fatigue", 1}};
    position.markers = {model::Marker{"depot-1", "river-depot", "union", model::Location{"3131"}}};
    position.phasingSide = "union";
    const auto json = toJson(position);
    EXPECT_EQ(positionFromJson(json), position);
    EXPECT_EQ(positionFromJson(nlohmann::json::parse(json.dump())), position);
    auto broken = json;
    broken["control"]["3030"] = 1;
    EXPECT_THROW(positionFromJson(broken), SessionError);
    broken = json;
    broken["pieces"][1].erase("side");
    try {
        positionFromJson(broken);
        FAIL();
    } catch (const SessionError& e) {
        EXPECT_NE(std::string(e.what()).find("position.pieces[1].side"), std::string::npos) << e.what();
    }
}

}  // namespace
}  // namespace adj::session
