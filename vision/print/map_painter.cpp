#include "vision/print/map_painter.hpp"

#include "vision/registration/aruco_dictionary.hpp"

#include "engine/board/hex_grid.hpp"
#include "engine/board/space_graph.hpp"
#include "engine/data/game_definition.hpp"
#include "engine/data/game_map.hpp"

#include <opencv2/aruco.hpp>
#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <functional>
#include <numbers>
#include <optional>
#include <stdexcept>
#include <vector>

namespace adj::vision::print {

namespace {

using board::MapPoint;

cv::Scalar rgb(int r, int g, int b)
{
    return {static_cast<double>(b), static_cast<double>(g), static_cast<double>(r)};
}

const cv::Scalar kPaperWhite = rgb(250, 249, 245);
const cv::Scalar kInk = rgb(30, 30, 30);
const cv::Scalar kHexLine = rgb(95, 95, 85);
const cv::Scalar kNumberInk = rgb(85, 85, 80);
const cv::Scalar kWater = rgb(45, 105, 195);
const cv::Scalar kDeepWater = rgb(25, 70, 150);
const cv::Scalar kLightWater = rgb(150, 195, 235);
const cv::Scalar kRail = rgb(25, 25, 25);

// A drawing surface: an image whose pixel (0, 0) has its top-left edge at map `origin`.
struct Canvas {
    cv::Mat image;
    cv::Point2d origin;
    double ppm = 1;
    static constexpr int kShift = 4; // sub-pixel precision of OpenCV's drawing calls

    [[nodiscard]] cv::Point2d px(cv::Point2d mm) const
    {
        return {(mm.x - origin.x) * ppm - 0.5, (mm.y - origin.y) * ppm - 0.5};
    }
    [[nodiscard]] cv::Point fine(cv::Point2d mm) const
    {
        const cv::Point2d p = px(mm);
        return {static_cast<int>(std::lround(p.x * (1 << kShift))), static_cast<int>(std::lround(p.y * (1 << kShift)))};
    }
    [[nodiscard]] cv::Point fine(MapPoint mm) const { return fine(cv::Point2d(mm.x, mm.y)); }
    [[nodiscard]] cv::Point whole(cv::Point2d mm) const
    {
        const cv::Point2d p = px(mm);
        return {static_cast<int>(std::lround(p.x)), static_cast<int>(std::lround(p.y))};
    }
    /// A line width in whole pixels, never thinner than one.
    [[nodiscard]] int width(double mm) const { return std::max(1, static_cast<int>(std::lround(mm * ppm))); }
    [[nodiscard]] int radius(double mm) const { return static_cast<int>(std::lround(mm * ppm * (1 << kShift))); }

