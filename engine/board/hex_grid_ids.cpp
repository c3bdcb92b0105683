// HexGrid: hex ids ("3030", "Richmond", "c12r07") and hexside ids ("3030/3129").
#include "engine/board/hex_grid.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <stdexcept>

#include "engine/board/pair_id.hpp"

namespace adj::board {
namespace {

constexpr char kGeneratedColumnMark = 'c';
constexpr char kGeneratedRowMark = 'r';

void appendPadded(std::string& out, int value, int width) {
    const std::string digits = std::to_string(value);
    out.append(static_cast<std::size_t>(std::max(0, width - static_cast<int>(digits.size()))), '0');
    out += digits;
}

bool allDigits(std::string_view text) {
    return std::all_of(text.begin(), text.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; });
}

// The caller has checked that `text` is a short run of digits, so it fits an int.
int parseDigits(std::string_view text) {
    int value = 0;
    std::from_chars(text.data(), text.data() + text.size(), value);
    return value;
}

std::string inQuotes(std::string_view text) { return "'" + std::string(text) + "'"; }

std::string describe(HexOffset hex) {
    return "column " + std::to_string(hex.column) + " row " + std::to_string(hex.row);
}

}  // namespace

void HexGrid::indexNames() {
    if (spec_.numbering != HexNumbering::Named) return;
    nameOf_.assign(extentSize(), std::string());
    for (const NamedHex& named : spec_.names) {
        const auto reject = [&](const std::string& problem) {
            throw std::invalid_argument("hex grid: names: " + inQuotes(named.name) + " at " + describe(named.hex) + " " + problem);
        };
        if (named.name.empty()) reject("is empty");
        if (named.name.find(kPairIdSeparator) != std::string::npos) reject("contains '/', which joins hexside ids");
        if (!inExtent(named.hex)) reject("is outside the grid: " + describeOutOfExtent(named.hex));
        if (!onMap_[indexOf(named.hex)]) reject("is an excluded hex");
        if (!nameOf_[indexOf(named.hex)].empty()) reject("names a hex already named " + inQuotes(nameOf_[indexOf(named.hex)]));
        if (hexOfName_.contains(named.name)) reject("is already the name of " + describe(hexOfName_.find(named.name)->second));
        if (const auto generated = parseGeneratedId(named.name); generated && *generated != named.hex) {
            reject("looks like the generated id of another hex");
        }
        nameOf_[indexOf(named.hex)] = named.name;
        hexOfName_.emplace(named.name, named.hex);
    }
}

std::string HexGrid::generatedId(HexOffset hex) const {
    std::string id(1, kGeneratedColumnMark);
    appendPadded(id, hex.column, spec_.columnDigits);
    id += kGeneratedRowMark;
    appendPadded(id, hex.row, spec_.rowDigits);
    return id;
}

std::optional<HexOffset> HexGrid::parseGeneratedId(std::string_view id) const {
    const auto columnDigits = static_cast<std::size_t>(spec_.columnDigits);
    const auto rowDigits = static_cast<std::size_t>(spec_.rowDigits);
    if (id.size() != 2 + columnDigits + rowDigits || id[0] != kGeneratedColumnMark ||
        id[1 + columnDigits] != kGeneratedRowMark) {
        return std::nullopt;
    }
    const auto column = id.substr(1, columnDigits);
    const auto row = id.substr(2 + columnDigits);
    if (!allDigits(column) || !allDigits(row)) return std::nullopt;
    return HexOffset{parseDigits(column), parseDigits(row)};
}

std::string HexGrid::idOf(HexOffset hex) const {
    if (!inExtent(hex)) throw std::invalid_argument("no hex id for " + describe(hex) + ": " + describeOutOfExtent(hex));
    if (spec_.numbering == HexNumbering::Named) {
        const std::string& name = nameOf_[indexOf(hex)];
        return name.empty() ? generatedId(hex) : name;
    }
    std::string id;
    appendPadded(id, hex.column, spec_.columnDigits);
    appendPadded(id, hex.row, spec_.rowDigits);
    return id;
}

