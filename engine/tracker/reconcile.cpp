#include "engine/tracker/reconcile.hpp"

#include "engine/tracker/entry.hpp"
#include "engine/tracker/identity.hpp"
#include "engine/tracker/selection.hpp"
#include "engine/tracker/wording.hpp"

#include <algorithm>
#include <cmath>
#include <optional>
#include <limits>
#include <map>
#include <numeric>
#include <set>

namespace adj::tracker {
namespace {

// Where an arrival came from: a departure (its index among the side's departures) or one of these.
constexpr int kEntered = -1;  // a piece that was off the map
constexpr int kNowhere = -2;  // nothing fits

// Costs of a plan, in unexplained pieces: a piece entering is less likely than one moving, and a
// stack from nowhere is the least likely of all.
constexpr int kEntryCost = 1;
constexpr int kNowhereCost = 3;

// clearlyNearest: how much longer, in spaces, every other matching must be; and how much less sure a
// move decided that way is than one that was the only fit.
constexpr double kClearlyNearerSpaces = 1.5;
constexpr double kNearestPairingFactor = 0.85;

// One side's changes and what reconciling them needs.
class SideReconciler {
public:
    SideReconciler(const TrackerOptions& options, std::vector<const Departure*> departures,
                   std::vector<const Arrival*> arrivals, std::vector<Entrant> entrants, TrackResult& result)
        : options_(options), departures_(std::move(departures)), arrivals_(std::move(arrivals)),
          entrants_(std::move(entrants)), result_(result) {}

    void run() {
        std::vector<int> sources(arrivals_.size(), kNowhere);
        enumerate(0, sources);
        // Pieces and stacks tied together by some best plan are decided together.
        std::vector<std::size_t> parent(arrivals_.size() + departures_.size());
        std::iota(parent.begin(), parent.end(), 0);
        const auto root = [&](std::size_t node) {
            while (parent[node] != node) node = parent[node] = parent[parent[node]];
            return node;
        };
        for (const auto& plan : best_)
            for (std::size_t a = 0; a < plan.size(); ++a)
                if (plan[a] >= 0) parent[root(a)] = root(arrivals_.size() + static_cast<std::size_t>(plan[a]));
        std::map<std::size_t, std::pair<std::vector<std::size_t>, std::vector<std::size_t>>> components;
        for (std::size_t a = 0; a < arrivals_.size(); ++a) components[root(a)].first.push_back(a);
        for (std::size_t d = 0; d < departures_.size(); ++d) components[root(arrivals_.size() + d)].second.push_back(d);
        // Decided in the order of their first departure's space (then arrival's), so output is sorted.
        std::vector<std::pair<std::size_t, const std::pair<std::vector<std::size_t>, std::vector<std::size_t>>*>> ordered;
        for (const auto& [ignored, members] : components) {
            const std::size_t first = members.second.empty() ? departures_.size() + members.first.front() : members.second.front();
            ordered.emplace_back(first, &members);
        }
        std::sort(ordered.begin(), ordered.end());
        for (const auto& [ignored, members] : ordered) decide(members->first, members->second);
    }

private:
    using Plan = std::vector<int>;  // per arrival: its source

    void enumerate(std::size_t index, Plan& plan) {
        if (index == arrivals_.size()) {
            const int cost = planCost(plan);
            if (cost < 0 || cost > bestCost_) return;
            if (cost < bestCost_) best_.clear();
            bestCost_ = cost;
            best_.push_back(plan);
            return;
        }
        for (int source = 0; source < static_cast<int>(departures_.size()); ++source) {
            plan[index] = source;
            enumerate(index + 1, plan);
        }
        if (!entrantsAt(arrivals_[index]->space).empty()) {
            plan[index] = kEntered;
            enumerate(index + 1, plan);
        }
        plan[index] = kNowhere;
        enumerate(index + 1, plan);
    }

