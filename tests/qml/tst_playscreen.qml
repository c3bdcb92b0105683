import QtQuick
import QtTest
import Adjutant

// The play screen wires a session to the map, the step panel and the alerts: a tapped alert outlines
// its spaces on the map, Next asks the session for the next step, loading problems show in a banner.
Item {
    id: root
    width: 1280
    height: 800

    QtObject {
        id: session
        property bool loaded: true
        property string errorMessage: ""
        property string gameTitle: "Open Field (test game)"
        property string scenarioTitle: "Meeting at the Crossing"
        property rect mapBounds: Qt.rect(0, 0, 80, 60)
        property real spaceSize: 25
        property var sides: [{ id: "blue", name: "Blue Army", colour: "#2a4fa8" }, { id: "red", name: "Red Army", colour: "#b03a2e" }]
        property string turnLabel: "April 1862"
        property string stepTitle: "Blue Player Turn > Supply Phase"
        property string actor: "Blue Army"
        property var checklist: ["Trace supply for every troop unit"]
        property bool canNext: true
        property bool canPrevious: false
        property int errorCount: 1
        property int warningCount: 0
        property int nextCalls: 0
        property var overrideReasons: []
        function next() { ++nextCalls; stepTitle = "Blue Player Turn > Movement Phase"; return true }
        function overrideAndNext(reason) { overrideReasons = overrideReasons.concat([reason]); return true }
        function previous() { return false }
        property ListModel mapModel: ListModel {
            ListElement { spaceId: "0101"; name: "Westport"; kind: "hex"; centreX: 20; centreY: 20; outline: "M 34.43 20 L 27.22 32.5 L 12.78 32.5 L 5.57 20 L 12.78 7.5 L 27.22 7.5 Z"; terrain: "clear"; features: "city"; control: "blue"; alertCount: 1; alertSeverity: "error"; supply: ""; pieceCount: 0 }
            ListElement { spaceId: "0201"; name: ""; kind: "hex"; centreX: 41.65; centreY: 32.5; outline: "M 56.08 32.5 L 48.87 45 L 34.43 45 L 27.22 32.5 L 34.43 20 L 48.87 20 Z"; terrain: "forest"; features: ""; control: ""; alertCount: 0; alertSeverity: ""; supply: ""; pieceCount: 0 }
        }
        property ListModel pieceModel: ListModel {}
        property ListModel alertModel: ListModel {
            ListElement { code: "stacking.over-limit"; severity: "error"; rule: "4.1"; message: "Too many strength points in Westport"; fix: ""; spaces: "0101"; pieces: "" }
        }
    }

    // A camera watching the table, idle, for the way to the set-up screen.
    QtObject {
        id: watcher
        property bool active: false
        property string sourceStatus: "off"
        property string sourceMessage: ""
        property string sourceDescription: ""
        property string boardState: "unseen"
        property bool registered: false
        property bool registeredByTouch: false
        property string why: ""
        property int piecesSeen: 0
        property string lastChange: ""
        property var questions: []
        property var cameras: [{index: 0, name: "USB table camera"}]
        property var touchTargets: []
        property int frameWidth: 0
        property int frameHeight: 0
        property string touchState: "none"
        property string touchMessage: ""
        property string captureState: "none"
        property string captureMessage: ""
        function start(source) { return true }
        function showLiveOn(sink) {}
    }

    PlayScreen {
        id: screen
        anchors.fill: parent
        session: session
        watcher: watcher
    }

    TestCase {
        name: "PlayScreen"
        when: windowShown

        function test_shows_the_game_and_step() {
            compare(findChild(screen, "turnLabel").text, "April 1862")
            compare(findChild(screen, "stepTitle").text, "Supply Phase")
            verify(findChild(screen, "errorChip").visible)
        }

        function test_tapping_an_alert_outlines_its_spaces() {
            const map = findChild(screen, "mapView")
            compare(map.highlightedSpaces.length, 0)
            const list = findChild(screen, "alertList")
            tryCompare(list, "count", 1)
            mouseClick(list.itemAtIndex(0))
            compare(map.highlightedSpaces, ["0101"])
            verify(map.isHighlighted("0101"))
            mouseClick(list.itemAtIndex(0))
            compare(map.highlightedSpaces.length, 0)
        }

        function test_next_asks_the_session() {
            session.errorCount = 0
            mouseClick(findChild(screen, "nextButton"))
            compare(session.nextCalls, 1)
            compare(findChild(screen, "stepTitle").text, "Movement Phase")
            session.stepTitle = "Blue Player Turn > Supply Phase"
            session.errorCount = 1
        }

        function test_next_past_errors_asks_for_a_reason() {
            const dialog = findChild(screen, "overrideDialog")
            const nextCalls = session.nextCalls
            verify(!dialog.visible)
            mouseClick(findChild(screen, "nextButton"))
            verify(dialog.visible, "errors on the board: Next asks why")
            compare(session.nextCalls, nextCalls)
            const confirm = findChild(dialog, "confirmOverride")
            verify(!confirm.enabled, "no reason yet")
            // Back to the board changes nothing.
            mouseClick(findChild(dialog, "cancelOverride"))
            verify(!dialog.visible)
            compare(session.overrideReasons.length, 0)
            // A tapped reason, then go on: the session gets it.
            mouseClick(findChild(screen, "nextButton"))
            mouseClick(findChild(dialog, "reason-0"))
            verify(confirm.enabled)
            mouseClick(confirm)
            verify(!dialog.visible)
            compare(session.overrideReasons, ["We agreed to play on"])
            compare(session.nextCalls, nextCalls)
        }

        function test_tapping_a_space_opens_the_inspector() {
            const map = findChild(screen, "mapView")
            const inspector = findChild(screen, "spaceInspector")
            verify(!inspector.visible)
            const p = map.mapToView(20, 20)
            mouseClick(map, p.x, p.y)
            tryVerify(() => inspector.visible)
            compare(map.selectedSpace, "0101")
        }

        function test_the_table_is_set_up_from_beside_the_camera_strip() {
            const setupScreen = findChild(screen, "setupScreen")
            verify(!setupScreen.visible)
            const button = findChild(screen, "setupButton")
            verify(button.visible && button.enabled)
            mouseClick(button)
            verify(setupScreen.visible)
            compare(setupScreen.step, "camera", "no camera is watching yet")
            waitForRendering(setupScreen)
            mouseClick(findChild(setupScreen, "setupDone"))
            verify(!setupScreen.visible)
        }

        function test_loading_problems_show_in_a_banner() {
            const banner = findChild(screen, "errorBanner")
            verify(!banner.visible)
            session.errorMessage = "open-field could not be loaded: scenarios/x.yaml:3: unknown piece kind"
            verify(banner.visible)
            session.errorMessage = ""
        }
    }
}
