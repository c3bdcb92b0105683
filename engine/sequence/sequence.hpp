#pragma once
// The sequence of play as data: a tree of phases, segments and steps (sequence_yaml.hpp reads it).
// The leaves are the steps the players are walked through; inner nodes group them and carry what
// their steps share (who acts, when they apply, a side they were instantiated for). The tree is
// kept flat, in file order, so steps are simply the leaves in that order and copies stay valid.
#include "engine/sequence/condition.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace adj::sequence {

enum class Who {
    Side,        // one named side (Node::whoSide)
    Both,        // all players together (interphases)
    Phasing,     // the side whose player turn it is
    NonPhasing,  // the other side(s)
    Either,      // whichever side wants to
    None,        // bookkeeping only, nobody acts (the app does it or just reminds)
};

std::string_view toString(Who who);

struct ChecklistItem {
    std::string text;
    Condition when;  // Always unless the item only matters sometimes ("No force march: first turn")
};

// A node played more than once in a row: impulses, pulses, action phases, campaign turns.
struct Repeat {
    struct Count {
        Condition when;  // Always for the default, which comes last
        int value = 1;
    };
    std::vector<Count> times;      // a fixed number of iterations (the first entry whose condition holds)
    bool playersEnd = false;       // the players end it (two passes, a sunset roll): Walker::endLoop
    int min = 1;                   // players-ended: iterations that always happen
    std::optional<int> max;        // players-ended: the most there can be
    bool alternateSides = false;   // each iteration is played by the other side (Bobby Lee's campaign turns)
    std::string label;             // "Impulse": shown as "Impulse 3"
};

struct SequenceSide {
    std::string id;
    std::string name;  // for display; the id when the file gives none
};

struct Node {
    std::string id;          // full dotted id: "union-turn.movement.operations"
    std::string localId;     // last part: "operations"
    std::string title;       // our own words
    std::string rule;        // rulebook reference: "5.22b"
    Who who = Who::Both;     // inherited from the parent when not given
    std::string whoSide;     // for Who::Side
    Condition when;          // this node only; its ancestors' conditions apply too
    std::vector<ChecklistItem> checklist;
    std::vector<std::string> checks;  // check ids the game module runs at this step
    std::optional<Repeat> repeat;
    std::string side;        // the side a template was instantiated for; inherited by descendants
    int parent = -1;
    std::vector<int> children;
    int line = 0;            // where the node (or its template) is written

    bool isStep() const { return children.empty(); }
    bool isLoop() const { return repeat.has_value(); }
};

class Sequence {
public:
    std::vector<SequenceSide> sides;
    std::vector<Node> nodes;  // parents before children, in file order
    std::vector<int> roots;

    // Call after filling `nodes`: builds the id index.
    void index();

    const Node* find(std::string_view id) const;
    int indexOf(std::string_view id) const;  // -1 when absent
    const Node& node(int index) const { return nodes.at(static_cast<std::size_t>(index)); }
    // All steps (leaves), in the order they are played.
    std::vector<int> steps() const;
    // The side's display name, or the id itself when the sides are not listed.
    std::string sideName(std::string_view id) const;

private:
    std::unordered_map<std::string, int> byId_;
};

}  // namespace adj::sequence
