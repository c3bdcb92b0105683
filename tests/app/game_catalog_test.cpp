// The start screen's catalog: a game that is only a manifest is "coming", not an error; a game whose
// rules data does not load is an error naming file and line; a scenario is described from its data
// (first date, length in turns, pieces of each side to put on the table).
#include "app/core/game_catalog.hpp"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

namespace {

// Copies a fixture game folder (one level of subfolders) under `to`.
bool copyCatalogFixture(const QString& name, const QString& to) {
    const QDir from(QStringLiteral(ADJUTANT_TEST_FIXTURES "/games/") + name);
    bool ok = QDir().mkpath(to + "/" + name);
    for (const QString& sub : from.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        ok = ok && QDir(to + "/" + name).mkpath(sub);
        for (const QString& file : QDir(from.filePath(sub)).entryList(QDir::Files))
            ok = ok && QFile::copy(from.filePath(sub + "/" + file), to + "/" + name + "/" + sub + "/" + file);
    }
    for (const QString& file : from.entryList(QDir::Files)) ok = ok && QFile::copy(from.filePath(file), to + "/" + name + "/" + file);
    return ok;
}

int rowOf(const adj::app::GameCatalog& catalog, const QString& id) {
    for (int row = 0; row < catalog.rowCount(); ++row)
        if (catalog.get(row).value("gameId").toString() == id) return row;
    return -1;
}

}  // namespace

class GameCatalogTest : public QObject {
    Q_OBJECT

private slots:
    void gamesWithoutRulesAreComingNotErrors() {
        adj::app::GameCatalog catalog;
        catalog.load(QStringLiteral(ADJUTANT_SOURCE_DIR "/data"));
        QCOMPARE(catalog.rowCount(), 5);
        QVERIFY2(catalog.problems().isEmpty(), qPrintable(catalog.problems().join("\n")));
        for (const char* id : {"a-gate-of-hell", "bobby-lee-sam-grant", "never-call-retreat", "us-civil-war"}) {
            const QVariantMap game = catalog.get(rowOf(catalog, id));
            QCOMPARE(game.value("status").toString(), QStringLiteral("coming"));
            QCOMPARE(game.value("problem").toString(), QString());
            QVERIFY(catalog.scenariosOf(id).isEmpty());
        }
        QCOMPARE(catalog.get(rowOf(catalog, "war-for-the-union")).value("status").toString(), QStringLiteral("ready"));
    }

    void aScenarioSaysWhenHowLongAndWhatGoesOnTheTable() {
        QTemporaryDir dir;
        QVERIFY(copyCatalogFixture("open-field", dir.filePath("games")));
        adj::app::GameCatalog catalog;
        catalog.load(dir.path());
        QVERIFY2(catalog.problems().isEmpty(), qPrintable(catalog.problems().join("\n")));
        QCOMPARE(catalog.get(rowOf(catalog, "open-field")).value("status").toString(), QStringLiteral("ready"));
        const QVariantList scenarios = catalog.scenariosOf("open-field");
        QCOMPARE(scenarios.size(), 1);
        const QVariantMap scenario = scenarios.front().toMap();
        QCOMPARE(scenario.value("id").toString(), QStringLiteral("open-field"));
        QCOMPARE(scenario.value("title").toString(), QStringLiteral("Meeting at the Crossing"));
        // calendar.yaml: 1862-04 to 1862-09, monthly turns.
        QCOMPARE(scenario.value("date").toString(), QStringLiteral("April 1862"));
        QCOMPARE(scenario.value("turns").toInt(), 6);
        // scenarios/open-field.yaml: five Blue pieces (one in its reserve box) and four Red.
        const QVariantList pieces = scenario.value("pieces").toList();
        QCOMPARE(pieces.size(), 2);
        QCOMPARE(pieces[0].toMap().value("side").toString(), QStringLiteral("blue"));
        QCOMPARE(pieces[0].toMap().value("count").toInt(), 5);
        QCOMPARE(pieces[1].toMap().value("side").toString(), QStringLiteral("red"));
        QCOMPARE(pieces[1].toMap().value("count").toInt(), 4);
        QVERIFY(!pieces[0].toMap().value("name").toString().isEmpty());
    }

    void brokenRulesDataIsAnErrorNamingFileAndLine() {
        QTemporaryDir dir;
        QVERIFY(copyCatalogFixture("open-field", dir.filePath("games")));
        QFile rules(dir.filePath("games/open-field/rules.yaml"));
        QVERIFY(rules.open(QIODevice::Append));
        rules.write("\nnot-a-section: {\n");
        rules.close();
        adj::app::GameCatalog catalog;
        catalog.load(dir.path());
        const QVariantMap game = catalog.get(rowOf(catalog, "open-field"));
        QCOMPARE(game.value("status").toString(), QStringLiteral("error"));
        const QString problem = game.value("problem").toString();
        QVERIFY2(problem.contains(QRegularExpression("rules\\.yaml:\\d+: ")), qPrintable(problem));
        QVERIFY(catalog.problems().contains(problem));
        QVERIFY(catalog.scenariosOf("open-field").isEmpty());
    }
};

QTEST_GUILESS_MAIN(GameCatalogTest)

#include "game_catalog_test.moc"
