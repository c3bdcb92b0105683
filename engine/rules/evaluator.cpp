#include "engine/rules/evaluator.hpp"

#include <algorithm>
#include <stdexcept>

namespace adj::rules {

Evaluator::Evaluator(const Topology& topology, EvaluatorConfig config)
    : topology_(&topology), config_(std::move(config)), stacking_(config_.stacking) {
    zones_.reserve(config_.zones.size());
    for (const ZoneRules& zone : config_.zones) zones_.emplace_back(topology, zone);
    tracers_.reserve(config_.supply.size());
    for (const SupplyConfig& supply : config_.supply) {
        tracers_.emplace_back(topology, supply.rules);
        traceIds_.push_back(supply.rules.id);
    }
    if (config_.control) control_.emplace(topology, *config_.control);
    facts_.zones = &zones_;
    facts_.control = control_ ? &*control_ : nullptr;
    facts_.supply = &maps_;
    facts_.supplyIds = &traceIds_;
}

void Evaluator::evaluate(model::Position position) {
    position_ = std::move(position);
    board_.emplace(*topology_, config_.sides, position_.pieces);
    board_->setSideDisplayNames(config_.sideNames);
    work_ = {};
    if (control_) control_->build(*board_, position_.control);
    for (ZoneMap& zone : zones_) zone.build(*board_, &facts_);
    pieceTraces_.assign(tracers_.size(), std::vector<PieceTrace>(board_->pieceCount()));
    for (std::size_t t = 0; t < tracers_.size(); ++t) {
        tracers_[t].attach(*board_);
        if (!config_.pieceTrace) continue;
        for (PieceIndex p = 0; p < board_->pieceCount(); ++p) pieceTraces_[t][p] = config_.pieceTrace(board_->piece(p), t);
    }
    traceAll();
    states_.assign(board_->pieceCount(), std::string());
    for (PieceIndex p = 0; p < board_->pieceCount(); ++p) classifyPiece(p);
    stacking_.attach(*board_);
    checkStacking();
}

void Evaluator::traceAll() {
    maps_.assign(tracers_.size(), {});
    for (std::size_t t = 0; t < tracers_.size(); ++t) {
        maps_[t].resize(board_->sideCount());
        for (SideIndex side = 0; side < board_->sideCount(); ++side) {
            std::vector<SpaceIndex> sources;
            if (config_.supply[t].sources) sources = config_.supply[t].sources(*board_, side, facts_);
            maps_[t][side] = tracers_[t].trace(*board_, side, facts_, sources);
            ++work_.tracesRun;
        }
    }
}

bool Evaluator::traces(PieceIndex piece, std::size_t trace) const {
    const SpaceIndex at = board_->spaceOf(piece);
    const SideIndex side = board_->sideOf(piece);
    if (at == kNoSpace || side == kNoSide) return false;
    const PieceTrace& how = pieceTraces_[trace][piece];
    const SupplyMap& map = maps_[trace][side];
    if (how.networkOnly) return map.isOrigin(at) && map.overlandCost(at) == 0;
    return map.reached(at, how.reduction);
}

void Evaluator::classifyPiece(PieceIndex piece) {
    std::string& state = states_[piece];
    state.clear();
    if (board_->spaceOf(piece) == kNoSpace || board_->sideOf(piece) == kNoSide || tracers_.empty()) return;
    std::vector<char> traced(tracers_.size(), 0);
    bool needs = false;
    for (std::size_t t = 0; t < tracers_.size(); ++t) {
        if (!pieceTraces_[t][piece].needs) continue;
        needs = true;
        traced[t] = traces(piece, t) ? 1 : 0;
    }
    if (!needs) return;
    if (config_.classify) {
        state = config_.classify(board_->piece(piece), traced);
        return;
    }
    for (std::size_t t = 0; t < tracers_.size(); ++t) {
        if (traced[t] != 0) {
            state = config_.supply[t].state;
            return;
        }
    }
    state = config_.noSupplyState;
}

void Evaluator::checkStacking() {
    const SideIndex phasing = board_->sideIndex(position_.phasingSide);
    violations_ = stacking_.evaluate(*board_, &facts_, phasing, position_.step);
}

void Evaluator::move(std::string_view pieceId, std::string_view spaceId) {
    if (!board_) throw std::logic_error("rules: evaluate a position before moving pieces");
    const auto piece = board_->findPiece(pieceId);
    if (!piece) throw std::invalid_argument("rules: no piece '" + std::string(pieceId) + "' in the position");
    SpaceIndex to = kNoSpace;
    if (!spaceId.empty()) {
        const auto space = topology_->find(spaceId);
        if (!space) throw std::invalid_argument("rules: no space '" + std::string(spaceId) + "' on the map");
        to = *space;
    }
    move(*piece, to);
}

void Evaluator::move(PieceIndex piece, SpaceIndex to) {
    if (!board_) throw std::logic_error("rules: evaluate a position before moving pieces");
    work_ = {};
    const SpaceIndex from = board_->move(piece, to);
    position_.pieces[piece].location.space = to == kNoSpace ? std::string() : topology_->id(to);
    if (from == to) return;

    // Every space whose state a rule may read and that the move can have changed: the two ends, and
    // the spaces whose zone coverage changed.
    std::vector<SpaceIndex> changed;
    if (from != kNoSpace) changed.push_back(from);
    if (to != kNoSpace) changed.push_back(to);
    if (control_) control_->moved(*board_, piece, from, to, changed);
    for (ZoneMap& zone : zones_) zone.moved(*board_, &facts_, piece, from, to, changed);
    for (SupplyTracer& tracer : tracers_) tracer.moved(*board_, piece, from, to);
    std::sort(changed.begin(), changed.end());
    changed.erase(std::unique(changed.begin(), changed.end()), changed.end());
    work_.changedSpaces = changed.size();

    // A trace is redone only when its sources changed or it looked at a changed space; anything it
    // never looked at cannot change its result.
    std::vector<char> sideChanged(board_->sideCount(), 0);
    for (std::size_t t = 0; t < tracers_.size(); ++t) {
        for (SideIndex side = 0; side < board_->sideCount(); ++side) {
            SupplyMap& map = maps_[t][side];
            std::vector<SpaceIndex> sources;
            if (config_.supply[t].sources) sources = config_.supply[t].sources(*board_, side, facts_);
            const bool sameSources = std::equal(sources.begin(), sources.end(), map.sources().begin(), map.sources().end());
            const bool looked = std::any_of(changed.begin(), changed.end(), [&](SpaceIndex s) { return map.touched().test(s); });
            if (sameSources && !looked) {
                ++work_.tracesKept;
                continue;
            }
            sideChanged[side] = 1;
            if (tracers_[t].update(*board_, facts_, sources, changed, map)) {
                ++work_.tracesRepaired;
            } else {
                ++work_.tracesRun;
            }
        }
    }
    for (SideIndex side = 0; side < board_->sideCount(); ++side) {
        if (sideChanged[side] == 0) continue;
        for (const PieceIndex p : board_->piecesOf(side)) classifyPiece(p);
    }
    classifyPiece(piece);
    checkStacking();
}

std::vector<TraceStep> Evaluator::supplyPath(PieceIndex piece, std::size_t trace) const {
    if (!traces(piece, trace)) return {};
    return maps_[trace][board_->sideOf(piece)].path(board_->spaceOf(piece));
}

std::vector<SupplyReason> Evaluator::supplyReasons(PieceIndex piece, std::size_t trace) {
    const SpaceIndex at = board_->spaceOf(piece);
    const SideIndex side = board_->sideOf(piece);
    if (at == kNoSpace || side == kNoSide || traces(piece, trace)) return {};
    return tracers_[trace].explain(*board_, facts_, maps_[trace][side], at, pieceTraces_[trace][piece].reduction);
}

std::vector<model::Alert> Evaluator::alerts() const {
    std::vector<model::Alert> alerts;
    for (const StackingViolation& violation : violations_) alerts.push_back(stacking_.alert(violation, *board_));
    for (const UnresolvedPiece& unresolved : board_->unresolved()) {
        model::Alert alert;
        alert.code = "position.piece-not-placed";
        alert.headline = "Piece not on the map";
        alert.severity = model::Severity::Warning;
        alert.pieces = {unresolved.pieceId};
        alert.message = unresolved.pieceId + " " + unresolved.problem + "; rules leave it out until it is placed";
        alert.fix = "move the piece to a space of the map, or correct its side";
        alerts.push_back(std::move(alert));
    }
    return alerts;
}

nlohmann::json Evaluator::summary() const {
    nlohmann::json supply = nlohmann::json::object();
    nlohmann::json forecast = nlohmann::json::object();
    for (PieceIndex p = 0; p < board_->pieceCount(); ++p) {
        if (states_[p].empty()) continue;
        const std::string& id = board_->piece(p).id;
        if (config_.standing) {
            supply[id] = config_.standing(board_->piece(p));
            forecast[id] = states_[p];
        } else {
            supply[id] = states_[p];
        }
    }
    const auto sideSpaces = [&](const ZoneMap& zone) {
        nlohmann::json sides = nlohmann::json::object();
        for (SideIndex side = 0; side < board_->sideCount(); ++side) {
            nlohmann::json ids = nlohmann::json::array();
            for (const SpaceIndex s : zone.spaces(side)) ids.push_back(topology_->id(s));
            sides[board_->sideName(side)] = std::move(ids);
        }
        return sides;
    };
    nlohmann::json zoneTypes = nlohmann::json::object();
    for (const ZoneMap& zone : zones_) zoneTypes[zone.id()] = sideSpaces(zone);
    nlohmann::json result{{"supply", std::move(supply)}};
    if (config_.standing) result["supplyForecast"] = std::move(forecast);
    result["zones"] = zones_.empty() ? nlohmann::json::object() : sideSpaces(zones_.front());
    result["zoneTypes"] = std::move(zoneTypes);
    return result;
}

}  // namespace adj::rules
