// PlaySession, the model behind the play screen, on the Open Field test game: loading, the models
// QML draws from, the step walk, re-evaluation after a change, and loading problems as messages.
#include "app/core/play_session.hpp"

#include <QDir>
#include <QLineF>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>
#include <map>

using adj::app::AlertModel;
using adj::app::MapModel;
using adj::app::PieceModel;
using adj::app::PlaySession;

namespace {

const QString kGames = QStringLiteral(ADJUTANT_TEST_FIXTURES "/games");

// Copies a fixture game into `to`/<name> so a test can add or break files.
bool copyGame(const QString& name, const QString& to) {
    const QDir from(kGames + "/" + name);
    bool ok = QDir().mkpath(to + "/" + name);
    for (const QString& sub : from.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        ok = ok && QDir().mkpath(to + "/" + name + "/" + sub);
        for (const QString& file : QDir(from.filePath(sub)).entryList(QDir::Files))
            ok = ok && QFile::copy(from.filePath(sub + "/" + file), to + "/" + name + "/" + sub + "/" + file);
    }
    for (const QString& file : from.entryList(QDir::Files)) ok = ok && QFile::copy(from.filePath(file), to + "/" + name + "/" + file);
    return ok;
}

bool writeFile(const QString& path, const QByteArray& text) {
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) return false;
    return file.write(text) == text.size();
}

int rowOf(const adj::app::RowListModel& model, const char* role, const QVariant& value) {
    return model.indexOf(QString::fromLatin1(role), value);
}

}  // namespace

class PlaySessionTest : public QObject {
    Q_OBJECT

private slots:
    void loadsTheScenarioAndItsMap() {
        PlaySession session;
        session.setDataDir(kGames);
        QSignalSpy loaded(&session, &PlaySession::loadedChanged);
        QVERIFY2(session.load("open-field", "open-field"), qPrintable(session.errorMessage()));
        QVERIFY(session.loaded());
        QVERIFY(loaded.count() >= 1);
        QCOMPARE(session.errorMessage(), QString());
        QCOMPARE(session.gameTitle(), QString("Open Field (test game)"));
        QCOMPARE(session.scenarioTitle(), QString("Meeting at the Crossing"));
        QCOMPARE(session.mapKind(), QString("hexes"));
        QCOMPARE(session.sides().size(), 2);

        // 10 x 8 hexes and two reserve boxes.
        const MapModel& map = *session.mapModel();
        QCOMPARE(map.rowCount(), 82);
        const int westport = rowOf(map, "spaceId", "0101");
        QVERIFY(westport >= 0);
        const QVariantMap space = map.get(westport);
        QCOMPARE(space["name"].toString(), QString("Westport"));
        QCOMPARE(space["kind"].toString(), QString("hex"));
        QCOMPARE(space["corners"].toList().size(), 6);
        QVERIFY(space["outline"].toString().startsWith("M "));
        QVERIFY(space["features"].toStringList().contains("city"));
        QCOMPARE(space["control"].toString(), QString("blue"));
        QCOMPARE(space["pieceCount"].toInt(), 2);
        QCOMPARE(map.get(rowOf(map, "spaceId", "0301"))["terrain"].toString(), QString("forest"));
        QCOMPARE(map.get(rowOf(map, "spaceId", "blue-reserve"))["kind"].toString(), QString("box"));
        QVERIFY(session.mapBounds().contains(QPointF(-40, 20)));  // the blue reserve box
        QVERIFY(qAbs(session.spaceSize() - 25.0) < 0.01);

        const PieceModel& pieces = *session.pieceModel();
        QCOMPARE(pieces.rowCount(), 9);
        const QVariantMap gen = pieces.get(rowOf(pieces, "pieceId", "B-gen"));
        QCOMPARE(gen["space"].toString(), QString("0101"));
        QCOMPARE(gen["stackIndex"].toInt(), 1);
        QCOMPARE(gen["stackSize"].toInt(), 2);
        QCOMPARE(gen["sideColour"].toString(), QString("#2a4fa8"));
        QVERIFY(gen["onMap"].toBool());
        const QVariantMap infantry = pieces.get(rowOf(pieces, "pieceId", "B-inf-1"));
        QCOMPARE(infantry["strength"].toInt(), 3);
        QCOMPARE(infantry["kindName"].toString(), QString("Infantry"));
        QCOMPARE(infantry["supply"].toString(), QString("supplied"));
    }

