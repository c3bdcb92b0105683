#include "app/cli/render_commands.hpp"

#include "app/cli/cli_arguments.hpp"
#include "app/cli/cli_commands.hpp"
#include "app/print/pdf_pages.hpp"
#include "engine/data/data_error.hpp"
#include "engine/data/game_data.hpp"
#include "engine/data/game_manifest.hpp"
#include "vision/print/counter_sheet.hpp"
#include "vision/registration/aruco_dictionary.hpp"
#include "vision/print/map_painter.hpp"

#include <nlohmann/json.hpp>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include <array>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <optional>
#include <stdexcept>

namespace adj::cli {

const char* const kRenderUsage =
    "  render-map --game ID --out FILE.png|FILE.pdf [--map FILE|ID] [--dpi N] [--paper a4|letter|sheet]\n"
    "                              the game's map at true scale with its registration markers: a PNG\n"
    "                              (default 150 dpi) or a PDF tiled over A4/Letter pages with overlap\n"
    "                              and crop marks, or one large sheet (PDF default 300 dpi, A4)\n"
    "  render-counters --game ID --out FILE.png|FILE.pdf [--fiducials] [--paper a4|letter|sheet]\n"
    "                  [--scenario ID] [--dpi N]\n"
    "                              counter sheets (9/16\" counters) for the scenarios' pieces, and\n"
    "                              FILE.layout.json saying which piece is where\n"
    "  print-kit --game ID --out DIR [--map FILE|ID] [--dpi N]\n"
    "                              the map, counter sheets and registration markers as PDFs for A4,\n"
    "                              for Letter and as single sheets, in DIR\n";

namespace {

namespace fs = std::filesystem;
using print::Paper;


struct Options {
    fs::path dataDir = data::defaultDataDir();
    std::string game;
    std::string map;
    fs::path out;
    std::optional<double> dpi;
    std::optional<Paper> paper;
    bool fiducials = false;
    std::string scenario;
};

Options parseOptions(const std::string& command, const std::vector<std::string>& arguments, bool counters) {
    Options o;
    for (std::size_t i = 0; i < arguments.size(); ++i) {
        const std::string& a = arguments[i];
        const bool hasValue = i + 1 < arguments.size();
        if (a == "--data" && hasValue) {
            o.dataDir = arguments[++i];
        } else if (a == "--game" && hasValue) {
            o.game = arguments[++i];
        } else if (a == "--map" && hasValue && !counters) {
            o.map = arguments[++i];
        } else if (a == "--out" && hasValue) {
            o.out = arguments[++i];
        } else if (a == "--dpi" && hasValue) {
            const std::string& text = arguments[++i];
            char* end = nullptr;
            const double dpi = std::strtod(text.c_str(), &end);
            if (end == text.c_str() || *end != '\0' || !(dpi >= 50 && dpi <= 1200))
                throw BadInput("--dpi is a number from 50 to 1200, not '" + text + "'");
            o.dpi = dpi;
        } else if (a == "--paper" && hasValue && command != "print-kit") {
            const std::string& text = arguments[++i];
            o.paper = print::parsePaper(text);
            if (!o.paper) throw BadInput("--paper is a4, letter or sheet, not '" + text + "'");
        } else if (a == "--fiducials" && counters) {
            o.fiducials = true;
        } else if (a == "--scenario" && hasValue && counters) {
            o.scenario = arguments[++i];
        } else {
            throw BadInput("unexpected argument '" + a + "'");
        }
    }
    if (o.game.empty()) throw BadInput("which game? give --game ID ('adjutant-cli games' lists them)");
    if (o.out.empty()) throw BadInput(command == "print-kit" ? "where to? give --out DIR" : "where to? give --out FILE.png or FILE.pdf");
    return o;
}

data::GameData loadGame(const Options& o) {
    const fs::path folder = o.dataDir / "games" / o.game;
    if (!fs::is_regular_file(folder / "game.yaml"))
        throw BadInput("no game '" + o.game + "' in " + (o.dataDir / "games").string() +
                       " (run 'adjutant-cli games' to list them)");
    try {
        return data::loadGameData(folder);
    } catch (const data::DataError& error) {
        throw BadInput(error.what());
    }
}

// Fails early, before minutes of drawing, when the file cannot be written.
void checkWritable(const fs::path& file) {
    const fs::path parent = file.parent_path().empty() ? fs::path(".") : file.parent_path();
    if (!fs::is_directory(parent)) throw BadInput("cannot write '" + file.string() + "': no directory '" + parent.string() + "'");
    std::ofstream probe(file, std::ios::binary | std::ios::app);
    if (!probe) throw BadInput("cannot write '" + file.string() + "': " + std::strerror(errno));
}

std::string extensionOf(const fs::path& file) {
    std::string ext = file.extension().string();
    for (char& c : ext) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return ext;
}

std::uint32_t crc32(const unsigned char* data, std::size_t size) {
    std::uint32_t crc = 0xFFFFFFFFu;
    for (std::size_t i = 0; i < size; ++i) {
        crc ^= data[i];
        for (int k = 0; k < 8; ++k) crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1u)));
    }
    return crc ^ 0xFFFFFFFFu;
}