    void line(cv::Point2d a, cv::Point2d b, const cv::Scalar& colour, double widthMm) const
    {
        cv::Mat target = image;
        cv::line(target, fine(a), fine(b), colour, width(widthMm), cv::LINE_AA, kShift);
    }
    void polygon(const std::vector<cv::Point2d>& mm, const cv::Scalar& colour) const
    {
        std::vector<cv::Point> points;
        for (const auto& p : mm) {
            points.push_back(fine(p));
        }
        cv::Mat target = image;
        cv::fillPoly(target, std::vector<std::vector<cv::Point>>{points}, colour, cv::LINE_AA, kShift);
    }
    void outline(const std::vector<cv::Point2d>& mm, const cv::Scalar& colour, double widthMm, bool closed = true) const
    {
        std::vector<cv::Point> points;
        for (const auto& p : mm) {
            points.push_back(fine(p));
        }
        cv::Mat target = image;
        cv::polylines(target, points, closed, colour, width(widthMm), cv::LINE_AA, kShift);
    }
    void disc(cv::Point2d centre, double radiusMm, const cv::Scalar& colour) const
    {
        cv::Mat target = image;
        cv::circle(target, fine(centre), radius(radiusMm), colour, cv::FILLED, cv::LINE_AA, kShift);
    }
    void ring(cv::Point2d centre, double radiusMm, const cv::Scalar& colour, double widthMm) const
    {
        cv::Mat target = image;
        cv::circle(target, fine(centre), radius(radiusMm), colour, width(widthMm), cv::LINE_AA, kShift);
    }
    /// Text centred on `centreMm`, `heightMm` tall (capitals), at most `maxWidthMm` wide, with an
    /// optional halo so that it reads over rails and rivers.
    void text(const std::string& text, cv::Point2d centreMm, double heightMm, double maxWidthMm, const cv::Scalar& colour,
              int font = cv::FONT_HERSHEY_SIMPLEX, std::optional<cv::Scalar> halo = std::nullopt, double weight = 1.0) const
    {
        if (text.empty()) {
            return;
        }
        int baseline = 0;
        const cv::Size unit = cv::getTextSize(text, font, 1.0, 1, &baseline);
        double scale = heightMm * ppm / unit.height;
        scale = std::min(scale, maxWidthMm * ppm / unit.width);
        const int thickness = std::max(1, static_cast<int>(std::lround(scale * 1.6 * weight)));
        const cv::Size size = cv::getTextSize(text, font, scale, thickness, &baseline);
        const cv::Point2d c = px(centreMm);
        const cv::Point at(static_cast<int>(std::lround(c.x - size.width / 2.0)),
                           static_cast<int>(std::lround(c.y + size.height / 2.0)));
        cv::Mat target = image;
        if (halo) {
            cv::putText(target, text, at, font, scale, *halo, thickness + std::max(2, width(0.5)), cv::LINE_AA);
        }
        cv::putText(target, text, at, font, scale, colour, thickness, cv::LINE_AA);
    }
};

cv::Point2d pt(MapPoint p)
{
    return {p.x, p.y};
}

cv::Point2d unit(cv::Point2d v)
{
    const double n = std::hypot(v.x, v.y);
    return n > 0 ? v / n : cv::Point2d(0, 0);
}

std::vector<cv::Point2d> star(cv::Point2d centre, double outer, double innerFraction = 0.42)
{
    std::vector<cv::Point2d> points;
    for (int k = 0; k < 10; ++k) {
        const double r = (k % 2 == 0) ? outer : outer * innerFraction;
        const double a = -std::numbers::pi / 2 + k * std::numbers::pi / 5;
        points.emplace_back(centre.x + r * std::cos(a), centre.y + r * std::sin(a));
    }
    return points;
}

// ---- Terrain

struct TerrainStyle {
    cv::Scalar fill;
    cv::Scalar ink; ///< For the symbols.
};

std::optional<TerrainStyle> knownTerrain(std::string_view id)
{
    if (id == "clear") return TerrainStyle{rgb(240, 235, 206), rgb(200, 190, 150)};
    if (id == "forest" || id == "woods") return TerrainStyle{rgb(150, 196, 122), rgb(52, 110, 48)};
    if (id == "rough" || id == "hills") return TerrainStyle{rgb(218, 194, 148), rgb(135, 95, 55)};
    if (id == "mountain" || id == "mountains") return TerrainStyle{rgb(182, 146, 108), rgb(95, 62, 35)};
    if (id == "swamp" || id == "marsh") return TerrainStyle{rgb(196, 222, 202), rgb(40, 105, 95)};
    if (id == "bayou") return TerrainStyle{rgb(120, 178, 165), rgb(25, 80, 95)};
    if (id == "sea" || id == "ocean" || id == "lake" || id == "water") return TerrainStyle{rgb(150, 194, 232), rgb(95, 150, 210)};
    if (id == "undigitised") return TerrainStyle{rgb(228, 228, 226), rgb(185, 185, 185)};
    return std::nullopt;
}

TerrainStyle terrainStyle(std::string_view id)
{
    if (auto style = knownTerrain(id)) {
        return *style;
    }
    // A terrain this painter has no style for: a pale colour of its own, stable across runs.
    const std::size_t h = std::hash<std::string_view>{}(id);
    const int r = 190 + static_cast<int>(h % 50);
    const int g = 190 + static_cast<int>((h / 50) % 50);
    const int b = 190 + static_cast<int>((h / 2500) % 50);
    return {rgb(r, g, b), rgb(r - 90, g - 90, b - 90)};
}

// Symbol spots inside a hex, in units of the flat-to-flat size, clear of the hex number at the top.
const std::array<cv::Point2d, 5> kSpotsA{cv::Point2d(-0.22, -0.10), cv::Point2d(0.18, -0.14), cv::Point2d(0.0, 0.06),
                                         cv::Point2d(-0.24, 0.22), cv::Point2d(0.22, 0.2)};
const std::array<cv::Point2d, 5> kSpotsB{cv::Point2d(-0.16, -0.16), cv::Point2d(0.24, -0.06), cv::Point2d(-0.05, 0.1),
                                         cv::Point2d(-0.3, 0.12), cv::Point2d(0.14, 0.27)};

void drawTerrainSymbols(const Canvas& c, std::string_view id, const TerrainStyle& style, cv::Point2d centre, double f,
                        int variant)
{
    const auto& spots = variant % 2 == 0 ? kSpotsA : kSpotsB;
    for (const auto& s : spots) {
        const cv::Point2d p = centre + s * f;
        if (id == "forest" || id == "woods") {
            c.line(p, p + cv::Point2d(0, 0.09 * f), style.ink, 0.35);
            c.disc(p, 0.06 * f, style.ink);
            c.disc(p - cv::Point2d(0.012 * f, 0.012 * f), 0.035 * f, style.fill * 0.75 + style.ink * 0.25);
        } else if (id == "rough" || id == "hills") {
            const double w = 0.075 * f;
            c.outline({p + cv::Point2d(-w, 0.03 * f), p + cv::Point2d(0, -0.04 * f), p + cv::Point2d(w, 0.03 * f)},
                      style.ink, 0.3, false);
        } else if (id == "mountain" || id == "mountains") {
            const double w = 0.09 * f;
            const std::vector<cv::Point2d> peak{p + cv::Point2d(-w, 0.05 * f), p + cv::Point2d(0, -0.08 * f),
                                                p + cv::Point2d(w, 0.05 * f)};
            c.polygon(peak, style.fill * 0.8);
            c.outline(peak, style.ink, 0.3);
        } else if (id == "swamp" || id == "marsh" || id == "bayou") {
            const double w = 0.06 * f;
            c.line(p + cv::Point2d(-w, 0.03 * f), p + cv::Point2d(w, 0.03 * f), style.ink, 0.25);
            c.line(p + cv::Point2d(0, 0.03 * f), p + cv::Point2d(0, -0.04 * f), style.ink, 0.25);
            c.line(p + cv::Point2d(-0.03 * f, 0.03 * f), p + cv::Point2d(-0.045 * f, -0.02 * f), style.ink, 0.25);
            c.line(p + cv::Point2d(0.03 * f, 0.03 * f), p + cv::Point2d(0.045 * f, -0.02 * f), style.ink, 0.25);
            if (id == "bayou") {
                std::vector<cv::Point2d> wave;
                for (int k = 0; k <= 8; ++k) {
                    const double x = -0.09 + 0.18 * k / 8.0;
                    wave.push_back(p + cv::Point2d(x * f, (0.07 + 0.015 * std::sin(k * std::numbers::pi / 2)) * f));
                }
                c.outline(wave, kWater, 0.25, false);
            }
        } else if (id == "sea" || id == "ocean" || id == "lake" || id == "water") {
            std::vector<cv::Point2d> wave;
            for (int k = 0; k <= 8; ++k) {
                const double x = -0.07 + 0.14 * k / 8.0;
                wave.push_back(p + cv::Point2d(x * f, 0.015 * f * std::sin(k * std::numbers::pi / 2)));
            }
            c.outline(wave, style.ink, 0.25, false);
        } else if (id == "undigitised") {
            // Deliberately plain: nothing is known about this hex's printed terrain.
            return;
        }
    }
}

// ---- Features by id, looked up once.

struct Bits {
    const data::GameDefinition& def;
    [[nodiscard]] bool space(const board::Space& s, std::string_view id) const
    {
        const auto bit = def.featureBit(id);
        return bit && s.features.has(*bit);
    }
};

// The colour a supply city is printed in, from its feature's name: "Supply city (blue)".
std::optional<cv::Scalar> supplyColour(const board::Space& s, const data::GameDefinition& def)
{
    for (const auto& feature : def.features) {
        if (!feature.id.starts_with("supply-") || !s.features.has(feature.bit)) {
            continue;
        }
        const std::string text = feature.name + " " + feature.id;
        const auto says = [&](const char* word) { return text.find(word) != std::string::npos; };
        if (says("blue") || says("union")) return rgb(40, 85, 185);
        if (says("red") || says("confederate")) return rgb(195, 40, 40);
        if (says("black")) return rgb(25, 25, 25);
        if (says("grey") || says("gray")) return rgb(135, 135, 135);
        if (says("green")) return rgb(40, 140, 60);
        if (says("yellow")) return rgb(230, 190, 40);
        return rgb(255, 255, 255);
    }
    return std::nullopt;
}

void drawAnchor(const Canvas& c, cv::Point2d p, double f, const cv::Scalar& ink)
{
    const double h = 0.16 * f;
    c.ring(p + cv::Point2d(0, -h / 2), 0.022 * f, ink, 0.3);
    c.line(p + cv::Point2d(0, -h / 2 + 0.022 * f), p + cv::Point2d(0, h / 2), ink, 0.35);
    c.line(p + cv::Point2d(-0.04 * f, -h / 4), p + cv::Point2d(0.04 * f, -h / 4), ink, 0.3);
    std::vector<cv::Point2d> arc;
    for (int k = 0; k <= 10; ++k) {
        const double a = std::numbers::pi * k / 10.0;
        arc.push_back(p + cv::Point2d(0.065 * f * std::cos(a), h / 2 - 0.05 * f + 0.05 * f * std::sin(a)));
    }
    c.outline(arc, ink, 0.3, false);
}

void drawBastion(const Canvas& c, cv::Point2d p, double r, const cv::Scalar& ink)
{
    // A five-pointed star fort, as period maps draw forts.
    c.outline(star(p, r, 0.62), ink, 0.35);
}

// ---- Hexsides

void drawLakeSide(const Canvas& c, cv::Point2d a, cv::Point2d b)
{
    const cv::Point2d mid = (a + b) / 2;
    const cv::Point2d along = unit(b - a);
    const cv::Point2d across(-along.y, along.x);
    const double half = cv::norm(b - a) * 0.62;
    std::vector<cv::Point2d> lens;
    for (int k = 0; k < 24; ++k) {
        const double t = 2 * std::numbers::pi * k / 24;
        lens.push_back(mid + along * (half * std::cos(t)) + across * (half * 0.42 * std::sin(t)));
    }
    c.polygon(lens, kLightWater);
    c.outline(lens, kWater, 0.3);
}

void drawMountainSide(const Canvas& c, cv::Point2d a, cv::Point2d b, const cv::Scalar& ink)
{
    const cv::Point2d along = b - a;
    const cv::Point2d across = cv::Point2d(-along.y, along.x) * (1.0 / cv::norm(along));
    const double len = cv::norm(along);
    c.line(a, b, ink, 0.5);
    // Saw teeth on both sides of the line, as a ridge is printed.
    const int teeth = 4;
    for (int k = 0; k < teeth; ++k) {
        const double t0 = (k + 0.1) / teeth;
        const double t1 = (k + 0.9) / teeth;
        const double tm = (k + 0.5) / teeth;
        const double side = (k % 2 == 0 ? 1.0 : -1.0) * 0.14 * len;
        c.polygon({a + along * t0, a + along * tm + across * side, a + along * t1}, ink);
    }
}

void drawDashed(const Canvas& c, cv::Point2d a, cv::Point2d b, const cv::Scalar& colour, double widthMm, double dashMm,
                double gapMm)
{
    const double len = cv::norm(b - a);
    const cv::Point2d dir = unit(b - a);
    for (double s = 0; s < len; s += dashMm + gapMm) {
        c.line(a + dir * s, a + dir * std::min(len, s + dashMm), colour, widthMm);
    }
}

void drawFerry(const Canvas& c, cv::Point2d centreA, cv::Point2d centreB)
{
    // A dashed crossing between the two hexes, with a landing dot at each end.
    const cv::Point2d mid = (centreA + centreB) / 2;
    const cv::Point2d dir = unit(centreB - centreA);
    const double half = cv::norm(centreB - centreA) * 0.22;
    drawDashed(c, mid - dir * half, mid + dir * half, kInk, 0.35, 0.9, 0.6);
    c.disc(mid - dir * half, 0.55, kInk);
    c.disc(mid + dir * half, 0.55, kInk);
}

void drawRailBridge(const Canvas& c, cv::Point2d p, cv::Point2d q)
{
    const cv::Point2d mid = (p + q) / 2;
    const cv::Point2d dir = unit(q - p);
    const cv::Point2d across(-dir.y, dir.x);
    const double half = 1.8;
    for (const double s : {-1.0, 1.0}) {
        const cv::Point2d off = across * (1.1 * s);
        c.line(mid + off - dir * half, mid + off + dir * half, kInk, 0.4);
        c.line(mid + off + dir * half, mid + off * 1.6 + dir * (half + 0.7), kInk, 0.4);
        c.line(mid + off - dir * half, mid + off * 1.6 - dir * (half + 0.7), kInk, 0.4);
    }
}

void drawRail(const Canvas& c, cv::Point2d p, cv::Point2d q, bool dashed, const cv::Scalar& colour)
{
    if (dashed) {
        drawDashed(c, p, q, colour, 0.45, 1.2, 0.9);
        return;
    }
    c.line(p, q, colour, 0.45);
    const double len = cv::norm(q - p);
    const cv::Point2d dir = unit(q - p);
    const cv::Point2d across(-dir.y, dir.x);
    for (double s = 1.1; s < len - 0.5; s += 2.2) {
        const cv::Point2d m = p + dir * s;
        c.line(m - across * 0.75, m + across * 0.75, colour, 0.22);
    }
}

// Where the segment from inside point p towards q leaves the rectangle [0, w] x [0, h].
cv::Point2d clipToArea(cv::Point2d p, cv::Point2d q, cv::Size2d area)
{
    double t = 1.0;
    const cv::Point2d d = q - p;
    if (d.x < 0) t = std::min(t, -p.x / d.x);
    if (d.x > 0) t = std::min(t, (area.width - p.x) / d.x);
    if (d.y < 0) t = std::min(t, -p.y / d.y);
    if (d.y > 0) t = std::min(t, (area.height - p.y) / d.y);
    return p + d * std::max(0.0, t);
}

void drawArrowHead(const Canvas& c, cv::Point2d tip, cv::Point2d dir, double sizeMm, const cv::Scalar& colour)
{
    const cv::Point2d across(-dir.y, dir.x);
    c.polygon({tip, tip - dir * sizeMm + across * (sizeMm * 0.5), tip - dir * sizeMm - across * (sizeMm * 0.5)}, colour);
}

// ---- The map

void drawMapArea(const Canvas& c, const data::GameMap& map, const data::GameDefinition& def, cv::Size2d area,
                 const MapPrintOptions& options)
{
    const board::SpaceGraph& graph = map.graph;
    const board::HexGrid* grid = graph.hexGrid();
    if (grid == nullptr) {
        throw std::invalid_argument("printMap: map '" + map.id + "' is not a hex map");
    }
    const double f = grid->spec().flatToFlatMm();
    const Bits bits{def};

    const auto hexCorners = [&](board::HexOffset hex) {
        std::vector<cv::Point2d> corners;
        for (const auto& corner : grid->corners(hex)) {
            corners.push_back(pt(corner));
        }
        return corners;
    };
    const auto terrainIdOf = [&](const board::Space& s) -> std::string {
        return s.terrain < def.terrain.size() ? def.terrain[s.terrain].id : std::string("clear");
    };

    // Terrain fills, then their symbols.
    for (const board::Space& s : graph.spaces()) {
        if (s.kind == board::SpaceKind::Hex && s.hex) {
            c.polygon(hexCorners(*s.hex), terrainStyle(terrainIdOf(s)).fill);
        }
    }
    for (const board::Space& s : graph.spaces()) {
        if (s.kind == board::SpaceKind::Hex && s.hex && s.centre) {
            const std::string id = terrainIdOf(s);
            drawTerrainSymbols(c, id, terrainStyle(id), pt(*s.centre), f, s.hex->column + s.hex->row);
        }
    }

    // Hexsides: water first, then the hex grid, then lines that sit on top of it.
    const auto borderHas = [&](const board::Border& border, std::string_view id) {
        const auto bit = def.borderBit(id);
        return bit && border.features.has(*bit);
    };
    struct Side {
        const board::Border* border;
        cv::Point2d a, b;       // the hexside's ends
        cv::Point2d ca, cb;     // the two hexes' centres
    };
    std::vector<Side> sides;
    for (const board::Border& border : graph.borders()) {
        if (border.features.empty()) {
            continue;
        }
        const board::Space& first = graph.space(border.first);
        const board::Space& second = graph.space(border.second);
        if (!first.hex || !second.hex || !first.centre || !second.centre) {
            continue;
        }
        const board::MapSegment seg = grid->hexsideSegment(*first.hex, *second.hex);
        sides.push_back({&border, pt(seg.from), pt(seg.to), pt(*first.centre), pt(*second.centre)});
    }
    for (const Side& s : sides) {
        if (borderHas(*s.border, "lake")) {
            drawLakeSide(c, s.a, s.b);
        }
    }
    for (const board::Space& s : graph.spaces()) {
        if (s.kind == board::SpaceKind::Hex && s.hex) {
            c.outline(hexCorners(*s.hex), kHexLine, 0.2);
        }
    }
    for (const Side& s : sides) {
        const board::Border& b = *s.border;
        if (borderHas(b, "all-sea")) {
            c.line(s.a, s.b, kDeepWater, 0.6);
        }
        if (borderHas(b, "partly-sea") || borderHas(b, "sea-entrance")) {
            drawDashed(c, s.a, s.b, kDeepWater, 0.5, 1.2, 0.8);
        }
        if (borderHas(b, "minor-river")) {
            c.line(s.a, s.b, kWater, 0.7);
        }
        if (borderHas(b, "navigable-river") || borderHas(b, "closed-bay")) {
            c.line(s.a, s.b, kWater, 1.7);
        }
        if (borderHas(b, "tidal-river") || borderHas(b, "bay") || borderHas(b, "chesapeake-bay") ||
            borderHas(b, "naval-tidal")) {
            c.line(s.a, s.b, kDeepWater, 2.4);
        }
    }
    for (const Side& s : sides) {
        const board::Border& b = *s.border;
        if (borderHas(b, "tidal-river") || borderHas(b, "bay") || borderHas(b, "chesapeake-bay")) {
            c.line(s.a, s.b, kLightWater, 0.6); // tidal: a pale line down the middle
        }
        if (borderHas(b, "mountain")) {
            drawMountainSide(c, s.a, s.b, rgb(110, 72, 40));
        }
        if (borderHas(b, "impassable")) {
            c.line(s.a, s.b, rgb(120, 20, 20), 1.2);
            const cv::Point2d mid = (s.a + s.b) / 2;
            const cv::Point2d dir = unit(s.cb - s.ca);
            c.line(mid - dir * 1.6, mid + dir * 1.6, rgb(120, 20, 20), 0.6);
        }
        if (borderHas(b, "bluff")) {
            const cv::Point2d along = s.b - s.a;
            const cv::Point2d toSecond = unit(s.cb - s.ca);
            for (int k = 1; k < 6; ++k) {
                const cv::Point2d p = s.a + along * (k / 6.0) - toSecond * 1.3;
                c.line(p, p - toSecond * 1.4, rgb(110, 72, 40), 0.3);
            }
        }
        if (borderHas(b, "theater-boundary")) {
            drawDashed(c, s.a, s.b, rgb(120, 40, 130), 0.6, 2.0, 1.0);
        }
        if (borderHas(b, "state-border")) {
            drawDashed(c, s.a, s.b, rgb(90, 90, 90), 0.4, 1.5, 0.8);
        }
    }

    // Rail (and roads, where a game has them): centre to centre, bridges where they cross rivers.
    for (const char* layerName : {"road", "rail"}) {
        const auto layer = graph.findLayer(layerName);
        if (!layer) {
            continue;
        }
        const bool rail = std::string_view(layerName) == "rail";
        const cv::Scalar colour = rail ? kRail : rgb(150, 70, 30);
        const auto bridgeBit = def.networkFeatureBit("rail-bridge");
        const auto ferryBit = def.networkFeatureBit("rail-ferry");
        for (const board::NetworkEdge& edge : graph.networkEdges(*layer)) {
            const board::Space& a = graph.space(edge.first);
            const board::Space& b = graph.space(edge.second);
            if (!a.centre || !b.centre) {
                continue;
            }
            const bool ferry = ferryBit && edge.features.has(*ferryBit);
            if (a.hex && b.hex) {
                drawRail(c, pt(*a.centre), pt(*b.centre), ferry, colour);
                if (bridgeBit && edge.features.has(*bridgeBit)) {
                    drawRailBridge(c, pt(*a.centre), pt(*b.centre));
                }
                if (ferry) {
                    drawFerry(c, pt(*a.centre), pt(*b.centre));
                }
            } else if (a.hex || b.hex) {
                // Off the map: run to the edge towards the box and point at it.
                const cv::Point2d from = pt(a.hex ? *a.centre : *b.centre);
                const cv::Point2d towards = pt(a.hex ? *b.centre : *a.centre);
                const cv::Point2d end = clipToArea(from, towards, area);
                if (cv::norm(end - from) > 1.0) {
                    drawRail(c, from, end, ferry, colour);
                    drawArrowHead(c, end, unit(towards - from), 3.0, colour);
                }
            }
        }
    }
    for (const Side& s : sides) {
        if (borderHas(*s.border, "ferry") || borderHas(*s.border, "mississippi-ferry")) {
            drawFerry(c, s.ca, s.cb);
        }
    }

    // Cities, towns, ports, forts; then the words.
    for (std::size_t index = 0; index < graph.spaceCount(); ++index) {
        const board::Space& s = graph.spaces()[index];
        if (s.kind != board::SpaceKind::Hex || !s.centre) {
            continue;
        }
        const cv::Point2d p = pt(*s.centre);
        const bool major = bits.space(s, "major-city");
        const bool minor = bits.space(s, "minor-city") || bits.space(s, "city");
        const auto supply = supplyColour(s, def);
        if (major || minor || supply) {
            const cv::Scalar fill = supply.value_or(rgb(255, 255, 255));
            const bool dark = fill[0] + fill[1] + fill[2] < 200;
            if (major) {
                const double h = 0.12 * f;
                const std::vector<cv::Point2d> square{p + cv::Point2d(-h, -h), p + cv::Point2d(h, -h),
                                                      p + cv::Point2d(h, h), p + cv::Point2d(-h, h)};
                c.polygon(square, fill);
                c.outline(square, kInk, 0.35);
                if (dark) {
                    const double i = h * 0.72;
                    c.outline({p + cv::Point2d(-i, -i), p + cv::Point2d(i, -i), p + cv::Point2d(i, i), p + cv::Point2d(-i, i)},
                              rgb(255, 255, 255), 0.25);
                }
            } else {
                const double r = 0.085 * f;
                c.disc(p, r, fill);
                c.ring(p, r, kInk, 0.35);
                if (dark) {
                    c.ring(p, r * 0.68, rgb(255, 255, 255), 0.25);
                }
            }
            if (bits.space(s, "national-capital")) {
                c.polygon(star(p, 0.1 * f), rgb(235, 190, 40));
                c.outline(star(p, 0.1 * f), kInk, 0.25);
            } else if (bits.space(s, "state-capital")) {
                c.polygon(star(p, 0.075 * f), rgb(215, 30, 30));
                c.outline(star(p, 0.075 * f), rgb(255, 255, 255), 0.2);
            }
        } else if (bits.space(s, "town")) {
            c.disc(p, 0.04 * f, kInk);
        }
        if (bits.space(s, "port")) {
            drawAnchor(c, p + cv::Point2d(0.27 * f, 0.0), f, rgb(20, 45, 110));
        }
        for (const auto& feature : def.features) {
            if (s.features.has(feature.bit) && feature.id.find("fort") != std::string::npos) {
                drawBastion(c, p, 0.19 * f, kInk);
                break;
            }
        }
        if (bits.space(s, "coastal-battery-site") || bits.space(s, "river-battery-site")) {
            // A battery: a small black square with a gun barrel towards the water.
            const cv::Point2d q = p + cv::Point2d(0.22 * f, -0.2 * f);
            const double h = 0.035 * f;
            c.polygon({q + cv::Point2d(-h, -h), q + cv::Point2d(h, -h), q + cv::Point2d(h, h), q + cv::Point2d(-h, h)},
                      kInk);
            c.line(q, q + cv::Point2d(0.08 * f, -0.03 * f), kInk, 0.4);
        }
        const data::SpaceInfo& info = map.info(static_cast<board::SpaceIndex>(index));
        if (const auto value = info.attributes.integer("supply-value")) {
            const cv::Point2d q = p + cv::Point2d(-0.26 * f, 0.0);
            const double h = 0.055 * f;
            const std::vector<cv::Point2d> box{q + cv::Point2d(-h, -h), q + cv::Point2d(h, -h), q + cv::Point2d(h, h),
                                               q + cv::Point2d(-h, h)};
            c.polygon(box, rgb(255, 255, 255));
            c.outline(box, kInk, 0.2);
            c.text(std::to_string(*value), q, 0.07 * f, 0.09 * f, kInk, cv::FONT_HERSHEY_SIMPLEX);
        }
    }

    // Words last, so nothing covers them.
    const cv::Scalar halo = rgb(250, 248, 238);
    for (std::size_t index = 0; index < graph.spaceCount(); ++index) {
        const board::Space& s = graph.spaces()[index];
        if (s.kind != board::SpaceKind::Hex || !s.centre || !s.hex) {
            continue;
        }
        const cv::Point2d p = pt(*s.centre);
        if (options.hexNumbers && grid->spec().numbering == board::HexNumbering::ColumnRow) {
            // Haloed in the hex's own colour, so a rail through the number leaves it readable.
            const cv::Scalar ground = terrainStyle(terrainIdOf(s)).fill;
            c.text(grid->idOf(*s.hex), p + cv::Point2d(0, -0.37 * f), 0.07 * f, 0.5 * f, kNumberInk,
                   cv::FONT_HERSHEY_SIMPLEX, ground, 0.7);
        }
        const data::SpaceInfo& info = map.info(static_cast<board::SpaceIndex>(index));
        if (options.names && !info.name.empty()) {
            const bool city = bits.space(s, "major-city") || bits.space(s, "minor-city") || supplyColour(s, def);
            const double height = (city ? 0.1 : 0.08) * f;
            c.text(info.name, p + cv::Point2d(0, 0.26 * f), height, 1.7 * f, kInk,
                   city ? cv::FONT_HERSHEY_DUPLEX : cv::FONT_HERSHEY_SIMPLEX, halo, city ? 0.9 : 0.7);
        }
    }
    // Boxes that lie on the printed area (holding boxes, sea zones drawn on the map).
    for (const board::Space& s : graph.spaces()) {
        if (s.kind != board::SpaceKind::Box || !s.centre) {
            continue;
        }
        const cv::Point2d p = pt(*s.centre);
        const double w = 0.8 * f;
        const double h = 0.35 * f;
        if (p.x - w < 0 || p.y - h < 0 || p.x + w > area.width || p.y + h > area.height) {
            continue;
        }
        const std::vector<cv::Point2d> box{p + cv::Point2d(-w, -h), p + cv::Point2d(w, -h), p + cv::Point2d(w, h),
                                           p + cv::Point2d(-w, h)};
        c.polygon(box, rgb(255, 255, 255));
        c.outline(box, kInk, 0.4);
        const auto spaceIndex = graph.find(s.id);
        const std::string& label = spaceIndex ? map.displayName(*spaceIndex) : s.id;
        c.text(label, p, 0.09 * f, 1.5 * f, kInk, cv::FONT_HERSHEY_SIMPLEX);
    }
}

// Pixel ranges [first, last] whose centres fall in map [a, b), for exact marker cells.
std::pair<int, int> pixelSpan(double a, double b, double origin, double ppm)
{
    const int first = static_cast<int>(std::ceil((a - origin) * ppm - 0.5));
    const int last = static_cast<int>(std::ceil((b - origin) * ppm - 0.5)) - 1;
    return {first, last};
}

void fillMmRect(cv::Mat& image, cv::Point2d origin, double ppm, cv::Point2d tl, cv::Point2d br, const cv::Scalar& colour)
{
    const auto [x0, x1] = pixelSpan(tl.x, br.x, origin.x, ppm);
    const auto [y0, y1] = pixelSpan(tl.y, br.y, origin.y, ppm);
    const cv::Rect r = cv::Rect(cv::Point(x0, y0), cv::Point(x1 + 1, y1 + 1)) & cv::Rect(0, 0, image.cols, image.rows);
    if (r.area() > 0) {
        image(r).setTo(colour);
    }
}

void drawMarkers(cv::Mat& image, cv::Point2d origin, double ppm, const MarkerLayout& layout)
{
    const auto dictionary = arucoDictionary(layout.dictionary);
    const int cells = dictionary->markerSize + 2;
    const double cell = layout.markerSideMm / cells;
    for (const PlacedMarker& m : layout.markers) {
        cv::Mat bits;
        cv::aruco::drawMarker(dictionary, m.id, cells, bits, 1);
        fillMmRect(image, origin, ppm, m.topLeftMm - cv::Point2d(cell, cell),
                   m.topLeftMm + cv::Point2d(layout.markerSideMm + cell, layout.markerSideMm + cell), cv::Scalar::all(255));
        for (int y = 0; y < cells; ++y) {
            for (int x = 0; x < cells; ++x) {
                if (bits.at<uchar>(y, x) == 0) {
                    const cv::Point2d tl = m.topLeftMm + cv::Point2d(x * cell, y * cell);
                    fillMmRect(image, origin, ppm, tl, tl + cv::Point2d(cell, cell), cv::Scalar::all(0));
                }
            }
        }
    }
}

void drawTitleAndScale(const Canvas& c, const MarkerLayout& layout, cv::Size2d area, const std::string& title,
                       double flatToFlatMm)
{
    // The free stretches of the bottom margin between markers.
    std::vector<double> xs;
    const double quiet = layout.markerSideMm / 6;
    for (const auto& m : layout.markers) {
        if (m.topLeftMm.y > area.height) {
            xs.push_back(m.topLeftMm.x);
        }
    }
    std::sort(xs.begin(), xs.end());
    std::vector<std::pair<double, double>> gaps;
    for (std::size_t k = 1; k < xs.size(); ++k) {
        const double from = std::max(0.0, xs[k - 1] + layout.markerSideMm + quiet + 3);
        const double to = std::min(area.width, xs[k] - quiet - 3);
        if (to - from > 40) {
            gaps.emplace_back(from, to);
        }
    }
    if (gaps.empty()) {
        gaps.emplace_back(0.0, area.width);
    }
    const double y = area.height + 10.0;
    char sub[160];
    std::snprintf(sub, sizeof sub, "hexes %.1f mm across the flats - print at 100%% (actual size)", flatToFlatMm);
    const auto& [tFrom, tTo] = gaps.front();
    c.text(title, {(tFrom + tTo) / 2, y}, 4.0, tTo - tFrom, kInk, cv::FONT_HERSHEY_DUPLEX);
    c.text(sub, {(tFrom + tTo) / 2, y + 7}, 2.6, tTo - tFrom, kInk, cv::FONT_HERSHEY_SIMPLEX);

    // A scale bar: anyone can check the print with a ruler.
    const auto& [sFrom, sTo] = gaps.size() > 1 ? gaps[1] : gaps.front();
    const double length = sTo - sFrom >= 120 ? 100.0 : 50.0;
    const double x0 = (sFrom + sTo) / 2 - length / 2;
    const double barY = gaps.size() > 1 ? y - 2 : y + 12;
    for (int k = 0; k < static_cast<int>(length / 10); ++k) {
        const cv::Point2d tl(x0 + k * 10, barY);
        const std::vector<cv::Point2d> box{tl, tl + cv::Point2d(10, 0), tl + cv::Point2d(10, 2.5), tl + cv::Point2d(0, 2.5)};
        c.polygon(box, k % 2 == 0 ? kInk : rgb(255, 255, 255));
        c.outline(box, kInk, 0.2);
    }
    c.text("0", {x0, barY + 6}, 2.4, 10, kInk);
    c.text(std::to_string(static_cast<int>(length)) + " mm", {x0 + length, barY + 6}, 2.4, 30, kInk);
}

// How a printed chart value reads: DRMs with their sign, flags as yes/no.
std::string chartValueWords(const std::string& attribute, const data::AttributeValue& value)
{
    std::string name = attribute;
    std::replace(name.begin(), name.end(), '-', ' ');
    if (name.ends_with("drm")) {
        name.replace(name.size() - 3, 3, "DRM");
    }
    std::string text;
    if (const int* number = std::get_if<int>(&value)) {
        text = (name.ends_with("DRM") && *number > 0 ? "+" : "") + std::to_string(*number);
    } else if (const bool* flag = std::get_if<bool>(&value)) {
        text = *flag ? "yes" : "no";
    } else if (const auto* word = std::get_if<std::string>(&value)) {
        text = *word;
    }
    return name + " " + text;
}

// The kind's name as the players know it, from the game's tables.
std::string chartKindName(const data::GameDefinition& definition, const data::PrintedValue& value)
{
    if (value.table == "terrain") {
        if (const auto* kind = definition.terrain.find(value.kind)) return kind->name;
    } else if (value.table == "borders") {
        if (const auto* kind = definition.borderKinds.find(value.kind)) return kind->name;
    } else if (value.table == "features") {
        if (const auto* kind = definition.features.find(value.kind)) return kind->name;
    }
    return value.kind;
}

// The map's own terrain effects chart (GameMap::chart), in the free stretches of the top margin
// between the markers: its title and note in the first, one line per kind after it, kinds of one
// table together. Nothing is drawn where it would not fit legibly (2 mm letters).
void drawPrintedChart(const Canvas& c, const MarkerLayout& layout, cv::Size2d area, const data::GameMap& map,
                      const data::GameDefinition& definition)
{
    if (map.chart.empty()) {
        return;
    }
    std::vector<double> xs;
    const double quiet = layout.markerSideMm / 6;
    double bandTop = 0;
    for (const auto& m : layout.markers) {
        if (m.topLeftMm.y + layout.markerSideMm < 0) {
            xs.push_back(m.topLeftMm.x);
            bandTop = std::min(bandTop, m.topLeftMm.y);
        }
    }
    std::sort(xs.begin(), xs.end());
    std::vector<std::pair<double, double>> gaps;
    for (std::size_t k = 1; k < xs.size(); ++k) {
        const double from = std::max(0.0, xs[k - 1] + layout.markerSideMm + quiet + 3);
        const double to = std::min(area.width, xs[k] - quiet - 3);
        if (to - from > 40) {
            gaps.emplace_back(from, to);
        }
    }
    // Each wide stretch holds columns of about 90 mm: one line of the chart is short.
    std::vector<std::pair<double, double>> columns;
    for (const auto& [from, to] : gaps) {
        const int count = std::max(1, static_cast<int>((to - from) / 90.0));
        const double width = (to - from) / count;
        for (int k = 0; k < count; ++k) {
            columns.emplace_back(from + k * width, from + (k + 1) * width - 2);
        }
    }
    gaps = columns;
    if (gaps.empty()) {
        return;
    }
    // Lines grouped by table, then by kind, in the chart's own order.
    struct Line {
        std::string table;
        std::string text;
    };
    std::vector<Line> lines;
    std::vector<std::string> kindsSeen;
    for (const data::PrintedValue& value : map.chart.values) {
        const std::string id = value.table + "/" + value.kind;
        if (std::find(kindsSeen.begin(), kindsSeen.end(), id) != kindsSeen.end()) {
            continue;
        }
        kindsSeen.push_back(id);
        std::string text = chartKindName(definition, value) + ":";
        std::string sep = " ";
        for (const data::PrintedValue& same : map.chart.values) {
            if (same.table == value.table && same.kind == value.kind) {
                text += sep + chartValueWords(same.attribute, same.value);
                sep = ", ";
            }
        }
        lines.push_back({value.table, text});
    }
    const double top = bandTop + 2.0; // the markers' band, a little inside
    const double pitch = 3.4;
    const int perColumn = static_cast<int>((layout.markerSideMm - 3.0) / pitch);
    std::size_t gap = 0;
    const auto [titleFrom, titleTo] = gaps[gap];
    c.text(map.chart.title.empty() ? std::string("Terrain effects chart") : map.chart.title,
           {(titleFrom + titleTo) / 2, top + 3}, 3.4, titleTo - titleFrom, kInk, cv::FONT_HERSHEY_DUPLEX);
    c.text(map.chart.note, {(titleFrom + titleTo) / 2, top + 9}, 2.4, titleTo - titleFrom, kInk, cv::FONT_HERSHEY_SIMPLEX);
    c.text("(values printed here are used by Adjutant for games on this map)", {(titleFrom + titleTo) / 2, top + 14}, 2.0,
           titleTo - titleFrom, kInk, cv::FONT_HERSHEY_SIMPLEX);
    int row = perColumn; // the title's stretch is full: lines start in the next
    std::string table;
    for (const Line& line : lines) {
        if (row >= perColumn || (line.table != table && row > 0 && row + 2 > perColumn)) {
            if (++gap >= gaps.size()) {
                return;
            }
            row = 0;
        }
        if (line.table != table && row > 0) {
            ++row;
        }
        table = line.table;
        const auto [from, to] = gaps[gap];
        // Left-aligned: the centre of a line as wide as the stretch.
        int baseline = 0;
        const cv::Size unit = cv::getTextSize(line.text, cv::FONT_HERSHEY_SIMPLEX, 1.0, 1, &baseline);
        const double widthMm = std::min(to - from, 2.2 * unit.width / unit.height);
        c.text(line.text, {from + widthMm / 2, top + 2 + row * pitch}, 2.2, to - from, kInk, cv::FONT_HERSHEY_SIMPLEX);
        ++row;
    }
}

} // namespace

void drawMarkerAt(cv::Mat& image, double pxPerMm, const MarkerLayout& layout, const PlacedMarker& marker,
                  cv::Point2d topLeftMm)
{
    MarkerLayout one = layout;
    one.markers = {PlacedMarker{marker.id, topLeftMm}};
    drawMarkers(image, {0, 0}, pxPerMm, one);
}

cv::Scalar terrainFill(std::string_view terrainId)
{
    return terrainStyle(terrainId).fill;
}

cv::Size2d printedAreaMm(const data::GameMap& map)
{
    const board::HexGrid* grid = map.graph.hexGrid();
    if (grid == nullptr) {
        throw std::invalid_argument("map '" + map.id + "' is not a hex map; only hex maps can be printed yet");
    }
    const board::MapRect bounds = grid->bounds();
    return {std::max(0.0, bounds.max.x), std::max(0.0, bounds.max.y)};
}

MarkerLayout mapMarkerLayout(const data::GameMap& map, double markerSideMm, double marginMm)
{
    const cv::Size2d area = printedAreaMm(map);
    return MarkerLayout::forMapRect(area.width, area.height, markerSideMm, marginMm);
}

cv::Mat paintMap(const data::GameMap& map, const data::GameDefinition& definition, const MapPrintOptions& options)
{
    if (!(options.pxPerMm >= 1.0)) {
        throw std::invalid_argument("paintMap: the resolution must be at least 1 px/mm");
    }
    const cv::Size2d area = printedAreaMm(map);
    const cv::Size size(static_cast<int>(std::lround(area.width * options.pxPerMm)),
                        static_cast<int>(std::lround(area.height * options.pxPerMm)));
    Canvas canvas{cv::Mat(size, CV_8UC3, kPaperWhite), {0, 0}, options.pxPerMm};
    drawMapArea(canvas, map, definition, area, options);
    return canvas.image;
}

PrintedMap printMap(const data::GameMap& map, const data::GameDefinition& definition, const MapPrintOptions& options)
{
    if (!(options.pxPerMm >= 1.0)) {
        throw std::invalid_argument("printMap: the resolution must be at least 1 px/mm");
    }
    PrintedMap out;
    out.pxPerMm = options.pxPerMm;
    out.areaMm = printedAreaMm(map);
    out.layout = mapMarkerLayout(map, options.markerSideMm, options.markerMarginMm);
    const double quiet = out.layout.markerSideMm / (arucoDictionary(out.layout.dictionary)->markerSize + 2);
    double minX = 0;
    double minY = 0;
    double maxX = out.areaMm.width;
    double maxY = out.areaMm.height;
    for (const auto& m : out.layout.markers) {
        minX = std::min(minX, m.topLeftMm.x - quiet);
        minY = std::min(minY, m.topLeftMm.y - quiet);
        maxX = std::max(maxX, m.topLeftMm.x + out.layout.markerSideMm + quiet);
        maxY = std::max(maxY, m.topLeftMm.y + out.layout.markerSideMm + quiet);
    }
    const double margin = options.paperMarginMm;
    out.originMm = {minX - margin, minY - margin};
    const cv::Size size(static_cast<int>(std::ceil((maxX - minX + 2 * margin) * out.pxPerMm)),
                        static_cast<int>(std::ceil((maxY - minY + 2 * margin) * out.pxPerMm)));
    out.image = cv::Mat(size, CV_8UC3, kPaperWhite);

    // The map area: drawn into its own pixel window so nothing spills into the margins.
    const auto [x0, x1] = pixelSpan(0, out.areaMm.width, out.originMm.x, out.pxPerMm);
    const auto [y0, y1] = pixelSpan(0, out.areaMm.height, out.originMm.y, out.pxPerMm);
    const cv::Rect window(cv::Point(x0, y0), cv::Point(x1 + 1, y1 + 1));
    Canvas inside{out.image(window), out.originMm + cv::Point2d(x0, y0) / out.pxPerMm, out.pxPerMm};
    drawMapArea(inside, map, definition, out.areaMm, options);

    Canvas sheet{out.image, out.originMm, out.pxPerMm};
    sheet.outline({{0, 0}, {out.areaMm.width, 0}, {out.areaMm.width, out.areaMm.height}, {0, out.areaMm.height}}, kInk,
                  0.6);
    drawMarkers(out.image, out.originMm, out.pxPerMm, out.layout);
    const std::string title = options.title.empty() ? map.name : options.title;
    drawTitleAndScale(sheet, out.layout, out.areaMm, title, map.graph.hexGrid()->spec().flatToFlatMm());
    drawPrintedChart(sheet, out.layout, out.areaMm, map, definition);
    return out;
}

} // namespace adj::vision::print
