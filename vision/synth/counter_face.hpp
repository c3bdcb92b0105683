#pragma once
// Generated faces for counters and wooden blocks, drawn the way a simple wargame prints
// them: side colour, a NATO-style unit symbol, designation and strength; optionally a small
// ArUco fiducial (see identity/counter_fiducials.hpp) instead of the symbol.

#include <opencv2/core.hpp>

#include <string>

namespace adj::vision::synth {

/// A 9/16 inch counter and typical thicknesses.
inline constexpr double kCounterSideMm = 14.3;
inline constexpr double kCounterThicknessMm = 1.8;
/// Columbia-style wooden block: a square face, standing on edge (upright) or lying on its back.
inline constexpr double kBlockFaceMm = 19.0;
inline constexpr double kBlockThicknessMm = 9.0;

enum class UnitSymbol { None, Infantry, Cavalry, Artillery, Leader, Supply, Headquarters, Ship, Fort };

struct CounterFaceSpec {
    cv::Scalar background{150, 90, 40}; ///< Side colour, BGR.
    cv::Scalar ink{25, 25, 25};
    UnitSymbol symbol = UnitSymbol::Infantry;
    std::string designation; ///< Text above the symbol, as large as fits ("7", "II", "Grant").
    std::string strength;    ///< Large text below ("4-3").
    int fiducialId = -1;     ///< >= 0: print this counter marker instead of symbol and text.
};

/// A square counter face, `sideMm` wide at `pxPerMm`, BGR.
/// Throws std::invalid_argument for a fiducial id outside the counter range.
[[nodiscard]] cv::Mat renderCounterFace(const CounterFaceSpec& spec, double sideMm = kCounterSideMm,
                                        double pxPerMm = 12.0);

struct BlockSpec {
    cv::Scalar colour{40, 40, 160}; ///< Painted wood, BGR.
    UnitSymbol symbol = UnitSymbol::Infantry;
    int strengthPips = 3; ///< Strength shown along the top edge of the label.
};

/// The block's label face (seen when the block is tipped onto its back).
[[nodiscard]] cv::Mat renderBlockLabel(const BlockSpec& spec, double pxPerMm = 12.0);
/// The top of an upright block: painted wood, no label. `faceMm` x `thicknessMm`.
[[nodiscard]] cv::Mat renderBlockTop(const BlockSpec& spec, double pxPerMm = 12.0);

} // namespace adj::vision::synth
