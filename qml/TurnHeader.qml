import QtQuick
import QtQuick.Layouts

// The play screen's fixed header: the side that acts as a large banner in its colour, the turn and
// its date, one sentence saying what the players do now, the phase track, and Previous and Next.
// Its height is fixed, so Next never moves: not with the checklist's length, a camera question or
// the sentence (cut to its lines, never growing the header).
Rectangle {
    id: header
    objectName: "turnHeader"
    property int turnNumber: 0
    property string turnDate: ""
    property string actor: ""
    property string actorColour: ""
    property string whatNow: ""
    property var phaseTrack: []
    property bool canNext: false
    property bool canPrevious: false
    property int errorCount: 0
    // Narrow screens (portrait) put Previous and Next on a row of their own, beside the phase track:
    // the banner and the sentence keep the top row, and both buttons stay whole on the screen.
    readonly property bool narrow: width < Theme.mm * 230
    signal nextRequested()
    signal overrideRequested()
    signal previousRequested()

    readonly property color bannerColour: actorColour.length > 0 ? actorColour : "#5a6478"
    // Tall enough for the turn line and two lines of the sentence, and for the banner to read.
    readonly property real rowHeight: Math.max(Math.round(Theme.touchTarget * 1.7), Math.ceil(bodyLine.height * 3))
    readonly property real nextHeight: Math.round(Theme.touchTarget * 1.3)

    FontMetrics { id: bodyLine; font.pixelSize: Theme.bodySize }

    color: Theme.panel
    radius: Theme.radius
    // Fixed: one row and the track, or (narrow) the top row and the track with the buttons.
    implicitHeight: rowHeight + (narrow ? Math.max(nextHeight, track.implicitHeight) : track.implicitHeight)
                    + Theme.spacing * 1.5

    // Wide: [banner | turn and sentence | Previous | Next] over the phase track across the width.
    // Narrow: [banner | turn and sentence] over [phase track | Previous | Next].
    GridLayout {
        id: grid
        anchors.fill: parent
        anchors.margins: Theme.spacing / 2
        columns: 4
        rowSpacing: Theme.spacing / 2
        columnSpacing: Theme.spacing

        // Who acts now, in the side's colour.
        Rectangle {
            id: banner
            objectName: "sideBanner"
            Layout.row: 0
            Layout.column: 0
            Layout.preferredHeight: header.rowHeight
            Layout.preferredWidth: Math.min(Math.max(bannerText.implicitWidth + Theme.spacing * 2, Theme.mm * 40),
                                            header.width * (header.narrow ? 0.34 : 0.22))
            radius: Theme.radius
            color: header.bannerColour
            border.color: Qt.lighter(header.bannerColour, 1.5)
            border.width: 2
            Text {
                textFormat: Text.PlainText
                id: bannerText
                objectName: "sideBannerText"
                anchors.fill: parent
                anchors.margins: Theme.spacing / 2
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
                text: header.actor
                wrapMode: Text.WordWrap
                maximumLineCount: 2
                elide: Text.ElideRight
                fontSizeMode: Text.Fit
                minimumPixelSize: Theme.smallSize
                font.pixelSize: Theme.titleSize
                font.bold: true
                // White on the dark side colours, ink on light ones: readable either way.
                color: (0.299 * header.bannerColour.r + 0.587 * header.bannerColour.g + 0.114 * header.bannerColour.b) > 0.6
                       ? Theme.ink : "white"
            }
        }

        ColumnLayout {
            Layout.row: 0
            Layout.column: 1
            Layout.columnSpan: header.narrow ? 3 : 1
            Layout.fillWidth: true
            // Only the room the others leave: a long sentence never pushes Next aside.
            Layout.preferredWidth: 0
            Layout.minimumWidth: 0
            Layout.preferredHeight: header.rowHeight
            spacing: 0
            Text {
                textFormat: Text.PlainText
                objectName: "turnLabel"
                Layout.fillWidth: true
                Layout.preferredWidth: 0
                text: header.turnNumber > 0
                      ? (header.turnDate.length > 0 ? qsTr("Turn %1 · %2").arg(header.turnNumber).arg(header.turnDate)
                                                    : qsTr("Turn %1").arg(header.turnNumber))
                      : header.turnDate
                font.pixelSize: Theme.bodySize
                font.bold: true
                color: Theme.accent
                elide: Text.ElideRight
            }
            Text {
                textFormat: Text.PlainText
                objectName: "whatNow"
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.preferredWidth: 0
                // Room for both its lines: a fill height alone can leave it one, cut with "…".
                Layout.minimumHeight: Math.ceil(bodyLine.height * 2)
                text: header.whatNow
                wrapMode: Text.WordWrap
                maximumLineCount: 2
                elide: Text.ElideRight
                verticalAlignment: Text.AlignTop
                font.pixelSize: Theme.bodySize
                color: Theme.text
            }
        }

        PhaseTrack {
            id: track
            Layout.row: 1
            Layout.column: 0
            Layout.columnSpan: header.narrow ? 2 : 4
            Layout.fillWidth: true
            Layout.preferredWidth: 0
            Layout.preferredHeight: implicitHeight
            Layout.alignment: Qt.AlignVCenter
            marks: header.phaseTrack
            actorColour: header.bannerColour
        }

        TouchButton {
            objectName: "previousButton"
            Layout.row: header.narrow ? 1 : 0
            Layout.column: 2
            Layout.alignment: Qt.AlignVCenter
            text: qsTr("Previous")
            enabled: header.canPrevious
            onClicked: header.previousRequested()
        }
        TouchButton {
            objectName: "nextButton"
            Layout.row: header.narrow ? 1 : 0
            Layout.column: 3
            Layout.alignment: Qt.AlignVCenter
            Layout.preferredWidth: Math.max(implicitWidth, Theme.mm * 36)
            Layout.preferredHeight: header.nextHeight
            primary: true
            font.pixelSize: Theme.headingSize
            font.bold: true
            text: header.errorCount > 0 ? qsTr("Next…") : qsTr("Next")
            enabled: header.canNext
            onClicked: header.errorCount > 0 ? header.overrideRequested() : header.nextRequested()
        }
    }
}
