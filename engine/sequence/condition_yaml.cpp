#include "engine/sequence/condition_yaml.hpp"

#include <charconv>

namespace adj::sequence {
namespace {

using data::YamlValue;
using Kind = Condition::Kind;

std::string joined(const std::set<std::string>& names) {
    std::string text;
    for (const auto& name : names) text += (text.empty() ? "" : ", ") + name;
    return text.empty() ? "none defined" : text;
}

// A scalar or a list of scalars, as a list.
std::vector<YamlValue> oneOrMany(const YamlValue& value) {
    if (value.isList()) {
        auto items = value.items();
        if (items.empty()) value.fail("expected at least one entry, found an empty list");
        return items;
    }
    return {value};
}

std::vector<std::string> namesIn(const YamlValue& value, const std::set<std::string>& known, bool check, const char* what) {
    std::vector<std::string> names;
    for (const auto& item : oneOrMany(value)) {
        std::string name = item.asString();
        if (check && !known.contains(name)) item.fail("unknown " + std::string(what) + " '" + name + "' (expected one of: " + joined(known) + ")");
        names.push_back(std::move(name));
    }
    return names;
}

std::pair<int, int> parseRange(const YamlValue& item, int lowest) {
    const std::string text = item.asString();
    const auto dash = text.find('-', 1);
    const auto toInt = [&](std::string_view part) {
        int number = 0;
        const auto [end, ec] = std::from_chars(part.data(), part.data() + part.size(), number);
        if (part.empty() || ec != std::errc() || end != part.data() + part.size() || number < lowest)
            item.fail("expected a number from " + std::to_string(lowest) + " or a range like \"3-7\", found '" + text + "'");
        return number;
    };
    if (dash == std::string::npos) {
        const int single = toInt(text);
        return {single, single};
    }
    const int from = toInt(std::string_view(text).substr(0, dash));
    const int to = toInt(std::string_view(text).substr(dash + 1));
    if (to < from) item.fail("the range '" + text + "' ends before it starts");
    return {from, to};
}

std::vector<std::pair<int, int>> rangesIn(const YamlValue& value, int lowest) {
    std::vector<std::pair<int, int>> ranges;
    for (const auto& item : oneOrMany(value)) ranges.push_back(parseRange(item, lowest));
    return ranges;
}

std::vector<int> numbersIn(const YamlValue& value, int lowest, int highest) {
    std::vector<int> numbers;
    for (const auto& item : oneOrMany(value)) {
        const long long number = item.asInt();
        if (number < lowest || number > highest)
            item.fail("expected a number from " + std::to_string(lowest) + " to " + std::to_string(highest) + ", found " +
                      std::to_string(number));
        numbers.push_back(static_cast<int>(number));
    }
    return numbers;
}

void require(bool capable, const YamlValue& value, const ConditionVocabulary& vocabulary, const std::string& what) {
    if (vocabulary.known && !capable) value.fail("this calendar's turns have no " + what);
}

Condition parseKey(const std::string& key, const YamlValue& value, const ConditionVocabulary& vocabulary) {
    Condition condition;
    const bool check = vocabulary.known;
    if (key == "all" || key == "any") {
        condition.kind = key == "all" ? Kind::All : Kind::Any;
        const auto items = value.items();
        if (items.empty()) value.fail("expected a list of conditions, found " + std::string(value.isList() ? "an empty list" : "nothing"));
        for (const auto& item : items) condition.children.push_back(parseCondition(item, vocabulary));
    } else if (key == "not") {
        condition.kind = Kind::Not;
        condition.children.push_back(parseCondition(value, vocabulary));
    } else if (key == "months") {
        require(vocabulary.hasMonths, value, vocabulary, "months");
        condition.kind = Kind::Months;
        for (const auto& item : oneOrMany(value)) {
            const auto month = parseMonth(item.asString());
            if (!month) item.fail("expected a month (jan..dec or 1..12), found '" + item.asString() + "'");
            condition.numbers.push_back(*month);
        }
    } else if (key == "quarterly" || key == "first-turn" || key == "last-turn") {
        if (key == "quarterly") {
            require(vocabulary.hasMonths, value, vocabulary, "months");
            if (check && !vocabulary.hasQuarterly) value.fail("the calendar names no quarterly-months");
        }
        condition.kind = key == "quarterly" ? Kind::Quarterly : key == "first-turn" ? Kind::FirstTurn : Kind::LastTurn;
        condition.flag = value.asBool();
    } else if (key == "from" || key == "until") {
        condition.kind = key == "from" ? Kind::From : Kind::Until;
        condition.points.push_back(parsePoint(value, vocabulary));
    } else if (key == "date") {
        condition.kind = Kind::Dates;
        for (const auto& item : oneOrMany(value)) condition.points.push_back(parsePoint(item, vocabulary));
    } else if (key == "turns") {
        condition.kind = Kind::Turns;
        condition.ranges = rangesIn(value, 1);
    } else if (key == "scenarios") {
        condition.kind = Kind::Scenarios;
        condition.names = namesIn(value, vocabulary.scenarios, check, "scenario");
    } else if (key == "weather" || key == "season") {
        condition.kind = key == "weather" ? Kind::Weather : Kind::Season;
        condition.names = namesIn(value, key == "weather" ? vocabulary.weathers : vocabulary.seasons, check, key.c_str());
    } else if (key == "switch") {
        // Several switches must all be on: one Switch test each.
        const auto names = namesIn(value, vocabulary.switches, check, "switch");
        if (names.size() == 1) {
            condition.kind = Kind::Switch;
            condition.names = names;
        } else {
            condition.kind = Kind::All;
            for (const auto& name : names) {
                Condition single;
                single.kind = Kind::Switch;
                single.names = {name};
                condition.children.push_back(std::move(single));
            }
        }
    } else if (key == "side") {
        condition.kind = Kind::Side;
        condition.names = namesIn(value, vocabulary.sides, !vocabulary.sides.empty(), "side");
    } else if (key == "record") {
        condition.kind = Kind::Record;
        const auto fields = value.fields({"id", "equals", "at-least", "at-most"});
        condition.names.push_back(fields.string("id"));
        int comparisons = 0;
        for (const auto& [name, compare] : {std::pair{"equals", Condition::Compare::Equals},
                                            std::pair{"at-least", Condition::Compare::AtLeast},
                                            std::pair{"at-most", Condition::Compare::AtMost}}) {
            if (!fields.has(name)) continue;
            ++comparisons;
            condition.compare = compare;
            condition.value = static_cast<int>(fields.integer(name));
        }
        if (comparisons != 1) value.fail("expected exactly one of equals, at-least, at-most");
    } else if (key == "cycles") {
        require(vocabulary.hasCycles, value, vocabulary, "cycles");
        condition.kind = Kind::Cycles;
        condition.numbers = numbersIn(value, 1, 99);
    } else if (key == "cycle-parity") {
        require(vocabulary.hasCycles, value, vocabulary, "cycles");
        condition.kind = Kind::CycleParity;
        condition.flag = value.asOneOf({"even", "odd"}) == "even";
    } else if (key == "turn-in-cycle") {
        require(vocabulary.hasCycles, value, vocabulary, "cycles");
        condition.kind = Kind::TurnInCycle;
        condition.numbers = numbersIn(value, 1, 99);
    } else if (key == "iterations") {
        condition.kind = Kind::Iterations;
        condition.ranges = rangesIn(value, 1);
    }
    return condition;
}

}  // namespace

bool isMissing(const YamlValue& value) { return value.isScalar() && value.asString() == "MISSING"; }

CalendarPoint parsePoint(const YamlValue& value, const ConditionVocabulary& vocabulary) {
    std::string why;
    const auto point = CalendarPoint::parse(value.asString(), &why);
    if (!point) value.fail(why);
    if (vocabulary.known &&
        !point->comparableWith(vocabulary.hasMonths, vocabulary.hasDays, vocabulary.hasCycles, vocabulary.hasYears))
        value.fail("'" + point->text() + "' cannot be compared with this calendar's turns (wrong kind of date for its scale)");
    return *point;
}

Condition parseCondition(const YamlValue& value, const ConditionVocabulary& vocabulary) {
    // The calendar's own conditions (seasons, weather, switches) may not refer to what is defined
    // in terms of them, nor to game state.
    const auto fields = vocabulary.calendarOnly
        ? value.fields({"all", "any", "not", "months", "quarterly", "from", "until", "date", "turns", "first-turn",
                        "last-turn", "scenarios", "cycles", "cycle-parity", "turn-in-cycle"})
        : value.fields({"all", "any", "not", "months", "quarterly", "from", "until", "date", "turns", "first-turn",
                        "last-turn", "scenarios", "weather", "season", "switch", "record", "cycles", "cycle-parity",
                        "turn-in-cycle", "iterations", "side"});
    (void)fields;
    std::vector<Condition> parts;
    for (const auto& [key, item] : value.entries()) parts.push_back(parseKey(key, item, vocabulary));
    if (parts.empty()) value.fail("expected at least one condition (months, from, until, ...), found an empty mapping");
    if (parts.size() == 1) return parts.front();
    Condition all;
    all.kind = Kind::All;
    all.children = std::move(parts);
    return all;
}

}  // namespace adj::sequence
