#include "vision/synth/camera_effects.hpp"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>

namespace adj::vision::synth {

int distortionPadding(const RadialDistortion& lens, cv::Size frameSize)
{
    double worst = 0.0;
    const double w = frameSize.width - 1.0;
    const double h = frameSize.height - 1.0;
    for (const cv::Point2d p : {cv::Point2d(0, 0), cv::Point2d(w, 0), cv::Point2d(w, h), cv::Point2d(0, h),
                                cv::Point2d(w / 2, 0), cv::Point2d(w, h / 2), cv::Point2d(w / 2, h),
                                cv::Point2d(0, h / 2)}) {
        const cv::Point2d u = lens.undistort(p);
        worst = std::max({worst, -u.x, -u.y, u.x - w, u.y - h});
    }
    return static_cast<int>(std::ceil(worst)) + 4;
}

cv::Mat applyDistortion(const cv::Mat& canvas, int pad, const RadialDistortion& lens, cv::Size frameSize)
{
    if (lens.isIdentity()) {
        return canvas(cv::Rect(pad, pad, frameSize.width, frameSize.height)).clone();
    }
    // Each frame pixel looks up where the ideal camera saw it: closed form, no iteration.
    cv::Mat mapX(frameSize, CV_32F);
    cv::Mat mapY(frameSize, CV_32F);
    for (int y = 0; y < frameSize.height; ++y) {
        auto* xs = mapX.ptr<float>(y);
        auto* ys = mapY.ptr<float>(y);
        for (int x = 0; x < frameSize.width; ++x) {
            const cv::Point2d u = lens.undistort({static_cast<double>(x), static_cast<double>(y)});
            xs[x] = static_cast<float>(u.x + pad);
            ys[x] = static_cast<float>(u.y + pad);
        }
    }
    cv::Mat out;
    cv::remap(canvas, out, mapX, mapY, cv::INTER_LINEAR, cv::BORDER_REPLICATE);
    return out;
}

cv::Mat developFrame(cv::Mat image, const DrawnConditions& d, unsigned noiseSeed)
{
    const cv::Size size = image.size();
    // Light: a linear fade across the frame, vignetting, a lamp's hot spot.
    cv::Mat light(size, CV_32F);
    const double w = size.width;
    const double h = size.height;
    const double diag = std::hypot(w, h) / 2;
    const cv::Point2d hot(d.hotSpotAt.x * w, d.hotSpotAt.y * h);
    const double hotSigma = d.hotSpotRadius * w;
    cv::Mat glare(size, CV_32F);
    const double glareSigma = hotSigma * 0.35;
    for (int y = 0; y < size.height; ++y) {
        auto* row = light.ptr<float>(y);
        auto* g = glare.ptr<float>(y);
        for (int x = 0; x < size.width; ++x) {
            const cv::Point2d p(x, y);
            const cv::Point2d fromCentre = p - cv::Point2d(w / 2, h / 2);
            // 0 on the bright side, 1 on the dark side.
            const double along = 0.5 + fromCentre.dot(d.falloffDirection) / (2 * diag);
            const double r2 = fromCentre.dot(fromCentre) / (diag * diag);
            const cv::Point2d fromHot = p - hot;
            const double hot2 = fromHot.dot(fromHot);
            row[x] = static_cast<float>((1.0 - d.falloff * along) * (1.0 - d.vignetting * r2) +
                                        d.hotSpot * std::exp(-hot2 / (2 * hotSigma * hotSigma)));
            g[x] = static_cast<float>(d.glare * std::exp(-hot2 / (2 * glareSigma * glareSigma)));
        }
    }
    std::vector<cv::Mat> channels;
    cv::split(image, channels);
    for (int c = 0; c < 3; ++c) {
        channels[c] = channels[c].mul(light) * d.colourGain[c];
        // Glare: the shiny print reflects the lamp, washing colours towards white.
        channels[c] += glare.mul(255.0 - channels[c]);
    }
    cv::merge(channels, image);
    if (d.blurPx > 0) {
        cv::GaussianBlur(image, image, cv::Size(), d.blurPx);
    }
    cv::Mat noise(size, CV_32FC3);
    cv::RNG rng(noiseSeed);
    rng.fill(noise, cv::RNG::NORMAL, 0.0, d.noise);
    image += noise;
    cv::Mat out;
    image.convertTo(out, CV_8UC3); // saturating
    return out;
}

} // namespace adj::vision::synth
