#include "engine/sequence/turn_clock.hpp"

#include "engine/sequence/calendar.hpp"
#include "engine/sequence/sequence_error.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <chrono>

namespace adj::sequence {
namespace {

// Far enough for any game (a weekly game of 20,000 years) and small enough to never overflow.
constexpr int kSearchLimit = 1'000'000;

long long daysOf(int year, int month, int day) {
    const std::chrono::sys_days days = std::chrono::year{year} / std::chrono::month{static_cast<unsigned>(month)} /
                                       std::chrono::day{static_cast<unsigned>(day)};
    return days.time_since_epoch().count();
}

std::string lower(std::string_view text) {
    std::string result(text);
    std::transform(result.begin(), result.end(), result.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return result;
}

std::string defaultFormat(const Calendar& calendar) {
    switch (calendar.scale) {
        case Scale::Month: return "{month-name} {year}";
        case Scale::Week:
            if (calendar.hasCycles()) return "Turn {turn-in-cycle} of cycle {cycle}/{year}";
            if (calendar.hasDays()) return "Week of {day} {month-name} {year}";
            return "Turn {track-turn}";
        case Scale::Turn: return calendar.turnYears.empty() ? "Turn {track-turn}" : "Turn {track-turn} ({year})";
    }
    return "Turn {turn}";
}

constexpr std::array<std::string_view, 12> kLabelFields = {"turn",  "track-turn", "year",  "yy",    "month",         "month-name",
                                                           "month-short", "day", "cycle", "season", "turn-in-cycle", "weather"};

std::string periodTitle(const std::vector<CalendarPeriod>& periods, const PeriodAt& at) {
    if (!at.decided()) return "?";
    for (const auto& period : periods)
        if (period.id == at.id && !period.title.empty()) return period.title;
    return at.id;
}

}  // namespace

std::optional<std::string> unknownLabelField(std::string_view format) {
    std::size_t at = 0;
    while ((at = format.find('{', at)) != std::string_view::npos) {
        const auto close = format.find('}', at);
        if (close == std::string_view::npos) return std::string(format.substr(at));
        const std::string_view field = format.substr(at + 1, close - at - 1);
        if (std::find(kLabelFields.begin(), kLabelFields.end(), field) == kLabelFields.end()) return std::string(field);
        at = close + 1;
    }
    return std::nullopt;
}

TurnClock::TurnClock(const Calendar& calendar, CalendarPoint start, std::optional<CalendarPoint> end, std::string scenario)
    : calendar_(&calendar), start_(start), scenario_(std::move(scenario)) {
    using P = CalendarPoint::Precision;
    const auto wrongStart = [&](const char* expected) {
        throw SequenceError("the start date '" + start_.text() + "' does not suit this calendar: expected " + expected);
    };
    switch (calendar.scale) {
        case Scale::Month:
            if (start_.precision != P::Month) wrongStart("a month such as 1861-07");
            startIndex_ = static_cast<long long>(start_.year) * 12 + (start_.month - 1);
            break;
        case Scale::Week:
            if (calendar.hasCycles()) {
                if (start_.precision != P::Cycle && start_.precision != P::CycleTurn) wrongStart("a cycle such as 1861-C7");
                if (start_.cycle > calendar.cyclesPerYear || start_.turnInCycle > calendar.turnsPerCycle)
                    wrongStart("a cycle and turn inside the calendar's cycles");
                const int turnInCycle = start_.precision == P::CycleTurn ? start_.turnInCycle : 1;
                startIndex_ = (static_cast<long long>(start_.year) * calendar.cyclesPerYear + (start_.cycle - 1)) * calendar.turnsPerCycle +
                              (turnInCycle - 1);
            } else if (calendar.hasDays()) {
                if (start_.precision != P::Day) wrongStart("a day such as 1863-07-02");
                startIndex_ = daysOf(start_.year, start_.month, start_.day);
            } else if (start_.precision != P::Turn) {
                wrongStart("a turn such as T1");
            }
            break;
        case Scale::Turn:
            if (start_.precision != P::Turn) wrongStart("a turn such as T1");
            break;
    }
    if (end) {
        if (!end->comparableWith(calendar.hasMonths(), calendar.hasDays(), calendar.hasCycles(), calendar.hasYears()))
            throw SequenceError("the end date '" + end->text() + "' cannot be compared with this calendar's turns");
        const auto last = searchTurn(*end, true);
        if (!last) throw SequenceError("the end date '" + end->text() + "' is before the start date '" + start_.text() + "'");
        lastTurn_ = *last;
    }
}

TurnDate TurnClock::date(int turn) const {
    if (turn < 1) throw SequenceError("turn " + std::to_string(turn) + " does not exist: turns count from 1");
    const Calendar& calendar = *calendar_;
    TurnDate date;
    date.turn = turn;
    date.trackTurn = turn;
    const long long index = startIndex_ + (turn - 1);
    switch (calendar.scale) {
        case Scale::Month:
            date.year = static_cast<int>(index / 12);
            date.month = static_cast<int>(index % 12) + 1;
            break;
        case Scale::Week:
            if (calendar.hasCycles()) {
                const long long perYear = static_cast<long long>(calendar.cyclesPerYear) * calendar.turnsPerCycle;
                date.year = static_cast<int>(index / perYear);
                const long long inYear = index % perYear;
                date.cycle = static_cast<int>(inYear / calendar.turnsPerCycle) + 1;
                date.turnInCycle = static_cast<int>(inYear % calendar.turnsPerCycle) + 1;
            } else if (calendar.hasDays()) {
                const std::chrono::sys_days day{std::chrono::days{startIndex_ + 7LL * (turn - 1)}};
                const std::chrono::year_month_day ymd{day};
                date.year = static_cast<int>(ymd.year());
                date.month = static_cast<int>(static_cast<unsigned>(ymd.month()));
                date.day = static_cast<int>(static_cast<unsigned>(ymd.day()));
            } else {
                date.trackTurn = start_.turn + turn - 1;
            }
            break;
        case Scale::Turn:
            date.trackTurn = start_.turn + turn - 1;
            for (const auto& [year, turns] : calendar.turnYears)
                if (date.trackTurn >= turns.first && date.trackTurn <= turns.second) date.year = year;
            break;
    }
    return date;
}

model::GameTime TurnClock::time(int turn) const {
    const TurnDate turnDate = date(turn);
    return model::GameTime{.turn = turn, .year = turnDate.year, .month = turnDate.month};
}

std::string TurnClock::label(int turn) const {
    const TurnDate d = date(turn);
    const std::string format = calendar_->labelFormat.empty() ? defaultFormat(*calendar_) : calendar_->labelFormat;
    std::string result;
    std::size_t at = 0;
    while (at < format.size()) {
        const auto open = format.find('{', at);
        const auto close = open == std::string::npos ? std::string::npos : format.find('}', open);
        if (close == std::string::npos) {
            result += format.substr(at);
            break;
        }
        result += format.substr(at, open - at);
        const std::string field = format.substr(open + 1, close - open - 1);
        if (field == "turn") result += std::to_string(d.turn);
        else if (field == "track-turn") result += std::to_string(d.trackTurn);
        else if (field == "year") result += std::to_string(d.year);
        else if (field == "yy") result += (d.year % 100 < 10 ? "0" : "") + std::to_string(d.year % 100);
        else if (field == "month") result += std::to_string(d.month);
        else if (field == "month-name") result += monthName(d.month);
        else if (field == "month-short") result += monthShortName(d.month);
        else if (field == "day") result += std::to_string(d.day);
        else if (field == "cycle") result += std::to_string(d.cycle);
        else if (field == "turn-in-cycle") result += std::to_string(d.turnInCycle);
        else if (field == "season") result += periodTitle(calendar_->seasons, calendar_->seasonAt(d));
        else if (field == "weather") result += periodTitle(calendar_->weather, calendar_->weatherAt(d));
        else result += "{" + field + "}";
        at = close + 1;
    }
    return result;
}

std::optional<int> TurnClock::searchTurn(const CalendarPoint& point, bool last) const {
    // Dates only grow with the turn number, so a binary search finds the first turn at or after
    // the point (or, for `last`, the first turn after it).
    int limit = lastTurn_ ? *lastTurn_ : kSearchLimit;
    // Numbered turns have years only where the calendar's table gives them.
    if (!lastTurn_ && calendar_->scale == Scale::Turn && !calendar_->turnYears.empty())
        limit = std::max(0, calendar_->turnYears.rbegin()->second.second - start_.turn + 1);
    int low = 1;
    int high = limit + 1;  // first turn with the property; limit + 1 when none
    while (low < high) {
        const int middle = low + (high - low) / 2;
        const int comparison = point.compareDate(date(middle));
        if (last ? comparison > 0 : comparison >= 0) high = middle;
        else low = middle + 1;
    }
    if (last) return low - 1 >= 1 ? std::optional<int>(low - 1) : std::nullopt;
    return low <= limit ? std::optional<int>(low) : std::nullopt;
}

std::optional<int> TurnClock::turnOf(const CalendarPoint& point) const {
    const Calendar& calendar = *calendar_;
    if (!point.comparableWith(calendar.hasMonths(), calendar.hasDays(), calendar.hasCycles(), calendar.hasYears())) return std::nullopt;
    const auto first = searchTurn(point, false);
    if (first && point.compareDate(date(*first)) == 0) return first;
    // A day inside a dated week belongs to the week that started before it.
    if (point.precision == CalendarPoint::Precision::Day) {
        const int candidate = first ? *first - 1 : (lastTurn_ ? *lastTurn_ : 0);
        if (candidate >= 1) {
            const TurnDate week = date(candidate);
            const long long offset = daysOf(point.year, point.month, point.day) - daysOf(week.year, week.month, week.day);
            if (offset >= 0 && offset < 7) return candidate;
        }
    }
    return std::nullopt;
}

std::optional<int> TurnClock::turnOf(std::string_view text) const {
    if (const auto point = CalendarPoint::parse(text)) return turnOf(*point);
    // Labels are written for people, so they are matched without regard to case, over a bounded
    // stretch of turns when the scenario has no end.
    const std::string wanted = lower(text);
    const int limit = lastTurn_ ? *lastTurn_ : 10'000;
    for (int turn = 1; turn <= limit; ++turn)
        if (lower(label(turn)) == wanted) return turn;
    return std::nullopt;
}

std::optional<int> TurnClock::next(int turn) const {
    if (isLast(turn)) return std::nullopt;
    return turn + 1;
}

ConditionContext TurnClock::context(int turn) const {
    ConditionContext context;
    context.calendar = calendar_;
    context.date = date(turn);
    context.firstTurn = turn == 1;
    context.lastTurn = isLast(turn);
    context.scenario = scenario_;
    return context;
}

}  // namespace adj::sequence
