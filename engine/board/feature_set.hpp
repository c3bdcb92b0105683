#pragma once
// A set of small feature ids (city, port, fort; river, ferry, bridge...) as one 64-bit word. The game's
// data decides what each id means; the board only stores them, so testing "is there a river on this
// hexside" inside a path search is one AND.
#include <bit>
#include <cstdint>
#include <initializer_list>
#include <stdexcept>
#include <string>

namespace adj::board {

using FeatureId = std::uint8_t;

class FeatureSet {
public:
    static constexpr int kCapacity = 64;  // feature ids 0..63

    constexpr FeatureSet() = default;
    constexpr FeatureSet(std::initializer_list<FeatureId> features) {
        for (const FeatureId feature : features) add(feature);
    }
    static constexpr FeatureSet fromBits(std::uint64_t bits) {
        FeatureSet set;
        set.bits_ = bits;
        return set;
    }

    constexpr std::uint64_t bits() const { return bits_; }
    constexpr bool empty() const { return bits_ == 0; }
    constexpr int size() const { return std::popcount(bits_); }

    // Each throws std::out_of_range for an id of kCapacity or more: game data has too many features.
    constexpr bool has(FeatureId feature) const { return (bits_ & bitOf(feature)) != 0; }
    constexpr FeatureSet& add(FeatureId feature) {
        bits_ |= bitOf(feature);
        return *this;
    }
    constexpr FeatureSet& remove(FeatureId feature) {
        bits_ &= ~bitOf(feature);
        return *this;
    }

    constexpr bool hasAll(FeatureSet other) const { return (bits_ & other.bits_) == other.bits_; }
    constexpr bool hasAny(FeatureSet other) const { return (bits_ & other.bits_) != 0; }

    friend constexpr bool operator==(FeatureSet, FeatureSet) = default;
    friend constexpr FeatureSet operator|(FeatureSet a, FeatureSet b) { return fromBits(a.bits_ | b.bits_); }
    friend constexpr FeatureSet operator&(FeatureSet a, FeatureSet b) { return fromBits(a.bits_ & b.bits_); }
    constexpr FeatureSet& operator|=(FeatureSet other) {
        bits_ |= other.bits_;
        return *this;
    }

private:
    static constexpr std::uint64_t bitOf(FeatureId feature) {
        if (feature >= kCapacity) {
            throw std::out_of_range("feature id " + std::to_string(feature) + " is too large; a FeatureSet holds ids 0..63");
        }
        return std::uint64_t{1} << feature;
    }

    std::uint64_t bits_ = 0;
};

}  // namespace adj::board
