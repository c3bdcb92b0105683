// Runs the tst_*.qml files with the Adjutant QML module linked in, exactly as the app has it, and
// the real PlaySession as the type AdjutantTesting.PlaySession, for tests that drive the play
// screen through the engine (tst_stackviewer.qml).
#include "app/core/play_session.hpp"

#include <QCoreApplication>
#include <QQmlContext>
#include <QQmlEngine>
#include <QSettings>
#include <QTemporaryDir>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest>

Q_IMPORT_QML_PLUGIN(AdjutantPlugin)

class Setup : public QObject {
    Q_OBJECT
public:
    // Made before the application, so the tests get the app's on-screen keyboard (main.cpp sets
    // the same input method).
    Setup() {
        if (qEnvironmentVariableIsEmpty("QT_IM_MODULE")) qputenv("QT_IM_MODULE", "qtvirtualkeyboard");
    }
public slots:
    // The table's settings (panels turned, overlays on) go to a file of the tests' own, emptied at the
    // start, so neither the real app's settings nor an earlier run change what a test sees.
    void applicationAvailable() {
        QCoreApplication::setOrganizationName(QStringLiteral("Adjutant-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("qml_tests"));
        QSettings().clear();
    }
    void qmlEngineAvailable(QQmlEngine* engine) {
        engine->addImportPath(QStringLiteral("qrc:/"));
        // Where tests save what a person should look at (screenshots).
        engine->rootContext()->setContextProperty(QStringLiteral("testOutputDir"), QStringLiteral(ADJUTANT_TEST_OUTPUT));
        // The test games (tests/fixtures/games) and the real data folder, for a real PlaySession.
        engine->rootContext()->setContextProperty(QStringLiteral("testFixtureGames"), QStringLiteral(ADJUTANT_TEST_FIXTURES "/games"));
        engine->rootContext()->setContextProperty(QStringLiteral("testDataDir"), QStringLiteral(ADJUTANT_SOURCE_DIR "/data"));
        qmlRegisterType<adj::app::PlaySession>("AdjutantTesting", 1, 0, "PlaySession");
        // An empty folder of this run's own, removed at its end (the organiser's PIN files).
        engine->rootContext()->setContextProperty(QStringLiteral("testScratchDir"), scratch_.path());
    }

private:
    QTemporaryDir scratch_;
};

QUICK_TEST_MAIN_WITH_SETUP(adjutant_qml, Setup)

#include "qml_tests_main.moc"
