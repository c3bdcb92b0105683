#include "vision/stability/still_frame_mean.hpp"

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
        cv::add(sum_, bgr, sum_, cv::noArray(), CV_16UC3);
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
