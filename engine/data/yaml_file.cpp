#include "engine/data/yaml_file.hpp"

#include "engine/data/text_check.hpp"

#include <charconv>
#include <cmath>

namespace adj::data {
namespace {

std::string describe(const YAML::Node& node) {
    if (!node.IsDefined() || node.IsNull()) return "nothing";
    if (node.IsMap()) return "a mapping";
    if (node.IsSequence()) return "a list";
    return "'" + node.Scalar() + "'";
}

std::string joined(const std::set<std::string, std::less<>>& keys) {
    std::string text;
    for (const auto& key : keys) text += (text.empty() ? "" : ", ") + key;
    return text;
}

std::string child(const std::string& where, std::string_view key) {
    return where.empty() ? std::string(key) : where + "." + std::string(key);
}

// Walks every node without recursion, an alias each time it is used, and refuses a document of
// more than `maxNodes`: what the readers walk after is then bounded too.
void checkNodeCount(const YAML::Node& root, const std::filesystem::path& name, std::size_t maxNodes) {
    std::vector<YAML::Node> pending{root};
    std::size_t seen = 0;
    while (!pending.empty()) {
        const YAML::Node node = pending.back();
        pending.pop_back();
        if (++seen > maxNodes) {
            const int line = node.Mark().line >= 0 ? node.Mark().line + 1 : 0;
            throw DataError(name, line, "holds more than " + std::to_string(maxNodes) +
                                            " values (aliases counted each time they are used): the most a file may hold");
        }
        if (node.IsSequence()) {
            for (const auto& item : node) pending.push_back(item);
        } else if (node.IsMap()) {
            for (const auto& entry : node) {
                pending.push_back(entry.first);
                pending.push_back(entry.second);
            }
        }
    }
}

YAML::Node parseBounded(const std::string& text, const std::filesystem::path& name, const YamlLimits& limits) {
    if (text.size() > limits.maxFileBytes)
        throw DataError(name, 0, "is " + sizeText(text.size()) + ", more than the " + sizeText(limits.maxFileBytes) +
                                     " a YAML file may have");
    if (const auto problem = utf8Problem(text)) throw DataError(name, problem->line, problem->message);
    if (const auto problem = nestingProblem(text, limits.maxDepth, limits.maxIndent, TextSyntax::Yaml))
        throw DataError(name, problem->line, problem->message);
    YAML::Node root;
    try {
        root = YAML::Load(text);
    } catch (const YAML::ParserException& e) {
        throw DataError(name, e.mark.line + 1, "not valid YAML: " + e.msg);
    }
    checkNodeCount(root, name, limits.maxNodes);
    return root;
}

}  // namespace

YamlFile YamlFile::load(const std::filesystem::path& path, const YamlLimits& limits) {
    YamlFile file;
    file.path_ = std::make_shared<const std::filesystem::path>(path);
    const FileText read = readFileWithin(path, limits.maxFileBytes);
    if (!read.problem.empty()) throw DataError(path, 0, "cannot open the file: " + read.problem);
    file.root_ = parseBounded(read.text, path, limits);
    return file;
}

YamlFile YamlFile::parse(const std::string& text, const std::filesystem::path& name, const YamlLimits& limits) {
    YamlFile file;
    file.path_ = std::make_shared<const std::filesystem::path>(name);
    file.root_ = parseBounded(text, name, limits);
    return file;
}

YamlValue YamlFile::root() const { return YamlValue(path_, root_, ""); }

YamlValue::YamlValue(std::shared_ptr<const std::filesystem::path> file, YAML::Node node, std::string where)
    : file_(std::move(file)), node_(std::move(node)), where_(std::move(where)) {}

int YamlValue::line() const {
    const int line = node_.Mark().line;
    return line >= 0 ? line + 1 : 0;
}

void YamlValue::fail(const std::string& message) const {
    throw DataError(*file_, line(), where_.empty() ? message : where_ + ": " + message);
}

std::string YamlValue::asString() const {
    if (!node_.IsScalar()) fail("expected a string, found " + describe(node_));
    return node_.Scalar();
}

long long YamlValue::asInt() const {
    if (!node_.IsScalar()) fail("expected a whole number, found " + describe(node_));
    const std::string& text = node_.Scalar();
    long long value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size()) fail("expected a whole number, found '" + text + "'");
    return value;
}

double YamlValue::asNumber() const {
    if (!node_.IsScalar()) fail("expected a number, found " + describe(node_));
    const std::string& text = node_.Scalar();
    double value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || !std::isfinite(value))
        fail("expected a number, found '" + text + "'");
    return value;
}

bool YamlValue::asBool() const {
    if (node_.IsScalar()) {
        const std::string& text = node_.Scalar();
        if (text == "true" || text == "yes") return true;
        if (text == "false" || text == "no") return false;
    }
    fail("expected true or false, found " + describe(node_));
}

