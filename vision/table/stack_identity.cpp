#include "vision/table/stack_identity.hpp"

#include "vision/identity/identity_confidence.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace adj::vision {

namespace {

/// A stack's point further than this from its river hexside's middle is read there again when unsure.
constexpr double kOffHexsideMiddleMm = 1.0;

/// Another blob in a stack's hex this near its point may be part of the same stack (partsOfStack).
constexpr double kStackPartWithinMm = 16.0;

/// How far the nearest stack of `stacks` other than `stacks[self]` stands from `point`.
double clearOfOthersMm(const std::vector<SeenStack>& stacks, std::size_t self, cv::Point2d point)
{
    double clearMm = std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < stacks.size(); ++i) {
        if (i == self) continue;
        clearMm = std::min(clearMm, cv::norm(pointOf(stacks[i]) - point));
    }
    return clearMm;
}

/// The blobs of `frame` in the hex of `stacks[self]`, near its point, that stand for no stack: parts of it.
/// A tall stack fanned across its hex can be seen as two blobs, its top's face in one and the lower
/// counters' walls and edges in the other; TableMap::stacksOf keeps the surer, which may be the walls.
std::vector<const OccupancyBlob*> partsOfStack(const FrameOccupancy& frame, const TableMap& table,
                                               const std::vector<SeenStack>& stacks, std::size_t self)
{
    const SeenStack& seen = stacks[self];
    const cv::Point2d point = pointOf(seen);
    std::vector<const OccupancyBlob*> parts;
    for (const OccupancyBlob& blob : frame.occupancy.blobs) {
        const double apart = cv::norm(blob.centreMm - point);
        if (apart > kStackPartWithinMm || apart < 1e-6) continue;
        const auto standsFor = [&](const SeenStack& s) { return cv::norm(pointOf(s) - blob.centreMm) < 1e-6; };
        if (std::any_of(stacks.begin(), stacks.end(), standsFor)) continue;
        if (table.hexAt(blob.centreMm) != seen.stack.space) continue;
        parts.push_back(&blob);
    }
    return parts;
}

} // namespace

void readTopPiece(const cv::Mat& frameBgr, const FrameOccupancy& frame, const TopPieceReader& reader,
                  const TableMap& table, std::vector<SeenStack>& stacks, std::size_t index)
{
    if (!frame.geometry.ok() || frameBgr.empty() || !reader.knowsPieces() || index >= stacks.size()) return;
    SeenStack& seen = stacks[index];
    seen.sideByColour = seen.stack.side;
    seen.sideByColourConfidence = seen.sideConfidence;
    // The top face is as high as the stack is tall; an unmeasured stack is taken as one counter.
    const double topHeightMm = std::max(1, seen.stack.count.value_or(1)) * reader.pieceThicknessMm();
    const cv::Point2d point = pointOf(seen);
    // How far the nearest other stack stands: a clean face found off the point, with none near, is this
    // one's top. Not for a stack seen on a river hexside: there one outline can hold two stacks, a ship
    // and the counter in the hex beside, its point between them on the river. A stack in a hex near a
    // river or a hex's edge is given the room: a fanned stack of two or three off its hex's centre often
    // stands there, its top 4-6 mm off its point (on 40 hard 4K tables, seeds 7000-7039, four such tops
    // were left unsure: a battery, a militia, an infantry "11" and McClernand, each near a river
    // hexside). On 100 hard 4K tables not looked at before (seeds 8000-8099) 95.7% of tops were then
    // named surely instead of 95.1%, wrong 3 either way (the same tops); on 50 normal ones (seed 8300)
    // 99.2% either way, wrong 0; at 1080p 50.0% instead of 49.9% (normal) and 11.4% either way (hard),
    // wrong 6 and 4 either way.
    const double clearMm = table.isHexside(seen.stack.space) ? 0.0 : clearOfOthersMm(stacks, index, point);
    seen.stack.top = reader.readTopClearOfOthers(frameBgr, frame.geometry, frame.view, point, topHeightMm, clearMm);
    if (!namedSurely(seen.stack.top) && table.isHexside(seen.stack.space)) {
        // A ship stands on its river hexside's middle, but the outline measured for it can take in the edge
        // of a counter in the hex beside and put its point millimetres toward that hex, where the ship's face
        // lies off the point and is marked down. Read about the middle, the ship is where it should be. On hard
        // 4K tables not looked at before (seeds 9900-9949) 96.28% of tops were then named surely instead of
        // 96.07%, wrong 3 either way (the same tops, each of an outline holding two stacks).
        const auto middle = table.centreOf(seen.stack.space);
        if (middle && cv::norm(*middle - point) > kOffHexsideMiddleMm) {
            auto atMiddle = reader.readTopClearOfOthers(frameBgr, frame.geometry, frame.view, *middle, topHeightMm, 0.0);
            if (namedSurely(atMiddle)) seen.stack.top = std::move(atMiddle);
        }
    }
    if (!namedSurely(seen.stack.top) && !table.isHexside(seen.stack.space)) {
        // The top of a tall stack seen as two blobs may be in the one stacksOf did not keep (partsOfStack). Read
        // there, at that blob's own height, it is taken only if sure: a lower counter shows too little of its
        // face to be named surely. On a hard 4K table (seed 10175) a Union "2" on a fanned stack of three in
        // 2203 was seen as its walls (0.63) and its face (0.53); read about the walls, the best match was
        // Bragg's plain face and the top was left unsure with its own piece not among the candidates.
        for (const OccupancyBlob* part : partsOfStack(frame, table, stacks, index)) {
            const double partHeightMm = std::max(1, part->stackEstimate) * reader.pieceThicknessMm();
            auto atPart = reader.readTopClearOfOthers(frameBgr, frame.geometry, frame.view, part->centreMm, partHeightMm,
                                                      clearOfOthersMm(stacks, index, part->centreMm));
            if (namedSurely(atPart)) {
                seen.stack.top = std::move(atPart);
                break;
            }
        }
    }
    // What identifies the piece (a marker, the face's print) covers most of the counter, and with
    // it the colour its side is told by; a piece read surely is of its own side, whatever the
    // colour looked like.
    if (!namedSurely(seen.stack.top)) return;
    if (const auto side = reader.sideOf(seen.stack.top.front().piece)) {
        seen.stack.side = *side;
        seen.sideConfidence = seen.stack.top.front().confidence;
    }
}

void readTopPieces(const cv::Mat& frameBgr, const FrameOccupancy& frame, const TopPieceReader& reader,
                   const TableMap& table, std::vector<SeenStack>& stacks)
{
    for (std::size_t i = 0; i < stacks.size(); ++i) readTopPiece(frameBgr, frame, reader, table, stacks, i);
}

} // namespace adj::vision
