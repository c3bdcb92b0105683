import QtQuick
import QtTest
import Adjutant

// The alerts panel lists alerts, and a tap chooses one and gives its spaces.
Item {
    width: 500
    height: 700

    ListModel {
        id: alerts
        ListElement { code: "stacking.over-limit"; severity: "error"; rule: "4.1"; message: "7 blue strength points in 0202; the limit there is 6"; fix: "Move 1 strength point out"; spaces: "0202"; pieces: "B-inf-1,B-inf-2" }
        ListElement { code: "supply.out-of-supply"; severity: "warning"; rule: "7.2"; message: "B-cav-1 is out of supply"; fix: ""; spaces: "0302,0303"; pieces: "B-cav-1" }
    }
    ListModel { id: none }

    AlertsPanel {
        id: panel
        anchors.fill: parent
        alerts: alerts
    }

    SignalSpy { id: chosen; target: panel; signalName: "alertChosen" }

    TestCase {
        name: "AlertsPanel"
        when: windowShown

        function init() {
            panel.alerts = alerts
            panel.currentIndex = -1
            chosen.clear()
        }

        function test_lists_every_alert() {
            const list = findChild(panel, "alertList")
            tryCompare(list, "count", 2)
            verify(!findChild(panel, "noAlerts").visible)
        }

        function test_tap_chooses_an_alert_and_gives_its_spaces() {
            const list = findChild(panel, "alertList")
            tryCompare(list, "count", 2)
            mouseClick(list.itemAtIndex(1))
            compare(panel.currentIndex, 1)
            compare(chosen.count, 1)
            compare(chosen.signalArguments[0][0], 1)
            compare(chosen.signalArguments[0][1], ["0302", "0303"])
            compare(panel.currentSpaces, ["0302", "0303"])
        }

        function test_second_tap_lets_go() {
            const list = findChild(panel, "alertList")
            tryCompare(list, "count", 2)
            mouseClick(list.itemAtIndex(0))
            compare(panel.currentSpaces, ["0202"])
            mouseClick(list.itemAtIndex(0))
            compare(panel.currentIndex, -1)
            compare(panel.currentSpaces, [])
        }

        function test_alert_cards_are_touch_targets() {
            const list = findChild(panel, "alertList")
            tryCompare(list, "count", 2)
            verify(list.itemAtIndex(0).height >= 9 * Theme.mm)
        }

        function test_no_alerts_says_so() {
            panel.alerts = none
            verify(findChild(panel, "noAlerts").visible)
        }

        function test_lists_of_spaces_work_too() {
            compare(panel.spacesOf(["0101", "0102"]), ["0101", "0102"])
            compare(panel.spacesOf(""), [])
            compare(panel.spacesOf(undefined), [])
        }
    }
}
