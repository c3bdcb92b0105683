#pragma once
// Which piece carries which counter marker (fiducial identity mode): the kit a demo set of counters
// was printed as. Built from the same assignment the counter sheets are printed from
// (print::countersOf with fiducials), so a printed sheet and the reader always agree on it.

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace adj::data {
struct GameData;
} // namespace adj::data

namespace adj::vision {

class FiducialKit {
public:
    /// An empty kit: reads nothing.
    FiducialKit() = default;
    /// `assignment`: (fiducial id, piece id) pairs. Throws std::invalid_argument for an id outside
    /// kFirstCounterFiducialId..kLastCounterFiducialId, an empty piece id, or an id or piece twice.
    explicit FiducialKit(const std::vector<std::pair<int, std::string>>& assignment);
    /// The same, with each piece's side (piece id -> side id), so that a sure read names the stack's
    /// side too. Throws std::invalid_argument for a side given to a piece not in the assignment.
    FiducialKit(const std::vector<std::pair<int, std::string>>& assignment,
                const std::map<std::string, std::string>& sides);

    [[nodiscard]] bool empty() const { return pieceById_.empty(); }
    [[nodiscard]] std::size_t size() const { return pieceById_.size(); }
    /// The piece printed with marker `fiducialId`; nullopt for an id not in the kit.
    [[nodiscard]] std::optional<std::string> pieceOf(int fiducialId) const;
    /// The marker printed on `pieceId`; nullopt for a piece not in the kit.
    [[nodiscard]] std::optional<int> fiducialOf(const std::string& pieceId) const;
    /// The side of `pieceId`; nullopt when the kit was made without sides or does not hold the piece.
    [[nodiscard]] std::optional<std::string> sideOf(const std::string& pieceId) const;
    /// (fiducial id, piece id), by fiducial id.
    [[nodiscard]] const std::map<int, std::string>& pieces() const { return pieceById_; }

private:
    std::map<int, std::string> pieceById_;
    std::map<std::string, int> idByPiece_;
    std::map<std::string, std::string> sideByPiece_;
};

/// The kit `adjutant-cli` prints for `game`, with the pieces' sides: print::countersOf(game, scenarioId, true), i.e. the pieces
/// of `scenarioId` (or of all the game's scenarios when it is empty) in scenario-file order, markers
/// from kFirstCounterFiducialId on. Use the scenario id the sheet was printed for. Throws
/// std::invalid_argument as countersOf does (unknown scenario, no pieces, more pieces than markers).
[[nodiscard]] FiducialKit fiducialKitOf(const data::GameData& game, const std::string& scenarioId = "");

} // namespace adj::vision
