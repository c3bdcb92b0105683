import QtQuick
import QtTest
import Adjutant

// The start screen lists the games it is given and selects one on a tap.
Item {
    id: root
    width: 1280
    height: 800

    ListModel {
        id: games
        ListElement { gameId: "war-for-the-union"; title: "The War for the Union"; edition: "2nd edition"; publisher: "Compass Games"; board: "hexes"; pieces: "counters"; summary: "Monthly turns." }
        ListElement { gameId: "a-gate-of-hell"; title: "A Gate of Hell"; edition: ""; publisher: "Against the Odds"; board: "areas"; pieces: "counters"; summary: "Charleston, 1863." }
    }

    StartScreen {
        id: start
        anchors.fill: parent
        games: games
    }

    TestCase {
        name: "StartScreen"
        when: windowShown

        function test_lists_every_game() {
            const list = findChild(start, "gameList")
            verify(list !== null, "the game list exists")
            tryCompare(list, "count", 2)
        }

        function test_tap_selects_a_game() {
            const list = findChild(start, "gameList")
            tryCompare(list, "count", 2)
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
            tryCompare(list, "count", 2)
            verify(list.itemAtIndex(0).height >= 9 * Theme.mm,
                   "a game card is " + list.itemAtIndex(0).height + " px, 9 mm is " + 9 * Theme.mm)
        }
    }
}
