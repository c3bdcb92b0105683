import QtQuick

// What the map's overlay colours mean, shown while an overlay is on: each side's zone-of-control
// hatching (in the side's colour, as MapView draws it) and the three supply states, each with the
// colour and the glyph its counters carry (✓ in supply, ! out of supply, ✕ isolated), so the colours
// need not be told apart. Players at a strange table should not have to guess which stripes are whose.
Rectangle {
    id: legend
    // The game's sides: [{id, name, colour}], as PlaySession.sides gives them.
    property var sides: []
    property bool showZones: false
    // Zones on hexsides, as PlaySession.zoneLines gives them: a side with any gets an entry.
    property var zoneLines: []
    readonly property var sidesWithHexsideZones: {
        const result = []
        for (let i = 0; i < sides.length; ++i)
            if (zoneLines.some(line => line.side === sides[i].id)) result.push(sides[i])
        return result
    }
    property bool showSupply: false

    visible: showZones || showSupply
    width: column.implicitWidth + Theme.spacing
    height: column.implicitHeight + Theme.spacing * 2 / 3
    radius: Theme.radius
    color: Qt.rgba(0.1, 0.13, 0.18, 0.88)

    component Entry: Row {
        id: entry
        property color swatch: "grey"
        property bool hatched: false
        property string label: ""
        property string glyph: ""
        spacing: Theme.spacing / 2
        Rectangle {
            width: Theme.smallSize * 1.4
            height: Theme.smallSize
            anchors.verticalCenter: parent.verticalCenter
            color: entry.hatched ? "transparent" : Qt.rgba(entry.swatch.r, entry.swatch.g, entry.swatch.b, 0.55)
            border.color: entry.swatch
            border.width: 2
            clip: true
            Text {
                textFormat: Text.PlainText
                anchors.centerIn: parent
                visible: entry.glyph.length > 0
                text: entry.glyph
                font.pixelSize: parent.height * 0.8
                font.bold: true
                color: "white"
                style: Text.Outline
                styleColor: Theme.ink
            }
            // Zones are hatched on the map; a few stripes say so here.
            Repeater {
                model: entry.hatched ? 4 : 0
                Rectangle {
                    width: 3
                    height: parent.height * 1.6
                    x: index * parent.width / 4 + 2
                    y: -parent.height * 0.3
                    rotation: 45
                    color: Qt.rgba(entry.swatch.r, entry.swatch.g, entry.swatch.b, 0.8)
                }
            }
        }
        Text {
            textFormat: Text.PlainText
            text: entry.label
            color: Theme.text
            font.pixelSize: Theme.smallSize
            anchors.verticalCenter: parent.verticalCenter
        }
    }

    Column {
        id: column
        objectName: "legendEntries"
        anchors.centerIn: parent
        spacing: Theme.spacing / 4
        Repeater {
            model: legend.showZones ? legend.sides : []
            delegate: Entry {
                objectName: "legendZone-" + modelData.id
                swatch: modelData.colour
                hatched: true
                label: qsTr("%1 zone of control").arg(modelData.name)
            }
        }
        Repeater {
            model: legend.showZones ? legend.sidesWithHexsideZones : []
            delegate: Entry {
                objectName: "legendHexsideZone-" + modelData.id
                swatch: modelData.colour
                label: qsTr("%1 ships' zone of influence (band along the hexside)").arg(modelData.name)
            }
        }
        Repeater {
            model: legend.showSupply ? [
                { state: "supplied", label: qsTr("In supply") },
                { state: "unsupplied", label: qsTr("Out of supply") },
                { state: "isolated", label: qsTr("Isolated") }
            ] : []
            delegate: Entry {
                objectName: "legendSupply-" + modelData.state
                swatch: Theme.supplyColour(modelData.state)
                glyph: Theme.supplyGlyph(modelData.state)
                label: modelData.label
            }
        }
    }
}
