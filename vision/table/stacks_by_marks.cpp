#include "vision/table/stacks_by_marks.hpp"

#include "vision/identity/identity_confidence.hpp"

#include <algorithm>
#include <optional>
#include <string>

namespace adj::vision {

namespace {

// A space's centre farther than this from a stack's point is not where a counter touching it stands
// (a counter is 14.3 mm across; on the practice map a hex's centre is 12.5 mm from its sides' middles).
constexpr double kTouchingReachMm = 14.0;
// A stack's measured point lies within this of its own top's mark (FiducialReadOptions::maxOffsetMm):
// a mark this near another stack is that stack's.
constexpr double kOwnMarkMm = 6.0;
// Two whole marks this far apart are on two counters: a lower counter shows no whole mark from under
// the top one, and a marker is 8.9 mm across.
constexpr double kMarksApartMm = 7.0;
// Searches round points this close cover nearly the same ground (a search reaches 6 mm).
constexpr double kSearchedAroundMm = 3.0;
// A stack read again away from a mark that is not its own is searched round a point this far from
// the mark: just beyond a search's reach (6 mm).
constexpr double kBeyondReachMm = 6.5;

struct MarkSeen {
    PlacedRead read;
    cv::Point2d standingMm;
};

/// Where a stack's top face is above the map: as high as the stack is tall (an unmeasured stack is
/// taken as one counter).
double topHeightOf(const SeenStack& s, double thicknessMm)
{
    return std::max(1, s.stack.count.value_or(1)) * thicknessMm;
}

/// The mark read cleanly where `s`'s top shows, and where the counter under it stands; nullopt when
/// none reads cleanly there.
std::optional<MarkSeen> ownMarkOf(const cv::Mat& frameBgr, const FrameOccupancy& frame, const TopPieceReader& reader,
                                  const SeenStack& s)
{
    const double topHeightMm = topHeightOf(s, reader.pieceThicknessMm());
    const auto read =
        reader.cleanReadNear(frameBgr, frame.geometry, frame.view.seenPoint(pointOf(s), topHeightMm));
    if (!read) return std::nullopt;
    return MarkSeen{*read, frame.view.standingPoint(read->seenMm, topHeightMm)};
}

/// The river hexsides (where ships stand) whose middle lies within `reachMm` of `mm`.
std::vector<std::string> riverMiddlesNear(const board::SpaceGraph& graph, cv::Point2d mm, double reachMm)
{
    std::vector<std::string> out;
    for (const board::Space& space : graph.spaces()) {
        if (space.kind != board::SpaceKind::Hexside || !space.centre) continue;
        if (cv::norm(cv::Point2d(space.centre->x, space.centre->y) - mm) <= reachMm) out.push_back(space.id);
    }
    return out;
}

bool anyStackIn(const std::vector<SeenStack>& stacks, const std::string& space)
{
    return std::any_of(stacks.begin(), stacks.end(), [&](const SeenStack& s) { return s.stack.space == space; });
}

bool readSurelyAs(const SeenStack& s, const std::string& piece)
{
    return namedSurely(s.stack.top) && s.stack.top.front().piece == piece;
}

void readAs(SeenStack& s, const PlacedRead& read, const TopPieceReader& reader)
{
    s.stack.top = {{read.piece, read.confidence}};
    if (const auto side = reader.sideOf(read.piece)) {
        s.stack.side = *side;
        s.sideConfidence = read.confidence;
    }
}

} // namespace

void settlePiecesReadTwice(const cv::Mat& frameBgr, const FrameOccupancy& frame, const TopPieceReader& reader,
                           std::vector<SeenStack>& stacks)
{
    if (!frame.geometry.ok() || frameBgr.empty() || !reader.knowsPieces()) return;
    const auto markOf = [&](const SeenStack& s, const std::string& piece) -> std::optional<cv::Point2d> {
        const auto mark = ownMarkOf(frameBgr, frame, reader, s);
        if (!mark || mark->read.piece != piece) return std::nullopt;
        return mark->standingMm;
    };
    for (std::size_t a = 0; a < stacks.size(); ++a) {
        for (std::size_t b = a + 1; b < stacks.size(); ++b) {
            if (stacks[a].stack.top.empty()) break;
            const std::string piece = stacks[a].stack.top.front().piece;
            if (!readSurelyAs(stacks[a], piece) || !readSurelyAs(stacks[b], piece)) continue;
            auto mark = markOf(stacks[a], piece);
            if (!mark) mark = markOf(stacks[b], piece);
            if (!mark) continue;
            const double toA = cv::norm(pointOf(stacks[a]) - *mark);
            const double toB = cv::norm(pointOf(stacks[b]) - *mark);
            if (toA == toB) continue;
            SeenStack& other = toA < toB ? stacks[b] : stacks[a];
            // Its own counter lies on the far side of its point from the mark: searched for round a
            // point moved that way until the mark is out of reach.
            const cv::Point2d point = pointOf(other);
            const cv::Point2d away = point - *mark;
            const double apart = cv::norm(away);
            const cv::Point2d searchAt = apart > 0 ? *mark + away * (std::max(apart, kBeyondReachMm) / apart) : point;
            auto again = reader.readTop(frameBgr, frame.geometry, frame.view, searchAt,
                                        topHeightOf(other, reader.pieceThicknessMm()));
            std::erase_if(again, [&](const tracker::IdentityCandidate& c) { return c.piece == piece; });
            const auto namesAgain = [&](const SeenStack& s) {
                return &s != &other && readSurelyAs(s, again.front().piece);
            };
            const bool takenElsewhere = !again.empty() && std::any_of(stacks.begin(), stacks.end(), namesAgain);
            if (namedSurely(again) && !takenElsewhere) {
                readAs(other, {again.front().piece, again.front().confidence, {}}, reader);
                other.stack.top = std::move(again);
                continue;
            }
            std::erase_if(again, [](const tracker::IdentityCandidate& c) { return c.confidence >= kSureIdentity; });
            other.stack.top = std::move(again);
            // The side the wrong read named goes with it.
            other.stack.side = other.sideByColour;
            other.sideConfidence = other.sideByColourConfidence;
        }
    }
}

void separateStacksByMarks(const cv::Mat& frameBgr, const FrameOccupancy& frame, const TopPieceReader& reader,
                           const TableMap& table, std::vector<SeenStack>& stacks)
{
    if (!frame.geometry.ok() || frameBgr.empty() || !reader.knowsPieces()) return;
    const board::SpaceGraph& graph = table.map().graph;
    const ViewGeometry& view = frame.view;
    const double thickness = reader.pieceThicknessMm();

    const std::size_t measured = stacks.size();
    for (std::size_t i = 0; i < measured; ++i) {
        const SeenStack& stack = stacks[i];
        const cv::Point2d point = pointOf(stack);
        // A stack's lower counters fanned out pull its measured point their way, up to kOwnMarkMm from its
        // top counter, and a ship touching that top can then stand beyond kTouchingReachMm of the point
        // and its near spaces (a ram on 1213/1312 15.7 mm from the point of the stack it touched in 1213,
        // 13.8 mm from that stack's top: 4K table 67 with fiducials, hard light). So the river middles
        // that far are searched too, reached from the top's own mark.
        const std::vector<std::string> riversFarther = riverMiddlesNear(graph, point, kTouchingReachMm + kOwnMarkMm);
        const bool river = table.byRiver(stack.stack);
        if (!river && riversFarther.empty()) continue;
        // The top's own mark is read only when a river's middle lies out of the point's reach: each read is
        // one more search for a marker.
        std::optional<std::optional<MarkSeen>> ownMark;
        const auto touchingRiver = [&](cv::Point2d middle) {
            if (cv::norm(middle - point) <= kTouchingReachMm) return true;
            if (!ownMark) ownMark = ownMarkOf(frameBgr, frame, reader, stack);
            return ownMark->has_value() && cv::norm(middle - (*ownMark)->standingMm) <= kTouchingReachMm;
        };

        // Where the marks are looked for: where a counter touching the stack would stand (one counter
        // high: a ship, or a counter beside it), then, if one is found there, the stack's own top. A
        // space another stack holds is that stack's to read, and a search round a point already
        // searched round finds the same mark.
        const cv::Point2d ownTop = view.seenPoint(point, topHeightOf(stack, thickness));
        std::vector<cv::Point2d> lookAt;
        // A stack with no hexside among its spaces has only a ship to look for, on those river middles.
        std::vector<std::string> spaces;
        if (river) {
            spaces.push_back(stack.stack.space);
            spaces.insert(spaces.end(), stack.stack.near.begin(), stack.stack.near.end());
        }
        spaces.insert(spaces.end(), riversFarther.begin(), riversFarther.end());
        const auto isFartherRiver = [&](const std::string& space) {
            return std::find(riversFarther.begin(), riversFarther.end(), space) != riversFarther.end();
        };
        for (const std::string& space : spaces) {
            const auto centre = table.centreOf(space);
            if (!centre) continue;
            const bool touching =
                isFartherRiver(space) ? touchingRiver(*centre) : cv::norm(*centre - point) <= kTouchingReachMm;
            if (!touching) continue;
            if (space != stack.stack.space && anyStackIn(stacks, space)) continue;
            const cv::Point2d at = view.seenPoint(*centre, thickness);
            const auto searched = [&](const cv::Point2d& p) { return cv::norm(p - at) < kSearchedAroundMm; };
            if (!searched(ownTop) && std::none_of(lookAt.begin(), lookAt.end(), searched)) lookAt.push_back(at);
        }
        // A mark another stack accounts for (read surely as its piece, or standing within a search's
        // reach of it) is that stack's business.
        const auto othersMark = [&](const MarkSeen& m) {
            for (std::size_t j = 0; j < stacks.size(); ++j) {
                if (j == i) continue;
                if (readSurelyAs(stacks[j], m.read.piece) ||
                    cv::norm(pointOf(stacks[j]) - m.standingMm) <= kOwnMarkMm)
                    return true;
            }
            return false;
        };
        std::vector<MarkSeen> marks;
        const auto readAround = [&](const cv::Point2d& at) {
            const auto read = reader.cleanReadNear(frameBgr, frame.geometry, at);
            if (!read) return;
            const MarkSeen mark{*read, view.standingPoint(read->seenMm, thickness)};
            const bool known = std::any_of(marks.begin(), marks.end(),
                                           [&](const MarkSeen& m) { return m.read.piece == read->piece; });
            if (!known && !othersMark(mark)) marks.push_back(mark);
        };
        for (const cv::Point2d& at : lookAt) readAround(at);
        if (marks.empty()) continue;
        readAround(ownTop);
        // The stack's own top can show no mark read cleanly (partly covered, or in glare) and still have
        // been read surely as another piece than the one found beside it: that is the second counter,
        // where the stack was measured (a ram on 1213/1312 beside a stack in 1312 whose top's mark was
        // not read cleanly, 4K table 24 with fiducials, hard light). Unless another stack accounts for
        // that piece: then the stack's read is that stack's piece seen again (a gunboat beside it).
        if (marks.size() == 1 && namedSurely(stack.stack.top)) {
            const tracker::IdentityCandidate& top = stack.stack.top.front();
            const MarkSeen ownRead{{top.piece, top.confidence, ownTop}, point};
            if (top.piece != marks.front().read.piece && !othersMark(ownRead)) marks.insert(marks.begin(), ownRead);
        }
        if (marks.size() < 2) continue;
        bool apart = true;
        for (std::size_t a = 0; a < marks.size(); ++a)
            for (std::size_t b = a + 1; b < marks.size(); ++b)
                apart = apart && cv::norm(marks[a].standingMm - marks[b].standingMm) >= kMarksApartMm;
        if (!apart) continue;

        std::sort(marks.begin(), marks.end(), [&](const MarkSeen& a, const MarkSeen& b) {
            return cv::norm(a.standingMm - point) < cv::norm(b.standingMm - point);
        });
        std::vector<SeenStack> separated;
        for (std::size_t m = 1; m < marks.size(); ++m) {
            const std::string space = table.spaceAt(marks[m].standingMm);
            if (space.empty() || anyStackIn(stacks, space) || anyStackIn(separated, space)) continue;
            SeenStack piece;
            piece.stack.space = space;
            piece.stack.point = {marks[m].standingMm.x, marks[m].standingMm.y};
            piece.stack.near = table.nearSpaces(marks[m].standingMm, space);
            piece.confidence = stack.confidence;
            readAs(piece, marks[m].read, reader);
            separated.push_back(std::move(piece));
        }
        if (separated.empty()) continue;
        // The stack is the counter whose mark is nearest its point; its top is read as that one.
        if (!readSurelyAs(stacks[i], marks.front().read.piece)) readAs(stacks[i], marks.front().read, reader);
        for (auto& s : separated) stacks.push_back(std::move(s));
    }
}

void placeShipsByMarks(const cv::Mat& frameBgr, const FrameOccupancy& frame, const TopPieceReader& reader,
                       const TableMap& table, const PieceFootings& footings, std::vector<SeenStack>& stacks)
{
    if (!frame.geometry.ok() || frameBgr.empty() || !reader.knowsPieces()) return;
    for (SeenStack& stack : stacks) {
        if (!namedSurely(stack.stack.top)) continue;
        const std::string& piece = stack.stack.top.front().piece;
        if (footings.standsOnHexsides(piece) != true || !table.byRiver(stack.stack)) continue;
        const auto own = ownMarkOf(frameBgr, frame, reader, stack);
        if (!own || own->read.piece != piece) continue;
        const cv::Point2d mark = own->standingMm;
        const std::string space = table.spaceAt(mark);
        if (space == stack.stack.space || !table.isHexside(space) || anyStackIn(stacks, space)) continue;
        stack.stack.space = space;
        stack.stack.point = {mark.x, mark.y};
        stack.stack.near = table.nearSpaces(mark, space);
    }
}

} // namespace adj::vision
