#pragma once
// What the tracker needs besides the position and the observation: which spaces the camera can see,
// which pieces may come into play, and how sure identity must be before its word is taken.
#include "engine/board/space_graph.hpp"
#include "engine/model/position.hpp"

#include <cstddef>
#include <string>
#include <vector>

namespace adj::tracker {

struct TrackerOptions {
    // The game's board. When given, pieces in its boxes (off-map holding boxes, tracks) are not
    // expected under the camera, and a stack reported on a space the board does not know is noted
    // and left alone. When null, every piece with a location is expected on the map.
    const board::SpaceGraph* graph = nullptr;

    // A space's size on the map in millimetres (a hex flat to flat), with `graph`: when two stacks
    // moved at once and either could have gone to either place, the pairing that is shorter by more
    // than a space and a half is taken. 0: never decide by distance.
    double spaceSizeMm = 0;

    // Pieces not yet in the position that may enter play (reinforcements, replacements). Pieces of
    // the position that are off the board or in a box may enter too; they need not be listed here.
    std::vector<model::Piece> reinforcements;

    // Identity is taken at its word only when its best candidate reaches `sureIdentity` and leads the
    // runner-up by `identityMargin`: a near tie is a question, not a pick.
    double sureIdentity = 0.8;
    double identityMargin = 0.15;

    // Where a piece taken off the board goes when the players say it was removed. Empty: off the
    // board (the dead pile), so it stays known and can come back as a replacement.
    std::string removedTo;

    // The flag a tipped block carries (Position::Piece::flags).
    std::string tippedFlag = "tipped";

    // A question lists at most this many choices; more are cut with a note, so the players are never
    // shown a wall of buttons.
    std::size_t maxChoices = 24;

    // Sides with more departures or arrivals than this in one frame are not reconciled (the
    // combinations explode, and so would any question): a note asks the players to move less at once.
    std::size_t maxChangesPerSide = 5;
};

}  // namespace adj::tracker
