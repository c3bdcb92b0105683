import QtQuick
import QtQuick.Controls

// A button sized for fingers at a table, never smaller than Theme.touchTarget.
Button {
    id: control
    property bool primary: false
    implicitHeight: Theme.touchTarget
    implicitWidth: Math.max(Theme.touchTarget * 2.5, contentItem.implicitWidth + 2 * Theme.spacing)
    font.pixelSize: Theme.bodySize

    contentItem: Text {
        textFormat: Text.PlainText
        text: control.text
        font: control.font
        color: control.primary ? Theme.ink : Theme.text
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        // A long label (a tracker's choice) wraps onto two lines, then is cut, never spills out.
        wrapMode: Text.Wrap
        maximumLineCount: 2
        elide: Text.ElideRight
        opacity: control.enabled ? 1 : 0.4
    }
    background: Rectangle {
        radius: Theme.radius
        color: control.primary ? (control.down ? Qt.darker(Theme.accent, 1.2) : Theme.accent)
                               : (control.down ? Qt.lighter(Theme.panel, 1.4) : Theme.panel)
        border.color: Theme.accent
        border.width: control.primary ? 0 : 2
    }
}
