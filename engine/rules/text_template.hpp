#pragma once
// Alert messages are written by game modules as templates with named blanks ("{count} SPs in
// {space}"), so the wording stays with the game's data and the algorithms only supply values.
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace adj::rules {

using TemplateValues = std::vector<std::pair<std::string, std::string>>;

// Replaces each {name} with its value; unknown names are left as written, so a typo shows.
std::string fillTemplate(std::string_view text, const TemplateValues& values);

}  // namespace adj::rules
