#include "engine/games/piece_filter.hpp"

#include <algorithm>
#include <memory>
#include <set>

namespace adj::games {

namespace {

bool contains(const std::vector<std::string>& list, const std::string& item) {
    return std::find(list.begin(), list.end(), item) != list.end();
}

void requireKnown(const data::YamlValue& at, const std::vector<std::string>& names, const std::string& what,
                  const auto& isKnown, const std::string& known) {
    for (const std::string& name : names) {
        if (!isKnown(name)) at.fail("unknown " + what + " '" + name + "'; expected one of: " + known);
    }
}

std::string joined(const std::vector<std::string>& items) {
    std::string out;
    for (const std::string& item : items) out += (out.empty() ? "" : ", ") + item;
    return out;
}

}  // namespace

PieceFilter readPieceFilter(const data::YamlValue& value, const data::GameDefinition& definition) {
    PieceFilter filter;
    if (value.isNull()) return filter;
    if (value.isScalar()) {
        if (value.asString() != "all") value.fail("expected 'all' or a piece filter such as {categories: [troop]}");
        return filter;
    }
    const auto fields = value.fields(
        {"categories", "kinds", "not-kinds", "flags", "not-flags", "min-strength", "attributes", "hidden"});
    filter.categories = fields.strings("categories");
    filter.kinds = fields.strings("kinds");
    filter.notKinds = fields.strings("not-kinds");
    filter.flags = fields.strings("flags");
    filter.notFlags = fields.strings("not-flags");
    if (fields.has("min-strength")) filter.minStrength = static_cast<int>(fields.integer("min-strength"));
    filter.trueAttributes = fields.strings("attributes");
    filter.hidden = fields.boolean("hidden", true);

    const auto where = [&](std::string_view key) { return fields.optional(key).value_or(value); };
    requireKnown(where("categories"), filter.categories, "piece category",
                 [&](const std::string& c) { return contains(definition.categories, c); }, joined(definition.categories));
    const auto kindKnown = [&](const std::string& k) { return definition.pieceKinds.contains(k); };
    requireKnown(where("kinds"), filter.kinds, "piece kind", kindKnown, definition.pieceKinds.idList());
    requireKnown(where("not-kinds"), filter.notKinds, "piece kind", kindKnown, definition.pieceKinds.idList());
    const auto flagKnown = [&](const std::string& f) { return definition.hasFlag(f); };
    requireKnown(where("flags"), filter.flags, "piece flag", flagKnown, joined(definition.pieceFlags));
    requireKnown(where("not-flags"), filter.notFlags, "piece flag", flagKnown, joined(definition.pieceFlags));
    for (const std::string& name : filter.trueAttributes) {
        const data::AttributeDecl* decl = definition.pieceAttributes.find(name);
        if (decl == nullptr || decl->type != data::AttributeType::Bool) {
            where("attributes").fail("'" + name + "' is not a true/false attribute of piece kinds");
        }
    }
    return filter;
}

rules::PiecePredicate toPredicate(const PieceFilter& filter, const data::GameDefinition& definition) {
    // Which kinds pass the kind-level tests, worked out once.
    auto passingKinds = std::make_shared<std::set<std::string, std::less<>>>();
    for (const data::PieceKind& kind : definition.pieceKinds) {
        if (!filter.categories.empty() && !contains(filter.categories, kind.category)) continue;
        if (!filter.kinds.empty() && !contains(filter.kinds, kind.id)) continue;
        if (contains(filter.notKinds, kind.id)) continue;
        const bool attributesHold = std::all_of(filter.trueAttributes.begin(), filter.trueAttributes.end(),
                                                [&](const std::string& a) { return kind.attributes.flag(a) == true; });
        if (attributesHold) passingKinds->insert(kind.id);
    }
    const bool asksAboutKind = filter.asksAboutKind();
    return [filter, passingKinds, asksAboutKind](const model::Piece& piece) {
        if (piece.kind.empty()) {
            if (asksAboutKind && !filter.hidden) return false;
        } else if (asksAboutKind && !passingKinds->contains(piece.kind)) {
            return false;
        }
        for (const std::string& flag : filter.flags)
            if (!piece.flags.contains(flag)) return false;
        for (const std::string& flag : filter.notFlags)
            if (piece.flags.contains(flag)) return false;
        // A hidden block's strength is unknown, not zero.
        if (filter.minStrength && !piece.kind.empty() && piece.strength < *filter.minStrength) return false;
        return true;
    };
}

}  // namespace adj::games
