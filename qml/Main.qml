import QtQuick
import QtQuick.Controls
import QtQuick.Window
import QtQuick.VirtualKeyboard
import Adjutant

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
    // Where the organiser's PIN is kept, as a salted hash (main.cpp: beside the games store). The
    // admin panel, behind it, is the kiosk's only way out; a kiosk asks for it at its first start.
    property string organiserPinFile: ""
    OrganiserPin {
        id: organiserPin
        objectName: "organiserPin"
        file: window.organiserPinFile
    }
    // After this long with nobody at the table, a kiosk shows the attract screen (0: never). Only a
    // kiosk ever attracts: a window on someone's desk is theirs.
    property real attractAfterSeconds: 180
    property bool attracting: false
    // Players are at the table even without touching the screen: hands over the map, a camera
    // question waiting for them, an error standing on the board, the organiser's panel open, the
    // keyboard up. While any of these holds, the attract screen stays away.
    readonly property bool tableInUse: adminPanel.visible || inputPanel.active
        || (watcher !== null && (watcher.boardState === "busy" || (watcher.questions || []).length > 0))
        || (session !== null && session.errorCount > 0)
    readonly property bool attractArmed: kiosk && attractAfterSeconds > 0 && !attracting && !tableInUse
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
            // In a kiosk the table set-up is the organiser's: it asks for the PIN first.
            setupNeedsPin: window.kiosk
            onSetupPinWanted: adminPanel.askForSetup()
            onBackRequested: stack.pop()
        }
    }

    width: 1280
    height: 800
    visible: true
    visibility: kiosk ? Window.FullScreen : Window.AutomaticVisibility
    title: "Adjutant"
    color: Theme.background

    Component.onCompleted: {
        Theme.mm = Math.max(3.5, Screen.pixelDensity)
        // A kiosk's first start: the organiser chooses the PIN before players have the screen.
        if (kiosk && !organiserPin.isSet) adminPanel.visible = true
    }

    // Counts down only while armed; arming again (a hold released) starts a full count.
    Timer {
        id: idle
        objectName: "idleTimer"
        interval: Math.max(1, Math.round(window.attractAfterSeconds * 1000))
        running: window.attractArmed
        repeat: false
        onTriggered: window.attracting = true
    }
    // A touch or a change the camera saw: the count starts again (restart() alone would also start
    // a timer that is not armed).
    function noteActivity() { if (idle.running) idle.restart() }
    Connections {
        target: window.watcher
        ignoreUnknownSignals: true
        // Players moving pieces under the attract screen are back at the game.
        function onChanged() { window.attracting = false; window.noteActivity() }
    }
    onTableInUseChanged: if (tableInUse) attracting = false

    // Everything but the on-screen keyboard. It moves up, when the keyboard would cover the field
    // being typed into, by just enough to keep that field in view.
    Item {
        id: content
        objectName: "content"
        width: parent.width
        height: parent.height
        y: -window.keyboardShift

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
            onPressed: (mouse) => { window.noteActivity(); mouse.accepted = false }
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
            // It only covers the screens: the game in progress is still there, exactly where it was.
            onDismissed: window.attracting = false
        }

        AdminPanel {
            id: adminPanel
            anchors.fill: parent
            z: 40
            visible: false
            pinLock: organiserPin
            kiosk: window.kiosk
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

    // The on-screen keyboard (Qt Virtual Keyboard): a kiosk has no other. It slides up over
    // everything while a text field has focus; a field asking for numbers gets the numeric keypad.
    InputPanel {
        id: inputPanel
        objectName: "inputPanel"
        z: 100
        // Full width on a small screen; on a large one, wide enough for a thumb per key, no more.
        width: Math.min(window.width, Math.max(Theme.mm * 240, window.width * 0.6))
        x: (window.width - width) / 2
        y: active ? window.height - height : window.height
        Behavior on y { NumberAnimation { duration: 150; easing.type: Easing.OutCubic } }
        onActiveChanged: window.keepFocusInView()
        onHeightChanged: window.keepFocusInView()
    }
    property real keyboardShift: 0
    // Focus gone from every text field (its dialog closed, say): the keyboard goes too.
    onActiveFocusItemChanged: {
        if (!activeFocusItem || activeFocusItem.cursorPosition === undefined) Qt.inputMethod.hide()
        keepFocusInView()
    }
    // Moves the screens up so the focused field's bottom edge stays above the keyboard.
    function keepFocusInView() {
        const item = window.activeFocusItem
        let inside = false
        for (let up = item; up && !inside; up = up.parent) inside = up === content
        if (!inputPanel.active || !inside) {
            keyboardShift = 0
            return
        }
        const bottom = item.mapToItem(content, 0, item.height).y
        keyboardShift = Math.max(0, Math.min(bottom + Theme.spacing - (window.height - inputPanel.height),
                                             window.height - inputPanel.height))
    }
}
