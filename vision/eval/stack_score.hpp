#pragma once
// What vision saw in one frame against what the synthetic camera put there: per visible stack top,
// right space, side, height and identity; stacks seen where nothing stands or beside a stack already
// seen; stacks not seen.

#include "engine/tracker/observation.hpp"
#include "vision/synth/frame_truth.hpp"
#include "vision/table/table_scene.hpp"

#include <functional>
#include "vision/identity/identity_confidence.hpp"

#include <string>
#include <vector>

namespace adj::vision::eval {

using vision::kSureIdentity; ///< A top candidate at least this sure is a claim; below it "unsure".

struct StackScore {
    int visible = 0;        ///< Truth stacks whose top counter the camera sees (no hand, in frame).
    int found = 0;          ///< ...with a seen stack within 12 mm of that top counter.
    int missed = 0;         ///< ...with none.
    int rightSpace = 0;     ///< Found, in the right space.
    int rightSide = 0;      ///< Found, with the right side.
    int rightCount = 0;     ///< Found, with the right number of counters.
    int falsePieces = 0;    ///< Seen stacks with no counter within 15 mm.
    /// Seen stacks near counters that stand for no stack: the nearest seen stack of every truth stack's
    /// top (within 12 mm) is that stack's; any other one, not a false piece, is extra (a phantom beside a
    /// real stack, or one stack seen as two). A tracker would take it for a stack of its own.
    int extraStacks = 0;
    int identityScored = 0; ///< Visible tops whose counter can be told (a fiducial counter, say).
    int identityRight = 0;  ///< ...whose surest candidate is right and sure (>= kSureIdentity).
    int identityWrong = 0;  ///< ...whose sure candidate names another piece.
    /// ...whose piece is one of the candidates, sure or not: what a tracker that knows where each piece
    /// was can still settle (counters printed alike are given together, none sure).
    int identityAmongCandidates = 0;
    /// Visible tops of pieces identity is not expected to name (a counter the library lacks) named surely all
    /// the same: a piece that is not on the table put on it.
    int identityUnknownNamed = 0;
    std::vector<std::string> mistakes; ///< Plain words, one per wrong or missed stack.
    /// One line per top left unsure: the piece, and the candidates it was left among with their
    /// confidence, surest first. Not a mistake, but where appearance identity falls short.
    std::vector<std::string> unsure;

    /// Scored tops with no sure candidate: one line each in `unsure`.
    [[nodiscard]] int identityUnsure() const { return static_cast<int>(unsure.size()); }

    StackScore& operator+=(const StackScore& other);
};

/// `identifiable(pieceId)`: whether identity is expected to name that piece (nullptr: none is).
/// Truth piece ids are compared through originalPieceId, so a scattered copy is scored as its original.
[[nodiscard]] StackScore scoreStacks(const std::vector<StackTruth>& stacks, const synth::FrameTruth& truth,
                                     const std::vector<tracker::ObservedStack>& seen,
                                     const std::function<bool(const std::string&)>& identifiable);

} // namespace adj::vision::eval
