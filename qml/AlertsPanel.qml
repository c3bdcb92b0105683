import QtQuick
import QtQuick.Layouts

// The alerts that stand, errors first, each as its headline in large type. A tap on one chooses
// it: its details (what is wrong, the rule, the fix) open and the play screen outlines the spaces
// it names on the map; a second tap closes it again.
Rectangle {
    id: panel
    objectName: "alertsPanel"
    // Roles: code, headline, severity, rule, message, fix, spaces (a list, or ids joined by commas),
    // standing, raisedTurn, raisedStep (AlertModel).
    property var alerts: null
    property int currentIndex: -1
    // The spaces of the chosen alert, or [] when none is chosen.
    readonly property var currentSpaces: currentIndex >= 0 && alerts ? spacesOf(alerts.get(currentIndex).spaces) : []
    signal alertChosen(int index, var spaces)

    function spacesOf(value) {
        if (value === undefined || value === null) return []
        if (typeof value === "string") return value.length > 0 ? value.split(",") : []
        const list = []
        for (let i = 0; i < value.length; ++i) list.push(String(value[i]))
        return list
    }

    color: Theme.panel
    radius: Theme.radius

    Connections {
        target: panel.alerts
        ignoreUnknownSignals: true
        // A new evaluation makes a new list: the old choice means nothing in it.
        function onModelReset() { panel.currentIndex = -1 }
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.spacing
        spacing: Theme.spacing / 2

        Text {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: qsTr("Alerts (%1)").arg(list.count)
            font.pixelSize: Theme.headingSize
            color: Theme.text
        }
        Text {
            textFormat: Text.PlainText
            objectName: "noAlerts"
            Layout.fillWidth: true
            visible: list.count === 0
            wrapMode: Text.WordWrap
            text: qsTr("No alerts stand: the position keeps the rules checked so far.")
            font.pixelSize: Theme.bodySize
            color: Theme.dimText
        }
        ListView {
            id: list
            objectName: "alertList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            spacing: Theme.spacing / 3
            model: panel.alerts
            delegate: Rectangle {
                id: card
                required property var model
                required property int index
                readonly property bool chosen: index === panel.currentIndex
                width: ListView.view.width
                implicitHeight: Math.max(Theme.touchTarget, column.implicitHeight + Theme.spacing)
                height: implicitHeight
                radius: Theme.radius
                color: chosen ? Qt.lighter(Theme.panel, 1.5) : Qt.darker(Theme.panel, 1.25)
                border.color: chosen ? Theme.highlight : "transparent"
                border.width: 3

                Rectangle {
                    id: bar
                    width: Math.round(Theme.mm * 1.6)
                    anchors.top: parent.top
                    anchors.bottom: parent.bottom
                    anchors.left: parent.left
                    radius: Theme.radius
                    color: Theme.severityColour(card.model.severity)
                }
                ColumnLayout {
                    id: column
                    anchors.left: bar.right
                    anchors.right: parent.right
                    anchors.verticalCenter: parent.verticalCenter
                    anchors.leftMargin: Theme.spacing / 2
                    anchors.rightMargin: Theme.spacing / 2
                    spacing: 2
                    Text {
                        textFormat: Text.PlainText
                        objectName: "alertHeadline"
                        Layout.fillWidth: true
                        wrapMode: Text.WordWrap
                        // An alert without a headline (none should have none) shows its message.
                        text: card.model.headline ? card.model.headline : card.model.message
                        font.pixelSize: Theme.headingSize
                        font.bold: true
                        color: Theme.text
                    }
                    Text {
                        textFormat: Text.PlainText
                        objectName: "alertStanding"
                        Layout.fillWidth: true
                        wrapMode: Text.WordWrap
                        text: (card.model.severity === "error" ? qsTr("Error") : card.model.severity === "warning"
                               ? qsTr("Warning") : qsTr("Note"))
                              + (card.model.standing ? "  ·  " + qsTr("standing since turn %1").arg(card.model.raisedTurn) : "")
                              + (card.chosen ? "" : "  ·  " + qsTr("tap for details"))
                        font.pixelSize: Theme.smallSize
                        color: Theme.severityColour(card.model.severity)
                    }
                    ColumnLayout {
                        objectName: "alertDetails"
                        Layout.fillWidth: true
                        visible: card.chosen
                        spacing: 2
                        Text {
                            textFormat: Text.PlainText
                            objectName: "alertMessage"
                            Layout.fillWidth: true
                            wrapMode: Text.WordWrap
                            text: card.model.message
                            font.pixelSize: Theme.bodySize
                            color: Theme.text
                        }
                        Text {
                            textFormat: Text.PlainText
                            objectName: "alertRule"
                            Layout.fillWidth: true
                            visible: (card.model.rule || "").length > 0
                            wrapMode: Text.WordWrap
                            text: qsTr("Rule %1").arg(card.model.rule || "")
                                  + (card.model.raisedStep ? "  ·  " + qsTr("raised in %1").arg(card.model.raisedStep) : "")
                            font.pixelSize: Theme.smallSize
                            color: Theme.dimText
                        }
                        Text {
                            textFormat: Text.PlainText
                            objectName: "alertFix"
                            Layout.fillWidth: true
                            visible: (card.model.fix || "").length > 0
                            wrapMode: Text.WordWrap
                            text: qsTr("Fix: %1").arg(card.model.fix || "")
                            font.pixelSize: Theme.smallSize
                            color: Theme.dimText
                        }
                    }
                }
                TapHandler {
                    onTapped: {
                        panel.currentIndex = card.chosen ? -1 : card.index
                        panel.alertChosen(panel.currentIndex, panel.currentSpaces)
                    }
                }
            }
        }
    }
}