    void aGameWithoutZonesOfControlHasNone() {
        PlaySession session;
        session.setDataDir(kGames);
        QVERIFY(session.load("open-field", "open-field"));
        QVERIFY(!session.hasZones());
        const MapModel& map = *session.mapModel();
        for (int row = 0; row < map.rowCount(); ++row) QVERIFY(map.get(row)["zoc"].toStringList().isEmpty());
    }

    void theMapNamesTheSidesWhoseZoneOfControlReachesEachSpace() {
        PlaySession session;
        session.setDataDir(QStringLiteral(ADJUTANT_SOURCE_DIR "/data"));
        QVERIFY2(session.loadPosition(QStringLiteral(ADJUTANT_TEST_FIXTURES "/positions/war-for-the-union/border-war-trace.yaml")),
                 qPrintable(session.errorMessage()));
        QVERIFY(session.hasZones());
        const MapModel& map = *session.mapModel();
        // As `adjutant-cli check` lists them (README): the Confederate CS-cav-2 in 0303 reaches 0203, the
        // Union's US-inf-12 in 0403 reaches 0402; both reach 0302 and 0403.
        QCOMPARE(map.get(rowOf(map, "spaceId", "0203"))["zoc"].toStringList(), QStringList({"confederate"}));
        QCOMPARE(map.get(rowOf(map, "spaceId", "0402"))["zoc"].toStringList(), QStringList({"union"}));
        QStringList both = map.get(rowOf(map, "spaceId", "0302"))["zoc"].toStringList();
        both.sort();
        QCOMPARE(both, QStringList({"confederate", "union"}));
        QVERIFY(map.get(rowOf(map, "spaceId", "1505"))["zoc"].toStringList().isEmpty());
    }

    // Ships' zones lie on river hexsides, which no hex shows: each is a line along its hexside, one
    // per side, with the zone's rule (as `adjutant-cli check` lists them in its zoneTypes).
    void zonesOnHexsidesAreLinesAlongTheirEdges() {
        PlaySession session;
        session.setDataDir(QStringLiteral(ADJUTANT_SOURCE_DIR "/data"));
        QVERIFY2(session.loadPosition(QStringLiteral(ADJUTANT_TEST_FIXTURES "/positions/war-for-the-union/border-war-trace.yaml")),
                 qPrintable(session.errorMessage()));
        std::map<QString, QStringList> bySide;
        QVariantMap gunboatHexside;
        for (const QVariant& item : session.zoneLines()) {
            const QVariantMap line = item.toMap();
            QCOMPARE(line.value("zone").toString(), QString("naval-zoi"));
            QVERIFY(!line.value("rule").toString().isEmpty());
            QVERIFY2(line.value("path").toString().startsWith("M "), qPrintable(line.value("path").toString()));
            bySide[line.value("side").toString()] << line.value("space").toString();
            if (line.value("space") == "2112/2113") gunboatHexside = line;
        }
        // The gunboat on 2112/2113 and four hexsides each way, and the two the river battery in 0914
        // faces (4.3: batteries project a ZOI too, as supply tracing honours).
        QCOMPARE(bySide["confederate"].size(), 11);
        QVERIFY(bySide["confederate"].contains("0914/1014") && bySide["confederate"].contains("0914/1015"));
        QCOMPARE(bySide["union"].size(), 9);        // the ironclad on 0810/0910 likewise
        QVERIFY(bySide["union"].contains("0810/0910"));
        // The line is the edge 2112 and 2113 share: both its ends are hex corners of each.
        const QStringList numbers = gunboatHexside.value("path").toString().split(' ', Qt::SkipEmptyParts);
        QCOMPARE(numbers.size(), 6);  // M x y L x y
        const QPointF a(numbers[1].toDouble(), numbers[2].toDouble());
        const QPointF b(numbers[4].toDouble(), numbers[5].toDouble());
        const MapModel& map = *session.mapModel();
        for (const char* hex : {"2112", "2113"}) {
            const QVariantMap space = map.get(rowOf(map, "spaceId", hex));
            const QPointF centre(space["centreX"].toDouble(), space["centreY"].toDouble());
            // A flat-top hex 25 mm across the flats has its corners 25/sqrt(3) mm from its centre.
            QVERIFY(std::abs(QLineF(centre, a).length() - 25 / std::sqrt(3.0)) < 0.1);
            QVERIFY(std::abs(QLineF(centre, b).length() - 25 / std::sqrt(3.0)) < 0.1);
        }

        PlaySession withoutShips;
        withoutShips.setDataDir(kGames);
        QVERIFY(withoutShips.load("open-field", "open-field"));
        QVERIFY(withoutShips.zoneLines().isEmpty());
    }

