#pragma once
// Why a position's step is not in its turn's sequence of play, in the players' words: a quarterly
// phase in November, the April promotions in June. `adjutant-cli check` refuses such a position
// with this reason instead of judging a step the month does not have.
#include "engine/sequence/walker.hpp"

#include <optional>
#include <string>

namespace adj::sequence {

// nullopt when the step at `cursor` is played in its turn; otherwise a sentence naming the step,
// the turn, the phase whose condition fails and what that condition asks for.
std::optional<std::string> stepNotPlayedReason(const Walker& walker, const Cursor& cursor, const Facts& facts = {});

}  // namespace adj::sequence
