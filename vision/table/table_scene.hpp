#pragma once
// A game position laid out on the game's real printed map for the synthetic camera: every piece
// on a map space becomes a counter (faces as vision/print/counter_sheet prints them) stacked on
// the space's centre in position order (the last piece on top), a little off-centre and turned
// the way players leave them. Each stack's jitter depends only on the seed, its space and what is
// in it, so stacks that a move does not touch stay exactly where they were from frame to frame.

#include "engine/data/game_data.hpp"
#include "engine/model/position.hpp"
#include "vision/identity/fiducial_kit.hpp"
#include "vision/registration/marker_layout.hpp"
#include "vision/synth/conditions.hpp"
#include "vision/synth/printed_sheet.hpp"
#include "vision/synth/scene.hpp"

#include <opencv2/core.hpp>

#include <map>
#include <string>
#include <vector>

namespace adj::vision {

/// Where the truth puts one stack.
struct StackTruth {
    std::string space;
    cv::Point2d anchorMm;            ///< The space's centre.
    std::vector<std::string> pieces; ///< Bottom first.
    std::string side;                ///< Of the top piece.
};

class TableSceneMaker {
public:
    /// Prints `map` at `sheetPxPerMm` (what the synthetic camera photographs). The pieces of
    /// `fiducialFaces` (fiducial identity mode: fiducialKitOf) wear their counter marker instead of
    /// symbol and text, as a demo kit's sheet prints them; an empty kit leaves every face plain.
    TableSceneMaker(const data::GameData& game, const data::GameMap& map, double sheetPxPerMm = 4.0,
                    const FiducialKit& fiducialFaces = {});

    [[nodiscard]] const synth::PrintedSheet& sheet() const { return sheet_; }
    [[nodiscard]] const MarkerLayout& layout() const { return layout_; }

    /// The stacks of `position` on this map (pieces on boxes or off the board are left out).
    [[nodiscard]] std::vector<StackTruth> stacks(const model::Position& position) const;
    /// The counters of those stacks, jittered per `conditions` and `seed`.
    [[nodiscard]] synth::Scene scene(const model::Position& position, const synth::Conditions& conditions,
                                     unsigned seed) const;

private:
    [[nodiscard]] const cv::Mat& faceOf(const model::Piece& piece) const;

    const data::GameData* game_;
    const data::GameMap* map_;
    FiducialKit fiducialFaces_;
    MarkerLayout layout_; // before sheet_: printing the sheet fills it in
    synth::PrintedSheet sheet_;
    std::map<std::string, cv::Mat> faces_; ///< By piece id: the printed counter sheet's faces.
    mutable std::map<std::string, cv::Mat> extraFaces_; ///< Pieces not in any scenario.
};

} // namespace adj::vision
