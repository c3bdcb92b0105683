import QtQuick
import QtQuick.Layouts

// The step being played: its title and where it sits in the turn, and its checklist (tick items
// off; the ticks are for the table, not the rules). Who acts, the turn, Previous and Next are in
// the fixed header above (TurnHeader), so nothing here moves them.
Rectangle {
    id: panel
    objectName: "stepPanel"
    property string turnLabel: ""   // only resets the ticks: the header shows the turn
    property string stepTitle: ""   // "Blue Player Turn > Movement Phase"
    property var checklist: []
    property int errorCount: 0

    // Which checklist items are ticked, reset whenever the step changes.
    property var ticked: []
    onStepTitleChanged: ticked = []
    onTurnLabelChanged: ticked = []

    readonly property var pathParts: stepTitle.length > 0 ? stepTitle.split(" > ") : []

    color: Theme.panel
    radius: Theme.radius
    implicitHeight: column.implicitHeight + 2 * Theme.spacing

    ColumnLayout {
        id: column
        anchors.fill: parent
        anchors.margins: Theme.spacing
        spacing: Theme.spacing / 2

        Text {
            textFormat: Text.PlainText
            objectName: "stepTitle"
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            text: panel.pathParts.length > 0 ? panel.pathParts[panel.pathParts.length - 1] : qsTr("No sequence of play")
            font.pixelSize: Theme.headingSize
            color: Theme.text
        }
        Text {
            textFormat: Text.PlainText
            objectName: "stepPath"
            Layout.fillWidth: true
            visible: panel.pathParts.length > 1
            wrapMode: Text.WordWrap
            text: panel.pathParts.slice(0, -1).join("  ›  ")
            font.pixelSize: Theme.smallSize
            color: Theme.dimText
        }
        // A long checklist scrolls inside the panel, so the alerts below always keep their room.
        Flickable {
            id: checklistView
            objectName: "checklist"
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.preferredHeight: checklistColumn.implicitHeight
            Layout.minimumHeight: Math.min(checklistColumn.implicitHeight, Theme.touchTarget * 1.6)
            contentHeight: checklistColumn.implicitHeight
            clip: true
            boundsBehavior: Flickable.StopAtBounds
            Column {
                id: checklistColumn
                width: checklistView.width
                spacing: Theme.spacing / 2
                Repeater {
                    model: panel.checklist
                    delegate: Item {
                        id: item
                        required property string modelData
                        required property int index
                        readonly property bool done: panel.ticked.indexOf(index) >= 0
                        width: checklistColumn.width
                        height: Math.max(Theme.touchTarget * 0.8, label.implicitHeight)
                        Rectangle {
                            id: box
                            width: Theme.mm * 6
                            height: width
                            anchors.verticalCenter: parent.verticalCenter
                            radius: Theme.radius / 2
                            color: item.done ? Theme.accent : "transparent"
                            border.color: Theme.accent
                            border.width: 2
                            Text {
                                textFormat: Text.PlainText
                                anchors.centerIn: parent
                                visible: item.done
                                text: "✓"
                                font.pixelSize: parent.height * 0.8
                                color: Theme.ink
                            }
                        }
                        Text {
                            textFormat: Text.PlainText
                            id: label
                            anchors.left: box.right
                            anchors.leftMargin: Theme.spacing / 2
                            anchors.right: parent.right
                            anchors.verticalCenter: parent.verticalCenter
                            wrapMode: Text.WordWrap
                            text: item.modelData
                            font.pixelSize: Theme.bodySize
                            font.strikeout: item.done
                            color: item.done ? Theme.dimText : Theme.text
                        }
                        TapHandler {
                            onTapped: {
                                const list = panel.ticked.slice()
                                const at = list.indexOf(item.index)
                                if (at >= 0) list.splice(at, 1)
                                else list.push(item.index)
                                panel.ticked = list
                            }
                        }
                    }
                }
            }
        }
        Text {
            textFormat: Text.PlainText
            objectName: "checklistMore"
            Layout.fillWidth: true
            visible: checklistView.contentHeight > checklistView.height + 1 && !checklistView.atYEnd
            text: qsTr("More below: drag the list up ▾")
            font.pixelSize: Theme.smallSize
            color: Theme.dimText
        }
        Text {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            visible: panel.errorCount > 0
            wrapMode: Text.WordWrap
            text: panel.errorCount === 1 ? qsTr("1 error on the board: going on needs a reason")
                                         : qsTr("%1 errors on the board: going on needs a reason").arg(panel.errorCount)
            font.pixelSize: Theme.smallSize
            color: Theme.error
        }
    }
}