    void theInspectorSaysWhereAStacksSupplyComesFrom() {
        PlaySession session;
        session.setDataDir(kGames);
        QVERIFY(session.load("open-field", "open-field"));
        // B-cav-1 in 0302 stands on the railway two stops from Westport.
        const QVariantMap route = session.supplyRouteAt("0302");
        QCOMPARE(route["pieceId"].toString(), QString("B-cav-1"));
        QVERIFY(route["traced"].toBool());
        QCOMPARE(route["spaces"].toStringList(), QStringList({"0302", "0202", "0101"}));
        QCOMPARE(route["source"].toString(), QString("0101"));
        QCOMPARE(route["sourceName"].toString(), QString("Westport"));
        QCOMPARE(route["length"].toInt(), 2);
        QVERIFY(route["path"].toString().startsWith("M "));
        QCOMPARE(route["path"].toString().count(" L "), 2);
        QVERIFY(route["sourcePoint"].toPointF() != QPointF());
        QCOMPARE(route["text"].toString(), QString("Cavalry 1 (Blue Army) is supplied from Westport (0101) in 2 hexes (2 by rail) (rule 7.1)."));
        // Nothing there: nothing to say. A general alone needs no supply.
        QVERIFY(session.supplyRouteAt("0808").isEmpty());
        QVERIFY(session.supplyRouteAt("nowhere").isEmpty());
        // Far from any railway or source: no line, and the reason given.
        QVERIFY(session.movePiece("B-cav-1", "0108"));
        const QVariantMap cut = session.supplyRouteAt("0108");
        QVERIFY(!cut["traced"].toBool());
        QVERIFY(cut["path"].toString().isEmpty());
        QVERIFY(!cut["why"].toString().isEmpty());
        QVERIFY2(cut["text"].toString().startsWith("Cavalry 1 (Blue Army) is out-of-supply: "), qPrintable(cut["text"].toString()));
    }

    void startsAtTheFirstStep() {
        PlaySession session;
        session.setDataDir(kGames);
        QVERIFY(session.load("open-field", "open-field"));
        QVERIFY(session.hasSequence());
        QCOMPARE(session.turnLabel(), QString("April 1862"));
        QCOMPARE(session.stepTitle(), QString("Blue Army Player Turn > Supply Phase"));
        QCOMPARE(session.actor(), QString("Blue Army"));
        QCOMPARE(session.checklist().size(), 2);
        QVERIFY(session.canNext());
        QVERIFY(!session.canPrevious());
    }

    void nextAndPreviousWalkTheSequence() {
        PlaySession session;
        session.setDataDir(kGames);
        QVERIFY(session.load("open-field", "open-field"));
        QSignalSpy stepChanged(&session, &PlaySession::stepChanged);
        QVERIFY(session.next());
        QCOMPARE(stepChanged.count(), 1);
        QCOMPARE(session.stepTitle(), QString("Blue Army Player Turn > Movement Phase"));
        QVERIFY(session.canPrevious());
        QVERIFY(session.next());
        QVERIFY(session.next());
        QCOMPARE(session.stepTitle(), QString("Red Army Player Turn > Supply Phase"));
        QCOMPARE(session.actor(), QString("Red Army"));
        QVERIFY(session.previous());
        QCOMPARE(session.stepTitle(), QString("Blue Army Player Turn > Combat Phase"));
        // Through the end of turn into the next month.
        for (int i = 0; i < 4; ++i) QVERIFY(session.next());
        QCOMPARE(session.stepTitle(), QString("End of Turn"));
        QCOMPARE(session.actor(), QString("Both sides together"));
        QVERIFY(session.next());
        QCOMPARE(session.turnLabel(), QString("May 1862"));
    }

