// The crash test of issue 7: a writer process appending events is killed with SIGKILL at random
// moments (seeded random delays of 1-30 ms, counted from the spawn for a quarter of the kills and
// from the writer's first append for the rest), again and again, on the same database. After every kill, every event the writer had
// reported as committed must be there with its exact content, the log must be contiguous, and
// PRAGMA integrity_check must say ok.
//
// ADJUTANT_CRASH_SEED and ADJUTANT_CRASH_KILLS override the seed and the number of kills.
#include "tests/storage/support/crash_events.hpp"
#include "tests/storage/support/temp_dir.hpp"

#include "app/storage/sqlite_connection.hpp"

#include <gtest/gtest.h>

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <sqlite3.h>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <cstdlib>
#include <random>
#include <sstream>
#include <thread>

extern char** environ;

namespace adj::storage::testing {
namespace {

std::uint64_t envNumber(const char* name, std::uint64_t fallback) {
    const char* text = std::getenv(name);
    return text != nullptr && *text != '\0' ? std::strtoull(text, nullptr, 10) : fallback;
}

struct WriterRun {
    std::vector<Seq> reported;  // what the writer printed before it died
    int status = 0;
};

// Where a kill's random delay is counted from.
enum class Aim {
    StartUp,  // from the spawn: kills land in process start-up, opening, migrating, recovery checks
    Appends,  // from the writer's "ready": kills land in the append loop
};

// Reads what the writer printed into `text`; false at end of output.
bool readSome(int fd, std::string& text) {
    char buffer[4096];
    while (true) {
        const ssize_t n = ::read(fd, buffer, sizeof buffer);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        text.append(buffer, static_cast<std::size_t>(n));
        return true;
    }
}

// Starts the writer, lets it run for `delay`, kills it, and collects what it reported.
WriterRun runAndKill(const std::filesystem::path& database, Aim aim, std::chrono::milliseconds delay) {
    int out[2];
    if (::pipe2(out, O_CLOEXEC) != 0) throw std::runtime_error("pipe2 failed");
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, out[1], STDOUT_FILENO);  // dup2 clears CLOEXEC
    const std::string writer = STORE_CRASH_WRITER;
    const std::string path = database.string();
    char* argv[] = {const_cast<char*>(writer.c_str()), const_cast<char*>(path.c_str()), nullptr};
    pid_t pid = 0;
    const int spawned = ::posix_spawn(&pid, writer.c_str(), &actions, nullptr, argv, environ);
    posix_spawn_file_actions_destroy(&actions);
    ::close(out[1]);
    if (spawned != 0) {
        ::close(out[0]);
        throw std::runtime_error("cannot start " + writer + ": " + std::strerror(spawned));
    }

    std::string text;
    if (aim == Aim::Appends) {
        // Nothing else is printed before "ready", so waiting for the first line is enough; a
        // writer that dies instead ends the output and the status says why.
        while (text.find('\n') == std::string::npos && readSome(out[0], text)) {
        }
    }
    std::this_thread::sleep_for(delay);
    ::kill(pid, SIGKILL);
    WriterRun run;
    ::waitpid(pid, &run.status, 0);

    // The writer is dead, so the pipe ends: everything it wrote before dying is in it.
    while (readSome(out[0], text)) {
    }
    ::close(out[0]);
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);) {
        // A line cut by the kill has no newline; the number before it was still reported whole.
        if (lines.eof() || line == "ready") continue;
        run.reported.push_back(std::stoll(line));
    }
    return run;
}

struct Verdict {
    Seq lastSeq = 0;
    std::string problem;  // empty when all is well
};

