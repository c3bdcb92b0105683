#pragma once
// What the rules engine tells the players. Every alert cites its rule and names what it is about,
// so the interface can badge the spaces and the players can look the rule up.
#include <string>
#include <string_view>
#include <vector>

namespace adj::model {

enum class Severity {
    Info,     // worth knowing ("3 SPs must roll for attrition")
    Warning,  // probably wrong, the players decide ("stack will be over its limit if it stays")
    Error,    // breaks a rule as the position stands; advancing past it needs an override reason
};

std::string_view toString(Severity severity);
// Parses "info", "warning", "error"; returns false on anything else.
bool parseSeverity(std::string_view text, Severity& out);

struct Alert {
    std::string code;                 // stable, dotted: "stacking.over-safe-limit"
    std::string headline;             // at most 8 words, read across the table: "Moved farther than its allowance"
    Severity severity = Severity::Error;
    std::string rule;                 // the rulebook's number: "4.11"
    std::vector<std::string> spaces;  // space ids: "3030", "L12"
    std::vector<std::string> pieces;  // piece ids
    std::string message;              // for players, our own words
    std::string fix;                  // what would put it right, where known; may be empty

    // Identifies "the same alert" across evaluations (code + spaces + pieces), so an acknowledged or
    // overridden alert stays so while the situation is unchanged.
    std::string key() const;
};

// A headline fits the play screen's alert row in large type: 1 to kMaxHeadlineWords words.
inline constexpr int kMaxHeadlineWords = 8;
int wordCount(std::string_view text);
// Empty when `headline` will do; otherwise what is wrong with it ("has 9 words; at most 8").
std::string headlineProblem(std::string_view headline);

// Orders alerts for display: errors first, then by rule, code, first space.
void sortForDisplay(std::vector<Alert>& alerts);

}  // namespace adj::model
