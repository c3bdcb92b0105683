#pragma once
// Shared test data for the session tests: a small position and a fixed clock, so event times are
// known and the logs the tests build are the same on every run.
#include "engine/model/position.hpp"
#include "engine/session/session.hpp"

namespace adj::session::testing {

inline model::Piece piece(const std::string& id, const std::string& side, int strength, const std::string& space) {
    model::Piece result;
    result.id = id;
    result.kind = side == "union" ? "us-infantry" : "cs-infantry";
    result.side = side;
    result.strength = strength;
    result.location.space = space;
    return result;
}

inline model::Position smallPosition() {
    model::Position position;
    position.game = "war-for-the-union";
    position.scenario = "campaign";
    position.time = model::GameTime{1, 1861, 7};
    position.step = "interphase.reinforcement";
    position.pieces = {piece("US-1", "union", 3, "3030"), piece("US-2", "union", 2, "3030"), piece("CS-1", "confederate", 4, "2920")};
    position.control = {{"3030", "union"}};
    position.records = {{"confederate-supply-capacity", 14}};
    return position;
}

// A clock that starts at a fixed moment and moves one second per event.
inline Session::Clock steppingClock() {
    auto next = std::make_shared<Timestamp>(Timestamp{std::chrono::milliseconds{1'740'000'000'000}});
    return [next] {
        const Timestamp now = *next;
        *next += std::chrono::seconds{1};
        return now;
    };
}

}  // namespace adj::session::testing
