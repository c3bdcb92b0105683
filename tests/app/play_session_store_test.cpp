// A game kept in the store as players use it: every change written at once, resumed exactly after
// the app stops (state, step, alerts), undo across a restart, history in plain words, replay,
// export and import reproducing the same final position, chart values kept, and a full disk that
// refuses the change it could not keep while everything earlier stays.
#include "app/core/game_journal.hpp"
#include "app/core/play_session.hpp"
#include "app/storage/game_store.hpp"
#include "app/storage/store_error.hpp"
#include "engine/session/position_json.hpp"

#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <filesystem>

using adj::app::PlaySession;

namespace {

const QString kData = QStringLiteral(ADJUTANT_SOURCE_DIR "/data");

QString spaceOf(const PlaySession& session, const QString& pieceId) {
    const auto& pieces = *const_cast<PlaySession&>(session).pieceModel();
    const int row = pieces.indexOf("pieceId", pieceId);
    return row < 0 ? QString() : pieces.get(row)["space"].toString();
}

// `standingOnly`: errors and warnings, which stand until undone, put right or overridden.
QStringList alertKeys(PlaySession& session, bool standingOnly = false) {
    QStringList keys;
    const auto& alerts = *session.alertModel();
    for (int i = 0; i < alerts.rowCount(); ++i) {
        const QVariantMap alert = alerts.get(i);
        if (standingOnly && alert["severity"] != "error" && alert["severity"] != "warning") continue;
        keys << alert["code"].toString() + "@" + alert["spaces"].toStringList().join(",");
    }
    keys.sort();
    return keys;
}

std::string positionText(const PlaySession& session) {
    return adj::session::toJson(*session.position()).dump();
}

// The War for the Union as played with the publisher's map chart and counters: a copy of its data in
// `dir` whose practice map prints no chart and whose practice scenario names no counter kit, so the
// game asks the players for what those would print. Returns the copy's data folder.
QString publisherCopy(const QTemporaryDir& dir) {
    namespace fs = std::filesystem;
    const fs::path games = fs::path(dir.path().toStdString()) / "data" / "games";
    fs::create_directories(games);
    fs::copy(fs::path(kData.toStdString()) / "games" / "war-for-the-union", games / "war-for-the-union", fs::copy_options::recursive);
    const auto rewrite = [](const fs::path& file, const QRegularExpression& drop) {
        QFile in(QString::fromStdString(file.string()));
        if (!in.open(QIODevice::ReadOnly)) return false;
        QString text = QString::fromUtf8(in.readAll());
        in.close();
        const qsizetype before = text.size();
        text.replace(drop, QStringLiteral("\n"));
        if (!in.open(QIODevice::WriteOnly | QIODevice::Truncate)) return false;
        in.write(text.toUtf8());
        return text.size() < before;
    };
    const fs::path game = games / "war-for-the-union";
    // The map's `chart:` block: its line and every indented (or comment) line under it.
    if (!rewrite(game / "maps" / "practice.yaml", QRegularExpression(QStringLiteral("\nchart:\n(?:[ #][^\n]*\n)*")))) return {};
    if (!rewrite(game / "scenarios" / "practice-border-war.yaml", QRegularExpression(QStringLiteral("\nkit: [^\n]*\n")))) return {};
    return dir.filePath("data");
}

}  // namespace

