#pragma once
// The War for the Union's practice map as the players print it, the scenario's pieces on it, and
// the synthetic camera over it: what the table-vision tests photograph.

#include "engine/data/game_data.hpp"
#include "engine/games/game.hpp"
#include "vision/synth/synthetic_camera.hpp"
#include "vision/table/frame_stacks.hpp"
#include "vision/table/table_map.hpp"
#include "vision/table/table_scene.hpp"

#include <opencv2/core.hpp>

#include <filesystem>
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

/// `scene` photographed on the practice table by the synthetic camera (1920x1080, `conditions`, `seed`)
/// and read as one frame (stacksInFrame). `truth`, when given, gets what the frame shows.
inline FrameStacks photographedStacks(const synth::Scene& scene, const synth::Conditions& conditions, unsigned seed,
                                      synth::FrameTruth* truth = nullptr)
{
    synth::SyntheticCamera camera(wftu().maker.sheet(), conditions, seed, cv::Size(1920, 1080));
    synth::RenderedFrame frame = camera.render(scene);
    const TableMap table(wftu().game->data.definition, wftu().map);
    OccupancyPipeline pipeline = table.pipeline(0.5);
    if (truth != nullptr) *truth = std::move(frame.truth);
    return stacksInFrame(table, pipeline, frame.image);
}

/// Where tests leave pictures for a person to look at.
inline std::filesystem::path tableOutputDir()
{
    const std::filesystem::path dir = std::filesystem::path(ADJUTANT_TEST_OUTPUT) / "vision" / "table";
    std::filesystem::create_directories(dir);
    return dir;
}

} // namespace adj::vision::test
