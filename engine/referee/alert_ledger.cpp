// The alert ledger: raising, keeping and ending alerts action by action (alert_ledger.hpp).
#include "engine/referee/alert_ledger.hpp"

#include <algorithm>
#include <exception>
#include <set>
#include <variant>

namespace adj::referee {

std::string_view toString(AlertEnding ending) {
    switch (ending) {
    case AlertEnding::Standing: return "standing";
    case AlertEnding::Undone: return "undone";
    case AlertEnding::PutRight: return "put-right";
    case AlertEnding::Overridden: return "overridden";
    case AlertEnding::Passed: return "passed";
    }
    return "standing";
}

namespace {

bool overriddenIn(const session::SessionState& state, const std::string& key) {
    const auto it = state.alerts.find(key);
    return it != state.alerts.end() && it->second.kind == session::AlertDecision::Kind::Overridden;
}

bool namesPiece(const model::Alert& alert, const std::string& piece) {
    return std::find(alert.pieces.begin(), alert.pieces.end(), piece) != alert.pieces.end();
}

nlohmann::json momentJson(const AlertMoment& moment) {
    return nlohmann::json{{"seq", moment.seq}, {"turn", moment.turn}, {"step", moment.step}};
}

}  // namespace

AlertRecord& AlertLedger::raise(const model::Alert& alert, AlertOrigin origin, long long group, const AlertMoment& at) {
    AlertRecord record;
    record.alert = alert;
    record.origin = origin;
    record.group = group;
    record.raised = at;
    log_.push_back(std::move(record));
    return log_.back();
}

void AlertLedger::end(AlertRecord& record, AlertEnding ending, const AlertMoment& at, long long by, std::string reason) {
    record.ending = ending;
    record.ended = at;
    record.endedBy = by;
    record.reason = std::move(reason);
}

bool AlertLedger::standingKey(const std::string& key) const {
    return std::any_of(log_.begin(), log_.end(), [&](const AlertRecord& r) { return r.standing() && r.alert.key() == key; });
}

void AlertLedger::reopenEndedBy(long long group, const AlertMoment& at) {
    const std::size_t count = log_.size();
    for (std::size_t i = 0; i < count; ++i) {
        if (log_[i].origin != AlertOrigin::Move || log_[i].reopened || log_[i].endedBy != group) continue;
        if (log_[i].ending != AlertEnding::PutRight && log_[i].ending != AlertEnding::Overridden) continue;
        log_[i].reopened = true;
        const AlertRecord earlier = log_[i];
        AlertRecord& again = raise(earlier.alert, AlertOrigin::Move, earlier.group, at);
        again.from = earlier.from;
    }
}

void AlertLedger::reopenUndone(long long group, const AlertMoment& at) {
    const std::size_t count = log_.size();
    for (std::size_t i = 0; i < count; ++i) {
        if (log_[i].origin != AlertOrigin::Move || log_[i].reopened || log_[i].group != group) continue;
        if (log_[i].ending != AlertEnding::Undone) continue;
        log_[i].reopened = true;
        const AlertRecord earlier = log_[i];
        AlertRecord& again = raise(earlier.alert, AlertOrigin::Move, earlier.group, at);
        again.from = earlier.from;
    }
}

void AlertLedger::applyEvents(const std::vector<const session::Event*>& events, long long group, const session::SessionState& after,
                              const AlertMoment& at, const AlertJudge& judge) {
    for (const session::Event* event : events) {
        if (const auto* overridden = std::get_if<session::AlertOverridden>(&event->payload)) {
            for (AlertRecord& record : log_)
                if (record.standing() && record.alert.key() == overridden->alert)
                    end(record, AlertEnding::Overridden, at, group, overridden->reason);
            continue;
        }
        std::string piece;
        std::optional<std::string> to;  // nullopt: the piece left the game
        if (const auto* moved = std::get_if<session::PieceMoved>(&event->payload)) {
            piece = moved->piece;
            to = moved->to;
        } else if (const auto* removed = std::get_if<session::PieceRemoved>(&event->payload)) {
            piece = removed->piece;
        } else {
            continue;
        }
        // What "put right" means for a march's own alert (over its allowance, into enemy troops...),
        // which no look at the position alone can tell: the piece moved again and the march from
        // where it stood before the faulty move to where it is now breaks that rule no more. So a
        // piece moved back to where it started puts it right, and so does one moved elsewhere
        // whose whole march from there is legal; one moved on, further still, does not (going on
        // from an illegal place cannot make the march legal). A piece taken off the board, or out
        // of the game, no longer stands where the march put it: that puts it right too.
        // Such a piece's march is judged from there and no longer leg by leg: what the judgement
        // of the new leg alone says (from a place it should never have reached) is replaced by it.
        for (AlertRecord& record : log_) {
            if (!record.standing() || record.origin != AlertOrigin::Move || record.group == group) continue;
            if (!namesPiece(record.alert, piece)) continue;
            bool putRight = !to || to->empty() || *to == record.from;
            Rejudged& march = rejudged_[piece];
            march.from = record.from;
            if (!putRight) {
                model::Position before = after.position;
                model::Piece* moved = before.findPiece(piece);
                if (moved == nullptr) {
                    putRight = true;
                } else {
                    moved->location.space = record.from;
                    try {
                        std::vector<model::Alert> again = judge.marchAlerts(before, piece, *to);
                        putRight = std::none_of(again.begin(), again.end(), [&](const model::Alert& alert) {
                            return alert.code == record.alert.code && namesPiece(alert, piece);
                        });
                        for (model::Alert& alert : again)
                            if (alert.code != record.alert.code) march.alerts.push_back(std::move(alert));
                    } catch (const std::exception&) {
                        putRight = false;  // not judged: it stands
                    }
                }
            }
            if (putRight) end(record, AlertEnding::PutRight, at, group);
        }
    }
}

void AlertLedger::raiseMoves(const std::vector<session::Event>& action, const session::SessionState& after,
                             const ActionVerdicts& verdicts, long long group, const AlertMoment& at) {
    std::vector<std::pair<model::Alert, std::string>> moves;  // with where the march began, when known
    for (const model::Alert& alert : verdicts.moves)
        if (std::none_of(alert.pieces.begin(), alert.pieces.end(), [&](const std::string& p) { return rejudged_.contains(p); }))
            moves.emplace_back(alert, std::string());
    for (auto& [piece, march] : rejudged_)
        for (model::Alert& alert : march.alerts) moves.emplace_back(std::move(alert), march.from);
    rejudged_.clear();
    for (const auto& [alert, origin] : moves) {
        if (overriddenIn(after, alert.key()) || standingKey(alert.key())) continue;
        std::string from = origin;
        for (const session::Event& event : action)
            if (const auto* moved = std::get_if<session::PieceMoved>(&event.payload);
                from.empty() && moved && namesPiece(alert, moved->piece)) {
                from = moved->from;
                break;
            }
        AlertRecord& record = raise(alert, AlertOrigin::Move, group, at);
        record.from = from;
    }
}

void AlertLedger::settlePosition(const session::SessionState& after, const ActionVerdicts& verdicts, std::optional<long long> undone,
                                 long long group, const AlertMoment& at, const AlertJudge& judge) {
    std::set<std::string> given;
    for (const model::Alert& alert : verdicts.position) given.insert(alert.key());
    for (const model::Alert& alert : verdicts.consequences) given.insert(alert.key());

    // Standing alerts of the position that the verdicts no longer give: looked at again by the
    // checks that raised them (the step has moved on, or they were what a step's moves did).
    std::map<std::string, std::optional<std::set<std::string>>> lookedAgain;  // step -> keys its checks give now
    for (AlertRecord& record : log_) {
        if (!record.standing() || record.origin != AlertOrigin::Position || given.contains(record.alert.key())) continue;
        if (record.alert.severity == model::Severity::Info) {
            end(record, AlertEnding::Passed, at, group);
            continue;
        }
        auto found = lookedAgain.find(record.checkedAt);
        if (found == lookedAgain.end()) {
            std::optional<std::set<std::string>> keys;  // nullopt: the checks could not run
            try {
                keys.emplace();
                for (const model::Alert& alert : judge.positionAlerts(after.position, record.checkedAt)) keys->insert(alert.key());
            } catch (const std::exception&) {
                keys.reset();
            }
            found = lookedAgain.emplace(record.checkedAt, std::move(keys)).first;
        }
        if (!found->second || found->second->contains(record.alert.key())) continue;
        end(record, undone && *undone == record.group ? AlertEnding::Undone : AlertEnding::PutRight, at, group);
    }

    const auto raiseGiven = [&](const std::vector<model::Alert>& alerts, const std::string& checkedAt) {
        for (const model::Alert& alert : alerts) {
            if (overriddenIn(after, alert.key()) || standingKey(alert.key())) continue;
            raise(alert, AlertOrigin::Position, group, at).checkedAt = checkedAt;
        }
    };
    raiseGiven(verdicts.position, after.position.step);
    raiseGiven(verdicts.consequences, "");
}

void AlertLedger::record(const std::vector<session::Event>& action, const std::vector<session::Event>& log,
                         const session::SessionState& after, const ActionVerdicts& verdicts, const AlertJudge& judge) {
    rejudged_.clear();
    if (action.empty()) {
        // No new action (chart values entered, a replay ended): the position is looked at again.
        const AlertMoment now{log.empty() ? 0 : log.back().seq, after.position.time.turn, after.position.step};
        settlePosition(after, verdicts, std::nullopt, 0, now, judge);
        return;
    }
    const long long group = action.front().group;
    const AlertMoment at{action.front().seq, after.position.time.turn, after.position.step};

    // A move's info is for that move only.
    for (AlertRecord& record : log_)
        if (record.standing() && record.origin == AlertOrigin::Move && record.alert.severity == model::Severity::Info)
            end(record, AlertEnding::Passed, at, group);

    std::optional<long long> undone;
    if (const auto* undo = std::get_if<session::Undo>(&action.front().payload)) {
        undone = undo->group;
        for (AlertRecord& record : log_)
            if (record.standing() && record.origin == AlertOrigin::Move && record.group == undo->group)
                end(record, AlertEnding::Undone, at, group);
        reopenEndedBy(undo->group, at);
    } else if (const auto* redo = std::get_if<session::Redo>(&action.front().payload)) {
        // The redone action raises its marches' alerts again, and ends again what it ended.
        reopenUndone(redo->group, at);
        std::vector<const session::Event*> redone;
        for (const session::Event& event : log)
            if (event.group == redo->group && !session::isUndoOrRedo(event.payload)) redone.push_back(&event);
        applyEvents(redone, redo->group, after, at, judge);
    } else {
        std::vector<const session::Event*> events;
        for (const session::Event& event : action) events.push_back(&event);
        applyEvents(events, group, after, at, judge);
        raiseMoves(action, after, verdicts, group, at);
    }
    settlePosition(after, verdicts, undone, group, at, judge);
}

std::vector<model::Alert> AlertLedger::standing() const {
    std::vector<model::Alert> alerts;
    for (const AlertRecord& record : log_)
        if (record.standing()) alerts.push_back(record.alert);
    model::sortForDisplay(alerts);
    return alerts;
}

int AlertLedger::standingCount(model::Severity severity) const {
    return static_cast<int>(
        std::count_if(log_.begin(), log_.end(), [&](const AlertRecord& r) { return r.standing() && r.alert.severity == severity; }));
}

nlohmann::json AlertLedger::toJson() const {
    nlohmann::json out = nlohmann::json::array();
    for (const AlertRecord& record : log_) {
        const model::Alert& alert = record.alert;
        out.push_back(nlohmann::json{{"code", alert.code},
                                     {"headline", alert.headline},
                                     {"severity", std::string(model::toString(alert.severity))},
                                     {"rule", alert.rule},
                                     {"spaces", alert.spaces},
                                     {"pieces", alert.pieces},
                                     {"message", alert.message},
                                     {"fix", alert.fix},
                                     {"origin", record.origin == AlertOrigin::Move ? "move" : "position"},
                                     {"raised", momentJson(record.raised)},
                                     {"ending", std::string(toString(record.ending))},
                                     {"ended", record.ended ? momentJson(*record.ended) : nlohmann::json(nullptr)},
                                     {"reason", record.reason}});
    }
    return out;
}

}  // namespace adj::referee
