#pragma once
// Confederate-grey infantry counters that differ only in their unit's number along the top edge (a "6"
// and an "8" differ in one stroke): the look-alikes the identity readers' unit tests tell apart.

#include "vision/identity/face_library.hpp"
#include "vision/synth/counter_face.hpp"

#include <opencv2/core.hpp>

#include <string>

namespace adj::vision::test {

/// An infantry counter numbered `number`, black ink on grey.
inline synth::CounterFaceSpec greyInfantry(const std::string& number)
{
    synth::CounterFaceSpec spec;
    spec.background = cv::Scalar(150, 150, 150);
    spec.ink = cv::Scalar(20, 20, 20);
    spec.symbol = synth::UnitSymbol::Infantry;
    spec.strength = "4-3";
    spec.designation = number;
    return spec;
}

/// greyInfantry's face as a library keeps it (upright, at FaceLibrary::kFacePxPerMm).
inline cv::Mat greyInfantryFace(const std::string& number)
{
    FaceLibrary library;
    library.add(number, "", synth::renderCounterFace(greyInfantry(number), synth::kCounterSideMm, 12.0));
    return library.faces().front().face;
}

} // namespace adj::vision::test
