#include "engine/games/chart_values.hpp"

#include "engine/data/yaml_file.hpp"

#include <algorithm>
#include <stdexcept>

namespace adj::games {

namespace {

// The tables whose `chart` values are entered once for the whole game, with their key prefixes.
template <class Visit>
void forEachChartTable(data::GameDefinition& definition, Visit&& visit) {
    visit("terrain", definition.terrain, definition.terrainAttributes);
    visit("borders", definition.borderKinds, definition.borderAttributes);
    visit("features", definition.features, definition.featureAttributes);
    visit("pieces", definition.pieceKinds, definition.pieceAttributes);
}

template <class Visit>
void forEachChartTable(const data::GameDefinition& definition, Visit&& visit) {
    visit("terrain", definition.terrain, definition.terrainAttributes);
    visit("borders", definition.borderKinds, definition.borderAttributes);
    visit("features", definition.features, definition.featureAttributes);
    visit("pieces", definition.pieceKinds, definition.pieceAttributes);
}

// Where a value written {chart: counter} or {chart: map} on a piece kind is printed, for players.
std::string printedWhere(const std::string& table, const std::string& chart) {
    if (table != "pieces") return chart.empty() ? "the game's charts" : chart;
    if (chart.empty() || chart == "counter") return "the counters";
    if (chart == "map") return "the map";
    return chart;
}

std::string typeText(data::AttributeType type) {
    switch (type) {
        case data::AttributeType::Int: return "a whole number";
        case data::AttributeType::Bool: return "yes or no";
        case data::AttributeType::String: return "a word";
    }
    return "a value";
}

// Costs and modifiers are never negative on these charts except DRMs, which carry their sign.
bool mayBeNegative(const std::string& attribute) { return attribute.ends_with("drm"); }

}  // namespace

std::vector<ChartQuestion> chartQuestions(const data::GameDefinition& definition) {
    std::vector<ChartQuestion> questions;
    forEachChartTable(definition, [&](const char* table, const auto& kinds, const data::AttributeSchema& schema) {
        for (const auto& kind : kinds) {
            for (const auto& [name, value] : kind.attributes.all()) {
                const auto* onChart = std::get_if<data::OnChart>(&value);
                if (onChart == nullptr) continue;
                const data::AttributeDecl* decl = schema.find(name);
                questions.push_back({std::string(table) + "/" + kind.id + "/" + name, printedWhere(table, onChart->chart),
                                     kind.name, name, decl ? decl->type : data::AttributeType::Int});
            }
        }
    });
    return questions;
}

Table tableOf(const model::Position& position) { return {position.map, position.scenario}; }

ChartValues printedValues(const data::GameData& data, const Table& table) {
    ChartValues values;
    if (!table.map.empty())
        if (const data::GameMap* map = data.findMap(table.map))
            for (const data::PrintedValue& printed : map->chart.values) values.emplace(printed.key(), printed.value);
    if (const data::Scenario* scenario = table.scenario.empty() ? nullptr : data.findScenario(table.scenario)) {
        const auto kit = data.kits.find(scenario->kit);
        if (kit != data.kits.end())
            for (const data::PrintedValue& printed : kit->second.printed.values) values.emplace(printed.key(), printed.value);
    }
    return values;
}

std::vector<ChartQuestion> chartQuestions(const data::GameDefinition& definition, const data::GameData& data,
                                          const Table& table) {
    const data::GameMap* map = table.map.empty() ? nullptr : data.findMap(table.map);
    const bool mapPrintsChart = map != nullptr && !map->chart.empty();
    const data::Scenario* scenario = table.scenario.empty() ? nullptr : data.findScenario(table.scenario);
    const bool kitCounters = scenario != nullptr && data.kits.contains(scenario->kit);
    std::vector<ChartQuestion> questions = chartQuestions(definition);
    std::erase_if(questions, [&](const ChartQuestion& question) {
        const bool piece = question.key.starts_with("pieces/");
        return piece ? kitCounters : mapPrintsChart;
    });
    return questions;
}

void applyChartValues(data::GameDefinition& definition, const ChartValues& values) {
    const std::vector<ChartQuestion> questions = chartQuestions(definition);
    for (const auto& [key, value] : values) {
        const auto question = std::find_if(questions.begin(), questions.end(),
                                           [&](const ChartQuestion& q) { return q.key == key; });
        if (question == questions.end()) {
            throw std::invalid_argument("no chart value '" + key + "' is waited for in " + definition.game);
        }
        if (data::typeOf(value) != question->type) {
            throw std::invalid_argument("chart value '" + key + "' must be " + typeText(question->type));
        }
    }
    forEachChartTable(definition, [&](const char* table, auto& kinds, const data::AttributeSchema&) {
        for (std::size_t i = 0; i < kinds.size(); ++i) {
            auto& kind = kinds.edit(i);
            data::Attributes filled;
            for (const auto& [name, value] : kind.attributes.all()) {
                const auto entered = values.find(std::string(table) + "/" + kind.id + "/" + name);
                filled.set(name, entered != values.end() && data::isOnChart(value) ? entered->second : value);
            }
            kind.attributes = std::move(filled);
        }
    });
}

std::string chartValueText(const data::AttributeValue& value) {
    if (const int* number = std::get_if<int>(&value)) return std::to_string(*number);
    if (const bool* flag = std::get_if<bool>(&value)) return *flag ? "yes" : "no";
    if (const auto* text = std::get_if<std::string>(&value)) return *text;
    return "chart";
}

data::AttributeValue parseChartValue(const std::string& text, data::AttributeType type) {
    switch (type) {
        case data::AttributeType::Int: {
            std::size_t used = 0;
            int number = 0;
            try {
                number = std::stoi(text, &used);
            } catch (const std::exception&) {
                used = 0;
            }
            if (used == 0 || used != text.size()) throw std::invalid_argument("'" + text + "' is not a whole number");
            return number;
        }
        case data::AttributeType::Bool:
            if (text == "yes" || text == "true") return true;
            if (text == "no" || text == "false") return false;
            throw std::invalid_argument("'" + text + "' is not yes or no");
        case data::AttributeType::String:
            if (text.empty()) throw std::invalid_argument("the value is empty");
            return text;
    }
    throw std::invalid_argument("unknown value type");
}

ChartValues readChartValues(const std::filesystem::path& file, const data::GameDefinition& definition) {
    const data::YamlFile yaml = data::YamlFile::load(file);
    const data::YamlValue root = yaml.root();
    ChartValues values;
    if (root.isNull()) return values;
    if (!root.isMap()) root.fail("expected chart values as 'table/kind/attribute: value' lines");
    const std::vector<ChartQuestion> questions = chartQuestions(definition);
    for (const data::YamlEntry& entry : root.keyedEntries()) {
        const auto question = std::find_if(questions.begin(), questions.end(),
                                           [&](const ChartQuestion& q) { return q.key == entry.key; });
        if (question == questions.end()) {
            std::string known;
            for (const ChartQuestion& q : questions) known += (known.empty() ? "" : ", ") + q.key;
            entry.keyNode.fail("'" + entry.key + "' is not a chart value " + definition.game +
                               " waits for; these are: " + (known.empty() ? "(none)" : known));
        }
        if (values.contains(entry.key)) entry.keyNode.fail("'" + entry.key + "' is entered twice");
        data::AttributeValue value;
        switch (question->type) {
            case data::AttributeType::Int: {
                const long long number = entry.value.asInt();
                if (number < 0 && !mayBeNegative(question->attribute)) {
                    entry.value.fail(question->attribute + " of " + question->subject + " cannot be negative");
                }
                if (number > 1000 || number < -1000) entry.value.fail("a chart value of " + std::to_string(number) + " is not plausible");
                value = static_cast<int>(number);
                break;
            }
            case data::AttributeType::Bool: value = entry.value.asBool(); break;
            case data::AttributeType::String: value = entry.value.asString(); break;
        }
        values.emplace(entry.key, std::move(value));
    }
    return values;
}

}  // namespace adj::games
