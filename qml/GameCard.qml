import QtQuick
import QtQuick.Layouts

// One game on the start screen: title, publisher, what kind of board and pieces. Tap to choose.
Rectangle {
    id: card
    // Filled from the catalog's roles when used as a list delegate.
    required property string title
    required property string edition
    required property string publisher
    required property string board
    required property string pieces
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
        Text {
            Layout.fillWidth: true
            text: card.title + (card.edition.length > 0 ? "  ·  " + card.edition : "")
            font.pixelSize: Theme.headingSize
            font.bold: true
            color: card.selected ? Theme.ink : Theme.text
            elide: Text.ElideRight
        }
        Text {
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
