#include "vision/table/table_map.hpp"

#include "vision/occupancy/occupancy_detector.hpp"
#include "vision/occupancy/piece_measure.hpp"
#include "vision/print/map_painter.hpp"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <limits>
#include <map>
#include <stdexcept>
#include <utility>

namespace adj::vision {

namespace {

// A stack on a river hexside stands on the hexside's middle; one in a hex stands at least
// 10 mm from it (half a 25 mm hex less the off-centre placement), so 6.25 mm tells
// them apart (measured: a ship seen 5.8 mm off its hexside's middle, a fanned stack of six 7 mm off
// its hex's centre towards a hexside).
constexpr double kHexsideCatchMm = 6.25;

// How far a stack's measured point may be from where it stands. A fanned stack's centre lies up to
// about 4 mm past its hex's edge (a stack of eight at 1.5 mm a counter, seen in the scenario of the
// WftU practice map); a ship on a river hexside is fitted on the hexside or up to 13 mm off in the
// hex beside it. A piece moved by a player lands near the centre of its new space, further than these.
constexpr double kNearHexEdgeMm = 4.0;
constexpr double kNearHexsideMm = 13.5;

std::vector<data::Side> sidesOf(const data::GameDefinition& definition)
{
    return {definition.sides.begin(), definition.sides.end()};
}

print::PrintedMap printOrExplain(const data::GameDefinition& definition, const data::GameMap& map, double pxPerMm)
{
    if (map.kind != data::MapKind::Hexes || map.graph.hexGrid() == nullptr) {
        throw std::invalid_argument("map '" + map.id +
                                    "' is not a hex map: only hex maps can be printed with registration markers, "
                                    "so the camera cannot follow pieces on it");
    }
    print::MapPrintOptions options;
    options.pxPerMm = pxPerMm;
    options.title.clear();
    return print::printMap(map, definition, options);
}

} // namespace

TableMap::TableMap(const data::GameDefinition& definition, const data::GameMap& map, double printPxPerMm)
    : map_(map), sides_(sidesOf(definition))
{
    const print::PrintedMap printed = printOrExplain(definition, map, printPxPerMm);
    layout_ = printed.layout;
    const cv::Size2d area = printed.areaMm;
    grid_ = RectifiedGrid{cv::Rect2d(-kTableGridMarginMm, -kTableGridMarginMm, area.width + 2 * kTableGridMarginMm,
                                     area.height + 2 * kTableGridMarginMm),
                          kTableGridPxPerMm};
    reference_ = referenceFromPrint(printed.image, printed.pxPerMm, printed.originMm, grid_);
    for (std::size_t i = 0; i < map_.graph.spaceCount(); ++i) {
        const auto& space = map_.graph.space(static_cast<board::SpaceIndex>(i));
        if (space.kind == board::SpaceKind::Hexside && space.centre) {
            hexsides_.push_back(i);
        }
    }
}

OccupancyOptions tableOccupancyOptions()
{
    OccupancyOptions options;
    // Grey counters (the Confederates' #8c8c8c) on a cream printed map differ from it by little
    // colour and by a darkening close to what a shadow does; at the default 0.055 only their
    // symbols and edges showed (7 of 21 scenario stacks lost on the WftU practice map). At 0.03
    // all of them show as whole squares and the blob count holds from frame to frame.
    options.chromaThreshold = 0.03;
    return options;
}

OccupancyPipeline TableMap::pipeline(double markerScale) const
{
    return pipeline(markerScale, tableOccupancyOptions());
}

OccupancyPipeline TableMap::pipeline(double markerScale, OccupancyOptions options) const
{
    return OccupancyPipeline(layout_, OccupancyDetector(grid_, reference_, std::move(options)), 65.0, markerScale);
}

void TableMap::recoverShadowColouredPieces(FrameOccupancy& frame, const OccupancyDetector& detector) const
{
    OccupancyResult& occupancy = frame.occupancy;
    if (occupancy.foreign.empty() || occupancy.changed.empty()) return;
    const RectifiedGrid& grid = detector.grid();
    const OccupancyOptions& options = detector.options();
    const double footprint = options.shapes.front().sizeMm.area();
    const double mm2PerPx = 1.0 / (grid.pxPerMm * grid.pxPerMm);
    cv::Mat labels;
    cv::Mat stats;
    cv::Mat centroids;
    const int count = cv::connectedComponentsWithStats(occupancy.changed, labels, stats, centroids, 8, CV_32S);
    const cv::Rect whole(0, 0, labels.cols, labels.rows);
    std::vector<ForeignObject> kept;
    cv::Mat recovered = cv::Mat::zeros(labels.size(), CV_8U);
    std::vector<bool> measure(static_cast<std::size_t>(count), false);
    for (const auto& object : occupancy.foreign) {
        const bool pieceLike = object.skinFraction < 0.1 && object.darkFraction > 0.6 && !object.touchesEdge &&
                               object.areaMm2 <= options.maxPieceAreaMultiple * footprint;
        if (!pieceLike) {
            kept.push_back(object);
            continue;
        }
        // The component under the object: the commonest label inside its bounds.
        const cv::Point2d tl = grid.toPixel(object.boundsMm.tl());
        const cv::Point2d br = grid.toPixel(object.boundsMm.br());
        const cv::Rect box = cv::Rect(cv::Point(cvFloor(tl.x), cvFloor(tl.y)), cv::Point(cvCeil(br.x) + 1, cvCeil(br.y) + 1)) & whole;
        std::map<int, int> votes;
        for (int y = box.y; y < box.y + box.height; ++y) {
            for (int x = box.x; x < box.x + box.width; ++x) {
                const int l = labels.at<int>(y, x);
                if (l > 0) ++votes[l];
            }
        }
        if (votes.empty()) {
            kept.push_back(object);
            continue;
        }
        const int label = std::max_element(votes.begin(), votes.end(),
                                           [](const auto& a, const auto& b) { return a.second < b.second; })
                              ->first;
        measure[static_cast<std::size_t>(label)] = true;
        recovered.setTo(cv::Scalar(255), labels == label);
    }
    if (kept.size() == occupancy.foreign.size()) return;
    // Regions beside a recovered piece that no blob accounts for: dropped as its fringe.
    const int reach = std::max(3, cvRound(4.0 * grid.pxPerMm)) * 2 + 1;
    cv::Mat near;
    cv::dilate(recovered, near, cv::getStructuringElement(cv::MORPH_ELLIPSE, cv::Size(reach, reach)));
    for (int i = 1; i < count; ++i) {
        if (measure[static_cast<std::size_t>(i)]) continue;
        const cv::Rect box(stats.at<int>(i, cv::CC_STAT_LEFT), stats.at<int>(i, cv::CC_STAT_TOP),
                           stats.at<int>(i, cv::CC_STAT_WIDTH), stats.at<int>(i, cv::CC_STAT_HEIGHT));
        if (stats.at<int>(i, cv::CC_STAT_AREA) * mm2PerPx < options.minAreaFraction * footprint) continue;
        if (cv::countNonZero(near(box) & (labels(box) == i)) == 0) continue;
        bool explained = false;
        for (const auto& blob : occupancy.blobs) explained = explained || (blob.boundsPx & box).area() > 0;
        measure[static_cast<std::size_t>(i)] = !explained;
    }
    cv::Mat grey;
    cv::cvtColor(occupancy.normalised, grey, cv::COLOR_BGR2GRAY);
    for (int i = 1; i < count; ++i) {
        if (!measure[static_cast<std::size_t>(i)]) continue;
        const int pad = 4;
        const cv::Rect roi = cv::Rect(stats.at<int>(i, cv::CC_STAT_LEFT) - pad, stats.at<int>(i, cv::CC_STAT_TOP) - pad,
                                      stats.at<int>(i, cv::CC_STAT_WIDTH) + 2 * pad,
                                      stats.at<int>(i, cv::CC_STAT_HEIGHT) + 2 * pad) &
                             whole;
        cv::Mat mask;
        cv::compare(labels(roi), i, mask, cv::CMP_EQ);
        const OccupancyBlob blob = measurePiece(grey, mask, roi, grid, frame.view, options);
        if (blob.confidence >= options.minConfidence) occupancy.blobs.push_back(blob);
    }
    occupancy.foreign = std::move(kept);
}

std::optional<cv::Point2d> TableMap::centreOf(const std::string& space) const
{
    const auto index = space.empty() ? std::nullopt : map_.graph.find(space);
    if (!index) return std::nullopt;
    const auto& centre = map_.graph.space(*index).centre;
    if (!centre) return std::nullopt;
    return cv::Point2d(centre->x, centre->y);
}

std::string TableMap::spaceAt(cv::Point2d mm) const
{
    for (const std::size_t i : hexsides_) {
        const auto& space = map_.graph.space(static_cast<board::SpaceIndex>(i));
        if (cv::norm(cv::Point2d(space.centre->x, space.centre->y) - mm) <= kHexsideCatchMm) {
            return space.id;
        }
    }
    const auto index = map_.graph.spaceAtPoint({mm.x, mm.y});
    return index ? map_.graph.space(*index).id : std::string();
}

std::vector<std::string> TableMap::nearSpaces(cv::Point2d mm, const std::string& space) const
{
    const board::SpaceGraph& graph = map_.graph;
    const auto index = space.empty() ? std::nullopt : graph.find(space);
    if (!index) return {};
    const auto distanceTo = [&](board::SpaceIndex i) {
        const auto& centre = graph.space(i).centre;
        return centre ? cv::norm(cv::Point2d(centre->x, centre->y) - mm) : std::numeric_limits<double>::infinity();
    };
    std::vector<std::pair<double, std::string>> near;
    const board::Space& at = graph.space(*index);
    if (at.kind == board::SpaceKind::Hexside && at.hexside) {
        const board::Border& border = graph.border(*at.hexside);
        for (const board::SpaceIndex hex : {border.first, border.second}) near.emplace_back(distanceTo(hex), graph.space(hex).id);
    } else if (at.kind == board::SpaceKind::Hex) {
        const double own = distanceTo(*index);
        // On the line between two hex centres, the difference of the distances to them is twice the
        // distance to their shared edge.
        for (const board::Neighbour& neighbour : graph.neighbours(*index)) {
            const board::Space& beside = graph.space(neighbour.space);
            if (beside.kind == board::SpaceKind::Hex && distanceTo(neighbour.space) - own <= 2 * kNearHexEdgeMm)
                near.emplace_back(distanceTo(neighbour.space), beside.id);
        }
        for (const std::size_t i : hexsides_) {
            const double d = distanceTo(static_cast<board::SpaceIndex>(i));
            if (d <= kNearHexsideMm) near.emplace_back(d, graph.space(static_cast<board::SpaceIndex>(i)).id);
        }
    }
    std::sort(near.begin(), near.end());
    std::vector<std::string> ids;
    for (auto& [distance, id] : near)
        if (id != space) ids.push_back(std::move(id));
    return ids;
}

std::vector<SeenStack> TableMap::stacksOf(const std::vector<OccupancyBlob>& blobs, const cv::Mat& normalised,
                                          const OccupancyOptions& detectorOptions) const
{
    // Counters stack: a space holds one stack. A tall stack fanned across its hex can be seen as two
    // blobs, the second over the lower counters' edges and the shadow beside them, whose colour is
    // nobody's; the surest blob of each space stands for the stack.
    std::map<std::string, const OccupancyBlob*> surest;
    std::vector<std::string> order;
    for (const auto& blob : blobs) {
        const std::string space = spaceAt(blob.centreMm);
        const std::string key = space.empty() ? "off:" + std::to_string(order.size()) : space;
        auto [it, added] = surest.emplace(key, &blob);
        if (added) order.push_back(key);
        else if (blob.confidence > it->second->confidence) it->second = &blob;
    }
    std::vector<SeenStack> out;
    out.reserve(order.size());
    for (const auto& key : order) {
        const OccupancyBlob& blob = *surest.at(key);
        SeenStack seen;
        seen.confidence = blob.confidence;
        seen.stack.space = spaceAt(blob.centreMm);
        seen.stack.near = nearSpaces(blob.centreMm, seen.stack.space);
        seen.stack.point = {blob.centreMm.x, blob.centreMm.y};
        seen.stack.count = std::max(1, blob.stackEstimate);
        if (!normalised.empty()) {
            const SideMatch side = sides_.classify(normalised, blob, grid_, detectorOptions);
            if (side.side >= 0 && side.confidence >= kMinSideConfidence) {
                seen.stack.side = side.sideId;
                seen.sideConfidence = side.confidence;
            }
        }
        out.push_back(std::move(seen));
    }
    return out;
}

} // namespace adj::vision
