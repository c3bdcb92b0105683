import QtQuick
import QtQuick.Layouts

// A question from the board tracker when the camera cannot tell for sure ("which pieces left
// 1207?"): the players answer with a tap; Adjutant never guesses. Shows the first open question, its
// choices in words (pieces by name, what tells them apart first), each in full however long, and
// none chosen for them. The map draws the question's moves as arrows. An answer that breaks the
// rules (a ship on dry land) is refused, and why is said here; the question stays for another answer.
//
// It is laid over the map (PlayScreen), never in the side panel: the step, Next and the alerts stay
// where they are. Taller than `maximumHeight`, its choices scroll.
Rectangle {
    id: card
    objectName: "trackerQuestion"
    property var watcher: null
    property real maximumHeight: 10000
    readonly property var question: watcher && watcher.questions.length > 0 ? watcher.questions[0] : null
    readonly property string refusal: watcher && watcher.refusal ? watcher.refusal : ""
    visible: question !== null
    implicitHeight: Math.min(maximumHeight, column.implicitHeight + Theme.spacing * 2)
    radius: Theme.radius
    color: Qt.rgba(0.12, 0.16, 0.24, 0.97)
    border.color: Theme.accent
    border.width: 2

    Flickable {
        id: flick
        anchors.fill: parent
        anchors.margins: Theme.spacing
        contentHeight: column.implicitHeight
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        interactive: contentHeight > height

        ColumnLayout {
            id: column
            width: flick.width
            spacing: Theme.spacing / 2
            Text {
                textFormat: Text.PlainText
                objectName: "questionText"
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                text: card.question ? card.question.text : ""
                font.pixelSize: Theme.bodySize
                font.bold: true
                color: Theme.text
            }
            Text {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                text: card.question ? card.question.reason : ""
                font.pixelSize: Theme.smallSize
                color: Theme.dimText
            }
            Text {
                textFormat: Text.PlainText
                objectName: "questionRefusal"
                Layout.fillWidth: true
                visible: card.refusal.length > 0
                wrapMode: Text.WordWrap
                text: qsTr("Not taken: %1").arg(card.refusal)
                font.pixelSize: Theme.bodySize
                font.bold: true
                color: Theme.error
            }
            Repeater {
                model: card.question ? card.question.choices : []
                // A button of its own (not TouchButton, which cuts long labels at two lines): the
                // whole choice on as many lines as it needs, and every choice drawn alike, none
                // offered as the answer.
                delegate: Rectangle {
                    id: choice
                    required property int index
                    required property string modelData
                    readonly property string text: modelData
                    readonly property bool primary: false
                    objectName: "questionChoice-" + index
                    Layout.fillWidth: true
                    // As wide as the card before the layout has run, so a tap finds it at once.
                    implicitWidth: column.width
                    implicitHeight: Math.max(Theme.touchTarget, label.implicitHeight + Theme.spacing)
                    radius: Theme.radius
                    color: press.pressed ? Qt.lighter(Theme.panel, 1.4) : Theme.panel
                    border.color: Theme.accent
                    border.width: 2
                    Text {
                        textFormat: Text.PlainText
                        id: label
                        objectName: "questionChoiceText"
                        anchors.verticalCenter: parent.verticalCenter
                        x: Theme.spacing
                        width: parent.width - Theme.spacing * 2
                        text: choice.text
                        font.pixelSize: Theme.bodySize
                        color: Theme.text
                        wrapMode: Text.Wrap
                    }
                    MouseArea {
                        id: press
                        anchors.fill: parent
                        onClicked: card.watcher.answer(0, choice.index)
                    }
                }
            }
        }
    }
}
