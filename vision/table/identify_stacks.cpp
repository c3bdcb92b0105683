#include "vision/table/identify_stacks.hpp"

#include "vision/table/stack_identity.hpp"
#include "vision/table/stacks_by_marks.hpp"

namespace adj::vision {

void identifyStacks(const cv::Mat& frameBgr, const FrameOccupancy& frame, const TopPieceReader& reader,
                    const TableMap& table, const PieceFootings& footings, std::vector<SeenStack>& stacks)
{
    readTopPieces(frameBgr, frame, reader, table, stacks);
    settlePiecesReadTwice(frameBgr, frame, reader, stacks);
    separateStacksByMarks(frameBgr, frame, reader, table, stacks);
    placeBySurelyReadTops(table, footings, stacks);
    placeShipsByMarks(frameBgr, frame, reader, table, footings, stacks);
}

} // namespace adj::vision
