#include "engine/sequence/step_titles.hpp"

#include "engine/sequence/step_address.hpp"

#include <algorithm>
#include <vector>

namespace adj::sequence {

std::string stepTitlePath(const Sequence& sequence, std::string_view step, std::string_view separator) {
    const StepAddress address = parseAddress(sequence, step);
    std::vector<const Node*> path;
    for (int at = address.node; at >= 0; at = sequence.node(at).parent) path.push_back(&sequence.node(at));
    std::reverse(path.begin(), path.end());
    std::string text;
    std::size_t loop = 0;
    for (const Node* node : path) {
        text += (text.empty() ? "" : std::string(separator)) + (node->title.empty() ? node->localId : node->title);
        // "Impulse 3" reads better than the title alone where the players repeat a part.
        if (node->isLoop()) {
            const int iteration = address.iterations.at(loop++);
            if (!node->repeat->label.empty()) text += " (" + node->repeat->label + " " + std::to_string(iteration) + ")";
            else text += " (" + std::to_string(iteration) + ")";
        }
    }
    return text;
}

}  // namespace adj::sequence
