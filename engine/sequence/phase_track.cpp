// Built from Walker::stepsIn, so a phase whose every step is skipped this turn (quarterly phases in
// an ordinary month) is not on the track.
#include "engine/sequence/phase_track.hpp"

#include "engine/sequence/step_address.hpp"

#include <algorithm>

namespace adj::sequence {

namespace {

PhaseMark markOf(const Node& node, int depth) { return PhaseMark{node.id, node.title, node.rule, depth, PhaseMark::State::Ahead}; }

}  // namespace

std::string_view toString(PhaseMark::State state) {
    switch (state) {
        case PhaseMark::State::Done: return "done";
        case PhaseMark::State::Current: return "current";
        case PhaseMark::State::Ahead: return "ahead";
    }
    return "";
}

std::vector<PhaseMark> phaseTrack(const Walker& walker, const Cursor& cursor, const Facts& facts) {
    const std::vector<const Node*> here = walker.path(cursor.step);
    const Node* currentPart = here.front();
    const Node* currentPhase = here.size() > 1 ? here[1] : nullptr;

    // The parts and phases in the order their first step is played this turn.
    std::vector<const Node*> parts;
    std::vector<const Node*> phases;
    const auto add = [](std::vector<const Node*>& list, const Node* node) {
        if (std::find(list.begin(), list.end(), node) == list.end()) list.push_back(node);
    };
    for (const Cursor& step : walker.stepsIn(cursor.time.turn, facts)) {
        const std::vector<const Node*> path = walker.path(step.step);
        add(parts, path.front());
        if (path.front() == currentPart && path.size() > 1) add(phases, path[1]);
    }
    // The step being played is on the track even when the turn's list leaves it out (a repeat's
    // later iteration judged differently, or data changed under a resumed game).
    if (std::find(parts.begin(), parts.end(), currentPart) == parts.end()) {
        const auto after = std::find_if(parts.begin(), parts.end(), [&](const Node* part) { return part > currentPart; });
        parts.insert(after, currentPart);
    }
    if (currentPhase && std::find(phases.begin(), phases.end(), currentPhase) == phases.end()) {
        const auto after = std::find_if(phases.begin(), phases.end(), [&](const Node* phase) { return phase > currentPhase; });
        phases.insert(after, currentPhase);
    }

    std::vector<PhaseMark> track;
    const auto stateOf = [](const std::vector<const Node*>& list, const Node* node, const Node* current) {
        const auto at = std::find(list.begin(), list.end(), node) - list.begin();
        const auto now = std::find(list.begin(), list.end(), current) - list.begin();
        return at < now ? PhaseMark::State::Done : at == now ? PhaseMark::State::Current : PhaseMark::State::Ahead;
    };
    for (const Node* part : parts) {
        PhaseMark mark = markOf(*part, 0);
        mark.state = stateOf(parts, part, currentPart);
        track.push_back(mark);
        if (part != currentPart) continue;
        for (const Node* phase : phases) {
            PhaseMark inner = markOf(*phase, 1);
            inner.state = stateOf(phases, phase, currentPhase);
            track.push_back(inner);
        }
    }
    return track;
}

}  // namespace adj::sequence
