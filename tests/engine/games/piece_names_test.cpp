// What players call pieces, markers, sides, spaces, steps and chart values (piece_names.hpp,
// game_names.hpp, chart_words.hpp), on The War for the Union and its practice scenario: words
// built from the data, never the ids.
#include "engine/games/chart_words.hpp"
#include "engine/games/game_names.hpp"
#include "engine/games/piece_names.hpp"

#include <gtest/gtest.h>

#include <filesystem>

namespace adj::games {
namespace {

const Game& wftu() {
    static const std::unique_ptr<const Game> game =
        loadGame(std::filesystem::path(ADJUTANT_DEFAULT_DATA_DIR) / "games" / "war-for-the-union");
    return *game;
}

model::Piece pieceOf(std::string id, std::string kind, std::string side) {
    model::Piece piece;
    piece.id = std::move(id);
    piece.kind = std::move(kind);
    piece.side = std::move(side);
    return piece;
}

TEST(PieceNames, BuildsANameFromKindNumberAndSide) {
    const PieceNames names(wftu().data.definition);
    EXPECT_EQ(names.name(pieceOf("US-inf-1", "infantry-vol", "union")), "Volunteer infantry 1 (Union)");
    EXPECT_EQ(names.name(pieceOf("CS-inf-12", "infantry-vet", "confederate")), "Veteran infantry 12 (Confederate)");
    // A kind that is one side's own already says whose it is; a named leader is his name alone.
    EXPECT_EQ(names.name(pieceOf("US-grant", "grant", "union")), "Grant");
    EXPECT_EQ(names.name(pieceOf("US-army-1", "union-army-hq", "union")), "Union Army HQ 1");
    EXPECT_EQ(names.name(pieceOf("CS-leader-1", "confederate-leader", "confederate")), "Confederate leader 1");
    // A face not seen yet is not told; a kind the game lacks leaves nothing better than the id.
    EXPECT_EQ(names.name(pieceOf("B7", "", "union")), "Hidden piece 7 (Union)");
    EXPECT_EQ(names.name(pieceOf("C-a", "", "confederate")), "Hidden piece a (Confederate)") << "lettered blocks stay apart";
    EXPECT_EQ(names.name(pieceOf("US-odd-2", "no-such-kind", "union")), "US-odd-2");
}

TEST(PieceNames, ANameGivenByTheDataComesFirst) {
    const PieceNames names(wftu().data.definition, {{"US-inf-1", "1st Ardenne Volunteers"}});
    EXPECT_EQ(names.name(pieceOf("US-inf-1", "infantry-vol", "union")), "1st Ardenne Volunteers");
    EXPECT_EQ(names.name(pieceOf("US-inf-2", "infantry-vol", "union")), "Volunteer infantry 2 (Union)");
    model::Position position;
    position.pieces = {pieceOf("US-inf-1", "infantry-vol", "union")};
    EXPECT_EQ(names.nameOf("US-inf-1", position), "1st Ardenne Volunteers");
    EXPECT_EQ(names.nameOf("US-gone", position), "US-gone") << "a piece no longer there keeps its id";
}

TEST(PieceNames, MarkersAndSidesByTheirNames) {
    const data::GameDefinition& definition = wftu().data.definition;
    model::Marker marker;
    marker.id = "rail-break-1";
    marker.kind = "rail-break";
    EXPECT_EQ(markerName(definition, marker), "Rail break");
    marker.kind = "kic";
    EXPECT_EQ(markerName(definition, marker), "Key Industrial Center");
    EXPECT_EQ(sideName(definition, "confederate"), "Confederate");
    EXPECT_EQ(idWords("army-side"), "army side");
}

TEST(GameNames, SpacesStepsAndLeadersInWords) {
    const data::Scenario& scenario = *wftu().data.findScenario("practice-border-war");
    const GameNames names(wftu(), scenario.start);
    // A named hex keeps its printed number beside its name; an unnamed one is its number.
    EXPECT_EQ(names.space("0808"), "Kessel (0808)");
    EXPECT_EQ(names.space("0909"), "0909");
    EXPECT_EQ(names.step("union-turn.supply.trace"), "Union Player Turn > Supply Phase > Trace supply");
    EXPECT_EQ(names.step("interphase.leaders"), "Monthly Interphase > Leader Phase");
    EXPECT_EQ(names.step("no-such.step"), "no-such.step") << "a step of an older sequence keeps its id";
    EXPECT_TRUE(names.leads(*scenario.start.findPiece("US-curtis")));
    EXPECT_FALSE(names.leads(*scenario.start.findPiece("US-inf-7")));
    EXPECT_EQ(names.piece(*scenario.start.findPiece("US-inf-7")), "Volunteer infantry 7 (Union)");
}

TEST(ChartWords, AChartKeyReadsAsWords) {
    const data::GameDefinition& definition = wftu().data.definition;
    EXPECT_EQ(chartKeyWords(definition, "terrain/clear/force-march-drm"), "Clear terrain: force march DRM");
    EXPECT_EQ(chartKeyWords(definition, "borders/mountain/extra-cost"), "Mountain hexside: extra cost");
    EXPECT_EQ(chartKeyWords(definition, "features/major-city/fort-capacity"), "Major city: fort capacity");
    EXPECT_EQ(chartKeyWords(definition, "odd-key"), "odd key") << "a key of no known shape is still words";
    EXPECT_EQ(attributeWords("zoi-reach"), "ZOI reach");
}

}  // namespace
}  // namespace adj::games
