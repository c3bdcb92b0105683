// `adjutant-cli charts` and `check --charts`: the values a game waits for from the players' printed
// charts, listed; entered ones shown; a wrong chart-values file is bad input naming file and line.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include "tests/app/cli_runner.hpp"

class CliChartsTest : public QObject {
    Q_OBJECT

    static QString data() { return QStringLiteral(ADJUTANT_SOURCE_DIR) + "/data/games"; }
    static QString fixtures() { return QStringLiteral(ADJUTANT_TEST_FIXTURES); }

    static QJsonObject entry(const QJsonArray& list, const QString& key) {
        for (const auto& item : list)
            if (item.toObject().value("key").toString() == key) return item.toObject();
        return {};
    }

    static QString write(QTemporaryDir& dir, const QString& name, const QByteArray& text) {
        QFile file(dir.filePath(name));
        if (!file.open(QIODevice::WriteOnly)) return {};
        file.write(text);
        return file.fileName();
    }

private slots:
    void listsWhatTheGameWaitsFor() {
        const auto run = adj::test::runCli({"charts", "--game", "war-for-the-union", "--data", data()});
        QCOMPARE(run.exitCode, 0);
        const QJsonArray list = QJsonDocument::fromJson(run.out).array();
        const QJsonObject forest = entry(list, "terrain/forest/move-cost");
        QCOMPARE(forest.value("chart").toString(), QString("Terrain Effects Chart"));
        QCOMPARE(forest.value("subject").toString(), QString("Forest"));
        QVERIFY(forest.value("entered").isNull());
        QVERIFY(entry(list, "terrain/swamp/move-cost").isEmpty());  // 3 MP is in the text (9.11)
    }

    void showsTheValuesEntered() {
        QTemporaryDir dir;
        const QString charts = write(dir, "charts.yaml", "terrain/forest/move-cost: 2\nborders/mountain/extra-cost: 3\n");
        const auto run =
            adj::test::runCli({"charts", "--game", "war-for-the-union", "--data", data(), "--charts", charts});
        QCOMPARE(run.exitCode, 0);
        const QJsonArray list = QJsonDocument::fromJson(run.out).array();
        QCOMPARE(entry(list, "terrain/forest/move-cost").value("entered").toString(), QString("2"));
        QCOMPARE(entry(list, "borders/mountain/extra-cost").value("entered").toString(), QString("3"));
        QVERIFY(entry(list, "terrain/rough/move-cost").value("entered").isNull());
    }

    void checkUsesTheEnteredValues() {
        QTemporaryDir dir;
        const QString charts = write(dir, "charts.yaml", "terrain/forest/move-cost: 2\n");
        const QString position = fixtures() + "/positions/war-for-the-union/border-war-trace.yaml";
        const auto run = adj::test::runCli({"check", position, "--data", data(), "--charts", charts});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(QJsonDocument::fromJson(run.out).object().value("alerts").isArray());
    }

    void aWrongChartFileIsBadInputWithItsLine() {
        QTemporaryDir dir;
        const QString charts = write(dir, "charts.yaml", "terrain/forest/move-cost: 2\nterrain/forrest/move-cost: 2\n");
        const QString position = fixtures() + "/positions/war-for-the-union/border-war-trace.yaml";
        const auto run = adj::test::runCli({"check", position, "--data", data(), "--charts", charts});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("charts.yaml:2:"), run.err.constData());
        QVERIFY2(run.err.contains("terrain/forrest/move-cost"), run.err.constData());
        const auto unknownGame = adj::test::runCli({"charts", "--game", "no-such-game", "--data", data()});
        QCOMPARE(unknownGame.exitCode, 2);
        QVERIFY(unknownGame.err.contains("no game 'no-such-game'"));
    }
};

QTEST_GUILESS_MAIN(CliChartsTest)
#include "cli_charts_test.moc"
