#pragma once
// `adjutant-cli charts`: the values a game waits for from the players' printed charts.
#include <string>
#include <vector>

namespace adj::cli {

int listChartValues(const std::vector<std::string>& arguments);

}  // namespace adj::cli
