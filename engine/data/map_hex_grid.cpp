// The `grid:` section of a hex map file: everything board::HexGridSpec holds, in words a player
// measuring a printed map would use.
#include "engine/data/kind_table.hpp"
#include "engine/data/map_reading.hpp"

#include <stdexcept>

namespace adj::data::map_reading {
namespace {

board::MapPoint readPoint(const YamlValue& node) {
    const auto items = node.items();
    if (items.size() != 2) node.fail("expected [x, y] in millimetres");
    return {items[0].asNumber(), items[1].asNumber()};
}

// Grid counts and numbers are small: a printed map has at most a few hundred columns.
int readCount(const YamlValue& node, long long minimum) {
    const long long value = node.asInt();
    if (value < minimum || value > 9999) node.fail("expected a number from " + std::to_string(minimum) + " to 9999");
    return static_cast<int>(value);
}

int readCount(const YamlValue::Fields& fields, std::string_view key, int fallback, long long minimum) {
    const auto node = fields.optional(key);
    return node ? readCount(*node, minimum) : fallback;
}

// [column, row] as printed, or a hex id of the grid (resolved against the grid without exclusions).
board::HexOffset readHex(const YamlValue& node, const board::HexGrid& unexcluded) {
    if (node.isList()) {
        const auto items = node.items();
        if (items.size() != 2) node.fail("expected [column, row] or a hex id");
        return {static_cast<int>(items[0].asInt()), static_cast<int>(items[1].asInt())};
    }
    const std::string id = node.asString();
    try {
        return unexcluded.hexOfId(id);
    } catch (const std::invalid_argument& e) {
        node.fail(e.what());
    }
}

board::HexGrid checked(const board::HexGridSpec& spec, const YamlValue& node) {
    try {
        return board::HexGrid(spec);
    } catch (const std::invalid_argument& e) {
        node.fail(e.what());
    }
}

}  // namespace

board::HexGrid readHexGrid(const YamlValue& node) {
    const auto fields = node.fields({"orientation", "offset", "numbering", "columns", "rows", "first-column", "first-row",
                                     "column-digits", "row-digits", "hex-radius-mm", "hex-flat-to-flat-mm", "origin-mm",
                                     "names", "excluded"});
    board::HexGridSpec spec;
    const YamlValue orientation = fields.required("orientation");
    const auto parsedOrientation = board::parseHexOrientation(orientation.asString());
    if (!parsedOrientation) orientation.fail("'" + orientation.asString() + "' is not an orientation; expected flat-top or pointy-top");
    spec.orientation = *parsedOrientation;
    spec.shifted = *board::parseOffsetParity(fields.required("offset").asOneOf({"odd", "even"}));
    if (const auto numbering = fields.optional("numbering"))
        spec.numbering = *board::parseHexNumbering(numbering->asOneOf({"xxyy", "named"}));
    spec.columns = readCount(fields.required("columns"), 1);
    spec.rows = readCount(fields.required("rows"), 1);
    spec.firstColumn = readCount(fields, "first-column", 1, 0);
    spec.firstRow = readCount(fields, "first-row", 1, 0);
    spec.columnDigits = readCount(fields, "column-digits", 2, 1);
    spec.rowDigits = readCount(fields, "row-digits", 2, 1);

    // A printed hex is measured across its flats more easily than to its corners; accept either.
    const auto radius = fields.optional("hex-radius-mm");
    const auto flats = fields.optional("hex-flat-to-flat-mm");
    if (radius.has_value() == flats.has_value()) node.fail("give exactly one of hex-radius-mm and hex-flat-to-flat-mm");
    const YamlValue& size = radius ? *radius : *flats;
    const double measured = size.asNumber();
    if (measured <= 0) size.fail("a hex's size must be more than 0 mm");
    spec.hexRadiusMm = radius ? measured : board::HexGridSpec::radiusFromFlatToFlat(measured);

    const auto names = fields.optional("names");
    if (names) {
        if (spec.numbering != board::HexNumbering::Named) names->fail("names are for grids with 'numbering: named'");
        const board::HexGrid unnamed = checked(spec, node);
        for (const auto& entry : names->keyedEntries()) {
            // A hex's name is its space id, so it obeys the rules of ids.
            checkIdText(entry.key, entry.keyNode, "hex name");
            spec.names.push_back(board::NamedHex{readHex(entry.value, unnamed), entry.key});
        }
    }
    // Names are checked here, before any exclusion, so a bad name is reported on the names line.
    const board::HexGrid unexcluded = checked(spec, names ? *names : node);
    if (const auto excluded = fields.optional("excluded"))
        for (const auto& item : excluded->items()) spec.excluded.push_back(readHex(item, unexcluded));

    if (const auto origin = fields.optional("origin-mm")) {
        spec.originMm = readPoint(*origin);
    } else {
        // Without an origin, put the map's top-left corner at (0, 0), as a printout would have it.
        spec.originMm = {0, 0};
        const auto bounds = checked(spec, node).bounds();
        spec.originMm = {-bounds.min.x, -bounds.min.y};
    }
    return checked(spec, node);
}

}  // namespace adj::data::map_reading
