#pragma once
// The price of one step (entering a space, crossing a border): movement points, impassable, or not
// known because the rulebook's chart is missing and the players have not supplied the value yet. An
// unknown price must never be replaced by a guess: sums with it stay unknown and name the chart.
#include <cstdint>
#include <string>

namespace adj::rules {

// As a game module writes it.
struct Price {
    enum class Kind : std::uint8_t { Points, Impassable, Unknown };
    Kind kind = Kind::Points;
    int points = 0;
    std::string chart;  // Unknown: which chart value is missing, "TEC: forest hex"

    static Price mp(int points) { return {Kind::Points, points, {}}; }
    static Price impassable() { return {Kind::Impassable, 0, {}}; }
    static Price unknown(std::string chart) { return {Kind::Unknown, 0, std::move(chart)}; }
};

// As a table stores it: 4 bytes. Non-negative = points; -1 = impassable; -2 - k = unknown chart k of
// the table's chart list.
class StepCost {
public:
    constexpr StepCost() = default;
    static constexpr StepCost points(int points) { return StepCost(points); }
    static constexpr StepCost impassable() { return StepCost(-1); }
    static constexpr StepCost unknown(int chart) { return StepCost(-2 - chart); }

    constexpr bool known() const { return value_ >= 0; }
    constexpr bool isImpassable() const { return value_ == -1; }
    constexpr bool isUnknown() const { return value_ <= -2; }
    constexpr int points() const { return value_; }
    constexpr int chart() const { return -2 - value_; }

    // Impassable wins over everything; unknown wins over known (the first unknown chart is kept).
    friend constexpr StepCost operator+(StepCost a, StepCost b) {
        if (a.isImpassable() || b.isImpassable()) return impassable();
        if (a.isUnknown()) return a;
        if (b.isUnknown()) return b;
        return StepCost(a.value_ + b.value_);
    }
    friend constexpr bool operator==(StepCost, StepCost) = default;

private:
    constexpr explicit StepCost(std::int32_t value) : value_(value) {}
    std::int32_t value_ = 0;
};

}  // namespace adj::rules
