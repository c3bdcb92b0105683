#pragma once
// Which alerts stand, and the log of every alert a game has raised. An error or a warning stands
// from the action that raised it until it is undone (that action is undone), put right (the
// position, or the piece's march, no longer breaks the rule) or overridden with a reason; an info
// is shown while it holds and ends as "passed". The ledger is fed each action of the session's log
// with what the rules say after it (ActionVerdicts) and asks an AlertJudge only to look again at
// standing alerts the verdicts no longer give. Plain C++ with no Qt, so the referee can own it.
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/model/alert.hpp"
#include "engine/model/position.hpp"
#include "engine/session/event.hpp"
#include "engine/session/session_state.hpp"

namespace adj::referee {

class AlertJudge;

enum class AlertEnding {
    Standing,    // still in force
    Undone,      // the action that raised it was undone
    PutRight,    // the position (or the piece's march) no longer breaks the rule
    Overridden,  // the players kept it, with a reason
    Passed,      // an info, no longer shown
};
std::string_view toString(AlertEnding ending);

enum class AlertOrigin {
    Position,  // the position's own checks (at a step, or every check: what a step's moves did)
    Move,      // a march judged against where the piece stood before it (allowance, enemy hexes: 9.1)
};

// Where the game was at an action of the log.
struct AlertMoment {
    long long seq = 0;  // the first event of the action
    int turn = 0;
    std::string step;
    bool operator==(const AlertMoment&) const = default;
};

struct AlertRecord {
    model::Alert alert;
    AlertOrigin origin = AlertOrigin::Position;
    long long group = 0;     // the action whose undo takes it back
    std::string checkedAt;   // Position: the step whose checks give it ("" = every check)
    std::string from;        // Move: where the piece stood before the march that broke the rule
    AlertMoment raised;
    AlertEnding ending = AlertEnding::Standing;
    std::optional<AlertMoment> ended;
    long long endedBy = 0;   // the action that ended it (its group: an undo of it brings the alert back)
    std::string reason;      // Overridden: the players' words
    bool reopened = false;   // an undo or redo has raised it again as a later record
    bool standing() const { return ending == AlertEnding::Standing; }
};

// What the rules say after one action.
struct ActionVerdicts {
    std::vector<model::Alert> position;      // the checks of the position's step
    std::vector<model::Alert> consequences;  // what this step's moves did to stacking and supply (every check)
    std::vector<model::Alert> moves;         // what the action's marches broke, judged from before it
};

// The looks again the ledger needs, over a real game (GameAlertJudge) in play.
class AlertJudge {
public:
    virtual ~AlertJudge() = default;
    // The alerts of the checks that run at `step` ("" = every check of the game) on `position`.
    // Either may throw std::exception: the ledger then keeps the alert standing, never drops it
    // on an error.
    virtual std::vector<model::Alert> positionAlerts(const model::Position& position, const std::string& step) const = 0;
    // What a march of `piece` from where it stands in `before` to `to` breaks.
    virtual std::vector<model::Alert> marchAlerts(const model::Position& before, const std::string& piece,
                                                  const std::string& to) const = 0;
};

class AlertLedger {
public:
    // One action was appended to the session: `action` is its events (one Undo or Redo, or what
    // one append made), `log` the whole log so far (a redo looks up the events it redoes), `after`
    // the state it left, `verdicts` what the rules say now. Only alerts already standing and no
    // longer in `verdicts` cost a look by `judge`. An empty `action` looks again at the position
    // without a new action (the game's start or resumption, chart values entered).
    void record(const std::vector<session::Event>& action, const std::vector<session::Event>& log,
                const session::SessionState& after, const ActionVerdicts& verdicts, const AlertJudge& judge);

    // What stands now, in display order.
    std::vector<model::Alert> standing() const;
    int standingCount(model::Severity severity) const;
    // Every alert of the game, in the order raised.
    const std::vector<AlertRecord>& log() const { return log_; }
    // [{code, headline, severity, rule, spaces, pieces, message, fix, origin, raised: {seq, turn,
    //   step}, ending, ended: {seq, turn, step} | null, reason}]
    nlohmann::json toJson() const;

private:
    AlertRecord& raise(const model::Alert& alert, AlertOrigin origin, long long group, const AlertMoment& at);
    void end(AlertRecord& record, AlertEnding ending, const AlertMoment& at, long long by, std::string reason = {});
    bool standingKey(const std::string& key) const;
    // An undo of `group` brings back the move alerts that action had put right or overridden;
    // those of other origins come back by themselves when the position gives them again.
    void reopenEndedBy(long long group, const AlertMoment& at);
    void reopenUndone(long long group, const AlertMoment& at);
    void applyEvents(const std::vector<const session::Event*>& events, long long group, const session::SessionState& after,
                     const AlertMoment& at, const AlertJudge& judge);
    void raiseMoves(const std::vector<session::Event>& action, const session::SessionState& after, const ActionVerdicts& verdicts,
                    long long group, const AlertMoment& at);
    void settlePosition(const session::SessionState& after, const ActionVerdicts& verdicts, std::optional<long long> undone,
                        long long group, const AlertMoment& at, const AlertJudge& judge);

    std::vector<AlertRecord> log_;
    // During one action: pieces with a standing march alert that moved again, and what their whole
    // march from where they began it breaks besides (applyEvents, raiseMoves).
    struct Rejudged {
        std::string from;
        std::vector<model::Alert> alerts;
    };
    std::map<std::string, Rejudged> rejudged_;
};

}  // namespace adj::referee
