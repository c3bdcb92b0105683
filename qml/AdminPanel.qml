import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// The organiser's panel, behind the organiser's PIN: the camera, sound, language, saved games and
// exit. In a kiosk it is the only way out. `pinLock` is an OrganiserPin (C++), which keeps the PIN's
// hash and refuses tries during the back-off; with none kept yet the panel first asks the organiser
// to choose one (typed twice). `session` a PlaySession; `watcher` a TableWatcher (may be null).
Rectangle {
    id: admin
    objectName: "adminPanel"
    property var pinLock: null
    // A kiosk's first PIN must be set before anything else: no way round the step.
    property bool kiosk: false
    property var session: null
    property var watcher: null
    property bool soundOn: true
    property bool unlocked: false
    property string entered: ""
    property string message: ""
    // While choosing the first PIN: the one typed first, to be typed again.
    property string chosen: ""
    // Opened for the table set-up: once unlocked it goes straight there.
    property bool setupAfterUnlock: false
    // Changing the PIN, once unlocked: the pad comes back for the new one, typed twice.
    property bool changing: false
    // The PIN that unlocked the panel, held only while it is open: the change is made with it.
    property string unlockedWith: ""
    // "set" (no PIN kept: choose one), "confirm" (type it again), "enter"; while changing, "new" and
    // "confirm-new".
    readonly property string pinStep: changing ? (chosen.length > 0 ? "confirm-new" : "new")
                                      : pinLock && pinLock.isSet ? "enter" : chosen.length > 0 ? "confirm" : "set"
    readonly property bool waiting: pinStep === "enter" && pinLock !== null && pinLock.waitSeconds > 0
    signal closeRequested()
    signal exitRequested()
    // The table set-up screen (camera, map registration, empty board) is wanted.
    signal setupRequested()
    color: Qt.rgba(0.05, 0.07, 0.1, 0.97)

    // Hidden, it locks again, whoever hid it.
    onVisibleChanged: if (!visible) reset()
    function reset() { unlocked = false; entered = ""; message = ""; chosen = ""; setupAfterUnlock = false; changing = false; unlockedWith = "" }
    function startChange() { changing = true; chosen = ""; entered = ""; message = "" }
    function askForSetup() { reset(); setupAfterUnlock = true; visible = true }
    function open() {
        unlocked = true
        message = ""
        if (setupAfterUnlock) setupRequested()
    }
    function press(digit) {
        if (entered.length < (pinLock ? pinLock.maxDigits : 8)) entered += digit
    }
    function erase() { entered = entered.slice(0, -1) }
    function submit() {
        const typed = entered
        entered = ""
        if (!pinLock) { message = qsTr("This kiosk has no place to keep a PIN."); return }
        if (pinStep === "new") {
            if (!pinLock.acceptable(typed)) { message = qsTr("A PIN is %1 to %2 digits.").arg(pinLock.minDigits).arg(pinLock.maxDigits); return }
            chosen = typed
            message = ""
        } else if (pinStep === "confirm-new") {
            const first = chosen
            chosen = ""
            if (typed !== first) { message = qsTr("The two PINs were not the same: choose the new one again."); return }
            changing = false
            if (pinLock.changePin(unlockedWith, typed)) { unlockedWith = typed; message = qsTr("The organiser's PIN is changed.") }
            else message = pinLock.problem
        } else if (pinStep === "set") {
            if (!pinLock.acceptable(typed)) { message = qsTr("A PIN is %1 to %2 digits.").arg(pinLock.minDigits).arg(pinLock.maxDigits); return }
            chosen = typed
            message = ""
        } else if (pinStep === "confirm") {
            const first = chosen
            chosen = ""
            if (typed !== first) message = qsTr("The two PINs were not the same: choose one again.")
            else if (pinLock.setPin(typed)) { unlockedWith = typed; open() }
            else message = pinLock.problem
        } else {
            const answer = pinLock.check(typed)
            if (answer === "right") { unlockedWith = typed; open() }
            else if (answer === "wrong") message = qsTr("Wrong PIN.")
        }
    }

    MouseArea { anchors.fill: parent }  // nothing behind the panel reacts while it is open

    // The PIN pad.
    ColumnLayout {
        visible: !admin.unlocked || admin.changing
        anchors.centerIn: parent
        spacing: Theme.spacing
        Text {
            objectName: "pinTitle"
            Layout.alignment: Qt.AlignHCenter
            textFormat: Text.PlainText
            text: admin.pinStep === "set" ? qsTr("Set the organiser's PIN")
                : admin.pinStep === "confirm" || admin.pinStep === "confirm-new" ? qsTr("Type the new PIN again")
                : admin.pinStep === "new" ? qsTr("Choose the new organiser's PIN")
                : qsTr("Organiser PIN")
            font.pixelSize: Theme.headingSize
            color: Theme.text
        }
        Text {
            objectName: "pinHint"
            Layout.alignment: Qt.AlignHCenter
            Layout.maximumWidth: Theme.touchTarget * 6
            visible: admin.pinStep !== "enter"
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignHCenter
            textFormat: Text.PlainText
            text: (admin.pinLock && admin.pinLock.problem.length > 0 ? admin.pinLock.problem + " " : "")
                + qsTr("%1 to %2 digits. It opens this panel, the table set-up and the way out of the kiosk.")
                .arg(admin.pinLock ? admin.pinLock.minDigits : 4).arg(admin.pinLock ? admin.pinLock.maxDigits : 8)
            font.pixelSize: Theme.bodySize
            color: Theme.dimText
        }
        Text {
            objectName: "pinDots"
            Layout.alignment: Qt.AlignHCenter
            textFormat: Text.PlainText
            text: "●".repeat(admin.entered.length) + "○".repeat(Math.max(0, 4 - admin.entered.length))
            font.pixelSize: Theme.headingSize
            color: Theme.accent
        }
        Text {
            objectName: "pinMessage"
            Layout.alignment: Qt.AlignHCenter
            visible: admin.message.length > 0
            textFormat: Text.PlainText
            text: admin.message
            font.pixelSize: Theme.bodySize
            color: Theme.error
        }
        Text {
            objectName: "pinWait"
            Layout.alignment: Qt.AlignHCenter
            visible: admin.waiting
            textFormat: Text.PlainText
            text: qsTr("Try again in %1 s.").arg(admin.pinLock ? admin.pinLock.waitSeconds : 0)
            font.pixelSize: Theme.bodySize
            color: Theme.warning
        }
        GridLayout {
            Layout.alignment: Qt.AlignHCenter
            columns: 3
            columnSpacing: Theme.spacing / 2
            rowSpacing: Theme.spacing / 2
            Repeater {
                model: ["1", "2", "3", "4", "5", "6", "7", "8", "9", "erase", "0", "ok"]
                delegate: TouchButton {
                    required property string modelData
                    objectName: "pin-" + modelData
                    Layout.preferredWidth: Theme.touchTarget * 1.6
                    Layout.preferredHeight: Theme.touchTarget * 1.3
                    text: modelData === "erase" ? "⌫" : modelData === "ok" ? qsTr("OK") : modelData
                    primary: modelData === "ok"
                    // The back-off is C++'s (a try in it is refused); the pad only shows it.
                    enabled: !admin.waiting && (modelData !== "ok" || admin.entered.length > 0)
                    onClicked: modelData === "erase" ? admin.erase() : modelData === "ok" ? admin.submit() : admin.press(modelData)
                }
            }
        }
        TouchButton {
            objectName: "adminCancel"
            Layout.alignment: Qt.AlignHCenter
            // A kiosk's first PIN is not put off (unless it cannot be kept).
            visible: admin.changing || !(admin.kiosk && admin.pinStep !== "enter" && (admin.pinLock === null || admin.pinLock.problem === ""))
            text: qsTr("Cancel")
            onClicked: {
                if (admin.changing) { admin.changing = false; admin.chosen = ""; admin.entered = ""; admin.message = "" }
                else { admin.reset(); admin.closeRequested() }
            }
        }
    }

    // The settings, once unlocked.
    ColumnLayout {
        visible: admin.unlocked && !admin.changing
        anchors.fill: parent
        anchors.margins: Theme.spacing * 2
        spacing: Theme.spacing
        Text {
            textFormat: Text.PlainText
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
            textFormat: Text.PlainText
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
            TouchButton {
                objectName: "adminChangePin"
                text: qsTr("Change the PIN")
                enabled: admin.pinLock !== null
                onClicked: admin.startChange()
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