// What the kiosk would find after the power came back.
Verdict verify(const std::filesystem::path& database, Seq reportedUpTo) {
    Verdict verdict;
    // Killed before its first commit: no file, or one whose schema never committed.
    if (!std::filesystem::exists(database))
        return reportedUpTo == 0 ? verdict : Verdict{0, "the database is gone"};
    sql::Connection connection = sql::Connection::open(database, SQLITE_OPEN_READWRITE);
    const std::string integrity = [&] {
        sql::Statement check = connection.prepare("PRAGMA integrity_check");
        std::string all;
        while (check.step()) all += check.text(0);
        return all;
    }();
    if (integrity != "ok") return {0, "integrity_check: " + integrity};
    if (connection.queryInteger("PRAGMA user_version") == 0) {
        // Schema creation is one transaction: either all tables are there or none.
        if (connection.queryInteger("SELECT count(*) FROM sqlite_schema") != 0) return {0, "a half-created schema"};
        return reportedUpTo == 0 ? verdict : Verdict{0, "the schema is gone"};
    }

    sql::Statement events = connection.prepare(
        "SELECT seq, type, json FROM events WHERE game = (SELECT id FROM games WHERE uid = ?1) ORDER BY seq");
    events.bind(1, std::string_view(kCrashGameUid));
    Seq expected = kFirstSeq;
    while (events.step()) {
        const Seq seq = events.integer(0);
        if (seq != expected) return {expected - 1, "event " + std::to_string(expected) + " missing, found " + std::to_string(seq)};
        if (events.text(1) != crashEventType(seq) || events.text(2) != crashEventJson(seq))
            return {seq, "event " + std::to_string(seq) + " has the wrong content"};
        ++expected;
    }
    verdict.lastSeq = expected - 1;
    if (verdict.lastSeq < reportedUpTo)
        return {verdict.lastSeq, "reported " + std::to_string(reportedUpTo) + " as committed, but the log ends at " +
                                     std::to_string(verdict.lastSeq)};
    // At most the one event whose commit finished but whose number had not been printed yet.
    if (verdict.lastSeq > reportedUpTo + 1)
        return {verdict.lastSeq, "the log holds " + std::to_string(verdict.lastSeq - reportedUpTo) + " events past the last reported"};

    sql::Statement snapshots = connection.prepare(
        "SELECT seq, position FROM snapshots WHERE game = (SELECT id FROM games WHERE uid = ?1)");
    snapshots.bind(1, std::string_view(kCrashGameUid));
    while (snapshots.step()) {
        const Seq seq = snapshots.integer(0);
        if (seq > verdict.lastSeq || snapshots.text(1) != crashPositionJson(seq))
            return {verdict.lastSeq, "snapshot at " + std::to_string(seq) + " is wrong"};
    }
    return verdict;
}

TEST(CrashTest, EveryReportedEventSurvivesRepeatedSigkill) {
    const std::uint64_t seed = envNumber("ADJUTANT_CRASH_SEED", 20240607);
    const std::uint64_t kills = std::max<std::uint64_t>(200, envNumber("ADJUTANT_CRASH_KILLS", 200));
    std::mt19937_64 random(seed);
    std::uniform_int_distribution<int> delayMs(1, 30);
    std::bernoulli_distribution aimAtStartUp(0.25);

    TempDir dir("adjutant-crash");
    const std::filesystem::path database = dir / "games.sqlite";
    const auto start = std::chrono::steady_clock::now();
    Seq reportedUpTo = 0;
    std::uint64_t killedWhileAppending = 0;

    for (std::uint64_t round = 1; round <= kills; ++round) {
        const Aim aim = aimAtStartUp(random) ? Aim::StartUp : Aim::Appends;
        const int delay = delayMs(random);
        const WriterRun run = runAndKill(database, aim, std::chrono::milliseconds(delay));
        ASSERT_TRUE(WIFSIGNALED(run.status) && WTERMSIG(run.status) == SIGKILL)
            << "round " << round << ": the writer ended on its own (status " << run.status << "); see its message above";
        for (const Seq seq : run.reported) {
            ASSERT_EQ(seq, reportedUpTo + 1)
                << "round " << round << ": the writer reported " << seq << " after " << reportedUpTo;
            reportedUpTo = seq;
        }
        if (!run.reported.empty()) ++killedWhileAppending;
        const Verdict verdict = verify(database, reportedUpTo);
        ASSERT_TRUE(verdict.problem.empty()) << "after kill " << round << " (delay " << delay << " ms, seed " << seed
                                             << "): " << verdict.problem;
        // The writer continues from the log, so an unreported but committed event counts too.
        reportedUpTo = std::max(reportedUpTo, verdict.lastSeq);
    }

    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    bool recoveredAnywhere = false;
    for (const auto& entry : std::filesystem::directory_iterator(dir.path()))
        recoveredAnywhere = recoveredAnywhere || entry.path().filename().string().find(".damaged-") != std::string::npos;
    EXPECT_FALSE(recoveredAnywhere) << "a kill left a database the store judged damaged";
    EXPECT_GT(reportedUpTo, static_cast<Seq>(kills / 2)) << "the writer hardly ever got to append";

    std::cout << "crash test: " << kills << " SIGKILLs (" << killedWhileAppending << " after at least one append), "
              << reportedUpTo << " events committed and verified, " << seconds << " s, seed " << seed << "\n";
    ::testing::Test::RecordProperty("kills", static_cast<int>(kills));
    ::testing::Test::RecordProperty("events", static_cast<int>(reportedUpTo));
}

}  // namespace
}  // namespace adj::storage::testing
