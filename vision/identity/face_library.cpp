#include "vision/identity/face_library.hpp"

#include "engine/data/text_check.hpp"
#include "engine/session/json_reader.hpp"

#include <nlohmann/json.hpp>
#include <opencv2/imgcodecs.hpp>
#include <zlib.h>
#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cstdio>
#include <cmath>
#include <fstream>
#include <set>
#include <sstream>

namespace adj::vision {

namespace {

constexpr const char* kFormat = "adjutant-face-library";
constexpr int kVersion = 1;

// Edge search on a sheet: how far from the layout's centre a counter may sit, and how far either
// side of its edge the colours compared are. The strip is a pixel at the library's resolution: any
// wider and a square a pixel or two off the edge still has print inside and paper outside, and
// the search cannot tell it from the right one.
constexpr double kSheetSearchMm = 2.0;
constexpr double kEdgeStripMm = 0.75 / FaceLibrary::kFacePxPerMm; // the pixels just either side
// A counter's edge against the paper differs by at least this much (mean absolute BGR difference
// across the edge); less, and the cell holds no clear counter edge where the layout says.
constexpr double kClearEdge = 25.0;

// Mean over the four edges of a square (side `sidePx`, centred at `centre`) of how much the colour
// just outside differs from just inside: a counter's print against the paper around it.
double edgeContrast(const cv::Mat& image, cv::Point2d centre, double sidePx, double stripPx)
{
    const double half = sidePx / 2.0;
    double sum = 0;
    int n = 0;
    const int samples = 24;
    for (int edge = 0; edge < 4; ++edge) {
        for (int k = 0; k < samples; ++k) {
            // Along the middle 80% of the edge, clear of the corners' rounding.
            const double t = -0.4 + 0.8 * k / (samples - 1);
            cv::Point2d along;
            cv::Point2d out;
            switch (edge) {
            case 0: along = {t * sidePx, -half}; out = {0, -1}; break;
            case 1: along = {t * sidePx, half}; out = {0, 1}; break;
            case 2: along = {-half, t * sidePx}; out = {-1, 0}; break;
            default: along = {half, t * sidePx}; out = {1, 0}; break;
            }
            const cv::Point2d p = centre + along;
            const cv::Point inside(cvRound(p.x - out.x * stripPx), cvRound(p.y - out.y * stripPx));
            const cv::Point outside(cvRound(p.x + out.x * stripPx), cvRound(p.y + out.y * stripPx));
            if (!cv::Rect(0, 0, image.cols, image.rows).contains(inside) ||
                !cv::Rect(0, 0, image.cols, image.rows).contains(outside))
                continue;
            const auto a = image.at<cv::Vec3b>(inside);
            const auto b = image.at<cv::Vec3b>(outside);
            sum += (std::abs(a[0] - b[0]) + std::abs(a[1] - b[1]) + std::abs(a[2] - b[2])) / 3.0;
            ++n;
        }
    }
    return n > 0 ? sum / n : 0.0;
}

FaceLibraryError libraryError(const std::filesystem::path& file, const std::string& what)
{
    return FaceLibraryError(file.string() + ": " + what);
}

} // namespace

void FaceLibrary::add(const std::string& piece, const std::string& side, const cv::Mat& faceBgr)
{
    if (piece.empty()) throw std::invalid_argument("FaceLibrary::add: the piece id is empty");
    if (faceBgr.empty() || faceBgr.type() != CV_8UC3)
        throw std::invalid_argument("FaceLibrary::add: the face of '" + piece + "' is not an 8-bit BGR picture");
    cv::Mat face;
    cv::resize(faceBgr, face, cv::Size(kFaceSidePx, kFaceSidePx), 0, 0,
               faceBgr.cols > kFaceSidePx ? cv::INTER_AREA : cv::INTER_LINEAR);
    for (auto& known : faces_) {
        if (known.piece == piece) {
            known.side = side;
            known.face = face;
            return;
        }
    }
    faces_.push_back({piece, side, face});
}

const LearnedFace* FaceLibrary::find(const std::string& piece) const
{
    const auto it = std::find_if(faces_.begin(), faces_.end(), [&](const LearnedFace& f) { return f.piece == piece; });
    return it == faces_.end() ? nullptr : &*it;
}

void FaceLibrary::save(const std::filesystem::path& file) const
{
    try {
        cv::FileStorage fs(file.string(), cv::FileStorage::WRITE_BASE64);
        if (!fs.isOpened()) throw libraryError(file, "cannot be written");
        fs << "format" << kFormat << "version" << kVersion << "pxPerMm" << kFacePxPerMm;
        fs << "faces" << "[";
        for (const auto& f : faces_) {
            std::vector<unsigned char> png;
            if (!cv::imencode(".png", f.face, png)) throw libraryError(file, "cannot encode the face of " + f.piece);
            fs << "{" << "piece" << f.piece << "side" << f.side << "png" << cv::Mat(png, true) << "}";
        }
        fs << "]";
        fs.release();
    } catch (const cv::Exception& e) {
        throw libraryError(file, std::string("cannot be written: ") + e.what());
    }
}

namespace {

// A gzip library unpacked in memory, to no more than `maxBytes`: a small .gz can stand for gigabytes.
std::string gunzipWithin(const std::string& packed, const std::filesystem::path& file, std::uintmax_t maxBytes)
{
    z_stream z{};
    if (inflateInit2(&z, 15 + 32) != Z_OK) throw libraryError(file, "cannot unpack it");
    z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(packed.data()));
    z.avail_in = static_cast<uInt>(packed.size());
    std::string out;
    char chunk[65536];
    int status = Z_OK;
    while (status != Z_STREAM_END) {
        z.next_out = reinterpret_cast<Bytef*>(chunk);
        z.avail_out = sizeof chunk;
        status = inflate(&z, Z_NO_FLUSH);
        if (status != Z_OK && status != Z_STREAM_END) {
            inflateEnd(&z);
            throw libraryError(file, "the .gz is damaged or cut short");
        }
        out.append(chunk, sizeof chunk - z.avail_out);
        if (out.size() > maxBytes) {
            inflateEnd(&z);
            throw libraryError(file, "unpacks to more than the " + data::sizeText(maxBytes) + " a face library may have");
        }
        if (status == Z_OK && z.avail_in == 0 && z.avail_out != 0) {
            inflateEnd(&z);
            throw libraryError(file, "the .gz is cut short");
        }
    }
    inflateEnd(&z);
    return out;
}

// How deep an XML text nests its elements (OpenCV's XML reader recurses too), from the first place
// deeper than `maxDepth`; 0 when it stays within.
int xmlTooDeepLine(const std::string& text, int maxDepth)
{
    int depth = 0;
    int line = 1;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '\n') ++line;
        if (text[i] != '<' || i + 1 >= text.size()) continue;
        const char next = text[i + 1];
        if (next == '/') {
            depth = std::max(0, depth - 1);
        } else if (next != '?' && next != '!') {
            const std::size_t close = text.find('>', i);
            const bool selfClosing = close != std::string::npos && close > i && text[close - 1] == '/';
            if (!selfClosing && ++depth > maxDepth) return line;
        }
    }
    return 0;
}

