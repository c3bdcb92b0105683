import QtQuick
import QtTest
import Adjutant

// The on-screen keyboard: a tap on a field opens it (a numeric keypad for a chart value, letters for
// a reason) above everything, the field stays in view, and what its keys type reaches the session.
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
        property string notice: ""
        // Enough rows that the lowest in view sits where the keyboard comes up.
        property var chartQuestions: {
            const rows = []
            for (let i = 0; i < 30; ++i)
                rows.push({ key: "terrain/kind-" + i + "/force-march-drm", chart: "Force March Table", subject: "Kind " + i,
                            attribute: "force-march-drm", type: "int", value: "" })
            return rows
        }
        property int chartsWaiting: 30
        property var entered: []
        function setChartValue(key, value) { entered = entered.concat([[key, value]]); return true }
        function load(gameId, scenarioId) { loaded = true; return true }
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
        name: "Keypad"
        when: windowShown

        function panel() { return findChild(main.contentItem, "inputPanel") }

        // The keyboard's keys in view: items with a key code and the text they type.
        function keysOf(item, found) {
            for (let i = 0; i < item.children.length; ++i) {
                const child = item.children[i]
                if (child.visible && child.key !== undefined && child.text !== undefined && child.width > 0) found.push(child)
                keysOf(child, found)
            }
            return found
        }
        // The layout for a field's hints is loaded when the field takes focus: wait for its keys.
        function tapKey(test) {
            let key = undefined
            tryVerify(() => (key = keysOf(panel().keyboard, []).find(test)) !== undefined, 3000, "the key is on the keyboard")
            mouseClick(key)
        }
        function keyboardUp() {
            tryVerify(() => panel().active, 3000, "the keyboard comes up")
            tryVerify(() => Math.abs(panel().y - (main.height - panel().height)) < 0.5, 3000, "the keyboard has slid in")
        }
        function bottomOf(item) { return item.mapToItem(main.contentItem, 0, item.height).y }

        function init() {
            // Focus (and so the keyboard) follows the active window: the test's own is another one.
            main.requestActivate()
            tryVerify(() => main.active)
            const stack = findChild(main.contentItem, "stack")
            if (stack.currentItem.objectName !== "playScreen") main.openPlay("open-field", "open-field", true)
            tryCompare(stack, "busy", false)
        }

        function test_a_chart_value_is_entered_on_the_keypad() {
            const play = findChild(main.contentItem, "stack").currentItem
            mouseClick(findChild(play, "chartsButton"))
            const list = findChild(play, "chartList")
            tryVerify(() => list.count === 30 && list.itemAtIndex(8) !== null)
            // The lowest field in view: the keyboard comes up over it unless the screen makes room.
            let field = null
            for (let i = 0; i < list.count; ++i) {
                const row = list.itemAtIndex(i)
                if (row && row.y + row.height - list.contentY <= list.height)
                    field = findChild(row, "chartField-terrain/kind-" + i + "/force-march-drm")
            }
            verify(field !== null)
            verify(bottomOf(field) > main.height / 2, "the field is low on the screen")
            mouseClick(field)
            verify(field.activeFocus)
            keyboardUp()
            verify(bottomOf(field) <= panel().y, "the field (bottom " + bottomOf(field) + ") stays above the keyboard (top " + panel().y + ")")
            const shot = grabImage(main.contentItem)
            shot.save(testOutputDir + "/keypad-chart-value.png")
            // A numeric keypad, with the minus a modifier needs.
            tapKey(k => k.text === "-")
            verify(keysOf(panel().keyboard, []).find(k => k.text === "q") === undefined, "no letters on the keypad")
            tapKey(k => k.key === Qt.Key_1)
            compare(field.text, "-1")
            tapKey(k => k.key === Qt.Key_Return)
            compare(session.entered.length, 1)
            compare(session.entered[0][1], "-1")
            verify(session.entered[0][0].endsWith("/force-march-drm"))
            compare(field.text, "", "a value the session took leaves the field empty")
            field.focus = false
            tryVerify(() => !panel().active)
            tryCompare(main, "keyboardShift", 0)
            mouseClick(findChild(play, "chartsClose"))
        }

        function test_a_reason_is_typed_on_the_keyboard() {
            const play = findChild(main.contentItem, "stack").currentItem
            const dialog = findChild(play, "overrideDialog")
            dialog.open()
            const field = findChild(dialog, "reasonField")
            mouseClick(field)
            keyboardUp()
            verify(bottomOf(field) <= panel().y)
            tapKey(k => k.key === Qt.Key_O)
            tapKey(k => k.key === Qt.Key_K)
            compare(field.text.toLowerCase(), "ok")
            verify(findChild(dialog, "confirmOverride").enabled)
            // Enter ends the typing: the keyboard goes, and the dialog's buttons are in view again.
            tapKey(k => k.key === Qt.Key_Return)
            tryVerify(() => !panel().active)
            tryVerify(() => panel().y >= main.height, 3000, "the keyboard has slid out")
            tryCompare(main, "keyboardShift", 0)
            compare(field.text.toLowerCase(), "ok")
            mouseClick(findChild(dialog, "cancelOverride"))
            verify(!dialog.visible)
        }
    }
}
