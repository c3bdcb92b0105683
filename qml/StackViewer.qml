import QtQuick
import QtQuick.Layouts

// The stack viewer: everything standing in the tapped space, from the session (PlaySession.stackAt):
// each piece's name, strength and states, the stack's count against each stacking limit, its alerts
// and where its supply comes from. Players correct it here by touch: tap a piece to change its
// strength or states, take it off the board, or move it (then tap the space it goes to); move the
// whole stack; or bring in a piece from off the board. Each change is one action of the session.
Rectangle {
    id: viewer
    objectName: "stackViewer"
    property var session: null
    property string spaceId: ""
    // Counts the session's evaluations: the stack is read again after every change.
    property int evaluations: 0
    // The chosen stack's supply line in words (PlaySession.supplyRouteAt's text), and whether it is cut.
    property string routeText: ""
    property bool routeCut: false
    // The widest the viewer may grow, and the tallest (it scrolls inside beyond that).
    property real maximumWidth: Theme.mm * 130
    property real maximumHeight: Theme.mm * 120
    // The players chose to move pieces (all of the stack: `whole`) and will tap the space they go to.
    signal moveRequested(var pieceIds, string label, bool whole)
    signal closeRequested()

    readonly property var stack: {
        viewer.evaluations
        if (!session || typeof session.stackAt !== "function" || spaceId === "") return ({})
        return session.stackAt(spaceId)
    }
    readonly property var pieces: stack && stack.pieces ? stack.pieces : []
    readonly property var limits: stack && stack.limits ? stack.limits : []
    readonly property var alerts: stack && stack.alerts ? stack.alerts : []
    readonly property var states: session && session.pieceStates ? session.pieceStates : []
    // The piece whose corrections are open; "" for none.
    property string chosenPiece: ""
    property bool addingPiece: false
    onSpaceIdChanged: { chosenPiece = ""; addingPiece = false }
    readonly property var offBoard: {
        viewer.evaluations
        if (!addingPiece || !session || typeof session.stackAt !== "function") return []
        const list = session.stackAt("")
        return list && list.pieces ? list.pieces : []
    }

    // Run in the viewer, not in the button: closing the list (or the change itself) destroys the
    // button that asked, and a handler whose button is gone stops half way.
    function place(pieceId) {
        addingPiece = false
        session.placePiece(pieceId, spaceId)
    }
    function takeOff(pieceId) {
        chosenPiece = ""
        session.removePiece(pieceId)
    }

    function limitColour(limit) {
        if (!limit.over) return Theme.dimText
        return limit.soft ? Theme.warning : Theme.error
    }

    width: Math.min(maximumWidth, Theme.mm * 110)
    height: Math.min(maximumHeight, column.implicitHeight + Theme.spacing * 2)
    radius: Theme.radius
    color: Qt.rgba(0.1, 0.13, 0.18, 0.94)
    border.color: Theme.accent
    border.width: 1

    // Taps on the viewer are the viewer's: they never choose the space beneath it.
    MouseArea { anchors.fill: parent }

    Flickable {
        id: scroller
        anchors.fill: parent
        anchors.margins: Theme.spacing
        contentHeight: column.implicitHeight
        clip: true
        boundsBehavior: Flickable.StopAtBounds

        ColumnLayout {
            id: column
            width: scroller.width
            spacing: Theme.spacing / 2

            RowLayout {
                Layout.fillWidth: true
                Text {
                    textFormat: Text.PlainText
                    objectName: "stackTitle"
                    Layout.fillWidth: true
                    text: viewer.stack && viewer.stack.name ? viewer.stack.name : viewer.spaceId
                    font.pixelSize: Theme.bodySize
                    font.bold: true
                    color: Theme.text
                    elide: Text.ElideRight
                }
                Text {
                    textFormat: Text.PlainText
                    objectName: "stackCount"
                    text: viewer.pieces.length === 1 ? qsTr("1 piece") : qsTr("%1 pieces").arg(viewer.pieces.length)
                    font.pixelSize: Theme.smallSize
                    color: Theme.dimText
                }
                TouchButton {
                    objectName: "closeStackViewer"
                    implicitWidth: Theme.touchTarget
                    text: "✕"
                    onClicked: viewer.closeRequested()
                }
            }

            // The count against each stacking limit, per side: "Union: 19 of 18 (safe limit, rule 4.11)".
            Repeater {
                model: viewer.limits
                delegate: Text {
                    textFormat: Text.PlainText
                    required property var modelData
                    required property int index
                    objectName: "stackLimit-" + index
                    Layout.fillWidth: true
                    wrapMode: Text.WordWrap
                    text: modelData.text
                    font.pixelSize: Theme.smallSize
                    font.bold: modelData.over
                    color: viewer.limitColour(modelData)
                }
            }
            Repeater {
                model: viewer.alerts
                delegate: Rectangle {
                    required property var modelData
                    required property int index
                    objectName: "stackAlert-" + index
                    Layout.fillWidth: true
                    implicitHeight: alertText.implicitHeight + Theme.spacing / 2
                    radius: Theme.radius / 2
                    color: "transparent"
                    border.color: Theme.severityColour(modelData.severity)
                    border.width: 2
                    Text {
                        textFormat: Text.PlainText
                        id: alertText
                        anchors.fill: parent
                        anchors.margins: Theme.spacing / 4
                        wrapMode: Text.WordWrap
                        text: (modelData.rule ? qsTr("Rule %1: ").arg(modelData.rule) : "") + modelData.message
                        font.pixelSize: Theme.smallSize
                        color: Theme.text
                    }
                }
            }
            Text {
                textFormat: Text.PlainText
                objectName: "supplyRouteText"
                Layout.fillWidth: true
                visible: text.length > 0
                wrapMode: Text.WordWrap
                text: viewer.routeText
                font.pixelSize: Theme.smallSize
                color: viewer.routeCut ? Theme.unsupplied : Theme.dimText
            }

            // The pieces, bottom of the stack first, as they stand.
            Repeater {
                model: viewer.pieces
                delegate: ColumnLayout {
                    id: pieceRow
                    required property var modelData
                    required property int index
                    readonly property bool chosen: viewer.chosenPiece === modelData.pieceId
                    objectName: "stackPiece-" + modelData.pieceId
                    Layout.fillWidth: true
                    spacing: Theme.spacing / 3

                    Rectangle {
                        objectName: "stackPieceRow-" + pieceRow.modelData.pieceId
                        Layout.fillWidth: true
                        implicitHeight: Math.max(Theme.touchTarget, pieceLabel.implicitHeight + Theme.spacing / 2)
                        radius: Theme.radius / 2
                        color: pieceRow.chosen ? Qt.rgba(1, 1, 1, 0.12) : Qt.rgba(1, 1, 1, 0.04)
                        Rectangle {
                            id: swatch
                            anchors.left: parent.left
                            anchors.leftMargin: Theme.spacing / 3
                            anchors.verticalCenter: parent.verticalCenter
                            width: Theme.mm * 5
                            height: width
                            radius: 2
                            color: pieceRow.modelData.sideColour
                        }
                        Text {
                            textFormat: Text.PlainText
                            id: pieceLabel
                            anchors.left: swatch.right
                            anchors.leftMargin: Theme.spacing / 2
                            anchors.right: strengthLabel.left
                            anchors.verticalCenter: parent.verticalCenter
                            wrapMode: Text.WordWrap
                            text: {
                                const p = pieceRow.modelData
                                const names = p.states.map(s => s.name)
                                if (p.supply && p.supply !== "supplied") names.unshift(p.supply)
                                return p.name + (names.length > 0 ? "  ·  " + names.join(", ") : "")
                                       + (p.alertCount > 0 ? "  ⚠" : "")
                            }
                            font.pixelSize: Theme.smallSize
                            color: Theme.text
                        }
                        Text {
                            textFormat: Text.PlainText
                            id: strengthLabel
                            objectName: "stackPieceStrength-" + pieceRow.modelData.pieceId
                            anchors.right: parent.right
                            anchors.rightMargin: Theme.spacing / 2
                            anchors.verticalCenter: parent.verticalCenter
                            visible: pieceRow.modelData.strength > 0 || pieceRow.chosen
                            text: qsTr("%1 SP").arg(pieceRow.modelData.strength)
                            font.pixelSize: Theme.bodySize
                            font.bold: true
                            color: Theme.text
                        }
                        TapHandler {
                            onTapped: viewer.chosenPiece = pieceRow.chosen ? "" : pieceRow.modelData.pieceId
                        }
                    }

                    // The corrections of the chosen piece.
                    Flow {
                        Layout.fillWidth: true
                        visible: pieceRow.chosen
                        spacing: Theme.spacing / 3
                        TouchButton {
                            objectName: "strengthDown"
                            text: "−"
                            implicitWidth: Theme.touchTarget * 1.2
                            enabled: pieceRow.modelData.strength > 0
                            onClicked: viewer.session.setPieceStrength(pieceRow.modelData.pieceId, pieceRow.modelData.strength - 1)
                        }
                        TouchButton {
                            objectName: "strengthUp"
                            text: "+"
                            implicitWidth: Theme.touchTarget * 1.2
                            onClicked: viewer.session.setPieceStrength(pieceRow.modelData.pieceId, pieceRow.modelData.strength + 1)
                        }
                        TouchButton {
                            objectName: "movePiece"
                            text: qsTr("Move…")
                            onClicked: viewer.moveRequested([pieceRow.modelData.pieceId], pieceRow.modelData.name, false)
                        }
                        TouchButton {
                            objectName: "removePiece"
                            text: qsTr("Off the board")
                            onClicked: viewer.takeOff(pieceRow.modelData.pieceId)
                        }
                    }
                    Flow {
                        Layout.fillWidth: true
                        visible: pieceRow.chosen && viewer.states.length > 0
                        spacing: Theme.spacing / 3
                        Repeater {
                            model: pieceRow.chosen ? viewer.states : []
                            delegate: TouchButton {
                                required property var modelData
                                readonly property bool has: pieceRow.modelData.states.some(s => s.id === modelData.id)
                                objectName: "pieceState-" + modelData.id
                                implicitHeight: Math.round(Theme.touchTarget * 0.9)
                                text: modelData.name
                                checked: has
                                primary: has
                                font.pixelSize: Theme.smallSize
                                onClicked: viewer.session.setPieceState(pieceRow.modelData.pieceId, modelData.id, !has)
                            }
                        }
                    }
                }
            }

            Flow {
                Layout.fillWidth: true
                spacing: Theme.spacing / 2
                TouchButton {
                    objectName: "moveWholeStack"
                    visible: viewer.pieces.length > 1
                    text: qsTr("Move whole stack…")
                    onClicked: viewer.moveRequested(viewer.pieces.map(p => p.pieceId), qsTr("the stack of %1").arg(viewer.stack.name), true)
                }
                TouchButton {
                    objectName: "addPiece"
                    text: viewer.addingPiece ? qsTr("Close the list") : qsTr("Add a piece here…")
                    checked: viewer.addingPiece
                    onClicked: viewer.addingPiece = !viewer.addingPiece
                }
            }

            // Pieces off the board (not arrived, eliminated): a tap puts one here.
            Text {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                visible: viewer.addingPiece
                wrapMode: Text.WordWrap
                text: viewer.offBoard.length > 0 ? qsTr("Off the board: tap one to put it here")
                                                 : qsTr("Every piece of this game is on the board.")
                font.pixelSize: Theme.smallSize
                color: Theme.dimText
            }
            Flow {
                Layout.fillWidth: true
                visible: viewer.addingPiece
                spacing: Theme.spacing / 3
                Repeater {
                    model: viewer.offBoard
                    delegate: TouchButton {
                        required property var modelData
                        objectName: "placePiece-" + modelData.pieceId
                        text: modelData.name + (modelData.strength > 0 ? " (" + modelData.strength + ")" : "")
                        font.pixelSize: Theme.smallSize
                        onClicked: viewer.place(modelData.pieceId)
                    }
                }
            }
        }
    }
}
