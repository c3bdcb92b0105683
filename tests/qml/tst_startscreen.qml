import QtQuick
import QtTest
import Adjutant

// The start screen lists the games it is given and selects one on a tap. A game still being written
// is "coming" (no error); a game whose data does not load says where; a scenario says what it is.
Item {
    id: root
    width: 1280
    height: 800

    ListModel {
        id: games
        ListElement { gameId: "war-for-the-union"; title: "The War for the Union"; edition: "2nd edition"; publisher: "Compass Games"; board: "hexes"; pieces: "counters"; summary: "Monthly turns."; status: "ready"; problem: "" }
        ListElement { gameId: "a-gate-of-hell"; title: "A Gate of Hell"; edition: ""; publisher: "Against the Odds"; board: "areas"; pieces: "counters"; summary: "Charleston, 1863."; status: "coming"; problem: "" }
        ListElement { gameId: "open-field"; title: "Open Field"; edition: ""; publisher: ""; board: "hexes"; pieces: "counters"; summary: "A test game."; status: "error"; problem: "data/games/open-field/rules.yaml:12: unknown check 'stackng'" }
        function scenariosOf(gameId) {
            return gameId === "war-for-the-union"
                ? [{ id: "practice-border-war", title: "Practice: Border War in Ardenne", description: "", date: "May 1862", turns: 3,
                     pieces: [{ side: "union", name: "Union", count: 31 }, { side: "confederate", name: "Confederate", count: 1 }] }]
                : []
        }
    }

    StartScreen {
        id: start
        anchors.fill: parent
        games: games
    }

    TestCase {
        name: "StartScreen"
        when: windowShown

        function init() { start.selectedIndex = -1 }

        function test_lists_every_game() {
            const list = findChild(start, "gameList")
            verify(list !== null, "the game list exists")
            tryCompare(list, "count", 3)
        }

        function test_tap_selects_a_game() {
            const list = findChild(start, "gameList")
            tryCompare(list, "count", 3)
            compare(start.selectedIndex, -1)
            const second = list.itemAtIndex(1)
            verify(second !== null)
            mouseClick(second)
            compare(start.selectedIndex, 1)
            verify(second.selected)
            verify(!list.itemAtIndex(0).selected)
        }

        function test_touch_targets_are_at_least_9_mm() {
            const list = findChild(start, "gameList")
            tryCompare(list, "count", 3)
            verify(list.itemAtIndex(0).height >= 9 * Theme.mm,
                   "a game card is " + list.itemAtIndex(0).height + " px, 9 mm is " + 9 * Theme.mm)
        }

        function test_a_game_still_being_written_is_coming_not_an_error() {
            const list = findChild(start, "gameList")
            tryCompare(list, "count", 3)
            const card = list.itemAtIndex(1)
            verify(findChild(card, "statusChip").visible)
            compare(findChild(card, "statusText").text, "Coming")
            verify(findChild(card, "statusChip").color !== Theme.error)
            mouseClick(card)
            verify(findChild(start, "comingNote").visible)
            verify(!findChild(start, "dataError").visible, "no error for a game that is only coming")
            verify(findChild(start, "scenario-practice-border-war") === null)
            verify(!findChild(list.itemAtIndex(0), "statusChip").visible, "a ready game wears no chip")
        }

        function test_a_data_error_names_file_and_line() {
            const list = findChild(start, "gameList")
            tryCompare(list, "count", 3)
            const card = list.itemAtIndex(2)
            compare(findChild(card, "statusText").text, "Data error")
            mouseClick(card)
            const error = findChild(start, "dataError")
            verify(error.visible)
            verify(error.text.indexOf("data/games/open-field/rules.yaml:12") >= 0, error.text)
            verify(!findChild(start, "comingNote").visible)
        }

        function test_a_scenario_says_when_how_long_and_what_goes_on_the_table() {
            const list = findChild(start, "gameList")
            tryCompare(list, "count", 3)
            mouseClick(list.itemAtIndex(0))
            let facts = null
            tryVerify(() => (facts = findChild(start, "scenarioFacts-practice-border-war")) !== null)
            verify(facts.visible)
            compare(facts.text, "Starts May 1862  ·  3 turns  ·  On the table: 31 Union pieces, 1 Confederate piece")
            verify(!findChild(start, "comingNote").visible)
            verify(!findChild(start, "dataError").visible)
        }
    }
}
