import QtQuick
import QtTest
import Adjutant

// The organiser's PIN through the whole window, with the real OrganiserPin keeping its hash in a
// file of the test's own: a kiosk's first start asks for a PIN (typed twice), a wrong PIN makes the
// next try wait, the right one opens the panel, and in a kiosk the table set-up asks for it too.
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
        id: fakeSession
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
        property string storeMessage: ""
        property string notice: ""
        property bool stored: false
        property bool canUndo: false
        property bool canRedo: false
        function load(gameId, scenarioId) { loaded = true; return true }
        function next() { return true }
        function previous() { return true }
        property ListModel mapModel: ListModel {}
        property ListModel pieceModel: ListModel {}
        property ListModel alertModel: ListModel {}
    }

    QtObject {
        id: fakeWatcher
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
        property var cameras: []
        property var touchTargets: []
        property var placement: []
        property var learnedPieces: []
        function start(source) { return true }
        function showLiveOn(sink) {}
    }

    Component {
        id: mainWindow
        Main {
            catalog: games
            session: fakeSession
            watcher: fakeWatcher
            kiosk: true
            attractAfterSeconds: 0
        }
    }

    TestCase {
        name: "OrganiserPin"
        when: windowShown

        property int windows: 0
        // A kiosk window with a PIN file of its own; `pin` set beforehand unless empty.
        function kioskWith(pin) {
            const file = testScratchDir + "/pin-" + (++windows) + ".organiser-pin"
            if (pin.length > 0) {
                const setter = createTemporaryQmlObject("import Adjutant; OrganiserPin {}", root)
                setter.file = file
                verify(setter.setPin(pin), setter.problem)
            }
            const main = createTemporaryObject(mainWindow, root, {organiserPinFile: file})
            verify(main !== null)
            tryVerify(() => main.visible)
            return main
        }
        function panelOf(main) { return findChild(main.contentItem, "adminPanel") }
        function type(panel, keys) {
            for (const key of keys) {
                const button = findChild(panel, "pin-" + key)
                verify(button.enabled, "key " + key + " can be pressed")
                mouseClick(button)
            }
        }
        function titleOf(panel) { return findChild(panel, "pinTitle").text }

        function test_a_kiosk_first_start_asks_to_set_the_pin() {
            const main = kioskWith("")
            const panel = panelOf(main)
            const pin = findChild(main, "organiserPin")
            verify(panel.visible, "the first start opens the panel")
            verify(!pin.isSet)
            compare(titleOf(panel), "Set the organiser's PIN")
            verify(!findChild(panel, "adminCancel").visible, "a kiosk's first PIN cannot be put off")
            // Too short: refused, with the rule.
            type(panel, ["1", "2", "3", "ok"])
            compare(findChild(panel, "pinMessage").text, "A PIN is 4 to 8 digits.")
            // No more than 8 digits go in, so every PIN that can be set can be typed.
            type(panel, ["1", "2", "3", "4", "5", "6", "7", "8", "9"])
            compare(panel.entered, "12345678")
            type(panel, ["erase", "erase", "erase", "erase", "ok"])
            compare(titleOf(panel), "Type the new PIN again")
            type(panel, ["1", "2", "3", "5", "ok"])
            verify(findChild(panel, "pinMessage").text.indexOf("not the same") >= 0)
            compare(titleOf(panel), "Set the organiser's PIN")
            verify(!pin.isSet)
            type(panel, ["4", "8", "2", "1", "3", "ok"])
            type(panel, ["4", "8", "2", "1", "3", "ok"])
            verify(pin.isSet, pin.problem)
            verify(panel.unlocked, "the organiser who set it is in")
            mouseClick(findChild(panel, "adminClose"))
            verify(!panel.visible)
            // Next time it asks for the PIN just set.
            mouseClick(findChild(main.contentItem, "adminButton"))
            compare(titleOf(panel), "Organiser PIN")
            type(panel, ["4", "8", "2", "1", "3", "ok"])
            verify(panel.unlocked)
        }

        function test_a_wrong_pin_makes_the_next_try_wait() {
            const main = kioskWith("2468")
            const panel = panelOf(main)
            const pin = findChild(main, "organiserPin")
            verify(!panel.visible, "with a PIN kept, the kiosk opens on the game")
            mouseClick(findChild(main.contentItem, "adminButton"))
            verify(panel.visible)
            type(panel, ["1", "2", "3", "4", "ok"])
            verify(!panel.unlocked)
            compare(findChild(panel, "pinMessage").text, "Wrong PIN.")
            const wait = findChild(panel, "pinWait")
            verify(wait.visible)
            compare(wait.text, "Try again in 1 s.")
            verify(!findChild(panel, "pin-2").enabled, "the pad waits too")
            // The wait is the C++ lock's: even the right PIN is refused, without a comparison.
            compare(pin.check("2468"), "wait")
            verify(!panel.unlocked)
            tryCompare(pin, "waitSeconds", 0, 3000)
            verify(!wait.visible)
            // A second wrong try waits twice as long.
            type(panel, ["1", "2", "3", "4", "ok"])
            compare(wait.text, "Try again in 2 s.")
            tryCompare(pin, "waitSeconds", 0, 4000)
            type(panel, ["2", "4", "6", "8", "ok"])
            verify(panel.unlocked)
        }

        function test_the_right_pin_opens_the_panel_and_closing_locks_it() {
            const main = kioskWith("13579")
            const panel = panelOf(main)
            mouseClick(findChild(main.contentItem, "adminButton"))
            verify(findChild(panel, "adminCancel").visible)
            type(panel, ["1", "3", "5", "7", "9", "ok"])
            verify(panel.unlocked)
            verify(findChild(panel, "adminExit").visible)
            mouseClick(findChild(panel, "adminClose"))
            mouseClick(findChild(main.contentItem, "adminButton"))
            verify(!panel.unlocked, "closed, it is locked again")
        }

        // Once in, the organiser can change the PIN (typed twice); the old one then opens nothing.
        function test_the_organiser_changes_the_pin() {
            const main = kioskWith("2468")
            const panel = panelOf(main)
            const pin = findChild(main, "organiserPin")
            mouseClick(findChild(main.contentItem, "adminButton"))
            type(panel, ["2", "4", "6", "8", "ok"])
            verify(panel.unlocked)
            mouseClick(findChild(panel, "adminChangePin"))
            compare(titleOf(panel), "Choose the new organiser's PIN")
            verify(findChild(panel, "adminCancel").visible, "a change can be called off")
            type(panel, ["8", "6", "4", "2", "0", "ok"])
            compare(titleOf(panel), "Type the new PIN again")
            type(panel, ["8", "6", "4", "2", "1", "ok"])
            verify(findChild(panel, "pinMessage").text.indexOf("not the same") >= 0)
            compare(titleOf(panel), "Choose the new organiser's PIN")
            type(panel, ["8", "6", "4", "2", "0", "ok"])
            type(panel, ["8", "6", "4", "2", "0", "ok"])
            verify(findChild(panel, "adminChangePin").visible, "back to the settings")
            mouseClick(findChild(panel, "adminClose"))
            compare(pin.check("2468"), "wrong")
            tryCompare(pin, "waitSeconds", 0, 3000)
            mouseClick(findChild(main.contentItem, "adminButton"))
            type(panel, ["8", "6", "4", "2", "0", "ok"])
            verify(panel.unlocked, "the new PIN opens the panel")
        }

        function test_in_a_kiosk_the_table_set_up_asks_for_the_pin() {
            const main = kioskWith("97531")
            const panel = panelOf(main)
            main.openPlay("open-field", "open-field", true)
            const stack = findChild(main.contentItem, "stack")
            tryCompare(stack, "busy", false)
            const play = stack.currentItem
            compare(play.objectName, "playScreen")
            const setup = findChild(play, "setupScreen")
            const button = findChild(play, "setupButton")
            verify(button.visible && button.enabled)
            mouseClick(button)
            verify(!setup.visible, "no set-up without the PIN")
            verify(panel.visible)
            compare(titleOf(panel), "Organiser PIN")
            mouseClick(findChild(panel, "adminCancel"))
            verify(!panel.visible)
            verify(!setup.visible)
            mouseClick(button)
            type(panel, ["9", "7", "5", "3", "1", "ok"])
            verify(setup.visible, "the right PIN goes straight to the set-up")
            verify(!panel.visible)
            verify(!panel.unlocked, "and leaves the panel locked")
            setup.visible = false
        }
    }
}
