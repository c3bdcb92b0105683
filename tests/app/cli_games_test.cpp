// `adjutant-cli games` lists the games from their manifests and names a broken manifest's file and line.
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include "tests/app/cli_runner.hpp"

class CliGamesTest : public QObject {
    Q_OBJECT

    using Run = adj::test::CliRun;
    static Run cli(const QStringList& arguments) { return adj::test::runCli(arguments); }

private slots:
    void listsTheFiveGames() {
        const Run run = cli({"games", "--data", ADJUTANT_SOURCE_DIR "/data"});
        QCOMPARE(run.exitCode, 0);
        const QJsonArray games = QJsonDocument::fromJson(run.out).array();
        QStringList ids;
        for (const auto& game : games) ids << game.toObject().value("id").toString();
        ids.sort();
        QCOMPARE(ids, QStringList({"a-gate-of-hell", "bobby-lee-sam-grant", "never-call-retreat", "us-civil-war",
                                   "war-for-the-union"}));
    }

    void brokenManifestNamesFileAndLine() {
        QTemporaryDir data;
        QVERIFY(QDir(data.path()).mkpath("games/broken"));
        QFile manifest(data.filePath("games/broken/game.yaml"));
        QVERIFY(manifest.open(QIODevice::WriteOnly));
        manifest.write("id: broken\ntitle: Broken\npublisher: Nobody\nboard: octagons\npieces: counters\nsummary: x\n");
        manifest.close();

        const Run run = cli({"games", "--data", data.path()});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("games/broken/game.yaml:4: 'board' is 'octagons'; expected hexes or areas"),
                 run.err.constData());
        QCOMPARE(QJsonDocument::fromJson(run.out).array().size(), 0);
    }

    void unknownCommandIsBadInput() {
        const Run run = cli({"frobnicate"});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains("unknown command 'frobnicate'"));
    }
};

QTEST_GUILESS_MAIN(CliGamesTest)
#include "cli_games_test.moc"
