#pragma once
// Identity for the stacks of one registered frame, as `detect`, `eval-vision` and TableVision's
// commits all do it: each top read (stack_identity.hpp); a piece read at two stacks settled, touching
// counters told apart by their marks (stacks_by_marks.hpp); hex against hexside settled by what was
// read (spaces_by_identity.hpp); ships placed where their marks lie (stacks_by_marks.hpp).

#include "vision/identity/top_piece_reader.hpp"
#include "vision/pipeline/occupancy_pipeline.hpp"
#include "vision/table/spaces_by_identity.hpp"
#include "vision/table/table_map.hpp"

#include <opencv2/core.hpp>

#include <vector>

namespace adj::vision {

/// readTopPieces, settlePiecesReadTwice, separateStacksByMarks, placeBySurelyReadTops, placeShipsByMarks, in that order.
void identifyStacks(const cv::Mat& frameBgr, const FrameOccupancy& frame, const TopPieceReader& reader,
                    const TableMap& table, const PieceFootings& footings, std::vector<SeenStack>& stacks);

} // namespace adj::vision
