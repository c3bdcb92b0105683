#pragma once
// The War for the Union's practice map as the players print it, the scenario's pieces on it, and
// the synthetic camera over it: what the table-vision tests photograph.

#include "engine/data/game_data.hpp"
#include "engine/games/game.hpp"
#include "vision/eval/scattered_position.hpp"
#include "vision/synth/synthetic_camera.hpp"
#include "vision/table/frame_stacks.hpp"
#include "vision/table/table_map.hpp"
#include "vision/table/table_scene.hpp"

#include <opencv2/core.hpp>

#include <algorithm>
#include <filesystem>
#include <limits>
#include <memory>
#include <string>

namespace adj::vision::test {

inline std::filesystem::path dataDir()
{
    return std::filesystem::path(ADJUTANT_TEST_FIXTURES).parent_path().parent_path() / "data";
}

struct WftuTable {
    std::unique_ptr<const games::Game> game = games::loadGame(dataDir() / "games" / "war-for-the-union");
    const data::GameMap& map = *game->data.findMap("practice");
    model::Position start = game->data.findScenario("practice-border-war")->start;
    TableSceneMaker maker{game->data, map};
};

inline const WftuTable& wftu()
{
    static const WftuTable table;
    return table;
}

/// The centre of a space of the practice map, in map mm.
inline cv::Point2d spaceCentre(const std::string& space)
{
    const auto& c = *wftu().map.graph.space(*wftu().map.graph.find(space)).centre;
    return {c.x, c.y};
}

/// `scene` photographed on the practice table by the synthetic camera (`size`, `conditions`, `seed`)
/// and read as one frame (stacksInFrame). `truth`, when given, gets what the frame shows.
inline FrameStacks photographedStacks(const synth::Scene& scene, const synth::Conditions& conditions, unsigned seed,
                                      synth::FrameTruth* truth = nullptr, cv::Size size = cv::Size(1920, 1080))
{
    synth::SyntheticCamera camera(wftu().maker.sheet(), conditions, seed, size);
    synth::RenderedFrame frame = camera.render(scene);
    const TableMap table(wftu().game->data.definition, wftu().map);
    OccupancyPipeline pipeline = table.pipeline(0.5);
    if (truth != nullptr) *truth = std::move(frame.truth);
    return stacksInFrame(table, pipeline, frame.image);
}

/// What the camera took of a table, and the stacks seen in it, their tops not read yet.
struct PhotographedTable {
    synth::RenderedFrame frame;
    FrameStacks seen;
};

/// A table `eval-vision` scores: the scenario's counters scattered as it scatters them with `seed`
/// (scene n of `--seed S` has seed S + n - 1), made by `maker` (the plain counters, or a maker with the
/// fiducial kit), photographed at `size` and seen on `table`.
inline PhotographedTable photographedEvalFrame(unsigned seed, synth::ConditionLevel level, cv::Size size,
                                               const TableSceneMaker& maker, const TableMap& table)
{
    const WftuTable& t = wftu();
    const synth::Conditions conditions = synth::Conditions::preset(level);
    const model::Position position = eval::scatteredPosition(t.game->data, t.map, t.start, {}, seed);
    synth::SyntheticCamera camera(maker.sheet(), conditions, seed, size);
    PhotographedTable shot{camera.render(maker.scene(position, conditions, seed)), {}};
    OccupancyPipeline pipeline = table.pipeline(0.5);
    shot.seen = stacksInFrame(table, pipeline, shot.frame.image);
    return shot;
}

/// The stacks of photographedEvalFrame's table (the plain counters by default), on a practice table of its
/// own. `truth`, when given, gets what the frame shows.
inline FrameStacks photographedEvalTable(unsigned seed, synth::ConditionLevel level, cv::Size size,
                                         synth::FrameTruth* truth = nullptr, const TableSceneMaker* maker = nullptr)
{
    const TableMap table(wftu().game->data.definition, wftu().map);
    PhotographedTable shot = photographedEvalFrame(seed, level, size, maker != nullptr ? *maker : wftu().maker, table);
    if (truth != nullptr) *truth = std::move(shot.frame.truth);
    return std::move(shot.seen);
}

/// The seen stack nearest `mm` on the map and how far it is (nullptr and infinity when none is seen).
inline const SeenStack* nearestSeenStack(const FrameStacks& seen, cv::Point2d mm, double& distanceMm)
{
    const SeenStack* nearest = nullptr;
    distanceMm = std::numeric_limits<double>::infinity();
    for (const auto& s : seen.stacks) {
        const double d = cv::norm(cv::Point2d(s.stack.point.x, s.stack.point.y) - mm);
        if (d < distanceMm) {
            distanceMm = d;
            nearest = &s;
        }
    }
    return nearest;
}

/// The spaces of the seen stacks farther than 15 mm from every piece of `truth` (eval-vision's false
/// pieces), each after a space; empty when there are none.
inline std::string spacesSeenWhereNoneStands(const FrameStacks& seen, const synth::FrameTruth& truth)
{
    std::string spaces;
    for (const auto& s : seen.stacks) {
        double nearest = std::numeric_limits<double>::infinity();
        for (const auto& piece : truth.pieces) {
            nearest = std::min(nearest, cv::norm(piece.centreMm - cv::Point2d(s.stack.point.x, s.stack.point.y)));
        }
        if (nearest > 15.0) spaces += " " + s.stack.space;
    }
    return spaces;
}

/// The pieces of `truth` on top of their stacks with no seen stack within 12 mm (eval-vision's missed
/// stacks), each after a space; empty when there are none.
inline std::string topsNotSeen(const FrameStacks& seen, const synth::FrameTruth& truth)
{
    std::string ids;
    for (const auto& piece : truth.pieces) {
        if (piece.visibility != synth::Visibility::Visible) continue;
        double nearestMm = 0;
        if (nearestSeenStack(seen, piece.centreMm, nearestMm) == nullptr || nearestMm > 12.0) ids += " " + piece.id;
    }
    return ids;
}

/// Where tests leave pictures for a person to look at.
inline std::filesystem::path tableOutputDir()
{
    const std::filesystem::path dir = std::filesystem::path(ADJUTANT_TEST_OUTPUT) / "vision" / "table";
    std::filesystem::create_directories(dir);
    return dir;
}

} // namespace adj::vision::test
