#include "vision/table/table_scene.hpp"

#include "vision/print/counter_sheet.hpp"
#include "vision/synth/counter_face.hpp"
#include "vision/synth/scene_builder.hpp"

#include <functional>

namespace adj::vision {

namespace {

unsigned stackSeed(unsigned seed, const StackTruth& stack)
{
    std::string key = std::to_string(seed) + "|" + stack.space;
    for (const auto& id : stack.pieces) key += "|" + id;
    // std::hash of a string is fixed for a given standard library build: enough for synthetic frames.
    return static_cast<unsigned>(std::hash<std::string>{}(key) & 0x7fffffffU);
}

// A counter's face as the player prints it: at the sheet's resolution, whose whole-pixel strokes the
// faces appearance identity learns from have too.
cv::Mat printedFace(const synth::CounterFaceSpec& spec)
{
    return synth::renderCounterFace(spec, synth::kCounterSideMm, print::kCounterPrintPxPerMm);
}

} // namespace

TableSceneMaker::TableSceneMaker(const data::GameData& game, const data::GameMap& map, double sheetPxPerMm,
                                 const FiducialKit& fiducialFaces)
    : game_(&game), map_(&map), fiducialFaces_(fiducialFaces), sheet_(synth::printGameMap(map, game.definition, sheetPxPerMm, &layout_))
{
    if (!game.scenarios.empty()) {
        for (auto counter : print::countersOf(game, "", false)) {
            // The kit decides the marker, not the order here: a kit of one scenario numbers its
            // pieces differently from one of all the game's scenarios.
            if (const auto id = fiducialFaces.fiducialOf(counter.pieceId)) counter.face.fiducialId = *id;
            faces_[counter.pieceId] = printedFace(counter.face);
        }
    }
}

const cv::Mat& TableSceneMaker::faceOf(const model::Piece& piece) const
{
    if (const auto it = faces_.find(piece.id); it != faces_.end()) return it->second;
    if (const auto it = extraFaces_.find(piece.id); it != extraFaces_.end()) return it->second;
    synth::CounterFaceSpec spec;
    if (const data::Side* side = game_->definition.sides.find(piece.side)) {
        spec.background = cv::Scalar(side->colour.blue, side->colour.green, side->colour.red);
    }
    const cv::Scalar& bg = spec.background;
    spec.ink = 0.114 * bg[0] + 0.587 * bg[1] + 0.299 * bg[2] < 140 ? cv::Scalar(240, 240, 240) : cv::Scalar(20, 20, 20);
    spec.symbol = synth::UnitSymbol::None;
    spec.designation = piece.id;
    spec.strength = piece.strength > 0 ? std::to_string(piece.strength) : std::string();
    if (const auto id = fiducialFaces_.fiducialOf(piece.id)) spec.fiducialId = *id;
    return extraFaces_[piece.id] = printedFace(spec);
}

std::vector<StackTruth> TableSceneMaker::stacks(const model::Position& position) const
{
    std::vector<StackTruth> out;
    std::map<std::string, std::size_t> bySpace;
    for (const auto& piece : position.pieces) {
        if (!piece.location.onBoard()) continue;
        const auto index = map_->graph.find(piece.location.space);
        if (!index) continue;
        const auto& space = map_->graph.space(*index);
        if (!space.centre || (space.kind != board::SpaceKind::Hex && space.kind != board::SpaceKind::Hexside)) continue;
        auto [it, added] = bySpace.emplace(space.id, out.size());
        if (added) {
            out.push_back({space.id, {space.centre->x, space.centre->y}, {}, {}});
        }
        out[it->second].pieces.push_back(piece.id);
        out[it->second].side = piece.side;
    }
    return out;
}

synth::Scene TableSceneMaker::scene(const model::Position& position, const synth::Conditions& conditions,
                                    unsigned seed) const
{
    synth::Scene scene;
    for (const auto& stack : stacks(position)) {
        std::vector<synth::CounterPlacement> placements;
        for (const auto& id : stack.pieces) {
            const model::Piece* piece = position.findPiece(id);
            synth::CounterPlacement p;
            p.id = id;
            p.face = faceOf(*piece);
            p.anchorMm = stack.anchorMm;
            // The two players sit on opposite sides of the table (the first side on the south).
            const bool firstSide = !game_->definition.sides.empty() && piece->side == game_->definition.sides[0].id;
            p.facingDeg = firstSide ? 0.0 : 180.0;
            placements.push_back(std::move(p));
        }
        cv::RNG rng(stackSeed(seed, stack));
        for (auto& piece : synth::placeCounters(placements, conditions, rng)) {
            scene.pieces.push_back(std::move(piece));
        }
    }
    return scene;
}

} // namespace adj::vision
