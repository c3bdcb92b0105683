// `adjutant-cli check` judging moves (--move and a position file's `moves:`), as a user runs it: the
// rulebook's worked examples of section 9, each on a small map made for it with the example's own
// hex numbers (tests/fixtures/positions/war-for-the-union/maps/), and bad moves, which are exit 2
// with a message naming the move and what is wrong in it.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include "tests/app/cli_runner.hpp"

class CliCheckMovesTest : public QObject {
    Q_OBJECT

    using Run = adj::test::CliRun;
    static QString folder() { return QStringLiteral(ADJUTANT_TEST_FIXTURES) + "/positions/war-for-the-union"; }
    static QString moves(const QString& file) { return folder() + "/moves/" + file; }
    static QString map(const QString& name) { return folder() + "/maps/" + name + ".yaml"; }
    static QString data() { return QStringLiteral(ADJUTANT_SOURCE_DIR) + "/data"; }

    // `check POSITION --map MAP [extra...]` against the real War for the Union data.
    static Run check(const QString& position, const QString& mapName, const QStringList& extra = {}) {
        return adj::test::runCli(QStringList{"check", moves(position), "--data", data(), "--map", map(mapName)} + extra);
    }
    static QJsonArray movesOf(const Run& run) { return QJsonDocument::fromJson(run.out).object().value("moves").toArray(); }
    static QJsonObject moveOf(const QJsonArray& list, const QString& piece, int leg = 0) {
        for (const auto& item : list)
            if (item.toObject().value("piece").toString() == piece && leg-- == 0) return item.toObject();
        return {};
    }
    static QStringList codes(const QJsonObject& move) {
        QStringList result;
        for (const auto& alert : move.value("alerts").toArray()) result << alert.toObject().value("code").toString();
        return result;
    }

private slots:
    // 9.11: "To move directly from one swamp hex to another would cost I MP plus an additional +2
    // MPs (for a total of 3 MPs)." From the file's moves: and from --move, the same judgement.
    void swampToSwampCostsThree() {
        const Run file = check("swamp-to-swamp.yaml", "march-examples");
        QCOMPARE(file.exitCode, 0);
        const QJsonObject move = moveOf(movesOf(file), "US-inf-1");
        QCOMPARE(move.value("path").toArray(), QJsonArray({"2113", "2114"}));
        QCOMPARE(move.value("spent").toInt(), 3);
        QCOMPARE(move.value("allowance").toInt(), 3);
        QVERIFY2(codes(move).isEmpty(), qPrintable(codes(move).join(",")));

        // The leader follows on the command line; his MA is printed on his counter, so it is asked for.
        const Run option = check("swamp-to-swamp.yaml", "march-examples", {"--move", "US-grant:2113-2114", "--format", "text"});
        QCOMPARE(option.exitCode, 0);
        QVERIFY2(option.out.contains("Moves:\nVolunteer infantry 1 (Union): 2113, 2114: 3 of 3 MP, legal\n"), option.out.constData());
        QVERIFY2(option.out.contains("Grant: 2113, 2114: 3 of ? MP\n  info move.allowance-unknown"), option.out.constData());
    }

