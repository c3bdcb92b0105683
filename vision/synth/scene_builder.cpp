#include "vision/synth/scene_builder.hpp"

#include <opencv2/imgproc.hpp>

#include <cmath>
#include <map>
#include <numbers>
#include <stdexcept>

namespace adj::vision::synth {

std::vector<ScenePiece> placeCounters(const std::vector<CounterPlacement>& placements, const Conditions& conditions,
                                      cv::RNG& rng)
{
    const auto symmetric = [&](double max) { return rng.uniform(-1.0, 1.0) * max; };
    struct Stack {
        cv::Point2d base;
        cv::Point2d fan; ///< Direction the stack leans out towards.
        int height = 0;
        cv::Point2d last;
    };
    std::map<std::pair<double, double>, Stack> stacks;
    std::vector<ScenePiece> pieces;
    for (const auto& placement : placements) {
        const auto key = std::make_pair(placement.anchorMm.x, placement.anchorMm.y);
        auto found = stacks.find(key);
        if (found == stacks.end()) {
            Stack stack;
            const double r = conditions.maxOffCentreMm * std::sqrt(rng.uniform(0.0, 1.0));
            const double a = rng.uniform(0.0, 2 * std::numbers::pi);
            stack.base = placement.anchorMm + cv::Point2d(r * std::cos(a), r * std::sin(a));
            const double fanAngle = rng.uniform(0.0, 2 * std::numbers::pi);
            stack.fan = {std::cos(fanAngle), std::sin(fanAngle)};
            stack.last = stack.base;
            found = stacks.emplace(key, stack).first;
        }
        Stack& stack = found->second;
        cv::Point2d centre = stack.base;
        if (stack.height > 0) {
            // Each counter a little further along the fan, as stacks are shuffled by hand.
            const double step = rng.uniform(0.4, 1.0) * conditions.maxStackOffsetMm;
            centre = stack.last + stack.fan * step + cv::Point2d(symmetric(0.3), symmetric(0.3));
        }
        const double rotation = placement.facingDeg + symmetric(conditions.maxRotationDeg);
        pieces.push_back(ScenePiece::counter(placement.id, placement.face, centre, rotation, stack.height));
        stack.last = centre;
        ++stack.height;
    }
    return pieces;
}

cv::Mat renderCounterSheet(const std::vector<cv::Mat>& faces, const CounterSheetLayout& layout, unsigned seed)
{
    if (faces.size() != layout.ids.size()) {
        throw std::invalid_argument("renderCounterSheet: one face per layout id is needed");
    }
    cv::Mat sheet(layout.imageSize(), CV_8UC3, cv::Scalar(238, 240, 240));
    const int side = static_cast<int>(std::lround(layout.counterSideMm * layout.pxPerMm));
    for (std::size_t i = 0; i < faces.size(); ++i) {
        if (layout.ids[i].empty() || faces[i].empty()) {
            continue;
        }
        cv::Mat face;
        cv::resize(faces[i], face, cv::Size(side, side), 0, 0, cv::INTER_AREA);
        const cv::Point2d c = layout.centreMm(i) * layout.pxPerMm;
        const cv::Rect cell(static_cast<int>(std::lround(c.x - side / 2.0)), static_cast<int>(std::lround(c.y - side / 2.0)),
                            side, side);
        face.copyTo(sheet(cell & cv::Rect(cv::Point(0, 0), sheet.size())));
    }
    cv::GaussianBlur(sheet, sheet, cv::Size(), 0.7);
    cv::Mat noise(sheet.size(), CV_16SC3);
    cv::RNG rng(seed);
    rng.fill(noise, cv::RNG::NORMAL, 0.0, 2.0);
    cv::Mat out;
    cv::add(sheet, noise, out, cv::noArray(), CV_8UC3);
    return out;
}

} // namespace adj::vision::synth
