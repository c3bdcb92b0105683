#include "app/cli/learn_faces_command.hpp"

#include "app/cli/cli_arguments.hpp"
#include "vision/identity/face_library.hpp"
#include "vision/io/image_file.hpp"

#include <nlohmann/json.hpp>
#include <opencv2/imgcodecs.hpp>

#include <iostream>

namespace adj::cli {
namespace {

using nlohmann::json;

int learnOrThrow(const std::vector<std::string>& arguments) {
    const Arguments a = parseArguments(arguments, {"--layout", "--out", "--page"}, true);
    if (!a.has("--layout")) throw BadInput("which layout? give --layout FILE.layout.json (render-counters wrote it)");
    if (!a.has("--out")) throw BadInput("where to? give --out LIBRARY.yml");
    if (a.positional.empty()) throw BadInput("which pictures? give the scanned page images, page 1 first");
    const auto pages = vision::readSheetLayout(a.get("--layout"));
    int first = 1;
    if (a.has("--page")) {
        if (a.positional.size() != 1) throw BadInput("--page names the page of one image; give one image with it");
        first = static_cast<int>(parseInteger("--page", a.get("--page"), 1, 1000));
    }
    if (first - 1 + static_cast<int>(a.positional.size()) > static_cast<int>(pages.size())) {
        throw BadInput(std::to_string(a.positional.size()) + " image(s) from page " + std::to_string(first) +
                       ", but '" + a.get("--layout") + "' has " + std::to_string(pages.size()) + " page(s)");
    }
    vision::FaceLibrary library;
    json report = json::array();
    json warnings = json::array();
    for (std::size_t i = 0; i < a.positional.size(); ++i) {
        const std::string& file = a.positional[i];
        // Its size checked before it is decoded (vision/io/image_file.hpp); ImageFileError is bad input.
        const cv::Mat image = vision::readImageFile(file);
        const vision::SheetPage& page = pages.at(static_cast<std::size_t>(first - 1) + i);
        vision::SheetLearning learned;
        try {
            learned = vision::learnFromSheet(library, image, page);
        } catch (const vision::FaceLibraryError& e) {
            throw BadInput(file + ": " + e.what());
        }
        for (const auto& w : learned.warnings) {
            std::fprintf(stderr, "adjutant-cli learn-faces: %s: %s\n", file.c_str(), w.c_str());
            warnings.push_back(file + ": " + w);
        }
        report.push_back({{"image", file}, {"page", page.number}, {"faces", learned.learned}});
    }
    library.save(a.get("--out"));
    std::cout << json{{"library", a.get("--out")}, {"faces", library.size()}, {"pages", report},
                      {"warnings", warnings}}
                     .dump(2, ' ', false, kJsonInvalidUtf8)
              << '\n';
    return kExitOk;
}

}  // namespace

int learnFacesCommand(const std::vector<std::string>& arguments) {
    return guarded("learn-faces", [&] { return learnOrThrow(arguments); });
}

}  // namespace adj::cli
