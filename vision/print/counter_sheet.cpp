#include "vision/print/counter_sheet.hpp"

#include "vision/identity/counter_fiducials.hpp"

#include "engine/data/game_data.hpp"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <map>
#include <set>
#include <stdexcept>
#include <tuple>

namespace adj::vision::print {

namespace {

cv::Scalar bgr(const data::Colour& c)
{
    return {static_cast<double>(c.blue), static_cast<double>(c.green), static_cast<double>(c.red)};
}

bool isLeader(const data::PieceKind& kind)
{
    return kind.category == "leader" || kind.category == "naval-leader";
}

synth::UnitSymbol symbolOf(const data::PieceKind& kind)
{
    const auto arm = kind.attributes.text("arm");
    if (arm == "infantry") return synth::UnitSymbol::Infantry;
    if (arm == "cavalry") return synth::UnitSymbol::Cavalry;
    if (isLeader(kind)) return synth::UnitSymbol::Leader;
    const std::string& c = kind.category;
    if (c == "battery" || c == "artillery") return synth::UnitSymbol::Artillery;
    if (c == "army-hq" || c == "hq") return synth::UnitSymbol::Headquarters;
    if (c == "ship") return synth::UnitSymbol::Ship;
    if (c == "fort") return synth::UnitSymbol::Fort;
    if (c == "usmrr" || c == "supply") return synth::UnitSymbol::Supply;
    if (c == "troop") return synth::UnitSymbol::Infantry;
    return synth::UnitSymbol::None;
}

std::string known(const data::PieceKind& kind, const char* attribute)
{
    if (const auto value = kind.attributes.integer(attribute)) return std::to_string(*value);
    if (const auto value = kind.attributes.text(attribute)) return *value;
    return "";
}

// The numbers a counter of this kind shows along its bottom, as far as the data knows them.
std::string strengthText(const data::PieceKind& kind, const model::Piece& piece)
{
    const std::string& c = kind.category;
    const std::string strength = piece.strength > 0 ? std::to_string(piece.strength) : "";
    if (isLeader(kind)) {
        std::string text;
        for (const char* attribute : {"command", "battle", "movement"}) {
            const std::string value = known(kind, attribute);
            if (!value.empty()) text += (text.empty() ? "" : "-") + value;
        }
        return text;
    }
    if (c == "ship") {
        std::string text = known(kind, "ship-type");
        if (!strength.empty()) text += (text.empty() ? "" : " ") + strength;
        const std::string shipClass = known(kind, "ship-class");
        if (!shipClass.empty()) text += (text.empty() ? "" : " ") + shipClass;
        return text;
    }
    if (c == "usmrr") return "USMRR";
    const std::string movement = known(kind, "movement");
    if (!strength.empty() && !movement.empty()) return strength + "-" + movement;
    return strength;
}

// What each piece's counter prints along its top, for every piece of the game's scenarios.
// A leader goes by a one-word name; a numbered unit ("US-inf-7") by its number alone, printed
// large, as a unit's own counter shows it: its side is the colour and its arm the symbol. The
// number is what tells a camera one of a dozen alike counters from another, so it gets the room.
// Where two counters of one side and symbol would then print the same, both keep their kind
// ("militia-1", "inf-1"), and failing that their whole id. Worked out over all the scenarios, so a
// piece prints the same on any scenario's sheet.
std::map<std::string, std::string> designationsOf(const data::GameData& game)
{
    struct Printed {
        std::string side;
        synth::UnitSymbol symbol = synth::UnitSymbol::None;
        std::vector<std::string> choices; // from the shortest to the whole id
        std::size_t chosen = 0;
    };
    std::map<std::string, Printed> pieces;
    for (const auto& [scenarioId, scenario] : game.scenarios) {
        for (const model::Piece& piece : scenario.start.pieces) {
            if (pieces.contains(piece.id)) continue;
            Printed p;
            p.side = piece.side;
            const data::PieceKind* kind = game.definition.pieceKinds.find(piece.kind);
            p.symbol = kind ? symbolOf(*kind) : synth::UnitSymbol::None;
            if (kind && isLeader(*kind) && !kind->name.empty() && kind->name.find(' ') == std::string::npos) {
                p.choices.push_back(kind->name);
            }
            // "US-inf-7": side, kind, number. Ids of another shape print whole.
            const std::size_t firstDash = piece.id.find('-');
            const std::size_t lastDash = piece.id.rfind('-');
            const std::string number = lastDash == std::string::npos ? "" : piece.id.substr(lastDash + 1);
            const bool numbered = !number.empty() && std::all_of(number.begin(), number.end(), [](unsigned char c) {
                return std::isdigit(c) != 0;
            });
            if (numbered) {
                p.choices.push_back(number);
                if (firstDash < lastDash) p.choices.push_back(piece.id.substr(firstDash + 1));
            }
            p.choices.push_back(piece.id);
            pieces.emplace(piece.id, std::move(p));
        }
    }
    // Move every piece that shares its print with another a step longer, until none does; the
    // whole id is unique, so this ends.
    for (bool clash = true; clash;) {
        clash = false;
        std::map<std::tuple<std::string, synth::UnitSymbol, std::string>, std::vector<Printed*>> byPrint;
        for (auto& [id, p] : pieces) byPrint[{p.side, p.symbol, p.choices[p.chosen]}].push_back(&p);
        for (auto& [print, same] : byPrint) {
            if (same.size() < 2) continue;
            for (Printed* p : same) {
                if (p->chosen + 1 < p->choices.size()) {
                    ++p->chosen;
                    clash = true;
                }
            }
        }
    }
    std::map<std::string, std::string> out;
    for (const auto& [id, p] : pieces) out[id] = p.choices[p.chosen];
    return out;
}

} // namespace

std::vector<CounterToPrint> countersOf(const data::GameData& game, const std::string& scenarioId, bool fiducials)
{
    std::vector<const data::Scenario*> scenarios;
    if (!scenarioId.empty()) {
        const data::Scenario* scenario = game.findScenario(scenarioId);
        if (scenario == nullptr) {
            std::string ids;
            for (const auto& [id, s] : game.scenarios) ids += (ids.empty() ? "" : ", ") + id;
            throw std::invalid_argument("no scenario '" + scenarioId + "' in game '" + game.manifest.id +
                                        "' (it has: " + (ids.empty() ? "none" : ids) + ")");
        }
        scenarios.push_back(scenario);
    } else {
        for (const auto& [id, scenario] : game.scenarios) scenarios.push_back(&scenario);
    }
    const std::map<std::string, std::string> designations = designationsOf(game);
    std::vector<CounterToPrint> counters;
    std::set<std::string> seen;
    int nextFiducial = kFirstCounterFiducialId;
    for (const data::Scenario* scenario : scenarios) {
        for (const model::Piece& piece : scenario->start.pieces) {
            if (!seen.insert(piece.id).second) continue;
            CounterToPrint c;
            c.pieceId = piece.id;
            c.kind = piece.kind;
            c.side = piece.side;
            if (const data::Side* side = game.definition.sides.find(piece.side)) {
                c.face.background = bgr(side->colour);
            }
            const cv::Scalar& bg = c.face.background;
            const double luminance = 0.114 * bg[0] + 0.587 * bg[1] + 0.299 * bg[2];
            c.face.ink = luminance < 140 ? cv::Scalar(240, 240, 240) : cv::Scalar(20, 20, 20);
            const data::PieceKind* kind = game.definition.pieceKinds.find(piece.kind);
            c.face.symbol = kind ? symbolOf(*kind) : synth::UnitSymbol::None;
            c.face.designation = designations.at(piece.id);
            c.face.strength = kind ? strengthText(*kind, piece) : std::to_string(piece.strength);
            if (fiducials) {
                if (nextFiducial > kLastCounterFiducialId) {
                    throw std::invalid_argument("more than " +
                                                std::to_string(kLastCounterFiducialId - kFirstCounterFiducialId + 1) +
                                                " counters: not enough counter fiducials for piece '" + piece.id + "'");
                }
                c.face.fiducialId = nextFiducial++;
            }
            counters.push_back(std::move(c));
        }
    }
    if (counters.empty()) {
        throw std::invalid_argument("game '" + game.manifest.id + "' has no pieces in " +
                                    (scenarioId.empty() ? std::string("any scenario") : "scenario '" + scenarioId + "'"));
    }
    return counters;
}

std::vector<CounterPage> layCounterPages(const std::vector<CounterToPrint>& counters, cv::Size2d pageMm, double marginMm,
                                         double pxPerMm, double pitchMm)
{
    const bool oneSheet = pageMm.width <= 0 || pageMm.height <= 0;
    const int columns = oneSheet ? 10 : static_cast<int>(std::floor((pageMm.width - 2 * marginMm) / pitchMm));
    const int totalRows = static_cast<int>((counters.size() + 9) / 10);
    const int rows = oneSheet ? totalRows : static_cast<int>(std::floor((pageMm.height - 2 * marginMm) / pitchMm));
    if (columns < 1 || rows < 1) {
        throw std::invalid_argument("not one counter fits on a page of that size");
    }
    if (oneSheet) {
        pageMm = {2 * marginMm + columns * pitchMm, 2 * marginMm + rows * pitchMm};
    }
    const std::size_t perPage = static_cast<std::size_t>(columns) * static_cast<std::size_t>(rows);
    std::vector<CounterPage> pages;
    for (std::size_t first = 0; first < counters.size(); first += perPage) {
        CounterPage page;
        page.pageMm = pageMm;
        page.layout.pxPerMm = pxPerMm;
        page.layout.pitchMm = {pitchMm, pitchMm};
        page.layout.counterSideMm = synth::kCounterSideMm;
        page.layout.columns = columns;
        // Centre the grid on the page.
        const double gridW = columns * pitchMm;
        const double gridH = rows * pitchMm;
        page.layout.firstCentreMm = {(pageMm.width - gridW) / 2 + pitchMm / 2, (pageMm.height - gridH) / 2 + pitchMm / 2};
        const std::size_t last = std::min(counters.size(), first + perPage);
        const cv::Size size(static_cast<int>(std::lround(pageMm.width * pxPerMm)),
                            static_cast<int>(std::lround(pageMm.height * pxPerMm)));
        page.image = cv::Mat(size, CV_8UC3, cv::Scalar::all(255));
        const int side = static_cast<int>(std::lround(synth::kCounterSideMm * pxPerMm));
        for (std::size_t i = first; i < last; ++i) {
            const CounterToPrint& c = counters[i];
            page.layout.ids.push_back(c.pieceId);
            page.fiducials.push_back(c.face.fiducialId);
            const cv::Mat face = synth::renderCounterFace(c.face, synth::kCounterSideMm, pxPerMm);
            const cv::Point2d centre = page.layout.centreMm(i - first) * pxPerMm;
            const cv::Rect cell(static_cast<int>(std::lround(centre.x - side / 2.0)),
                                static_cast<int>(std::lround(centre.y - side / 2.0)), side, side);
            face.copyTo(page.image(cell));
            // A hairline round each counter to cut along.
            cv::rectangle(page.image, cell, cv::Scalar::all(160), 1);
        }
        pages.push_back(std::move(page));
    }
    return pages;
}

nlohmann::json counterSheetJson(const std::string& gameId, const std::vector<CounterToPrint>& counters,
                                const std::vector<CounterPage>& pages)
{
    nlohmann::json out{{"game", gameId},
                       {"counterSideMm", synth::kCounterSideMm},
                       {"pitchMm", pages.empty() ? kCounterPitchMm : pages.front().layout.pitchMm.width},
                       {"fiducialDictionary", kCounterFiducialDictionary},
                       {"pages", nlohmann::json::array()}};
    std::size_t index = 0;
    for (std::size_t p = 0; p < pages.size(); ++p) {
        const CounterPage& page = pages[p];
        nlohmann::json list = nlohmann::json::array();
        for (std::size_t cell = 0; cell < page.layout.ids.size(); ++cell, ++index) {
            const CounterToPrint& c = counters.at(index);
            const cv::Point2d centre = page.layout.centreMm(cell);
            list.push_back({{"piece", c.pieceId},
                            {"kind", c.kind},
                            {"side", c.side},
                            {"cell", cell},
                            {"centreMm", {centre.x, centre.y}},
                            {"fiducial", c.face.fiducialId >= 0 ? nlohmann::json(c.face.fiducialId) : nlohmann::json()}});
        }
        out["pages"].push_back({{"page", p + 1},
                                {"pageMm", {page.pageMm.width, page.pageMm.height}},
                                {"columns", page.layout.columns},
                                {"firstCentreMm", {page.layout.firstCentreMm.x, page.layout.firstCentreMm.y}},
                                {"counters", list}});
    }
    return out;
}

} // namespace adj::vision::print
