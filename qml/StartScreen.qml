import QtQuick
import QtQuick.Layouts

// The first screen: what Adjutant is, and the games it can run.
Rectangle {
    id: screen
    objectName: "startScreen"
    // A list model with roles title, edition, publisher, board, pieces, summary (GameCatalog in C++).
    property var games
    property int selectedIndex: -1
    readonly property var selectedGame: selectedIndex >= 0 && games ? games.get(selectedIndex) : null
    color: Theme.background

    RowLayout {
        anchors.fill: parent
        anchors.margins: Theme.spacing * 2
        spacing: Theme.spacing * 2

        ColumnLayout {
            // Columns share the width 2:3, whatever their text would like.
            Layout.fillWidth: true
            Layout.preferredWidth: 2
            Layout.fillHeight: true
            spacing: Theme.spacing
            Text {
                text: "Adjutant"
                font.pixelSize: Theme.titleSize
                font.bold: true
                color: Theme.accent
            }
            Text {
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                text: qsTr("A staff officer for your wargame table. The camera watches the map; Adjutant keeps "
                           + "the records, walks you through each phase, and warns when stacking, zones of control "
                           + "or supply break the rules, quoting the rule.")
                font.pixelSize: Theme.bodySize
                color: Theme.text
            }
            Item { Layout.fillHeight: true }
            Text {
                Layout.fillWidth: true
                visible: screen.selectedGame !== null
                wrapMode: Text.WordWrap
                text: screen.selectedGame ? screen.selectedGame.summary : ""
                font.pixelSize: Theme.bodySize
                color: Theme.dimText
            }
        }

        ColumnLayout {
            Layout.fillWidth: true
            Layout.preferredWidth: 3
            Layout.fillHeight: true
            spacing: Theme.spacing
            Text {
                text: qsTr("Choose a game")
                font.pixelSize: Theme.headingSize
                color: Theme.text
            }
            ListView {
                id: gameList
                objectName: "gameList"
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                spacing: Theme.spacing / 2
                model: screen.games
                delegate: GameCard {
                    required property int index
                    width: ListView.view.width
                    selected: index === screen.selectedIndex
                    onChosen: screen.selectedIndex = index
                }
            }
            Text {
                visible: gameList.count === 0
                text: qsTr("No games found. Check the data folder (--data or ADJUTANT_DATA_DIR).")
                font.pixelSize: Theme.bodySize
                color: Theme.error
            }
        }
    }
}