// A PNG with its resolution in a pHYs chunk, so image viewers and printers know its true size.
void writePng(const fs::path& file, const cv::Mat& image, double dpi) {
    std::vector<uchar> png;
    if (!cv::imencode(".png", image, png)) throw std::runtime_error("could not encode " + file.string());
    const auto perMetre = static_cast<std::uint32_t>(std::lround(dpi / 0.0254));
    std::vector<uchar> chunk;
    const auto put32 = [&](std::uint32_t v) {
        for (int shift = 24; shift >= 0; shift -= 8) chunk.push_back(static_cast<uchar>((v >> shift) & 0xFF));
    };
    put32(9);
    for (const char c : {'p', 'H', 'Y', 's'}) chunk.push_back(static_cast<uchar>(c));
    put32(perMetre);
    put32(perMetre);
    chunk.push_back(1);  // unit: metre
    put32(crc32(chunk.data() + 4, chunk.size() - 4));
    constexpr std::size_t kAfterHeader = 8 + 25;  // signature, then the IHDR chunk
    png.insert(png.begin() + kAfterHeader, chunk.begin(), chunk.end());
    std::ofstream stream(file, std::ios::binary | std::ios::trunc);
    stream.write(reinterpret_cast<const char*>(png.data()), static_cast<std::streamsize>(png.size()));
    if (!stream) throw BadInput("cannot write '" + file.string() + "': " + std::strerror(errno));
}

nlohmann::json markersJson(const vision::MarkerLayout& layout) {
    nlohmann::json list = nlohmann::json::array();
    for (const auto& m : layout.markers) list.push_back({{"id", m.id}, {"topLeftMm", {m.topLeftMm.x, m.topLeftMm.y}}});
    return {{"dictionary", layout.dictionary}, {"markerSideMm", layout.markerSideMm}, {"markers", list}};
}

std::string mapTitle(const data::GameData& game, const data::GameMap& map) {
    return game.manifest.title + ": " + map.name;
}

vision::print::PrintedMap renderMapPicture(const data::GameData& game, const data::GameMap& map, double dpi) {
    vision::print::MapPrintOptions options;
    options.pxPerMm = dpi / vision::print::kMmPerInch;
    options.title = mapTitle(game, map);
    return vision::print::printMap(map, game.definition, options);
}

// Writes the rendered map; returns what stdout reports about it.
nlohmann::json writeMap(const data::GameData& game, const data::GameMap& map, const vision::print::PrintedMap& printed,
                        const fs::path& out, Paper paper) {
    const double dpi = printed.pxPerMm * vision::print::kMmPerInch;
    nlohmann::json report{{"file", out.string()},
                          {"map", map.id},
                          {"dpi", dpi},
                          {"pxPerMm", printed.pxPerMm},
                          {"mapMm", {printed.areaMm.width, printed.areaMm.height}},
                          {"sheetMm", {printed.sizeMm().width, printed.sizeMm().height}},
                          {"sheetOriginMm", {printed.originMm.x, printed.originMm.y}},
                          {"hexFlatToFlatMm", map.graph.hexGrid()->spec().flatToFlatMm()},
                          {"registration", markersJson(printed.layout)}};
    if (extensionOf(out) == ".png") {
        writePng(out, printed.image, dpi);
        report["pixels"] = {printed.image.cols, printed.image.rows};
    } else {
        report["paper"] = std::string(print::paperName(paper));
        report["pages"] = print::writePicturePdf(out, printed.image, printed.pxPerMm, paper, mapTitle(game, map));
    }
    return report;
}

