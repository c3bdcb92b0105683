#pragma once
// A monotone priority queue for small integer keys (Dial's algorithm): the searches here price steps
// in whole movement points and stop at an allowance of a few points, so a bucket per key beats a
// binary heap by a wide margin. Keys above the limit given at reset() are the caller's to drop.
#include <cstdint>
#include <utility>
#include <vector>

namespace adj::rules {

class BucketQueue {
public:
    void reset(int maxKey) {
        if (buckets_.size() < static_cast<std::size_t>(maxKey) + 1) buckets_.resize(static_cast<std::size_t>(maxKey) + 1);
        for (auto& bucket : buckets_) bucket.clear();
        maxKey_ = maxKey;
        current_ = 0;
        size_ = 0;
    }
    // key must be >= the last key popped and <= maxKey.
    void push(int key, std::uint32_t item) {
        buckets_[static_cast<std::size_t>(key)].push_back(item);
        ++size_;
    }
    bool empty() const { return size_ == 0; }
    // The item with the smallest key; equal keys come out last in, first out.
    std::pair<int, std::uint32_t> pop() {
        while (buckets_[static_cast<std::size_t>(current_)].empty()) ++current_;
        auto& bucket = buckets_[static_cast<std::size_t>(current_)];
        const std::uint32_t item = bucket.back();
        bucket.pop_back();
        --size_;
        return {current_, item};
    }

private:
    std::vector<std::vector<std::uint32_t>> buckets_;
    int maxKey_ = 0;
    int current_ = 0;
    std::size_t size_ = 0;
};

}  // namespace adj::rules
