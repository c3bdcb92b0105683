#pragma once
// A working image kept from one frame to the next so that its memory is reused: allocating
// a grid-sized image anew each frame costs page faults on every frame, and cv::Mat::create
// keeps the buffer it has when the size and type are right.

#include <opencv2/core.hpp>

namespace adj::vision {

/// A copy starts empty: copies of the owner (a detector, a pipeline) may be used on other
/// threads and must never write to the same memory.
class ScratchMat {
public:
    ScratchMat() = default;
    ScratchMat(const ScratchMat& /*other*/) {}
    ScratchMat& operator=(const ScratchMat& /*other*/) { return *this; }
    ScratchMat(ScratchMat&&) noexcept = default;
    ScratchMat& operator=(ScratchMat&&) noexcept = default;
    ~ScratchMat() = default;

    [[nodiscard]] cv::Mat& mat() { return mat_; }

private:
    cv::Mat mat_;
};

} // namespace adj::vision
