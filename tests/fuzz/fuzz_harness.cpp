#include "tests/fuzz/fuzz_harness.hpp"

#include "tests/fuzz/mutator.hpp"

#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <mutex>
#include <string>
#include <thread>

namespace adj::fuzz {

namespace {

using Clock = std::chrono::steady_clock;

// Ends the process when one input runs too long: a hang would otherwise only show as ctest's timeout,
// with no word of which input it was.
class Watchdog {
public:
    explicit Watchdog(int seconds) : limit_(seconds), thread_([this] { watch(); }) {}
    ~Watchdog() {
        stop_ = true;
        thread_.join();
    }
    void start(const std::string& what) {
        const std::lock_guard lock(mutex_);
        what_ = what;
        since_ = Clock::now();
        running_ = true;
    }
    void done() {
        const std::lock_guard lock(mutex_);
        running_ = false;
    }

private:
    void watch() {
        while (!stop_) {
            std::this_thread::sleep_for(std::chrono::milliseconds(200));
            const std::lock_guard lock(mutex_);
            if (running_ && Clock::now() - since_ > std::chrono::seconds(limit_)) {
                std::fprintf(stderr, "fuzz: HANG: %s took more than %d s\n", what_.c_str(), limit_);
                std::fflush(stderr);
                std::_Exit(3);
            }
        }
    }
    int limit_;
    std::atomic<bool> stop_{false};
    std::mutex mutex_;
    std::string what_;
    Clock::time_point since_;
    bool running_ = false;
    std::thread thread_;
};

void writeFile(const std::filesystem::path& file, const std::string& text) {
    std::ofstream out(file, std::ios::binary | std::ios::trunc);
    out << text;
}

}  // namespace

int runFuzzTargets(const std::vector<FuzzTarget>& targets, const FuzzOptions& options) {
    std::filesystem::create_directories(options.work);
    Watchdog watchdog(options.hangSeconds);
    Mutator mutator(options.seed);
    const auto start = Clock::now();
    int totalRuns = 0;
    int totalFailures = 0;
    std::printf("fuzz: seed %llu, %d runs a target, inputs in %s\n", static_cast<unsigned long long>(options.seed),
                options.runsPerTarget, options.work.string().c_str());
    for (const FuzzTarget& target : targets) {
        const auto targetStart = Clock::now();
        const std::filesystem::path input = options.work / target.fileName;
        int accepted = 0;
        int refused = 0;
        int failed = 0;
        // Run 0 of each target is its first seed as it is, so a loader that cannot read its own
        // fixtures is seen at once.
        for (int run = 0; run < options.runsPerTarget; ++run) {
            const std::string text = run == 0 ? target.seeds.front() : mutator.next(target.seeds);
            writeFile(input, text);
            const std::string what = target.name + " run " + std::to_string(run) + " (input in " + input.string() + ")";
            watchdog.start(what);
            try {
                target.load(input);
                ++accepted;
            } catch (const std::exception& e) {
                if (target.refusal(e)) {
                    ++refused;
                } else {
                    ++failed;
                    const std::filesystem::path kept =
                        options.work / ("failure-" + target.name + "-" + std::to_string(run) + "-" + target.fileName);
                    writeFile(kept, text);
                    std::fprintf(stderr, "fuzz: INTERNAL ERROR: %s run %d: %s (input kept as %s)\n", target.name.c_str(), run,
                                 e.what(), kept.string().c_str());
                }
            }
            watchdog.done();
        }
        const double seconds = std::chrono::duration<double>(Clock::now() - targetStart).count();
        std::printf("fuzz: %-14s %5d runs: %5d read, %5d refused with a message, %d failed (%.1f s, %zu seeds)\n",
                    target.name.c_str(), options.runsPerTarget, accepted, refused, failed, seconds, target.seeds.size());
        std::fflush(stdout);
        totalRuns += options.runsPerTarget;
        totalFailures += failed;
    }
    const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
    std::printf("fuzz: %d runs over %zu loaders in %.1f s: %d failed, no crash, no hang\n", totalRuns, targets.size(), seconds,
                totalFailures);
    return totalFailures == 0 ? 0 : 1;
}

FuzzOptions parseFuzzOptions(int argc, char** argv, FuzzOptions options) {
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string flag = argv[i];
        if (flag == "--runs") {
            options.runsPerTarget = std::atoi(argv[i + 1]);
        } else if (flag == "--seed") {
            options.seed = std::strtoull(argv[i + 1], nullptr, 10);
        } else if (flag == "--work") {
            options.work = argv[i + 1];
        } else {
            std::fprintf(stderr, "fuzz: unknown option %s (--runs N --seed S --work DIR)\n", flag.c_str());
            std::exit(2);
        }
    }
    return options;
}

}  // namespace adj::fuzz
