#pragma once
// Scoring identity on the synthetic table, for every way of reading counters (fiducial markers,
// learned faces): per visible top counter, whether the stack seen there names it surely and
// rightly, is unsure, or names another piece surely (confidently wrong), and one frame per seed
// through the per-frame path `adjutant-cli detect` takes.

#include "table_fixture.hpp"

#include "vision/identity/identity_confidence.hpp"
#include "vision/identity/top_piece_reader.hpp"
#include "vision/table/stack_identity.hpp"
#include "vision/table/table_map.hpp"
#include "vision/table/table_vision.hpp"

#include <gtest/gtest.h>
#include <opencv2/imgcodecs.hpp>

#include <chrono>
#include <iomanip>
#include <iostream>
#include <limits>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

namespace adj::vision::test {

struct IdentityScore {
    int visible = 0;        ///< Stacks whose top counter the camera sees.
    int found = 0;          ///< ...that occupancy reported as a stack (within 12 mm of the top counter).
    int right = 0;          ///< ...whose best candidate is the top piece, at kSureIdentity or more.
    int unsure = 0;         ///< ...with no candidate at kSureIdentity or more (nothing read, or ambiguous).
    int unsureButFirst = 0; ///< Of the unsure: the top piece is the first candidate all the same.
    int unsureAmong = 0;    ///< Of the unsure: the top piece is among the candidates.
    int wrong = 0;          ///< ...whose best candidate at kSureIdentity or more names another piece.