// OpenCV's base64 reader loops for ever on some broken `!!binary` blocks (a fuzzed library held it
// over 20 s): each block must be whole base64 lines at one indentation before OpenCV sees it.
// The first line of a block that is not; 0 when every block is sound.
int brokenBinaryBlockLine(const std::string& text)
{
    static const std::string kBase64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=";
    std::istringstream lines(text);
    std::string line;
    int number = 0;
    bool inBlock = false;
    std::size_t indent = 0;
    std::size_t blockChars = 0;
    int blockStart = 0;
    const auto endBlock = [&]() { return blockChars % 4 == 0 ? 0 : blockStart; };
    while (std::getline(lines, line)) {
        ++number;
        if (!line.empty() && line.back() == '\r') line.pop_back();
        const std::size_t first = line.find_first_not_of(' ');
        if (inBlock) {
            if (first == std::string::npos) continue;
            if (indent == 0) indent = first;
            if (first < indent) {
                inBlock = false;
                if (const int bad = endBlock()) return bad;
            } else {
                if (first != indent || line.find_first_not_of(kBase64, first) != std::string::npos) return number;
                blockChars += line.size() - first;
                continue;
            }
        }
        const std::size_t tag = line.find("!!binary");
        if (tag != std::string::npos) {
            inBlock = true;
            indent = 0;
            blockChars = 0;
            blockStart = number;
        }
    }
    return inBlock ? endBlock() : 0;
}