class PlaySessionStoreTest : public QObject {
    Q_OBJECT

private slots:
    void aGameResumesExactlyAfterTheAppStops() {
        QTemporaryDir dir;
        const QString store = dir.filePath("games.sqlite");
        std::string before;
        QStringList alertsBefore, standingBefore;
        QString stepBefore;
        {
            PlaySession session;
            session.setDataDir(kData);
            session.setStoreFile(store);
            QCOMPARE(session.storeMessage(), QString());
            QVERIFY(session.resumable().isEmpty());
            QVERIFY2(session.load("war-for-the-union", "practice-border-war"), qPrintable(session.errorMessage()));
            QVERIFY(session.stored());
            QVERIFY(session.movePiece("US-inf-1", "1208"));
            QVERIFY(session.movePiece("US-inf-2", "1208"));
            QVERIFY(session.overrideAndNext("we play it out") || session.next());
            QCOMPARE(spaceOf(session, "US-inf-1"), QString("1208"));
            before = positionText(session);
            alertsBefore = alertKeys(session);
            standingBefore = alertKeys(session, true);
            stepBefore = session.stepId();
            QVERIFY(session.eventCount() >= 4);  // started, two moves, the step
        }  // the app stops here, as in a power cut after the last confirmed change

        PlaySession resumed;
        resumed.setDataDir(kData);
        resumed.setStoreFile(store);
        QCOMPARE(resumed.resumable().value("game").toString(), QString("war-for-the-union"));
        QVERIFY2(resumed.resumeLast(), qPrintable(resumed.errorMessage()));
        QCOMPARE(positionText(resumed), before);
        QCOMPARE(resumed.stepId(), stepBefore);
        // Nothing that stood (errors and warnings) is lost: every one is back. The ledger itself is not
        // stored, so a resume takes every check's errors and warnings, which can show some sooner
        // than their step would (a stack's attrition before the attrition step): exact equality is
        // for the referee, which will rebuild the ledger from the log (issue 58).
        const QStringList standingAfter = alertKeys(resumed, true);
        for (const QString& key : standingBefore) QVERIFY2(standingAfter.contains(key), qPrintable(key + " was lost on resume"));
        QVERIFY2(standingBefore.contains("supply.forecast@0303"), qPrintable(standingBefore.join("; ")));
        QEXPECT_FAIL("", "the alert ledger is not rebuilt from the stored log on resume (issue 58)", Continue);
        QCOMPARE(standingAfter, standingBefore);
        QCOMPARE(spaceOf(resumed, "US-inf-2"), QString("1208"));

        // Undo reaches back across the restart: the step, then the second move.
        QVERIFY(resumed.canUndo());
        QVERIFY(resumed.undo());
        QVERIFY(resumed.undo());
        QCOMPARE(spaceOf(resumed, "US-inf-2"), QString("1207"));
        QVERIFY(resumed.canRedo());
        QVERIFY(resumed.redo());
        QCOMPARE(spaceOf(resumed, "US-inf-2"), QString("1208"));
    }

    // Stopped mid-step: what the step's moves did (a forecast of supply they changed) is judged again
    // from where the step began, so the resumed screen shows what the screen showed.
    void aGameStoppedMidStepResumesWithWhatItsMovesDid() {
        QTemporaryDir dir;
        const QString store = dir.filePath("games.sqlite");
        QStringList alertsBefore;
        {
            PlaySession session;
            session.setDataDir(kData);
            session.setStoreFile(store);
            QVERIFY2(session.load("war-for-the-union", "practice-border-war"), qPrintable(session.errorMessage()));
            QVERIFY(session.advanceTo("union-turn.movement.operations"));
            const QStringList atTheStep = alertKeys(session);
            QVERIFY(session.movePiece("US-inf-1", "1208"));
            QVERIFY(session.movePiece("US-inf-2", "1208"));
            alertsBefore = alertKeys(session);
            QVERIFY2(alertsBefore != atTheStep, "the moves changed what the screen shows");
            QVERIFY2(alertsBefore.contains("supply.forecast@0303"), qPrintable(alertsBefore.join("; ")));
        }
        PlaySession resumed;
        resumed.setDataDir(kData);
        resumed.setStoreFile(store);
        QVERIFY2(resumed.resumeLast(), qPrintable(resumed.errorMessage()));
        QCOMPARE(alertKeys(resumed), alertsBefore);
    }

    void theHistorySaysWhatHappenedInPlainWords() {
        QTemporaryDir dir;
        PlaySession session;
        session.setDataDir(kData);
        session.setStoreFile(dir.filePath("games.sqlite"));
        QVERIFY(session.load("war-for-the-union", "practice-border-war"));
        QVERIFY(session.movePiece("US-inf-6", "1406"));
        QVERIFY(session.undo());
        const auto& history = *session.historyModel();
        QCOMPARE(history.rowCount(), 3);
        QCOMPARE(history.get(0)["text"].toString(), QString("game started"));
        QCOMPARE(history.get(1)["text"].toString(), QString("Volunteer infantry 6 (Union) moved from 1407 to 1406"));
        QVERIFY(history.get(1)["undone"].toBool());
        QCOMPARE(history.get(1)["turn"].toInt(), 1);
        QVERIFY(history.get(2)["text"].toString().startsWith("undo of the action"));

        // Replay shows the map as it was, read-only, and comes back to the game as it stands.
        QVERIFY(session.replayTo(2));
        QCOMPARE(spaceOf(session, "US-inf-6"), QString("1406"));
        QVERIFY(!session.movePiece("US-inf-6", "1405"));  // no changes while replaying
        session.endReplay();
        QCOMPARE(spaceOf(session, "US-inf-6"), QString("1407"));
    }

