#pragma once
// Per-space lists packed into two flat vectors (compressed sparse rows): one span per space, no
// allocation per query, and neighbouring lists next to each other in memory. Path searches over a few
// thousand spaces run many times a second, and this is the loop they spend their time in.
#include <cstdint>
#include <span>
#include <vector>

namespace adj::board {

template <class Entry>
class AdjacencyTable {
public:
    // `forEachLink(add)` must call add(fromSpace, entry) once per directed link; it is run twice,
    // once to count and once to fill, so that nothing is allocated twice.
    template <class ForEachLink>
    void rebuild(std::size_t spaceCount, ForEachLink&& forEachLink) {
        offsets_.assign(spaceCount + 1, 0);
        forEachLink([&](std::uint32_t from, const Entry&) { ++offsets_[from + 1]; });
        for (std::size_t i = 1; i < offsets_.size(); ++i) offsets_[i] += offsets_[i - 1];
        entries_.resize(offsets_.back());
        std::vector<std::uint32_t> next(offsets_.begin(), offsets_.end() - 1);
        forEachLink([&](std::uint32_t from, const Entry& entry) { entries_[next[from]++] = entry; });
    }

    std::span<const Entry> of(std::uint32_t space) const {
        return {entries_.data() + offsets_[space], entries_.data() + offsets_[space + 1]};
    }

private:
    std::vector<std::uint32_t> offsets_;  // list of space i is entries_[offsets_[i] .. offsets_[i + 1])
    std::vector<Entry> entries_;
};

}  // namespace adj::board