// The library's text, checked so that OpenCV's recursive reader never sees deep nesting.
std::string boundedLibraryText(const std::filesystem::path& file, const FaceLibraryLimits& limits)
{
    data::FileText read = data::readFileWithin(file, limits.maxFileBytes);
    if (!read.problem.empty()) throw libraryError(file, read.problem);
    std::string text = std::move(read.text);
    if (file.extension() == ".gz") text = gunzipWithin(text, file, limits.maxFileBytes);
    const std::size_t first = text.find_first_not_of(" \t\r\n");
    if (first != std::string::npos && text[first] == '<') {
        if (const int line = xmlTooDeepLine(text, limits.maxDepth))
            throw libraryError(file, "line " + std::to_string(line) + ": nested deeper than " +
                                         std::to_string(limits.maxDepth) + " elements (the most a face library may have)");
    } else if (const auto problem = data::nestingProblem(text, limits.maxDepth, limits.maxIndent, data::TextSyntax::Yaml)) {
        throw libraryError(file, "line " + std::to_string(problem->line) + ": " + problem->message);
    } else if (const int line = brokenBinaryBlockLine(text)) {
        throw libraryError(file, "line " + std::to_string(line) + ": a picture's binary data is broken (not whole base64 lines)");
    }
    return text;
}

} // namespace

FaceLibrary FaceLibrary::load(const std::filesystem::path& file, const FaceLibraryLimits& limits)
{
    const std::string text = boundedLibraryText(file, limits);
    FaceLibrary library;
    try {
        cv::FileStorage fs(text, cv::FileStorage::READ | cv::FileStorage::MEMORY);
        if (!fs.isOpened()) throw libraryError(file, "not a face library (OpenCV cannot read it)");
        if (!fs["format"].isString() || static_cast<std::string>(fs["format"]) != kFormat)
            throw libraryError(file, std::string("not a face library (its 'format' is not '") + kFormat + "')");
        if (!fs["version"].isInt() || static_cast<int>(fs["version"]) != kVersion)
            throw libraryError(file, "face library version " + std::to_string(static_cast<int>(fs["version"])) +
                                         ", this Adjutant reads version " + std::to_string(kVersion));
        const cv::FileNode faces = fs["faces"];
        if (!faces.isSeq()) throw libraryError(file, "'faces' is not a list");
        if (faces.size() > static_cast<std::size_t>(limits.maxFaces))
            throw libraryError(file, "holds " + std::to_string(faces.size()) + " faces, more than the " +
                                         std::to_string(limits.maxFaces) + " a library may have");
        int index = 0;
        for (const auto& node : faces) {
            const std::string where = "face " + std::to_string(index++);
            if (!node.isMap()) throw libraryError(file, where + " is not a mapping of piece, side and png");
            const std::string piece = node["piece"].isString() ? static_cast<std::string>(node["piece"]) : "";
            if (piece.empty()) throw libraryError(file, where + " names no piece");
            if (library.find(piece) != nullptr) throw libraryError(file, "the piece '" + piece + "' has two faces");
            cv::Mat png;
            try {
                node["png"] >> png;
            } catch (const cv::Exception&) {
                png.release(); // said below, naming the piece
            }
            if (png.empty() || png.depth() != CV_8U)
                throw libraryError(file, "the face of '" + piece + "' (" + where + ") does not decode");
            const cv::Mat flat = png.isContinuous() ? png.reshape(1, 1) : png.clone().reshape(1, 1);
            const std::vector<unsigned char> bytes(flat.begin<unsigned char>(), flat.end<unsigned char>());
            cv::Mat face;
            try {
                face = decodeImage(bytes, "its picture", limits.face);
            } catch (const ImageFileError& e) {
                throw libraryError(file, "the face of '" + piece + "' (" + where + ") does not decode: " + e.what());
            }
            const std::string side = node["side"].isString() ? static_cast<std::string>(node["side"]) : "";
            library.add(piece, side, face);
        }
    } catch (const cv::Exception& e) {
        throw libraryError(file, std::string("not a readable face library: ") + e.what());
    }
    return library;
}

