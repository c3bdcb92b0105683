#pragma once
// Strict reading of hand-written YAML. Every accessor checks what it reads and, when the file is
// wrong, throws DataError with the file, the line and what was expected. Unknown keys are errors
// (a typo must never be silently ignored), so each mapping is read through `fields()`.
// Every file is bounded before yaml-cpp sees it (YamlLimits): its size, UTF-8, and how deep it nests.
#include "engine/data/data_error.hpp"

#include <yaml-cpp/yaml.h>

#include <cstdint>
#include <filesystem>
#include <initializer_list>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace adj::data {

class YamlValue;
struct YamlEntry;

// How much a YAML file may hold. Game data is small (the largest file shipped, a map, is 26 KB, and
// none nests deeper than 13 columns' indentation and 3 brackets); the caps stand far above that and far
// below what exhausts memory or the parser's stack. Each refusal names the file, the line and the cap.
struct YamlLimits {
    /// Largest file read, in bytes. A bigger one is refused before it is read.
    std::uintmax_t maxFileBytes = 8u << 20;
    /// Deepest nesting of flow brackets ([ {), counted through the text before parsing.
    int maxDepth = 64;
    /// Deepest block nesting, as columns of indentation (a compact "- - -" list counts 2 a level).
    int maxIndent = 256;
    /// Most nodes walked, an alias counted each time it is used ("billion laughs": a few lines of
    /// aliases standing for billions of nodes).
    std::size_t maxNodes = 1'000'000;
};

// A loaded YAML file. Keeps the file name so every value read from it can report where it is.
class YamlFile {
public:
    // Throws DataError: the file cannot be read, or is not valid YAML (with the parser's line).
    // Throws DataError too for a file over `limits` or not UTF-8 (with the line).
    static YamlFile load(const std::filesystem::path& path, const YamlLimits& limits = {});
    // For text that is not on disk (tests, embedded data); `name` stands in for the file name.
    static YamlFile parse(const std::string& text, const std::filesystem::path& name, const YamlLimits& limits = {});

    YamlValue root() const;
    // The parsed document, for readers that walk yaml-cpp nodes themselves (the game manifest).
    const YAML::Node& rootNode() const { return root_; }
    const std::filesystem::path& path() const { return *path_; }

private:
    std::shared_ptr<const std::filesystem::path> path_;
    YAML::Node root_;
};

// One node of a YamlFile. Cheap to copy.
class YamlValue {
public:
    YamlValue(std::shared_ptr<const std::filesystem::path> file, YAML::Node node, std::string where);

    int line() const;                              // 1-based
    const std::filesystem::path& file() const { return *file_; }
    const std::string& where() const { return where_; }  // "stacking.limit", "spaces[3].id"
    [[noreturn]] void fail(const std::string& message) const;

    bool isMap() const { return node_.IsMap(); }
    bool isList() const { return node_.IsSequence(); }
    bool isScalar() const { return node_.IsScalar(); }
    bool isNull() const { return node_.IsNull(); }

    // Scalars. Each throws unless the node is a scalar of that type.
    std::string asString() const;
    long long asInt() const;
    double asNumber() const;
    bool asBool() const;
    // A string that must be one of `allowed` ("flat" or "pointy").
    std::string asOneOf(std::initializer_list<std::string_view> allowed) const;

    // Lists: the items, each with where "key[i]". An absent node gives an empty list.
    std::vector<YamlValue> items() const;
    // Mapping entries in file order (key text and value), for maps keyed by id.
    std::vector<std::pair<std::string, YamlValue>> entries() const;
    // As entries(), but each with its key's node too: a duplicate or unknown id is reported on the
    // key's line, which for a block mapping value is the line above the value's.
    std::vector<YamlEntry> keyedEntries() const;

    // Mappings: the accessor that knows which keys may appear. Throws on the first unknown key,
    // naming it and listing the keys that are allowed.
    class Fields;
    Fields fields(std::initializer_list<std::string_view> allowed) const;
    // As fields(), for key sets known only at run time (a file's declared attribute names).
    Fields fieldsAllowing(std::set<std::string, std::less<>> allowed) const;

private:
    std::shared_ptr<const std::filesystem::path> file_;
    YAML::Node node_;
    std::string where_;
};

struct YamlEntry {
    std::string key;
    YamlValue keyNode;
    YamlValue value;
};

class YamlValue::Fields {
public:
    Fields(const YamlValue& map, std::set<std::string, std::less<>> allowed);

    bool has(std::string_view key) const;
    YamlValue required(std::string_view key) const;          // throws "missing key 'x'"
    std::optional<YamlValue> optional(std::string_view key) const;

    std::string string(std::string_view key) const { return required(key).asString(); }
    long long integer(std::string_view key) const { return required(key).asInt(); }
    double number(std::string_view key) const { return required(key).asNumber(); }
    bool boolean(std::string_view key) const { return required(key).asBool(); }
    std::string string(std::string_view key, const std::string& fallback) const;
    long long integer(std::string_view key, long long fallback) const;
    double number(std::string_view key, double fallback) const;
    bool boolean(std::string_view key, bool fallback) const;
    // A list of strings (also accepts a single string as a one-item list).
    std::vector<std::string> strings(std::string_view key) const;

    const YamlValue& node() const { return map_; }

private:
    YamlValue map_;
    std::set<std::string, std::less<>> allowed_;
};

}  // namespace adj::data
