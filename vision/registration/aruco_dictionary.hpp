#pragma once
// Named ArUco dictionaries. Layouts name their dictionary as text ("DICT_4X4_50") so that a
// game's data file can say which markers its map carries without knowing OpenCV's enum.

#include <opencv2/aruco.hpp>

#include <string>
#include <string_view>

namespace adj::vision {

/// The predefined OpenCV dictionary called `name` (e.g. "DICT_4X4_50", "DICT_APRILTAG_36h11").
/// Throws std::invalid_argument for an unknown name.
cv::Ptr<cv::aruco::Dictionary> arucoDictionary(std::string_view name);

/// How many distinct marker ids the dictionary called `name` holds (50 for "DICT_4X4_50").
int arucoDictionarySize(std::string_view name);

/// The dictionary in words for players and organisers: "DICT_4X4_50" is "4x4 set of 50",
/// "DICT_APRILTAG_36h11" is "AprilTag 36h11 set". A name of no known shape comes back as it is.
std::string arucoDictionaryWords(std::string_view name);

} // namespace adj::vision
