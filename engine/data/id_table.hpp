#pragma once
// A table of game-data entries (sides, piece kinds, terrain...) kept in file order, each found by its
// string id in constant time. The position in the table is the entry's dense index, which the rules
// engine uses for flat per-kind arrays and the board uses as TerrainId or FeatureId.
#include "engine/board/string_map.hpp"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace adj::data {

template <class Entry>  // Entry has a std::string `id`
class IdTable {
public:
    // Appends the entry; false (and nothing added) when its id is already taken.
    bool add(Entry entry) {
        if (indexOfId_.contains(entry.id)) return false;
        indexOfId_.emplace(entry.id, entries_.size());
        entries_.push_back(std::move(entry));
        return true;
    }

    std::optional<std::size_t> indexOf(std::string_view id) const {
        const auto it = indexOfId_.find(id);
        if (it == indexOfId_.end()) return std::nullopt;
        return it->second;
    }
    const Entry* find(std::string_view id) const {
        const auto it = indexOfId_.find(id);
        return it == indexOfId_.end() ? nullptr : &entries_[it->second];
    }
    bool contains(std::string_view id) const { return indexOfId_.contains(id); }

    const Entry& operator[](std::size_t index) const { return entries_[index]; }
    const Entry& at(std::size_t index) const { return entries_.at(index); }
    // For filling in values after loading (chart values the players entered). The id must not change.
    Entry& edit(std::size_t index) { return entries_.at(index); }
    std::size_t size() const { return entries_.size(); }
    bool empty() const { return entries_.empty(); }
    auto begin() const { return entries_.begin(); }
    auto end() const { return entries_.end(); }

    // "a, b, c": for error messages that list what would have been accepted.
    std::string idList() const {
        std::string text;
        for (const auto& entry : entries_) text += (text.empty() ? "" : ", ") + entry.id;
        return text.empty() ? "(none declared)" : text;
    }

private:
    std::vector<Entry> entries_;
    board::StringMap<std::size_t> indexOfId_;
};

}  // namespace adj::data
