#include "vision/eval/block_score.hpp"

#include <algorithm>
#include <map>
#include <set>
#include <tuple>

namespace adj::vision::eval {
namespace {

/// Blocks of one side in one hex: upright and tipped.
struct HexCount {
    int upright = 0;
    int tipped = 0;
    [[nodiscard]] int total() const { return upright + tipped; }
};

using Key = std::pair<std::string, std::string>; // hex, side

std::string describe(const HexCount& c)
{
    std::string text = std::to_string(c.upright) + " upright";
    if (c.tipped > 0) text += ", " + std::to_string(c.tipped) + " tipped";
    return text;
}

} // namespace

BlockScore& BlockScore::operator+=(const BlockScore& other)
{
    visible += other.visible;
    rightSpace += other.rightSpace;
    rightTipped += other.rightTipped;
    missed += other.missed;
    falseBlocks += other.falseBlocks;
    hexes += other.hexes;
    hexesRight += other.hexesRight;
    mistakes.insert(mistakes.end(), other.mistakes.begin(), other.mistakes.end());
    return *this;
}

BlockScore scoreBlocks(const std::vector<BlockTruth>& truth, const synth::FrameTruth& frame,
                       const std::vector<tracker::ObservedStack>& seen)
{
    std::set<std::string> unsure; // hexes with a block the frame does not show
    std::map<Key, HexCount> truthCounts;
    for (const BlockTruth& block : truth) {
        const synth::PieceTruth* piece = frame.find(block.id);
        if (piece == nullptr || piece->visibility != synth::Visibility::Visible || piece->visibleFraction < 0.5) {
            unsure.insert(block.space);
            continue;
        }
        HexCount& c = truthCounts[{block.space, block.side}];
        (block.tipped ? c.tipped : c.upright) += 1;
    }
    std::map<Key, HexCount> seenCounts;
    for (const tracker::ObservedStack& stack : seen) {
        if (unsure.contains(stack.space)) continue;
        HexCount& c = seenCounts[{stack.space, stack.side}];
        (stack.tipped.value_or(false) ? c.tipped : c.upright) += std::max(1, stack.count.value_or(1));
    }

    BlockScore score;
    std::set<Key> keys;
    for (const auto& [key, c] : truthCounts) keys.insert(key);
    for (const auto& [key, c] : seenCounts) keys.insert(key);
    std::map<std::string, bool> hexRight;
    for (const Key& key : keys) {
        const HexCount t = truthCounts.contains(key) ? truthCounts.at(key) : HexCount{};
        const HexCount s = seenCounts.contains(key) ? seenCounts.at(key) : HexCount{};
        score.visible += t.total();
        score.rightSpace += std::min(t.total(), s.total());
        score.rightTipped += std::min(t.upright, s.upright) + std::min(t.tipped, s.tipped);
        score.missed += std::max(0, t.total() - s.total());
        score.falseBlocks += std::max(0, s.total() - t.total());
        const bool right = t.upright == s.upright && t.tipped == s.tipped;
        auto [it, added] = hexRight.emplace(key.first, right);
        if (!added) it->second = it->second && right;
        if (!right) {
            const std::string where = key.first.empty() ? "off the map" : "hex " + key.first;
            const std::string side = key.second.empty() ? "blocks of no side" : key.second + " blocks";
            score.mistakes.push_back(where + ", " + side + ": " + describe(t) + ", seen " + describe(s));
        }
    }
    score.hexes = static_cast<int>(hexRight.size());
    for (const auto& [hex, right] : hexRight) score.hexesRight += right ? 1 : 0;
    return score;
}

} // namespace adj::vision::eval