    void anOverStackIsAnAlertOnItsSpace() {
        PlaySession session;
        session.setDataDir(kGames);
        QVERIFY(session.load("open-field", "open-field"));
        QVERIFY(session.next());  // movement: stacking is checked
        QCOMPARE(session.errorCount(), 0);
        QSignalSpy evaluated(&session, &PlaySession::evaluated);
        QVERIFY(session.movePiece("B-inf-1", "0202"));
        QVERIFY(session.movePiece("B-cav-1", "0202"));
        QCOMPARE(evaluated.count(), 2);

        const AlertModel& alerts = *session.alertModel();
        const int row = rowOf(alerts, "code", "stacking.over-limit");
        QVERIFY2(row >= 0, "no stacking alert");
        const QVariantMap alert = alerts.get(row);
        QCOMPARE(alert["severity"].toString(), QString("error"));
        QCOMPARE(alert["rule"].toString(), QString("4.1"));
        QCOMPARE(alert["spaces"].toStringList(), QStringList{"0202"});
        QVERIFY(alert["message"].toString().contains("7"));
        QVERIFY(session.errorCount() >= 1);

        const MapModel& map = *session.mapModel();
        const QVariantMap space = map.get(rowOf(map, "spaceId", "0202"));
        QVERIFY(space["alertCount"].toInt() >= 1);
        QCOMPARE(space["alertSeverity"].toString(), QString("error"));
        QCOMPARE(space["pieceCount"].toInt(), 3);

        const QJsonArray json = session.alertsJson();
        QCOMPARE(json.size(), alerts.rowCount());
        QCOMPARE(json.at(row).toObject().value("code").toString(), QString("stacking.over-limit"));

        // Going on past the error takes a reason, which is kept.
        const QString step = session.stepId();
        QVERIFY(!session.next());
        QCOMPARE(session.stepId(), step);
        QVERIFY(!session.overrideAndNext("  "));
        QSignalSpy overridden(&session, &PlaySession::overridesChanged);
        QVERIFY(session.overrideAndNext("We agreed to play on"));
        QCOMPARE(overridden.count(), 1);
        QVERIFY(session.stepId() != step);
        QCOMPARE(session.overrides().size(), 1);
        const QVariantMap entry = session.overrides().first().toMap();
        QCOMPARE(entry["step"].toString(), step);
        QCOMPARE(entry["reason"].toString(), QString("We agreed to play on"));
        QVERIFY(entry["alerts"].toStringList().first().startsWith("stacking.over-limit"));
        QVERIFY(session.previous());

        // Moving a piece away puts it right.
        QVERIFY(session.movePiece("B-cav-1", "0302"));
        QCOMPARE(rowOf(*session.alertModel(), "code", "stacking.over-limit"), -1);
        QVERIFY(!session.movePiece("B-cav-1", "9999"));
        QVERIFY(!session.movePiece("nobody", "0302"));
    }

    void aUnitCutOffFromSupplyIsMarked() {
        PlaySession session;
        session.setDataDir(kGames);
        QVERIFY(session.load("open-field", "open-field"));  // the supply phase: supply is checked
        QVERIFY(session.movePiece("B-inf-3", "1001"));     // from the reserve to far from any railway
        const PieceModel& pieces = *session.pieceModel();
        QCOMPARE(pieces.get(rowOf(pieces, "pieceId", "B-inf-3"))["supply"].toString(), QString("out-of-supply"));
        const MapModel& map = *session.mapModel();
        QCOMPARE(map.get(rowOf(map, "spaceId", "1001"))["supply"].toString(), QString("out-of-supply"));
        const AlertModel& alerts = *session.alertModel();
        const int row = rowOf(alerts, "code", "supply.out-of-supply");
        QVERIFY(row >= 0);
        QCOMPARE(alerts.get(row)["severity"].toString(), QString("warning"));
        QVERIFY(alerts.get(row)["spaces"].toStringList().contains("1001"));
        QCOMPARE(session.warningCount(), 1);
    }

