#pragma once
// What every loader checks of a file before a parser sees it: that it is a regular file no larger
// than the loader allows, that it is UTF-8 text, and that its brackets (JSON, YAML flow style) and
// indentation (YAML block style) nest no deeper than the loader allows. A recursive parser fed a
// file nested 100,000 deep runs out of stack; these checks are linear and keep no stack at all.
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace adj::data {

// Where a file's text is at fault: the 1-based line, and what is wrong there.
struct TextProblem {
    int line = 0;
    std::string message;
};

// The first byte sequence that is not UTF-8 (an overlong form, a surrogate, a stray continuation
// byte, a sequence cut short), with its line.
std::optional<TextProblem> utf8Problem(std::string_view text);

enum class TextSyntax {
    Json,  // strings in "..." with backslash escapes; nesting by [ and {
    Yaml,  // also '...' strings and # comments; nesting by [ and { and by indentation
};

// The first place nested deeper than `maxDepth` brackets, or (YAML) indented more than `maxIndent`
// columns (block nesting: each level indents further, and a compact "- - -" list counts two
// columns a level).
std::optional<TextProblem> nestingProblem(std::string_view text, int maxDepth, int maxIndent, TextSyntax syntax);

// A file's whole text, or why it cannot be had: not found, not a regular file (a folder, a device,
// a pipe: /dev/zero never ends), larger than `maxBytes`, or unreadable. `problem` is empty on success.
struct FileText {
    std::string text;
    std::string problem;
};
FileText readFileWithin(const std::filesystem::path& file, std::uintmax_t maxBytes);

// "12.0 MiB", "640 KiB", "300 bytes": a size in a message.
std::string sizeText(std::uintmax_t bytes);

}  // namespace adj::data
