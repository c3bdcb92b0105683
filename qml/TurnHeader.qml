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
    // Narrow screens (portrait) give the sentence a third line.
    readonly property bool narrow: width < Theme.mm * 230
    signal nextRequested()
    signal overrideRequested()
    signal previousRequested()

    readonly property color bannerColour: actorColour.length > 0 ? actorColour : "#5a6478"
    readonly property real rowHeight: Math.round(Theme.touchTarget * (narrow ? 2.1 : 1.7))

    color: Theme.panel
    radius: Theme.radius
    implicitHeight: rowHeight + track.implicitHeight + Theme.spacing * 1.5

    RowLayout {
        id: topRow
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: Theme.spacing / 2
        height: header.rowHeight
        spacing: Theme.spacing

        // Who acts now, in the side's colour.
        Rectangle {
            id: banner
            objectName: "sideBanner"
            Layout.fillHeight: true
            Layout.preferredWidth: Math.min(Math.max(bannerText.implicitWidth + Theme.spacing * 2, Theme.mm * 40),
                                            header.width * (header.narrow ? 0.28 : 0.22))
            radius: Theme.radius
            color: header.bannerColour
            border.color: Qt.lighter(header.bannerColour, 1.5)
            border.width: 2
            Text {
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
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 0
            Text {
                objectName: "turnLabel"
                Layout.fillWidth: true
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
                objectName: "whatNow"
                Layout.fillWidth: true
                Layout.fillHeight: true
                text: header.whatNow
                wrapMode: Text.WordWrap
                maximumLineCount: header.narrow ? 3 : 2
                elide: Text.ElideRight
                verticalAlignment: Text.AlignTop
                font.pixelSize: Theme.bodySize
                color: Theme.text
            }
        }

        TouchButton {
            objectName: "previousButton"
            Layout.alignment: Qt.AlignVCenter
            text: qsTr("Previous")
            enabled: header.canPrevious
            onClicked: header.previousRequested()
        }
        TouchButton {
            objectName: "nextButton"
            Layout.alignment: Qt.AlignVCenter
            Layout.preferredWidth: Math.max(implicitWidth, Theme.mm * 36)
            Layout.preferredHeight: Math.round(Theme.touchTarget * 1.3)
            primary: true
            font.pixelSize: Theme.headingSize
            font.bold: true
            text: header.errorCount > 0 ? qsTr("Next…") : qsTr("Next")
            enabled: header.canNext
            onClicked: header.errorCount > 0 ? header.overrideRequested() : header.nextRequested()
        }
    }

    PhaseTrack {
        id: track
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: Theme.spacing / 2
        height: implicitHeight
        marks: header.phaseTrack
        actorColour: header.bannerColour
    }
}
