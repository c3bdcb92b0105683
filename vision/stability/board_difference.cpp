#include "vision/stability/board_difference.hpp"


namespace adj::vision {

namespace {

// Greedy one-to-one pairing is enough: pieces stand a hex apart (about 28 mm), ten times
// the tolerance, so no blob is ever near two candidates.
bool everyBlobHasAPartner(const std::vector<OccupancyBlob>& from, const std::vector<OccupancyBlob>& to,
                          const DifferenceTolerance& tolerance)
{
    std::vector<bool> used(to.size(), false);
    for (const auto& blob : from) {
        bool matched = false;
        for (std::size_t i = 0; i < to.size() && !matched; ++i) {
            if (!used[i] && cv::norm(blob.topSeenMm - to[i].topSeenMm) <= tolerance.moveMm) {
                used[i] = true;
                matched = true;
            }
        }
        if (!matched) {
            return false;
        }
    }
    return true;
}

} // namespace

bool sameBoard(const std::vector<OccupancyBlob>& a, const std::vector<OccupancyBlob>& b,
               const DifferenceTolerance& tolerance)
{
    return a.size() == b.size() && everyBlobHasAPartner(a, b, tolerance) && everyBlobHasAPartner(b, a, tolerance);
}

} // namespace adj::vision