fs::path layoutFileFor(const fs::path& out) {
    fs::path layout = out;
    layout.replace_extension(".layout.json");
    return layout;
}

nlohmann::json writeCounters(const data::GameData& game, const std::vector<vision::print::CounterToPrint>& counters,
                             const fs::path& out, Paper paper, double dpi) {
    const double pxPerMm = dpi / vision::print::kMmPerInch;
    const auto pages = vision::print::layCounterPages(counters, print::paperSizeMm(paper), print::kPageMarginMm, pxPerMm);
    const std::string title = game.manifest.title + ": counters";
    std::vector<std::string> files;
    if (extensionOf(out) == ".png") {
        for (std::size_t i = 0; i < pages.size(); ++i) {
            fs::path file = out;
            if (i > 0) file.replace_filename(out.stem().string() + "-" + std::to_string(i + 1) + ".png");
            writePng(file, pages[i].image, dpi);
            files.push_back(file.string());
        }
    } else {
        std::vector<cv::Mat> images;
        for (const auto& page : pages) images.push_back(page.image);
        print::writePagesPdf(out, images, pages.front().pageMm, pxPerMm, title);
        files.push_back(out.string());
    }
    const fs::path layout = layoutFileFor(out);
    std::ofstream stream(layout, std::ios::trunc);
    stream << vision::print::counterSheetJson(game.manifest.id, counters, pages).dump(2, ' ', false, kJsonInvalidUtf8) << '\n';
    if (!stream) throw BadInput("cannot write '" + layout.string() + "': " + std::strerror(errno));
    return {{"files", files},
            {"layout", layout.string()},
            {"paper", std::string(print::paperName(paper))},
            {"pages", pages.size()},
            {"counters", counters.size()},
            {"dpi", dpi}};
}

// The map's registration markers on pages of their own, each with where it goes, for players who
// print the map elsewhere (or use their own published map) and lay the markers round it.
nlohmann::json writeMarkerPages(const data::GameData& game, const vision::MarkerLayout& layout, const fs::path& out,
                                Paper paper, double dpi) {
    const double pxPerMm = dpi / vision::print::kMmPerInch;
    const cv::Size2d pageMm = print::paperSizeMm(paper);
    const double cellW = 62;
    const double cellH = 52;
    const int columns = static_cast<int>((pageMm.width - 2 * print::kPageMarginMm) / cellW);
    const int rows = static_cast<int>((pageMm.height - 2 * print::kPageMarginMm - 10) / cellH);
    std::vector<cv::Mat> pages;
    for (std::size_t i = 0; i < layout.markers.size(); ++i) {
        const std::size_t slot = i % static_cast<std::size_t>(columns * rows);
        if (slot == 0) {
            pages.emplace_back(cv::Size(static_cast<int>(std::lround(pageMm.width * pxPerMm)),
                                        static_cast<int>(std::lround(pageMm.height * pxPerMm))),
                               CV_8UC3, cv::Scalar::all(255));
        }
        const auto& m = layout.markers[i];
        const cv::Point2d cell(print::kPageMarginMm + static_cast<double>(slot % columns) * cellW,
                               print::kPageMarginMm + 10 + static_cast<double>(slot / columns) * cellH);
        const cv::Point2d topLeft = cell + cv::Point2d((cellW - layout.markerSideMm) / 2, 6);
        vision::print::drawMarkerAt(pages.back(), pxPerMm, layout, m, topLeft);
        char caption[120];
        std::snprintf(caption, sizeof caption, "id %d: top-left at map (%.1f, %.1f) mm", m.id, m.topLeftMm.x,
                      m.topLeftMm.y);
        const double scale = 2.4 * pxPerMm / 22.0;
        cv::putText(pages.back(), caption,
                    cv::Point(static_cast<int>(cell.x * pxPerMm), static_cast<int>((topLeft.y + layout.markerSideMm + 8) * pxPerMm)),
                    cv::FONT_HERSHEY_SIMPLEX, scale, cv::Scalar::all(0), std::max(1, static_cast<int>(scale * 1.5)), cv::LINE_AA);
    }
    const std::string title = game.manifest.title + ": corner markers (" + vision::arucoDictionaryWords(layout.dictionary) + ", " +
                              std::to_string(static_cast<int>(layout.markerSideMm)) + " mm)";
    print::writePagesPdf(out, pages, pageMm, pxPerMm, title);
    return {{"file", out.string()}, {"pages", pages.size()}};
}

}  // namespace

