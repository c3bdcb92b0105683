#include "app/storage/salvage_report.hpp"

namespace adj::storage {

std::int64_t SalvageReport::rowsRecovered() const {
    std::int64_t total = 0;
    for (const TableSalvage& table : tables) total += table.recovered;
    return total;
}

bool SalvageReport::lostAnything() const {
    if (!salvageAttempted) return true;
    for (const TableSalvage& table : tables)
        if (table.rejected > 0 || table.unreadableStretches > 0 || table.unreadable) return true;
    return false;
}

std::string SalvageReport::summary() const {
    std::string text = originalFile.string() + " was damaged (" + cause + ").\n";
    text += "The damaged file was kept as " + damagedCopy.string() + "; a new database was started.\n";
    if (!salvageAttempted) return text + "It is not an Adjutant database, so nothing was copied from it.\n";
    if (headerRepaired) text += "Its file header was destroyed; it was read through a copy with a rebuilt header.\n";
    if (rowsRecovered() == 0) text += "Nothing in it could be read: no games were recovered.\n";
    for (const TableSalvage& table : tables) {
        if (table.unreadable) {
            text += "  " + table.table + ": unreadable, nothing recovered\n";
            continue;
        }
        text += "  " + table.table + ": " + std::to_string(table.recovered) + " recovered";
        if (table.rejected > 0) text += ", " + std::to_string(table.rejected) + " dropped";
        if (table.unreadableStretches > 0)
            text += ", " + std::to_string(table.unreadableStretches) + " unreadable stretch(es) skipped";
        text += "\n";
    }
    for (const GameSalvage& game : games) {
        text += "  game #" + std::to_string(game.key) + " \"" + game.title + "\": ";
        text += game.eventsRecovered == 0 ? std::string("no events") : "events 1.." + std::to_string(game.lastSeq);
        if (game.placeholder) text += " (its game record was lost and has been rebuilt)";
        if (game.firstMissingSeq)
            text += "; event " + std::to_string(*game.firstMissingSeq) + " is lost, so " +
                    std::to_string(game.eventsNotRestored) + " later event(s) were not restored";
        text += "\n";
    }
    return text;
}

}  // namespace adj::storage
