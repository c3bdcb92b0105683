#include "engine/model/alert.hpp"

#include <algorithm>
#include <string>
#include <tuple>

namespace adj::model {

std::string_view toString(Severity severity) {
    switch (severity) {
    case Severity::Info: return "info";
    case Severity::Warning: return "warning";
    case Severity::Error: return "error";
    }
    return "error";
}

bool parseSeverity(std::string_view text, Severity& out) {
    if (text == "info") out = Severity::Info;
    else if (text == "warning") out = Severity::Warning;
    else if (text == "error") out = Severity::Error;
    else return false;
    return true;
}

int wordCount(std::string_view text) {
    int words = 0;
    bool inWord = false;
    for (const char c : text) {
        const bool space = c == ' ' || c == '\t' || c == '\n' || c == '\r';
        if (!space && !inWord) ++words;
        inWord = !space;
    }
    return words;
}

std::string headlineProblem(std::string_view headline) {
    const int words = wordCount(headline);
    if (words == 0) return "is empty; an alert needs a headline of 1 to " + std::to_string(kMaxHeadlineWords) + " words";
    if (words > kMaxHeadlineWords)
        return "has " + std::to_string(words) + " words; a headline has at most " + std::to_string(kMaxHeadlineWords);
    return {};
}

std::string Alert::key() const {
    std::string result = code;
    for (const auto& space : spaces) result += "|s:" + space;
    for (const auto& piece : pieces) result += "|p:" + piece;
    return result;
}

void sortForDisplay(std::vector<Alert>& alerts) {
    std::stable_sort(alerts.begin(), alerts.end(), [](const Alert& a, const Alert& b) {
        const auto firstSpace = [](const Alert& alert) { return alert.spaces.empty() ? std::string() : alert.spaces.front(); };
        return std::make_tuple(-static_cast<int>(a.severity), a.rule, a.code, firstSpace(a)) <
               std::make_tuple(-static_cast<int>(b.severity), b.rule, b.code, firstSpace(b));
    });
}

}  // namespace adj::model