    std::vector<const Arrival*> arrivalsFrom(const Plan& plan, int source, const std::vector<std::size_t>& among) const {
        std::vector<const Arrival*> result;
        for (std::size_t a : among)
            if (plan[a] == source) result.push_back(arrivals_[a]);
        return result;
    }

    std::vector<std::size_t> allArrivals() const {
        std::vector<std::size_t> all(arrivals_.size());
        std::iota(all.begin(), all.end(), 0);
        return all;
    }

    // Unexplained pieces of the plan, or -1 when it contradicts what was seen.
    int planCost(const Plan& plan) const {
        int cost = 0;
        const auto all = allArrivals();
        for (std::size_t d = 0; d < departures_.size(); ++d) {
            const auto from = arrivalsFrom(plan, static_cast<int>(d), all);
            const int unaccounted = unaccountedCount(*departures_[d], from);
            if (unaccounted < 0 || splits(*departures_[d], from, options_, 1).empty()) return -1;
            cost += unaccounted;
        }
        std::set<std::string> entering;
        for (std::size_t a = 0; a < plan.size(); ++a) {
            if (plan[a] == kNowhere) cost += kNowhereCost;
            if (plan[a] != kEntered) continue;
            cost += kEntryCost;
            if (const auto top = sureTop(arrivals_[a]->top, options_)) {
                const Entrant* entrant = findEntrant(*top);
                if (!entrant || !canEnterAt(*entrant, arrivals_[a]->space, options_) || !entering.insert(*top).second) return -1;
            }
        }
        return cost;
    }

    // The entrants that can come onto `space` from where they are (a ship in a sea zone only onto the
    // coast that zone touches).
    std::vector<const Entrant*> entrantsAt(const std::string& space) const {
        std::vector<const Entrant*> result;
        for (const Entrant& entrant : entrants_)
            if (canEnterAt(entrant, space, options_)) result.push_back(&entrant);
        return result;
    }

    const Entrant* findEntrant(const std::string& piece) const {
        for (const Entrant& entrant : entrants_)
            if (entrant.piece.id == piece) return &entrant;
        return nullptr;
    }

    // ---- Words.
    std::string departureWords(const Departure& d) const {
        if (d.vanished()) return listWords(d.pieces) + " left " + d.space;
        return "the " + d.side + " stack at " + d.space + " lost " + std::to_string(d.leaving) + " of its " +
               std::to_string(d.pieces.size()) + " pieces";
    }
    std::string arrivalWords(const Arrival& a) const {
        std::string text = a.fresh ? stackWords(a.side, a.count) + " appeared at " + a.space
                                   : (a.count ? std::to_string(*a.count) + " more " + a.side + " piece" + (*a.count > 1 ? "s" : "")
                                              : "more " + a.side + " pieces") + " came to " + a.space;
        if (const auto top = sureTop(a.top, options_)) text += ", " + *top + " on top";
        return text;
    }
    static std::string movesWords(const std::vector<std::string>& pieces, const std::string& to) {
        return listWords(pieces) + " to " + to;
    }

    // ---- Events.
    static void addMoves(std::vector<session::Payload>& events, const std::vector<std::string>& pieces, const std::string& from,
                         const std::string& to) {
        for (const std::string& piece : pieces) events.push_back(session::PieceMoved{piece, from, to});
    }
    std::vector<session::Payload> takeOff(const std::vector<std::string>& pieces, const std::string& from) const {
        std::vector<session::Payload> events;
        addMoves(events, pieces, from, options_.removedTo);
        return events;
    }

    double moveConfidence(const Departure& d, const Arrival& a, const std::vector<std::string>& moved) const {
        double confidence = 0.95;
        if (!a.count) confidence *= 0.9;       // height unmeasured: the stack is taken to have moved whole
        if (!d.vanished()) confidence *= 0.9;  // a split: which pieces moved rests on counts and tops
        if (a.top.empty()) confidence *= 0.8;  // no identity (hidden blocks): matched on side alone
        else confidence *= 0.6 + 0.4 * topConfidence(a.top, moved.back());
        return confidence;
    }