    void add(const IdentityScore& o)
    {
        visible += o.visible;
        found += o.found;
        right += o.right;
        unsure += o.unsure;
        unsureButFirst += o.unsureButFirst;
        unsureAmong += o.unsureAmong;
        wrong += o.wrong;
    }
    [[nodiscard]] std::string text() const
    {
        std::ostringstream s;
        s << visible << " visible tops, " << found << " found as stacks: " << right << " right, " << unsure
          << " unsure (" << unsureButFirst << " with the right piece first, " << unsureAmong
          << " with it among the candidates), " << wrong << " confidently wrong";
        return s.str();
    }
};

/// `tag` starts each printed line ("[ fiducial ]"); `label` names the frame.
inline IdentityScore scoreIdentity(const std::vector<StackTruth>& stacks, const synth::FrameTruth& truth,
                                   const std::vector<SeenStack>& seen, const std::string& tag,
                                   const std::string& label)
{
    IdentityScore s;
    for (const auto& stack : stacks) {
        const synth::PieceTruth* top = truth.find(stack.pieces.back());
        if (top == nullptr || top->visibility != synth::Visibility::Visible) continue;
        ++s.visible;
        const SeenStack* best = nullptr;
        double bestMm = std::numeric_limits<double>::infinity();
        for (const auto& o : seen) {
            const double d = cv::norm(cv::Point2d(o.stack.point.x, o.stack.point.y) - top->centreMm);
            if (d < bestMm) {
                bestMm = d;
                best = &o;
            }
        }
        if (best == nullptr || bestMm > 12.0) continue;
        ++s.found;
        const auto& candidates = best->stack.top;
        if (candidates.empty() || candidates[0].confidence < kSureIdentity) {
            ++s.unsure;
            s.unsureButFirst += !candidates.empty() && candidates[0].piece == top->id ? 1 : 0;
            for (const auto& c : candidates) s.unsureAmong += c.piece == top->id ? 1 : 0;
            std::cout << tag << " " << label << ": " << top->id << " in " << stack.space << " unsure ("
                      << (candidates.empty() ? std::string("nothing read")
                                             : candidates[0].piece + " at " + std::to_string(candidates[0].confidence) +
                                                   (candidates.size() > 1 ? " of " + std::to_string(candidates.size())
                                                                          : std::string()))
                      << ")\n";
        } else if (candidates[0].piece == top->id) {
            ++s.right;
        } else {
            ++s.wrong;
            std::cout << tag << " " << label << ": " << top->id << " in " << stack.space << " read as "
                      << candidates[0].piece << " at " << candidates[0].confidence << "\n";
        }
    }
    return s;
}

/// One frame of `size` (1920 x 1080 by default) per seed of `maker`'s table with the scenario's pieces,
/// read by `reader`. `picture` names a PNG of the first frame left in tableOutputDir() (empty: none).
inline IdentityScore measureIdentity(const TableSceneMaker& maker, const TableMap& table,
                                     const TopPieceReader& reader, synth::ConditionLevel level, unsigned seeds,
                                     unsigned cameraSeedBase, const std::string& tag, const std::string& picture,
                                     double& slowestReadMs, cv::Size size = cv::Size(1920, 1080))
{
    const auto conditions = synth::Conditions::preset(level);
    const auto stacks = maker.stacks(wftu().start);
    IdentityScore total;
    for (unsigned seed = 1; seed <= seeds; ++seed) {
        // Each seed is another camera over another table: a pipeline of its own, as eval-vision gives each
        // scene (a running pipeline keeps its camera's lens from frame to frame).
        OccupancyPipeline pipeline = table.pipeline(0.5);
        synth::SyntheticCamera camera(maker.sheet(), conditions, cameraSeedBase + seed, size);
        const synth::Scene scene = maker.scene(wftu().start, conditions, seed);
        const synth::RenderedFrame frame = camera.render(scene);
        if (seed == 1 && !picture.empty()) {
            cv::imwrite((tableOutputDir() / (picture + "_" + conditions.name + ".png")).string(), frame.image);
        }
        FrameOccupancy occupancy = pipeline.process(frame.image);
        if (!occupancy.geometry.ok()) {
            // Registration is not identity's to judge (pipeline and table tests cover it): the frame
            // is left out and said so.
            std::cout << tag << " " << conditions.name << " seed " << seed << ": not registered ("
                      << occupancy.geometry.registration.reason << ")\n";
            continue;
        }
        table.recoverShadowColouredPieces(occupancy, pipeline.detector());
        auto seen = table.stacksOf(occupancy.occupancy.blobs, occupancy.occupancy.normalised,
                                   pipeline.detector().reference(), pipeline.detector().options());
        const auto start = std::chrono::steady_clock::now();
        readTopPieces(frame.image, occupancy, reader, table, seen);
        slowestReadMs = std::max(
            slowestReadMs, std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
        total.add(scoreIdentity(stacks, frame.truth, seen, tag, conditions.name + " seed " + std::to_string(seed)));
    }
    return total;
}

/// Prints the score and records it as the test's properties, each name prefixed by `name`.
inline void reportIdentity(const std::string& tag, const std::string& name, const IdentityScore& s,
                           double slowestReadMs)
{
    std::cout << tag << " " << name << ": " << s.text() << "; reading took at most " << std::fixed
              << std::setprecision(1) << slowestReadMs << " ms a frame\n";
    ::testing::Test::RecordProperty(name + "_visible", s.visible);
    ::testing::Test::RecordProperty(name + "_found", s.found);
    ::testing::Test::RecordProperty(name + "_right", s.right);
    ::testing::Test::RecordProperty(name + "_unsure", s.unsure);
    ::testing::Test::RecordProperty(name + "_wrong", s.wrong);
    ::testing::Test::RecordProperty(name + "_read_ms", static_cast<int>(std::lround(slowestReadMs)));
}

/// What TableVision committed first of a still table, and how it went: the camera photographs
/// `scene` every half second (up to eight times) until the stability gate lets it through.
struct TableCommit {
    std::optional<tracker::Observation> stable;
    synth::FrameTruth truth;           ///< Of the frame committed.
    double identityMs = 0;             ///< Reading the top pieces on that frame.
    bool readBeforeCommit = false;     ///< Some frame not committed read identities: it must not.
    std::string unregistered;          ///< Why a frame did not register, if one did not.
};

inline TableCommit firstTableCommit(TableVision& vision, synth::SyntheticCamera& camera, const synth::Scene& scene)
{
    TableCommit commit;
    for (int i = 0; i < 8 && !commit.stable; ++i) {
        const synth::RenderedFrame frame = camera.render(scene);
        const TableFrame result = vision.process(frame.image, 0.5 * i);
        if (!result.registered) {
            commit.unregistered = result.why;
            break;
        }
        if (!result.stable && result.identityMs != 0.0) commit.readBeforeCommit = true;
        commit.identityMs = result.identityMs;
        commit.stable = result.stable;
        commit.truth = frame.truth;
    }
    return commit;
}

/// The committed observation's stacks scored against `stacks`, printed with the time reading took.
inline IdentityScore scoreTableCommit(const std::vector<StackTruth>& stacks, const TableCommit& commit, const std::string& tag)
{
    std::vector<SeenStack> seen;
    for (const auto& o : commit.stable->stacks) {
        SeenStack committed;
        committed.stack = o;
        committed.confidence = 1.0;
        committed.sideConfidence = 1.0;
        seen.push_back(std::move(committed));
    }
    const IdentityScore s = scoreIdentity(stacks, commit.truth, seen, tag, "table vision");
    std::cout << tag << " table vision commit: " << s.text() << "; reading took " << std::fixed << std::setprecision(1)
              << commit.identityMs << " ms\n";
    ::testing::Test::RecordProperty("commit_identity_ms", static_cast<int>(std::lround(commit.identityMs)));
    return s;
}

} // namespace adj::vision::test
