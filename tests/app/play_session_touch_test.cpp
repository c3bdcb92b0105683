// PlaySession at the table by touch, on the real engine: the header's turn, date, side colour, phase
// track and "what now" sentence; the stack viewer's pieces, stacking count and alerts; and the
// players' own changes (a whole stack moved, a piece taken off and put back, a strength and a state
// corrected), each one action of the log, judged as a camera move is.
#include "app/core/play_session.hpp"

#include <QtTest>

using adj::app::PlaySession;

namespace {

const QString kFixtureGames = QStringLiteral(ADJUTANT_TEST_FIXTURES "/games");
const QString kRealData = QStringLiteral(ADJUTANT_SOURCE_DIR "/data");

QStringList trackLines(const PlaySession& session) {
    QStringList lines;
    for (const QVariant& item : session.phaseTrack()) {
        const QVariantMap mark = item.toMap();
        lines << QString(mark["depth"].toInt(), QLatin1Char('>')) + mark["id"].toString() + " " + mark["state"].toString();
    }
    return lines;
}

QVariantMap limitNamed(const QVariantMap& stack, const QString& limit, const QString& side) {
    for (const QVariant& item : stack["limits"].toList())
        if (item.toMap()["limit"] == limit && item.toMap()["side"] == side) return item.toMap();
    return {};
}

QStringList piecesIn(const QVariantMap& stack) {
    QStringList ids;
    for (const QVariant& item : stack["pieces"].toList()) ids << item.toMap()["pieceId"].toString();
    return ids;
}

int alertRow(PlaySession& session, const QString& code, const QString& piece = {}) {
    const auto& alerts = *session.alertModel();
    for (int r = 0; r < alerts.rowCount(); ++r) {
        const QVariantMap alert = alerts.get(r);
        if (alert["code"] == code && (piece.isEmpty() || alert["pieces"].toStringList().contains(piece))) return r;
    }
    return -1;
}

}  // namespace

class PlaySessionTouchTest : public QObject {
    Q_OBJECT

private slots:
    void theHeaderSaysWhoActsWhenAndWhatNow() {
        PlaySession session;
        session.setDataDir(kFixtureGames);
        QVERIFY(session.load("open-field", "open-field"));
        QCOMPARE(session.turnNumber(), 1);
        QCOMPARE(session.turnDate(), QString("April 1862"));
        QCOMPARE(session.actorColour(), QString("#2a4fa8"));  // Blue Army's colour
        QCOMPARE(session.whatNow(), QString("Blue Army: Supply Phase. Work through the 2 points of the list. Tap Next when done."));
        QCOMPARE(trackLines(session), (QStringList{"blue current", ">blue.supply current", ">blue.movement ahead",
                                                   ">blue.combat ahead", "red ahead", "end-of-turn ahead"}));
        QVERIFY(session.next());
        QCOMPARE(session.whatNow(), QString("Blue Army: move your units on the table. Tap Next when done."));
        QCOMPARE(trackLines(session).mid(1, 2), (QStringList{">blue.supply done", ">blue.movement current"}));
        // Red's turn: Blue's is done, Red's phases are spelled out, the banner is Red's.
        for (int i = 0; i < 2; ++i) QVERIFY(session.next());
        QCOMPARE(session.actorColour(), QString("#b03a2e"));
        QCOMPARE(trackLines(session).mid(0, 2), (QStringList{"blue done", "red current"}));
        // Both sides at the end of the turn: no one side's colour.
        for (int i = 0; i < 3; ++i) QVERIFY(session.next());
        QCOMPARE(session.stepId(), QString("end-of-turn"));
        QCOMPARE(session.actorColour(), QString());
        QCOMPARE(trackLines(session).last(), QString("end-of-turn current"));
    }

