// What every loader checks before its parser: UTF-8 (with the line), nesting (brackets and YAML
// indentation, with the line), and a file's kind and size before it is read.
#include "engine/data/text_check.hpp"
#include "engine/data/yaml_file.hpp"
#include "engine/session/json_reader.hpp"

#include <gtest/gtest.h>

#include <fstream>

namespace adj::data {
namespace {

TEST(TextCheck, Utf8IsRefusedOnTheLineOfTheFirstBadByte) {
    EXPECT_FALSE(utf8Problem("plain\nand \xc3\xa9t\xc3\xa9 \xe2\x80\x94 \xf0\x9f\x8e\xb2\n"));
    const auto stray = utf8Problem("a\nb\n\xff\n");
    ASSERT_TRUE(stray);
    EXPECT_EQ(stray->line, 3);
    EXPECT_NE(stray->message.find("0xFF"), std::string::npos);
    EXPECT_TRUE(utf8Problem("\xc0\xaf"));          // overlong '/'
    EXPECT_TRUE(utf8Problem("\xed\xa0\x80"));      // a surrogate
    EXPECT_TRUE(utf8Problem("ok \xe2\x80"));       // cut short
    EXPECT_TRUE(utf8Problem("\xf4\x90\x80\x80"));  // past U+10FFFF
}

TEST(TextCheck, NestingIsCountedOutsideStringsAndComments) {
    const std::string deep = "x: 1\ny: " + std::string(100000, '[') + std::string(100000, ']') + "\n";
    const auto problem = nestingProblem(deep, 64, 256, TextSyntax::Yaml);
    ASSERT_TRUE(problem);
    EXPECT_EQ(problem->line, 2);
    // Brackets in strings and comments are text, not nesting.
    const std::string quoted = "a: \"" + std::string(100, '[') + "\"  # " + std::string(100, '{') + "\nb: '" +
                               std::string(100, '[') + "'\n";
    EXPECT_FALSE(nestingProblem(quoted, 64, 256, TextSyntax::Yaml));
    EXPECT_FALSE(nestingProblem("{\"k\": \"[[[[[[[[\\\"[[[[\"}", 2, 0, TextSyntax::Json));
    EXPECT_TRUE(nestingProblem("{\"k\": [[[1]]]}", 3, 0, TextSyntax::Json));
    // Block nesting: indentation, and a compact list two columns a level.
    EXPECT_TRUE(nestingProblem("a:\n" + std::string(300, ' ') + "b: 1\n", 64, 256, TextSyntax::Yaml));
    std::string compact = "a:\n  ";
    for (int i = 0; i < 200; ++i) compact += "- ";
    EXPECT_TRUE(nestingProblem(compact + "x\n", 64, 256, TextSyntax::Yaml));
    EXPECT_FALSE(nestingProblem("a:\n  - - x\n  -\n    b: 1\n", 64, 256, TextSyntax::Yaml));
}

TEST(TextCheck, OnlyRegularFilesWithinTheCapAreRead) {
    EXPECT_NE(readFileWithin("/dev/zero", 1 << 20).problem.find("not a regular file"), std::string::npos);
    EXPECT_NE(readFileWithin("/", 1 << 20).problem.find("folder"), std::string::npos);
    EXPECT_NE(readFileWithin("/no/such/file.yaml", 1 << 20).problem.find("no such file"), std::string::npos);
    const auto file = std::filesystem::temp_directory_path() / "adjutant-text-check.yaml";
    std::ofstream(file) << std::string(5000, 'x');
    EXPECT_NE(readFileWithin(file, 4096).problem.find("more than the 4 KiB"), std::string::npos);
    EXPECT_EQ(readFileWithin(file, 8192).text.size(), 5000U);
    std::filesystem::remove(file);
}

// yaml-cpp recurses once a level: a file nested 100,000 deep is refused, naming file and line, before
// it is parsed.
TEST(TextCheck, YamlFilesAreBoundedBeforeTheyAreParsed) {
    try {
        (void)YamlFile::parse("game: g\npieces: " + std::string(100000, '[') + "\n", "deep.yaml");
        FAIL() << "a file nested 100,000 deep was read";
    } catch (const DataError& e) {
        EXPECT_EQ(e.line(), 2);
        EXPECT_NE(e.message().find("nested deeper than 64"), std::string::npos) << e.what();
    }
    // A few lines of aliases standing for 10^8 values.
    std::string laughs = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n";
    for (int i = 1; i <= 8; ++i) {
        laughs += "a" + std::to_string(i) + ": &a" + std::to_string(i) + " [";
        for (int k = 0; k < 10; ++k) laughs += std::string(k ? ", " : "") + "*a" + std::to_string(i - 1);
        laughs += "]\n";
    }
    try {
        (void)YamlFile::parse(laughs, "laughs.yaml");
        FAIL() << "a billion laughs was read";
    } catch (const DataError& e) {
        EXPECT_NE(e.message().find("more than 1000000 values"), std::string::npos) << e.what();
    }
    YamlLimits small;
    small.maxFileBytes = 10;
    EXPECT_THROW((void)YamlFile::parse("game: open-field\n", "big.yaml", small), DataError);
}

TEST(TextCheck, JsonIsBoundedBeforeItIsParsed) {
    const std::string deep = std::string(100000, '[') + std::string(100000, ']');
    const auto problem = session::checkJsonText(deep);
    ASSERT_TRUE(problem);
    EXPECT_NE(problem->message.find("nested deeper than 64"), std::string::npos);
    EXPECT_THROW((void)session::parseBoundedJson(deep, "event JSON"), session::SessionError);
    EXPECT_THROW((void)session::parseBoundedJson("{\"id\": \"\xff\"}", "event JSON"), session::SessionError);
    EXPECT_EQ(session::parseBoundedJson("{\"a\": [[1]]}", "event JSON")["a"][0][0], 1);
}

}  // namespace
}  // namespace adj::data
