#include "vision/table/table_map.hpp"

#include "vision/occupancy/occupancy_detector.hpp"
#include "vision/print/map_painter.hpp"
#include "vision/table/unlike_map.hpp"

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

// A ship on a river hexside is a grey or blue counter on the blue river: where it lies over the
// river it differs from the map by little, so its blob is the part over the land on one side and its
// fitted face slips into that hex (a gunboat at 446.8,312.4 on 2112/2113 of the practice map measured
// at 445.5,318.6, 6.7 mm off the hexside's middle). What does show is that the river's middle there is
// hidden. A stack in the hex beside it reaches the middle only at the very edge of its counter (12.5 mm
// from the hex's centre, less 2.5 off-centre, 3 fanned over a stack of three and 7.2 half a counter),
// so the middle counts as hidden when most of a disc round it is not the map (unlike_map.hpp: its colour
// differs, or it is much darker or brighter than the map): 3 in 5 of its pixels (a
// blue transport on the river under hard light hid 34 of 51; the middles of the river hexsides beside a
// ship showed 0.3-0.5 hidden).
constexpr double kHiddenDiscMm = 2.5;
constexpr double kHiddenShare = 0.6;
// How far from the hidden middle such a ship's blob is measured: 6.3-6.9 mm on 20 hard tables, 6.7 on
// normal ones; the stacks in the hexes beside that were wrongly moved onto the hexside at first (their
// shadow or a fanned counter over the middle) were measured 7.8-11.3 mm from it.
constexpr double kHexsideClaimMm = 7.5;
// A ship placed a few mm along the river from its hexside's middle and measured a few more over the land
// can be caught by the next hexside's middle (spaceAt), which it leaves showing the map. Its own middle
// was then 7.2-8.1 mm from where it was measured (CS-ram-1 on 1213/1312, hard tables at 1080p).
constexpr double kLooseClaimMm = 8.5;
// A ship hides its own hexside's middle almost wholly (0.78-0.98 of the disc on hard tables at 1080p)
// and the next one's partly (0.38-0.62), and can be measured nearer the next: each whole share hidden
// counts as this many mm closer.
constexpr double kHiddenShareWeightMm = 5.0;

// How close a hidden river middle `distanceMm` from a blob ranks for it: nearer first, each whole share
// hidden counting as kHiddenShareWeightMm nearer.
double claimRank(double distanceMm, double hiddenShare)
{
    return distanceMm - kHiddenShareWeightMm * hiddenShare;
}

// Where a piece near a hidden river middle stands, seen with the river: the detector's blob leaves out
// what matches the river (a ship's part over it), the frame compared with the map (unlike_map.hpp) does
// not. The centroid of what is not the map in the blob's bounds within kPieceReachMm of its face's centre
// (half a counter, and room for a stack's walls and fanned counters) or within kShipLookRoundMm of the
// middle, leaving out what lies nearer another blob's face (the pieces touching it): on 400 hard tables
// at 1080p (seeds 2000 and 4000), blobs within 12.4 mm of a hidden middle, it lay within 5.5 mm of the
// middle for 1434 of 1482 ships standing there (within 6.5 mm for 1458), and 6.5 mm or more from it for
// 588 of 603 stacks in the hexes beside; 8 of those within 5.5 mm. The blobs' own centres were up to
// 11.3 mm from the middle for the ships (31 beyond the 7.5 mm claim), and 37 of the stacks were within
// 7.5 mm. So a blob whose piece is seen within kShipSeenWithinMm of a hidden middle is its ship wherever
// the blob's centre is (up to kShipBlobWithinMm), one within the plain claim's reach is the ship unless
// seen kNotShipBeyondMm or more away, and one caught by a middle but seen that far away is no ship: it
// stays in its hex. Without leaving out the pieces touching it, a ship between two counters at 4K was
// seen 6.8 mm off its middle and put in a hex.
constexpr double kShipLookRoundMm = 3.0;
constexpr double kPieceReachMm = 10.5;
constexpr double kShipSeenWithinMm = 5.5;
constexpr double kNotShipBeyondMm = 6.5;
constexpr double kShipBlobWithinMm = 13.0;

