#include "vision/table/frame_stacks.hpp"

namespace adj::vision {

FrameStacks stacksInFrame(const TableMap& table, OccupancyPipeline& pipeline, const cv::Mat& bgr)
{
    FrameStacks out;
    out.seen = pipeline.process(bgr);
    if (!out.seen.geometry.ok()) return out;
    table.recoverShadowColouredPieces(out.seen, pipeline.detector());
    table.recoverPiecesBesideShips(out.seen, pipeline.detector());
    out.stacks = table.stacksOf(out.seen.occupancy.blobs, out.seen.occupancy.normalised, pipeline.detector().reference(),
                               pipeline.detector().options());
    return out;
}

} // namespace adj::vision