std::variant<HexOffset, std::string> HexGrid::resolveId(std::string_view id) const {
    std::optional<HexOffset> hex;
    if (spec_.numbering == HexNumbering::ColumnRow) {
        const auto columnDigits = static_cast<std::size_t>(spec_.columnDigits);
        if (id.size() != columnDigits + static_cast<std::size_t>(spec_.rowDigits)) {
            return "hex id " + inQuotes(id) + " must be " + std::to_string(spec_.columnDigits + spec_.rowDigits) +
                   " digits (" + std::to_string(spec_.columnDigits) + " column, " + std::to_string(spec_.rowDigits) +
                   " row)";
        }
        if (!allDigits(id)) return "hex id " + inQuotes(id) + " must be digits only";
        hex = HexOffset{parseDigits(id.substr(0, columnDigits)), parseDigits(id.substr(columnDigits))};
    } else {
        if (const auto named = hexOfName_.find(id); named != hexOfName_.end()) return named->second;
        hex = parseGeneratedId(id);
        if (!hex) return "unknown hex id " + inQuotes(id) + ": no hex has that name";
        if (inExtent(*hex) && !nameOf_[indexOf(*hex)].empty()) {
            return "hex id " + inQuotes(id) + " is the hex named " + inQuotes(nameOf_[indexOf(*hex)]) + "; use its name";
        }
    }
    if (!inExtent(*hex)) return "hex id " + inQuotes(id) + ": " + describeOutOfExtent(*hex);
    if (!onMap_[indexOf(*hex)]) return "hex id " + inQuotes(id) + " is off the map (excluded)";
    return *hex;
}

std::optional<HexOffset> HexGrid::findId(std::string_view id) const {
    const auto resolved = resolveId(id);
    if (const auto* hex = std::get_if<HexOffset>(&resolved)) return *hex;
    return std::nullopt;
}

HexOffset HexGrid::hexOfId(std::string_view id) const {
    const auto resolved = resolveId(id);
    if (const auto* problem = std::get_if<std::string>(&resolved)) throw std::invalid_argument(*problem);
    return std::get<HexOffset>(resolved);
}

std::optional<Hexside> HexGrid::hexsideBetween(HexOffset a, HexOffset b) const {
    if (!contains(a) || !contains(b) || !adjacent(a, b)) return std::nullopt;
    if (idOf(b) < idOf(a)) std::swap(a, b);
    return Hexside{a, b};
}

std::string HexGrid::hexsideId(const Hexside& hexside) const {
    return canonicalPairId(idOf(hexside.first), idOf(hexside.second));
}

std::string HexGrid::hexsideId(HexOffset a, HexOffset b) const {
    if (const auto hexside = hexsideBetween(a, b)) return hexsideId(*hexside);
    const char* problem = contains(a) && contains(b) ? "they are not adjacent" : "both must be on the map";
    throw std::invalid_argument("no hexside between " + describe(a) + " and " + describe(b) + ": " + problem);
}

std::variant<Hexside, std::string> HexGrid::resolveHexside(std::string_view id) const {
    const auto halves = splitPairId(id);
    if (!halves) return "hexside id " + inQuotes(id) + " must be two hex ids joined by '/'";
    const auto first = resolveId(halves->first);
    if (const auto* problem = std::get_if<std::string>(&first)) return "hexside id " + inQuotes(id) + ": " + *problem;
    const auto second = resolveId(halves->second);
    if (const auto* problem = std::get_if<std::string>(&second)) return "hexside id " + inQuotes(id) + ": " + *problem;
    const auto hexside = hexsideBetween(std::get<HexOffset>(first), std::get<HexOffset>(second));
    if (!hexside) return "hexside id " + inQuotes(id) + ": the two hexes are not adjacent";
    return *hexside;
}

std::optional<Hexside> HexGrid::findHexside(std::string_view id) const {
    const auto resolved = resolveHexside(id);
    if (const auto* hexside = std::get_if<Hexside>(&resolved)) return *hexside;
    return std::nullopt;
}

Hexside HexGrid::hexsideOfId(std::string_view id) const {
    const auto resolved = resolveHexside(id);
    if (const auto* problem = std::get_if<std::string>(&resolved)) throw std::invalid_argument(*problem);
    return std::get<Hexside>(resolved);
}

}  // namespace adj::board
