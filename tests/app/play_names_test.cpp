// Names, not ids, on the play screens: PlaySession's history groups a stack that marched together
// into one row in words, pieces carry their names, and the real QML (the play screen with its
// space inspector, and the history panel) showing a real game puts no piece id or step id on screen.
#include "app/core/play_session.hpp"
#include "engine/model/position.hpp"

#include <QQmlComponent>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QtQml/qqmlextensionplugin.h>
#include <QtTest>

#include <memory>

Q_IMPORT_QML_PLUGIN(AdjutantPlugin)

using adj::app::PlaySession;

namespace {

const QString kData = QStringLiteral(ADJUTANT_SOURCE_DIR "/data");
const std::vector<std::string> kKesselStack = {"US-inf-7", "US-inf-8", "US-inf-9", "US-inf-10", "US-cav-1", "US-curtis"};

bool marchKesselStack(PlaySession& session) {
    std::vector<adj::session::Payload> march;
    for (const std::string& id : kKesselStack) march.emplace_back(adj::session::PieceMoved{id, "0808", "0909"});
    return session.recordFromCamera(std::move(march));
}

// Every text the items under `root` show (Text, buttons' labels...), for the screen as drawn.
QStringList textsUnder(QObject* root) {
    QStringList texts;
    const auto collect = [&](QObject* object) {
        const auto* item = qobject_cast<QQuickItem*>(object);
        if (item && !item->isVisible()) return;
        const QVariant text = object->property("text");
        if (text.typeId() == QMetaType::QString && !text.toString().isEmpty()) texts << text.toString();
    };
    collect(root);
    for (QObject* child : root->findChildren<QObject*>()) collect(child);
    // A list's rows are items of its content item, not QObject children of the screen.
    if (auto* item = qobject_cast<QQuickItem*>(root))
        for (QQuickItem* child : item->childItems())
            if (!root->findChildren<QObject*>().contains(child)) texts << textsUnder(child);
    return texts;
}

}  // namespace

class PlayNamesTest : public QObject {
    Q_OBJECT

private slots:
    void aStackThatMarchedTogetherIsOneHistoryRowInWords() {
        QTemporaryDir dir;
        PlaySession session;
        session.setDataDir(kData);
        session.setStoreFile(dir.filePath("games.sqlite"));
        QVERIFY(session.load("war-for-the-union", "practice-border-war"));
        const int before = session.eventCount();
        QVERIFY(marchKesselStack(session));
        QCOMPARE(session.eventCount(), before + 6);

        const auto& history = *session.historyModel();
        const QVariantMap row = history.get(history.rowCount() - 1);
        QCOMPARE(row["text"].toString(), QString("Curtis's stack of 6 moved from Kessel (0808) to 0909"));
        QCOMPARE(history.rowCount(), before + 1);  // six events, one row
        QCOMPARE(row["first"].toInt(), before + 1);
        QCOMPARE(row["last"].toInt(), before + 6);
        const QStringList details = row["details"].toStringList();
        QCOMPARE(details.size(), 6);
        QCOMPARE(details.first(), QString("Volunteer infantry 7 (Union) moved from Kessel (0808) to 0909"));
        QVERIFY2(!row["step"].toString().contains('.'), qPrintable(row["step"].toString()));  // titles, not the id
        QCOMPARE(row["stepId"].toString().isEmpty(), false);

        // Replay still goes event by event inside the row: after the third piece moved, three have.
        QVERIFY(session.replayTo(before + 3));
        const auto& pieces = *session.pieceModel();
        QCOMPARE(pieces.get(pieces.indexOf("pieceId", "US-inf-9"))["space"].toString(), QString("0909"));
        QCOMPARE(pieces.get(pieces.indexOf("pieceId", "US-inf-10"))["space"].toString(), QString("0808"));
        session.endReplay();
        // One undo takes the whole march back, and the row says so.
        QVERIFY(session.undo());
        QVERIFY(history.get(history.rowCount() - 2)["undone"].toBool());
        QCOMPARE(pieces.get(pieces.indexOf("pieceId", "US-curtis"))["space"].toString(), QString("0808"));
    }

    void piecesCarryTheirNames() {
        QTemporaryDir dir;
        PlaySession session;
        session.setDataDir(kData);
        session.setStoreFile(dir.filePath("games.sqlite"));
        QVERIFY(session.load("war-for-the-union", "practice-border-war"));
        const auto& pieces = *session.pieceModel();
        QCOMPARE(pieces.get(pieces.indexOf("pieceId", "US-inf-1"))["name"].toString(), QString("Volunteer infantry 1 (Union)"));
        QCOMPARE(pieces.get(pieces.indexOf("pieceId", "US-grant"))["name"].toString(), QString("Grant"));
        QCOMPARE(pieces.get(pieces.indexOf("pieceId", "CS-inf-1"))["name"].toString(),
                 QString("Volunteer infantry 1 (Confederate)"));
    }

    void thePlayScreenAndTheHistoryShowNoIds() {
        QTemporaryDir dir;
        PlaySession session;
        session.setDataDir(kData);
        session.setStoreFile(dir.filePath("games.sqlite"));
        QVERIFY(session.load("war-for-the-union", "practice-border-war"));
        QVERIFY(marchKesselStack(session));
        QVERIFY(session.movePiece("US-inf-6", "1406"));

        QQmlEngine engine;
        engine.addImportPath(QStringLiteral("qrc:/"));
        QQmlComponent component(&engine);
        component.setData(R"(
            import QtQuick
            import Adjutant
            Item {
                id: root
                width: 1920; height: 1080
                property var session: null
                PlayScreen { objectName: "screen"; width: 1200; height: 1080; session: root.session; watcher: null }
                HistoryPanel { objectName: "history"; x: 1200; width: 720; height: 1080; session: root.session }
            })",
                          QUrl(QStringLiteral("qrc:/play_names_test.qml")));
        std::unique_ptr<QObject> object(component.createWithInitialProperties({{"session", QVariant::fromValue(&session)}}));
        QVERIFY2(object, qPrintable(component.errorString()));
        QQuickWindow window;
        window.resize(1920, 1080);
        auto* root = qobject_cast<QQuickItem*>(object.get());
        QVERIFY(root);
        root->setParentItem(window.contentItem());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // The inspector on the hex the stack marched to.
        QObject* map = root->findChild<QObject*>("mapView");
        QVERIFY(map);
        map->setProperty("selectedSpace", "0909");
        QTest::qWait(50);

        // The play screen and the inspector as drawn. (The history list's rows are not reached by
        // this walk yet: the model test above checks their words.)
        const QString shown = textsUnder(root).join(QStringLiteral("\n"));
        QVERIFY2(shown.contains("6 pieces"), qPrintable(shown));
        for (const adj::model::Piece& piece : session.position()->pieces)
            QVERIFY2(!shown.contains(QString::fromStdString(piece.id)),
                     qPrintable(QString::fromStdString(piece.id) + " is on screen:\n" + shown));
        const QString step = QString::fromStdString(session.position()->step);
        QVERIFY2(!shown.contains(step), qPrintable(step + " is on screen:\n" + shown));
    }
};

QTEST_MAIN(PlayNamesTest)
#include "play_names_test.moc"
