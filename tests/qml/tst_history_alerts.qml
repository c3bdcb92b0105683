import QtQuick
import QtTest
import Adjutant

// History's Alerts tab: every alert of the game with when it was raised and how it ended.
Item {
    width: 600
    height: 700

    QtObject {
        id: fakeSession
        property int replayIndex: -1
        property int eventCount: 4
        property var historyModel: ListModel {
            ListElement { seq: 1; turn: 1; step: ""; text: "US-1 moved from 1809 to 2209"; undone: false }
        }
        property var alertLog: [
            { headline: "Moved farther than its allowance", code: "move.over-allowance", severity: "error", rule: "9.11, 9.17",
              message: "US-1 spends 4 MP to reach 2209; its movement allowance is 3", raisedSeq: 1, raisedTurn: 1,
              raisedStep: "Union Player Turn > Movement Phase", ending: "standing", reason: "" },
            { headline: "Stack over the safe limit", code: "stacking.over-safe-limit", severity: "warning", rule: "4.11",
              message: "14 Union SPs in 1809", raisedSeq: 2, raisedTurn: 1, raisedStep: "", ending: "overridden",
              reason: "attrition accepted", endedSeq: 4, endedTurn: 1, endedStep: "" }
        ]
        function replayTo(count) { replayIndex = count; return true }
        function endReplay() { replayIndex = -1 }
    }

    HistoryPanel { id: history; anchors.fill: parent; session: fakeSession }

    TestCase {
        name: "HistoryAlerts"
        when: windowShown

        function test_alerts_tab_lists_each_alert_with_when_and_how_it_ended() {
            const tab = findChild(history, "historyAlertsTab")
            compare(tab.text, "Alerts (2)")
            mouseClick(tab)
            const list = findChild(history, "alertLogList")
            tryVerify(() => list.visible)
            verify(!findChild(history, "historyList").visible)
            tryCompare(list, "count", 2)
            verify(findChild(list.itemAtIndex(0), "alertLogWhen").text.indexOf("turn 1, event 1") >= 0)
            compare(findChild(list.itemAtIndex(0), "alertLogEnding").text, "Still standing")
            list.positionViewAtIndex(1, ListView.Contain)
            tryVerify(() => list.itemAtIndex(1) !== null)
            verify(findChild(list.itemAtIndex(1), "alertLogEnding").text.indexOf("attrition accepted") >= 0)
            mouseClick(findChild(history, "historyEventsTab"))
            tryVerify(() => findChild(history, "historyList").visible)
        }
    }
}
