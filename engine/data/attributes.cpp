#include "engine/data/attributes.hpp"

#include <algorithm>

namespace adj::data {

std::string_view toString(AttributeType type) {
    switch (type) {
    case AttributeType::Int: return "int";
    case AttributeType::Bool: return "bool";
    case AttributeType::String: return "string";
    }
    return "int";
}

std::optional<AttributeType> parseAttributeType(std::string_view text) {
    if (text == "int") return AttributeType::Int;
    if (text == "bool") return AttributeType::Bool;
    if (text == "string") return AttributeType::String;
    return std::nullopt;
}

bool isOnChart(const AttributeValue& value) { return std::holds_alternative<OnChart>(value); }

std::optional<AttributeType> typeOf(const AttributeValue& value) {
    if (std::holds_alternative<int>(value)) return AttributeType::Int;
    if (std::holds_alternative<bool>(value)) return AttributeType::Bool;
    if (std::holds_alternative<std::string>(value)) return AttributeType::String;
    return std::nullopt;
}

bool AttributeSchema::add(AttributeDecl decl) {
    if (find(decl.name)) return false;
    decls_.push_back(std::move(decl));
    return true;
}

const AttributeDecl* AttributeSchema::find(std::string_view name) const {
    for (const auto& decl : decls_)
        if (decl.name == name) return &decl;
    return nullptr;
}

void Attributes::set(std::string name, AttributeValue value) {
    const auto it = std::lower_bound(values_.begin(), values_.end(), name,
                                     [](const auto& entry, const std::string& key) { return entry.first < key; });
    if (it != values_.end() && it->first == name) it->second = std::move(value);
    else values_.emplace(it, std::move(name), std::move(value));
}

const AttributeValue* Attributes::find(std::string_view name) const {
    const auto it = std::lower_bound(values_.begin(), values_.end(), name,
                                     [](const auto& entry, std::string_view key) { return entry.first < key; });
    return it != values_.end() && it->first == name ? &it->second : nullptr;
}

bool Attributes::onChart(std::string_view name) const {
    const auto* value = find(name);
    return value && isOnChart(*value);
}

std::optional<int> Attributes::integer(std::string_view name) const {
    const auto* value = find(name);
    if (const int* known = value ? std::get_if<int>(value) : nullptr) return *known;
    return std::nullopt;
}

std::optional<bool> Attributes::flag(std::string_view name) const {
    const auto* value = find(name);
    if (const bool* known = value ? std::get_if<bool>(value) : nullptr) return *known;
    return std::nullopt;
}

std::optional<std::string> Attributes::text(std::string_view name) const {
    const auto* value = find(name);
    if (const auto* known = value ? std::get_if<std::string>(value) : nullptr) return *known;
    return std::nullopt;
}

}  // namespace adj::data
