#include "engine/rules/text_template.hpp"

namespace adj::rules {

std::string fillTemplate(std::string_view text, const TemplateValues& values) {
    std::string out;
    out.reserve(text.size() + 16);
    std::size_t i = 0;
    while (i < text.size()) {
        const std::size_t open = text.find('{', i);
        if (open == std::string_view::npos) break;
        const std::size_t close = text.find('}', open);
        if (close == std::string_view::npos) break;
        out.append(text.substr(i, open - i));
        const std::string_view name = text.substr(open + 1, close - open - 1);
        bool replaced = false;
        for (const auto& [key, value] : values) {
            if (key == name) {
                out.append(value);
                replaced = true;
                break;
            }
        }
        if (!replaced) out.append(text.substr(open, close - open + 1));
        i = close + 1;
    }
    out.append(text.substr(i));
    return out;
}

}  // namespace adj::rules
