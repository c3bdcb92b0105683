// PlaySession at the table by touch: the header's phase track and "what now" sentence (made by the
// engine's sequence code, only turned into QML values here), the stack viewer's view of one space,
// and the players' own changes to the position (a stack moved, a piece placed, removed or changed).
// Each change is one action of the log and is judged by recordMoves exactly as a camera move is, so
// it is also how players correct what the camera saw.
#include "app/core/play_session.hpp"

#include "engine/games/game.hpp"
#include "engine/games/piece_names.hpp"
#include "engine/games/placement_check.hpp"
#include "engine/games/position_report.hpp"
#include "engine/games/stack_report.hpp"
#include "engine/model/position.hpp"
#include "engine/sequence/phase_track.hpp"
#include "engine/sequence/walker.hpp"
#include "engine/sequence/what_now.hpp"

#include <algorithm>
#include <set>

namespace adj::app {

namespace {

QString touchText(const std::string& text) { return QString::fromStdString(text); }

// An id as words, for the game's states and limits that have no names of their own yet:
// "force-marched" -> "Force marched".
QString wordsOfId(const std::string& id) {
    QString words = touchText(id).replace(QLatin1Char('-'), QLatin1Char(' '));
    if (!words.isEmpty()) words[0] = words[0].toUpper();
    return words;
}

}  // namespace

// ---- the header ---------------------------------------------------------------------------------

void PlaySession::refreshHeader(const sequence::StepView* view) {
    turnDate_.clear();
    actorColour_.clear();
    phaseTrack_.clear();
    whatNow_.clear();
    if (!view || !walker_ || !position_ || !game_) return;
    const data::GameDefinition& definition = game_->data.definition;
    const auto sideName = [&](const std::string& id) {
        const data::Side* side = definition.sides.find(id);
        return side ? side->name : id;
    };
    turnDate_ = touchText(view->turnLabel);
    if (view->actor.known && view->actor.sides.size() == 1 &&
        (view->actor.who == sequence::Who::Side || view->actor.who == sequence::Who::Phasing ||
         view->actor.who == sequence::Who::NonPhasing))
        if (const data::Side* side = definition.sides.find(view->actor.sides.front())) actorColour_ = touchText(side->colour.hex());
    whatNow_ = touchText(sequence::whatNow(*view, sideName, canNext_));
    sequence::Facts facts;
    facts.records = &position_->records;
    try {
        for (const sequence::PhaseMark& mark : sequence::phaseTrack(*walker_, sequence::Cursor::of(*position_), facts))
            phaseTrack_ << QVariantMap{{"id", touchText(mark.id)},
                                       {"title", touchText(mark.title)},
                                       {"rule", touchText(mark.rule)},
                                       {"depth", mark.depth},
                                       {"state", touchText(std::string(sequence::toString(mark.state)))},
                                       {"current", mark.state == sequence::PhaseMark::State::Current},
                                       {"done", mark.state == sequence::PhaseMark::State::Done}};
    } catch (const std::exception& error) {
        qWarning("the phase track of %s: %s", position_->step.c_str(), error.what());
    }
}

QVariantList PlaySession::pieceStates() const {
    QVariantList states;
    if (!game_) return states;
    for (const std::string& flag : game_->data.definition.pieceFlags) states << QVariantMap{{"id", touchText(flag)}, {"name", wordsOfId(flag)}};
    return states;
}

// ---- the stack viewer ---------------------------------------------------------------------------

QVariantMap PlaySession::stackAt(const QString& spaceId) const {
    const data::GameMap* map = currentMap();
    if (!map || !position_) return {};
    const std::string space = spaceId.toStdString();
    const auto index = space.empty() ? std::nullopt : map->graph.find(space);
    if (!space.empty() && !index) return {};
    const data::GameDefinition& definition = game_->data.definition;
    const auto sideNameOf = [&](const std::string& id) {
        const data::Side* side = definition.sides.find(id);
        return side ? touchText(side->name) : touchText(id);
    };

    const std::vector<model::Alert> alerts = shownAlerts();
    std::set<std::string> here;
    for (const model::Piece& piece : position_->pieces)
        if (piece.location.space == space) here.insert(piece.id);

    // The piece's name as the piece model has it (a display name, where the model has that role).
    const int nameColumn = pieceModel_.column("name");
    const int idColumn = pieceModel_.column("pieceId");
    const auto nameOf = [&](const model::Piece& piece, const QString& fallback) {
        if (nameColumn < 0 || idColumn < 0) return fallback;
        for (const auto& row : pieceModel_.rows())
            if (row[idColumn].toString() == touchText(piece.id)) {
                const QString name = row[nameColumn].toString();
                return name.isEmpty() ? fallback : name;
            }
        return fallback;
    };

    QVariantList pieces;
    for (const model::Piece& piece : position_->pieces) {
        if (piece.location.space != space) continue;
        const data::PieceKind* kind = definition.pieceKinds.find(piece.kind);
        const data::Side* side = definition.sides.find(piece.side);
        const QString kindName = kind ? touchText(kind->name) : (piece.hidden() ? tr("Hidden") : touchText(piece.kind));
        QVariantList states;
        for (const std::string& flag : piece.flags) states << QVariantMap{{"id", touchText(flag)}, {"name", wordsOfId(flag)}};
        int alertCount = 0;
        for (const model::Alert& alert : alerts) alertCount += std::count(alert.pieces.begin(), alert.pieces.end(), piece.id) > 0 ? 1 : 0;
        QString supply;
        if (report_) {
            const auto it = report_->supply.find(piece.id);
            if (it != report_->supply.end() && it->is_string()) supply = touchText(it->get<std::string>());
        }
        pieces << QVariantMap{{"pieceId", touchText(piece.id)},
                              {"name", nameOf(piece, kindName)},
                              {"kind", touchText(piece.kind)},
                              {"kindName", kindName},
                              {"side", touchText(piece.side)},
                              {"sideName", sideNameOf(piece.side)},
                              {"sideColour", side ? touchText(side->colour.hex()) : QStringLiteral("#808080")},
                              {"strength", piece.strength},
                              {"states", states},
                              {"supply", supply},
                              {"alertCount", alertCount}};
    }

    QVariantList limits;
    if (index) {
        try {
            for (const games::StackLimitTally& tally : games::stackLimitsAt(*game_, *position_, *map, space)) {
                const QString name = wordsOfId(tally.limit);
                const QString sideName = tally.side.empty() ? tr("All sides") : sideNameOf(tally.side);
                const QString count = tally.allowed ? tr("%1 of %2").arg(tally.count).arg(*tally.allowed)
                                                    : tr("%1, no limit here").arg(tally.count);
                QString text = tr("%1: %2 (%3").arg(sideName, count, name.toLower());
                if (!tally.rule.empty()) text += tr(", rule %1").arg(touchText(tally.rule));
                text += QLatin1Char(')');
                if (tally.over()) text += tally.soft ? tr(": over, allowed with consequences") : tr(": over the limit");
                limits << QVariantMap{{"limit", touchText(tally.limit)},
                                      {"name", name},
                                      {"rule", touchText(tally.rule)},
                                      {"side", touchText(tally.side)},
                                      {"sideName", sideName},
                                      {"count", tally.count},
                                      {"allowed", tally.allowed.value_or(-1)},
                                      {"over", tally.over()},
                                      {"soft", tally.soft},
                                      {"checkedNow", tally.checkedNow},
                                      {"text", text}};
            }
        } catch (const std::exception& error) {
            qWarning("stacking at %s: %s", space.c_str(), error.what());
        }
    }

    QVariantList stackAlerts;
    for (const model::Alert& alert : alerts) {
        const bool namesSpace = !space.empty() && std::find(alert.spaces.begin(), alert.spaces.end(), space) != alert.spaces.end();
        const bool namesPiece = std::any_of(alert.pieces.begin(), alert.pieces.end(), [&](const std::string& id) { return here.contains(id); });
        if (!namesSpace && !namesPiece) continue;
        stackAlerts << QVariantMap{{"code", touchText(alert.code)},
                                   {"severity", touchText(std::string(model::toString(alert.severity)))},
                                   {"rule", touchText(alert.rule)},
                                   {"message", touchText(alert.message)},
                                   {"fix", touchText(alert.fix)}};
    }

    QString name = tr("Off the board");
    if (index) {
        const QString spaceName = touchText(map->displayName(*index));
        name = spaceName == spaceId || spaceName.isEmpty() ? spaceId : tr("%1 (%2)").arg(spaceName, spaceId);
    }
    return {{"space", spaceId}, {"name", name}, {"pieces", pieces}, {"limits", limits}, {"alerts", stackAlerts}};
}

// ---- changes by touch ---------------------------------------------------------------------------

bool PlaySession::movePieces(const QStringList& pieceIds, const QString& spaceId) {
    if (!position_ || !game_ || replayIndex_ >= 0) return false;
    const std::string to = spaceId.toStdString();
    if (!to.empty() && !currentMap()->graph.find(to)) {
        setNotice(tr("There is no space %1 on this map.").arg(spaceId));
        return false;
    }
    std::vector<session::Payload> payloads;
    const games::PieceNames names = games::pieceNamesFor(*game_, *position_);
    for (const QString& id : pieceIds) {
        const model::Piece* piece = position_->findPiece(id.toStdString());
        if (!piece) {
            setNotice(tr("There is no piece %1 in this game.").arg(id));
            return false;
        }
        if (piece->location.space == to) continue;
        // A piece where it can never stand (a ship on dry land) is refused, as a camera answer is:
        // the players' slip is not logged as the game. Off the board is always possible.
        if (!to.empty()) {
            if (const auto why = games::placementRefusal(game_->data.definition, currentMap()->graph, *piece, to, names.name(*piece))) {
                setNotice(tr("Refused: %1").arg(qs(*why)));
                return false;
            }
        }
        payloads.emplace_back(session::PieceMoved{piece->id, piece->location.space, to});
    }
    if (payloads.empty()) return true;  // already there: nothing to log
    return recordMoves(std::move(payloads), session::Source::Touch);
}

bool PlaySession::moveStack(const QString& fromSpace, const QString& toSpace) {
    if (!position_ || fromSpace.isEmpty()) return false;
    QStringList ids;
    for (const model::Piece& piece : position_->pieces)
        if (piece.location.space == fromSpace.toStdString()) ids << touchText(piece.id);
    if (ids.isEmpty()) {
        setNotice(tr("Nothing stands in %1 to move.").arg(fromSpace));
        return false;
    }
    return movePieces(ids, toSpace);
}

bool PlaySession::placePiece(const QString& pieceId, const QString& spaceId) {
    if (spaceId.isEmpty()) return false;
    return movePieces({pieceId}, spaceId);
}

bool PlaySession::removePiece(const QString& pieceId) { return movePieces({pieceId}, QString()); }

bool PlaySession::setPieceStrength(const QString& pieceId, int strength) {
    if (!position_) return false;
    const model::Piece* piece = position_->findPiece(pieceId.toStdString());
    if (!piece) return false;
    if (strength < 0) {
        setNotice(tr("A strength cannot be below 0."));
        return false;
    }
    if (piece->strength == strength) return true;
    session::PieceChanged change;
    change.piece = piece->id;
    change.strength = strength;
    return changePiece(std::move(change));
}

bool PlaySession::setPieceState(const QString& pieceId, const QString& flag, bool on) {
    if (!position_ || !game_) return false;
    const model::Piece* piece = position_->findPiece(pieceId.toStdString());
    if (!piece) return false;
    const std::string state = flag.toStdString();
    if (!game_->data.definition.hasFlag(state)) {
        setNotice(tr("%1 is not a state pieces of this game can have.").arg(flag));
        return false;
    }
    if (piece->hasFlag(state) == on) return true;
    session::PieceChanged change;
    change.piece = piece->id;
    (on ? change.flagsAdded : change.flagsRemoved).insert(state);
    return changePiece(std::move(change));
}

bool PlaySession::changePiece(session::PieceChanged change) {
    if (replayIndex_ >= 0) return false;
    return recordMoves({std::move(change)}, session::Source::Touch);
}

}  // namespace adj::app
