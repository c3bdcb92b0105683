import QtQuick
import QtQuick.Layouts

// What a walk-up stranger sees at an idle demo table: Adjutant in a few words and three pictures
// (the camera over the map, the rules checked, the game kept). A touch anywhere goes back to what
// is under it (the game in progress, as it was). Nothing moves while it is hidden: its pulsing
// prompt would otherwise keep the window redrawing at rest.
Rectangle {
    id: attract
    objectName: "attractScreen"
    signal dismissed()
    color: Theme.background

    // A small picture drawn with plain items: a hex, a counter, and a symbol above it.
    component Picture: Item {
        id: picture
        property string caption
        property string symbol  // "camera", "rule", "book"
        Layout.fillWidth: true
        Layout.preferredHeight: attract.height * 0.42
        Canvas {
            id: canvas
            anchors.horizontalCenter: parent.horizontalCenter
            width: Math.min(parent.width * 0.8, parent.height * 0.7)
            height: width
            onPaint: {
                const ctx = getContext("2d")
                const r = width * 0.32, cx = width / 2, cy = height * 0.6
                ctx.reset()
                ctx.beginPath()
                for (let i = 0; i < 6; ++i) {
                    const a = Math.PI / 3 * i
                    ctx.lineTo(cx + r * Math.cos(a), cy + r * Math.sin(a))
                }
                ctx.closePath()
                ctx.fillStyle = Theme.paper
                ctx.fill()
                ctx.lineWidth = 3
                ctx.strokeStyle = Theme.mapInk
                ctx.stroke()
                ctx.fillStyle = Theme.union
                ctx.fillRect(cx - r * 0.45, cy - r * 0.45, r * 0.9, r * 0.9)
                ctx.fillStyle = "white"
                ctx.fillRect(cx - r * 0.3, cy - r * 0.1, r * 0.6, r * 0.2)
                ctx.strokeStyle = Theme.accent
                ctx.fillStyle = Theme.accent
                ctx.lineWidth = 4
                if (picture.symbol === "camera") {
                    ctx.fillRect(cx - r * 0.35, height * 0.05, r * 0.7, r * 0.4)
                    ctx.beginPath(); ctx.moveTo(cx, height * 0.05 + r * 0.4); ctx.lineTo(cx - r * 0.6, cy - r * 0.5)
                    ctx.moveTo(cx, height * 0.05 + r * 0.4); ctx.lineTo(cx + r * 0.6, cy - r * 0.5); ctx.stroke()
                } else if (picture.symbol === "rule") {
                    ctx.fillStyle = Theme.error
                    ctx.beginPath(); ctx.arc(cx + r * 0.55, cy - r * 0.55, r * 0.3, 0, Math.PI * 2); ctx.fill()
                    ctx.fillStyle = "white"; ctx.font = "bold " + Math.round(r * 0.4) + "px sans-serif"
                    ctx.textAlign = "center"; ctx.fillText("4.11", cx + r * 0.55, cy - r * 0.42)
                } else {
                    for (let k = 0; k < 3; ++k) ctx.fillRect(cx - r * 0.5, height * 0.06 + k * r * 0.16, r, r * 0.09)
                }
            }
        }
        Text {
            textFormat: Text.PlainText
            anchors.top: canvas.bottom
            anchors.horizontalCenter: parent.horizontalCenter
            width: parent.width * 0.9
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            text: picture.caption
            font.pixelSize: Theme.bodySize
            color: Theme.text
        }
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.spacing * 3
        spacing: Theme.spacing * 2
        Text {
            textFormat: Text.PlainText
            Layout.alignment: Qt.AlignHCenter
            text: "Adjutant"
            font.pixelSize: Theme.titleSize * 1.4
            font.bold: true
            color: Theme.accent
        }
        Text {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            text: qsTr("The staff officer for your wargame table. You play with cardboard and dice; Adjutant watches the map.")
            font.pixelSize: Theme.headingSize
            color: Theme.text
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing * 2
            Picture { symbol: "camera"; caption: qsTr("A camera sees where every counter stands.") }
            Picture { symbol: "rule"; caption: qsTr("The rules are checked: stacking, zones of control, supply, each with its rule number.") }
            Picture { symbol: "book"; caption: qsTr("Every phase is walked through, and the game is kept, move by move.") }
        }
        Item { Layout.fillHeight: true }
        Text {
            textFormat: Text.PlainText
            id: prompt
            objectName: "attractPrompt"
            Layout.alignment: Qt.AlignHCenter
            text: qsTr("Touch anywhere to start")
            font.pixelSize: Theme.headingSize
            font.bold: true
            color: Theme.highlight
            SequentialAnimation on opacity {
                running: attract.visible
                loops: Animation.Infinite
                NumberAnimation { from: 1; to: 0.35; duration: 1200 }
                NumberAnimation { from: 0.35; to: 1; duration: 1200 }
            }
        }
    }

    MouseArea {
        anchors.fill: parent
        onClicked: attract.dismissed()
    }
}
