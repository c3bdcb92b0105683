#pragma once
// Pieces as boxes in perspective: visible side walls, a textured top, soft contact shadows.
// Heights are real, so the top of a stack lands where a real camera would see it, not
// where the stack stands: the pipeline has to cope with that parallax.

#include "vision/synth/render_canvas.hpp"
#include "vision/synth/scene.hpp"

#include <array>
#include <vector>

namespace adj::vision::synth {

/// Shadows of every piece on the map (and on lower pieces, approximately), then the pieces
/// themselves far to near, each stack bottom to top. Writes labels i + 1 for piece i.
void drawPieces(RenderCanvas& canvas, const std::vector<ScenePiece>& pieces, const SceneLight& light);

/// The piece's top face corners in map mm at its top height, clockwise from its own
/// top-left.
[[nodiscard]] std::array<cv::Point2d, 4> topCornersMm(const ScenePiece& piece);

} // namespace adj::vision::synth
