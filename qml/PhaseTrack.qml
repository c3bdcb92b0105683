import QtQuick

// The phase track: the parts of the game turn in the order they are played, the part being played
// followed by its phases, the current one lit. `marks` is PlaySession.phaseTrack:
// [{id, title, rule, depth, state, current, done}]. One row of fixed height; a track wider than
// the screen scrolls sideways and keeps the current phase in view.
ListView {
    id: track
    objectName: "phaseTrack"
    property var marks: []
    // The colour of the side that acts, for the current part's mark; the accent when none.
    property color actorColour: Theme.accent
    readonly property int currentIndex: {
        for (let i = marks.length - 1; i >= 0; --i)
            if (marks[i].current) return i
        return -1
    }

    orientation: ListView.Horizontal
    spacing: Math.round(Theme.mm * 1.2)
    clip: true
    boundsBehavior: Flickable.StopAtBounds
    implicitHeight: Math.round(Theme.touchTarget * 0.8)
    model: marks
    onCurrentIndexChanged: if (currentIndex >= 0) positionViewAtIndex(currentIndex, ListView.Contain)
    onWidthChanged: if (currentIndex >= 0) positionViewAtIndex(currentIndex, ListView.Contain)

    delegate: Rectangle {
        id: chip
        required property var modelData
        required property int index
        readonly property bool part: modelData.depth === 0
        // The current part heads its own phases: it reads as a label, the phase as the lit chip.
        readonly property bool heading: part && modelData.current && index + 1 < track.marks.length
                                        && track.marks[index + 1].depth > 0
        readonly property bool lit: modelData.current && !heading
        objectName: "phaseMark-" + modelData.id
        height: track.height
        width: label.implicitWidth + Theme.spacing * (heading ? 0.6 : 1.2)
        radius: height / 2
        color: lit ? Theme.accent : heading ? "transparent" : modelData.done ? Qt.rgba(1, 1, 1, 0.06) : Theme.panel
        border.width: lit || heading ? 0 : 1
        border.color: modelData.done ? Qt.rgba(1, 1, 1, 0.15) : Theme.dimText
        Text {
            textFormat: Text.PlainText
            id: label
            anchors.centerIn: parent
            text: (chip.modelData.done ? "✓ " : "") + chip.modelData.title + (chip.heading ? ":" : "")
            font.pixelSize: Theme.smallSize
            font.bold: chip.lit || chip.heading
            color: chip.lit ? Theme.ink : chip.heading ? Qt.lighter(track.actorColour, 1.6)
                 : chip.modelData.done ? Theme.dimText : Theme.text
        }
    }
}
