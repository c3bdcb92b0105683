#include "vision/synth/video_script.hpp"

#include "engine/data/yaml_file.hpp"

#include <cmath>

namespace adj::vision::synth {

namespace {

nlohmann::json roundedPoint(cv::Point2d p) {
    return nlohmann::json::array({std::round(p.x * 100) / 100, std::round(p.y * 100) / 100});
}

}  // namespace

VideoScript loadVideoScript(const std::filesystem::path& file, const VideoScriptLimits& limits) {
    const data::YamlFile yaml = data::YamlFile::load(file);
    const auto root = yaml.root().fields({"game", "scenario", "position", "map", "conditions", "steps"});
    VideoScript s;
    s.game = root.string("game", "");
    s.scenario = root.string("scenario", "");
    if (root.has("position")) {
        s.position = root.string("position");
        if (s.position.is_relative()) s.position = file.parent_path() / s.position;
    }
    if (s.scenario.empty() == s.position.empty()) root.node().fail("give either `scenario:` or `position:` to start from");
    s.map = root.string("map", "");
    s.conditions = root.string("conditions", "normal");
    const auto items = root.required("steps").items();
    if (items.size() > static_cast<std::size_t>(limits.maxSteps))
        root.required("steps").fail("more than " + std::to_string(limits.maxSteps) + " steps (the most a script may have)");
    const auto bounded = [](const data::YamlValue& value, double limit, const std::string& what) {
        const double number = value.asNumber();
        if (std::abs(number) > limit) value.fail(what + " is from -" + std::to_string(static_cast<int>(limit)) + " to " +
                                                 std::to_string(static_cast<int>(limit)));
        return number;
    };
    for (const auto& item : items) {
        const auto f = item.fields({"wait", "move", "to", "hands", "bump", "hold"});
        VideoStep step;
        step.line = item.line();
        int actions = 0;
        if (f.has("wait")) {
            ++actions;
            step.action = "wait";
            step.seconds = f.number("wait");
            step.describe = {{"wait", step.seconds}};
        }
        if (f.has("move")) {
            ++actions;
            step.action = "move";
            step.pieces = f.strings("move");
            // `move: []` once reached the first piece of an empty list (SIGSEGV).
            if (step.pieces.empty()) f.required("move").fail("a move names at least one piece");
            if (step.pieces.size() > static_cast<std::size_t>(limits.maxPiecesPerMove))
                f.required("move").fail("a move names at most " + std::to_string(limits.maxPiecesPerMove) + " pieces");
            step.to = f.string("to");
            step.describe = {{"move", step.pieces}, {"to", step.to}};
        } else if (f.has("to")) {
            f.required("to").fail("`to:` belongs to a `move:` step");
        }
        if (f.has("hands")) {
            ++actions;
            step.action = "hands";
            step.seconds = f.number("hands");
            step.describe = {{"hands", step.seconds}};
        }
        if (f.has("bump")) {
            ++actions;
            step.action = "bump";
            const auto b = f.required("bump").fields({"tilt", "yaw", "roll", "shift"});
            const auto angle = [&](const char* key) {
                const auto value = b.optional(key);
                return value ? bounded(*value, limits.maxBumpDeg, std::string(key) + " (degrees)") : 0.0;
            };
            step.bumpDeg = {angle("tilt"), angle("yaw"), angle("roll")};
            if (b.has("shift")) {
                const auto xy = b.required("shift").items();
                if (xy.size() != 2) b.required("shift").fail("shift is [x, y] in mm");
                step.shiftMm = {bounded(xy[0], limits.maxShiftMm, "shift (mm)"), bounded(xy[1], limits.maxShiftMm, "shift (mm)")};
            }
            step.describe = {{"bump", {{"tilt", step.bumpDeg[0]}, {"yaw", step.bumpDeg[1]}, {"roll", step.bumpDeg[2]},
                                       {"shift", roundedPoint(step.shiftMm)}}}};
        }
        if (actions != 1) item.fail("a step is one of wait, move (with to), hands or bump");
        if (step.seconds < 0 || step.seconds > limits.maxSeconds)
            item.fail("seconds must be from 0 to " + std::to_string(static_cast<int>(limits.maxSeconds)));
        step.hold = f.number("hold", step.action == "wait" ? 0.0 : kDefaultHoldSeconds);
        if (step.hold < 0 || step.hold > limits.maxSeconds)
            f.required("hold").fail("hold is from 0 to " + std::to_string(static_cast<int>(limits.maxSeconds)) + " seconds");
        if (f.has("hold")) step.describe["hold"] = step.hold;
        s.steps.push_back(std::move(step));
    }
    if (s.steps.empty()) root.required("steps").fail("a script needs at least one step");
    return s;
}

}  // namespace adj::vision::synth
