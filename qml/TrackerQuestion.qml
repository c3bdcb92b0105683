import QtQuick
import QtQuick.Layouts

// A question from the board tracker when the camera cannot tell for sure ("is this the same
// stack?"): the players answer with a tap; Adjutant never guesses. Shows the first open question.
Rectangle {
    id: card
    objectName: "trackerQuestion"
    property var watcher: null
    readonly property var question: watcher && watcher.questions.length > 0 ? watcher.questions[0] : null
    signal showSpaces(var spaces)
    visible: question !== null
    implicitHeight: column.implicitHeight + Theme.spacing * 2
    radius: Theme.radius
    color: Qt.rgba(0.12, 0.16, 0.24, 0.97)
    border.color: Theme.accent
    border.width: 2

    ColumnLayout {
        id: column
        anchors.fill: parent
        anchors.margins: Theme.spacing
        spacing: Theme.spacing / 2
        Text {
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            text: card.question ? card.question.text : ""
            font.pixelSize: Theme.bodySize
            font.bold: true
            color: Theme.text
        }
        Text {
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            text: card.question ? card.question.reason : ""
            font.pixelSize: Theme.smallSize
            color: Theme.dimText
        }
        Repeater {
            model: card.question ? card.question.choices : []
            delegate: TouchButton {
                required property int index
                required property string modelData
                objectName: "questionChoice-" + index
                Layout.fillWidth: true
                Layout.preferredWidth: column.width
                implicitHeight: Math.max(Theme.touchTarget, contentItem.implicitHeight + Theme.spacing)
                primary: index === 0
                text: modelData
                onClicked: card.watcher.answer(0, index)
            }
        }
    }
}
