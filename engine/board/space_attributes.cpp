#include "engine/board/space_attributes.hpp"

#include <algorithm>

namespace adj::board {
namespace {

auto findEntry(auto& entries, AttributeId id) {
    return std::lower_bound(entries.begin(), entries.end(), id,
                            [](const SpaceAttributes::Entry& entry, AttributeId key) { return entry.first < key; });
}

}  // namespace

std::optional<int> SpaceAttributes::get(AttributeId id) const {
    const auto found = findEntry(entries_, id);
    if (found == entries_.end() || found->first != id) return std::nullopt;
    return found->second;
}

void SpaceAttributes::set(AttributeId id, int value) {
    const auto found = findEntry(entries_, id);
    if (found != entries_.end() && found->first == id) found->second = value;
    else entries_.insert(found, {id, value});
}

bool SpaceAttributes::erase(AttributeId id) {
    const auto found = findEntry(entries_, id);
    if (found == entries_.end() || found->first != id) return false;
    entries_.erase(found);
    return true;
}

}  // namespace adj::board
