import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// The numbers the players' printed charts hold and the rulebook text lacks. Each is entered once,
// checked, kept, and used by the rules from then on; until then the checks say what they wait for.
// `session` is a PlaySession (chartQuestions, setChartValue, notice).
Rectangle {
    id: panel
    objectName: "chartValuesPanel"
    property var session: null
    signal closeRequested()
    color: Qt.rgba(0.07, 0.09, 0.12, 0.96)
    radius: Theme.radius

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.spacing
        spacing: Theme.spacing

        RowLayout {
            Layout.fillWidth: true
            Text {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: qsTr("Values from your printed charts")
                font.pixelSize: Theme.headingSize
                font.bold: true
                color: Theme.text
            }
            TouchButton {
                objectName: "chartsClose"
                text: qsTr("Close")
                onClicked: panel.closeRequested()
            }
        }
        Text {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            text: qsTr("The rulebook's text leaves these numbers on charts it does not include. Read each off your own chart and enter it once; Adjutant never guesses them.")
            font.pixelSize: Theme.smallSize
            color: Theme.dimText
        }
        Text {
            textFormat: Text.PlainText
            objectName: "chartsNotice"
            Layout.fillWidth: true
            visible: text.length > 0
            wrapMode: Text.WordWrap
            text: panel.session ? panel.session.notice : ""
            font.pixelSize: Theme.smallSize
            color: Theme.warning
        }
        ListView {
            objectName: "chartList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            spacing: 2
            model: panel.session ? panel.session.chartQuestions : []
            delegate: Rectangle {
                id: row
                required property var modelData
                width: ListView.view.width
                height: Theme.touchTarget * 1.2
                radius: Theme.radius / 2
                color: Theme.panel
                RowLayout {
                    anchors.fill: parent
                    anchors.margins: Theme.spacing / 2
                    spacing: Theme.spacing
                    Text {
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        text: (row.modelData.label || row.modelData.subject) + "\n" + row.modelData.chart
                        font.pixelSize: Theme.smallSize
                        color: Theme.text
                        elide: Text.ElideRight
                    }
                    TextField {
                        id: field
                        objectName: "chartField-" + row.modelData.key
                        Layout.preferredWidth: Theme.touchTarget * 2
                        Layout.preferredHeight: Theme.touchTarget
                        font.pixelSize: Theme.bodySize
                        placeholderText: row.modelData.value.length > 0 ? row.modelData.value : "?"
                        // A number gets the on-screen numeric keypad (with its minus: a DRM can be
                        // -1); a yes/no value the keyboard.
                        inputMethodHints: row.modelData.type === "int" ? Qt.ImhFormattedNumbersOnly | Qt.ImhNoPredictiveText
                                                                       : Qt.ImhNoPredictiveText | Qt.ImhNoAutoUppercase
                        onAccepted: if (panel.session.setChartValue(row.modelData.key, text)) text = ""
                    }
                    TouchButton {
                        text: row.modelData.value.length > 0 ? qsTr("Change") : qsTr("Enter")
                        enabled: field.text.length > 0
                        onClicked: if (panel.session.setChartValue(row.modelData.key, field.text)) field.text = ""
                    }
                }
            }
        }
    }
}
