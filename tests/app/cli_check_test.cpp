// `adjutant-cli check` as a user runs it: a good position gives JSON with alerts, supply and zones
// and exit 0; every kind of bad input gives exit 2 and "file:line: message" on stderr. The bad
// inputs are the files in tests/fixtures/bad/, each saying on its first line which line and what
// the error must name; each is checked against the open-field test game.
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include "tests/app/cli_runner.hpp"

class CliCheckTest : public QObject {
    Q_OBJECT

    using Run = adj::test::CliRun;
    static Run cli(const QStringList& arguments) { return adj::test::runCli(arguments); }
    static QString fixtures() { return QStringLiteral(ADJUTANT_TEST_FIXTURES); }
    static QString games() { return fixtures() + "/games"; }

    // A copy of the fixture games in which the open-field game's `file` is replaced by `replacement`.
    static bool copyGamesReplacing(const QString& target, const QString& file, const QString& replacement) {
        QDirIterator it(games(), QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString source = it.next();
            const QString relative = QDir(games()).relativeFilePath(source);
            const QString destination = target + "/" + relative;
            QDir().mkpath(QFileInfo(destination).path());
            const bool replaced = relative == "open-field/" + file;
            if (!QFile::copy(replaced ? replacement : source, destination)) return false;
        }
        if (!QFile::exists(target + "/open-field/" + file)) return QFile::copy(replacement, target + "/open-field/" + file);
        return true;
    }

private slots:
    void evaluatesAPositionAsJson() {
        const Run run = cli({"check", fixtures() + "/positions/area-skirmish/over-stacked.yaml", "--data", games()});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject report = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(report.value("game").toString(), QString("area-skirmish"));
        const QJsonArray alerts = report.value("alerts").toArray();
        QCOMPARE(alerts.size(), 1);
        const QJsonObject alert = alerts.first().toObject();
        QCOMPARE(alert.value("code").toString(), QString("stacking.over-capacity"));
        QCOMPARE(alert.value("severity").toString(), QString("error"));
        QCOMPARE(alert.value("rule").toString(), QString("6.1"));
        QCOMPARE(alert.value("spaces").toArray(), QJsonArray({"L5"}));
        QCOMPARE(alert.value("pieces").toArray().size(), 6);
        QVERIFY(alert.value("message").toString().contains("holds 5"));
        QVERIFY(report.value("supply").isObject());
        QVERIFY(report.value("zones").isObject());
    }

    void reportsSupplyStatesAndTheStep() {
        const Run run = cli({"check", fixtures() + "/positions/hidden-blocks/usa-view.yaml", "--data", games()});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject report = QJsonDocument::fromJson(run.out).object();
        const QJsonObject supply = report.value("supply").toObject();
        QCOMPARE(supply.value("C-a").toString(), QString("supplied"));  // hidden blocks are traced too
        QCOMPARE(supply.value("U1").toString(), QString("unsupplied"));
        const Run stepped = cli({"check", fixtures() + "/positions/open-field/turn-3.yaml", "--data", games()});
        QCOMPARE(stepped.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(stepped.out).object().value("step").toString(), QString("red.movement"));
    }

