#include "vision/registration/aruco_dictionary.hpp"

#include <array>
#include <stdexcept>
#include <utility>

namespace adj::vision {

namespace {

using Entry = std::pair<std::string_view, cv::aruco::PREDEFINED_DICTIONARY_NAME>;

// Spelled exactly as OpenCV's enumerators, so a name read from data matches the documentation.
constexpr std::array kDictionaries{
    Entry{"DICT_4X4_50", cv::aruco::DICT_4X4_50},
    Entry{"DICT_4X4_100", cv::aruco::DICT_4X4_100},
    Entry{"DICT_4X4_250", cv::aruco::DICT_4X4_250},
    Entry{"DICT_4X4_1000", cv::aruco::DICT_4X4_1000},
    Entry{"DICT_5X5_50", cv::aruco::DICT_5X5_50},
    Entry{"DICT_5X5_100", cv::aruco::DICT_5X5_100},
    Entry{"DICT_5X5_250", cv::aruco::DICT_5X5_250},
    Entry{"DICT_5X5_1000", cv::aruco::DICT_5X5_1000},
    Entry{"DICT_6X6_50", cv::aruco::DICT_6X6_50},
    Entry{"DICT_6X6_100", cv::aruco::DICT_6X6_100},
    Entry{"DICT_6X6_250", cv::aruco::DICT_6X6_250},
    Entry{"DICT_6X6_1000", cv::aruco::DICT_6X6_1000},
    Entry{"DICT_7X7_50", cv::aruco::DICT_7X7_50},
    Entry{"DICT_7X7_100", cv::aruco::DICT_7X7_100},
    Entry{"DICT_7X7_250", cv::aruco::DICT_7X7_250},
    Entry{"DICT_7X7_1000", cv::aruco::DICT_7X7_1000},
    Entry{"DICT_ARUCO_ORIGINAL", cv::aruco::DICT_ARUCO_ORIGINAL},
    Entry{"DICT_APRILTAG_16h5", cv::aruco::DICT_APRILTAG_16h5},
    Entry{"DICT_APRILTAG_25h9", cv::aruco::DICT_APRILTAG_25h9},
    Entry{"DICT_APRILTAG_36h10", cv::aruco::DICT_APRILTAG_36h10},
    Entry{"DICT_APRILTAG_36h11", cv::aruco::DICT_APRILTAG_36h11},
};

} // namespace

cv::Ptr<cv::aruco::Dictionary> arucoDictionary(std::string_view name)
{
    for (const auto& [entryName, id] : kDictionaries) {
        if (entryName == name) {
            return cv::aruco::getPredefinedDictionary(id);
        }
    }
    throw std::invalid_argument("unknown ArUco dictionary '" + std::string(name) + "'");
}

int arucoDictionarySize(std::string_view name)
{
    return arucoDictionary(name)->bytesList.rows;
}

std::string arucoDictionaryWords(std::string_view name)
{
    constexpr std::string_view kPrefix = "DICT_";
    if (!name.starts_with(kPrefix)) return std::string(name);
    const std::string_view rest = name.substr(kPrefix.size());
    if (rest.starts_with("APRILTAG_")) return "AprilTag " + std::string(rest.substr(9)) + " set";
    if (rest == "ARUCO_ORIGINAL") return "original ArUco set";
    // "4X4_50": cells across, cells down, how many codes.
    const auto cross = rest.find('X');
    const auto under = rest.find('_');
    if (cross == std::string_view::npos || under == std::string_view::npos || under < cross) return std::string(name);
    return std::string(rest.substr(0, cross)) + "x" + std::string(rest.substr(cross + 1, under - cross - 1)) + " set of " +
           std::string(rest.substr(under + 1));
}

} // namespace adj::vision