    void aStepIsReachedThroughTheSequenceAndAnUnknownOneIsSaid() {
        PlaySession session;
        session.setDataDir(QStringLiteral(ADJUTANT_SOURCE_DIR "/data"));
        QVERIFY(session.load("war-for-the-union", "practice-border-war"));
        const int before = session.eventCount();
        QVERIFY(session.advanceTo("union-turn.movement.operations"));
        QCOMPARE(session.stepId(), QString("union-turn.movement.operations"));
        QVERIFY(session.eventCount() > before + 3);  // each step on the way is in the history, as Next logs it
        QVERIFY(!session.advanceTo("union-turn.nowhere"));
        QVERIFY2(session.notice().contains("union-turn.nowhere"), qPrintable(session.notice()));
    }

    void whatAStepsMovesDoToStackingStandsUntilPutRight() {
        // The Union Operations Segment, where the sequence checks no stacking: Kessel's garrison marches
        // counter by counter to 1007, where 12 SPs are safe (wftu_move_consequences_test.cpp).
        PlaySession session;
        session.setDataDir(QStringLiteral(ADJUTANT_SOURCE_DIR "/data"));
        QVERIFY(session.load("war-for-the-union", "practice-border-war"));
        QVERIFY(session.advanceTo("union-turn.movement.operations"));
        const auto overAt1007 = [&] {
            for (int r = 0; r < session.alertModel()->rowCount(); ++r) {
                const QVariantMap alert = session.alertModel()->get(r);
                if (alert["code"] == "stacking.over-safe-limit" && alert["spaces"].toStringList() == QStringList{"1007"}) return alert;
            }
            return QVariantMap{};
        };
        for (const char* id : {"US-inf-7", "US-inf-8", "US-inf-9"}) QVERIFY(session.movePiece(id, "1007"));
        QVERIFY(overAt1007().isEmpty());  // 11 SPs: safe
        QVERIFY(session.movePiece("US-inf-10", "1007"));
        const QVariantMap over = overAt1007();
        QVERIFY2(!over.isEmpty(), "13 SPs in 1007 and no word of it");
        QCOMPARE(over["rule"].toString(), QString("4.11"));
        QCOMPARE(over["severity"].toString(), QString("warning"));
        // Another move elsewhere: the stack is still over its limit, and still said to be.
        QVERIFY(session.movePiece("US-inf-13", "1803"));
        QVERIFY(!overAt1007().isEmpty());
        // Put right: one brigade back to Kessel, and the warning goes.
        QVERIFY(session.movePiece("US-inf-10", "0808"));
        QVERIFY(overAt1007().isEmpty());
        // Undone, it is back: the journal's position is what is judged.
        QVERIFY(session.undo());
        QVERIFY(!overAt1007().isEmpty());
    }

