#include "engine/sequence/sequence.hpp"

namespace adj::sequence {

std::string_view toString(Who who) {
    switch (who) {
        case Who::Side: return "side";
        case Who::Both: return "both";
        case Who::Phasing: return "phasing";
        case Who::NonPhasing: return "non-phasing";
        case Who::Either: return "either";
        case Who::None: return "none";
    }
    return "";
}

void Sequence::index() {
    byId_.clear();
    for (std::size_t i = 0; i < nodes.size(); ++i) byId_.emplace(nodes[i].id, static_cast<int>(i));
}

const Node* Sequence::find(std::string_view id) const {
    const int at = indexOf(id);
    return at < 0 ? nullptr : &nodes[static_cast<std::size_t>(at)];
}

int Sequence::indexOf(std::string_view id) const {
    const auto it = byId_.find(std::string(id));
    return it == byId_.end() ? -1 : it->second;
}

std::vector<int> Sequence::steps() const {
    std::vector<int> result;
    for (std::size_t i = 0; i < nodes.size(); ++i)
        if (nodes[i].isStep()) result.push_back(static_cast<int>(i));
    return result;
}

std::string Sequence::sideName(std::string_view id) const {
    for (const auto& side : sides)
        if (side.id == id) return side.name;
    return std::string(id);
}

}  // namespace adj::sequence
