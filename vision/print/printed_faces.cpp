#include "vision/print/printed_faces.hpp"

#include "vision/print/counter_sheet.hpp"

namespace adj::vision::print {

SheetPage sheetPageOf(const CounterPage& page, const std::vector<std::string>& sides, int number)
{
    SheetPage out;
    out.number = number;
    out.pageMm = page.pageMm;
    out.counterSideMm = page.layout.counterSideMm;
    for (std::size_t cell = 0; cell < page.layout.ids.size(); ++cell) {
        out.counters.push_back({page.layout.ids[cell], cell < sides.size() ? sides[cell] : std::string(),
                                page.layout.centreMm(cell)});
    }
    return out;
}

FaceLibrary printedFaceLibrary(const data::GameData& game, const std::string& scenarioId)
{
    const auto counters = countersOf(game, scenarioId, false);
    // One sheet holding them all, ten to a row, as `render-counters --paper sheet` prints it.
    const auto pages = layCounterPages(counters, {0, 0}, 10.0, kCounterPrintPxPerMm);
    FaceLibrary library;
    std::size_t first = 0;
    for (std::size_t p = 0; p < pages.size(); ++p) {
        std::vector<std::string> sides;
        for (std::size_t i = 0; i < pages[p].layout.ids.size(); ++i) sides.push_back(counters[first + i].side);
        first += pages[p].layout.ids.size();
        (void)learnFromSheet(library, pages[p].image, sheetPageOf(pages[p], sides, static_cast<int>(p) + 1));
    }
    return library;
}

} // namespace adj::vision::print
