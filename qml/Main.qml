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
    // A TableWatcher (C++): the camera watching the table. May be null (no camera path).
    property var watcher: null
    // Set from --game / --scenario: open the play screen straight away.
    property string startGame: ""
    property string startScenario: ""
    // Set from --resume (and always in a kiosk): continue the last saved game straight away.
    property bool startResume: false
    // The organiser's PIN (ADJUTANT_ADMIN_PIN); the admin panel is the kiosk's only way out.
    property string adminPin: "1861"
    // After this long without a touch a kiosk shows the attract screen (0: never).
    property int attractAfterSeconds: kiosk ? 180 : 0
    property bool attracting: false
    readonly property alias soundOn: adminPanel.soundOn
    // An AlertSound (C++): the tone on new error alerts, switched from the admin panel.
    property var alertSound: null
    Binding { target: window.alertSound; property: "enabled"; value: adminPanel.soundOn; when: window.alertSound !== null }

    // A kiosk is left only through the admin panel.
    onClosing: (close) => { close.accepted = !kiosk || adminPanel.unlocked }

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
            watcher: window.watcher
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

    Timer {
        id: idle
        objectName: "idleTimer"
        interval: Math.max(1, window.attractAfterSeconds) * 1000
        running: window.attractAfterSeconds > 0 && !window.attracting && !adminPanel.visible
        repeat: false
        onTriggered: window.attracting = true
    }

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

    // Any touch anywhere restarts the idle count; the touch itself goes on to what is under it.
    MouseArea {
        anchors.fill: parent
        z: 10
        propagateComposedEvents: true
        onPressed: (mouse) => { idle.restart(); mouse.accepted = false }
    }

    TouchButton {
        objectName: "adminButton"
        z: 20
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: Theme.spacing / 2
        text: "⚙"
        visible: !adminPanel.visible && !window.attracting
        onClicked: adminPanel.visible = true
    }

    AttractScreen {
        objectName: "attract"
        anchors.fill: parent
        z: 30
        visible: window.attracting
        // The game in progress stays in the store; the start screen offers to continue it.
        onDismissed: {
            window.attracting = false
            stack.pop(null, StackView.Immediate)
            idle.restart()
        }
    }

    AdminPanel {
        id: adminPanel
        anchors.fill: parent
        z: 40
        visible: false
        pin: window.adminPin
        soundOn: !window.headless  // nobody listens to a headless run
        session: window.session
        watcher: window.watcher
        onCloseRequested: visible = false
        onExitRequested: Qt.exit(0)
        // Set-up belongs to the game being played: it opens over the play screen.
        onSetupRequested: {
            if (stack.currentItem && typeof stack.currentItem.openSetup === "function") {
                stack.currentItem.openSetup()
                visible = false
            }
        }
    }
}