// A ship on a river hexside lies over the river printed along it (up to 2.4 mm wide), which its own
// blue or pale print can match: that band is its camouflage (OccupancyDetector). Half the band: half
// the river, the comparison's blur and registration allowance (about 0.8 and 0.7 mm) and the camera's.
constexpr double kRiverBandHalfMm = 2.5;
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
    : map_(map), gameSides_(sidesOf(definition)), sides_(gameSides_)
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
    camouflage_ = riverBands();
}

cv::Mat TableMap::riverBands() const
{
    const board::HexGrid* hexes = map_.graph.hexGrid();
    cv::Mat bands = cv::Mat::zeros(grid_.size(), CV_8U);
    const int thickness = std::max(1, static_cast<int>(std::lround(2 * kRiverBandHalfMm * grid_.pxPerMm)));
    for (const std::size_t i : hexsides_) {
        const board::Space& hexside = map_.graph.space(static_cast<board::SpaceIndex>(i));
        if (!hexside.hexside) continue;
        const board::Border& border = map_.graph.border(*hexside.hexside);
        const auto& a = map_.graph.space(border.first).hex;
        const auto& b = map_.graph.space(border.second).hex;
        if (!a || !b) continue;
        const board::MapSegment segment = hexes->hexsideSegment(*a, *b);
        const cv::Point2d from = grid_.toPixel({segment.from.x, segment.from.y});
        const cv::Point2d to = grid_.toPixel({segment.to.x, segment.to.y});
        cv::line(bands, cv::Point(cvRound(from.x), cvRound(from.y)), cv::Point(cvRound(to.x), cvRound(to.y)),
                 cv::Scalar(255), thickness, cv::LINE_8);
    }
    return bands;
}

OccupancyOptions tableOccupancyOptions()
{
    OccupancyOptions options;
    // Grey counters (the Confederates' #8c8c8c) on a cream printed map differ from it by little
    // colour and by a darkening close to what a shadow does; at the default 0.055 only their
    // symbols and edges showed (7 of 21 scenario stacks lost on the WftU practice map). At 0.03
    // all of them show as whole squares and the blob count holds from frame to frame.
    options.chromaThreshold = 0.03;
    // The same grey counters are about 0.57-0.62 as bright as the cream map, on the default darker
    // threshold (0.60), so half of each was taken for the piece's own shadow: the blob shrank to the
    // counter's print and its fitted face slipped (5 of 738 stacks of 20 normal tables missed, ships on
    // the river not seen). A counter's or a hand's shadow on the map darkens it by a third at most
    // (0.67 and brighter), so 0.72 keeps them out and takes the grey counter whole: 20 normal tables,
    // 0 missed; 20 hard tables, right space 0.946 -> 0.971.
    options.darkerThreshold = 0.72;
    // Glare whitens the print and the lighting model does not undo it: under hard light, woods, towns and
    // the sea came out as changed regions, measured as pieces with weak outlines. Over 40 hard tables the
    // fits with no piece under them scored 24-65 (112 of 123 below 50), real pieces 66 at the 1st
    // percentile and 160 at the median; but a grey counter on a teal swamp scores 43 on a normal table.
    // So a weak outline drops a fit only when its top is the map's colour, washed out (washed_out.hpp).
    options.weakOutlineScore = 50.0;
    // A 4K frame is sharp enough that the printed edges such a fit lies on score above 50: along the
    // practice map's coast, hexes of land and sea came out as pieces (177 false pieces on 200 hard tables
    // at 3840x2160, none at 1920x1080). Their outlines are the map's own, which the map lines as strongly
    // or more (mapOutlineShare 0.84-1.58 over 25 hard 4K tables, 29 of 32 at 1 or more); a real piece on
    // washed-out terrain, 0.66 at 4K and 0.64-0.87 at 1080p, and 1.34 once (at 1080p, in 40 tables).
    options.mapOutlineShare = 1.0;
    return options;
}