    void theStackViewerListsThePiecesTheCountAgainstTheLimitAndTheAlerts() {
        PlaySession session;
        session.setDataDir(kRealData);
        QVERIFY(session.load("war-for-the-union", "practice-border-war"));
        QVERIFY(session.advanceTo("union-turn.supply.attrition"));  // safe stacking is checked here (7.5)
        const QVariantMap army = session.stackAt("1207");
        QCOMPARE(piecesIn(army).size(), 8);
        QCOMPARE(piecesIn(army).first(), QString("US-army-1"));
        const QVariantMap first = army["pieces"].toList().at(3).toMap();
        QCOMPARE(first["pieceId"].toString(), QString("US-inf-1"));
        QVERIFY(!first["name"].toString().isEmpty());
        QVERIFY(first["name"].toString() != QString("US-inf-1"));  // words, not the id
        QCOMPARE(first["strength"].toInt(), 4);
        QCOMPARE(first["sideName"].toString(), QString("Union"));
        const QVariantMap safe = limitNamed(army, "safe-limit", "union");
        QVERIFY2(!safe.isEmpty(), "no safe-limit count for the Union at 1207");
        QCOMPARE(safe["count"].toInt(), 19);
        QCOMPARE(safe["allowed"].toInt(), 18);
        QVERIFY(safe["over"].toBool());
        QVERIFY2(safe["text"].toString().startsWith("Union: 19 of 18"), qPrintable(safe["text"].toString()));
        bool overAlert = false;
        for (const QVariant& alert : army["alerts"].toList())
            overAlert = overAlert || alert.toMap()["code"].toString().startsWith("stacking.");
        QVERIFY2(overAlert, "the stack's own stacking alert is listed with it");
        // A piece's states are listed in words.
        const QVariantMap grant = army["pieces"].toList().at(1).toMap();
        QCOMPARE(grant["states"].toList().first().toMap()["name"].toString(), QString("Army side"));
        QVERIFY(session.stackAt("9999").isEmpty());
        QVERIFY(!session.pieceStates().isEmpty());
    }

    void aWholeStackMovedByTouchIsOneActionJudgedLikeACameraMove() {
        PlaySession session;
        session.setDataDir(kRealData);
        QVERIFY(session.load("war-for-the-union", "practice-border-war"));
        QVERIFY(session.advanceTo("union-turn.movement.operations"));
        const int events = session.eventCount();
        QCOMPARE(alertRow(session, "move.over-allowance", "US-inf-11"), -1);
        // Maresby's stack (a brigade and its general) four clear hexes away: too far for 3 MP (9.11).
        QVERIFY(session.moveStack("1909", "2309"));
        QCOMPARE(piecesIn(session.stackAt("1909")).size(), 0);
        QCOMPARE(piecesIn(session.stackAt("2309")), (QStringList{"US-inf-11", "US-thomas"}));
        QCOMPARE(session.eventCount(), events + 2);  // one piece-moved each...
        const int row = alertRow(session, "move.over-allowance", "US-inf-11");
        QVERIFY2(row >= 0, "the touch move must be judged");
        QCOMPARE(session.alertModel()->get(row)["rule"].toString(), QString("9.11, 9.17"));
        // The whole march's cost, and where the allowance ran out (not "to reach" that space).
        const QString said = session.alertModel()->get(row)["message"].toString();
        QVERIFY2(said.contains("MP on this march; its movement allowance is 3, passed on entering 2"), qPrintable(said));
        QCOMPARE(session.historyModel()->get(session.historyModel()->rowCount() - 1)["source"].toString(), QString("touch"));
        // ...in one action: one undo takes the whole stack back.
        QVERIFY(session.undo());
        QCOMPARE(piecesIn(session.stackAt("1909")), (QStringList{"US-inf-11", "US-thomas"}));
        QCOMPARE(alertRow(session, "move.over-allowance", "US-inf-11"), -1);
        QVERIFY(!session.moveStack("2309", "1909"));  // nothing stands there
        QVERIFY(!session.movePieces({"US-inf-11"}, "9999"));
        QVERIFY2(session.notice().contains("9999"), qPrintable(session.notice()));
    }

