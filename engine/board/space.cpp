#include "engine/board/space.hpp"

#include <array>
#include <cstddef>

namespace adj::board {

std::string_view toString(SpaceKind kind) {
    static constexpr std::array<std::string_view, 4> kNames{"hex", "area", "box", "hexside"};
    return kNames[static_cast<std::size_t>(kind)];
}

}  // namespace adj::board
