import QtQuick
import QtTest
import Adjutant

// From the start screen to the play screen: choose a game, then one of its scenarios; the session
// loads it and the play screen shows it. "Games" goes back.
Item {
    id: root
    width: 400
    height: 300

    ListModel {
        id: games
        ListElement { gameId: "open-field"; title: "Open Field (test game)"; edition: ""; publisher: ""; board: "hexes"; pieces: "counters"; summary: "Two small armies."; status: "ready"; problem: "" }
        function scenariosOf(gameId) {
            return gameId === "open-field" ? [{ id: "open-field", title: "Meeting at the Crossing", description: "", date: "April 1862", turns: 6, pieces: [] }] : []
        }
    }

    QtObject {
        id: session
        property bool loaded: false
        property string errorMessage: ""
        property string gameTitle: "Open Field (test game)"
        property string scenarioTitle: "Meeting at the Crossing"
        property rect mapBounds: Qt.rect(0, 0, 80, 60)
        property real spaceSize: 25
        property var sides: []
        property var mapLines: []
        property string turnLabel: "April 1862"
        property string stepTitle: "Blue Army Player Turn > Supply Phase"
        property string actor: "Blue Army"
        property var checklist: []
        // What the play screen's header, stack viewer and title bar read (PlaySession's properties).
        property int turnNumber: 1
        property string turnDate: "April 1862"
        property string actorColour: "#2a4fa8"
        property string whatNow: "Blue Army: Supply Phase. Tap Next when done."
        property var phaseTrack: []
        property var pieceStates: []
        property var alertLog: []
        property var zoneLines: []
        property var chartQuestions: []
        property int chartsWaiting: 0
        property string storeMessage: ""
        property bool canUndo: false
        property bool canRedo: false
        property bool canNext: true
        property bool canPrevious: false
        property int errorCount: 0
        property int warningCount: 0
        property var loads: []
        function load(gameId, scenarioId) { loads = loads.concat([gameId + "/" + scenarioId]); loaded = true; return true }
        function next() { return true }
        function previous() { return true }
        property ListModel mapModel: ListModel {}
        property ListModel pieceModel: ListModel {}
        property ListModel alertModel: ListModel {}
    }

    Main {
        id: main
        catalog: games
        session: session
    }

    TestCase {
        name: "MainFlow"
        when: windowShown

        function test_choosing_a_scenario_opens_the_play_screen() {
            const stack = findChild(main.contentItem, "stack")
            verify(stack !== null)
            const start = findChild(main.contentItem, "startScreen")
            const list = findChild(start, "gameList")
            tryCompare(list, "count", 1)
            verify(findChild(start, "scenario-open-field") === null, "no scenarios before a game is chosen")
            mouseClick(list.itemAtIndex(0))
            compare(start.selectedIndex, 0)
            let button = null
            tryVerify(() => (button = findChild(start, "scenario-open-field")) !== null)
            verify(button.height >= 9 * Theme.mm)
            mouseClick(button)
            compare(session.loads, ["open-field/open-field"])
            tryVerify(() => stack.currentItem && stack.currentItem.objectName === "playScreen")
            tryCompare(stack, "busy", false)
            mouseClick(findChild(stack.currentItem, "backButton"))
            tryVerify(() => stack.currentItem.objectName === "startScreen")
        }
    }
}
