import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// Asked when the players go on past a step with errors on the board: why? A tap on a common reason
// or a typed one; the session records it with the alerts it overrode.
Item {
    id: dialog
    objectName: "overrideDialog"
    property int errorCount: 0
    property string reason: ""
    signal confirmed(string reason)

    function open() { reason = ""; reasonField.text = ""; visible = true }
    function close() { visible = false }

    visible: false
    z: 50

    Rectangle {
        anchors.fill: parent
        color: Qt.rgba(0, 0, 0, 0.6)
        TapHandler {}  // the map underneath takes no taps while this is open
    }

    Rectangle {
        anchors.centerIn: parent
        width: Math.min(parent.width - Theme.spacing * 2, Theme.mm * 170)
        height: column.implicitHeight + Theme.spacing * 3
        radius: Theme.radius
        color: Theme.panel
        border.color: Theme.error
        border.width: 3

        ColumnLayout {
            id: column
            anchors.fill: parent
            anchors.margins: Theme.spacing * 1.5
            spacing: Theme.spacing / 2

            Text {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: dialog.errorCount === 1 ? qsTr("1 error is still on the board")
                                              : qsTr("%1 errors are still on the board").arg(dialog.errorCount)
                font.pixelSize: Theme.headingSize
                font.bold: true
                color: Theme.error
                wrapMode: Text.WordWrap
            }
            Text {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: qsTr("To go on anyway, say why. The reason is kept with the game.")
                font.pixelSize: Theme.bodySize
                color: Theme.text
                wrapMode: Text.WordWrap
            }
            Flow {
                Layout.fillWidth: true
                spacing: Theme.spacing / 2
                Repeater {
                    model: [qsTr("We agreed to play on"), qsTr("The pieces are not where Adjutant sees them"),
                            qsTr("We will fix it in the next step")]
                    delegate: TouchButton {
                        required property string modelData
                        required property int index
                        objectName: "reason-" + index
                        text: modelData
                        onClicked: { reasonField.text = modelData }
                    }
                }
            }
            TextField {
                id: reasonField
                objectName: "reasonField"
                Layout.fillWidth: true
                implicitHeight: Theme.touchTarget
                font.pixelSize: Theme.bodySize
                placeholderText: qsTr("Or type a reason")
                // Typed on the on-screen keyboard (Main.qml's InputPanel), which opens on a tap here.
                inputMethodHints: Qt.ImhNoPredictiveText
                onTextChanged: dialog.reason = text.trim()
                // Enter ends the typing: the keyboard goes and the buttons below are in view again.
                onAccepted: focus = false
            }
            RowLayout {
                Layout.fillWidth: true
                spacing: Theme.spacing
                TouchButton {
                    objectName: "cancelOverride"
                    text: qsTr("Back to the board")
                    onClicked: dialog.close()
                }
                TouchButton {
                    objectName: "confirmOverride"
                    Layout.fillWidth: true
                    primary: true
                    enabled: dialog.reason.length > 0
                    text: qsTr("Go on anyway")
                    onClicked: {
                        dialog.close()
                        dialog.confirmed(dialog.reason)
                    }
                }
            }
        }
    }
}
