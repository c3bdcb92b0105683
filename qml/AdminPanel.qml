import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// The organiser's panel, behind a PIN: the camera, sound, language, saved games and exit. In a
// kiosk it is the only way out. `pin` is the PIN to match; `session` a PlaySession; `watcher` a
// TableWatcher (may be null).
Rectangle {
    id: admin
    objectName: "adminPanel"
    property string pin: "1861"
    property var session: null
    property var watcher: null
    property bool soundOn: true
    property bool unlocked: false
    property string entered: ""
    property string message: ""
    signal closeRequested()
    signal exitRequested()
    // The table set-up screen (camera, map registration, empty board) is wanted.
    signal setupRequested()
    color: Qt.rgba(0.05, 0.07, 0.1, 0.97)

    function reset() { unlocked = false; entered = ""; message = "" }
    function press(digit) {
        if (entered.length >= 8) return
        entered += digit
        if (entered.length === pin.length) {
            if (entered === pin) { unlocked = true; message = "" }
            else message = qsTr("Wrong PIN.")
            entered = ""
        }
    }

    MouseArea { anchors.fill: parent }  // nothing behind the panel reacts while it is open

    // The PIN pad.
    ColumnLayout {
        visible: !admin.unlocked
        anchors.centerIn: parent
        spacing: Theme.spacing
        Text {
            Layout.alignment: Qt.AlignHCenter
            text: qsTr("Organiser PIN")
            font.pixelSize: Theme.headingSize
            color: Theme.text
        }
        Text {
            objectName: "pinDots"
            Layout.alignment: Qt.AlignHCenter
            text: "●".repeat(admin.entered.length) + "○".repeat(Math.max(0, admin.pin.length - admin.entered.length))
            font.pixelSize: Theme.headingSize
            color: Theme.accent
        }
        Text {
            Layout.alignment: Qt.AlignHCenter
            visible: admin.message.length > 0
            text: admin.message
            font.pixelSize: Theme.bodySize
            color: Theme.error
        }
        GridLayout {
            Layout.alignment: Qt.AlignHCenter
            columns: 3
            columnSpacing: Theme.spacing / 2
            rowSpacing: Theme.spacing / 2
            Repeater {
                model: ["1", "2", "3", "4", "5", "6", "7", "8", "9", "", "0", ""]
                delegate: TouchButton {
                    required property string modelData
                    objectName: "pin-" + modelData
                    visible: modelData.length > 0
                    Layout.preferredWidth: Theme.touchTarget * 1.6
                    Layout.preferredHeight: Theme.touchTarget * 1.3
                    text: modelData
                    onClicked: admin.press(modelData)
                }
            }
        }
        TouchButton {
            objectName: "adminCancel"
            Layout.alignment: Qt.AlignHCenter
            text: qsTr("Cancel")
            onClicked: { admin.reset(); admin.closeRequested() }
        }
    }

    // The settings, once unlocked.
    ColumnLayout {
        visible: admin.unlocked
        anchors.fill: parent
        anchors.margins: Theme.spacing * 2
        spacing: Theme.spacing
        Text {
            text: qsTr("Organiser")
            font.pixelSize: Theme.titleSize
            font.bold: true
            color: Theme.accent
        }
        RowLayout {
            spacing: Theme.spacing
            Text { text: qsTr("Camera"); font.pixelSize: Theme.bodySize; color: Theme.text; Layout.preferredWidth: Theme.mm * 40 }
            TextField {
                id: sourceField
                objectName: "adminSource"
                Layout.fillWidth: true
                font.pixelSize: Theme.bodySize
                inputMethodHints: Qt.ImhNoAutoUppercase | Qt.ImhNoPredictiveText
                onAccepted: focus = false  // Enter ends the typing: the keyboard goes
                text: admin.watcher && admin.watcher.sourceDescription.startsWith("camera") ? "camera:" + admin.watcher.sourceDescription.split(" ")[1] : "camera"
            }
            TouchButton {
                text: qsTr("Use")
                enabled: admin.watcher !== null && admin.session !== null && admin.session.loaded
                onClicked: admin.message = admin.watcher.start(sourceField.text) ? qsTr("Watching %1.").arg(sourceField.text) : admin.watcher.sourceMessage
            }
            TouchButton {
                objectName: "adminSetup"
                text: qsTr("Set up the table…")
                visible: admin.watcher !== null
                enabled: admin.session !== null && admin.session.loaded
                onClicked: admin.setupRequested()
            }
        }
        RowLayout {
            spacing: Theme.spacing
            Text { text: qsTr("Sound on new errors"); font.pixelSize: Theme.bodySize; color: Theme.text; Layout.preferredWidth: Theme.mm * 40 }
            Switch { objectName: "adminSound"; checked: admin.soundOn; onToggled: admin.soundOn = checked }
        }
        RowLayout {
            spacing: Theme.spacing
            Text { text: qsTr("Language"); font.pixelSize: Theme.bodySize; color: Theme.text; Layout.preferredWidth: Theme.mm * 40 }
            Text { text: qsTr("English (the only translation so far)"); font.pixelSize: Theme.bodySize; color: Theme.dimText }
        }
        RowLayout {
            spacing: Theme.spacing
            Text { text: qsTr("Game file"); font.pixelSize: Theme.bodySize; color: Theme.text; Layout.preferredWidth: Theme.mm * 40 }
            TextField {
                id: fileField
                objectName: "adminFile"
                Layout.fillWidth: true
                font.pixelSize: Theme.bodySize
                inputMethodHints: Qt.ImhNoAutoUppercase | Qt.ImhNoPredictiveText
                onAccepted: focus = false  // Enter ends the typing: the keyboard goes
                placeholderText: qsTr("/media/usb/evening-game.adjutant.json")
            }
            TouchButton {
                text: qsTr("Export this game")
                enabled: admin.session !== null && admin.session.stored && fileField.text.length > 0
                onClicked: { admin.session.exportGame(fileField.text); admin.message = admin.session.notice }
            }
            TouchButton {
                text: qsTr("Import")
                enabled: admin.session !== null && fileField.text.length > 0
                onClicked: { admin.session.importGame(fileField.text); admin.message = admin.session.notice }
            }
        }
        Text {
            Layout.fillWidth: true
            visible: admin.message.length > 0
            wrapMode: Text.WordWrap
            text: admin.message
            font.pixelSize: Theme.bodySize
            color: Theme.warning
        }
        Item { Layout.fillHeight: true }
        RowLayout {
            spacing: Theme.spacing
            TouchButton {
                objectName: "adminClose"
                primary: true
                text: qsTr("Back to the table")
                onClicked: { admin.reset(); admin.closeRequested() }
            }
            Item { Layout.fillWidth: true }
            TouchButton {
                objectName: "adminExit"
                text: qsTr("Exit Adjutant")
                onClicked: admin.exitRequested()
            }
        }
    }
}
