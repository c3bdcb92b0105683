#include "vision/eval/stack_score.hpp"

#include "vision/eval/scattered_position.hpp"

#include <algorithm>
#include <cstdio>
#include <limits>

namespace adj::vision::eval {
namespace {

/// A seen stack this close to a top counter is that counter's stack (about the counter's side).
constexpr double kFoundWithinMm = 12.0;
/// A seen stack this far from every counter is a false piece.
constexpr double kFalseBeyondMm = 15.0;

cv::Point2d pointOf(const tracker::ObservedStack& s) { return {s.point.x, s.point.y}; }

/// ", among CS-inf-6 (0.42), CS-inf-8 (0.40)"; ", with no candidate" when there is none.
std::string candidatesInWords(const std::vector<tracker::IdentityCandidate>& top)
{
    if (top.empty()) return ", with no candidate";
    std::string out = ", among ";
    for (std::size_t i = 0; i < top.size(); ++i) {
        char confidence[16];
        std::snprintf(confidence, sizeof confidence, "%.2f", top[i].confidence);
        out += (i == 0 ? "" : ", ") + top[i].piece + " (" + confidence + ")";
    }
    return out;
}

} // namespace

StackScore& StackScore::operator+=(const StackScore& o)
{
    visible += o.visible;
    found += o.found;
    missed += o.missed;
    rightSpace += o.rightSpace;
    rightSide += o.rightSide;
    rightCount += o.rightCount;
    falsePieces += o.falsePieces;
    extraStacks += o.extraStacks;
    identityScored += o.identityScored;
    identityRight += o.identityRight;
    identityWrong += o.identityWrong;
    identityAmongCandidates += o.identityAmongCandidates;
    identityUnknownNamed += o.identityUnknownNamed;
    mistakes.insert(mistakes.end(), o.mistakes.begin(), o.mistakes.end());
    unsure.insert(unsure.end(), o.unsure.begin(), o.unsure.end());
    return *this;
}

StackScore scoreStacks(const std::vector<StackTruth>& stacks, const synth::FrameTruth& truth,
                       const std::vector<tracker::ObservedStack>& seen,
                       const std::function<bool(const std::string&)>& identifiable)
{
    StackScore s;
    const auto nearestSeen = [&](cv::Point2d mm, double& distanceMm) {
        const tracker::ObservedStack* best = nullptr;
        distanceMm = std::numeric_limits<double>::infinity();
        for (const auto& o : seen) {
            const double d = cv::norm(pointOf(o) - mm);
            if (d < distanceMm) {
                distanceMm = d;
                best = &o;
            }
        }
        return best;
    };
    // Every stack, seen fully or not, owns the seen stack nearest its top.
    std::vector<const tracker::ObservedStack*> owned;
    for (const auto& stack : stacks) {
        const synth::PieceTruth* top = truth.find(stack.pieces.back());
        if (top == nullptr) continue;
        double d = 0;
        const tracker::ObservedStack* o = nearestSeen(top->centreMm, d);
        if (o != nullptr && d <= kFoundWithinMm) owned.push_back(o);
    }
    for (const auto& stack : stacks) {
        const std::string& topId = stack.pieces.back();
        const synth::PieceTruth* top = truth.find(topId);
        if (top == nullptr || top->visibility != synth::Visibility::Visible) continue;
        ++s.visible;
        double bestMm = 0;
        const tracker::ObservedStack* best = nearestSeen(top->centreMm, bestMm);
        if (best == nullptr || bestMm > kFoundWithinMm) {
            ++s.missed;
            s.mistakes.push_back("stack in " + stack.space + " (top " + topId + ") not seen");
            continue;
        }
        ++s.found;
        if (best->space == stack.space) {
            ++s.rightSpace;
        } else {
            s.mistakes.push_back("stack in " + stack.space + " seen in '" + best->space + "'");
        }
        s.rightSide += best->side == stack.side ? 1 : 0;
        s.rightCount += best->count == static_cast<int>(stack.pieces.size()) ? 1 : 0;

        const std::string original = originalPieceId(topId);
        if (identifiable && identifiable(topId)) {
            ++s.identityScored;
            const bool among = std::any_of(best->top.begin(), best->top.end(), [&](const tracker::IdentityCandidate& c) {
                return originalPieceId(c.piece) == original;
            });
            s.identityAmongCandidates += among ? 1 : 0;
            const bool sure = namedSurely(best->top);
            if (!sure) {
                s.unsure.push_back("top of " + stack.space + " is " + topId + ", left unsure" + candidatesInWords(best->top));
            } else if (originalPieceId(best->top.front().piece) == original) {
                ++s.identityRight;
            } else {
                ++s.identityWrong;
                s.mistakes.push_back("top of " + stack.space + " is " + topId + ", read as " + best->top.front().piece);
            }
        } else if (identifiable && namedSurely(best->top)) {
            ++s.identityUnknownNamed;
            s.mistakes.push_back("top of " + stack.space + " is " + topId + ", which identity does not know, read as " +
                                 best->top.front().piece);
        }
    }
    for (const auto& o : seen) {
        bool nearACounter = false;
        for (const auto& piece : truth.pieces) {
            nearACounter = nearACounter || cv::norm(pointOf(o) - piece.centreMm) < kFalseBeyondMm;
        }
        if (!nearACounter) {
            ++s.falsePieces;
            s.mistakes.push_back("a stack seen in '" + o.space + "' where there is none");
        } else if (std::find(owned.begin(), owned.end(), &o) == owned.end()) {
            ++s.extraStacks;
            s.mistakes.push_back("an extra stack seen in '" + o.space + "', beside a stack already seen");
        }
    }
    return s;
}

} // namespace adj::vision::eval