    void textFormatIsForPeople() {
        const Run run = cli({"check", fixtures() + "/positions/area-skirmish/over-stacked.yaml", "--data", games(),
                             "--format", "text"});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains("error stacking.over-capacity [rule 6.1]: 6 Southern Force units in L5; an area holds 5"),
                 run.out.constData());
        // The supply list names pieces as players know them, hidden blocks without their faces.
        const Run supply = cli({"check", fixtures() + "/positions/hidden-blocks/usa-view.yaml", "--data", games(),
                                "--format", "text"});
        QCOMPARE(supply.exitCode, 0);
        QVERIFY2(supply.out.contains("  Infantry 1 (Union): unsupplied\n"), supply.out.constData());
        QVERIFY2(supply.out.contains("  Hidden piece a (Confederate): supplied\n"), supply.out.constData());
        QVERIFY2(!supply.out.contains("  U1:"), supply.out.constData());
    }

    void badArgumentsAreBadInput() {
        QCOMPARE(cli({"check"}).exitCode, 2);
        QCOMPARE(cli({"check", fixtures() + "/positions/open-field/empty.yaml", "--format", "xml"}).exitCode, 2);
        const Run missing = cli({"check", "/nonexistent/position.yaml", "--data", games()});
        QCOMPARE(missing.exitCode, 2);
        QVERIFY2(missing.err.contains("/nonexistent/position.yaml"), missing.err.constData());
        // A folder with no such game (here: the positions folder) names the position's line and the folder.
        const Run noGame =
            cli({"check", fixtures() + "/positions/open-field/empty.yaml", "--data", fixtures() + "/positions"});
        QCOMPARE(noGame.exitCode, 2);
        QVERIFY2(noGame.err.contains("empty.yaml:2: game: no game 'open-field'"), noGame.err.constData());
        // The data folder itself or its games folder: both are accepted, as for `games --data`.
        QCOMPARE(cli({"check", fixtures() + "/positions/open-field/empty.yaml", "--data", fixtures()}).exitCode, 0);
    }

    // A step this month's sequence of play does not have is refused with the reason: the
    // Confederate Supply Capacity Phase (5.13) is quarterly, so it is not in November (5.1).
    void refusesAStepTheMonthDoesNotPlay() {
        const QString wftu = fixtures() + "/positions/war-for-the-union";
        const QStringList options{"--data", QStringLiteral(ADJUTANT_SOURCE_DIR) + "/data", "--map", wftu + "/maps/march-examples.yaml"};
        const Run november = cli(QStringList{"check", wftu + "/moves/quarterly-in-november.yaml"} + options);
        QCOMPARE(november.exitCode, 2);
        QVERIFY2(november.out.isEmpty(), november.out.constData());
        QVERIFY2(november.err.startsWith((wftu + "/moves/quarterly-in-november.yaml:5: step: 'interphase.supply-capacity.count' "
                                                 "is not played in November 1862: the Confederate Supply Capacity Phase")
                                             .toUtf8()),
                 november.err.constData());
        QVERIFY2(november.err.contains("comes only in the quarterly months (January, April, July and October)"),
                 november.err.constData());
        QCOMPARE(cli(QStringList{"check", wftu + "/moves/quarterly-in-october.yaml"} + options).exitCode, 0);
    }

    // Every file in tests/fixtures/bad/, through the command a user runs.
    void everyBadInputNamesFileLineAndWhat_data() {
        QTest::addColumn<QString>("file");
        QDirIterator it(fixtures() + "/bad", {"*.yaml"}, QDir::Files);
        QStringList files;
        while (it.hasNext()) files << it.next();
        files.sort();
        QVERIFY(files.size() >= 20);
        for (const QString& file : files) QTest::newRow(qPrintable(QFileInfo(file).fileName())) << file;
    }
    void everyBadInputNamesFileLineAndWhat() {
        QFETCH(QString, file);
        QFile source(file);
        QVERIFY(source.open(QIODevice::ReadOnly));
        const QString expectation = QString::fromUtf8(source.readLine());
        const QRegularExpressionMatch match = QRegularExpression("^# Expect line (\\d+): (.*)$").match(expectation.trimmed());
        QVERIFY2(match.hasMatch(), qPrintable(file + " must start with '# Expect line N: what'"));
        const QString line = match.captured(1);
        QStringList quoted;  // every 'word' the expectation quotes must be in the message
        auto quotes = QRegularExpression("'([^']+)'").globalMatch(match.captured(2));
        while (quotes.hasNext()) quoted << quotes.next().captured(1);

        const QString name = QFileInfo(file).fileName();
        const QString kind = name.section('.', -2, -2);  // position, map, pieces, terrain, rules, sequence
        QTemporaryDir data;
        QStringList arguments{"check"};
        QString blamed = file;
        if (kind == "position") {
            arguments << file << "--data" << games();
        } else if (kind == "map") {
            arguments << fixtures() + "/positions/open-field/empty.yaml" << "--data" << games() << "--map" << file;
        } else {
            QVERIFY(copyGamesReplacing(data.path(), kind + ".yaml", file));
            arguments << fixtures() + "/positions/open-field/empty.yaml" << "--data" << data.path();
            blamed = data.path() + "/open-field/" + kind + ".yaml";
        }
        const Run run = cli(arguments);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.out.isEmpty(), run.out.constData());
        const QString error = QString::fromUtf8(run.err);
        QVERIFY2(error.startsWith(blamed + ":" + line + ": "), qPrintable("expected " + blamed + ":" + line + ", got " + error));
        for (const QString& word : quoted) QVERIFY2(error.contains(word), qPrintable("'" + word + "' missing from: " + error));
    }
};

QTEST_GUILESS_MAIN(CliCheckTest)
#include "cli_check_test.moc"