    // The Force March example (9.2): "moving from Alexandria in hex 6006 to Winchester in hex 5704,
    // requiring 4MPs. He first moves from hex 6006 to 5805 (2 MPs)... The SPs will need one extra MP
    // to reach the hex." Rough's cost (2) and the militia's MA (3) are chart values the text lacks:
    // they are in the test's charts file (moves/rough-chart.yaml).
    void forceMarchExampleIsOneMpShort() {
        const Run run = check("force-march.yaml", "shenandoah",
                              {"--charts", moves("rough-chart.yaml"), "--move",
                               "US-vol-1+US-mil-1+US-sheridan:6006-5905-5805,US-vol-1+US-mil-1+US-sheridan:5805-5704"});
        QCOMPARE(run.exitCode, 0);
        const QJsonArray list = movesOf(run);
        QCOMPARE(list.size(), 6);
        for (const QString piece : {"US-vol-1", "US-mil-1"}) {
            const QJsonObject toward = moveOf(list, piece, 0);
            QCOMPARE(toward.value("spent").toInt(), 2);  // "6006 to 5805 (2 MPs)"
            QVERIFY2(codes(toward).isEmpty(), qPrintable(piece + ": " + codes(toward).join(",")));
            const QJsonObject into = moveOf(list, piece, 1);
            QCOMPARE(into.value("spent").toInt(), 4);    // "requiring 4MPs"
            QCOMPARE(into.value("allowance").toInt(), 3);  // one extra MP needed
            QCOMPARE(codes(into), QStringList({"move.over-allowance"}));
            QVERIFY(into.value("alerts").toArray().first().toObject().value("message").toString().contains("4 MP in all"));
        }
        // Sheridan's MA of 8 takes him there; he cannot force march himself (9.24), and need not.
        QVERIFY(codes(moveOf(list, "US-sheridan", 1)).isEmpty());
        // Without the chart value the cost of Winchester's rough hex is asked for, never guessed.
        const Run unknown = check("force-march.yaml", "shenandoah", {"--move", "US-vol-1:6006-5905-5805-5704"});
        QCOMPARE(unknown.exitCode, 0);
        QCOMPARE(codes(moveOf(movesOf(unknown), "US-vol-1")), QStringList({"move.cost-unknown"}));
    }

    // 9.12: "When the units split up each is considered to have expended 3 MPs": a stack's leg starts
    // from the most any of its units spent, and a unit's MPs add up over its legs.
    void aStackCountsTheMostItsUnitsSpent() {
        const Run run = check("stack-legs.yaml", "march-examples", {"--move", "US-inf-a:2414-2413,US-inf-b:2414-2415"});
        QCOMPARE(run.exitCode, 0);
        const QJsonArray list = movesOf(run);
        QCOMPARE(list.size(), 6);
        QCOMPARE(moveOf(list, "US-inf-a", 0).value("spent").toInt(), 2);
        QCOMPARE(moveOf(list, "US-inf-b", 0).value("spent").toInt(), 1);
        for (const QString piece : {"US-inf-a", "US-inf-b"}) {
            const QJsonObject stacked = moveOf(list, piece, 1);
            QCOMPARE(stacked.value("spentBefore").toInt(), 2);
            QCOMPARE(stacked.value("spent").toInt(), 3);  // "each is considered to have expended 3 MPs"
            QVERIFY(codes(stacked).isEmpty());
            const QJsonObject apart = moveOf(list, piece, 2);  // a fourth MP is over the MA of 3
            QCOMPARE(apart.value("spent").toInt(), 4);
            QCOMPARE(codes(apart), QStringList({"move.over-allowance"}));
        }
    }

    // The Overrun example (9.31): "Curtis moves to 2516 and spends 1 additional MP to overrun 2517"
    // (the stack "may ignore the ZOC of the enemy troop unit(s) being overrun"), and for Thomas at
    // 2916 "the cost of entering the defender's hex is 2 MPs since it costs 1 additional MP to move
    // through the ZOC of the Confederate units in 2817" - one more than he has (9.33).
    void overrunExample() {
        const Run run = check("overrun.yaml", "march-examples",
                              {"--move", "US-inf-c:2514-2515-2516-2517,US-inf-t:2914-2915-2916-2917"});
        QCOMPARE(run.exitCode, 0);
        const QJsonArray list = movesOf(run);
        const QJsonObject curtis = moveOf(list, "US-inf-c");
        QVERIFY(curtis.value("overrun").toBool());
        QCOMPARE(curtis.value("spent").toInt(), 3);
        QCOMPARE(codes(curtis), QStringList({"move.overrun"}));
        QCOMPARE(curtis.value("alerts").toArray().first().toObject().value("rule").toString(), QString("9.31, 9.33"));
        const QJsonObject thomas = moveOf(list, "US-inf-t");
        QVERIFY(thomas.value("overrun").toBool());
        QCOMPARE(thomas.value("spent").toInt(), 4);  // 2 to reach 2916, 2 to enter 2917
        QCOMPARE(codes(thomas), QStringList({"move.over-allowance"}));
        const QJsonObject alert = thomas.value("alerts").toArray().first().toObject();
        QCOMPARE(alert.value("rule").toString(), QString("9.31, 9.33"));
        QVERIFY2(alert.value("message").toString().contains("cannot overrun 2917"), qPrintable(alert.value("message").toString()));
        // The overrun stacks wait beside the hex: nobody is stacked with the enemy afterwards.
        QVERIFY(QJsonDocument::fromJson(run.out).object().value("moveConsequences").isArray());
    }

