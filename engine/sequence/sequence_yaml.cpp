#include "engine/sequence/sequence_yaml.hpp"

#include "engine/data/yaml_file.hpp"
#include "engine/sequence/condition_yaml.hpp"

#include <algorithm>
#include <cctype>
#include <map>
#include <set>

namespace adj::sequence {
namespace {

using data::YamlValue;

// What a template instance replaces: {side} and {opponent}, as ids in ids and as names in text.
struct Substitution {
    std::string sideId, sideName, opponentId, opponentName;

    std::string apply(std::string text, bool forId) const {
        replace(text, "{side}", forId ? sideId : sideName);
        replace(text, "{opponent}", forId ? opponentId : opponentName);
        return text;
    }

private:
    static void replace(std::string& text, std::string_view placeholder, const std::string& value) {
        if (value.empty()) return;
        for (auto at = text.find(placeholder); at != std::string::npos; at = text.find(placeholder, at + value.size()))
            text.replace(at, placeholder.size(), value);
    }
};

class Loader {
public:
    Loader(const data::YamlFile& file, const SequenceOptions& options) : file_(file), options_(options) {}

    Sequence load() {
        const YamlValue root = file_.root();
        const auto fields = root.fields({"game", "sides", "templates", "sequence"});
        readSides(fields);
        vocabulary_ = options_.calendar ? options_.calendar->vocabulary() : ConditionVocabulary{};
        vocabulary_.calendarOnly = false;
        for (const auto& side : sequence_.sides) vocabulary_.sides.insert(side.id);
        if (options_.sides)
            for (const auto& side : *options_.sides) vocabulary_.sides.insert(side);

        if (const auto templates = fields.optional("templates")) {
            for (const auto& item : templates->items()) {
                const auto templateFields = item.fields({"id", "title", "rule", "who", "when", "checklist", "checks", "children", "repeat"});
                const YamlValue idNode = templateFields.required("id");
                const std::string id = idNode.asString();
                if (!templates_.emplace(id, item).second) idNode.fail("duplicate template id '" + id + "'");
            }
        }
        const auto list = fields.required("sequence");
        const auto items = list.items();
        if (items.empty()) list.fail("expected at least one phase");
        for (const auto& item : items) add(item, -1, Substitution{}, "", {});
        sequence_.index();
        return std::move(sequence_);
    }

private:
    void readSides(const YamlValue::Fields& fields) {
        std::set<std::string> seen;
        for (const auto& item : fields.optional("sides") ? fields.required("sides").items() : std::vector<YamlValue>{}) {
            SequenceSide side;
            if (item.isMap()) {
                const auto sideFields = item.fields({"id", "name"});
                side.id = sideFields.string("id");
                side.name = sideFields.string("name", side.id);
            } else {
                side.id = item.asString();
                side.name = side.id;
            }
            if (options_.sides && std::find(options_.sides->begin(), options_.sides->end(), side.id) == options_.sides->end())
                item.fail("unknown side '" + side.id + "' (the game's sides are: " + joined(*options_.sides) + ")");
            if (!seen.insert(side.id).second) item.fail("side '" + side.id + "' is listed twice");
            sequence_.sides.push_back(std::move(side));
        }
        if (sequence_.sides.empty() && options_.sides)
            for (const auto& id : *options_.sides) sequence_.sides.push_back({id, id});
    }

    static std::string joined(const std::vector<std::string>& names) {
        std::string text;
        for (const auto& name : names) text += (text.empty() ? "" : ", ") + name;
        return text;
    }

    bool knownSide(const std::string& id) const {
        return std::any_of(sequence_.sides.begin(), sequence_.sides.end(), [&](const auto& side) { return side.id == id; });
    }

    void checkLocalId(const YamlValue& where, const std::string& id) const {
        const bool ok = !id.empty() && std::all_of(id.begin(), id.end(), [](unsigned char c) {
            return std::islower(c) || std::isdigit(c) || c == '-' || c == '_';
        });
        if (!ok) where.fail("id '" + id + "' must be lower-case letters, digits, '-' or '_' (no dots: the full id joins the ancestors' ids)");
    }

