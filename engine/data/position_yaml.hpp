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

// Reads map, time, phasing, step, pieces, markers, control and records from `fields`.
void readPositionBody(const YamlValue::Fields& fields, model::Position& position, PositionLines& lines);

// Throws DataError for the first problem, at its line of `file`.
void throwFirstProblem(const std::vector<PositionProblem>& problems, const PositionLines& lines,
                       const std::filesystem::path& file);

}  // namespace adj::data
