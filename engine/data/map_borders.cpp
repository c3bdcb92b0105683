// The `borders:` section: what lies on hexsides and area borders.
//
//   borders:
//     "0304/0305": [river]
//     "L2/S1": beach
#include "engine/data/map_reading.hpp"

#include "engine/board/pair_id.hpp"

namespace adj::data::map_reading {

void readBorders(const YamlValue& node, MapBuild& build) {
    auto& graph = build.map.graph;
    board::StringMap<int> lineOfBorder;  // by canonical id, so "a/b" and "b/a" are caught as one
    for (const auto& entry : node.keyedEntries()) {
        const auto halves = board::splitPairId(entry.key);
        if (!halves) entry.keyNode.fail("'" + entry.key + "' is not a border; expected two space ids joined by '/', like \"0304/0305\"");
        const auto a = resolveSpace(entry.keyNode, std::string(halves->first), build.map);
        const auto b = resolveSpace(entry.keyNode, std::string(halves->second), build.map);
        const auto border = graph.borderBetween(a, b);
        if (!border)
            entry.keyNode.fail("'" + std::string(halves->first) + "' and '" + std::string(halves->second) +
                               "' are not adjacent, so there is no border between them");
        const std::string& id = graph.border(*border).id;
        if (const auto it = lineOfBorder.find(id); it != lineOfBorder.end())
            entry.keyNode.fail("border " + id + " is described twice (first on line " + std::to_string(it->second) + ")");
        lineOfBorder.emplace(id, entry.keyNode.line());

        const auto items = entry.value.isScalar() ? std::vector<YamlValue>{entry.value} : entry.value.items();
        if (items.empty()) entry.value.fail("expected the border's kinds, like [river]");
        for (const auto& item : items) {
            const std::string kind = item.asString();
            const auto bit = build.definition.borderBit(kind);
            if (!bit) item.fail("unknown border kind '" + kind + "' (expected one of: " + build.definition.borderKinds.idList() + ")");
            graph.addBorderFeature(*border, *bit);
        }
    }
}

}  // namespace adj::data::map_reading
