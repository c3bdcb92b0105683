import QtQuick
import QtQuick.Layouts

// The first screen: what Adjutant is, and the games it can run. A game still being written into
// Adjutant is shown as coming, calmly; one whose data does not load says where (file and line).
// Each scenario of a chosen game says what it is: when it starts, how long it lasts, and how many
// pieces of each side go on the table.
Rectangle {
    id: screen
    objectName: "startScreen"
    // A list model with roles gameId, title, edition, publisher, board, pieces, summary, status
    // ("ready", "coming", "error") and problem, and scenariosOf(gameId) -> [{id, title, description,
    // date, turns, pieces: [{side, name, count}]}] (GameCatalog in C++).
    property var games
    property int selectedIndex: -1
    readonly property var selectedGame: selectedIndex >= 0 && games ? games.get(selectedIndex) : null
    readonly property var scenarios: selectedGame && selectedGame.status === "ready" ? games.scenariosOf(selectedGame.gameId) : []
    // The saved games (PlaySession in C++): resumable and storeMessage; may be null.
    property var session: null
    signal scenarioChosen(string gameId, string scenarioId)
    // The saved game to continue, if any (PlaySession.resumable): {key, title, lastPlayed}.
    readonly property var resumable: session && session.resumable ? session.resumable : ({})
    signal resumeChosen(var key)

    // One line on a scenario: "Starts May 1862 · 3 turns · On the table: 31 Union pieces, 28 Confederate pieces".
    function factsOf(scenario) {
        const parts = []
        if (scenario.date && scenario.date.length > 0) parts.push(qsTr("Starts %1").arg(scenario.date))
        if (scenario.turns > 0) parts.push(scenario.turns === 1 ? qsTr("1 turn") : qsTr("%1 turns").arg(scenario.turns))
        const sides = (scenario.pieces || []).map(side => side.count === 1 ? qsTr("1 %1 piece").arg(side.name)
                                                                          : qsTr("%1 %2 pieces").arg(side.count).arg(side.name))
        if (sides.length > 0) parts.push(qsTr("On the table: %1").arg(sides.join(", ")))
        return parts.join("  ·  ")
    }
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
                textFormat: Text.PlainText
                text: "Adjutant"
                font.pixelSize: Theme.titleSize
                font.bold: true
                color: Theme.accent
            }
            Text {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                text: qsTr("A staff officer for your wargame table. The camera watches the map; Adjutant keeps "
                           + "the records, walks you through each phase, and warns when stacking, zones of control "
                           + "or supply break the rules, quoting the rule.")
                font.pixelSize: Theme.bodySize
                color: Theme.text
            }
            Text {
                textFormat: Text.PlainText
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
                textFormat: Text.PlainText
                Layout.fillWidth: true
                visible: screen.selectedGame !== null
                wrapMode: Text.WordWrap
                text: screen.selectedGame ? screen.selectedGame.summary : ""
                font.pixelSize: Theme.bodySize
                color: Theme.dimText
            }
            Text {
                textFormat: Text.PlainText
                visible: screen.scenarios.length > 0
                text: qsTr("Choose a scenario")
                font.pixelSize: Theme.headingSize
                color: Theme.text
            }
            // A game still being written: nothing is wrong, there is just nothing to play yet.
            Text {
                textFormat: Text.PlainText
                objectName: "comingNote"
                Layout.fillWidth: true
                visible: screen.selectedGame !== null && screen.selectedGame.status === "coming"
                wrapMode: Text.WordWrap
                text: qsTr("Coming: this game's rules are not in Adjutant yet, so it cannot be played here yet.")
                font.pixelSize: Theme.bodySize
                color: Theme.text
            }
            Text {
                textFormat: Text.PlainText
                objectName: "dataError"
                Layout.fillWidth: true
                visible: screen.selectedGame !== null && screen.selectedGame.status === "error"
                wrapMode: Text.WrapAtWordBoundaryOrAnywhere
                text: screen.selectedGame && screen.selectedGame.status === "error"
                      ? qsTr("This game's data does not load: %1 (adjutant-cli check says more)").arg(screen.selectedGame.problem) : ""
                font.pixelSize: Theme.bodySize
                color: Theme.error
            }
            Text {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                visible: screen.selectedGame !== null && screen.selectedGame.status === "ready" && screen.scenarios.length === 0
                wrapMode: Text.WordWrap
                text: qsTr("This game has no scenarios yet.")
                font.pixelSize: Theme.bodySize
                color: Theme.text
            }
            Repeater {
                model: screen.scenarios
                delegate: ColumnLayout {
                    required property var modelData
                    Layout.fillWidth: true
                    spacing: Theme.spacing / 4
                    TouchButton {
                        objectName: "scenario-" + modelData.id
                        Layout.fillWidth: true
                        primary: true
                        text: modelData.title.length > 0 ? modelData.title : modelData.id
                        onClicked: screen.scenarioChosen(screen.selectedGame.gameId, modelData.id)
                    }
                    Text {
                        textFormat: Text.PlainText
                        objectName: "scenarioFacts-" + modelData.id
                        Layout.fillWidth: true
                        visible: text.length > 0
                        wrapMode: Text.WordWrap
                        text: screen.factsOf(modelData)
                        font.pixelSize: Theme.smallSize
                        color: Theme.text
                    }
                }
            }
        }

        ColumnLayout {
            Layout.fillWidth: true
            Layout.preferredWidth: 3
            Layout.fillHeight: true
            spacing: Theme.spacing
            Text {
                textFormat: Text.PlainText
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
                textFormat: Text.PlainText
                visible: gameList.count === 0
                text: qsTr("No games found. Check the data folder (--data or ADJUTANT_DATA_DIR).")
                font.pixelSize: Theme.bodySize
                color: Theme.error
            }
        }
    }
}
