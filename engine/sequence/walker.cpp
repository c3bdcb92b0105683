#include "engine/sequence/walker.hpp"

#include "engine/sequence/calendar.hpp"
#include "engine/sequence/sequence_error.hpp"
#include "engine/sequence/step_titles.hpp"

#include <algorithm>
#include <climits>

namespace adj::sequence {
namespace {

// Repeats whose iterations all fail their conditions are skipped after this many empty ones, so a
// repeat the players end (no fixed count) can never spin forever.
constexpr int kEmptyIterationLimit = 64;
// Turns without a single applicable step are skipped, but not more than this: a sequence that
// never applies is a data error, reported rather than looped over.
constexpr int kEmptyTurnLimit = 1000;

}  // namespace

Walker::Walker(const Sequence& sequence, TurnClock clock) : sequence_(&sequence), clock_(std::move(clock)) {
    if (sequence.roots.empty()) throw SequenceError("the sequence of play is empty");
}

// --- cursors and contexts --------------------------------------------------------------------------

Walker::Spot Walker::spotOf(const Cursor& cursor) const {
    if (cursor.time.turn < 1) throw SequenceError("turn " + std::to_string(cursor.time.turn) + " does not exist: turns count from 1");
    const StepAddress address = parseAddress(*sequence_, cursor.step);
    if (!sequence_->node(address.node).isStep())
        throw SequenceError("'" + cursor.step + "' is a group of steps, not a step the players can be at");
    return Spot{address.node, address.iterations, cursor.phasing, cursor.time.turn};
}

Cursor Walker::cursorOf(const Spot& spot) const {
    return Cursor{clock_.time(spot.turn), formatAddress(*sequence_, StepAddress{spot.node, spot.iterations}),
                  phasingFor(spot.node, spot.carried)};
}

std::string Walker::phasingFor(int node, const std::string& carried) const {
    // A template instance names its side; inside a repeat that hands the turn from side to side the
    // side travels with the cursor; everywhere else nobody is phasing.
    for (int at = node; at >= 0; at = sequence_->node(at).parent) {
        const Node& current = sequence_->node(at);
        if (!current.side.empty()) return current.side;
        if (current.repeat && current.repeat->alternateSides) return carried;
    }
    return {};
}

ConditionContext Walker::context(int node, const std::vector<int>& iterations, const std::string& carried, int turn,
                                 const Facts& facts) const {
    ConditionContext result = clock_.context(turn);
    result.weather = facts.weather;
    result.records = facts.records;
    result.iteration = iterations.empty() ? 0 : iterations.back();
    result.side = phasingFor(node, carried);
    return result;
}

int Walker::loopCount(int node, int turn, const Facts& facts) const {
    const Repeat& repeat = *sequence_->node(node).repeat;
    if (repeat.playersEnd) return repeat.max.value_or(INT_MAX);
    const ConditionContext base = context(node, {}, {}, turn, facts);
    for (const auto& count : repeat.times)
        if (holds(count.when, base)) return count.value;
    return repeat.times.back().value;
}

std::string Walker::otherSide(const std::string& side, int direction) const {
    const auto& sides = sequence_->sides;
    const auto it = std::find_if(sides.begin(), sides.end(), [&](const auto& s) { return s.id == side; });
    if (side.empty() || it == sides.end()) return side;
    const auto size = static_cast<long>(sides.size());
    const long at = ((it - sides.begin()) + direction + size) % size;
    return sides[static_cast<std::size_t>(at)].id;
}

// --- walking forwards ------------------------------------------------------------------------------

std::optional<Walker::Spot> Walker::firstIn(int node, std::vector<int> iterations, std::string carried, int turn,
                                            const Facts& facts) const {
    const Node& current = sequence_->node(node);
    if (!current.isLoop()) return firstInBody(node, iterations, carried, turn, facts);
    const int count = loopCount(node, turn, facts);
    iterations.push_back(1);
    for (int k = 1; k <= std::min(count, kEmptyIterationLimit); ++k) {
        iterations.back() = k;
        if (k > 1 && current.repeat->alternateSides) carried = otherSide(carried, +1);
        if (auto found = firstInBody(node, iterations, carried, turn, facts)) return found;
    }
    return std::nullopt;
}

std::optional<Walker::Spot> Walker::firstInBody(int node, const std::vector<int>& iterations, const std::string& carried, int turn,
                                                const Facts& facts) const {
    const Node& current = sequence_->node(node);
    if (!holds(current.when, context(node, iterations, carried, turn, facts))) return std::nullopt;
    if (current.isStep()) return Spot{node, iterations, carried, turn};
    for (const int child : current.children)
        if (auto found = firstIn(child, iterations, carried, turn, facts)) return found;
    return std::nullopt;
}

std::optional<Walker::Spot> Walker::advance(Spot spot, int exitLoop, const Facts& facts) const {
    int node = spot.node;
    while (true) {
        const Node& current = sequence_->node(node);
        // The subtree of `node` is finished: a repeat goes round again before anything else.
        if (current.isLoop()) {
            if (node != exitLoop) {
                const int count = loopCount(node, spot.turn, facts);
                int k = spot.iterations.back();
                const long long limit = std::min<long long>(count, static_cast<long long>(k) + kEmptyIterationLimit);
                while (k < limit) {
                    ++k;
                    if (current.repeat->alternateSides) spot.carried = otherSide(spot.carried, +1);
                    spot.iterations.back() = k;
                    if (auto found = firstInBody(node, spot.iterations, spot.carried, spot.turn, facts)) return found;
                }
            }
            spot.iterations.pop_back();
        }
        const auto& siblings = current.parent < 0 ? sequence_->roots : sequence_->node(current.parent).children;
        for (auto it = std::find(siblings.begin(), siblings.end(), node) + 1; it < siblings.end(); ++it)
            if (auto found = firstIn(*it, spot.iterations, spot.carried, spot.turn, facts)) return found;
        if (current.parent < 0) return std::nullopt;
        node = current.parent;
    }
}

std::optional<Walker::Spot> Walker::firstOfTurnFrom(int turn, const Facts& facts) const {
    for (int scanned = 0; scanned < kEmptyTurnLimit; ++scanned, ++turn) {
        if (clock_.lastTurn() && turn > *clock_.lastTurn()) return std::nullopt;
        for (const int root : sequence_->roots)
            if (auto found = firstIn(root, {}, {}, turn, facts)) return found;
    }
    throw SequenceError("no step of the sequence of play applies in " + std::to_string(kEmptyTurnLimit) + " turns from turn " +
                        std::to_string(turn - kEmptyTurnLimit));
}

Cursor Walker::first(const Facts& facts) const {
    const auto found = firstOfTurnFrom(1, facts);
    if (!found) throw SequenceError("no step of the sequence of play applies in any turn of the scenario");
    return cursorOf(*found);
}

std::optional<Cursor> Walker::next(const Cursor& cursor, const Facts& facts) const {
    const Spot spot = spotOf(cursor);
    auto found = advance(spot, -1, facts);
    if (!found && clock_.next(spot.turn)) found = firstOfTurnFrom(spot.turn + 1, facts);
    return found ? std::optional<Cursor>(cursorOf(*found)) : std::nullopt;
}

std::optional<Cursor> Walker::endLoop(const Cursor& cursor, const Facts& facts) const {
    Spot spot = spotOf(cursor);
    const std::vector<int> loops = loopsOnPath(*sequence_, spot.node);
    for (std::size_t i = loops.size(); i-- > 0;) {
        const Repeat& repeat = *sequence_->node(loops[i]).repeat;
        if (!repeat.playersEnd) continue;
        if (spot.iterations[i] < repeat.min)
            throw SequenceError("'" + sequence_->node(loops[i]).title + "' happens at least " + std::to_string(repeat.min) +
                                " times; this is number " + std::to_string(spot.iterations[i]));
        spot.node = loops[i];
        spot.iterations.resize(i + 1);
        auto found = advance(spot, loops[i], facts);
        if (!found && clock_.next(spot.turn)) found = firstOfTurnFrom(spot.turn + 1, facts);
        return found ? std::optional<Cursor>(cursorOf(*found)) : std::nullopt;
    }
    throw SequenceError("step '" + cursor.step + "' is not inside a part of the sequence the players end themselves");
}

bool Walker::canEndLoop(const Cursor& cursor) const {
    const Spot spot = spotOf(cursor);
    const std::vector<int> loops = loopsOnPath(*sequence_, spot.node);
    for (std::size_t i = 0; i < loops.size(); ++i) {
        const Repeat& repeat = *sequence_->node(loops[i]).repeat;
        if (repeat.playersEnd && spot.iterations[i] >= repeat.min) return true;
    }
    return false;
}

// --- walking backwards -----------------------------------------------------------------------------

std::optional<Walker::Spot> Walker::lastIn(int node, std::vector<int> iterations, std::string carried, int turn,
                                           const Facts& facts) const {
    const Node& current = sequence_->node(node);
    if (!current.isLoop()) return lastInBody(node, iterations, carried, turn, facts);
    int count = loopCount(node, turn, facts);
    if (current.repeat->playersEnd) {
        const auto played = facts.playedIterations.find(current.id);
        count = played != facts.playedIterations.end() ? std::max(1, played->second) : 1;
    }
    iterations.push_back(count);
    for (int k = count; k >= std::max(1, count - kEmptyIterationLimit); --k) {
        if (k < count && current.repeat->alternateSides) carried = otherSide(carried, -1);
        iterations.back() = k;
        if (auto found = lastInBody(node, iterations, carried, turn, facts)) return found;
    }
    return std::nullopt;
}

std::optional<Walker::Spot> Walker::lastInBody(int node, const std::vector<int>& iterations, const std::string& carried, int turn,
                                               const Facts& facts) const {
    const Node& current = sequence_->node(node);
    if (!holds(current.when, context(node, iterations, carried, turn, facts))) return std::nullopt;
    if (current.isStep()) return Spot{node, iterations, carried, turn};
    for (auto it = current.children.rbegin(); it != current.children.rend(); ++it)
        if (auto found = lastIn(*it, iterations, carried, turn, facts)) return found;
    return std::nullopt;
}

std::optional<Walker::Spot> Walker::retreat(Spot spot, const Facts& facts) const {
    int node = spot.node;
    while (true) {
        const Node& current = sequence_->node(node);
        // At the start of `node`'s subtree: an earlier iteration of a repeat comes first.
        if (current.isLoop()) {
            int k = spot.iterations.back();
            while (k > 1) {
                --k;
                if (current.repeat->alternateSides) spot.carried = otherSide(spot.carried, -1);
                spot.iterations.back() = k;
                if (auto found = lastInBody(node, spot.iterations, spot.carried, spot.turn, facts)) return found;
            }
            spot.iterations.pop_back();
        }
        const auto& siblings = current.parent < 0 ? sequence_->roots : sequence_->node(current.parent).children;
        const auto self = std::find(siblings.begin(), siblings.end(), node);
        for (auto it = self; it != siblings.begin();) {
            --it;
            if (auto found = lastIn(*it, spot.iterations, spot.carried, spot.turn, facts)) return found;
        }
        if (current.parent < 0) return std::nullopt;
        node = current.parent;
    }
}

std::optional<Walker::Spot> Walker::lastOfTurnFrom(int turn, const Facts& facts) const {
    for (; turn >= 1; --turn)
        for (auto it = sequence_->roots.rbegin(); it != sequence_->roots.rend(); ++it)
            if (auto found = lastIn(*it, {}, {}, turn, facts)) return found;
    return std::nullopt;
}

std::optional<Cursor> Walker::previous(const Cursor& cursor, const Facts& facts) const {
    const Spot spot = spotOf(cursor);
    auto found = retreat(spot, facts);
    if (!found && spot.turn > 1) found = lastOfTurnFrom(spot.turn - 1, facts);
    return found ? std::optional<Cursor>(cursorOf(*found)) : std::nullopt;
}

// --- describing where the players are --------------------------------------------------------------

Actor Walker::actor(const Cursor& cursor) const {
    const Spot spot = spotOf(cursor);
    const Node& node = sequence_->node(spot.node);
    Actor actor;
    actor.who = node.who;
    const std::string phasing = phasingFor(spot.node, spot.carried);
    switch (node.who) {
        case Who::Side: actor.sides = {node.whoSide}; break;
        case Who::Both:
        case Who::Either:
            for (const auto& side : sequence_->sides) actor.sides.push_back(side.id);
            break;
        case Who::None: break;
        case Who::Phasing:
            if (phasing.empty()) actor.known = false;
            else actor.sides = {phasing};
            break;
        case Who::NonPhasing:
            if (phasing.empty()) actor.known = false;
            for (const auto& side : sequence_->sides)
                if (!phasing.empty() && side.id != phasing) actor.sides.push_back(side.id);
            break;
    }
    return actor;
}

bool Walker::applies(const Cursor& cursor, const Facts& facts) const {
    // Each node is judged with the iterations of the repeats above and at it (whyNotPlayed).
    return !whyNotPlayed(cursor, facts).has_value();
}

std::optional<Walker::NotPlayed> Walker::whyNotPlayed(const Cursor& cursor, const Facts& facts) const {
    const Spot spot = spotOf(cursor);
    std::vector<int> path;
    for (int at = spot.node; at >= 0; at = sequence_->node(at).parent) path.push_back(at);
    std::reverse(path.begin(), path.end());
    std::vector<int> iterations;
    std::size_t loop = 0;
    for (const int at : path) {
        const Node& node = sequence_->node(at);
        if (node.isLoop()) {
            iterations.push_back(spot.iterations.at(loop++));
            const int count = loopCount(at, spot.turn, facts);
            if (iterations.back() > count) return NotPlayed{&node, {}, count};
        }
        const ConditionContext here = context(at, iterations, spot.carried, spot.turn, facts);
        if (holds(node.when, here)) continue;
        NotPlayed result{&node, {}, 0};
        if (node.when.kind == Condition::Kind::All) {
            for (const Condition& part : node.when.children)
                if (!holds(part, here)) result.failing.push_back(part);
        } else {
            result.failing.push_back(node.when);
        }
        return result;
    }
    return std::nullopt;
}

std::vector<const Node*> Walker::path(std::string_view step) const {
    std::vector<const Node*> result;
    for (int at = parseAddress(*sequence_, step).node; at >= 0; at = sequence_->node(at).parent) result.push_back(&sequence_->node(at));
    std::reverse(result.begin(), result.end());
    return result;
}

std::string Walker::pathText(std::string_view step, std::string_view separator) const {
    return stepTitlePath(*sequence_, step, separator);
}

StepView Walker::view(const Cursor& cursor, const Facts& facts) const {
    const Spot spot = spotOf(cursor);
    StepView view;
    view.node = &sequence_->node(spot.node);
    view.path = path(cursor.step);
    view.pathText = pathText(cursor.step);
    view.actor = actor(cursor);
    view.canEndLoop = canEndLoop(cursor);
    view.turnLabel = clock_.label(spot.turn);
    const ConditionContext here = context(spot.node, spot.iterations, spot.carried, spot.turn, facts);
    for (const auto& item : view.node->checklist)
        if (holds(item.when, here)) view.checklist.push_back(item.text);
    for (const Node* node : view.path)
        for (const auto& check : node->checks)
            if (std::find(view.checks.begin(), view.checks.end(), check) == view.checks.end()) view.checks.push_back(check);
    std::size_t loop = 0;
    for (const Node* node : view.path) {
        if (!node->isLoop()) continue;
        LoopPosition position;
        position.node = node;
        position.iteration = spot.iterations.at(loop++);
        if (!node->repeat->playersEnd) position.of = loopCount(static_cast<int>(node - sequence_->nodes.data()), spot.turn, facts);
        else position.of = node->repeat->max;
        view.loops.push_back(position);
    }
    return view;
}

void Walker::collect(int node, std::vector<int> iterations, int turn, const Facts& facts, std::vector<Cursor>& out) const {
    const Node& current = sequence_->node(node);
    if (current.isLoop()) iterations.push_back(1);
    // Listed once per repeat: judged as "some iteration", so steps for particular iterations show.
    ConditionContext here = context(node, {}, {}, turn, facts);
    if (!holds(current.when, here)) return;
    if (current.isStep()) {
        out.push_back(cursorOf(Spot{node, iterations, {}, turn}));
        return;
    }
    for (const int child : current.children) collect(child, iterations, turn, facts, out);
}

std::vector<Cursor> Walker::stepsIn(int turn, const Facts& facts) const {
    std::vector<Cursor> result;
    (void)clock_.date(turn);  // rejects turns below 1
    for (const int root : sequence_->roots) collect(root, {}, turn, facts, result);
    return result;
}

}  // namespace adj::sequence