    // ---- Deciding one component: a set of arrivals and departures no best plan mixes with others.
    void decide(const std::vector<std::size_t>& arrivals, const std::vector<std::size_t>& departures) {
        byDistance_ = false;
        std::set<std::vector<int>> restrictions;
        for (const auto& plan : best_) {
            std::vector<int> restriction;
            for (std::size_t a : arrivals) restriction.push_back(plan[a]);
            restrictions.insert(restriction);
        }
        Plan plan(arrivals_.size(), kNowhere);
        if (restrictions.size() > 1) {
            const auto nearest = clearlyNearest(arrivals, restrictions);
            if (!nearest) return askWhereFrom(arrivals, departures, restrictions);
            restrictions = {*nearest};
            byDistance_ = true;
        }
        if (!restrictions.empty()) {
            const auto& only = *restrictions.begin();
            for (std::size_t i = 0; i < arrivals.size(); ++i) plan[arrivals[i]] = only[i];
        }
        for (std::size_t d : departures) decideDeparture(d, plan, arrivals);
        for (std::size_t a : arrivals) {
            if (plan[a] == kEntered) decideEntry(*arrivals_[a]);
            if (plan[a] == kNowhere)
                result_.notes.push_back(arrivalWords(*arrivals_[a]) + ", but no " + arrivals_[a]->side +
                                        " piece fits: none left a space and none waits to enter; it is left alone");
        }
    }

    // Of several ways of matching arrivals to departures that fit what was seen equally, the one whose
    // stacks went the shortest way in all, when every other is longer by more than a space and a half:
    // players move stacks to spaces near them, and two stacks that swapped across the map is not
    // what two stacks each stepping beside themselves looks like. Without the board's geometry, or
    // when the distances are close, none is taken (the players are asked).
    std::optional<std::vector<int>> clearlyNearest(const std::vector<std::size_t>& arrivals,
                                                   const std::set<std::vector<int>>& restrictions) const {
        if (!options_.graph) return std::nullopt;
        const auto centre = [&](const std::string& space) -> std::optional<board::MapPoint> {
            const auto index = options_.graph->find(space);
            return index ? options_.graph->space(*index).centre : std::nullopt;
        };
        std::vector<std::pair<double, const std::vector<int>*>> lengths;
        for (const auto& restriction : restrictions) {
            double length = 0;
            for (std::size_t i = 0; i < arrivals.size(); ++i) {
                if (restriction[i] < 0) continue;
                const auto from = centre(departures_[static_cast<std::size_t>(restriction[i])]->space);
                const auto to = centre(arrivals_[arrivals[i]]->space);
                if (!from || !to) return std::nullopt;
                length += std::hypot(from->x - to->x, from->y - to->y);
            }
            lengths.emplace_back(length, &restriction);
        }
        std::sort(lengths.begin(), lengths.end());
        const double spaceSize = options_.spaceSizeMm > 0 ? options_.spaceSizeMm : 0.0;
        if (spaceSize <= 0 || lengths[1].first - lengths[0].first <= kClearlyNearerSpaces * spaceSize) return std::nullopt;
        return *lengths[0].second;
    }

