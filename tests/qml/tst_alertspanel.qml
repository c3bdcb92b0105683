import QtQuick
import QtTest
import Adjutant

// The alerts panel lists the standing alerts as headlines; a tap chooses one, opens its details
// and gives its spaces.
Item {
    width: 500
    height: 700

    ListModel {
        id: alerts
        ListElement { code: "stacking.over-limit"; headline: "Stack over its strength limit"; severity: "error"; rule: "4.1"; message: "7 blue strength points in 0202; the limit there is 6"; fix: "Move 1 strength point out"; spaces: "0202"; pieces: "B-inf-1,B-inf-2"; standing: true; raisedTurn: 2; raisedStep: "Blue Player Turn > Movement" }
        ListElement { code: "supply.out-of-supply"; headline: "Out of supply"; severity: "warning"; rule: "7.2"; message: "B-cav-1 is out of supply"; fix: ""; spaces: "0302,0303"; pieces: "B-cav-1"; standing: false; raisedTurn: 3; raisedStep: "" }
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

        function test_headline_shown_large_and_details_closed() {
            const list = findChild(panel, "alertList")
            tryCompare(list, "count", 2)
            const card = list.itemAtIndex(0)
            const headline = findChild(card, "alertHeadline")
            compare(headline.text, "Stack over its strength limit")
            verify(headline.font.pixelSize >= Theme.headingSize)
            verify(!findChild(card, "alertDetails").visible, "the message waits for a tap")
        }

        function test_tap_opens_the_details() {
            const list = findChild(panel, "alertList")
            tryCompare(list, "count", 2)
            const card = list.itemAtIndex(0)
            mouseClick(card)
            tryVerify(() => findChild(card, "alertDetails").visible)
            compare(findChild(card, "alertMessage").text, "7 blue strength points in 0202; the limit there is 6")
            verify(findChild(card, "alertRule").text.indexOf("4.1") >= 0)
            compare(findChild(card, "alertFix").text, "Fix: Move 1 strength point out")
            mouseClick(card)
            tryVerify(() => !findChild(card, "alertDetails").visible)
        }

        function test_a_standing_alert_says_since_when() {
            const list = findChild(panel, "alertList")
            tryCompare(list, "count", 2)
            verify(findChild(list.itemAtIndex(0), "alertStanding").text.indexOf("standing since turn 2") >= 0)
            verify(findChild(list.itemAtIndex(1), "alertStanding").text.indexOf("standing") < 0)
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
