#pragma once
// The mean of the frames a camera took of a still board. Each frame carries the sensor's own noise,
// a few grey levels at every pixel; a unit's number printed 2.7 mm tall is a blob of a few dozen
// pixels at 4K, and what tells a "6" from an "8" is a stroke that noise can hide. The board does not
// change while it is still, so the frames of one still period differ only by that noise, and their
// mean has less of it: the mean of 4 frames half as much.

#include <opencv2/core.hpp>

namespace adj::vision {

class StillFrameMean {
public:
    /// At most this many frames are summed: 8 frames of a still second at 15 frames a second leave
    /// about a third of the noise, and at 4K the sum then weighs 50 MB.
    static constexpr int kMostFrames = 8;

    /// Adds a BGR frame (CV_8UC3; anything else is a caller's mistake: std::invalid_argument) of the
    /// still board. A frame of another size than those before it starts the mean over: the camera is
    /// not the one that took them. Past kMostFrames, frames are not added.
    void add(const cv::Mat& bgr);
    /// Forgets the frames (the board or the camera moved), keeping the memory for the next ones.
    void clear();
    [[nodiscard]] int frames() const { return frames_; }
    /// The mean of the frames added, as CV_8UC3; empty when none was.
    [[nodiscard]] cv::Mat mean() const;

private:
    cv::Mat sum_; ///< CV_16UC3: 8 frames of 8 bits each fit with room to spare.
    int frames_ = 0;
};

} // namespace adj::vision
