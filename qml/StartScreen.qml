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
    // Something with scenariosOf(gameId) -> [{id, title, description}] (PlaySession in C++); may be null.
    property var session: null
    readonly property var scenarios: selectedGame && session ? session.scenariosOf(selectedGame.gameId) : []
    signal scenarioChosen(string gameId, string scenarioId)
    // The saved game to continue, if any (PlaySession.resumable): {key, title, lastPlayed}.
    readonly property var resumable: session && session.resumable ? session.resumable : ({})
    signal resumeChosen(var key)
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
            Text {
                objectName: "storeMessage"
                Layout.fillWidth: true
                visible: screen.session !== null && screen.session.storeMessage.length > 0
                wrapMode: Text.WordWrap
                text: screen.session ? screen.session.storeMessage : ""
                font.pixelSize: Theme.bodySize
                color: Theme.warning
            }
            TouchButton {
                objectName: "resumeButton"
                Layout.fillWidth: true
                visible: screen.resumable.key !== undefined
                primary: true
                text: screen.resumable.key !== undefined
                      ? qsTr("Continue: %1 (%2)").arg(screen.resumable.title)
                                                 .arg(Qt.formatDateTime(screen.resumable.lastPlayed, "d MMM hh:mm"))
                      : ""
                onClicked: screen.resumeChosen(screen.resumable.key)
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
            Text {
                visible: screen.scenarios.length > 0
                text: qsTr("Choose a scenario")
                font.pixelSize: Theme.headingSize
                color: Theme.text
            }
            Text {
                Layout.fillWidth: true
                visible: screen.selectedGame !== null && screen.session !== null && screen.scenarios.length === 0
                wrapMode: Text.WordWrap
                text: qsTr("This game's scenarios could not be read; check its data with adjutant-cli check.")
                font.pixelSize: Theme.bodySize
                color: Theme.error
            }
            Repeater {
                model: screen.scenarios
                delegate: TouchButton {
                    required property var modelData
                    objectName: "scenario-" + modelData.id
                    Layout.fillWidth: true
                    primary: true
                    text: modelData.title.length > 0 ? modelData.title : modelData.id
                    onClicked: screen.scenarioChosen(screen.selectedGame.gameId, modelData.id)
                }
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
