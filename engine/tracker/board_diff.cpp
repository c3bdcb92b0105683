#include "engine/tracker/board_diff.hpp"

#include "engine/tracker/identity.hpp"
#include "engine/tracker/wording.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <set>
#include <tuple>
#include <utility>

namespace adj::tracker {
namespace {

using Key = std::pair<std::string, std::string>;  // space, side

std::string pointWords(const board::MapPoint& point) {
    char text[64];
    std::snprintf(text, sizeof text, "(%.0f, %.0f) mm", point.x, point.y);
    return text;
}

// What the camera saw of one side in one space. Counters make one stack per space; blocks stand side
// by side, one observed stack each.
struct Seen {
    std::vector<const ObservedStack*> stacks;

    std::optional<int> count() const {
        int total = 0;
        for (const ObservedStack* stack : stacks) {
            if (!stack->count) return std::nullopt;
            total += *stack->count;
        }
        return total;
    }
    int atLeast() const {
        int total = 0;
        for (const ObservedStack* stack : stacks) total += stack->count.value_or(1);
        return total;
    }
    // Only a single stack has one top; beside each other, blocks have no "top of the space".
    std::vector<IdentityCandidate> top() const { return stacks.size() == 1 ? stacks.front()->top : std::vector<IdentityCandidate>{}; }
};

void compareTipped(const model::Position& position, const Key& key, const std::vector<std::string>& known, const Seen& seen,
                   const TrackerOptions& options, BoardDiff& diff) {
    // Tipped states compare block for block: one observed stack per block, each with a state.
    if (seen.stacks.size() != known.size()) return;
    int seenTipped = 0;
    for (const ObservedStack* stack : seen.stacks) {
        if (!stack->tipped) return;
        if (*stack->tipped) ++seenTipped;
    }
    int knownTipped = 0;
    for (const std::string& id : known)
        if (position.findPiece(id)->hasFlag(options.tippedFlag)) ++knownTipped;
    if (seenTipped == knownTipped) return;
    TipChange change{key.first, key.second, seenTipped > knownTipped, std::abs(seenTipped - knownTipped), {}};
    for (const std::string& id : known)
        if (position.findPiece(id)->hasFlag(options.tippedFlag) != change.toTipped) change.candidates.push_back(id);
    diff.tips.push_back(std::move(change));
}

}  // namespace

bool visibleSpace(const std::string& space, const TrackerOptions& options) {
    if (space.empty()) return false;
    if (!options.graph) return true;
    const auto index = options.graph->find(space);
    return index && options.graph->space(*index).kind != board::SpaceKind::Box;
}

namespace {

// Where each observed stack is taken to stand: its measured space, or a space it is near (see
// ObservedStack::near) where the position has pieces of its side and the camera sees none of them.
// A stack a few millimetres over a hex's edge, or a ship fitted in the hex beside its river hexside,
// is then the same stack as before, not a move: the camera's measurement is not a player's action.
std::vector<ObservedStack> snapToKnownSpaces(const model::Position& position, const Observation& observation,
                                             const TrackerOptions& options, std::vector<std::string>& notes) {
    std::set<Key> known;
    for (const model::Piece& piece : position.pieces)
        if (visibleSpace(piece.location.space, options)) known.insert({piece.location.space, piece.side});
    std::set<Key> claimed;
    for (const ObservedStack& stack : observation.stacks)
        if (!stack.side.empty()) claimed.insert({stack.space, stack.side});
    std::vector<ObservedStack> stacks = observation.stacks;
    // In a fixed order (space, side, point), so the result does not depend on the order of reporting.
    std::vector<std::size_t> order(stacks.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        const ObservedStack& x = stacks[a];
        const ObservedStack& y = stacks[b];
        return std::tie(x.space, x.side, x.point.x, x.point.y) < std::tie(y.space, y.side, y.point.x, y.point.y);
    });
    for (const std::size_t i : order) {
        ObservedStack& stack = stacks[i];
        if (stack.side.empty() || stack.offMap() || known.contains({stack.space, stack.side})) continue;
        for (const std::string& near : stack.near) {
            const Key key{near, stack.side};
            if (!known.contains(key) || claimed.contains(key)) continue;
            notes.push_back("the " + stack.side + " stack seen at " + stack.space + " " + pointWords(stack.point) +
                            " is taken to be the one at " + near + ", measured just over the line");
            claimed.insert(key);
            stack.space = near;
            break;
        }
    }
    return stacks;
}

}  // namespace

