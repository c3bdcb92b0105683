#include "engine/sequence/calendar_yaml.hpp"

#include "engine/data/yaml_file.hpp"
#include "engine/sequence/condition_yaml.hpp"
#include "engine/sequence/sequence_error.hpp"
#include "engine/sequence/turn_clock.hpp"

#include <algorithm>
#include <set>
#include <tuple>

namespace adj::sequence {
namespace {

using data::YamlValue;

std::string idOf(const YamlValue::Fields& fields, std::set<std::string>& seen, const char* what) {
    const YamlValue node = fields.required("id");
    std::string id = node.asString();
    if (id.empty()) node.fail(std::string("a ") + what + " id may not be empty");
    if (!seen.insert(id).second) node.fail(std::string("duplicate ") + what + " id '" + id + "'");
    return id;
}

std::optional<CalendarPoint> optionalPoint(const YamlValue::Fields& fields, std::string_view key,
                                           const ConditionVocabulary& vocabulary, bool* missing = nullptr) {
    const auto value = fields.optional(key);
    if (!value) return std::nullopt;
    if (isMissing(*value)) {
        if (!missing) value->fail("MISSING is not allowed here");
        *missing = true;
        return std::nullopt;
    }
    return parsePoint(*value, vocabulary);
}

std::vector<CalendarPeriod> parsePeriods(const std::vector<YamlValue>& items, const ConditionVocabulary& vocabulary, bool weather) {
    std::vector<CalendarPeriod> periods;
    std::set<std::string> seen;
    bool catchAll = false;
    for (const auto& item : items) {
        const auto fields = weather ? item.fields({"id", "title", "rule", "when", "players-choose"})
                                    : item.fields({"id", "title", "rule", "when"});
        if (catchAll) item.fail("unreachable: an earlier entry without 'when' already covers every remaining turn");
        CalendarPeriod period;
        if (weather && fields.has("players-choose")) {
            if (fields.has("id")) item.fail("give either 'id' or 'players-choose', not both");
            period.choices = fields.strings("players-choose");
            if (period.choices.size() < 2) fields.required("players-choose").fail("expected at least two weather ids to choose from");
        } else {
            period.id = idOf(fields, seen, weather ? "weather" : "season");
        }
        period.title = fields.string("title", "");
        period.rule = fields.string("rule", "");
        if (const auto when = fields.optional("when")) {
            if (isMissing(*when)) period.missing = true;
            else period.when = parseCondition(*when, vocabulary);
        } else {
            catchAll = true;
        }
        periods.push_back(std::move(period));
    }
    if (weather) {
        // Choices must name weather the calendar defines, so conditions on them can be checked.
        std::set<std::string> ids;
        for (const auto& period : periods) ids.insert(period.id);
        for (std::size_t i = 0; i < periods.size(); ++i)
            for (const auto& choice : periods[i].choices)
                if (!ids.contains(choice))
                    items[i].fail("players-choose names '" + choice + "', which is not a weather id of this calendar");
    }
    return periods;
}

std::vector<ScenarioDates> parseScenarios(const std::vector<YamlValue>& items, const ConditionVocabulary& vocabulary) {
    std::vector<ScenarioDates> scenarios;
    std::set<std::string> seen;
    for (const auto& item : items) {
        const auto fields = item.fields({"id", "title", "start", "end"});
        ScenarioDates scenario;
        scenario.id = idOf(fields, seen, "scenario");
        scenario.title = fields.string("title", "");
        scenario.start = optionalPoint(fields, "start", vocabulary, &scenario.startMissing);
        scenario.end = optionalPoint(fields, "end", vocabulary, &scenario.endMissing);
        scenarios.push_back(std::move(scenario));
    }
    return scenarios;
}

std::vector<CalendarSwitch> parseSwitches(const std::vector<YamlValue>& items, const ConditionVocabulary& vocabulary) {
    std::vector<CalendarSwitch> switches;
    std::set<std::string> seen;
    for (const auto& item : items) {
        const auto fields = item.fields({"id", "title", "rule", "when"});
        CalendarSwitch rule;
        rule.id = idOf(fields, seen, "switch");
        rule.title = fields.string("title", "");
        rule.rule = fields.string("rule", "");
        rule.when = parseCondition(fields.required("when"), vocabulary);
        switches.push_back(std::move(rule));
    }
    return switches;
}

std::vector<YearTable> parseTables(const std::vector<YamlValue>& items, const ConditionVocabulary& vocabulary) {
    std::vector<YearTable> tables;
    std::set<std::string> seen;
    for (const auto& item : items) {
        const auto fields = item.fields({"id", "title", "rule", "by-year", "from"});
        YearTable table;
        table.id = idOf(fields, seen, "table");
        table.title = fields.string("title", "");
        table.rule = fields.string("rule", "");
        if (fields.has("by-year") == fields.has("from")) item.fail("expected exactly one of 'by-year' or 'from'");
        const bool byYear = fields.has("by-year");
        const YamlValue entries = fields.required(byYear ? "by-year" : "from");
        for (const auto& [key, value] : entries.entries()) {
            std::string why;
            const auto point = CalendarPoint::parse(key, &why);
            if (!point) value.fail(why);
            if (byYear && point->precision != CalendarPoint::Precision::Year) value.fail("expected a year such as 1862, found '" + key + "'");
            if (vocabulary.known &&
                !point->comparableWith(vocabulary.hasMonths, vocabulary.hasDays, vocabulary.hasCycles, vocabulary.hasYears))
                value.fail("'" + key + "' cannot be compared with this calendar's turns");
            if (!table.entries.empty()) {
                const auto& previous = table.entries.back().from;
                if (previous.precision != point->precision) value.fail("every entry of a table must be the same kind of date as the first");
                // Entries of equal precision order like their canonical text only for years; compare
                // component-wise instead.
                const auto key2 = [](const CalendarPoint& p) { return std::tuple(p.turn, p.year, p.month, p.day, p.cycle, p.turnInCycle); };
                if (!(key2(previous) < key2(*point))) value.fail("entries must be in date order without repeats ('" + key + "')");
            }
            YearTable::Entry entry{*point, std::nullopt};
            if (!isMissing(value)) {
                const long long number = value.asInt();
                entry.value = static_cast<int>(number);
            }
            table.entries.push_back(entry);
        }
        if (table.entries.empty()) entries.fail("expected at least one entry");
        tables.push_back(std::move(table));
    }
    return tables;
}

Calendar fromYaml(const data::YamlFile& file) {
    const YamlValue root = file.root();
    const auto fields = root.fields({"game", "scale", "start", "end", "turns-per-cycle", "cycles-per-year", "quarterly-months",
                                     "label", "years", "seasons", "weather", "scenarios", "switches", "tables"});
    Calendar calendar;
    const std::string scale = fields.required("scale").asOneOf({"month", "week", "turn"});
    calendar.scale = scale == "month" ? Scale::Month : scale == "week" ? Scale::Week : Scale::Turn;

    if (fields.has("turns-per-cycle") != fields.has("cycles-per-year"))
        root.fail("give both 'turns-per-cycle' and 'cycles-per-year', or neither");
    if (fields.has("turns-per-cycle")) {
        if (calendar.scale != Scale::Week) fields.required("turns-per-cycle").fail("cycles are only for 'scale: week'");
        const auto positive = [&](const char* key) {
            const long long value = fields.integer(key);
            if (value < 1 || value > 99) fields.required(key).fail("expected a number from 1 to 99");
            return static_cast<int>(value);
        };
        calendar.turnsPerCycle = positive("turns-per-cycle");
        calendar.cyclesPerYear = positive("cycles-per-year");
    }
    if (const auto years = fields.optional("years")) {
        if (calendar.scale != Scale::Turn) years->fail("'years' is only for 'scale: turn'");
        for (const auto& [key, value] : years->entries()) {
            const auto point = CalendarPoint::parse(key);
            if (!point || point->precision != CalendarPoint::Precision::Year) value.fail("expected a year such as 1862, found '" + key + "'");
            const std::string range = value.asString();
            const auto dash = range.find('-');
            try {
                const int first = std::stoi(range.substr(0, dash));
                const int last = dash == std::string::npos ? first : std::stoi(range.substr(dash + 1));
                if (first < 1 || last < first) throw std::invalid_argument(range);
                for (const auto& [otherYear, other] : calendar.turnYears)
                    if (first <= other.second && other.first <= last)
                        value.fail("turns " + range + " overlap the turns of " + std::to_string(otherYear));
                calendar.turnYears[point->year] = {first, last};
            } catch (const std::logic_error&) {
                value.fail("expected track turns like \"4-8\", found '" + range + "'");
            }
        }
    }

    // The start decides whether weeks are dated, which decides what dates the rest may use.
    {
        ConditionVocabulary syntaxOnly;
        calendar.start = optionalPoint(fields, "start", syntaxOnly);
    }
    if (calendar.scale == Scale::Week && calendar.hasCycles() == false && !calendar.start)
        root.fail("a weekly calendar needs 'turns-per-cycle' and 'cycles-per-year', or a dated 'start' such as 1863-07-02");
    ConditionVocabulary vocabulary = calendar.vocabulary();
    vocabulary.calendarOnly = true;
    if (calendar.start) parsePoint(fields.required("start"), vocabulary);
    calendar.end = optionalPoint(fields, "end", vocabulary);

    if (const auto quarterly = fields.optional("quarterly-months")) {
        if (!calendar.hasMonths()) quarterly->fail("this calendar's turns have no months");
        for (const auto& item : quarterly->items()) {
            const auto month = parseMonth(item.asString());
            if (!month) item.fail("expected a month (jan..dec or 1..12), found '" + item.asString() + "'");
            calendar.quarterlyMonths.push_back(*month);
        }
    }
    if (const auto label = fields.optional("label")) {
        calendar.labelFormat = label->asString();
        if (const auto bad = unknownLabelField(calendar.labelFormat)) label->fail("unknown label field '{" + *bad + "}'");
    }

    const auto listOf = [&](std::string_view key) {
        const auto value = fields.optional(key);
        return value ? value->items() : std::vector<YamlValue>{};
    };
    const auto scenarioItems = listOf("scenarios");
    calendar.scenarios = parseScenarios(scenarioItems, vocabulary);
    vocabulary = calendar.vocabulary();
    vocabulary.calendarOnly = true;
    calendar.seasons = parsePeriods(listOf("seasons"), vocabulary, false);
    calendar.weather = parsePeriods(listOf("weather"), vocabulary, true);
    calendar.switches = parseSwitches(listOf("switches"), vocabulary);
    calendar.tables = parseTables(listOf("tables"), vocabulary);

    // Every start and end must give a working clock: caught here, with the line, not at play time.
    const auto checkClock = [&](const YamlValue& where, std::string_view scenario) {
        try {
            (void)calendar.clock(scenario);
        } catch (const SequenceError& e) {
            if (std::string(e.what()).find("MISSING") == std::string::npos) where.fail(e.what());
        }
    };
    checkClock(root, {});
    for (std::size_t i = 0; i < calendar.scenarios.size(); ++i) checkClock(scenarioItems[i], calendar.scenarios[i].id);
    return calendar;
}

}  // namespace

Calendar loadCalendar(const std::filesystem::path& file) { return fromYaml(data::YamlFile::load(file)); }

Calendar parseCalendar(const std::string& text, const std::filesystem::path& name) {
    return fromYaml(data::YamlFile::parse(text, name));
}

}  // namespace adj::sequence