    // Adds the node written at `item` (a plain node or a `use` of a template) under `parent`.
    void add(const YamlValue& item, int parent, const Substitution& substitution, const std::string& boundSide,
             std::vector<std::string> templateStack) {
        if (!item.isMap()) item.fail("expected a node (a mapping with id and title)");
        if (item.fields({"id", "title", "rule", "who", "when", "checklist", "checks", "children", "repeat", "use", "side", "sides"})
                .has("use")) {
            addUse(item, parent, substitution, boundSide, std::move(templateStack));
            return;
        }
        const auto fields = item.fields({"id", "title", "rule", "who", "when", "checklist", "checks", "children", "repeat"});
        const int index = addNode(item, fields, nullptr, parent, substitution, boundSide);
        addChildren(fields, index, substitution, boundSide, templateStack);
    }

    void addUse(const YamlValue& item, int parent, const Substitution& outer, const std::string& outerSide,
                std::vector<std::string> templateStack) {
        const auto fields = item.fields({"use", "id", "title", "rule", "who", "when", "side", "sides"});
        const YamlValue useNode = fields.required("use");
        const std::string name = useNode.asString();
        const auto found = templates_.find(name);
        if (found == templates_.end()) useNode.fail("unknown template '" + name + "'");
        if (std::find(templateStack.begin(), templateStack.end(), name) != templateStack.end())
            useNode.fail("template '" + name + "' uses itself");
        templateStack.push_back(name);
        if (fields.has("side") && fields.has("sides")) item.fail("give either 'side' or 'sides', not both");

        std::vector<std::pair<std::string, YamlValue>> sides;  // side id and where it is written
        if (fields.has("side")) sides.emplace_back(outer.apply(fields.string("side"), true), fields.required("side"));
        for (const auto& side : fields.optional("sides") ? fields.required("sides").items() : std::vector<YamlValue>{})
            sides.emplace_back(outer.apply(side.asString(), true), side);
        if (fields.has("sides") && sides.empty()) fields.required("sides").fail("expected at least one side");
        if (sides.size() > 1 && !fields.has("id"))
            item.fail("a template used for several sides needs an 'id' with {side} in it, so each copy has its own id");

        const YamlValue& body = found->second;
        const auto bodyFields = body.fields({"id", "title", "rule", "who", "when", "checklist", "checks", "children", "repeat"});
        const auto instantiate = [&](const Substitution& substitution, const std::string& side) {
            const int index = addNode(body, bodyFields, &fields, parent, substitution, side);
            addChildren(bodyFields, index, substitution, side, templateStack);
        };
        if (sides.empty()) {
            instantiate(outer, outerSide);
            return;
        }
        for (const auto& [side, where] : sides) {
            if (!sequence_.sides.empty() && !knownSide(side)) where.fail("unknown side '" + side + "'");
            Substitution substitution;
            substitution.sideId = side;
            substitution.sideName = sequence_.sideName(side);
            if (sequence_.sides.size() == 2) {
                const auto& other = sequence_.sides[0].id == side ? sequence_.sides[1] : sequence_.sides[0];
                substitution.opponentId = other.id;
                substitution.opponentName = other.name;
            }
            instantiate(substitution, side);
        }
    }

    void addChildren(const YamlValue::Fields& fields, int index, const Substitution& substitution, const std::string& boundSide,
                     const std::vector<std::string>& templateStack) {
        const auto children = fields.optional("children");
        if (!children) return;
        const auto items = children->items();
        if (items.empty()) children->fail("expected at least one child (leave 'children' out for a step)");
        for (const auto& child : items) add(child, index, substitution, boundSide, templateStack);
    }

