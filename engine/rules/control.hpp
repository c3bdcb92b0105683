#pragma once
// Who controls each space, worked out from occupation and the control recorded before. The rules of
// the five games differ in which pieces take control, what a space shared by both sides is, and what
// an empty space is; they are options here. When control changes (at once, or only at the end of a
// movement phase) is the game module's call: this computes what occupation implies now, and the
// module writes it into Position::control when its rules say control changes.
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "engine/rules/board_index.hpp"
#include "engine/rules/presence.hpp"

namespace adj::rules {

struct ControlRules {
    // Pieces that take and hold control: troop units (WftU), any unit (A Gate of Hell). Unset = all.
    PiecePredicate controls;

    enum class Shared {
        Contested,     // neither side controls it (A Gate of Hell 2.2)
        KeepPrevious,  // control stays with whoever had it
    };
    Shared whenShared = Shared::Contested;

    enum class Empty {
        KeepPrevious,  // the last occupier keeps it (most hex games)
        Default,       // reverts to the space's default owner (Bobby Lee & Sam Grant 8.1: home territory)
        Uncontrolled,  // no one (A Gate of Hell: "uncontrolled")
    };
    Empty whenEmpty = Empty::KeepPrevious;

    // The side that owns a space when nothing else decides: its home territory, printed colour.
    // Used for Empty::Default and for spaces with no previous control. Unset = no one.
    std::function<std::optional<std::string>(const board::Space&)> defaultOwner;
    // Spaces whose control is tracked at all (cities only, say). Unset = every space.
    std::function<bool(const board::Space&)> tracked;
};

struct SpaceControl {
    SideIndex side = kNoSide;  // kNoSide: nobody
    bool contested = false;
    friend bool operator==(SpaceControl, SpaceControl) = default;
};

// A difference between what occupation implies and what the position records.
struct ControlChange {
    SpaceIndex space = 0;
    SideIndex before = kNoSide;
    SideIndex after = kNoSide;
};

class ControlMap {
public:
    ControlMap(const Topology& topology, ControlRules rules);

    // `recorded` is Position::control (space id -> side); entries naming unknown spaces or sides are
    // ignored, as the BoardIndex reports pieces it cannot place.
    void build(const BoardIndex& board, const std::map<std::string, std::string>& recorded);
    // After board.move(piece, to) returned `from`; appends the spaces whose control changed.
    void moved(const BoardIndex& board, PieceIndex piece, SpaceIndex from, SpaceIndex to, std::vector<SpaceIndex>& changed);

    const SpaceControl& at(SpaceIndex space) const { return now_[space]; }
    SideIndex controller(SpaceIndex space) const { return now_[space].side; }
    SideIndex recorded(SpaceIndex space) const { return recorded_[space]; }
    // Where control as occupation implies it differs from the recorded control: what the game module
    // writes back when control changes.
    std::vector<ControlChange> changes() const;

private:
    SpaceControl decide(SpaceIndex space) const;

    const Topology* topology_;
    ControlRules rules_;
    std::vector<SideIndex> recorded_;
    std::vector<SideIndex> default_;
    std::vector<std::uint8_t> tracked_;
    std::vector<SpaceControl> now_;
    Presence controllers_;
    std::size_t sides_ = 0;
};

}  // namespace adj::rules