    // A touch move is refused where the piece can never stand, as a camera answer is (a river ram
    // on dry land, a brigade on a river hexside), with the reason, and nothing is logged.
    void aTouchMoveWhereThePieceCannotStandIsRefusedWithTheReason() {
        PlaySession session;
        session.setDataDir(kRealData);
        QVERIFY(session.load("war-for-the-union", "practice-border-war"));
        QVERIFY(session.advanceTo("union-turn.movement.operations"));
        const int events = session.eventCount();
        QVERIFY(!session.movePieces({"US-ironclad-1"}, "0303"));
        QVERIFY2(session.notice().startsWith("Refused: "), qPrintable(session.notice()));
        QVERIFY2(session.notice().contains("0303"), qPrintable(session.notice()));
        QVERIFY2(!session.notice().contains("US-ironclad-1"), qPrintable(session.notice()));  // its name, not its id
        QVERIFY(!session.moveStack("1909", "0810/0910"));
        QVERIFY2(session.notice().startsWith("Refused: "), qPrintable(session.notice()));
        QCOMPARE(session.eventCount(), events);
        QCOMPARE(piecesIn(session.stackAt("1909")), (QStringList{"US-inf-11", "US-thomas"}));
        // Along the river it may go.
        QVERIFY(session.movePieces({"US-ironclad-1"}, "0808/0908"));
        QCOMPARE(session.eventCount(), events + 1);
    }

    void correctionsAreOneEventEach() {
        PlaySession session;
        session.setDataDir(kRealData);
        QVERIFY(session.load("war-for-the-union", "practice-border-war"));
        QVERIFY(session.advanceTo("union-turn.movement.operations"));
        int events = session.eventCount();
        const auto lastKind = [&] {
            return session.historyModel()->get(session.historyModel()->rowCount() - 1)["kind"].toString();
        };

        // The camera read a 4 as a 3: the players put the strength right.
        QVERIFY(session.setPieceStrength("US-inf-7", 3));
        QCOMPARE(session.eventCount(), ++events);
        QCOMPARE(lastKind(), QString("piece-changed"));
        QCOMPARE(session.stackAt("0808")["pieces"].toList().first().toMap()["strength"].toInt(), 3);
        QVERIFY(session.setPieceStrength("US-inf-7", 3));  // already so: nothing logged
        QCOMPARE(session.eventCount(), events);
        QVERIFY(!session.setPieceStrength("US-inf-7", -1));
        QCOMPARE(session.eventCount(), events);

        // A state on and off again.
        QVERIFY(session.setPieceState("US-inf-7", "entrenched", true));
        QCOMPARE(session.eventCount(), ++events);
        QVERIFY(session.stackAt("0808")["pieces"].toList().first().toMap()["states"].toList().first().toMap()["id"] == "entrenched");
        QVERIFY(session.setPieceState("US-inf-7", "entrenched", false));
        QCOMPARE(session.eventCount(), ++events);
        QVERIFY(!session.setPieceState("US-inf-7", "sleeping", true));
        QVERIFY2(session.notice().contains("sleeping"), qPrintable(session.notice()));
        QCOMPARE(session.eventCount(), events);

        // Off the board and back on: it waits off the board, listed there.
        QVERIFY(session.removePiece("US-inf-8"));
        QCOMPARE(session.eventCount(), ++events);
        QVERIFY(!piecesIn(session.stackAt("0808")).contains("US-inf-8"));
        QVERIFY(piecesIn(session.stackAt("")).contains("US-inf-8"));
        QCOMPARE(session.stackAt("")["name"].toString(), QString("Off the board"));
        QVERIFY(session.placePiece("US-inf-8", "0808"));
        QCOMPARE(session.eventCount(), ++events);
        QVERIFY(piecesIn(session.stackAt("0808")).contains("US-inf-8"));
        QVERIFY(!session.placePiece("US-inf-8", ""));
        QCOMPARE(session.eventCount(), events);
    }
};

QTEST_MAIN(PlaySessionTouchTest)
#include "play_session_touch_test.moc"
