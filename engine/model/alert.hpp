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

// Orders alerts for display: errors first, then by rule, code, first space.
void sortForDisplay(std::vector<Alert>& alerts);

}  // namespace adj::model
