// Issue 55: vision's loaders bounded. A picture's size is checked from its header before it is
// decoded (a 25000x25000 PNG took 4.7 GB; a 1x1 one made detect throw); a face library nested
// 50,000 deep, a layout putting a counter a light-year off its page and a synth-video script moving
// no piece are refused with the file and what is wrong, where they crashed.
#include "engine/data/data_error.hpp"
#include "vision/identity/face_library.hpp"
#include "vision/io/image_file.hpp"
#include "vision/synth/video_script.hpp"

#include <gtest/gtest.h>
#include <opencv2/imgcodecs.hpp>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <string>

namespace adj::vision {
namespace {

std::filesystem::path boundsTempFile(const std::string& name)
{
    const auto dir = std::filesystem::temp_directory_path() / "adjutant-loader-bounds-test";
    std::filesystem::create_directories(dir);
    return dir / name;
}

void writeBytes(const std::filesystem::path& file, const std::string& bytes)
{
    std::ofstream(file, std::ios::binary | std::ios::trunc) << bytes;
}

std::string messageOf(const std::function<void()>& load)
{
    try {
        load();
    } catch (const std::exception& e) {
        return e.what();
    }
    return "(no error)";
}

std::vector<unsigned char> encoded(const char* extension, cv::Size size)
{
    std::vector<unsigned char> bytes;
    cv::imencode(extension, cv::Mat(size, CV_8UC3, cv::Scalar(20, 120, 220)), bytes);
    return bytes;
}

TEST(ImageFile, ReadsTheSizeFromThePngJpegAndBmpHeader)
{
    for (const char* extension : {".png", ".jpg", ".bmp"}) {
        const auto header = readImageHeader(encoded(extension, {321, 123}));
        ASSERT_TRUE(header) << extension;
        EXPECT_EQ(header->size, cv::Size(321, 123)) << extension;
    }
    EXPECT_FALSE(readImageHeader({'G', 'I', 'F', '8', '9', 'a', 1, 0, 1, 0}));
}

// A PNG whose header says 25000x25000: refused at once, never decoded.
TEST(ImageFile, APictureOfTooManyPixelsIsRefusedBeforeItIsDecoded)
{
    std::vector<unsigned char> png = encoded(".png", {8, 8});
    for (int at : {16, 20}) {  // IHDR width, height: 25000 big-endian
        png[at] = 0, png[at + 1] = 0, png[at + 2] = 0x61, png[at + 3] = 0xA8;
    }
    const auto start = std::chrono::steady_clock::now();
    const std::string why = messageOf([&] { (void)decodeImage(png, "huge.png"); });
    EXPECT_NE(why.find("huge.png: the PNG is 25000x25000 pixels, more than the 100 million"), std::string::npos) << why;
    EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(1));
}

TEST(ImageFile, AFrameTooSmallToShowTheMapIsRefused)
{
    const auto file = boundsTempFile("one-pixel.png");
    const auto png = encoded(".png", {1, 1});
    writeBytes(file, std::string(png.begin(), png.end()));
    const std::string why = messageOf([&] { (void)readImageFile(file, tableFrameLimits()); });
    EXPECT_NE(why.find("one-pixel.png: the PNG is 1x1 pixels, smaller than the 160"), std::string::npos) << why;
    EXPECT_EQ(readImageFile(file).size(), cv::Size(1, 1));  // any picture may be that small
    EXPECT_NE(messageOf([&] { (void)readImageFile("/dev/zero"); }).find("not a regular file"), std::string::npos);
}

TEST(FaceLibraryBounds, ALibraryNestedDeepIsRefusedNotParsed)
{
    const auto yml = boundsTempFile("deep.yml");
    writeBytes(yml, "%YAML:1.0\n---\nformat: adjutant-face-library\nversion: 1\nfaces: " + std::string(50000, '[') +
                        std::string(50000, ']') + "\n");
    const std::string why = messageOf([&] { (void)FaceLibrary::load(yml); });
    EXPECT_NE(why.find("deep.yml: line 5: nested deeper than 16"), std::string::npos) << why;

    const auto json = boundsTempFile("deep.json");
    writeBytes(json, "{\"format\": \"adjutant-face-library\", \"faces\": " + std::string(50000, '{') + "}");
    EXPECT_NE(messageOf([&] { (void)FaceLibrary::load(json); }).find("nested deeper than 16"), std::string::npos);

    const auto xml = boundsTempFile("deep.xml");
    std::string nested;
    for (int i = 0; i < 50000; ++i) nested += "<a>";
    writeBytes(xml, "<?xml version=\"1.0\"?>\n<opencv_storage>\n" + nested + "\n");
    EXPECT_NE(messageOf([&] { (void)FaceLibrary::load(xml); }).find("line 3: nested deeper than 16 elements"),
              std::string::npos);

    std::string compact = "%YAML:1.0\n---\nfaces:\n  ";
    for (int i = 0; i < 50000; ++i) compact += "- ";
    writeBytes(yml, compact + "x\n");
    EXPECT_NE(messageOf([&] { (void)FaceLibrary::load(yml); }).find("indented more than 64 columns"), std::string::npos);
}

TEST(FaceLibraryBounds, AFaceOfTooManyPixelsOrTooManyFacesIsRefused)
{
    FaceLibrary library;
    library.add("B-1", "blue", cv::Mat(86, 86, CV_8UC3, cv::Scalar(200, 60, 40)));
    library.add("B-2", "blue", cv::Mat(86, 86, CV_8UC3, cv::Scalar(20, 60, 40)));
    const auto file = boundsTempFile("two.yml.gz");
    library.save(file);
    EXPECT_EQ(FaceLibrary::load(file).size(), 2U);
    FaceLibraryLimits one;
    one.maxFaces = 1;
    EXPECT_NE(messageOf([&] { (void)FaceLibrary::load(file, one); }).find("holds 2 faces, more than the 1"), std::string::npos);
    FaceLibraryLimits tiny;
    tiny.face.maxPixels = 86 * 85;
    EXPECT_NE(messageOf([&] { (void)FaceLibrary::load(file, tiny); }).find("the face of 'B-1' (face 0) does not decode"),
              std::string::npos);
    FaceLibraryLimits small;
    small.maxFileBytes = 1000;  // the .gz is smaller; what it unpacks to is not
    EXPECT_NE(messageOf([&] { (void)FaceLibrary::load(file, small); }).find("unpacks to more than"), std::string::npos);
}

// learn-faces with a huge centreMm crashed (SIGSEGV): every number of a layout is held to its page.
TEST(FaceLibraryBounds, ALayoutIsHeldToItsPage)
{
    const auto layout = [](const std::string& centre, const std::string& page) {
        return "{\"counterSideMm\": 14.3, \"pages\": [{\"page\": 1, \"pageMm\": " + page +
               ", \"counters\": [{\"piece\": \"B-1\", \"side\": \"blue\", \"centreMm\": " + centre + "}]}]}";
    };
    const auto file = boundsTempFile("sheet.layout.json");
    writeBytes(file, layout("[20, 20]", "[210, 297]"));
    ASSERT_EQ(readSheetLayout(file).at(0).counters.size(), 1U);
    writeBytes(file, layout("[1e300, 20]", "[210, 297]"));
    EXPECT_NE(messageOf([&] { (void)readSheetLayout(file); }).find("the centre of B-1 (x, mm)"), std::string::npos);
    writeBytes(file, layout("[20, 20]", "[210, 1e9]"));
    EXPECT_NE(messageOf([&] { (void)readSheetLayout(file); }).find("the page's height (mm)"), std::string::npos);
    writeBytes(file, std::string(100000, '[') + std::string(100000, ']'));
    EXPECT_NE(messageOf([&] { (void)readSheetLayout(file); }).find("nested deeper than 64"), std::string::npos);
}

// synth-video with `move: []` reached the first piece of an empty list (SIGSEGV).
TEST(VideoScript, AMoveOfNoPieceIsRefusedWithItsLine)
{
    const auto file = boundsTempFile("empty-move.yaml");
    writeBytes(file, "scenario: practice-border-war\nsteps:\n  - {wait: 1}\n  - {move: [], to: \"1406\"}\n");
    try {
        (void)synth::loadVideoScript(file);
        FAIL() << "a move of no piece was read";
    } catch (const data::DataError& e) {
        EXPECT_EQ(e.line(), 4);
        EXPECT_NE(e.message().find("a move names at least one piece"), std::string::npos) << e.what();
    }
    writeBytes(file, "scenario: practice-border-war\nsteps:\n  - {bump: {tilt: 1e300}}\n");
    EXPECT_NE(messageOf([&] { (void)synth::loadVideoScript(file); }).find("tilt (degrees) is from -30 to 30"),
              std::string::npos);
    writeBytes(file, "scenario: practice-border-war\nsteps:\n  - {move: [US-inf-6], to: \"1406\", hold: 1}\n");
    EXPECT_EQ(synth::loadVideoScript(file).steps.at(0).pieces, std::vector<std::string>{"US-inf-6"});
}

} // namespace
} // namespace adj::vision
