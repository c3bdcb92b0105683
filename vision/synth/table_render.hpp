#pragma once
// The table and the printed sheet lying on it, as the synthetic camera sees them.

#include "vision/synth/printed_sheet.hpp"
#include "vision/synth/render_canvas.hpp"

#include <opencv2/core.hpp>

namespace adj::vision::synth {

/// Fills the canvas with a wooden table (grain and planks from `tableSeed`, fixed in map
/// coordinates so that it stays put when the camera moves) and the sheet on top.
void drawTableAndSheet(RenderCanvas& canvas, const PrintedSheet& sheet, unsigned tableSeed);

} // namespace adj::vision::synth
