#include "engine/tracker/selection.hpp"

#include "engine/tracker/identity.hpp"

#include <algorithm>
#include <functional>

namespace adj::tracker {

std::vector<std::vector<std::size_t>> combinations(std::size_t n, std::size_t k, std::size_t limit) {
    std::vector<std::vector<std::size_t>> result;
    if (k > n) return result;
    std::vector<std::size_t> pick(k);
    for (std::size_t i = 0; i < k; ++i) pick[i] = i;
    while (result.size() < limit) {
        result.push_back(pick);
        // Advance the rightmost index that can still move right, and reset the ones after it.
        std::size_t i = k;
        while (i > 0 && pick[i - 1] == n - k + (i - 1)) --i;
        if (i == 0) break;
        ++pick[i - 1];
        for (std::size_t j = i; j < k; ++j) pick[j] = pick[j - 1] + 1;
    }
    return result;
}

int unaccountedCount(const Departure& departure, const std::vector<const Arrival*>& arrivals) {
    int exact = 0;
    int unknown = 0;
    for (const Arrival* arrival : arrivals) {
        if (arrival->count) exact += *arrival->count;
        else ++unknown;
    }
    if (unknown > 1) return -1;  // two unmeasured stacks from one: any division fits, so none is chosen
    const int rest = departure.leaving - exact;
    if (rest < unknown) return -1;
    return unknown == 1 ? 0 : rest;
}

std::vector<Split> splits(const Departure& departure, const std::vector<const Arrival*>& arrivals, const TrackerOptions& options,
                          std::size_t limit) {
    std::vector<Split> result;
    const int unaccounted = unaccountedCount(departure, arrivals);
    if (unaccounted < 0) return result;

    // What each arrival takes; an unmeasured one takes what the measured ones leave.
    int exact = 0;
    for (const Arrival* arrival : arrivals) exact += arrival->count.value_or(0);
    std::vector<std::size_t> sizes;
    std::vector<std::optional<std::string>> tops;
    for (const Arrival* arrival : arrivals) {
        sizes.push_back(static_cast<std::size_t>(arrival->count.value_or(departure.leaving - exact)));
        tops.push_back(sureTop(arrival->top, options));
    }

    std::vector<std::string> movable;
    for (const std::string& piece : departure.pieces)
        if (!departure.staying.contains(piece)) movable.push_back(piece);

    Split current;
    current.moved.resize(arrivals.size());
    // Fills arrival `index` from `pool`, then the next; what the arrivals leave may be unaccounted for.
    std::function<void(std::size_t, const std::vector<std::string>&)> fill = [&](std::size_t index, const std::vector<std::string>& pool) {
        if (result.size() >= limit) return;
        if (index == arrivals.size()) {
            for (const auto& pick : combinations(pool.size(), static_cast<std::size_t>(unaccounted), limit - result.size())) {
                current.unaccounted.clear();
                for (std::size_t i : pick) current.unaccounted.push_back(pool[i]);
                result.push_back(current);
            }
            return;
        }
        for (const auto& pick : combinations(pool.size(), sizes[index], static_cast<std::size_t>(-1))) {
            if (result.size() >= limit) return;
            std::vector<std::string> taken;
            std::vector<std::string> rest;
            std::size_t next = 0;
            for (std::size_t i = 0; i < pool.size(); ++i) {
                if (next < pick.size() && pick[next] == i) {
                    taken.push_back(pool[i]);
                    ++next;
                } else {
                    rest.push_back(pool[i]);
                }
            }
            if (const auto& top = tops[index]) {
                const auto it = std::find(taken.begin(), taken.end(), *top);
                if (it == taken.end()) continue;
                // The piece seen on top arrived last: it goes last, so the stack is rebuilt as seen.
                std::rotate(it, it + 1, taken.end());
            }
            current.moved[index] = std::move(taken);
            fill(index + 1, rest);
        }
    };
    fill(0, movable);
    return result;
}

}  // namespace adj::tracker
