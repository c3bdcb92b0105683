#include "app/core/game_journal.hpp"

#include "app/storage/store_error.hpp"
#include "engine/session/event_json.hpp"
#include "engine/session/position_json.hpp"
#include "engine/session/session_error.hpp"

namespace adj::app {

namespace {

constexpr const char* kStartNote = "game started";

storage::NewEvent toStored(const session::Event& event) {
    return {event.seq, std::string(session::typeName(event.payload)), session::toJsonText(event)};
}

}  // namespace

GameJournal::GameJournal(storage::GameStore* store, storage::GameKey key, std::unique_ptr<session::Session> session,
                         session::Session::Clock clock)
    : store_(store), key_(key), session_(std::move(session)), clock_(std::move(clock)) {}

GameJournal GameJournal::start(storage::GameStore& store, const model::Position& initial, const std::string& title,
                               session::Session::Clock clock) {
    const storage::GameKey key = store.createGame({initial.game, initial.scenario, title});
    auto session = std::make_unique<session::Session>(initial, clock);
    const session::Event& first = session->append(session::Payload{session::Note{kStartNote}}, session::Source::Touch);
    try {
        store.appendEvent(key, toStored(first));
        store.saveSnapshot(key, first.seq, session::toJson(initial).dump());
    } catch (...) {
        // A game that could not record its start is not kept half-made.
        try {
            store.deleteGame(key);
        } catch (const storage::StoreError&) {
        }
        throw;
    }
    return GameJournal(&store, key, std::move(session), std::move(clock));
}

GameJournal GameJournal::inMemory(const model::Position& initial, session::Session::Clock clock) {
    auto session = std::make_unique<session::Session>(initial, clock);
    session->append(session::Payload{session::Note{kStartNote}}, session::Source::Touch);
    return GameJournal(nullptr, 0, std::move(session), std::move(clock));
}

GameJournal GameJournal::resume(storage::GameStore& store, storage::GameKey key, session::Session::Clock clock) {
    const auto info = store.game(key);
    if (!info) throw session::SessionError("there is no game " + std::to_string(key) + " in " + store.file().string());
    const auto initial = store.latestSnapshot(key, storage::kFirstSeq);
    if (!initial) {
        throw session::SessionError("game '" + info->title + "' has no starting position in " + store.file().string());
    }
    model::Position position;
    try {
        position = session::positionFromJson(nlohmann::json::parse(initial->positionJson), "snapshot 1");
    } catch (const nlohmann::json::exception& error) {
        throw session::SessionError("game '" + info->title + "': the starting position cannot be read: " + error.what());
    }
    std::vector<session::Event> log;
    for (const storage::StoredEvent& stored : store.events(key)) {
        try {
            log.push_back(session::eventFromJsonText(stored.json));
        } catch (const std::exception& error) {
            throw session::SessionError("game '" + info->title + "', event " + std::to_string(stored.seq) + ": " +
                                        error.what());
        }
    }
    auto session = std::make_unique<session::Session>(session::Session::restore(std::move(position), std::move(log), clock));
    return GameJournal(&store, key, std::move(session), std::move(clock));
}

void GameJournal::persistNewEvents(std::size_t storedBefore) {
    if (store_ == nullptr) return;
    const std::vector<session::Event>& log = session_->log();
    std::size_t stored = storedBefore;
    try {
        for (; stored < log.size(); ++stored) {
            store_->appendEvent(key_, toStored(log[stored]));
            const auto seq = log[stored].seq;
            if (seq % kSnapshotEvery == 0) store_->saveSnapshot(key_, seq, session::toJson(session_->position()).dump());
        }
    } catch (const storage::StoreError&) {
        // Back to exactly what the store holds: the events written stay, the rest never happened.
        std::vector<session::Event> kept(log.begin(), log.begin() + static_cast<std::ptrdiff_t>(stored));
        session_ = std::make_unique<session::Session>(session::Session::restore(session_->initial(), std::move(kept), clock_));
        throw;
    }
}

std::vector<session::Event> GameJournal::append(std::vector<session::Payload> payloads, session::Source source) {
    const std::size_t before = session_->log().size();
    std::vector<session::Event> events = session_->append(std::move(payloads), source);
    persistNewEvents(before);
    return events;
}

const session::Event& GameJournal::undo(session::Source source) {
    const std::size_t before = session_->log().size();
    session_->undo(source);
    persistNewEvents(before);
    return session_->log().back();
}

const session::Event& GameJournal::redo(session::Source source) {
    const std::size_t before = session_->log().size();
    session_->redo(source);
    persistNewEvents(before);
    return session_->log().back();
}

}  // namespace adj::app
