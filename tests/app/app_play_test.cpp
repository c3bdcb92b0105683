// Launches the real `adjutant` straight into the play screen, offscreen, and checks what it showed
// and wrote: play.png, alerts.jsonl (one alert per line) and the play part of summary.json.
#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QtTest>

namespace {

const QString kGames = QStringLiteral(ADJUTANT_TEST_FIXTURES "/games");

struct Run {
    int exitCode = -1;
    QByteArray stdErr;
};

Run runAdjutant(const QStringList& arguments) {
    QProcess app;
    auto env = QProcessEnvironment::systemEnvironment();
    env.insert("QT_QPA_PLATFORM", "offscreen");
    app.setProcessEnvironment(env);
    app.start(ADJUTANT_APP_BINARY, arguments);
    if (!app.waitForFinished(60000)) {
        app.kill();
        app.waitForFinished();
        return {};
    }
    return {app.exitStatus() == QProcess::NormalExit ? app.exitCode() : -1, app.readAllStandardError()};
}

QList<QJsonObject> readJsonLines(const QString& path, QString* problem) {
    QList<QJsonObject> lines;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *problem = path + " is missing";
        return lines;
    }
    int number = 0;
    while (!file.atEnd()) {
        const QByteArray line = file.readLine().trimmed();
        ++number;
        if (line.isEmpty()) continue;
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(line, &error);
        if (!document.isObject()) {
            *problem = QStringLiteral("line %1 is not a JSON object: %2").arg(number).arg(error.errorString());
            return {};
        }
        lines << document.object();
    }
    return lines;
}

QJsonObject readSummary(const QString& out) {
    QFile file(out + "/summary.json");
    if (!file.open(QIODevice::ReadOnly)) return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

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

// How many pixels of the screenshot are close to a colour.
int pixelsNear(const QImage& image, QColor colour) {
    int count = 0;
    for (int y = 0; y < image.height(); y += 2)
        for (int x = 0; x < image.width(); x += 2) {
            const QColor c = image.pixelColor(x, y);
            if (qAbs(c.red() - colour.red()) < 12 && qAbs(c.green() - colour.green()) < 12 && qAbs(c.blue() - colour.blue()) < 12)
                ++count;
        }
    return count;
}

void checkScreenshot(const QString& out) {
    const QImage shot(out + "/play.png");
    QVERIFY2(!shot.isNull(), "play.png is missing or not an image");
    QCOMPARE(shot.size(), QSize(1280, 800));
    QSet<QRgb> colours;
    for (int y = 0; y < shot.height(); y += 7)
        for (int x = 0; x < shot.width(); x += 7) colours.insert(shot.pixel(x, y));
    QVERIFY2(colours.size() > 40, "the screenshot is nearly uniform: nothing was drawn");
    // Counters are on the map. The view follows the standing error (the blue stack over its limit),
    // so the red counters far from it may lie outside the view.
    QVERIFY2(pixelsNear(shot, QColor("#2a4fa8")) > 200, "no blue counters in play.png");
}

}  // namespace

class AppPlayTest : public QObject {
    Q_OBJECT

private slots:
    void opensTheScenarioOnThePlayScreen() {
        const QString out = QStringLiteral(ADJUTANT_TEST_OUTPUT "/play-open-field");
        QDir(out).removeRecursively();
        const Run run = runAdjutant({"--headless", "--data", kGames, "--game", "open-field", "--scenario", "open-field",
                                     "--out", out, "--quit-after", "3"});
        QVERIFY2(run.exitCode == 0, run.stdErr.constData());
        checkScreenshot(out);

        const QJsonObject summary = readSummary(out);
        QCOMPARE(summary.value("screen").toString(), QString("play"));
        QVERIFY(summary.value("first_frame_ms").toDouble() > 0);
        const QJsonObject play = summary.value("play").toObject();
        QCOMPARE(play.value("loaded").toBool(), true);
        QCOMPARE(play.value("game").toString(), QString("open-field"));
        QCOMPARE(play.value("scenario").toString(), QString("open-field"));
        QCOMPARE(play.value("step").toString(), QString("blue.supply"));
        QCOMPARE(play.value("step_title").toString(), QString("Blue Army Player Turn > Supply Phase"));
        QCOMPARE(play.value("turn_label").toString(), QString("April 1862"));
        QCOMPARE(play.value("pieces").toInt(), 9);
        QCOMPARE(play.value("pieces_on_map").toInt(), 9);
        QCOMPARE(play.value("spaces_drawn").toInt(), 82);

        // The opening position keeps the rules: alerts.jsonl is there, and as long as the summary says.
        QString problem;
        const QList<QJsonObject> alerts = readJsonLines(out + "/alerts.jsonl", &problem);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QCOMPARE(alerts.size(), play.value("alerts").toInt());
        QCOMPARE(play.value("errors").toInt(), 0);
    }