int renderMap(const std::vector<std::string>& arguments) {
    return guarded("render-map", [&] {
        const Options o = parseOptions("render-map", arguments, false);
        const std::string ext = extensionOf(o.out);
        if (ext != ".png" && ext != ".pdf")
            throw BadInput("--out must end in .png or .pdf, not '" + o.out.string() + "'");
        const data::GameData game = loadGame(o);
        const data::GameMap map = chooseMap(game, o.map);
        checkWritable(o.out);
        const double dpi = o.dpi.value_or(ext == ".png" ? 150.0 : 300.0);
        const auto printed = renderMapPicture(game, map, dpi);
        std::cout << writeMap(game, map, printed, o.out, o.paper.value_or(Paper::A4)).dump(2, ' ', false, kJsonInvalidUtf8) << '\n';
        return kExitOk;
    });
}

int renderCounters(const std::vector<std::string>& arguments) {
    return guarded("render-counters", [&] {
        const Options o = parseOptions("render-counters", arguments, true);
        const std::string ext = extensionOf(o.out);
        if (ext != ".png" && ext != ".pdf")
            throw BadInput("--out must end in .png or .pdf, not '" + o.out.string() + "'");
        const data::GameData game = loadGame(o);
        const auto counters = vision::print::countersOf(game, o.scenario, o.fiducials);
        checkWritable(o.out);
        const Paper paper = o.paper.value_or(ext == ".png" ? Paper::Sheet : Paper::A4);
        std::cout << writeCounters(game, counters, o.out, paper, o.dpi.value_or(vision::print::kCounterPrintDpi)).dump(2, ' ', false, kJsonInvalidUtf8) << '\n';
        return kExitOk;
    });
}

int printKit(const std::vector<std::string>& arguments) {
    return guarded("print-kit", [&] {
        const Options o = parseOptions("print-kit", arguments, false);
        const data::GameData game = loadGame(o);
        const data::GameMap map = chooseMap(game, o.map);
        std::error_code error;
        fs::create_directories(o.out, error);
        if (error || !fs::is_directory(o.out))
            throw BadInput("cannot make the directory '" + o.out.string() + "': " + error.message());
        checkWritable(o.out / "map-a4.pdf");
        const double dpi = o.dpi.value_or(300.0);
        nlohmann::json report{{"game", game.manifest.id}, {"mapId", map.id}, {"directory", o.out.string()}};
        const auto printed = renderMapPicture(game, map, dpi);
        const auto plain = vision::print::countersOf(game, "", false);
        const auto fiducial = vision::print::countersOf(game, "", true);
        for (const Paper paper : {Paper::A4, Paper::Letter, Paper::Sheet}) {
            const std::string name(print::paperName(paper));
            report["map"][name] = writeMap(game, map, printed, o.out / ("map-" + name + ".pdf"), paper);
            report["counters"][name] = writeCounters(game, plain, o.out / ("counters-" + name + ".pdf"), paper, dpi);
            report["fiducialCounters"][name] =
                writeCounters(game, fiducial, o.out / ("counters-fiducial-" + name + ".pdf"), paper, dpi);
            if (paper != Paper::Sheet) {
                const auto layout = vision::print::mapMarkerLayout(map);
                report["markers"][name] = writeMarkerPages(game, layout, o.out / ("markers-" + name + ".pdf"), paper, dpi);
            }
        }
        report["preview"] = writeMap(game, map, renderMapPicture(game, map, 100.0), o.out / "map-preview.png", Paper::Sheet);
        std::cout << report.dump(2, ' ', false, kJsonInvalidUtf8) << '\n';
        return kExitOk;
    });
}

}  // namespace adj::cli
