#include "engine/session/json_reader.hpp"

namespace adj::session {

std::optional<data::TextProblem> checkJsonText(std::string_view text, const JsonLimits& limits) {
    if (text.size() > limits.maxBytes)
        return data::TextProblem{0, "it is " + data::sizeText(text.size()) + ", more than the " +
                                        data::sizeText(limits.maxBytes) + " a JSON file may have"};
    if (auto problem = data::utf8Problem(text)) return problem;
    return data::nestingProblem(text, limits.maxDepth, 0, data::TextSyntax::Json);
}

nlohmann::json parseBoundedJson(std::string_view text, const std::string& where, const JsonLimits& limits) {
    if (const auto problem = checkJsonText(text, limits))
        throw SessionError(where + (problem->line > 0 ? " line " + std::to_string(problem->line) : std::string()) + ": " +
                           problem->message);
    try {
        return nlohmann::json::parse(text.begin(), text.end());
    } catch (const nlohmann::json::exception& e) {  // parse_error, and out_of_range for 1e3083
        throw SessionError("malformed " + where + ": " + e.what());
    }
}

JsonReader::JsonReader(const nlohmann::json& json, std::string where) : json_(json), where_(std::move(where)) {
    if (!json_.is_object()) throw SessionError("'" + (where_.empty() ? std::string("event") : where_) + "' must be a JSON object");
}

void JsonReader::fail(const std::string& key, const std::string& why) const {
    throw SessionError("'" + path(key) + "' " + why);
}

const nlohmann::json& JsonReader::field(const std::string& key) const {
    read_.insert(key);
    const auto it = json_.find(key);
    if (it == json_.end()) fail(key, "is missing");
    return *it;
}

std::string JsonReader::string(const std::string& key) const {
    const auto& value = field(key);
    if (!value.is_string()) fail(key, "must be a string");
    return value.get<std::string>();
}

long long JsonReader::integer(const std::string& key, long long low, long long high) const {
    const auto& value = field(key);
    if (!value.is_number_integer()) fail(key, "must be a whole number");
    if (value.is_number_unsigned() && value.get<unsigned long long>() > static_cast<unsigned long long>(LLONG_MAX))
        fail(key, "is too large");
    const auto number = value.get<long long>();
    if (number < low || number > high) fail(key, "must be from " + std::to_string(low) + " to " + std::to_string(high));
    return number;
}

std::optional<int> JsonReader::optionalSmallInteger(const std::string& key) const {
    read_.insert(key);
    const auto it = json_.find(key);
    if (it == json_.end() || it->is_null()) return std::nullopt;
    return smallInteger(key);
}

std::set<std::string> JsonReader::stringSet(const std::string& key) const {
    std::set<std::string> result;
    for (const auto& item : array(key)) {
        if (!item.is_string()) fail(key, "must hold only strings");
        if (!result.insert(item.get<std::string>()).second) fail(key, "holds '" + item.get<std::string>() + "' twice");
    }
    return result;
}

std::map<std::string, int> JsonReader::integerMap(const std::string& key) const {
    std::map<std::string, int> result;
    for (const auto& item : object(key).items()) {
        const std::string& name = item.key();
        const nlohmann::json& value = item.value();
        if (!value.is_number_integer()) fail(key + "." + name, "must be a whole number");
        const auto number = value.get<long long>();
        if (number < INT_MIN || number > INT_MAX || (value.is_number_unsigned() && value.get<unsigned long long>() > INT_MAX))
            fail(key + "." + name, "is out of range");
        result.emplace(name, static_cast<int>(number));
    }
    return result;
}

const nlohmann::json& JsonReader::object(const std::string& key) const {
    const auto& value = field(key);
    if (!value.is_object()) fail(key, "must be a JSON object");
    return value;
}

const nlohmann::json& JsonReader::array(const std::string& key) const {
    const auto& value = field(key);
    if (!value.is_array()) fail(key, "must be a JSON array");
    return value;
}

void JsonReader::done() const {
    for (const auto& item : json_.items())
        if (!read_.contains(item.key())) fail(item.key(), "is not a known field here");
}

}  // namespace adj::session
