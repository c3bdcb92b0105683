// A camera question's choices in the players' words: pieces by name, the part that tells the
// choices apart first, every choice in full; and the moves the question is about, for the map.
#include "engine/tracker/choice_words.hpp"

#include <gtest/gtest.h>

#include <map>

namespace adj::tracker {
namespace {

std::string nameOf(const std::string& id) {
    static const std::map<std::string, std::string> names{{"US-inf-1", "Volunteer infantry 1"},
                                                          {"US-inf-2", "Volunteer infantry 2"},
                                                          {"US-grant", "Grant"}};
    const auto it = names.find(id);
    return it == names.end() ? "?" : it->second;
}

Choice moves(std::vector<std::pair<std::string, std::string>> pieceTo, const std::string& from) {
    Choice choice;
    choice.label = "ids only";
    for (const auto& [piece, to] : pieceTo) choice.events.push_back(session::PieceMoved{piece, from, to});
    return choice;
}

TEST(TrackerChoiceWords, NamesPiecesAndPutsWhatDiffersFirst) {
    Question question;
    question.kind = "which-pieces";
    // Grant went with the stack either way; which infantry went with him is the question.
    question.choices = {moves({{"US-grant", "1208"}, {"US-inf-1", "1208"}}, "1207"),
                        moves({{"US-grant", "1208"}, {"US-inf-2", "1208"}}, "1207")};
    const auto words = choiceWords(question, nameOf);
    ASSERT_EQ(words.size(), 2u);
    EXPECT_EQ(words[0], "Volunteer infantry 1 and Grant to 1208");
    EXPECT_EQ(words[1], "Volunteer infantry 2 and Grant to 1208");
}

TEST(TrackerChoiceWords, SaysWhereFromWhenStacksLeftSeveralSpaces) {
    Question question;
    question.kind = "where-from";
    question.choices = {moves({{"US-inf-1", "1208"}}, "1207"), moves({{"US-inf-1", "1208"}}, "1107")};
    const auto words = choiceWords(question, nameOf);
    EXPECT_EQ(words[0], "Volunteer infantry 1 from 1207 to 1208");
    EXPECT_EQ(words[1], "Volunteer infantry 1 from 1107 to 1208");
    const std::vector<QuestionMove> expected{{"1207", "1208"}, {"1107", "1208"}};
    EXPECT_EQ(questionMoves(question), expected);
}

TEST(TrackerChoiceWords, NothingHappenedKeepsItsLabelAndRemovalsSaySo) {
    Question question;
    question.kind = "knocked-off";
    question.choices = {Choice{"Nothing happened: put back on the map", {}}, moves({{"US-inf-2", ""}}, "1207")};
    const auto words = choiceWords(question, nameOf);
    EXPECT_EQ(words[0], "Nothing happened: put back on the map");
    EXPECT_EQ(words[1], "Volunteer infantry 2 taken off the board");
}

}  // namespace
}  // namespace adj::tracker