    void decideDeparture(std::size_t d, const Plan& plan, const std::vector<std::size_t>& among) {
        const Departure& departure = *departures_[d];
        std::vector<std::size_t> indices;
        for (std::size_t a : among)
            if (plan[a] == static_cast<int>(d)) indices.push_back(a);
        std::vector<const Arrival*> from;
        for (std::size_t a : indices) from.push_back(arrivals_[a]);
        const auto options = splits(departure, from, options_, options_.maxChoices + 1);
        if (options.empty()) return;  // cannot happen for a best plan; nothing is proposed rather than a guess

        if (options.size() == 1) {
            const Split& split = options.front();
            for (std::size_t i = 0; i < from.size(); ++i) {
                const Arrival& arrival = *from[i];
                const double confidence = moveConfidence(departure, arrival, split.moved[i]) * (byDistance_ ? kNearestPairingFactor : 1.0);
                const std::string reason = departureWords(departure) + " and " + arrivalWords(arrival) +
                                           (byDistance_ ? "; of the ways of matching the stacks that moved, the nearest by far" : "");
                for (const std::string& piece : split.moved[i])
                    result_.events.push_back(ProposedEvent{session::PieceMoved{piece, departure.space, arrival.space}, confidence, reason});
            }
            if (!split.unaccounted.empty()) askKnockedOff(departure, {split.unaccounted});
            return;
        }
        if (from.empty()) {
            // Pieces left and went nowhere, and counts do not say which: each possibility is a choice.
            std::vector<std::vector<std::string>> gone;
            for (const Split& split : options) gone.push_back(split.unaccounted);
            return askKnockedOff(departure, gone);
        }
        askWhichPieces(departure, from, options);
    }

    void askKnockedOff(const Departure& departure, const std::vector<std::vector<std::string>>& gone) {
        // Never proposed as an event: a counter knocked off by a sleeve or lifted by a hand looks exactly
        // like one removed, and a wrong removal loses a piece. The first choice changes nothing.
        Question question;
        question.kind = "knocked-off";
        question.spaces = {departure.space};
        question.pieces = departure.pieces;
        if (gone.size() == 1) {
            question.pieces = gone.front();
            question.text = listWords(gone.front()) + (gone.front().size() > 1 ? " are" : " is") + " no longer seen at " +
                            departure.space + ". Taken off the board?";
        } else {
            question.text = std::to_string(gone.front().size()) + " of " + listWords(departure.pieces) + " are no longer seen at " +
                            departure.space + ". Which were taken off the board?";
        }
        question.reason = departureWords(departure) + " and no " + departure.side +
                          " stack appeared that fits; a knocked-off counter looks the same as a removed one";
        question.choices.push_back(Choice{"Nothing happened: put back on the map", {}});
        for (const auto& pieces : gone)
            question.choices.push_back(Choice{listWords(pieces) + " taken off the board", takeOff(pieces, departure.space)});
        trim(question);
        result_.questions.push_back(std::move(question));
    }

    void askWhichPieces(const Departure& departure, const std::vector<const Arrival*>& from, const std::vector<Split>& options) {
        Question question;
        question.kind = "which-pieces";
        question.text = "Which pieces left " + departure.space + "?";
        question.reason = departureWords(departure) + " and ";
        std::vector<std::string> arrivalTexts;
        for (const Arrival* arrival : from) {
            arrivalTexts.push_back(arrivalWords(*arrival));
            question.spaces.push_back(arrival->space);
        }
        question.reason += listWords(arrivalTexts) + "; only the top of a stack shows, so several sets of pieces fit";
        question.spaces.push_back(departure.space);
        std::sort(question.spaces.begin(), question.spaces.end());
        question.pieces = departure.pieces;
        std::set<std::vector<std::vector<std::string>>> seen;
        bool unaccounted = false;
        for (const Split& split : options) {
            unaccounted = unaccounted || !split.unaccounted.empty();
            if (!seen.insert(split.moved).second) continue;  // differs only in pieces asked about later
            Choice choice;
            std::vector<std::string> parts;
            for (std::size_t i = 0; i < from.size(); ++i) {
                parts.push_back(movesWords(split.moved[i], from[i]->space));
                addMoves(choice.events, split.moved[i], departure.space, from[i]->space);
            }
            choice.label = listWords(parts);
            question.choices.push_back(std::move(choice));
        }
        if (unaccounted)
            result_.notes.push_back("some pieces that left " + departure.space +
                                    " were seen nowhere; they are asked about once the question of which pieces moved is answered");
        trim(question);
        result_.questions.push_back(std::move(question));
    }

