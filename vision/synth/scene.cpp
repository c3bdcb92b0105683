#include "vision/synth/scene.hpp"

#include <utility>

namespace adj::vision::synth {

ScenePiece ScenePiece::counter(std::string id, cv::Mat face, cv::Point2d centreMm, double rotationDeg, int stackLevel)
{
    ScenePiece piece;
    piece.id = std::move(id);
    piece.shape = PieceShape::Counter;
    piece.top = std::move(face);
    piece.centreMm = centreMm;
    piece.rotationDeg = rotationDeg;
    piece.stackLevel = stackLevel;
    piece.baseHeightMm = stackLevel * kCounterThicknessMm;
    return piece;
}

ScenePiece ScenePiece::block(std::string id, const BlockSpec& spec, bool tipped, cv::Point2d centreMm, double rotationDeg)
{
    ScenePiece piece;
    piece.id = std::move(id);
    piece.shape = tipped ? PieceShape::BlockTipped : PieceShape::BlockUpright;
    piece.body = spec.colour * 0.9;
    piece.centreMm = centreMm;
    piece.rotationDeg = rotationDeg;
    if (tipped) {
        piece.top = renderBlockLabel(spec);
        piece.footprintMm = {kBlockFaceMm, kBlockFaceMm};
        piece.heightMm = kBlockThicknessMm;
    } else {
        // Standing on edge: the label faces the owner along the piece's y axis.
        piece.top = renderBlockTop(spec);
        piece.footprintMm = {kBlockFaceMm, kBlockThicknessMm};
        piece.heightMm = kBlockFaceMm;
    }
    return piece;
}

const std::vector<cv::Scalar>& skinTones()
{
    static const std::vector<cv::Scalar> tones{
        {155, 180, 228}, {125, 155, 205}, {95, 125, 175}, {70, 95, 140}, {50, 68, 100}};
    return tones;
}

} // namespace adj::vision::synth
