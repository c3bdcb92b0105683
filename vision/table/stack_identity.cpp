#include "vision/table/stack_identity.hpp"

#include "vision/identity/identity_confidence.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace adj::vision {

void readTopPieces(const cv::Mat& frameBgr, const FrameOccupancy& frame, const TopPieceReader& reader,
                   std::vector<SeenStack>& stacks)
{
    if (!frame.geometry.ok() || frameBgr.empty() || !reader.knowsPieces()) return;
    for (auto& seen : stacks) {
        seen.sideByColour = seen.stack.side;
        seen.sideByColourConfidence = seen.sideConfidence;
        // The top face is as high as the stack is tall; an unmeasured stack is taken as one counter.
        const double topHeightMm = std::max(1, seen.stack.count.value_or(1)) * reader.pieceThicknessMm();
        const cv::Point2d point(seen.stack.point.x, seen.stack.point.y);
        // How far the nearest other stack stands: a clean face found off the point, with none near, is this
        // one's top. Not for a stack near another space (by a hex's edge, on a hexside): there one outline
        // can hold two stacks, a ship and the counter beside it, its point between them.
        double clearMm = seen.stack.near.empty() ? std::numeric_limits<double>::infinity() : 0.0;
        for (const auto& other : stacks) {
            if (&other == &seen) continue;
            clearMm = std::min(clearMm, cv::norm(cv::Point2d(other.stack.point.x, other.stack.point.y) - point));
        }
        seen.stack.top = reader.readTopClearOfOthers(frameBgr, frame.geometry, frame.view, point, topHeightMm, clearMm);
        // What identifies the piece (a marker, the face's print) covers most of the counter, and with
        // it the colour its side is told by; a piece read surely is of its own side, whatever the
        // colour looked like.
        if (seen.stack.top.empty() || seen.stack.top.front().confidence < kSureIdentity) continue;
        if (const auto side = reader.sideOf(seen.stack.top.front().piece)) {
            seen.stack.side = *side;
            seen.sideConfidence = seen.stack.top.front().confidence;
        }
    }
}

} // namespace adj::vision
