import QtQuick
import QtQuick.Controls
import QtQuick.Window

// The application window. Screens are pushed onto one StackView.
ApplicationWindow {
    id: window
    required property var catalog
    property bool kiosk: false
    property bool headless: false
    // A PlaySession (C++): the game being played. May be null (then no game can be opened).
    property var session: null
    // Set from --game / --scenario: open the play screen straight away.
    property string startGame: ""
    property string startScenario: ""
    // Set from --resume (and always in a kiosk): continue the last saved game straight away.
    property bool startResume: false

    // Loads the game and shows the play screen; a loading problem is shown there, with the way back.
    function openPlay(gameId, scenarioId, immediately) {
        if (!session) return
        session.load(gameId, scenarioId)
        stack.push(playScreen, {}, immediately ? StackView.Immediate : StackView.PushTransition)
    }

    function openResume(key, immediately) {
        if (!session) return
        session.resumeGame(key)
        stack.push(playScreen, {}, immediately ? StackView.Immediate : StackView.PushTransition)
    }

    Component {
        id: playScreen
        PlayScreen {
            session: window.session
            onBackRequested: stack.pop()
        }
    }

    width: 1280
    height: 800
    visible: true
    visibility: kiosk ? Window.FullScreen : Window.AutomaticVisibility
    title: "Adjutant"
    color: Theme.background

    Component.onCompleted: Theme.mm = Math.max(3.5, Screen.pixelDensity)

    StackView {
        id: stack
        objectName: "stack"
        anchors.fill: parent
        Component.onCompleted: {
            if (window.startGame.length > 0)
                window.openPlay(window.startGame, window.startScenario, true)
            else if (window.startResume && window.session && window.session.resumable.key !== undefined)
                window.openResume(window.session.resumable.key, true)
        }
        initialItem: StartScreen {
            games: window.catalog
            session: window.session
            onScenarioChosen: (gameId, scenarioId) => window.openPlay(gameId, scenarioId, false)
            onResumeChosen: key => window.openResume(key, false)
        }
    }
}