    void decideEntry(const Arrival& arrival) {
        if (arrival.count && *arrival.count > 1)
            result_.notes.push_back("the rest of the " + arrival.side + " pieces that came to " + arrival.space +
                                    " are asked for once the top one is logged");
        const auto top = sureTop(arrival.top, options_);
        if (top) {
            const Entrant* entrant = findEntrant(*top);
            result_.events.push_back(ProposedEvent{enter(*entrant, arrival.space), 0.6 + 0.35 * topConfidence(arrival.top, *top),
                                                   arrivalWords(arrival) + "; no " + arrival.side + " stack that left a space fits, and " +
                                                       *top + " was waiting to enter"});
            return;
        }
        const std::vector<const Entrant*> able = entrantsAt(arrival.space);
        if (able.size() == 1 && arrival.top.empty()) {
            // No identity to read (blocks): the side's only piece that can enter here is the only answer.
            result_.events.push_back(ProposedEvent{enter(*able.front(), arrival.space), 0.6,
                                                   arrivalWords(arrival) + " and " + able.front()->piece.id + " is the only " +
                                                       arrival.side + " piece that can enter there"});
            return;
        }
        if (askedEntry_) {
            // Two questions could both pick the same piece; the second is asked on the next frame.
            result_.notes.push_back(arrivalWords(arrival) + "; which piece it is will be asked once the other new " + arrival.side +
                                    " piece is settled");
            return;
        }
        askedEntry_ = true;
        std::vector<const Entrant*> ranked = able;
        std::stable_sort(ranked.begin(), ranked.end(), [&](const Entrant* a, const Entrant* b) {
            return topConfidence(arrival.top, a->piece.id) > topConfidence(arrival.top, b->piece.id);
        });
        Question question;
        question.kind = "which-new-piece";
        question.text = "Which " + arrival.side + " piece came onto " + arrival.space + "?";
        question.reason = arrivalWords(arrival) + "; no " + arrival.side + " stack that left a space fits, and " +
                          (arrival.top.empty() ? std::string("its face could not be read")
                                               : "identity cannot tell between " + arrival.top.front().piece + " and others");
        question.spaces = {arrival.space};
        for (const Entrant* entrant : ranked) {
            question.pieces.push_back(entrant->piece.id);
            question.choices.push_back(Choice{entrant->piece.id + " entered at " + arrival.space, {enter(*entrant, arrival.space)}});
        }
        trim(question);
        result_.questions.push_back(std::move(question));
    }

