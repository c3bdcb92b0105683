#include "engine/session/history_lines.hpp"

#include "engine/session/replay.hpp"

namespace adj::session {

namespace {

// Whether event `next` moves along with `first`: same action, both moves, same from and to.
bool movesTogether(const Event& first, const Event& next) {
    const auto* a = std::get_if<PieceMoved>(&first.payload);
    const auto* b = std::get_if<PieceMoved>(&next.payload);
    return a && b && first.group == next.group && a->from == b->from && a->to == b->to;
}

std::string placeWords(const EventNames& names, const std::string& space) {
    return space.empty() ? std::string("off the board") : names.space(space);
}

}  // namespace

std::string describeStackMove(const std::vector<const model::Piece*>& pieces, const std::string& from,
                              const std::string& to, const EventNames& names) {
    const std::string route = " moved from " + placeWords(names, from) + " to " + placeWords(names, to);
    const model::Piece* leader = nullptr;
    for (const model::Piece* piece : pieces)
        if (piece && names.leads(*piece)) {
            leader = piece;
            break;
        }
    if (leader) return names.piece(*leader) + "'s stack of " + std::to_string(pieces.size()) + route;
    const std::string first = pieces.empty() || !pieces.front() ? std::string("?") : names.piece(*pieces.front());
    const std::size_t others = pieces.empty() ? 0 : pieces.size() - 1;
    return first + " and " + std::to_string(others) + (others == 1 ? " other" : " others") + route;
}

std::vector<HistoryLine> historyLines(const model::Position& initial, const std::vector<Event>& log, const EventNames& names) {
    std::vector<HistoryLine> lines;
    Replay replay(initial, log);
    for (std::size_t i = 0; i < log.size();) {
        std::size_t end = i + 1;
        while (end < log.size() && movesTogether(log[i], log[end])) ++end;
        const model::Position& before = replay.position();
        HistoryLine line;
        line.first = i;
        line.last = end - 1;
        line.seq = log[i].seq;
        line.group = log[i].group;
        line.turn = before.time.turn;
        line.step = before.step;
        line.kind = std::string(typeName(log[i].payload));
        if (end - i == 1) {
            line.text = describe(log[i], before, names);
            replay.forward();
        } else {
            // The pieces are read before any of them moves: each is still where the march began.
            std::vector<model::Piece> pieces;
            for (std::size_t e = i; e < end; ++e) {
                const std::string& id = std::get<PieceMoved>(log[e].payload).piece;
                const model::Piece* piece = before.findPiece(id);
                model::Piece unknown;  // a stale move the fold refuses anyway: named by its id
                unknown.id = id;
                pieces.push_back(piece ? *piece : unknown);
            }
            std::vector<const model::Piece*> pointers;
            for (const model::Piece& piece : pieces) pointers.push_back(&piece);
            const auto& move = std::get<PieceMoved>(log[i].payload);
            line.text = describeStackMove(pointers, move.from, move.to, names);
            for (std::size_t e = i; e < end; ++e) {
                line.details.push_back(describe(log[e], replay.position(), names));
                replay.forward();
            }
        }
        lines.push_back(std::move(line));
        i = end;
    }
    return lines;
}

}  // namespace adj::session
