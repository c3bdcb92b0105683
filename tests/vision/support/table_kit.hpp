#pragma once
// A game kit for the pipeline tests: the practice map with its markers, two sides of
// counters (generated faces, with or without fiducials), their counter sheet, and helpers
// to put them on the map and photograph them with the synthetic camera.

#include "synthetic_table.hpp"
#include "vision/identity/counter_fiducials.hpp"
#include "vision/identity/counter_sheet_layout.hpp"
#include "vision/synth/counter_face.hpp"
#include "vision/synth/practice_map.hpp"
#include "vision/synth/scene_builder.hpp"
#include "vision/synth/synthetic_camera.hpp"

#include <opencv2/core.hpp>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

namespace adj::vision::test {

inline const cv::Scalar kUnionBlue{150, 85, 35};
inline const cv::Scalar kConfederateGrey{150, 152, 148};

struct KitCounter {
    std::string id;
    std::string side;
    synth::CounterFaceSpec spec;
    cv::Mat face;
};

/// Counters of both sides, `perSide` each. Faces differ by symbol, designation and strength
/// the way a real counter mix does; with `fiducials` each carries its own marker instead.
inline std::vector<KitCounter> kitCounters(int perSide, bool fiducials)
{
    const synth::UnitSymbol symbols[] = {synth::UnitSymbol::Infantry, synth::UnitSymbol::Cavalry,
                                         synth::UnitSymbol::Artillery, synth::UnitSymbol::Leader};
    std::vector<KitCounter> counters;
    int fiducial = kFirstCounterFiducialId;
    for (const std::string side : {"union", "confederate"}) {
        for (int i = 0; i < perSide; ++i) {
            KitCounter c;
            c.side = side;
            c.id = side.substr(0, 1) + std::to_string(i + 1);
            c.spec.background = side == "union" ? kUnionBlue : kConfederateGrey;
            c.spec.ink = side == "union" ? cv::Scalar(235, 235, 235) : cv::Scalar(25, 25, 25);
            c.spec.symbol = symbols[i % 4];
            c.spec.designation = std::to_string(i + 1);
            c.spec.strength = c.spec.symbol == synth::UnitSymbol::Leader
                                  ? std::to_string(1 + i % 3)
                                  : std::to_string(2 + (i * 7) % 8) + "-" + std::to_string(3 + (i / 4) % 3);
            if (fiducials) {
                c.spec.fiducialId = fiducial++;
            }
            c.face = synth::renderCounterFace(c.spec);
            counters.push_back(c);
        }
    }
    return counters;
}

/// The standard 600 x 400 mm practice map with 8 markers, printed at 4 px/mm.
struct Kit {
    MarkerLayout layout = MarkerLayout::forMapRect(600, 400, 30, 10);
    PrintedSheet sheet = renderSheet(layout, 4.0, 15.0);
    std::vector<cv::Point2d> hexes = synth::practiceHexCentres(layout.mapSizeMm);
};

inline const Kit& kit()
{
    static const Kit k;
    return k;
}

/// `count` counters from `roster` in distinct random hexes; `stacked` of them go on top of
/// an earlier one instead of a hex of their own.
inline std::vector<synth::CounterPlacement> scatter(const std::vector<KitCounter>& roster, int count, int stacked,
                                                    cv::RNG& rng)
{
    std::vector<cv::Point2d> hexes = kit().hexes;
    // Keep clear of the map's border row: counters there would straddle the printed edge.
    std::vector<synth::CounterPlacement> placements;
    std::vector<std::size_t> order(roster.size());
    for (std::size_t i = 0; i < order.size(); ++i) {
        order[i] = i;
    }
    for (std::size_t i = order.size(); i > 1; --i) {
        std::swap(order[i - 1], order[static_cast<std::size_t>(rng.uniform(0, static_cast<int>(i)))]);
    }
    for (int n = 0; n < count && n < static_cast<int>(order.size()); ++n) {
        const KitCounter& c = roster[order[static_cast<std::size_t>(n)]];
        synth::CounterPlacement p;
        p.id = c.id;
        p.face = c.face;
        if (n >= count - stacked && !placements.empty()) {
            p.anchorMm = placements[static_cast<std::size_t>(rng.uniform(0, static_cast<int>(placements.size())))].anchorMm;
        } else {
            const auto k = static_cast<std::size_t>(rng.uniform(0, static_cast<int>(hexes.size())));
            p.anchorMm = hexes[k];
            hexes.erase(hexes.begin() + static_cast<std::ptrdiff_t>(k));
        }
        p.facingDeg = c.side == "union" ? 0.0 : 180.0; // the two players sit on opposite sides
        placements.push_back(p);
    }
    // Stacked counters must follow their base in the list.
    std::stable_sort(placements.begin(), placements.end(), [](const auto& a, const auto& b) {
        return std::make_pair(a.anchorMm.x, a.anchorMm.y) < std::make_pair(b.anchorMm.x, b.anchorMm.y);
    });
    return placements;
}

/// A player's hand reaching over the map from the south edge towards `reachMm`.
inline synth::SceneHand handFromSouth(cv::Point2d reachMm, int tone = 1)
{
    synth::SceneHand hand;
    hand.reachMm = reachMm;
    hand.fromMm = {reachMm.x + 60, 900};
    hand.heightMm = 70;
    hand.skin = synth::skinTones()[static_cast<std::size_t>(tone) % synth::skinTones().size()];
    return hand;
}

/// Where tests leave pictures for a person to look at.
inline std::filesystem::path outputDir()
{
    const std::filesystem::path dir = std::filesystem::path(ADJUTANT_TEST_OUTPUT) / "vision";
    std::filesystem::create_directories(dir);
    return dir;
}

} // namespace adj::vision::test