    void aMoveTooFarStandsThroughLaterMovesUntilUndoneOrOverridden() {
        // Volunteer infantry has 3 MP (4.61); 1909 to 2309 is four clear hexes (9.11).
        PlaySession session;
        session.setDataDir(QStringLiteral(ADJUTANT_SOURCE_DIR "/data"));
        QVERIFY(session.load("war-for-the-union", "practice-border-war"));
        QVERIFY(session.advanceTo("union-turn.movement.operations"));
        const int errorsBefore = session.errorCount();
        const auto overRow = [&] { return rowOf(*session.alertModel(), "code", "move.over-allowance"); };
        QVERIFY(session.movePiece("US-inf-11", "2309"));
        QVERIFY2(overRow() >= 0, "the move must be judged");
        // Another piece's move, and a second one: the error still stands.
        QVERIFY(session.movePiece("US-inf-13", "1803"));
        QVERIFY(session.movePiece("US-inf-13", "1703"));
        QVERIFY2(overRow() >= 0, "a later, unrelated move must not clear the error");
        const QVariantMap alert = session.alertModel()->get(overRow());
        QCOMPARE(alert["headline"].toString(), QString("Moved farther than its allowance"));
        QVERIFY(alert["standing"].toBool());
        QCOMPARE(alert["raisedTurn"].toInt(), 1);
        QVERIFY2(alert["raisedStep"].toString().contains("Operations"), qPrintable(alert["raisedStep"].toString()));
        QCOMPARE(session.errorCount(), errorsBefore + 1);
        QCOMPARE(session.summaryJson().value("errors_standing").toInt(), errorsBefore + 1);
        QVERIFY(!session.next());

        // Undo takes back the two later moves, and then the move itself: the error is undone.
        QVERIFY(session.undo());
        QVERIFY(session.undo());
        QVERIFY(overRow() >= 0);
        QVERIFY(session.undo());
        QCOMPARE(overRow(), -1);
        QCOMPARE(session.errorCount(), errorsBefore);

        // Made again and overridden with a reason: it no longer stands, and the log says how it ended.
        QVERIFY(session.movePiece("US-inf-11", "2309"));
        QVERIFY(session.movePiece("US-inf-13", "1803"));
        QVERIFY(overRow() >= 0);
        QVERIFY(session.overrideAndNext("a forced march, agreed"));
        QCOMPARE(overRow(), -1);
        QStringList endings;
        for (const QVariant& item : session.alertLog()) {
            const QVariantMap entry = item.toMap();
            if (entry["code"] == "move.over-allowance") endings << entry["ending"].toString() + ":" + entry["reason"].toString();
        }
        QCOMPARE(endings, (QStringList{"undone:", "overridden:a forced march, agreed"}));
        const QJsonArray log = session.summaryJson().value("alert_log").toArray();
        QCOMPARE(log.size(), session.alertLog().size());
    }

    void loadsAPositionFile() {
        PlaySession session;
        session.setDataDir(kGames);
        QVERIFY2(session.loadPosition(ADJUTANT_TEST_FIXTURES "/positions/open-field/turn-3.yaml"),
                 qPrintable(session.errorMessage()));
        QCOMPARE(session.gameId(), QString("open-field"));
        QVERIFY(session.pieceModel()->rowCount() > 0);
        QVERIFY(!session.stepTitle().isEmpty());
    }

    void problemsAreMessagesNotCrashes() {
        PlaySession session;
        session.setDataDir(kGames);
        QSignalSpy error(&session, &PlaySession::errorMessageChanged);
        QVERIFY(!session.load("no-such-game", ""));
        QVERIFY(!session.loaded());
        QVERIFY(session.errorMessage().contains("no-such-game"));
        QVERIFY(error.count() >= 1);

        QVERIFY(!session.load("open-field", "no-such-scenario"));
        QVERIFY(session.errorMessage().contains("no-such-scenario"));
        QCOMPARE(session.mapModel()->rowCount(), 0);

        QVERIFY(!session.loadPosition("/nonexistent/position.yaml"));
        QVERIFY(!session.errorMessage().isEmpty());
        QVERIFY(!session.next());
        QVERIFY(!session.previous());

        // A broken scenario file: a DataError naming the file, shown as the message.
        QTemporaryDir dir;
        QVERIFY(copyGame("open-field", dir.path()));
        QVERIFY(writeFile(dir.filePath("open-field/scenarios/broken.yaml"),
                          "title: Broken\npieces:\n  - {id: X, kind: dragon, side: blue, at: \"0101\"}\n"));
        session.setDataDir(dir.path());
        QVERIFY(!session.load("open-field", "broken"));
        QVERIFY2(session.errorMessage().contains("broken.yaml"), qPrintable(session.errorMessage()));

        // A good load afterwards clears the message.
        session.setDataDir(kGames);
        QVERIFY(session.load("open-field", ""));
        QCOMPARE(session.errorMessage(), QString());
    }

    void scenariosForTheStartScreen() {
        PlaySession session;
        session.setDataDir(kGames);
        const QVariantList scenarios = session.scenariosOf("open-field");
        QCOMPARE(scenarios.size(), 1);
        QCOMPARE(scenarios[0].toMap()["id"].toString(), QString("open-field"));
        QCOMPARE(scenarios[0].toMap()["title"].toString(), QString("Meeting at the Crossing"));
        QVERIFY(session.scenariosOf("no-such-game").isEmpty());
    }
};

QTEST_GUILESS_MAIN(PlaySessionTest)
#include "play_session_test.moc"