BoardDiff diffBoard(const model::Position& position, const Observation& observation, const TrackerOptions& options) {
    BoardDiff diff;
    const std::vector<ObservedStack> stacks = snapToKnownSpaces(position, observation, options, diff.notes);

    // What the camera saw, by space and side; stacks it cannot place on a known space are noted only.
    std::map<Key, Seen> seen;
    std::set<std::string> unreadable;  // spaces with a stack of unknown colour: nothing there is judged
    for (const ObservedStack& stack : stacks) {
        const std::string what = stack.side.empty() ? "a stack" : stackWords(stack.side, stack.count);
        if (stack.offMap()) {
            diff.notes.push_back(what + " lies off the map's edge at " + pointWords(stack.point) +
                                 "; it is left alone until it stands on a space");
        } else if (!visibleSpace(stack.space, options)) {
            diff.notes.push_back(what + " was seen on '" + stack.space + "', which is not a space of the map; it is left alone");
        } else if (stack.side.empty()) {
            unreadable.insert(stack.space);
            diff.notes.push_back("the colour of the stack at " + stack.space + " was not recognised; nothing at " + stack.space +
                                 " is tracked until it is");
        } else {
            seen[{stack.space, stack.side}].stacks.push_back(&stack);
        }
    }

    // What the position has under the camera, by space and side, bottom first.
    std::map<Key, std::vector<std::string>> known;
    for (const model::Piece& piece : position.pieces)
        if (visibleSpace(piece.location.space, options)) known[{piece.location.space, piece.side}].push_back(piece.id);

    std::set<Key> keys;
    for (const auto& entry : seen) keys.insert(entry.first);
    for (const auto& entry : known) keys.insert(entry.first);

    // Spaces the camera could not see: one note names those where something is at stake.
    const std::set<std::string> unseen(observation.unseen.begin(), observation.unseen.end());
    std::set<std::string> unseenAtStake;
    for (const Key& key : keys)
        if (unseen.contains(key.first) && !unreadable.contains(key.first)) unseenAtStake.insert(key.first);
    if (!unseenAtStake.empty()) {
        std::string list;
        for (const std::string& space : unseenAtStake) list += (list.empty() ? "" : ", ") + space;
        diff.notes.push_back("the camera could not see " + list +
                             " (glare, or outside its view); nothing there is tracked until it can");
    }

    for (const Key& key : keys) {
        if (unreadable.contains(key.first) || unseen.contains(key.first)) continue;
        const auto knownIt = known.find(key);
        const auto seenIt = seen.find(key);
        if (seenIt == seen.end()) {
            const auto& pieces = knownIt->second;
            diff.departures.push_back(Departure{key.first, key.second, pieces, static_cast<int>(pieces.size()), {}});
            continue;
        }
        const Seen& now = seenIt->second;
        if (knownIt == known.end()) {
            diff.arrivals.push_back(Arrival{key.first, key.second, now.count(), now.top(), true});
            continue;
        }
        const std::vector<std::string>& pieces = knownIt->second;
        const int before = static_cast<int>(pieces.size());
        // Pieces identity is sure of on top: the ones the position has there stayed; others arrived.
        std::set<std::string> staying;
        bool foreignTop = false;
        for (const ObservedStack* stack : now.stacks) {
            const auto top = sureTop(stack->top, options);
            if (!top) continue;
            if (std::find(pieces.begin(), pieces.end(), *top) != pieces.end()) staying.insert(*top);
            else foreignTop = true;
        }
        if (const auto count = now.count()) {
            if (*count < before) {
                diff.departures.push_back(Departure{key.first, key.second, pieces, before - *count, staying});
            } else if (*count > before) {
                diff.arrivals.push_back(Arrival{key.first, key.second, *count - before, now.top(), false});
            } else if (foreignTop) {
                diff.notes.push_back("the top of the " + key.second + " stack at " + key.first +
                                     " looks like a piece from elsewhere, but its height has not changed; it is left alone");
            } else {
                compareTipped(position, key, pieces, now, options, diff);
            }
        } else if (now.atLeast() > before || foreignTop) {
            // Unmeasured heights: more stacks than pieces, or a new piece on top, says something came.
            diff.arrivals.push_back(Arrival{key.first, key.second, std::nullopt, now.top(), false});
        } else {
            compareTipped(position, key, pieces, now, options, diff);
        }
    }
    return diff;
}

}  // namespace adj::tracker