    void exportThenImportReproducesTheSameFinalPosition() {
        QTemporaryDir dir;
        std::string finalPosition;
        const QString file = dir.filePath("evening-game.adjutant.json");
        {
            PlaySession session;
            session.setDataDir(kData);
            session.setStoreFile(dir.filePath("kiosk-a.sqlite"));
            QVERIFY(session.load("war-for-the-union", "practice-border-war"));
            QVERIFY(session.movePiece("US-inf-6", "1406"));
            QVERIFY(session.movePiece("CS-inf-2", "1308"));
            QVERIFY(session.undo());
            QVERIFY(session.movePiece("US-cav-1", "0809"));
            finalPosition = positionText(session);
            QVERIFY2(session.exportGame(file), qPrintable(session.notice()));
        }
        PlaySession other;
        other.setDataDir(kData);
        other.setStoreFile(dir.filePath("kiosk-b.sqlite"));
        QVERIFY2(other.importGame(file), qPrintable(other.notice()));
        QVERIFY(!other.importGame(dir.filePath("missing.json")));
        QVERIFY(other.notice().contains("missing.json"));
        QVERIFY2(other.resumeLast(), qPrintable(other.errorMessage()));
        QCOMPARE(positionText(other), finalPosition);
        // Importing twice keeps both: nothing is overwritten.
        QVERIFY(other.importGame(file));
        QCOMPARE(other.storedGames().size(), 2);
    }

    void chartValuesAreEnteredOnceAndKept() {
        QTemporaryDir dir;
        const QString data = publisherCopy(dir);
        QVERIFY(!data.isEmpty());
        const QString store = dir.filePath("games.sqlite");
        int waitingBefore = 0;
        {
            PlaySession session;
            session.setDataDir(data);
            session.setStoreFile(store);
            QVERIFY(session.load("war-for-the-union", "practice-border-war"));
            waitingBefore = session.chartsWaiting();
            QVERIFY(waitingBefore > 0);
            QVERIFY(!session.setChartValue("terrain/forest/move-cost", "two"));
            QVERIFY(session.notice().contains("not a whole number"));
            QVERIFY(!session.setChartValue("terrain/forrest/move-cost", "2"));
            QVERIFY2(session.setChartValue("terrain/forest/move-cost", "2"), qPrintable(session.notice()));
            QCOMPARE(session.chartsWaiting(), waitingBefore - 1);
            // A value printed on the publisher's counters is entered once for the kind.
            QVERIFY2(session.setChartValue("pieces/infantry-mil/movement", "3"), qPrintable(session.notice()));
            QCOMPARE(session.chartsWaiting(), waitingBefore - 2);
        }
        // A new game at the same table starts with the values already known.
        PlaySession later;
        later.setDataDir(data);
        later.setStoreFile(store);
        QVERIFY(later.load("war-for-the-union", "practice-border-war"));
        QCOMPARE(later.chartsWaiting(), waitingBefore - 2);
        int found = 0;
        for (const QVariant& question : later.chartQuestions()) {
            const QVariantMap map = question.toMap();
            if (map["key"] == "terrain/forest/move-cost") {
                QCOMPARE(map["value"].toString(), QString("2"));
                ++found;
            }
            if (map["key"] == "pieces/infantry-mil/movement") {
                QCOMPARE(map["value"].toString(), QString("3"));
                QCOMPARE(map["subject"].toString(), QString("Militia infantry"));
                ++found;
            }
        }
        QCOMPARE(found, 2);
    }