    // Creates one node. `use` holds the using node's fields, which override the template's.
    int addNode(const YamlValue& item, const YamlValue::Fields& fields, const YamlValue::Fields* use, int parent,
                const Substitution& substitution, const std::string& boundSide) {
        const auto pick = [&](std::string_view key) -> std::optional<YamlValue> {
            if (use && use->has(key)) return use->required(key);
            return fields.optional(key);
        };
        Node node;
        node.line = item.line();
        node.parent = parent;
        node.side = boundSide;

        const auto pickedId = pick("id");
        const YamlValue idNode = pickedId ? *pickedId : fields.required("id");
        node.localId = substitution.apply(idNode.asString(), true);
        checkLocalId(idNode, node.localId);
        node.id = parent < 0 ? node.localId : sequence_.node(parent).id + "." + node.localId;
        if (sequence_.indexOf(node.id) >= 0 || usedIds_.contains(node.id)) idNode.fail("duplicate id '" + node.id + "'");
        usedIds_.insert(node.id);

        const auto titleNode = pick("title");
        if (!titleNode) item.fail("missing key 'title'");
        node.title = substitution.apply(titleNode->asString(), false);
        if (const auto rule = pick("rule")) node.rule = rule->asString();

        readWho(node, pick("who"), parent, substitution);
        if (const auto when = fields.optional("when")) node.when = parseCondition(*when, vocabulary_);
        if (use && use->has("when")) {
            // The using node narrows the template's condition: both must hold.
            Condition narrowed = parseCondition(use->required("when"), vocabulary_);
            if (node.when.always()) node.when = std::move(narrowed);
            else {
                Condition both;
                both.kind = Condition::Kind::All;
                both.children = {std::move(node.when), std::move(narrowed)};
                node.when = std::move(both);
            }
        }
        readChecklist(node, fields, substitution);
        readChecks(node, fields);
        if (const auto repeat = fields.optional("repeat")) node.repeat = readRepeat(*repeat);

        checkPhasing(node, idNode, parent);
        const int index = static_cast<int>(sequence_.nodes.size());
        sequence_.nodes.push_back(std::move(node));
        if (parent < 0) sequence_.roots.push_back(index);
        else sequence_.nodes[static_cast<std::size_t>(parent)].children.push_back(index);
        return index;
    }

    void readWho(Node& node, const std::optional<YamlValue>& who, int parent, const Substitution& substitution) const {
        if (!who) {
            if (parent >= 0) {
                node.who = sequence_.node(parent).who;
                node.whoSide = sequence_.node(parent).whoSide;
            }
            return;
        }
        const std::string text = substitution.apply(who->asString(), true);
        static const std::map<std::string, Who, std::less<>> kinds = {
            {"both", Who::Both}, {"phasing", Who::Phasing}, {"non-phasing", Who::NonPhasing}, {"either", Who::Either}, {"none", Who::None}};
        if (const auto it = kinds.find(text); it != kinds.end()) {
            node.who = it->second;
            return;
        }
        if (!sequence_.sides.empty() && !knownSide(text)) {
            std::vector<std::string> ids;
            for (const auto& side : sequence_.sides) ids.push_back(side.id);
            who->fail("unknown side '" + text + "' (expected a side id (" + joined(ids) + "), both, phasing, non-phasing, either or none)");
        }
        node.who = Who::Side;
        node.whoSide = text;
    }

    void readChecklist(Node& node, const YamlValue::Fields& fields, const Substitution& substitution) const {
        for (const auto& item : fields.optional("checklist") ? fields.required("checklist").items() : std::vector<YamlValue>{}) {
            ChecklistItem entry;
            if (item.isMap()) {
                const auto itemFields = item.fields({"text", "when"});
                entry.text = substitution.apply(itemFields.string("text"), false);
                entry.when = parseCondition(itemFields.required("when"), vocabulary_);
            } else {
                entry.text = substitution.apply(item.asString(), false);
            }
            if (entry.text.empty()) item.fail("a checklist entry may not be empty");
            node.checklist.push_back(std::move(entry));
        }
    }

