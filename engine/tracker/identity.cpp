#include "engine/tracker/identity.hpp"

namespace adj::tracker {

std::optional<std::string> sureTop(const std::vector<IdentityCandidate>& top, const TrackerOptions& options) {
    if (top.empty()) return std::nullopt;
    const IdentityCandidate& best = top.front();  // checkObservation: candidates come best first
    if (best.confidence < options.sureIdentity) return std::nullopt;
    if (top.size() > 1 && best.confidence - top[1].confidence < options.identityMargin) return std::nullopt;
    return best.piece;
}

double topConfidence(const std::vector<IdentityCandidate>& top, const std::string& piece) {
    for (const IdentityCandidate& candidate : top)
        if (candidate.piece == piece) return candidate.confidence;
    return 0.0;
}

}  // namespace adj::tracker