    void thePracticeKitLeavesNoChartValueToEnter() {
        // The practice map prints its chart and the practice counters their values: nothing to ask.
        QTemporaryDir dir;
        PlaySession session;
        session.setDataDir(kData);
        session.setStoreFile(dir.filePath("games.sqlite"));
        QVERIFY(session.load("war-for-the-union", "practice-border-war"));
        QCOMPARE(session.chartsWaiting(), 0);
        QVERIFY(session.chartQuestions().isEmpty());
    }

    void aFullDiskRefusesTheChangeAndLosesNothingEarlier() {
        QTemporaryDir dir;
        const std::filesystem::path file = dir.filePath("games.sqlite").toStdString();
        auto store = adj::storage::GameStore::open(file);
        adj::model::Position initial;
        initial.game = "war-for-the-union";
        adj::model::Piece piece;
        piece.id = "US-inf-1";
        piece.kind = "infantry-vol";
        piece.side = "union";
        piece.strength = 4;
        piece.location.space = "1207";
        initial.pieces.push_back(piece);
        auto journal = adj::app::GameJournal::start(store, initial, "disk test");
        journal.append({adj::session::PieceMoved{"US-inf-1", "1207", "1208"}}, adj::session::Source::Touch);
        // Fill the database to its cap with notes until an append fails.
        store.setMaxPageCount(1);
        bool failed = false;
        std::size_t logBefore = journal.session().log().size();
        try {
            for (int i = 0; i < 10000; ++i) {
                logBefore = journal.session().log().size();
                journal.append({adj::session::Note{std::string(2000, 'x')}}, adj::session::Source::Touch);
            }
        } catch (const adj::storage::StoreError&) {
            failed = true;
        }
        QVERIFY(failed);
        // The session holds exactly what the store holds; the earlier move is there after a resume.
        QCOMPARE(journal.session().log().size(), logBefore);
        store.setMaxPageCount(std::nullopt);
        auto resumed = adj::app::GameJournal::resume(store, journal.key());
        QCOMPARE(resumed.session().log().size(), logBefore);
        QCOMPARE(QString::fromStdString(resumed.position().findPiece("US-inf-1")->location.space), QString("1208"));
        QCOMPARE(QString::fromStdString(store.integrityCheck()), QString("ok"));
    }

    void aMoveTooFarIsAnErrorCitingItsRuleUntilUndone() {
        PlaySession session;
        session.setDataDir(kData);
        QVERIFY(session.load("war-for-the-union", "practice-border-war"));
        const int errorsBefore = session.errorCount();
        // Volunteer infantry has 3 MP (4.61); 1909 to 2309 is four clear hexes.
        QVERIFY(session.movePiece("US-inf-11", "2309"));
        const auto& alerts = *session.alertModel();
        const int row = alerts.indexOf("code", "move.over-allowance");
        QVERIFY2(row >= 0, "the move must be judged");
        QCOMPARE(alerts.get(row)["rule"].toString(), QString("9.11, 9.17"));
        QCOMPARE(alerts.get(row)["pieces"].toStringList(), QStringList{"US-inf-11"});
        QCOMPARE(session.errorCount(), errorsBefore + 1);
        QVERIFY(!session.next());  // an error stands: Next needs an override reason
        QVERIFY(session.undo());
        QCOMPARE(alerts.indexOf("code", "move.over-allowance"), -1);
        QCOMPARE(session.errorCount(), errorsBefore);
    }

    void aDamagedStoreIsReportedAndTheAppGoesOn() {
        QTemporaryDir dir;
        const QString store = dir.filePath("games.sqlite");
        QFile junk(store);
        QVERIFY(junk.open(QIODevice::WriteOnly));
        junk.write(QByteArray(8192, '\x5a'));
        junk.close();
        PlaySession session;
        session.setDataDir(kData);
        session.setStoreFile(store);
        QVERIFY2(!session.storeMessage().isEmpty(), "a damaged store must be reported");
        QVERIFY(session.load("war-for-the-union", "practice-border-war"));  // play goes on
        QVERIFY(session.movePiece("US-inf-6", "1406"));
    }
};

QTEST_GUILESS_MAIN(PlaySessionStoreTest)
#include "play_session_store_test.moc"
