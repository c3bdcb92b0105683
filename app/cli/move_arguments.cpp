// Splitting "--move A:0802-0803,B:1010" into moves. Dashes separate hexes, but a space id may hold
// one: the longest run of dash-joined parts that names a space on the map is taken first.
#include "app/cli/move_arguments.hpp"

#include <stdexcept>

namespace adj::cli {
namespace {

std::vector<std::string> splitOn(const std::string& text, char separator) {
    std::vector<std::string> parts;
    std::size_t start = 0;
    for (;;) {
        const std::size_t end = text.find(separator, start);
        parts.push_back(text.substr(start, end == std::string::npos ? std::string::npos : end - start));
        if (end == std::string::npos) return parts;
        start = end + 1;
    }
}

std::vector<std::string> pathSpaces(const std::string& text, const board::SpaceGraph& graph, const std::string& where) {
    const std::vector<std::string> parts = splitOn(text, '-');
    std::vector<std::string> spaces;
    for (std::size_t i = 0; i < parts.size();) {
        if (parts[i].empty()) throw std::invalid_argument(where + ": an empty hex in the path '" + text + "'");
        std::size_t taken = 1;
        std::string joined = parts[i];
        std::string candidate = joined;
        for (std::size_t j = i + 1; j < parts.size(); ++j) {
            candidate += "-" + parts[j];
            if (graph.find(candidate)) {
                joined = candidate;
                taken = j - i + 1;
            }
        }
        spaces.push_back(joined);  // an unknown hex is named by the judge (planned_moves.hpp)
        i += taken;
    }
    return spaces;
}

}  // namespace

std::vector<games::PlannedMove> parseMoveOption(const std::string& value, const board::SpaceGraph& graph) {
    std::vector<games::PlannedMove> moves;
    for (const std::string& text : splitOn(value, ',')) {
        const std::string where = "--move " + text;
        const std::size_t colon = text.find(':');
        if (colon == std::string::npos || colon == 0 || colon + 1 == text.size())
            throw std::invalid_argument(where + ": a move is PIECE:HEX-HEX-... (its path) or PIECE:HEX (where it ends)");
        std::vector<std::string> pieces = splitOn(text.substr(0, colon), '+');
        for (const std::string& piece : pieces)
            if (piece.empty()) throw std::invalid_argument(where + ": an empty piece id before ':'");
        moves.push_back({std::move(pieces), pathSpaces(text.substr(colon + 1), graph, where), where});
    }
    return moves;
}

}  // namespace adj::cli
