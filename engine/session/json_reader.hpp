#pragma once
// Strict reading of one JSON object: each field read is checked for its type, and fields nobody
// read are errors, so a stored row is either understood completely or refused with the field named.
// Before any JSON text is parsed, checkJsonText bounds it (JsonLimits): size, UTF-8 and nesting.
#include "engine/data/text_check.hpp"
#include "engine/session/session_error.hpp"

#include <nlohmann/json.hpp>

#include <climits>
#include <map>
#include <optional>
#include <set>
#include <string_view>
#include <string>
#include <vector>

namespace adj::session {

// How much a JSON text (an imported game, a stored event, a counter-sheet layout) may hold. The
// parser keeps no stack, but printing, copying and comparing the result recurse once a level: an
// imported game nested 100,000 deep (200 KB) overflowed the stack. Nothing Adjutant writes nests
// deeper than 8.
struct JsonLimits {
    /// Largest text, in bytes: a game of 20,000 events with its calibration board is about 8 MB.
    std::uintmax_t maxBytes = 64u << 20;
    /// Deepest nesting of objects and arrays.
    int maxDepth = 64;
};

// Why `text` may not be parsed (too large, not UTF-8, nested too deep, with its line), or nothing.
std::optional<data::TextProblem> checkJsonText(std::string_view text, const JsonLimits& limits = {});

// Parses `text` as JSON once checkJsonText passes; SessionError naming `where` and the line otherwise.
nlohmann::json parseBoundedJson(std::string_view text, const std::string& where, const JsonLimits& limits = {});

class JsonReader {
public:
    // `where` names the object in messages ("event", "data.piece").
    JsonReader(const nlohmann::json& json, std::string where);

    std::string string(const std::string& key) const;
    long long integer(const std::string& key, long long low = LLONG_MIN, long long high = LLONG_MAX) const;
    int smallInteger(const std::string& key) const { return static_cast<int>(integer(key, INT_MIN, INT_MAX)); }
    std::optional<int> optionalSmallInteger(const std::string& key) const;  // absent or null: nullopt
    std::set<std::string> stringSet(const std::string& key) const;          // a JSON array of distinct strings
    std::map<std::string, int> integerMap(const std::string& key) const;    // a JSON object of numbers
    const nlohmann::json& object(const std::string& key) const;
    const nlohmann::json& array(const std::string& key) const;
    bool has(const std::string& key) const { return json_.contains(key); }

    // Throws for any field not read so far.
    void done() const;
    [[noreturn]] void fail(const std::string& key, const std::string& why) const;
    std::string path(const std::string& key) const { return where_.empty() ? key : where_ + "." + key; }

private:
    const nlohmann::json& field(const std::string& key) const;

    const nlohmann::json& json_;
    std::string where_;
    mutable std::set<std::string> read_;
};

}  // namespace adj::session
