#pragma once
// Reading the hand-written position format (see data/README.md), shared by position files and
// scenario set-ups. Reading checks shapes and types; checkPosition() then checks references, and
// PositionLines turns each of its problems back into the line it came from.
#include "engine/data/position_check.hpp"
#include "engine/data/yaml_file.hpp"
#include "engine/model/position.hpp"

#include <filesystem>
#include <map>
#include <string>

namespace adj::data {

// The line of every field read, by PositionField::path() ("pieces[2].kind"), and of every piece and
// marker item ("pieces[2]").
class PositionLines {
public:
    void note(const std::string& path, int line) { lines_[path] = line; }
    // The field's line, else its piece's or marker's, else the line of the whole mapping.
    int lineOf(const PositionField& field) const;
    void setFallback(int line) { fallback_ = line; }

private:
    std::map<std::string, int> lines_;
    int fallback_ = 1;
};

// Piece id -> the name a scenario gives it (`name:` on the piece).
using PieceNameTable = std::map<std::string, std::string, std::less<>>;

// Reads map, time, phasing, step, pieces, markers, control and records from `fields`. With
// `pieceNames`, pieces may carry a `name` (scenarios), kept there; without, `name` is refused.
void readPositionBody(const YamlValue::Fields& fields, model::Position& position, PositionLines& lines,
                      PieceNameTable* pieceNames = nullptr);

// Throws DataError for the first problem, at its line of `file`.
void throwFirstProblem(const std::vector<PositionProblem>& problems, const PositionLines& lines,
                       const std::filesystem::path& file);

}  // namespace adj::data
