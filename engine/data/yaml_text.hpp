#pragma once
// Writing YAML scalars the way a person would: plain where that reads back as the same string, in
// double quotes otherwise ("0304" must stay a string to any YAML reader, not become the number 304).
#include <string>
#include <string_view>

namespace adj::data {

// `text` as a YAML scalar that is safe in block and flow context alike.
std::string yamlScalar(std::string_view text);

}  // namespace adj::data