    void anOverStackAndACutOffUnitShowAsAlerts() {
        // Open Field with one more scenario at the end of turn (stacking and supply are checked):
        // three blue units, 7 strength points, in 0202 (limit 6), and B-inf-3 far from any railway.
        const QByteArray body = "time: {turn: 1, year: 1862, month: 4}\n"
                                "step: end-of-turn\n"
                                "pieces:\n"
                                "  - {id: B-inf-1, kind: infantry, side: blue, strength: 3, at: \"0202\"}\n"
                                "  - {id: B-inf-2, kind: infantry, side: blue, strength: 3, at: \"0202\"}\n"
                                "  - {id: B-cav-1, kind: cavalry, side: blue, strength: 1, at: \"0202\"}\n"
                                "  - {id: B-inf-3, kind: infantry, side: blue, strength: 2, at: \"1001\"}\n"
                                "  - {id: B-gen, kind: blue-general, side: blue, at: \"0101\"}\n"
                                "  - {id: R-inf-1, kind: infantry, side: red, strength: 3, at: \"1008\"}\n"
                                "  - {id: R-inf-2, kind: infantry, side: red, strength: 3, at: \"0905\"}\n"
                                "  - {id: R-art-1, kind: artillery, side: red, strength: 2, at: \"0706\"}\n"
                                "control: {\"0101\": blue, \"1008\": red}\n";
        QTemporaryDir data;
        QVERIFY(copyGame("open-field", data.path()));
        QFile scenario(data.filePath("open-field/scenarios/over-stack.yaml"));
        QVERIFY(scenario.open(QIODevice::WriteOnly));
        scenario.write("title: Over-stacked and cut off\n" + body);
        scenario.close();

        const QString out = QStringLiteral(ADJUTANT_TEST_OUTPUT "/play-over-stack");
        QDir(out).removeRecursively();
        const Run run = runAdjutant({"--headless", "--data", data.path(), "--game", "open-field", "--scenario", "over-stack",
                                     "--out", out});
        QVERIFY2(run.exitCode == 0, run.stdErr.constData());
        checkScreenshot(out);

        QString problem;
        const QList<QJsonObject> alerts = readJsonLines(out + "/alerts.jsonl", &problem);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QCOMPARE(alerts.size(), 2);

        // Errors first: the over-stack, then the unit out of supply.
        const QJsonObject stacking = alerts[0];
        QCOMPARE(stacking.value("code").toString(), QString("stacking.over-limit"));
        QCOMPARE(stacking.value("severity").toString(), QString("error"));
        QCOMPARE(stacking.value("rule").toString(), QString("4.1"));
        QCOMPARE(stacking.value("spaces").toArray(), QJsonArray({"0202"}));
        QCOMPARE(stacking.value("pieces").toArray(), QJsonArray({"B-inf-1", "B-inf-2", "B-cav-1"}));
        QVERIFY2(stacking.value("message").toString().contains("7"), qPrintable(stacking.value("message").toString()));
        const QJsonObject supply = alerts[1];
        QCOMPARE(supply.value("code").toString(), QString("supply.out-of-supply"));
        QCOMPARE(supply.value("severity").toString(), QString("warning"));
        QCOMPARE(supply.value("rule").toString(), QString("7.2"));
        QCOMPARE(supply.value("pieces").toArray(), QJsonArray({"B-inf-3"}));
        QVERIFY(supply.value("spaces").toArray().contains(QJsonValue("1001")));

        // The same alerts as `adjutant-cli check` gives for the same position.
        QFile position(data.filePath("over-stack-position.yaml"));
        QVERIFY(position.open(QIODevice::WriteOnly));
        position.write("game: open-field\nscenario: over-stack\n" + body);
        position.close();
        QProcess cli;
        cli.start(ADJUTANT_CLI_BINARY, {"check", position.fileName(), "--data", data.path()});
        QVERIFY(cli.waitForFinished(30000));
        const QJsonArray cliAlerts = QJsonDocument::fromJson(cli.readAllStandardOutput()).object().value("alerts").toArray();
        QCOMPARE(cliAlerts.size(), alerts.size());
        for (int i = 0; i < alerts.size(); ++i) {
            // The app's log adds when each alert was raised (ms into the run, after which camera change).
            QJsonObject logged = alerts[i];
            QVERIFY(logged.contains("raised_at_ms"));
            QCOMPARE(logged.take("after_change").toInt(), 0);
            logged.remove("raised_at_ms");
            QCOMPARE(logged, cliAlerts.at(i).toObject());
        }

        const QJsonObject play = readSummary(out).value("play").toObject();
        QCOMPARE(play.value("step_title").toString(), QString("End of Turn"));
        QCOMPARE(play.value("errors").toInt(), 1);
        QCOMPARE(play.value("warnings").toInt(), 1);
        QCOMPARE(play.value("alerts").toInt(), 2);

        // On screen: the error colour of the badge, the chip and the alert card.
        const QImage shot(out + "/play.png");
        QVERIFY2(pixelsNear(shot, QColor("#b3261e")) > 300, "no error colour on the play screen");
        QVERIFY2(pixelsNear(shot, QColor("#f7c35c")) > 100, "no warning colour on the play screen");
    }

    void anUnknownGameIsShownNotCrashed() {
        const QString out = QStringLiteral(ADJUTANT_TEST_OUTPUT "/play-unknown-game");
        QDir(out).removeRecursively();
        const Run run = runAdjutant({"--headless", "--data", kGames, "--game", "no-such-game", "--out", out});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.stdErr.contains("no-such-game"), run.stdErr.constData());
        QVERIFY(QFile::exists(out + "/play.png"));
        const QJsonObject play = readSummary(out).value("play").toObject();
        QCOMPARE(play.value("loaded").toBool(), false);
        QVERIFY(play.value("error").toString().contains("no-such-game"));
    }
};

QTEST_GUILESS_MAIN(AppPlayTest)
#include "app_play_test.moc"
