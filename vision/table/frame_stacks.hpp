#pragma once
// One frame, on its own, to the stacks on the map: what `adjutant-cli detect` prints and what
// `adjutant-cli eval-vision` scores. TableVision adds the stability gate on top of the same steps.

#include "vision/pipeline/occupancy_pipeline.hpp"
#include "vision/table/table_map.hpp"

#include <opencv2/core.hpp>

#include <vector>

namespace adj::vision {

struct FrameStacks {
    FrameOccupancy seen;            ///< Registration, rectified grid, blobs and foreign objects.
    std::vector<SeenStack> stacks;  ///< One per space; empty when the frame is not registered.
};

/// Registers `bgr` on the map's markers, compares it with the print, and names the stacks it shows.
/// `pipeline` must come from table.pipeline(...): it keeps the rectification tables between frames.
[[nodiscard]] FrameStacks stacksInFrame(const TableMap& table, OccupancyPipeline& pipeline, const cv::Mat& bgr);

} // namespace adj::vision
