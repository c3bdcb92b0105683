#include "engine/sequence/calendar_point.hpp"

#include "engine/sequence/sequence_error.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <tuple>

namespace adj::sequence {
namespace {

constexpr std::array<std::string_view, 12> kMonthNames = {"January", "February", "March",     "April",   "May",      "June",
                                                          "July",    "August",   "September", "October", "November", "December"};

std::optional<int> number(std::string_view text) {
    if (text.empty() || text.size() > 6) return std::nullopt;
    int value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
    return value;
}

std::optional<CalendarPoint> fail(std::string* why, const std::string& message) {
    if (why) *why = message;
    return std::nullopt;
}

std::string twoDigits(int value) { return (value < 10 ? "0" : "") + std::to_string(value); }

int daysInMonth(int year, int month) {
    static constexpr std::array<int, 12> days = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    const bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    return month == 2 && leap ? 29 : days[static_cast<std::size_t>(month - 1)];
}

int sign(int value) { return (value > 0) - (value < 0); }

template <typename Tuple>
int compareTuples(const Tuple& a, const Tuple& b) {
    return a < b ? -1 : (b < a ? 1 : 0);
}

}  // namespace

std::optional<CalendarPoint> CalendarPoint::parse(std::string_view text, std::string* why) {
    const std::string expected =
        "expected a date like 1863, 1861-10, 1863-07-02, 1861-C7, 1861-C7-T2 or T4, found '" + std::string(text) + "'";
    CalendarPoint point;
    if (!text.empty() && (text[0] == 'T' || text[0] == 't')) {
        const auto turn = number(text.substr(1));
        if (!turn || *turn < 1) return fail(why, expected);
        point.precision = Precision::Turn;
        point.turn = *turn;
        return point;
    }
    const auto firstDash = text.find('-');
    const auto year = number(text.substr(0, firstDash));
    if (!year || text.substr(0, firstDash).size() != 4) return fail(why, expected);
    point.year = *year;
    if (firstDash == std::string_view::npos) return point;

    std::string_view rest = text.substr(firstDash + 1);
    if (!rest.empty() && (rest[0] == 'C' || rest[0] == 'c')) {
        const auto dash = rest.find('-');
        const auto cycle = number(rest.substr(1, dash == std::string_view::npos ? std::string_view::npos : dash - 1));
        if (!cycle || *cycle < 1) return fail(why, expected);
        point.cycle = *cycle;
        point.precision = Precision::Cycle;
        if (dash == std::string_view::npos) return point;
        const std::string_view turnPart = rest.substr(dash + 1);
        if (turnPart.empty() || (turnPart[0] != 'T' && turnPart[0] != 't')) return fail(why, expected);
        const auto turn = number(turnPart.substr(1));
        if (!turn || *turn < 1) return fail(why, expected);
        point.turnInCycle = *turn;
        point.precision = Precision::CycleTurn;
        return point;
    }

    const auto dash = rest.find('-');
    const std::string_view monthPart = rest.substr(0, dash);
    const auto month = number(monthPart);
    if (!month || monthPart.size() != 2 || *month < 1 || *month > 12) return fail(why, expected);
    point.month = *month;
    point.precision = Precision::Month;
    if (dash == std::string_view::npos) return point;
    const std::string_view dayPart = rest.substr(dash + 1);
    const auto day = number(dayPart);
    if (!day || dayPart.size() != 2 || *day < 1 || *day > daysInMonth(point.year, point.month))
        return fail(why, "'" + std::string(text) + "' is not a day of the calendar");
    point.day = *day;
    point.precision = Precision::Day;
    return point;
}

std::string CalendarPoint::text() const {
    switch (precision) {
        case Precision::Year: return std::to_string(year);
        case Precision::Month: return std::to_string(year) + "-" + twoDigits(month);
        case Precision::Day: return std::to_string(year) + "-" + twoDigits(month) + "-" + twoDigits(day);
        case Precision::Cycle: return std::to_string(year) + "-C" + std::to_string(cycle);
        case Precision::CycleTurn: return std::to_string(year) + "-C" + std::to_string(cycle) + "-T" + std::to_string(turnInCycle);
        case Precision::Turn: return "T" + std::to_string(turn);
    }
    return {};
}

bool CalendarPoint::comparableWith(bool hasMonths, bool hasDays, bool hasCycles, bool hasYears) const {
    switch (precision) {
        case Precision::Year: return hasYears;
        case Precision::Month: return hasYears && hasMonths;
        case Precision::Day: return hasYears && hasMonths && hasDays;
        case Precision::Cycle:
        case Precision::CycleTurn: return hasYears && hasCycles;
        case Precision::Turn: return true;
    }
    return false;
}

int CalendarPoint::compareDate(const TurnDate& date) const {
    const auto lacking = [&](const char* field) {
        throw SequenceError("cannot compare turn " + std::to_string(date.turn) + " with '" + text() +
                            "': this calendar's turns have no " + field);
    };
    if (precision != Precision::Turn && date.year == 0) lacking("years");
    switch (precision) {
        case Precision::Year: return sign(date.year - year);
        case Precision::Month:
            if (date.month == 0) lacking("months");
            return compareTuples(std::tuple(date.year, date.month), std::tuple(year, month));
        case Precision::Day:
            if (date.day == 0) lacking("days");
            return compareTuples(std::tuple(date.year, date.month, date.day), std::tuple(year, month, day));
        case Precision::Cycle:
            if (date.cycle == 0) lacking("cycles");
            return compareTuples(std::tuple(date.year, date.cycle), std::tuple(year, cycle));
        case Precision::CycleTurn:
            if (date.cycle == 0) lacking("cycles");
            return compareTuples(std::tuple(date.year, date.cycle, date.turnInCycle), std::tuple(year, cycle, turnInCycle));
        case Precision::Turn: return sign(date.trackTurn - turn);
    }
    return 0;
}

std::optional<int> parseMonth(std::string_view text) {
    if (const auto value = number(text)) {
        if (*value >= 1 && *value <= 12) return value;
        return std::nullopt;
    }
    std::string lower(text);
    std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    for (std::size_t i = 0; i < kMonthNames.size(); ++i) {
        std::string name(kMonthNames[i]);
        std::transform(name.begin(), name.end(), name.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
        if (lower == name || (lower.size() == 3 && name.starts_with(lower))) return static_cast<int>(i) + 1;
    }
    return std::nullopt;
}

std::string_view monthName(int month) {
    return month >= 1 && month <= 12 ? kMonthNames[static_cast<std::size_t>(month - 1)] : std::string_view();
}

std::string_view monthShortName(int month) { return monthName(month).substr(0, 3); }

}  // namespace adj::sequence