std::string YamlValue::asOneOf(std::initializer_list<std::string_view> allowed) const {
    const std::string value = asString();
    std::string expected;
    for (const auto candidate : allowed) {
        if (value == candidate) return value;
        expected += (expected.empty() ? "" : ", ") + std::string(candidate);
    }
    fail("'" + value + "' is not one of: " + expected);
}

std::vector<YamlValue> YamlValue::items() const {
    std::vector<YamlValue> result;
    if (!node_.IsDefined() || node_.IsNull()) return result;
    if (!node_.IsSequence()) fail("expected a list, found " + describe(node_));
    result.reserve(node_.size());
    for (std::size_t i = 0; i < node_.size(); ++i)
        result.emplace_back(file_, node_[i], where_ + "[" + std::to_string(i) + "]");
    return result;
}

std::vector<std::pair<std::string, YamlValue>> YamlValue::entries() const {
    std::vector<std::pair<std::string, YamlValue>> result;
    if (!node_.IsDefined() || node_.IsNull()) return result;
    if (!node_.IsMap()) fail("expected a mapping, found " + describe(node_));
    for (const auto& entry : node_) {
        if (!entry.first.IsScalar()) YamlValue(file_, entry.first, where_).fail("a key must be a plain string");
        const std::string key = entry.first.Scalar();
        result.emplace_back(key, YamlValue(file_, entry.second, child(where_, key)));
    }
    return result;
}

std::vector<YamlEntry> YamlValue::keyedEntries() const {
    std::vector<YamlEntry> result;
    if (!node_.IsDefined() || node_.IsNull()) return result;
    if (!node_.IsMap()) fail("expected a mapping, found " + describe(node_));
    result.reserve(node_.size());
    for (const auto& entry : node_) {
        YamlValue keyNode(file_, entry.first, where_);
        if (!entry.first.IsScalar()) keyNode.fail("a key must be a plain string");
        std::string key = entry.first.Scalar();
        YamlValue value(file_, entry.second, child(where_, key));
        result.push_back(YamlEntry{std::move(key), std::move(keyNode), std::move(value)});
    }
    return result;
}

YamlValue::Fields YamlValue::fieldsAllowing(std::set<std::string, std::less<>> allowed) const {
    if (!node_.IsMap()) fail("expected a mapping, found " + describe(node_));
    return Fields(*this, std::move(allowed));
}

YamlValue::Fields YamlValue::fields(std::initializer_list<std::string_view> allowed) const {
    if (!node_.IsMap()) fail("expected a mapping, found " + describe(node_));
    std::set<std::string, std::less<>> keys;
    for (const auto key : allowed) keys.emplace(key);
    return Fields(*this, std::move(keys));
}

YamlValue::Fields::Fields(const YamlValue& map, std::set<std::string, std::less<>> allowed)
    : map_(map), allowed_(std::move(allowed)) {
    std::set<std::string, std::less<>> seen;
    for (const auto& entry : map_.node_) {
        const YamlValue keyNode(map_.file_, entry.first, map_.where_);
        const std::string key = keyNode.asString();
        if (!allowed_.contains(key)) keyNode.fail("unknown key '" + key + "' (expected one of: " + joined(allowed_) + ")");
        if (!seen.insert(key).second) keyNode.fail("key '" + key + "' appears twice");
    }
}

bool YamlValue::Fields::has(std::string_view key) const {
    const YAML::Node value = map_.node_[std::string(key)];
    return value.IsDefined() && !value.IsNull();
}

YamlValue YamlValue::Fields::required(std::string_view key) const {
    if (!has(key)) map_.fail("missing key '" + std::string(key) + "'");
    return YamlValue(map_.file_, map_.node_[std::string(key)], child(map_.where_, key));
}

std::optional<YamlValue> YamlValue::Fields::optional(std::string_view key) const {
    if (!has(key)) return std::nullopt;
    return YamlValue(map_.file_, map_.node_[std::string(key)], child(map_.where_, key));
}

std::string YamlValue::Fields::string(std::string_view key, const std::string& fallback) const {
    return has(key) ? required(key).asString() : fallback;
}
long long YamlValue::Fields::integer(std::string_view key, long long fallback) const {
    return has(key) ? required(key).asInt() : fallback;
}
double YamlValue::Fields::number(std::string_view key, double fallback) const {
    return has(key) ? required(key).asNumber() : fallback;
}
bool YamlValue::Fields::boolean(std::string_view key, bool fallback) const {
    return has(key) ? required(key).asBool() : fallback;
}

std::vector<std::string> YamlValue::Fields::strings(std::string_view key) const {
    std::vector<std::string> result;
    const auto value = optional(key);
    if (!value) return result;
    if (value->isScalar()) return {value->asString()};
    for (const auto& item : value->items()) result.push_back(item.asString());
    return result;
}

}  // namespace adj::data
