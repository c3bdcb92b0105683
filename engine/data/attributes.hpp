#pragma once
// Typed attributes that game data hangs on piece kinds, terrain, borders and spaces: "movement: 6",
// "cavalry: true", "grade: elite". Each file declares its attribute names and types first, so a
// misspelt attribute or a "2" where a flag was meant is an error, not a silently different game.
//
// A value can also be KNOWN-MISSING: the rulebook says the number is on a chart that its text does
// not contain. Such a value is written `chart` (or `{chart: "Terrain Effects Chart"}`) and kept as
// OnChart, so the interface asks the players for it instead of the engine inventing one.
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace adj::data {

enum class AttributeType { Int, Bool, String };

std::string_view toString(AttributeType type);                      // "int", "bool", "string"
std::optional<AttributeType> parseAttributeType(std::string_view text);

// The value is printed on a chart the rulebook text lacks; `chart` names it where the data says so.
struct OnChart {
    std::string chart;
    bool operator==(const OnChart&) const = default;
};

using AttributeValue = std::variant<int, bool, std::string, OnChart>;

bool isOnChart(const AttributeValue& value);
// The type a known value has; nullopt for OnChart, which fits any type.
std::optional<AttributeType> typeOf(const AttributeValue& value);

// One declared attribute: its name, its type, and the value kinds get when they leave it out
// (nullopt: the attribute is simply absent on those kinds).
struct AttributeDecl {
    std::string name;
    AttributeType type = AttributeType::Int;
    std::optional<AttributeValue> fallback;
};

// The attributes one table (piece kinds, terrain...) may use, in the order the file declared them.
class AttributeSchema {
public:
    // Returns false when `name` is already declared.
    bool add(AttributeDecl decl);
    const AttributeDecl* find(std::string_view name) const;
    const std::vector<AttributeDecl>& decls() const { return decls_; }
    bool empty() const { return decls_.empty(); }

private:
    std::vector<AttributeDecl> decls_;  // a handful per table: a linear search beats hashing
};

// The attribute values of one kind or space, by name, sorted so that equal sets compare equal.
class Attributes {
public:
    void set(std::string name, AttributeValue value);
    const AttributeValue* find(std::string_view name) const;
    bool has(std::string_view name) const { return find(name) != nullptr; }
    bool onChart(std::string_view name) const;

    // The value when it is present, known and of that type; nullopt otherwise (absent or OnChart).
    std::optional<int> integer(std::string_view name) const;
    std::optional<bool> flag(std::string_view name) const;
    std::optional<std::string> text(std::string_view name) const;

    const std::vector<std::pair<std::string, AttributeValue>>& all() const { return values_; }
    bool empty() const { return values_.empty(); }
    bool operator==(const Attributes&) const = default;

private:
    std::vector<std::pair<std::string, AttributeValue>> values_;
};

}  // namespace adj::data
