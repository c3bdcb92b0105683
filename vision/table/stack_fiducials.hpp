#pragma once
// Fiducial identity for the stacks TableMap::stacksOf reports: the marker on each stack's top
// counter, read from the camera frame, becomes the stack's top-piece candidates.
//
// Per frame (what `adjutant-cli detect` does):
//     FiducialReader reader(fiducialKitOf(game.data, scenarioId)); // once: the kit the sheet was printed as
//     FrameOccupancy frame = pipeline.process(image);
//     std::vector<SeenStack> stacks = table.stacksOf(frame.occupancy.blobs, frame.occupancy.normalised,
//                                                   pipeline.detector().reference(), ...);
//     readTopFiducials(image, frame, reader, stacks);
// TableVision does the same on the frames it commits when TableVisionOptions::fiducials is set.

#include "vision/identity/fiducial_reader.hpp"
#include "vision/pipeline/occupancy_pipeline.hpp"
#include "vision/table/table_map.hpp"

#include <opencv2/core.hpp>

#include <vector>

namespace adj::vision {

/// Fills `stack.top` of every stack from the marker on its top counter: candidates best first, empty
/// where no marker of the reader's kit could be read. A sure read (kSureIdentity) of a piece whose side
/// the kit knows sets the stack's side and sideConfidence; the other fields are left alone.
/// `frameBgr` is the camera frame `frame` was computed from, at its own resolution. Nothing is
/// changed when the frame was not registered. Costs about a millisecond per stack.
void readTopFiducials(const cv::Mat& frameBgr, const FrameOccupancy& frame, const FiducialReader& reader,
                      std::vector<SeenStack>& stacks);

} // namespace adj::vision