std::vector<SheetPage> readSheetLayout(const std::filesystem::path& layoutFile, const SheetLayoutLimits& limits)
{
    const data::FileText read = data::readFileWithin(layoutFile, limits.maxFileBytes);
    if (!read.problem.empty()) throw libraryError(layoutFile, "cannot be read: " + read.problem);
    if (const auto problem = session::checkJsonText(read.text))
        throw libraryError(layoutFile, "line " + std::to_string(problem->line) + ": " + problem->message);
    nlohmann::json json;
    try {
        json = nlohmann::json::parse(read.text);
    } catch (const nlohmann::json::exception& e) {
        throw libraryError(layoutFile, std::string("not JSON: ") + e.what());
    }
    const auto within = [&](double value, double low, double high, const std::string& what) {
        if (!(value >= low && value <= high)) {
            char text[96];
            std::snprintf(text, sizeof text, " is %g, outside %g to %g", value, low, high);
            throw libraryError(layoutFile, what + text);
        }
    };
    std::vector<SheetPage> pages;
    try {
        if (!json.is_object()) throw libraryError(layoutFile, "not a layout (a JSON object with 'pages')");
        const double side = json.value("counterSideMm", FaceLibrary::kCounterSideMm);
        within(side, limits.minCounterSideMm, limits.maxCounterSideMm, "counterSideMm");
        if (!json.contains("pages") || !json["pages"].is_array() || json["pages"].empty())
            throw libraryError(layoutFile, "no 'pages' (is it the FILE.layout.json render-counters wrote?)");
        if (json["pages"].size() > static_cast<std::size_t>(limits.maxPages))
            throw libraryError(layoutFile, "more than " + std::to_string(limits.maxPages) + " pages");
        for (const auto& p : json["pages"]) {
            SheetPage page;
            page.number = p.at("page").get<int>();
            const std::string name = "page " + std::to_string(page.number);
            const auto size = p.at("pageMm");
            page.pageMm = {size.at(0).get<double>(), size.at(1).get<double>()};
            page.counterSideMm = side;
            within(page.pageMm.width, limits.minPageMm, limits.maxPageMm, name + ": the page's width (mm)");
            within(page.pageMm.height, limits.minPageMm, limits.maxPageMm, name + ": the page's height (mm)");
            const auto& counters = p.at("counters");
            if (counters.size() > static_cast<std::size_t>(limits.maxCountersPerPage))
                throw libraryError(layoutFile, name + " has more than " + std::to_string(limits.maxCountersPerPage) + " counters");
            for (const auto& c : counters) {
                const auto centre = c.at("centreMm");
                SheetCounter counter{c.at("piece").get<std::string>(), c.value("side", std::string()),
                                     {centre.at(0).get<double>(), centre.at(1).get<double>()}};
                if (counter.piece.empty()) throw libraryError(layoutFile, name + ": a counter names no piece");
                within(counter.centreMm.x, 0, page.pageMm.width, name + ": the centre of " + counter.piece + " (x, mm)");
                within(counter.centreMm.y, 0, page.pageMm.height, name + ": the centre of " + counter.piece + " (y, mm)");
                page.counters.push_back(std::move(counter));
            }
            pages.push_back(std::move(page));
        }
    } catch (const nlohmann::json::exception& e) {
        throw libraryError(layoutFile, std::string("a page or counter entry is incomplete: ") + e.what());
    }
    return pages;
}

