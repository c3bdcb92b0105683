import QtQuick
import QtQuick.Layouts

// What the camera is doing, in a strip players can read from their chairs: live or not, the board
// still or hands over it, and, when the camera is lost, a plain banner (Adjutant retries by itself).
// `watcher` is a TableWatcher (C++) or anything with the same properties.
Rectangle {
    id: strip
    objectName: "cameraStatus"
    property var watcher: null
    readonly property bool problem: watcher !== null && (watcher.sourceStatus === "lost" || watcher.sourceStatus === "error"
                                                         || watcher.sourceMessage.length > 0 && watcher.sourceStatus !== "live"
                                                            && watcher.sourceStatus !== "ended")
    readonly property string boardText: {
        if (!watcher) return ""
        if (!watcher.registered) return watcher.why.length > 0 ? qsTr("Map not in view: %1").arg(watcher.why) : qsTr("Looking for the map…")
        switch (watcher.boardState) {
        case "busy": return qsTr("Hands over the map: waiting")
        case "settling": return qsTr("Checking the board…") + glareText
        case "committed": return qsTr("Board seen: %1 stacks").arg(watcher.piecesSeen) + glareText
        default: return qsTr("Looking for the map…")
        }
    }
    // Glare hides what stands under it; the players can move the lamp or shade the map.
    readonly property string glareText: {
        const spaces = watcher && watcher.glareSpaces ? watcher.glareSpaces : []
        if (spaces.length === 0) return ""
        const named = spaces.length <= 4 ? spaces.join(", ") : qsTr("%1 and %2 more").arg(spaces.slice(0, 4).join(", ")).arg(spaces.length - 4)
        return "  ·  " + qsTr("Glare over %1: pieces there are not seen. Move the light or shade the map").arg(named)
    }
    visible: watcher !== null && watcher.active
    implicitHeight: Math.max(Theme.touchTarget * 0.7, label.implicitHeight + Theme.spacing)
    radius: Theme.radius
    color: problem ? Theme.errorFill : Theme.panel

    RowLayout {
        anchors.fill: parent
        anchors.leftMargin: Theme.spacing
        anchors.rightMargin: Theme.spacing
        spacing: Theme.spacing
        Rectangle {
            objectName: "cameraLight"
            width: Theme.spacing
            height: width
            radius: width / 2
            color: strip.problem ? "white"
                 : strip.watcher && strip.watcher.boardState === "busy" ? Theme.warning
                 : strip.watcher && strip.watcher.sourceStatus === "live" ? "#3fae5a" : Theme.dimText
        }
        Text {
            textFormat: Text.PlainText
            id: label
            objectName: "cameraText"
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            text: strip.problem ? strip.watcher.sourceMessage
                                : (strip.watcher ? strip.watcher.sourceDescription + "  ·  " + strip.boardText : "")
            font.pixelSize: Theme.smallSize
            font.bold: strip.problem
            color: strip.problem ? "white" : Theme.text
        }
        Text {
            textFormat: Text.PlainText
            visible: !strip.problem && strip.watcher !== null && strip.watcher.lastChange.length > 0
            Layout.maximumWidth: strip.width * 0.45
            elide: Text.ElideRight
            text: strip.watcher ? qsTr("Last seen: %1").arg(strip.watcher.lastChange) : ""
            font.pixelSize: Theme.smallSize
            color: Theme.dimText
        }
    }
}
