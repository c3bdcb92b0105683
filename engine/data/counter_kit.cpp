// Reading kits/<id>.yaml: the values Adjutant's own counters print (counter_kit.hpp).
#include "engine/data/counter_kit.hpp"

#include "engine/data/game_definition.hpp"
#include "engine/data/yaml_file.hpp"

namespace adj::data {

CounterKit loadCounterKit(const std::filesystem::path& file, const GameDefinition& definition) {
    const YamlFile yaml = YamlFile::load(file);
    CounterKit kit;
    kit.id = file.stem().string();
    kit.printed = readPrintedValues(yaml.root(), definition, {"pieces"});
    return kit;
}

}  // namespace adj::data
