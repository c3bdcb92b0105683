#pragma once
// A chart value's key in the players' words: "terrain/clear/force-march-drm" is "Clear terrain:
// force march DRM", "borders/mountain/extra-cost" is "Mountain hexside: extra cost". The chart
// values panel, the CLI and alerts that wait for a value say this, never the key.
#include "engine/data/game_definition.hpp"

#include <string>
#include <string_view>

namespace adj::games {

// The kind's name from the definition; a key that is not table/kind/attribute comes back in words
// as it is ("-" read as a space), so nothing is ever lost.
std::string chartKeyWords(const data::GameDefinition& definition, std::string_view key);
// "force-march-drm" -> "force march DRM": the rulebooks' abbreviations in capitals.
std::string attributeWords(std::string_view attribute);

}  // namespace adj::games
