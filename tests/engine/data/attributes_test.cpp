// Typed attributes and the "value is on a missing chart" marker.
#include "engine/data/attributes_yaml.hpp"
#include "data_test_support.hpp"

#include <gtest/gtest.h>

namespace adj::data {
namespace {

using test::failsAt;

AttributeSchema schemaOf(const std::string& text) {
    return readAttributeSchema(YamlFile::parse(text, "schema.yaml").root(), {"name"});
}

TEST(DataAttributes, SchemaReadsTypesAndDefaults) {
    const auto schema = schemaOf("movement: int\ncavalry: {type: bool, default: false}\ngrade: string\n");
    ASSERT_EQ(schema.decls().size(), 3u);
    EXPECT_EQ(schema.find("movement")->type, AttributeType::Int);
    EXPECT_FALSE(schema.find("movement")->fallback.has_value());
    EXPECT_EQ(schema.find("cavalry")->type, AttributeType::Bool);
    EXPECT_EQ(*schema.find("cavalry")->fallback, AttributeValue(false));
    EXPECT_EQ(schema.find("grade")->type, AttributeType::String);
    EXPECT_EQ(schema.find("nothing"), nullptr);
}

TEST(DataAttributes, SchemaRejectsUnknownTypeAndReservedNames) {
    EXPECT_TRUE(failsAt([] { schemaOf("movement: int\nspeed: float\n"); }, "schema.yaml", 2, "'float' is not an attribute type"));
    EXPECT_TRUE(failsAt([] { schemaOf("movement: int\nname: string\n"); }, "schema.yaml", 2, "cannot be an attribute name"));
    EXPECT_TRUE(failsAt([] { schemaOf("movement: int\nmovement: int\n"); }, "schema.yaml", 2, "duplicate attribute 'movement'"));
}

TEST(DataAttributes, ValuesAreTypedAndChartValuesAreKnownMissing) {
    const auto schema = schemaOf("move-cost: int\nferry: bool\nnote: string\nlimit: {type: int, default: 5}\n");
    const auto file = YamlFile::parse("{move-cost: chart, ferry: yes, note: dry, cost2: 1}", "values.yaml");
    const auto fields = file.root().fieldsAllowing(keysWithAttributes({"cost2"}, schema));
    const Attributes attributes = readAttributes(fields, schema);

    EXPECT_TRUE(attributes.onChart("move-cost"));
    EXPECT_FALSE(attributes.integer("move-cost").has_value());  // never an invented number
    EXPECT_EQ(attributes.flag("ferry"), true);
    EXPECT_EQ(attributes.text("note"), "dry");
    EXPECT_EQ(attributes.integer("limit"), 5);  // the default
    EXPECT_FALSE(attributes.has("cost2"));      // not an attribute, only an allowed key
}

TEST(DataAttributes, ChartMayNameTheChart) {
    const auto schema = schemaOf("rating: int\n");
    const auto file = YamlFile::parse("rating: {chart: Leader Ratings}\n", "values.yaml");
    const auto value = readAttributeValue(file.root().fields({"rating"}).required("rating"), *schema.find("rating"));
    EXPECT_EQ(value, AttributeValue(OnChart{"Leader Ratings"}));
    EXPECT_FALSE(typeOf(value).has_value());
}

TEST(DataAttributes, WrongTypeNamesLineAndAttribute) {
    const auto schema = schemaOf("move-cost: int\nferry: bool\n");
    const auto read = [&](const std::string& text) {
        const auto file = YamlFile::parse(text, "values.yaml");
        readAttributes(file.root().fieldsAllowing(keysWithAttributes({}, schema)), schema);
    };
    EXPECT_TRUE(failsAt([&] { read("ferry: true\nmove-cost: two\n"); }, "values.yaml", 2, "move-cost: expected a whole number, found 'two'"));
    EXPECT_TRUE(failsAt([&] { read("move-cost: 1\nferry: 2\n"); }, "values.yaml", 2, "expected true or false"));
}

TEST(DataAttributes, AttributesCompareByContentNotOrder) {
    Attributes a;
    a.set("x", 1);
    a.set("y", std::string("z"));
    Attributes b;
    b.set("y", std::string("z"));
    b.set("x", 1);
    EXPECT_EQ(a, b);
    b.set("x", 2);  // replaces
    EXPECT_EQ(b.integer("x"), 2);
    EXPECT_EQ(b.all().size(), 2u);
}

}  // namespace
}  // namespace adj::data