OccupancyPipeline TableMap::pipeline(double markerScale) const
{
    return pipeline(markerScale, reference_);
}

OccupancyPipeline TableMap::pipeline(double markerScale, const cv::Mat& reference) const
{
    return pipeline(markerScale, reference, tableOccupancyOptions());
}

OccupancyPipeline TableMap::pipeline(double markerScale, const cv::Mat& reference, const OccupancyOptions& options) const
{
    return OccupancyPipeline(layout_, OccupancyDetector(grid_, reference, options, camouflage_), 65.0, markerScale);
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
    return hexAt(mm);
}

std::string TableMap::hexAt(cv::Point2d mm) const
{
    const auto index = map_.graph.spaceAtPoint({mm.x, mm.y});
    return index ? map_.graph.space(*index).id : std::string();
}

bool TableMap::isHexside(const std::string& space) const
{
    const auto at = space.empty() ? std::nullopt : map_.graph.find(space);
    return at && map_.graph.space(*at).kind == board::SpaceKind::Hexside;
}

bool TableMap::byRiver(const tracker::ObservedStack& stack) const
{
    const auto hexside = [&](const std::string& space) { return isHexside(space); };
    return hexside(stack.space) || std::any_of(stack.near.begin(), stack.near.end(), hexside);
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

bool TableMap::hiddenAt(cv::Point2d mm, const cv::Mat& normalised, const cv::Mat& reference) const
{
    return hiddenShareAt(mm, normalised, reference) >= kHiddenShare;
}

double TableMap::hiddenShareAt(cv::Point2d mm, const cv::Mat& normalised, const cv::Mat& reference) const
{
    const cv::Point2d centre = grid_.toPixel(mm);
    const int radius = static_cast<int>(std::ceil(kHiddenDiscMm * grid_.pxPerMm));
    const int pad = radius + 3;
    const cv::Rect box = cv::Rect(cvRound(centre.x) - pad, cvRound(centre.y) - pad, 2 * pad + 1, 2 * pad + 1) &
                         cv::Rect(0, 0, normalised.cols, normalised.rows);
    const cv::Mat unlike = unlikeMap(normalised, reference, box);
    if (unlike.empty()) return 0.0;
    int inside = 0;
    int hidden = 0;
    for (int y = 0; y < box.height; ++y) {
        for (int x = 0; x < box.width; ++x) {
            if (cv::norm(cv::Point2d(box.x + x, box.y + y) - centre) > radius) continue;
            ++inside;
            hidden += unlike.at<unsigned char>(y, x) != 0 ? 1 : 0;
        }
    }
    return inside > 0 ? static_cast<double>(hidden) / inside : 0.0;
}

double TableMap::pieceOffMiddleMm(const std::vector<OccupancyBlob>& blobs, std::size_t b, cv::Point2d middle,
                                  const cv::Mat& normalised, const cv::Mat& reference) const
{
    const OccupancyBlob& blob = blobs[b];
    const cv::Point2d top = grid_.toPixel(blob.topSeenMm);
    // The pieces touching it are theirs: a pixel nearer another blob's face than this one's is left out.
    std::vector<cv::Point2d> others;
    for (std::size_t o = 0; o < blobs.size(); ++o) {
        if (o != b && cv::norm(blobs[o].topSeenMm - blob.topSeenMm) < 2 * kPieceReachMm)
            others.push_back(grid_.toPixel(blobs[o].topSeenMm));
    }
    const cv::Point2d centre = grid_.toPixel(middle);
    const double reach = kPieceReachMm * grid_.pxPerMm;
    const double round = kShipLookRoundMm * grid_.pxPerMm;
    const cv::Rect roundMiddle(cv::Point(cvFloor(centre.x - round), cvFloor(centre.y - round)),
                               cv::Point(cvCeil(centre.x + round) + 1, cvCeil(centre.y + round) + 1));
    const cv::Rect box = blob.boundsPx | roundMiddle;
    const cv::Mat unlike = unlikeMap(normalised, reference, box);
    const cv::Rect clipped = box & cv::Rect(0, 0, normalised.cols, normalised.rows);
    cv::Point2d sum;
    int count = 0;
    for (int y = 0; y < unlike.rows; ++y) {
        const unsigned char* row = unlike.ptr<unsigned char>(y);
        for (int x = 0; x < unlike.cols; ++x) {
            if (row[x] == 0) continue;
            const cv::Point2d px(clipped.x + x, clipped.y + y);
            const double fromTop = cv::norm(px - top);
            if (fromTop > reach && cv::norm(px - centre) > round) continue;
            const auto nearerOther = [&](cv::Point2d o) { return cv::norm(px - o) < fromTop; };
            if (std::any_of(others.begin(), others.end(), nearerOther)) continue;
            sum += px;
            ++count;
        }
    }
    if (count == 0) return cv::norm(blob.centreMm - middle);
    return cv::norm(grid_.toMap(sum / count) - middle);
}

std::vector<std::string> TableMap::spacesOf(const std::vector<OccupancyBlob>& blobs, const cv::Mat& normalised,
                                            const cv::Mat& reference) const
{
    std::vector<std::string> spaces;
    spaces.reserve(blobs.size());
    for (const auto& blob : blobs) spaces.push_back(spaceAt(blob.centreMm));
    if (normalised.empty()) return spaces;
    // A blob caught by a river hexside whose middle shows the map is loose: a ship stands over its own
    // hexside's middle, so this one is a ship off its middle towards the next hexside (placed a few mm
    // along the river and measured a few more over the land), and a hidden middle up to kLooseClaimMm
    // away may claim it. Unclaimed, it stays where it was caught.
    // A blob caught by a river hexside whose middle is hidden is loose too when another river hexside's
    // hidden middle ranks closer (claimRank): a ship measured a few mm towards the next hexside, whose
    // middle its edge hides as well.
    std::vector<bool> loose(blobs.size(), false);
    // Caught by a hidden middle, yet its piece seen with the river stands in the hex beside: unclaimed, it
    // goes to that hex.
    std::vector<bool> notShip(blobs.size(), false);
    for (std::size_t b = 0; b < blobs.size(); ++b) {
        if (spaces[b].find('/') == std::string::npos) continue;
        const auto middle = centreOf(spaces[b]);
        if (!middle) continue;
        const double share = hiddenShareAt(*middle, normalised, reference);
        if (share < kHiddenShare) {
            loose[b] = true;
            continue;
        }
        if (pieceOffMiddleMm(blobs, b, *middle, normalised, reference) >= kNotShipBeyondMm) {
            loose[b] = true;
            notShip[b] = true;
            continue;
        }
        const double own = claimRank(cv::norm(blobs[b].centreMm - *middle), share);
        for (const std::size_t i : hexsides_) {
            const board::Space& other = map_.graph.space(static_cast<board::SpaceIndex>(i));
            if (other.id == spaces[b]) continue;
            const cv::Point2d at(other.centre->x, other.centre->y);
            const double d = cv::norm(blobs[b].centreMm - at);
            if (d > kLooseClaimMm) continue;
            const double otherShare = hiddenShareAt(at, normalised, reference);
            if (otherShare >= kHiddenShare && claimRank(d, otherShare) < own) {
                loose[b] = true;
                break;
            }
        }
    }
    // A river hexside whose middle is hidden (see kHiddenDiscMm) holds the blob nearest to it, unless a
    // blob already stands on it; the closest pairs first, so that a ship near the corner where two river
    // hexsides meet goes to the one it stands on. Closeness counts how hidden the middle is: see
    // kHiddenShareWeightMm.
    struct Claim {
        double distanceMm;
        std::size_t blob;
        const board::Space* hexside;
        bool withinClaim = false; ///< Within the plain claim's reach: kHexsideClaimMm, or kLooseClaimMm if loose.
        double hiddenShare = 0.0;
        [[nodiscard]] double rank() const { return claimRank(distanceMm, hiddenShare); }
    };
    std::vector<Claim> claims;
    for (const std::size_t i : hexsides_) {
        const board::Space& hexside = map_.graph.space(static_cast<board::SpaceIndex>(i));
        const cv::Point2d middle(hexside.centre->x, hexside.centre->y);
        std::vector<Claim> reach;
        bool taken = false;
        for (std::size_t b = 0; b < blobs.size(); ++b) {
            const bool onIt = spaces[b] == hexside.id;
            taken = taken || (onIt && !loose[b]);
            const double d = cv::norm(blobs[b].centreMm - middle);
            const bool inHex = spaces[b].find('/') == std::string::npos;
            if ((inHex || (loose[b] && !onIt)) && d <= kShipBlobWithinMm)
                reach.push_back({d, b, &hexside, d <= (inHex ? kHexsideClaimMm : kLooseClaimMm)});
        }
        if (taken || reach.empty()) continue;
        const double share = hiddenShareAt(middle, normalised, reference);
        if (share < kHiddenShare) continue;
        for (Claim& claim : reach) {
            const double seenOff = pieceOffMiddleMm(blobs, claim.blob, middle, normalised, reference);
            if (seenOff < kShipSeenWithinMm || (claim.withinClaim && seenOff < kNotShipBeyondMm)) {
                claim.hiddenShare = share;
                claims.push_back(claim);
            }
        }
    }
    std::sort(claims.begin(), claims.end(), [](const Claim& a, const Claim& b) { return a.rank() < b.rank(); });
    std::vector<bool> moved(blobs.size(), false);
    std::vector<const board::Space*> filled;
    for (const Claim& claim : claims) {
        if (moved[claim.blob] || std::find(filled.begin(), filled.end(), claim.hexside) != filled.end()) continue;
        moved[claim.blob] = true;
        filled.push_back(claim.hexside);
        spaces[claim.blob] = claim.hexside->id;
    }
    for (std::size_t b = 0; b < blobs.size(); ++b) {
        if (notShip[b] && !moved[b]) spaces[b] = hexAt(blobs[b].centreMm);
    }
    return spaces;
}

std::vector<SeenStack> TableMap::stacksOf(const std::vector<OccupancyBlob>& blobs, const cv::Mat& normalised,
                                          const cv::Mat& reference, const OccupancyOptions& detectorOptions) const
{
    // Counters stack: a space holds one stack. A tall stack fanned across its hex can be seen as two
    // blobs, the second over the lower counters' edges and the shadow beside them, whose colour is
    // nobody's; the surest blob of each space stands for the stack.
    const std::vector<std::string> spaces = spacesOf(blobs, normalised, reference);
    std::map<std::string, std::size_t> surest;
    std::vector<std::string> order;
    for (std::size_t b = 0; b < blobs.size(); ++b) {
        const std::string& space = spaces[b];
        const std::string key = space.empty() ? "off:" + std::to_string(order.size()) : space;
        auto [it, added] = surest.emplace(key, b);
        if (added) order.push_back(key);
        else if (blobs[b].confidence > blobs[it->second].confidence) it->second = b;
    }
    std::vector<SeenStack> out;
    out.reserve(order.size());
    for (const auto& key : order) {
        const OccupancyBlob& blob = blobs[surest.at(key)];
        SeenStack seen;
        seen.confidence = blob.confidence;
        seen.stack.space = spaces[surest.at(key)];
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
