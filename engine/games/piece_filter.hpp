#pragma once
// Which pieces a rule is about, as rules.yaml writes it: "troop units with SPs", "ships",
// "any unit but leaders". A filter is read once against the game's definition (every kind,
// category, flag and attribute it names must exist) and becomes a rules::PiecePredicate.
//
//   {categories: [troop], not-kinds: [militia], min-strength: 1, not-flags: [in-fort]}
//
// Hidden pieces (blocks known only by side) have no kind. A filter that asks about kinds,
// categories or attributes cannot tell whether a hidden piece passes; `hidden` says what to
// assume (default: it counts, because a hidden block is still a unit on the map).
#include <optional>
#include <string>
#include <vector>

#include "engine/data/game_definition.hpp"
#include "engine/data/yaml_file.hpp"
#include "engine/rules/presence.hpp"

namespace adj::games {

struct PieceFilter {
    std::vector<std::string> categories;     // any of them; empty = any category
    std::vector<std::string> kinds;          // any of them; empty = any kind
    std::vector<std::string> notKinds;
    std::vector<std::string> flags;          // all of them
    std::vector<std::string> notFlags;       // none of them
    std::optional<int> minStrength;          // strength >= this
    std::vector<std::string> trueAttributes; // bool kind attributes that must be true ("ship")
    bool hidden = true;                      // whether a piece with no kind passes

    bool asksAboutKind() const {
        return !categories.empty() || !kinds.empty() || !notKinds.empty() || !trueAttributes.empty();
    }
};

// Reads a filter; "all" (or an absent value) is the filter every piece passes.
// Throws DataError naming file, line and the unknown name.
PieceFilter readPieceFilter(const data::YamlValue& value, const data::GameDefinition& definition);

// The predicate for rules code. The definition is copied into the predicate (what it needs).
rules::PiecePredicate toPredicate(const PieceFilter& filter, const data::GameDefinition& definition);

}  // namespace adj::games
