#pragma once
// Stacks told apart and placed by their counters' marks (fiducial markers read cleanly).
//
// Two touching counters told apart by their marks. A ship on a river hexside and a counter in the
// hex beside it often make one changed region, measured as one stack somewhere between the two
// (stacksOf keeps one stack a space): one piece is lost, and the one kept may be read off the
// other's marker. Where the map says the other would stand (the middle of a river hexside beside
// the stack, the centres of the hexes beside it) each counter's marker is looked for; two whole
// markers of different pieces far enough apart to be on two counters, that no other stack accounts
// for, are two stacks.
//
// A ship measured off its counter (over the river it shows only what lies over the land beside it)
// is placed where its marker lies, when that is on a river hexside.
//
// Two stacks read as one piece, a marker read off the counter beside (a stack measured millimetres
// off its top), are settled by which stands nearer the marker.
//
// Per frame, after the reads (identifyStacks, identify_stacks.hpp: what `detect`, `eval-vision` and
// TableVision do).

#include "vision/identity/top_piece_reader.hpp"
#include "vision/pipeline/occupancy_pipeline.hpp"
#include "vision/table/spaces_by_identity.hpp"
#include "vision/table/table_map.hpp"

#include <opencv2/core.hpp>

#include <vector>

namespace adj::vision {

/// A piece stands in one place: where two stacks' tops are read surely as the same piece and its mark
/// reads cleanly at one of them, the stack farther from the mark is read again round its point with
/// the mark out of the search's reach. It takes what it reads there when that is sure and no other
/// stack's; else it is left unsure, the other stack's piece dropped from its candidates, its side the
/// colour's again (SeenStack::sideByColour).
void settlePiecesReadTwice(const cv::Mat& frameBgr, const FrameOccupancy& frame, const TopPieceReader& reader,
                           std::vector<SeenStack>& stacks);

/// For each stack on or beside a river hexside, the marks read cleanly (TopPieceReader::cleanReadNear)
/// at the centres of the spaces it is near (those no other stack holds) and, when one is found there,
/// at its top. When two or more marks of different pieces, at least a counter's marker apart, are not
/// another stack's (read surely as that piece, or standing within a search's reach of the mark), the
/// stack keeps the one nearest its point (its top read as that piece) and each other becomes a stack
/// of its own: standing under its mark, in the space there (a space another stack holds is left
/// alone), its top read as the mark's piece, its height not measured. Nothing is changed when the
/// frame was not registered or the reader places no clean reads.
void separateStacksByMarks(const cv::Mat& frameBgr, const FrameOccupancy& frame, const TopPieceReader& reader,
                           const TableMap& table, std::vector<SeenStack>& stacks);

/// A ship's stack measured off its counter (a ship over the river shows only what lies over the land
/// beside it) is placed where its mark lies: each stack on or beside a river hexside whose top is read
/// surely as a piece that stands on hexsides (PieceFootings) and whose mark reads cleanly there, when
/// spaceAt that mark is a river hexside no other stack holds, stands there (point, space, near).
void placeShipsByMarks(const cv::Mat& frameBgr, const FrameOccupancy& frame, const TopPieceReader& reader,
                       const TableMap& table, const PieceFootings& footings, std::vector<SeenStack>& stacks);

} // namespace adj::vision
