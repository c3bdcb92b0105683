#pragma once
// Identity for the stacks TableMap::stacksOf reports: what is printed on each stack's top counter,
// read from the camera frame by a TopPieceReader (a counter's fiducial marker, or its learned face),
// becomes the stack's top-piece candidates.
//
// Per frame (the first step of identifyStacks, identify_stacks.hpp, which `adjutant-cli detect` runs):
//     FiducialReader reader(fiducialKitOf(game.data, scenarioId)); // or FaceReader(FaceLibrary::load(file))
//     FrameOccupancy frame = pipeline.process(image);
//     std::vector<SeenStack> stacks = table.stacksOf(frame.occupancy.blobs, frame.occupancy.normalised,
//                                                   pipeline.detector().reference(), ...);
//     readTopPieces(image, frame, reader, table, stacks);
// TableVision does the same on the frames it commits when TableVisionOptions names a kit or library.

#include "vision/identity/top_piece_reader.hpp"
#include "vision/pipeline/occupancy_pipeline.hpp"
#include "vision/table/table_map.hpp"

#include <opencv2/core.hpp>

#include <cstddef>
#include <vector>

namespace adj::vision {

/// Fills `stack.top` of every stack from its top counter: candidates best first, empty where the
/// reader could read nothing. A sure read (kSureIdentity) of a piece whose side the reader knows sets
/// the stack's side and sideConfidence (the colour's are kept in sideByColour and
/// sideByColourConfidence); the other fields are left alone. Each top is read knowing how far the
/// nearest other stack stands (TopPieceReader::readTopClearOfOthers; none for a stack seen on a river
/// hexside of `table`, where one outline can hold a ship and the stack beside it; such a stack read
/// unsure is read again about its hexside's middle, where a ship stands; a stack in a hex read unsure,
/// about each blob of `frame` near it in its hex that stands for no stack: a tall stack seen as two).
/// `frameBgr` is the camera frame `frame` was computed from, at its own resolution. Nothing is changed
/// when the frame was not registered or the reader knows no pieces.
void readTopPieces(const cv::Mat& frameBgr, const FrameOccupancy& frame, const TopPieceReader& reader,
                   const TableMap& table, std::vector<SeenStack>& stacks);

/// What readTopPieces does for `stacks[index]` alone, knowing where every other stack of `stacks` stands:
/// each stack's read depends on no other's, so reading one is reading it as the whole table reads it.
void readTopPiece(const cv::Mat& frameBgr, const FrameOccupancy& frame, const TopPieceReader& reader,
                  const TableMap& table, std::vector<SeenStack>& stacks, std::size_t index);

} // namespace adj::vision
