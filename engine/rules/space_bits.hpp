#pragma once
// A fixed-size set of dense indices (spaces or arcs) as 64-bit words. Zone coverage, "touched by a
// search" marks and blocked-arc sets are tested in the innermost loops, where a vector<bool> proxy or
// a hash set would dominate the cost.
#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace adj::rules {

class IndexBits {
public:
    IndexBits() = default;
    explicit IndexBits(std::size_t size) : size_(size), words_((size + 63) / 64, 0) {}

    std::size_t size() const { return size_; }
    bool test(std::size_t i) const { return (words_[i >> 6] >> (i & 63)) & 1U; }
    void set(std::size_t i) { words_[i >> 6] |= std::uint64_t{1} << (i & 63); }
    void reset(std::size_t i) { words_[i >> 6] &= ~(std::uint64_t{1} << (i & 63)); }
    void assign(std::size_t i, bool value) { value ? set(i) : reset(i); }
    void clear() { std::fill(words_.begin(), words_.end(), 0); }

    std::size_t count() const {
        std::size_t total = 0;
        for (const auto word : words_) total += static_cast<std::size_t>(std::popcount(word));
        return total;
    }
    bool any() const {
        for (const auto word : words_)
            if (word != 0) return true;
        return false;
    }
    // True when the two sets share an index; sizes must match.
    bool intersects(const IndexBits& other) const {
        for (std::size_t w = 0; w < words_.size(); ++w)
            if ((words_[w] & other.words_[w]) != 0) return true;
        return false;
    }
    IndexBits& operator|=(const IndexBits& other) {
        for (std::size_t w = 0; w < words_.size(); ++w) words_[w] |= other.words_[w];
        return *this;
    }

    // Calls f(index) for each member in ascending order.
    template <class F>
    void forEach(F&& f) const {
        for (std::size_t w = 0; w < words_.size(); ++w) {
            for (auto word = words_[w]; word != 0; word &= word - 1) f(w * 64 + static_cast<std::size_t>(std::countr_zero(word)));
        }
    }

    friend bool operator==(const IndexBits&, const IndexBits&) = default;

private:
    std::size_t size_ = 0;
    std::vector<std::uint64_t> words_;
};

}  // namespace adj::rules
