import QtQuick
import QtQuick.Layouts

// One game on the start screen: title, publisher, what kind of board and pieces, and whether it is
// still coming or its data does not load. Tap to choose.
Rectangle {
    id: card
    // Filled from the catalog's roles when used as a list delegate.
    required property string title
    required property string edition
    required property string publisher
    required property string board
    required property string pieces
    required property string status  // "ready", "coming", "error" (GameCatalog)
    property bool selected: false
    signal chosen()

    implicitHeight: Math.max(Theme.touchTarget * 1.6, column.implicitHeight + 2 * Theme.spacing)
    radius: Theme.radius
    color: selected ? Theme.paper : Theme.panel
    border.color: selected ? Theme.accent : "transparent"
    border.width: 3

    ColumnLayout {
        id: column
        anchors.fill: parent
        anchors.margins: Theme.spacing
        spacing: Theme.spacing / 3
        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing / 2
            Text {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: card.title + (card.edition.length > 0 ? "  ·  " + card.edition : "")
                font.pixelSize: Theme.headingSize
                font.bold: true
                color: card.selected ? Theme.ink : Theme.text
                elide: Text.ElideRight
            }
            // Coming is a calm outline; a data error the error colour.
            Rectangle {
                objectName: "statusChip"
                visible: card.status === "coming" || card.status === "error"
                implicitWidth: statusText.implicitWidth + Theme.spacing
                implicitHeight: statusText.implicitHeight + Theme.spacing / 3
                radius: height / 2
                color: card.status === "error" ? Theme.error : "transparent"
                border.color: card.status === "error" ? Theme.error : (card.selected ? Theme.ink : Theme.dimText)
                border.width: 1
                Text {
                    textFormat: Text.PlainText
                    id: statusText
                    objectName: "statusText"
                    anchors.centerIn: parent
                    text: card.status === "error" ? qsTr("Data error") : qsTr("Coming")
                    font.pixelSize: Theme.smallSize
                    color: card.status === "error" ? "white" : (card.selected ? Theme.ink : Theme.dimText)
                }
            }
        }
        Text {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: (card.publisher.length > 0 ? card.publisher + "  ·  " : "") + (card.board === "areas" ? qsTr("area map") : qsTr("hex map"))
                  + "  ·  " + (card.pieces === "blocks" ? qsTr("hidden blocks") : qsTr("counters"))
            font.pixelSize: Theme.smallSize
            color: card.selected ? Theme.ink : Theme.dimText
            elide: Text.ElideRight
        }
    }
    TapHandler { onTapped: card.chosen() }
}