SheetLearning learnFromSheet(FaceLibrary& library, const cv::Mat& pageBgr, const SheetPage& page)
{
    if (pageBgr.empty() || pageBgr.type() != CV_8UC3)
        throw FaceLibraryError("page " + std::to_string(page.number) + ": the picture is not an 8-bit colour image");
    const double pxPerMmX = pageBgr.cols / page.pageMm.width;
    const double pxPerMmY = pageBgr.rows / page.pageMm.height;
    if (std::abs(pxPerMmX - pxPerMmY) > 0.03 * std::max(pxPerMmX, pxPerMmY)) {
        throw FaceLibraryError("page " + std::to_string(page.number) + ": the picture is " +
                               std::to_string(pageBgr.cols) + "x" + std::to_string(pageBgr.rows) +
                               " pixels but the page is " + std::to_string(cvRound(page.pageMm.width)) + "x" +
                               std::to_string(cvRound(page.pageMm.height)) +
                               " mm: scan the whole page, edge to edge, and nothing more");
    }
    // Work at the library's resolution: enough for the edge search, and what is kept anyway.
    const double scale = FaceLibrary::kFacePxPerMm / ((pxPerMmX + pxPerMmY) / 2.0);
    cv::Mat sheet;
    cv::resize(pageBgr, sheet, cv::Size(), scale, scale, scale < 1 ? cv::INTER_AREA : cv::INTER_LINEAR);
    const double pxPerMm = FaceLibrary::kFacePxPerMm;
    const double sidePx = page.counterSideMm * pxPerMm;
    const int searchPx = cvRound(kSheetSearchMm * pxPerMm);
    const double stripPx = kEdgeStripMm * pxPerMm;

    SheetLearning out;
    for (const auto& counter : page.counters) {
        // Pixel centres are at whole coordinates: the point centreMm is half a pixel before its pixel.
        const cv::Point2d expected = counter.centreMm * pxPerMm - cv::Point2d(0.5, 0.5);
        cv::Point2d best = expected;
        double bestContrast = -1;
        for (int dy = -searchPx; dy <= searchPx; ++dy) {
            for (int dx = -searchPx; dx <= searchPx; ++dx) {
                const cv::Point2d c = expected + cv::Point2d(dx, dy);
                const double contrast = edgeContrast(sheet, c, sidePx, stripPx);
                if (contrast > bestContrast) {
                    bestContrast = contrast;
                    best = c;
                }
            }
        }
        // Between pixels: the peak of a parabola through the best offset and its neighbours, so a page
        // a fraction of a pixel off gives the same face too.
        const auto vertex = [&](cv::Point2d step) {
            const double before = edgeContrast(sheet, best - step, sidePx, stripPx);
            const double after = edgeContrast(sheet, best + step, sidePx, stripPx);
            const double curve = before - 2 * bestContrast + after;
            return curve < 0 ? std::clamp(0.5 * (before - after) / curve, -0.5, 0.5) : 0.0;
        };
        best += cv::Point2d(vertex({1, 0}), vertex({0, 1}));
        if (bestContrast < kClearEdge) {
            out.warnings.push_back("page " + std::to_string(page.number) + ": no clear counter edge where the layout puts " +
                                   counter.piece + " (is the page scanned straight and whole?)");
        }
        // The face with its centre exactly where it was found (sub-pixel), FaceLibrary's size.
        cv::Mat face;
        cv::getRectSubPix(sheet, cv::Size(FaceLibrary::kFaceSidePx, FaceLibrary::kFaceSidePx), best, face);
        library.add(counter.piece, counter.side, face);
        ++out.learned;
    }
    return out;
}

} // namespace adj::vision