    void readChecks(Node& node, const YamlValue::Fields& fields) const {
        for (const auto& item : fields.optional("checks") ? fields.required("checks").items() : std::vector<YamlValue>{}) {
            const std::string check = item.asString();
            if (options_.checks && std::find(options_.checks->begin(), options_.checks->end(), check) == options_.checks->end())
                item.fail("unknown check '" + check + "' (the game module implements: " + joined(*options_.checks) + ")");
            if (std::find(node.checks.begin(), node.checks.end(), check) != node.checks.end()) item.fail("check '" + check + "' is listed twice");
            node.checks.push_back(check);
        }
    }

    Repeat readRepeat(const YamlValue& value) const {
        const auto fields = value.fields({"times", "until", "min", "max", "alternate-sides", "label"});
        Repeat repeat;
        if (fields.has("times") == fields.has("until")) value.fail("expected exactly one of 'times' (a fixed count) or 'until: players'");
        if (const auto times = fields.optional("times")) {
            if (fields.has("min") || fields.has("max")) value.fail("'min' and 'max' are for 'until: players'; a fixed count uses 'times'");
            const auto positive = [](const YamlValue& number) {
                const long long count = number.asInt();
                if (count < 1 || count > 999) number.fail("expected a number of times from 1 to 999");
                return static_cast<int>(count);
            };
            if (times->isList()) {
                const auto items = times->items();
                if (items.empty()) times->fail("expected at least one entry");
                for (std::size_t i = 0; i < items.size(); ++i) {
                    const auto countFields = items[i].fields({"when", "value"});
                    Repeat::Count count;
                    count.value = positive(countFields.required("value"));
                    if (const auto when = countFields.optional("when")) count.when = parseCondition(*when, vocabulary_);
                    const bool last = i + 1 == items.size();
                    if (last != count.when.always())
                        items[i].fail(last ? "the last entry is the default: it must have no 'when'" : "only the last entry may leave out 'when'");
                    repeat.times.push_back(std::move(count));
                }
            } else {
                repeat.times.push_back(Repeat::Count{Condition{}, positive(*times)});
            }
        } else {
            fields.required("until").asOneOf({"players"});
            repeat.playersEnd = true;
            repeat.min = static_cast<int>(fields.integer("min", 1));
            if (repeat.min < 1) fields.required("min").fail("expected at least 1");
            if (fields.has("max")) {
                repeat.max = static_cast<int>(fields.integer("max"));
                if (*repeat.max < repeat.min) fields.required("max").fail("'max' is below 'min'");
            }
        }
        repeat.alternateSides = fields.boolean("alternate-sides", false);
        if (repeat.alternateSides && sequence_.sides.size() < 2) value.fail("'alternate-sides' needs the sides listed (at least two)");
        repeat.label = fields.string("label", "");
        return repeat;
    }

    // 'phasing' and 'non-phasing' need a phasing side: a template instance for a side, or a loop
    // that hands the turn from side to side.
    void checkPhasing(const Node& node, const YamlValue& where, int parent) const {
        if (node.who != Who::Phasing && node.who != Who::NonPhasing) return;
        if (!node.side.empty() || (node.repeat && node.repeat->alternateSides)) return;
        for (int at = parent; at >= 0; at = sequence_.node(at).parent)
            if (sequence_.node(at).repeat && sequence_.node(at).repeat->alternateSides) return;
        where.fail("'" + node.id + "' is played by the " + std::string(toString(node.who)) +
                   " side, but no side is phasing here (not inside a template used for a side, nor a repeat with alternate-sides)");
    }

    const data::YamlFile& file_;
    const SequenceOptions& options_;
    Sequence sequence_;
    ConditionVocabulary vocabulary_;
    std::map<std::string, YamlValue> templates_;
    std::set<std::string> usedIds_;
};

}  // namespace

Sequence loadSequence(const std::filesystem::path& file, const SequenceOptions& options) {
    const auto yaml = data::YamlFile::load(file);
    return Loader(yaml, options).load();
}

Sequence parseSequence(const std::string& text, const std::filesystem::path& name, const SequenceOptions& options) {
    const auto yaml = data::YamlFile::parse(text, name);
    return Loader(yaml, options).load();
}

}  // namespace adj::sequence
