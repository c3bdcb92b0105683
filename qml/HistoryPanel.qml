import QtQuick
import QtQuick.Layouts

// The game's log in plain words, by turn and step, with undo and redo and a replay of the map:
// tap an event to see the map as it was just after it; "Back to the game" returns. The Alerts tab
// lists every alert of the game, when it was raised and how it ended. `session` is a PlaySession
// (historyModel, alertLog, replayIndex, replayTo, endReplay, undo, redo).
Rectangle {
    id: panel
    objectName: "historyPanel"
    property var session: null
    signal closeRequested()
    readonly property bool replaying: session !== null && session.replayIndex >= 0
    property bool showingAlerts: false
    readonly property var alertLog: session && session.alertLog ? session.alertLog : []

    // How an alert of the log ended, in words.
    function endingText(entry) {
        const when = entry.endedTurn !== undefined ? qsTr(" (turn %1, event %2)").arg(entry.endedTurn).arg(entry.endedSeq) : ""
        switch (entry.ending) {
        case "standing": return qsTr("Still standing")
        case "undone": return qsTr("Undone") + when
        case "put-right": return qsTr("Put right") + when
        case "overridden": return qsTr("Overridden: \u201c%1\u201d").arg(entry.reason) + when
        case "passed": return qsTr("Shown, then passed") + when
        }
        return entry.ending
    }
    color: Qt.rgba(0.07, 0.09, 0.12, 0.96)
    radius: Theme.radius

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.spacing
        spacing: Theme.spacing

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing
            Text {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: panel.replaying ? qsTr("Replay: after event %1 of %2").arg(panel.session.replayIndex).arg(panel.session.eventCount)
                                      : qsTr("History")
                font.pixelSize: Theme.headingSize
                font.bold: true
                color: Theme.text
                elide: Text.ElideRight
            }
            TouchButton {
                objectName: "historyClose"
                text: qsTr("Close")
                onClicked: {
                    if (panel.session) panel.session.endReplay()
                    panel.closeRequested()
                }
            }
        }

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing
            TouchButton {
                objectName: "historyEventsTab"
                primary: !panel.showingAlerts
                text: qsTr("Events")
                onClicked: panel.showingAlerts = false
            }
            TouchButton {
                objectName: "historyAlertsTab"
                primary: panel.showingAlerts
                text: qsTr("Alerts (%1)").arg(panel.alertLog.length)
                onClicked: panel.showingAlerts = true
            }
        }

        RowLayout {
            Layout.fillWidth: true
            visible: !panel.showingAlerts
            spacing: Theme.spacing
            TouchButton {
                objectName: "replayStart"
                text: qsTr("⏮ Start")
                enabled: panel.session !== null && panel.session.eventCount > 0
                onClicked: panel.session.replayTo(1)
            }
            TouchButton {
                objectName: "replayBack"
                text: qsTr("◀")
                enabled: panel.replaying && panel.session.replayIndex > 1
                onClicked: panel.session.replayTo(panel.session.replayIndex - 1)
            }
            TouchButton {
                objectName: "replayForward"
                text: qsTr("▶")
                enabled: panel.replaying && panel.session.replayIndex < panel.session.eventCount
                onClicked: panel.session.replayTo(panel.session.replayIndex + 1)
            }
            TouchButton {
                objectName: "replayEnd"
                primary: panel.replaying
                text: qsTr("Back to the game")
                enabled: panel.replaying
                onClicked: panel.session.endReplay()
            }
        }

        ListView {
            id: alertLogList
            objectName: "alertLogList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            visible: panel.showingAlerts
            clip: true
            model: panel.alertLog
            spacing: 2
            delegate: Rectangle {
                id: entry
                required property var modelData
                width: ListView.view.width
                height: Math.max(Theme.touchTarget, entryColumn.implicitHeight + Theme.spacing)
                radius: Theme.radius / 2
                color: Theme.panel
                Rectangle {
                    id: entryBar
                    width: Math.round(Theme.mm * 1.2)
                    anchors.top: parent.top
                    anchors.bottom: parent.bottom
                    anchors.left: parent.left
                    radius: Theme.radius / 2
                    color: Theme.severityColour(entry.modelData.severity)
                }
                Column {
                    id: entryColumn
                    anchors.left: entryBar.right
                    anchors.right: parent.right
                    anchors.verticalCenter: parent.verticalCenter
                    anchors.margins: Theme.spacing / 2
                    spacing: 2
                    Text {
                        textFormat: Text.PlainText
                        width: parent.width
                        wrapMode: Text.WordWrap
                        text: entry.modelData.headline || entry.modelData.message
                        font.pixelSize: Theme.bodySize
                        font.bold: entry.modelData.ending === "standing"
                        color: Theme.text
                    }
                    Text {
                        textFormat: Text.PlainText
                        objectName: "alertLogWhen"
                        width: parent.width
                        wrapMode: Text.WordWrap
                        text: qsTr("Raised turn %1, event %2").arg(entry.modelData.raisedTurn).arg(entry.modelData.raisedSeq)
                              + (entry.modelData.raisedStep ? " \u00b7 " + entry.modelData.raisedStep : "")
                              + (entry.modelData.rule ? " \u00b7 " + qsTr("rule %1").arg(entry.modelData.rule) : "")
                        font.pixelSize: Theme.smallSize
                        color: Theme.dimText
                    }
                    Text {
                        textFormat: Text.PlainText
                        objectName: "alertLogEnding"
                        width: parent.width
                        wrapMode: Text.WordWrap
                        text: panel.endingText(entry.modelData)
                        font.pixelSize: Theme.smallSize
                        color: entry.modelData.ending === "standing" ? Theme.severityColour(entry.modelData.severity) : Theme.dimText
                    }
                }
            }
        }

        ListView {
            id: list
            objectName: "historyList"
            visible: !panel.showingAlerts
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            model: panel.session ? panel.session.historyModel : null
            spacing: 2
            section.property: "turn"
            section.delegate: Text {
                textFormat: Text.PlainText
                required property string section
                text: qsTr("Turn %1").arg(section)
                font.pixelSize: Theme.smallSize
                font.bold: true
                color: Theme.accent
                topPadding: Theme.spacing / 2
            }
            Component.onCompleted: positionViewAtEnd()
            onCountChanged: if (!panel.replaying) positionViewAtEnd()
            delegate: Rectangle {
                id: row
                required property int index
                required property var seq
                required property string step
                required property string text
                required property bool undone
                required property int first
                required property int last
                required property var details
                // A stack's march is one row standing for several events; while the replay shows
                // one of them, the row is lit and lists each piece's move.
                readonly property bool current: panel.session !== null && panel.session.replayIndex >= row.first
                                                && panel.session.replayIndex <= row.last
                width: ListView.view.width
                height: Math.max(Theme.touchTarget, rowColumn.implicitHeight + Theme.spacing)
                radius: Theme.radius / 2
                color: row.current ? Qt.rgba(0.9, 0.7, 0.3, 0.25) : Theme.panel
                Column {
                    id: rowColumn
                    anchors.left: parent.left
                    anchors.right: parent.right
                    anchors.verticalCenter: parent.verticalCenter
                    anchors.margins: Theme.spacing / 2
                    Text {
                        textFormat: Text.PlainText
                        id: rowText
                        width: parent.width
                        wrapMode: Text.WordWrap
                        text: row.seq + ".  " + row.text + (row.step.length > 0 ? "   · " + row.step : "")
                        font.pixelSize: Theme.smallSize
                        font.strikeout: row.undone
                        color: row.undone ? Theme.dimText : Theme.text
                    }
                    Repeater {
                        model: row.current && row.details ? row.details : []
                        Text {
                            textFormat: Text.PlainText
                            required property string modelData
                            width: rowColumn.width
                            leftPadding: Theme.spacing
                            wrapMode: Text.WordWrap
                            text: "· " + modelData
                            font.pixelSize: Theme.smallSize
                            color: Theme.dimText
                        }
                    }
                }
                MouseArea {
                    anchors.fill: parent
                    onClicked: panel.session.replayTo(row.last)
                }
            }
        }
    }
}
