import QtQuick
import QtQuick.Layouts

// The game's log in plain words, by turn and step, with undo and redo and a replay of the map:
// tap an event to see the map as it was just after it; "Back to the game" returns. `session` is a
// PlaySession (historyModel, replayIndex, replayTo, endReplay, undo, redo).
Rectangle {
    id: panel
    objectName: "historyPanel"
    property var session: null
    signal closeRequested()
    readonly property bool replaying: session !== null && session.replayIndex >= 0
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
            id: list
            objectName: "historyList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            model: panel.session ? panel.session.historyModel : null
            spacing: 2
            section.property: "turn"
            section.delegate: Text {
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