    void askWhereFrom(const std::vector<std::size_t>& arrivals, const std::vector<std::size_t>& departures,
                      const std::set<std::vector<int>>& restrictions) {
        Question question;
        question.kind = "where-from";
        std::vector<std::string> from;
        std::vector<std::string> to;
        std::set<std::string> spaces;
        for (std::size_t d : departures) {
            from.push_back(departureWords(*departures_[d]));
            spaces.insert(departures_[d]->space);
            for (const std::string& piece : departures_[d]->pieces) question.pieces.push_back(piece);
        }
        for (std::size_t a : arrivals) {
            to.push_back(arrivalWords(*arrivals_[a]));
            spaces.insert(arrivals_[a]->space);
        }
        question.spaces.assign(spaces.begin(), spaces.end());
        question.text = "Where did the " + departures_[departures.front()]->side + " stacks that arrived come from?";
        question.reason = listWords(from) + "; " + listWords(to) + "; more than one way of matching them fits what was seen";

        struct Ranked {
            Choice choice;
            double score;
        };
        std::vector<Ranked> ranked;
        for (const auto& restriction : restrictions) {
            Plan plan(arrivals_.size(), kNowhere);
            for (std::size_t i = 0; i < arrivals.size(); ++i) plan[arrivals[i]] = restriction[i];
            // Each departure's ways of splitting, crossed with the others'.
            std::vector<Ranked> partial{{Choice{}, 0.0}};
            std::vector<std::string> labels;
            for (std::size_t d : departures) {
                const Departure& departure = *departures_[d];
                std::vector<const Arrival*> into = arrivalsFrom(plan, static_cast<int>(d), arrivals);
                std::vector<Ranked> next;
                for (const Ranked& sofar : partial) {
                    for (const Split& split : splits(departure, into, options_, options_.maxChoices + 1)) {
                        Ranked more = sofar;
                        for (std::size_t i = 0; i < into.size(); ++i) {
                            addMoves(more.choice.events, split.moved[i], departure.space, into[i]->space);
                            more.choice.label += (more.choice.label.empty() ? "" : "; ") + listWords(split.moved[i]) + " from " +
                                                 departure.space + " to " + into[i]->space;
                            more.score += topConfidence(into[i]->top, split.moved[i].back());
                        }
                        if (!split.unaccounted.empty())
                            more.choice.label += (more.choice.label.empty() ? "" : "; ") + listWords(split.unaccounted) +
                                                 " seen nowhere (asked next)";
                        next.push_back(std::move(more));
                        if (next.size() > options_.maxChoices) break;
                    }
                }
                partial = std::move(next);
            }
            for (std::size_t i = 0; i < arrivals.size(); ++i) {
                if (restriction[i] >= 0) continue;
                const Arrival& arrival = *arrivals_[arrivals[i]];
                for (Ranked& one : partial)
                    one.choice.label += (one.choice.label.empty() ? "" : "; ") + std::string(restriction[i] == kEntered ? "a new piece" : "a stack from nowhere") +
                                        " at " + arrival.space + " (asked next)";
            }
            for (Ranked& one : partial) ranked.push_back(std::move(one));
        }
        // Likeliest first: the choices identity leans towards, though it was not sure enough to decide.
        std::stable_sort(ranked.begin(), ranked.end(), [](const Ranked& a, const Ranked& b) { return a.score > b.score; });
        for (Ranked& one : ranked) question.choices.push_back(std::move(one.choice));
        trim(question);
        result_.questions.push_back(std::move(question));
    }

    void trim(Question& question) {
        if (question.choices.size() <= options_.maxChoices) return;
        question.choices.resize(options_.maxChoices);
        result_.notes.push_back("the question about " + listWords(question.spaces) + " has more answers than can be shown; only the " +
                                std::to_string(options_.maxChoices) + " likeliest are offered");
    }

    const TrackerOptions& options_;
    std::vector<const Departure*> departures_;
    std::vector<const Arrival*> arrivals_;
    std::vector<Entrant> entrants_;
    TrackResult& result_;
    std::vector<Plan> best_;
    int bestCost_ = std::numeric_limits<int>::max();
    bool askedEntry_ = false;
    bool byDistance_ = false;  // the component was decided by clearlyNearest
};

}  // namespace

void reconcileMoves(const model::Position& position, const BoardDiff& diff, const TrackerOptions& options, TrackResult& result) {
    std::map<std::string, std::pair<std::vector<const Departure*>, std::vector<const Arrival*>>> sides;
    for (const Departure& departure : diff.departures) sides[departure.side].first.push_back(&departure);
    for (const Arrival& arrival : diff.arrivals) sides[arrival.side].second.push_back(&arrival);
    for (auto& [side, changes] : sides) {
        if (changes.first.size() > options.maxChangesPerSide || changes.second.size() > options.maxChangesPerSide) {
            result.notes.push_back("too many " + side + " stacks changed at once to tell what moved where; move fewer stacks between "
                                   "still moments, or enter the moves by touch");
            continue;
        }
        SideReconciler(options, changes.first, changes.second, entrants(position, options, side), result).run();
    }
}

}  // namespace adj::tracker