    // 9.15: "Units can cross tidal river hexsides only through ferry hexsides that are not blocked by
    // the presence of an enemy naval unit's ZOI." Whether a lake hexside may be crossed is on the
    // Terrain Effects Chart: asked for, then judged from the test's charts file (moves/lake-chart.yaml).
    void ferryCrossing() {
        const QStringList legs{"--move", "US-inf-1:2013-2113,US-inf-2:2014-2114,US-inf-3:2012-2112"};
        const Run open = check("ferry.yaml", "ferry-crossing", legs);
        QCOMPARE(open.exitCode, 0);
        const QJsonArray list = movesOf(open);
        QCOMPARE(moveOf(list, "US-inf-1").value("spent").toInt(), 2);  // 1, +1 for the ferry (2.23)
        QVERIFY(codes(moveOf(list, "US-inf-1")).isEmpty());
        QCOMPARE(codes(moveOf(list, "US-inf-2")), QStringList({"move.impassable"}));
        QCOMPARE(codes(moveOf(list, "US-inf-3")), QStringList({"move.cost-unknown"}));
        const Run charted = check("ferry.yaml", "ferry-crossing", QStringList{"--charts", moves("lake-chart.yaml")} + legs);
        QCOMPARE(codes(moveOf(movesOf(charted), "US-inf-3")), QStringList({"move.impassable"}));

        const Run blocked = check("ferry-blocked.yaml", "ferry-crossing", {"--move", "US-inf-1:2013-2113"});
        QCOMPARE(blocked.exitCode, 0);
        const QJsonObject move = moveOf(movesOf(blocked), "US-inf-1");
        QCOMPARE(codes(move), QStringList({"move.blocked"}));
        QCOMPARE(move.value("alerts").toArray().first().toObject().value("rule").toString(), QString("9.15, 4.32"));
    }

    // Bad moves: exit 2, nothing on stdout, and the message names the move and what is wrong in it.
    void badMovesAreBadInput_data() {
        QTest::addColumn<QString>("move");
        QTest::addColumn<QString>("expected");
        QTest::newRow("unknown piece") << "US-nobody:2514-2515" << "--move US-nobody:2514-2515: no piece 'US-nobody'";
        QTest::newRow("hex not on the map") << "US-inf-c:2514-9999" << "no hex '9999' on Fixture: march examples";
        QTest::newRow("path that jumps") << "US-inf-c:2514-2516-2517"
                                         << "steps from 2514 to 2516, which are not next to each other";
        QTest::newRow("path from elsewhere") << "US-inf-c:2515-2516" << "starts at 2515, but the piece stands at 2514";
        QTest::newRow("no colon") << "US-inf-c" << "--move US-inf-c: a move is PIECE:HEX-HEX-...";
        QTest::newRow("empty hex") << "US-inf-c:2514--2515" << "an empty hex in the path";
        QTest::newRow("stack split") << "US-inf-c+US-inf-t:2516" << "do not stand in one hex ('US-inf-t' is at 2914, not 2514)";
    }
    void badMovesAreBadInput() {
        QFETCH(QString, move);
        QFETCH(QString, expected);
        const Run run = check("overrun.yaml", "march-examples", {"--move", move});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.out.isEmpty(), run.out.constData());
        QVERIFY2(run.err.contains(expected.toUtf8()), run.err.constData());
    }

    void badMoveInTheFileNamesItsLine() {
        const Run run = check("bad-move-piece.yaml", "march-examples");
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.out.isEmpty(), run.out.constData());
        QVERIFY2(run.err.contains(moves("bad-move-piece.yaml").toUtf8() + ":9: moves: no piece 'US-nobody'"), run.err.constData());
    }
};

QTEST_GUILESS_MAIN(CliCheckMovesTest)
#include "cli_check_moves_test.moc"
