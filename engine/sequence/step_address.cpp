#include "engine/sequence/step_address.hpp"

#include "engine/sequence/sequence_error.hpp"

#include <algorithm>
#include <charconv>

namespace adj::sequence {

std::vector<int> loopsOnPath(const Sequence& sequence, int node) {
    std::vector<int> loops;
    for (int at = node; at >= 0; at = sequence.node(at).parent)
        if (sequence.node(at).isLoop()) loops.push_back(at);
    std::reverse(loops.begin(), loops.end());
    return loops;
}

StepAddress parseAddress(const Sequence& sequence, std::string_view text) {
    const auto bad = [&](const std::string& why) { throw SequenceError("step '" + std::string(text) + "': " + why); };
    if (text.empty()) bad("empty step id");
    StepAddress address;
    std::string id;
    std::size_t start = 0;
    while (start <= text.size()) {
        const auto dot = text.find('.', start);
        const std::string_view part = text.substr(start, dot == std::string_view::npos ? std::string_view::npos : dot - start);
        const auto hash = part.find('#');
        id += (id.empty() ? "" : ".") + std::string(part.substr(0, hash));
        const int node = sequence.indexOf(id);
        if (node < 0) bad("the sequence of play has no '" + id + "'");
        if (hash != std::string_view::npos) {
            const std::string_view digits = part.substr(hash + 1);
            int iteration = 0;
            const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), iteration);
            if (digits.empty() || ec != std::errc() || end != digits.data() + digits.size() || iteration < 1)
                bad("'" + std::string(part) + "' does not end in an iteration number from 1");
            if (!sequence.node(node).isLoop()) bad("'" + id + "' is not repeated, so it takes no iteration number");
            address.iterations.push_back(iteration);
        } else if (sequence.node(node).isLoop()) {
            address.iterations.push_back(1);
        }
        address.node = node;
        if (dot == std::string_view::npos) break;
        start = dot + 1;
    }
    return address;
}

std::string formatAddress(const Sequence& sequence, const StepAddress& address) {
    std::vector<int> path;
    for (int at = address.node; at >= 0; at = sequence.node(at).parent) path.push_back(at);
    std::reverse(path.begin(), path.end());
    std::string text;
    std::size_t loop = 0;
    for (const int at : path) {
        const Node& node = sequence.node(at);
        text += (text.empty() ? "" : ".") + node.localId;
        if (node.isLoop()) {
            if (loop >= address.iterations.size()) throw SequenceError("step '" + node.id + "': iteration missing for a repeated node");
            text += "#" + std::to_string(address.iterations[loop++]);
        }
    }
    return text;
}

}  // namespace adj::sequence
