#pragma once
// A space's whole-number attributes (supply value, VP value, resource points...) as a small flat map.
// Ids and meanings come from the game's data; most spaces have none or one or two, so a sorted
// vector beats a hash map on both memory and speed.
#include <cstdint>
#include <optional>
#include <span>
#include <utility>
#include <vector>

namespace adj::board {

using AttributeId = std::uint16_t;

class SpaceAttributes {
public:
    using Entry = std::pair<AttributeId, int>;

    std::optional<int> get(AttributeId id) const;
    int getOr(AttributeId id, int fallback) const { return get(id).value_or(fallback); }
    void set(AttributeId id, int value);
    bool erase(AttributeId id);  // false if there was none

    bool empty() const { return entries_.empty(); }
    std::size_t size() const { return entries_.size(); }
    std::span<const Entry> entries() const { return entries_; }  // by ascending id

    friend bool operator==(const SpaceAttributes&, const SpaceAttributes&) = default;

private:
    std::vector<Entry> entries_;
};

}  // namespace adj::board
