import QtQuick
import QtTest
import Adjutant

// The attract screen: never in a window; in a kiosk only after the table has been left alone
// (no touch, no change seen by the camera, no hands over the map, no question or error waiting),
// and leaving it gives back the game exactly where it was.
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
        property bool canNext: true
        property bool canPrevious: false
        property int errorCount: 0
        property int warningCount: 0
        property var chartQuestions: []
        function load(gameId, scenarioId) { loaded = true; return true }
        function next() { return true }
        function previous() { return true }
        property ListModel mapModel: ListModel {}
        property ListModel pieceModel: ListModel {}
        property ListModel alertModel: ListModel {}
    }

    // The camera over the table, as TableWatcher shows it to QML.
    QtObject {
        id: watcher
        signal changed(string what)
        property bool active: true
        property string sourceStatus: "live"
        property string sourceMessage: ""
        property string sourceDescription: "camera 0"
        property string boardState: "committed"
        property bool registered: true
        property string why: ""
        property int piecesSeen: 4
        property var glareSpaces: []
        property string lastChange: ""
        property var questions: []
        function start(source) { return true }
        function showLiveOn(sink) {}
    }

    Main {
        id: main
        catalog: games
        session: session
        watcher: watcher
        kiosk: false
        attractAfterSeconds: 0.4
    }

    TestCase {
        name: "Idle"
        when: windowShown

        function stack() { return findChild(main.contentItem, "stack") }

        function init() {
            main.attracting = false
            session.errorCount = 0
            watcher.boardState = "committed"
            watcher.questions = []
            if (stack().currentItem.objectName !== "playScreen") main.openPlay("open-field", "open-field", true)
            tryCompare(stack(), "busy", false)
            verify(stack().currentItem.objectName === "playScreen")
        }

        function cleanup() {
            main.kiosk = false
            main.attracting = false
        }

        function test_a_window_never_attracts() {
            main.kiosk = false
            mouseClick(stack().currentItem, 10, 10)
            wait(1500)  // well past the interval (and past the second the old timer fell back to)
            verify(!main.attracting, "a window on a desk is never covered by the attract screen")
            verify(!findChild(main.contentItem, "idleTimer").running)
        }

        function test_a_kiosk_attracts_after_the_interval_and_gives_the_game_back() {
            main.kiosk = true
            const play = stack().currentItem
            const depth = stack().depth
            tryCompare(main, "attracting", true, 5000)
            const attract = findChild(main.contentItem, "attract")
            verify(attract.visible)
            mouseClick(attract, 20, 20)
            verify(!main.attracting)
            compare(stack().depth, depth, "leaving the attract screen pops nothing")
            verify(stack().currentItem === play, "the same play screen, as it was")
            // The count starts again once it is gone.
            tryCompare(main, "attracting", true, 5000)
        }

        function test_a_touch_starts_the_count_again() {
            main.kiosk = true
            for (let i = 0; i < 6; ++i) {
                wait(150)
                mouseClick(stack().currentItem, 10, 10)
                verify(!main.attracting, "touched " + (i + 1) + " times, 150 ms apart")
            }
            tryCompare(main, "attracting", true, 5000)
        }

        function test_what_the_camera_sees_holds_it_off() {
            main.kiosk = true
            // Pieces moved on the map (the camera logged a change) count as much as a touch.
            for (let i = 0; i < 6; ++i) {
                wait(150)
                watcher.changed("a piece moved")
                verify(!main.attracting, "camera changes " + (i + 1))
            }
            // Hands over the map, a question for the players, an error standing: it waits for all.
            watcher.boardState = "busy"
            wait(900)
            verify(!main.attracting, "hands over the map")
            watcher.boardState = "committed"
            watcher.questions = [{ kind: "same-stack", text: "Did the stack move?", reason: "", spaces: [], pieces: [], choices: ["Yes", "No"] }]
            wait(900)
            verify(!main.attracting, "a question is waiting")
            watcher.questions = []
            session.errorCount = 1
            wait(900)
            verify(!main.attracting, "an error stands")
            session.errorCount = 0
            tryCompare(main, "attracting", true, 5000)
        }

        function test_players_at_the_map_end_the_attract_screen() {
            main.kiosk = true
            tryCompare(main, "attracting", true, 5000)
            watcher.changed("a piece moved")
            verify(!main.attracting, "a change on the map brings the game back")
            tryCompare(main, "attracting", true, 5000)
            watcher.boardState = "busy"
            verify(!main.attracting, "hands over the map bring the game back")
            verify(stack().currentItem.objectName === "playScreen")
        }
    }
}
