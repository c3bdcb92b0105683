#pragma once
// A position: everything on and around the board at one moment of the game. It is plain data with
// string ids, so players and tests can write it by hand (see data/README.md), and it is what a
// session's event log folds into.
#include <compare>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace adj::model {

// Where a piece is: a space of the map ("3030", "L12", a hexside "2710/2711"), or an off-map box
// ("union-replacement-east"). Both are space ids of the game's space graph; an empty id means the
// piece is known but not on the board (dead pile, not yet arrived).
struct Location {
    std::string space;
    bool onBoard() const { return !space.empty(); }
    auto operator<=>(const Location&) const = default;
};

struct Piece {
    std::string id;      // unique in the position: "US-1-inf-3" or a block's serial
    std::string kind;    // a piece kind of the game's data; EMPTY for a hidden block whose face is unseen
    std::string side;    // a side of the game's data: "union", "confederate"
    int strength = 0;    // strength points (SPs) for counters; current steps for blocks; 0 when not used
    std::set<std::string> flags;          // states: "reduced", "tipped", "demoralized", "entrenched"...
    std::map<std::string, int> counters;  // per-piece numbers: "fatigue": 2, "isolated-turns": 1
    Location location;

    bool hidden() const { return kind.empty(); }
    bool hasFlag(const std::string& flag) const { return flags.contains(flag); }
    bool operator==(const Piece&) const = default;
};

// A marker on the map that is not a unit: "rail-break", "fort-under-construction", "depot".
struct Marker {
    std::string id;
    std::string kind;
    std::string side;  // may be empty for neutral markers
    Location location;
    bool operator==(const Marker&) const = default;
};

// Where the game stands in time. `turn` counts from 1 at the scenario's first turn; year and month
// are filled for games with a calendar (0 otherwise).
struct GameTime {
    int turn = 1;
    int year = 0;
    int month = 0;  // 1..12
    bool operator==(const GameTime&) const = default;
};

struct Position {
    std::string game;       // game id: "war-for-the-union"
    std::string scenario;   // scenario id, may be empty
    std::string map;        // map id within the game, may be empty for the game's default map
    GameTime time;
    std::string phasingSide;  // whose player turn it is; empty in interphases
    std::string step;         // current step id of the sequence of play; empty before the game starts

    std::vector<Piece> pieces;
    std::vector<Marker> markers;
    std::map<std::string, std::string> control;  // space id -> side, where the game tracks control
    std::map<std::string, int> records;          // game-wide numbers: "confederate-supply-capacity": 14

    const Piece* findPiece(const std::string& id) const;
    Piece* findPiece(const std::string& id);
    // Pieces at one location, in their order in `pieces` (order of placement: the top of a stack last).
    std::vector<const Piece*> piecesAt(const std::string& spaceId) const;
    bool operator==(const Position&) const = default;
};

}  // namespace adj::model
