import QtQuick
import QtTest
import Adjutant

// The camera's question on the play screen, driven by plain objects standing in for PlaySession and
// TableWatcher: it is answered by its words (the choice found by its text and tapped), no choice is
// offered as the answer, long choices are shown whole, the question is drawn on the map as arrows,
// it never covers Next, the step or the alerts (landscape and portrait), and a refused answer says why.
Item {
    id: root
    width: 1280
    height: 800

    function hexOutline(cx, cy) {
        const r = 25 / Math.sqrt(3)
        let path = ""
        for (let i = 0; i < 6; ++i) {
            const a = Math.PI / 3 * i
            path += (i === 0 ? "M " : " L ") + (cx + r * Math.cos(a)).toFixed(2) + " " + (cy + r * Math.sin(a)).toFixed(2)
        }
        return path + " Z"
    }
    function centreOf(column, row) {
        const r = 25 / Math.sqrt(3)
        return { x: r + (column - 1) * r * 1.5, y: 12.5 + (row - 1) * 25 + (column % 2 === 1 ? 12.5 : 0) }
    }
    function hexId(column, row) { return (column < 10 ? "0" : "") + column + (row < 10 ? "0" : "") + row }

    QtObject {
        id: session
        property bool loaded: true
        property string errorMessage: ""
        property string storeMessage: ""
        property string gameTitle: "The War for the Union"
        property string scenarioTitle: "Practice"
        property rect mapBounds: Qt.rect(0, 0, 400, 300)
        property real spaceSize: 25
        property var sides: [{ id: "union", name: "Union", colour: "#3c5fa8" }, { id: "confederate", name: "Confederacy", colour: "#8a8f98" }]
        property var zoneLines: []
        property string turnLabel: "May 1862"
        property string stepTitle: "Union Player Turn > Movement"
        property string actor: "Union"
        property var checklist: ["Move your units on the table"]
        property bool canNext: true
        property bool canPrevious: false
        property bool canUndo: false
        property bool canRedo: false
        property int errorCount: 0
        property int warningCount: 1
        property var chartQuestions: []
        property int chartsWaiting: 0
        signal evaluated()
        function next() { return true }
        function previous() { return false }
        function supplyRouteAt(spaceId) { return ({}) }
        property ListModel mapModel: ListModel {}
        property ListModel pieceModel: ListModel {}
        property ListModel alertModel: ListModel {
            ListElement { code: "stacking.over"; severity: "warning"; rule: "4.11"; message: "Too many SPs in 0505"; fix: ""; spaces: "0505"; pieces: "" }
        }
    }

    QtObject {
        id: watcher
        property bool active: true
        property string sourceStatus: "live"
        property string sourceMessage: ""
        property string sourceDescription: "camera 0"
        property string boardState: "committed"
        property bool registered: true
        property string why: ""
        property int piecesSeen: 3
        property var glareSpaces: []
        property string lastChange: ""
        property var questions: []
        property string refusal: ""
        property var answers: []
        // The engine's judgement stands behind `refusal` in the app; here the second choice is a slip.
        property int refusedChoice: -1
        property string refusedWhy: ""
        function answer(index, choice) {
            answers.push([index, choice])
            if (choice === refusedChoice) { refusal = refusedWhy; return false }
            refusal = ""
            questions = []
            return true
        }
        function start(source) { return true }
    }

    PlayScreen {
        id: screen
        anchors.fill: parent
        session: session
        watcher: watcher
    }

    readonly property var whichPieces: ({
        kind: "which-pieces", text: "Which pieces left 0505?",
        reason: "the union stack at 0505 lost 2 of its 3 pieces and a union stack of 2 appeared at 0606; only the top of a stack shows",
        spaces: ["0505", "0606"], pieces: ["US-inf-1", "US-inf-2", "US-grant"],
        choices: ["Volunteer infantry 1 and Grant to 0606",
                  "Volunteer infantry 2 and Grant to 0606",
                  "Volunteer infantry 1 and Volunteer infantry 2 to 0606; Grant, Sherman, McClernand, Curtis and Thomas stayed behind in 0505 with the army's headquarters and its supply train"],
        moves: [{ from: "0505", to: "0606" }] })

    TestCase {
        name: "TrackerQuestion"
        when: windowShown

        readonly property var map: findChild(screen, "mapView")
        readonly property var card: findChild(screen, "trackerQuestion")

        function initTestCase() {
            for (let column = 1; column <= 12; ++column)
                for (let row = 1; row <= 10; ++row) {
                    const c = root.centreOf(column, row)
                    session.mapModel.append({ spaceId: root.hexId(column, row), name: "", kind: "hex", centreX: c.x, centreY: c.y,
                                              outline: root.hexOutline(c.x, c.y), terrain: "clear", features: "", control: "",
                                              alertCount: 0, alertSeverity: "", supply: "", pieceCount: 0, zoc: "" })
                }
        }

        function init() {
            root.width = 1280
            root.height = 800
            watcher.refusal = ""
            watcher.refusedChoice = -1
            watcher.answers = []
            watcher.questions = [root.whichPieces]
            tryVerify(() => card.visible)
            waitForRendering(screen)
        }
        function cleanup() { watcher.questions = [] }

        function choices() {
            const found = []
            for (let i = 0; ; ++i) {
                const choice = findChild(card, "questionChoice-" + i)
                if (choice === null) return found
                found.push(choice)
            }
        }
        function choiceWithText(text) {
            for (const choice of choices())
                if (choice.text === text) return choice
            return null
        }
        function rectOf(item) {
            const p = item.mapToItem(root, 0, 0)
            return Qt.rect(p.x, p.y, item.width, item.height)
        }
        function overlaps(a, b) {
            return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
        }

        function test_a_question_is_answered_by_its_words() {
            const choice = choiceWithText("Volunteer infantry 2 and Grant to 0606")
            verify(choice !== null, "the choice is found by its words")
            verify(choice.height >= 9 * Theme.mm, "a touch target")
            mouseClick(choice)
            compare(watcher.answers.length, 1)
            compare(watcher.answers[0][0], 0)
            compare(watcher.answers[0][1], 1, "the choice tapped, by its words")
            tryVerify(() => !card.visible, 2000, "answered: the question goes")
        }

        function test_no_choice_is_chosen_for_the_players() {
            const all = choices()
            compare(all.length, 3)
            for (const choice of all) {
                verify(!choice.primary, choice.text + " is drawn as the answer")
                verify(!choice.activeFocus, choice.text + " is pre-selected")
                compare(String(choice.color), String(all[1].color), "the first looks like the others")
                compare(String(choice.border.color), String(all[1].border.color))
            }
        }

        function test_a_long_choice_is_shown_whole() {
            const longest = choices()[2]
            const text = findChild(longest, "questionChoiceText")
            verify(text !== null)
            verify(!text.truncated, "never cut with an ellipsis")
            verify(text.lineCount >= 2, "wrapped: " + text.lineCount + " lines")
            verify(longest.height >= text.contentHeight, "the button holds its text")
            compare(text.text.indexOf("…"), -1)
        }

        function test_the_question_is_drawn_on_the_map() {
            const arrow = findChild(map, "questionArrow-0")
            verify(arrow !== null, "an arrow from 0505 to 0606")
            verify(arrow.both)
            compare(map.questionSpaces, ["0505", "0606"])
            // The map shows where the question is (it is too small to read whole at this size).
            verify(!map.readableAtFit)
            tryVerify(() => map.zoom > 1.01, 2000, "zoomed to the question")
            const from = map.mapToView(root.centreOf(5, 5).x, root.centreOf(5, 5).y)
            verify(from.x > 0 && from.x < map.width && from.y > 0 && from.y < map.height, "0505 is in view")
            // ... and not under the question card.
            const cardRect = card.mapToItem(map, 0, 0)
            verify(from.x < cardRect.x, "0505 left of the card: " + from.x + " vs " + cardRect.x)
        }

        function test_the_question_never_covers_next_the_step_or_the_alerts() {
            for (const size of [[1280, 800], [1920, 1080], [800, 1280]]) {
                root.width = size[0]
                root.height = size[1]
                wait(50)
                // Asking moves nothing: Next, the step and the alerts stay where they were.
                watcher.questions = []
                waitForRendering(screen)
                const before = {}
                for (const name of ["nextButton", "stepPanel", "alertsPanel"]) before[name] = rectOf(findChild(screen, name))
                watcher.questions = [root.whichPieces]
                waitForRendering(screen)
                for (const name of ["nextButton", "stepPanel", "alertsPanel"])
                    compare(rectOf(findChild(screen, name)), before[name], name + " moved for the question at " + size[0] + "x" + size[1])
                verify(card.visible)
                const question = rectOf(card)
                for (const name of ["nextButton", "stepPanel", "alertsPanel"]) {
                    const item = findChild(screen, name)
                    verify(item !== null && item.visible, name)
                    verify(!overlaps(question, rectOf(item)), name + " is under the question at " + size[0] + "x" + size[1])
                }
                verify(question.y + question.height <= rectOf(map).y + map.height + 1, "the question stays on the map")
            }
        }

        function test_a_refused_answer_says_why_and_the_question_stays() {
            watcher.refusedChoice = 2
            watcher.refusedWhy = "River ram 1 cannot stand in 0606: it is dry land"
            mouseClick(choices()[2])
            const why = findChild(card, "questionRefusal")
            tryVerify(() => why.visible, 2000)
            verify(why.text.indexOf("River ram 1 cannot stand in 0606: it is dry land") >= 0, why.text)
            verify(card.visible, "the question stays for another answer")
            mouseClick(choiceWithText("Volunteer infantry 1 and Grant to 0606"))
            tryVerify(() => !card.visible)
        }
    }
}
