// The words for a step the turn does not have: which phase of its path is skipped and why, from the
// `when:` parts that fail (walker.hpp, Walker::whyNotPlayed).
#include "engine/sequence/step_not_played.hpp"

#include "engine/sequence/calendar.hpp"
#include "engine/sequence/calendar_point.hpp"

namespace adj::sequence {
namespace {

std::string notPlayedListWords(const std::vector<std::string>& words) {
    std::string text;
    for (std::size_t i = 0; i < words.size(); ++i) {
        if (i > 0) text += i + 1 == words.size() ? " and " : ", ";
        text += words[i];
    }
    return text;
}

std::string notPlayedMonths(const std::vector<int>& months) {
    std::vector<std::string> names;
    for (const int month : months) names.emplace_back(monthName(month));
    return notPlayedListWords(names);
}

// What one failing part of a `when:` asks for.
std::string notPlayedCondition(const Condition& condition, const Calendar& calendar) {
    using Kind = Condition::Kind;
    switch (condition.kind) {
        case Kind::Months: return "only in " + notPlayedMonths(condition.numbers);
        case Kind::Quarterly:
            return std::string(condition.flag ? "only in" : "never in") + " the quarterly months (" +
                   notPlayedMonths(calendar.quarterlyMonths) + ")";
        case Kind::From: return "only from " + condition.points.at(0).text() + " on";
        case Kind::Until: return "only until " + condition.points.at(0).text();
        case Kind::Switch: {
            const CalendarSwitch* found = calendar.findSwitch(condition.names.at(0));
            std::string name = found ? "\"" + found->title + "\"" : "'" + condition.names.at(0) + "'";
            if (found && !found->rule.empty()) name += " (" + found->rule + ")";
            return "only while the calendar's rule " + name + " is in force";
        }
        case Kind::Record: {
            const char* compare = condition.compare == Condition::Compare::Equals    ? " is "
                                  : condition.compare == Condition::Compare::AtLeast ? " is at least "
                                                                                      : " is at most ";
            return "only while the record '" + condition.names.at(0) + "'" + compare + std::to_string(condition.value) +
                   " (records: in the position file)";
        }
        case Kind::Weather: return "only in " + notPlayedListWords(condition.names) + " weather";
        case Kind::Season: return "only in the " + notPlayedListWords(condition.names) + " season";
        case Kind::Scenarios: return "only in the scenarios " + notPlayedListWords(condition.names);
        case Kind::Side: return "only in the " + notPlayedListWords(condition.names) + " player turn";
        case Kind::FirstTurn: return condition.flag ? "only on the scenario's first turn" : "never on the scenario's first turn";
        case Kind::LastTurn: return condition.flag ? "only on the scenario's last turn" : "never on the scenario's last turn";
        default: return "only when its condition in the sequence of play holds";
    }
}

}  // namespace

std::optional<std::string> stepNotPlayedReason(const Walker& walker, const Cursor& cursor, const Facts& facts) {
    const std::optional<Walker::NotPlayed> why = walker.whyNotPlayed(cursor, facts);
    if (!why) return std::nullopt;
    const Calendar& calendar = walker.clock().calendar();
    std::string phase = "the " + why->node->title;
    if (!why->node->rule.empty()) phase += " (" + why->node->rule + ")";
    std::string text = "'" + cursor.step + "' is not played in " + walker.clock().label(cursor.time.turn) + ": " + phase;
    if (why->failing.empty()) return text + " has only " + std::to_string(why->iterations) + " this turn";
    std::vector<std::string> parts;
    for (const Condition& part : why->failing) parts.push_back(notPlayedCondition(part, calendar));
    return text + " comes " + notPlayedListWords(parts);
}

}  // namespace adj::sequence
