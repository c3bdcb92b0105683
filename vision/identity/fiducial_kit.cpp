#include "vision/identity/fiducial_kit.hpp"

#include "vision/identity/counter_fiducials.hpp"
#include "vision/print/counter_sheet.hpp"

#include <stdexcept>

namespace adj::vision {

FiducialKit::FiducialKit(const std::vector<std::pair<int, std::string>>& assignment)
{
    for (const auto& [id, piece] : assignment) {
        if (id < kFirstCounterFiducialId || id > kLastCounterFiducialId) {
            throw std::invalid_argument("fiducial kit: marker id " + std::to_string(id) + " for piece '" + piece +
                                        "' is outside the counter markers " + std::to_string(kFirstCounterFiducialId) +
                                        ".." + std::to_string(kLastCounterFiducialId));
        }
        if (piece.empty()) {
            throw std::invalid_argument("fiducial kit: marker id " + std::to_string(id) + " has no piece id");
        }
        if (const auto it = pieceById_.find(id); it != pieceById_.end()) {
            throw std::invalid_argument("fiducial kit: marker id " + std::to_string(id) + " is given to both '" +
                                        it->second + "' and '" + piece + "'");
        }
        if (const auto it = idByPiece_.find(piece); it != idByPiece_.end()) {
            throw std::invalid_argument("fiducial kit: piece '" + piece + "' has two markers, " +
                                        std::to_string(it->second) + " and " + std::to_string(id));
        }
        pieceById_.emplace(id, piece);
        idByPiece_.emplace(piece, id);
    }
}

FiducialKit::FiducialKit(const std::vector<std::pair<int, std::string>>& assignment,
                         const std::map<std::string, std::string>& sides)
    : FiducialKit(assignment)
{
    for (const auto& [piece, side] : sides) {
        if (!idByPiece_.contains(piece)) {
            throw std::invalid_argument("fiducial kit: side '" + side + "' given for piece '" + piece +
                                        "', which has no marker in the kit");
        }
        sideByPiece_.emplace(piece, side);
    }
}

std::optional<std::string> FiducialKit::sideOf(const std::string& pieceId) const
{
    const auto it = sideByPiece_.find(pieceId);
    if (it == sideByPiece_.end()) return std::nullopt;
    return it->second;
}

std::optional<std::string> FiducialKit::pieceOf(int fiducialId) const
{
    const auto it = pieceById_.find(fiducialId);
    if (it == pieceById_.end()) return std::nullopt;
    return it->second;
}

std::optional<int> FiducialKit::fiducialOf(const std::string& pieceId) const
{
    const auto it = idByPiece_.find(pieceId);
    if (it == idByPiece_.end()) return std::nullopt;
    return it->second;
}

FiducialKit fiducialKitOf(const data::GameData& game, const std::string& scenarioId)
{
    std::vector<std::pair<int, std::string>> assignment;
    std::map<std::string, std::string> sides;
    for (const auto& counter : print::countersOf(game, scenarioId, true)) {
        assignment.emplace_back(counter.face.fiducialId, counter.pieceId);
        if (!counter.side.empty()) sides.emplace(counter.pieceId, counter.side);
    }
    return FiducialKit(assignment, sides);
}

} // namespace adj::vision
