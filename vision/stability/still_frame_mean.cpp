#include "vision/stability/still_frame_mean.hpp"

#include <cstdint>
#include <stdexcept>

namespace adj::vision {

void StillFrameMean::add(const cv::Mat& bgr)
{
    if (bgr.empty()) return;
    if (bgr.type() != CV_8UC3) {
        throw std::invalid_argument("StillFrameMean::add: a BGR frame of 8 bits a channel is needed");
    }
    if (frames_ > 0 && bgr.size() != sum_.size()) clear();
    if (frames_ >= kMostFrames) return;
    if (frames_ == 0) {
        bgr.convertTo(sum_, CV_16UC3);
    } else {
        // A plain loop the compiler vectorises: cv::add mixing 8- and 16-bit depths took 26 ms for a 4K
        // frame (occupancy_bench BM_StillFrameAdded), over half of what the rest of the frame costs.
        const int values = bgr.cols * bgr.channels();
        for (int y = 0; y < bgr.rows; ++y) {
            const auto* in = bgr.ptr<std::uint8_t>(y);
            auto* total = sum_.ptr<std::uint16_t>(y);
            for (int i = 0; i < values; ++i) total[i] = static_cast<std::uint16_t>(total[i] + in[i]);
        }
    }
    ++frames_;
}

void StillFrameMean::clear()
{
    // The sum's memory is kept for the next still period: 50 MB at 4K, which a fresh allocation would
    // fault in page by page on its first frame.
    frames_ = 0;
}

cv::Mat StillFrameMean::mean() const
{
    cv::Mat out;
    if (frames_ > 0) sum_.convertTo(out, CV_8UC3, 1.0 / frames_);
    return out;
}

} // namespace adj::vision
