#include "app/storage/open_report.hpp"

namespace adj::storage {

std::string OpenReport::message() const {
    std::string text;
    switch (outcome) {
    case Outcome::Created: text = "Created a new game store at " + file.string() + ".\n"; break;
    case Outcome::Opened: text = "Opened the game store " + file.string() + ".\n"; break;
    case Outcome::Upgraded:
        text = "Opened the game store " + file.string() + " and upgraded it from schema version " +
               std::to_string(schemaVersionFound) + " to " + std::to_string(schemaVersion) + ".\n";
        break;
    case Outcome::Recovered: text = salvage ? salvage->summary() : file.string() + " was recovered.\n"; break;
    }
    for (const std::string& note : notes) text += note + "\n";
    return text;
}

}  // namespace adj::storage
