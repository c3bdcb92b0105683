import QtQuick
import QtQuick.Layouts
import Adjutant

// The play screen: a fixed header (who acts, the turn, what to do now, the phase track, Previous and
// Next: nothing ever covers or moves them), the map with its pieces and alert badges, the stack
// viewer of the tapped space, the current step with its checklist, and the alerts. `session` is a
// PlaySession (C++) or anything with the same properties. Portrait puts the panels under the map.
// The side panels can be turned to face the far side of the table; the map overlays (zones of
// control, supply) are switched on the map. Both are kept for the next game at this table.
Rectangle {
    id: screen
    objectName: "playScreen"
    property var session: null
    // The camera (TableWatcher), when one watches the table; null otherwise.
    property var watcher: null
    signal backRequested()
    // In a kiosk the set-up button asks Main for the organiser's PIN (setupPinWanted) instead.
    property bool setupNeedsPin: false
    signal setupPinWanted()

    readonly property var sideColours: {
        const colours = {}
        const sides = session ? session.sides : []
        for (let i = 0; i < sides.length; ++i) colours[sides[i].id] = sides[i].colour
        return colours
    }
    readonly property string errorMessage: session ? session.errorMessage : ""
    // Which way the panels face and which overlays are on, as this table last had them.
    readonly property alias tableSettings: tableSettings
    readonly property bool panelsTurned: tableSettings.panelsTurned
    // Counts the session's evaluations, so what is asked of the position is asked again after a change.
    property int evaluations: 0
    // The chosen stack's supply line (PlaySession.supplyRouteAt); empty when nothing there needs supply.
    readonly property var supplyRoute: {
        screen.evaluations
        if (!session || !session.loaded || typeof session.supplyRouteAt !== "function" || map.selectedSpace === "")
            return ({})
        return session.supplyRouteAt(map.selectedSpace)
    }

    // Pieces the players chose to move by touch, waiting for the space they go to:
    // {pieces: [ids], label, whole, from}; null when none.
    property var pendingMove: null
    readonly property bool portrait: width < height
    // Where the space under the fixed header begins: panels that open over the screen start there,
    // so they never cover Previous and Next.
    readonly property real belowHeader: Theme.spacing * 1.5 + turnHeader.y + turnHeader.height

    function startMove(pieceIds, label, whole) {
        pendingMove = { pieces: pieceIds, label: label, whole: whole, from: map.selectedSpace }
    }
    // The tapped space is where the chosen pieces go: one action, judged like a camera move.
    function finishMove(spaceId) {
        const move = pendingMove
        pendingMove = null
        if (!move || !session || spaceId === move.from) return
        if (move.whole && typeof session.moveStack === "function") session.moveStack(move.from, spaceId)
        else session.movePieces(move.pieces, spaceId)
    }

    color: Theme.background

    function openSetup() {
        setupScreen.open()
        setupScreen.visible = true
    }

    TableSettings { id: tableSettings }
    Connections {
        target: screen.session
        ignoreUnknownSignals: true
        function onEvaluated() { ++screen.evaluations }
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.spacing
        spacing: Theme.spacing

        // Title bar: back to the start screen, the game and scenario, alert counts.
        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing
            TouchButton {
                objectName: "backButton"
                text: qsTr("Games")
                onClicked: screen.backRequested()
            }
            Text {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: screen.session && screen.session.loaded
                      ? screen.session.gameTitle + "  ·  " + screen.session.scenarioTitle : qsTr("No game loaded")
                font.pixelSize: Theme.headingSize
                font.bold: true
                color: Theme.text
                elide: Text.ElideRight
            }
            TouchButton {
                objectName: "undoButton"
                text: qsTr("Undo")
                enabled: screen.session !== null && screen.session.canUndo === true
                onClicked: screen.session.undo()
            }
            TouchButton {
                objectName: "redoButton"
                text: qsTr("Redo")
                visible: screen.session !== null && screen.session.canRedo === true
                onClicked: screen.session.redo()
            }
            // Turns the side panels to face the players across the table (the map stays as it is).
            TouchButton {
                objectName: "facingButton"
                text: qsTr("Turn panels")
                checked: tableSettings.panelsTurned
                primary: checked
                onClicked: tableSettings.panelsTurned = !tableSettings.panelsTurned
            }
            TouchButton {
                objectName: "historyButton"
                text: qsTr("History")
                enabled: screen.session !== null && screen.session.loaded
                onClicked: { chartsPanel.visible = false; historyPanel.visible = true }
            }
            TouchButton {
                objectName: "chartsButton"
                visible: !!(screen.session && screen.session.chartQuestions && screen.session.chartQuestions.length > 0)
                text: screen.session && screen.session.chartsWaiting > 0
                      ? qsTr("Charts (%1 to enter)").arg(screen.session.chartsWaiting) : qsTr("Charts")
                onClicked: { historyPanel.visible = false; chartsPanel.visible = true }
            }
            Rectangle {
                objectName: "errorChip"
                visible: screen.session !== null && screen.session.errorCount > 0
                implicitWidth: errorChipText.implicitWidth + Theme.spacing * 2
                implicitHeight: Theme.touchTarget * 0.8
                radius: height / 2
                color: Theme.errorFill
                Text {
                    textFormat: Text.PlainText
                    id: errorChipText
                    anchors.centerIn: parent
                    text: screen.session && screen.session.errorCount === 1 ? qsTr("1 error")
                          : qsTr("%1 errors").arg(screen.session ? screen.session.errorCount : 0)
                    font.pixelSize: Theme.smallSize
                    font.bold: true
                    color: "white"
                }
            }
            Rectangle {
                visible: screen.session !== null && screen.session.warningCount > 0
                implicitWidth: warningChipText.implicitWidth + Theme.spacing * 2
                implicitHeight: Theme.touchTarget * 0.8
                radius: height / 2
                color: Theme.warning
                Text {
                    textFormat: Text.PlainText
                    id: warningChipText
                    anchors.centerIn: parent
                    text: screen.session && screen.session.warningCount === 1 ? qsTr("1 warning")
                          : qsTr("%1 warnings").arg(screen.session ? screen.session.warningCount : 0)
                    font.pixelSize: Theme.smallSize
                    font.bold: true
                    color: Theme.ink
                }
            }
        }

        // Who acts, the turn, what to do now, the phase track, Previous and Next: fixed in height and
        // place, above everything that can grow.
        TurnHeader {
            id: turnHeader
            Layout.fillWidth: true
            Layout.preferredHeight: implicitHeight
            visible: screen.session !== null && screen.session.loaded
            turnNumber: screen.session && screen.session.turnNumber ? screen.session.turnNumber : 0
            turnDate: screen.session ? (screen.session.turnDate !== undefined ? screen.session.turnDate : screen.session.turnLabel) : ""
            actor: screen.session ? screen.session.actor : ""
            actorColour: screen.session && screen.session.actorColour ? screen.session.actorColour : ""
            whatNow: screen.session && screen.session.whatNow ? screen.session.whatNow : ""
            phaseTrack: screen.session && screen.session.phaseTrack ? screen.session.phaseTrack : []
            canNext: screen.session !== null && screen.session.canNext
            canPrevious: screen.session !== null && screen.session.canPrevious
            errorCount: screen.session ? screen.session.errorCount : 0
            onNextRequested: screen.session.next()
            onOverrideRequested: overrideDialog.open()
            onPreviousRequested: screen.session.previous()
        }

        // What the camera sees; a row of its own only while a camera is watching.
        CameraStatus {
            Layout.fillWidth: true
            visible: screen.watcher !== null && screen.watcher.active
            watcher: screen.watcher
        }

        GridLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            columns: screen.portrait ? 1 : 2
            rowSpacing: Theme.spacing
            columnSpacing: Theme.spacing

            MapView {
                id: map
                Layout.fillWidth: true
                Layout.fillHeight: true
                spaces: screen.session ? screen.session.mapModel : null
                pieces: screen.session ? screen.session.pieceModel : null
                bounds: screen.session && screen.session.loaded ? screen.session.mapBounds : Qt.rect(0, 0, 100, 100)
                spaceSize: screen.session && screen.session.spaceSize > 0 ? screen.session.spaceSize : 25
                sideColours: screen.sideColours
                lines: screen.session && screen.session.loaded && screen.session.mapLines ? screen.session.mapLines : []
                zoneLines: screen.session && screen.session.loaded && screen.session.zoneLines ? screen.session.zoneLines : []
                highlightedSpaces: alerts.currentSpaces
                questionMoves: question.visible && question.question.moves ? question.question.moves : []
                focusInsetRight: question.visible && !screen.portrait ? question.width + Theme.spacing : 0
                showZones: tableSettings.showZones
                showSupply: tableSettings.showSupply
                supplyRoute: screen.supplyRoute
                // Taps on these are theirs, never a choice of the space beneath.
                tapShields: [overlayToggles, question, inspector, moveBanner]

                // The overlays, switched on the map itself: the buttons sit where the eye already is.
                Row {
                    id: overlayToggles
                    objectName: "overlayToggles"
                    anchors.left: parent.left
                    anchors.top: parent.top
                    anchors.margins: Theme.spacing / 2
                    spacing: Theme.spacing / 2
                    z: 200
                    TouchButton {
                        objectName: "zonesToggle"
                        text: qsTr("Zones")
                        checked: tableSettings.showZones
                        primary: checked
                        onClicked: tableSettings.showZones = !tableSettings.showZones
                    }
                    TouchButton {
                        objectName: "supplyToggle"
                        text: qsTr("Supply")
                        checked: tableSettings.showSupply
                        primary: checked
                        onClicked: tableSettings.showSupply = !tableSettings.showSupply
                    }
                    // The camera, the map's registration and the empty board (SetupScreen).
                    TouchButton {
                        objectName: "setupButton"
                        visible: screen.watcher !== null
                        text: qsTr("Set up the table")
                        enabled: screen.session !== null && screen.session.loaded
                        onClicked: screen.setupNeedsPin ? screen.setupPinWanted() : screen.openSetup()
                    }
                }
                OverlayLegend {
                    objectName: "overlayLegend"
                    anchors.left: parent.left
                    anchors.top: overlayToggles.bottom
                    anchors.margins: Theme.spacing / 2
                    z: 200
                    sides: screen.session && screen.session.loaded && screen.session.sides ? screen.session.sides : []
                    zoneLines: screen.session && screen.session.loaded && screen.session.zoneLines ? screen.session.zoneLines : []
                    showZones: tableSettings.showZones
                    showSupply: tableSettings.showSupply
                }

                onSpaceTapped: (spaceId) => { if (screen.pendingMove) screen.finishMove(spaceId) }

                // The camera's question, over the map beside its arrows: never over the step, Next or
                // the alerts.
                TrackerQuestion {
                    id: question
                    z: 250
                    anchors.right: parent.right
                    anchors.top: parent.top
                    anchors.margins: Theme.spacing / 2
                    width: Math.min(parent.width - Theme.spacing, Math.max(Theme.mm * 80, parent.width * (screen.portrait ? 0.6 : 0.42)))
                    maximumHeight: parent.height - Theme.touchTarget - Theme.spacing * 2
                    height: implicitHeight
                    watcher: screen.watcher
                }

                // The stack viewer of the chosen space: its pieces, its count against the stacking
                // limits, its alerts and supply, and the corrections by touch. Turned with the panels,
                // it moves to the far corner, the near one for those players.
                StackViewer {
                    id: inspector
                    objectName: "spaceInspector"
                    session: screen.session
                    spaceId: map.selectedSpace
                    evaluations: screen.evaluations
                    routeText: screen.supplyRoute && screen.supplyRoute.text ? screen.supplyRoute.text : ""
                    routeCut: screen.supplyRoute && screen.supplyRoute.traced === false
                    visible: map.selectedSpace !== "" && screen.pendingMove === null
                    rotation: screen.panelsTurned ? 180 : 0
                    maximumWidth: parent.width - Theme.spacing
                    maximumHeight: parent.height - overlayToggles.height - Theme.spacing * 2
                    // Placed by x and y, not anchors: anchors switched from side to side would stretch it.
                    x: screen.panelsTurned ? parent.width - width - Theme.spacing / 2 : Theme.spacing / 2
                    y: screen.panelsTurned ? Theme.spacing / 2 : parent.height - height - Theme.spacing / 2
                    z: 210
                    onMoveRequested: (pieceIds, label, whole) => screen.startMove(pieceIds, label, whole)
                    onCloseRequested: map.selectedSpace = ""
                }

                // Moving by touch: which pieces, and the way out.
                Rectangle {
                    id: moveBanner
                    objectName: "moveBanner"
                    visible: screen.pendingMove !== null
                    anchors.horizontalCenter: parent.horizontalCenter
                    anchors.bottom: parent.bottom
                    anchors.bottomMargin: Theme.spacing
                    z: 220
                    width: Math.min(parent.width - Theme.spacing * 2, moveRow.implicitWidth + Theme.spacing * 2)
                    height: moveRow.implicitHeight + Theme.spacing
                    radius: Theme.radius
                    color: Qt.rgba(0.1, 0.13, 0.18, 0.94)
                    border.color: Theme.accent
                    border.width: 2
                    RowLayout {
                        id: moveRow
                        anchors.centerIn: parent
                        width: parent.width - Theme.spacing * 2
                        spacing: Theme.spacing
                        Text {
                            textFormat: Text.PlainText
                            Layout.fillWidth: true
                            wrapMode: Text.WordWrap
                            text: screen.pendingMove ? qsTr("Tap the space to move %1 to").arg(screen.pendingMove.label) : ""
                            font.pixelSize: Theme.bodySize
                            color: Theme.text
                        }
                        TouchButton {
                            objectName: "cancelMove"
                            text: qsTr("Cancel")
                            onClicked: screen.pendingMove = null
                        }
                    }
                }
            }

            // The side panels; turned, they read right way up from the other side of the table.
            ColumnLayout {
                id: sidePanels
                objectName: "sidePanels"
                rotation: screen.panelsTurned ? 180 : 0
                Layout.fillWidth: screen.portrait
                Layout.preferredWidth: screen.portrait ? -1 : Math.max(Theme.mm * 90, screen.width * 0.34)
                Layout.maximumWidth: screen.portrait ? -1 : screen.width * 0.45
                Layout.fillHeight: !screen.portrait
                Layout.preferredHeight: screen.portrait ? screen.height * 0.42 : -1
                // The organiser's ⚙ (Main.qml) sits in the corner below: nothing of the panels under it.
                Layout.bottomMargin: Theme.touchTarget
                spacing: Theme.spacing

                StepPanel {
                    id: step
                    Layout.fillWidth: true
                    // At most about half the column: the alerts below are never pushed off the screen.
                    // Half the column it shares with the alerts (the camera row above takes its share
                    // of the screen first), so the alerts always keep room.
                    Layout.maximumHeight: Math.max(Theme.touchTarget * 3, sidePanels.height * 0.5)
                    turnLabel: screen.session ? screen.session.turnLabel : ""
                    stepTitle: screen.session ? screen.session.stepTitle : ""
                    checklist: screen.session ? screen.session.checklist : []
                    errorCount: screen.session ? screen.session.errorCount : 0
                }
                AlertsPanel {
                    id: alerts
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Layout.minimumHeight: Theme.touchTarget * 3
                    alerts: screen.session ? screen.session.alertModel : null
                }
            }
        }
    }

    HistoryPanel {
        id: historyPanel
        visible: false
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.bottom: parent.bottom
        anchors.margins: Theme.spacing
        anchors.topMargin: screen.belowHeader
        width: Math.max(Theme.mm * 90, parent.width * 0.36)
        session: screen.session
        onCloseRequested: visible = false
    }

    ChartValuesPanel {
        id: chartsPanel
        visible: false
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.bottom: parent.bottom
        anchors.margins: Theme.spacing
        anchors.topMargin: screen.belowHeader
        width: Math.max(Theme.mm * 110, parent.width * 0.45)
        session: screen.session
        onCloseRequested: visible = false
    }

    // Saving problems (a damaged store set aside, a full disk): said plainly, play goes on.
    Rectangle {
        objectName: "storeBanner"
        visible: !!(screen.session && screen.session.storeMessage && screen.session.storeMessage.length > 0)
        anchors.horizontalCenter: parent.horizontalCenter
        // Under the header, never over Next.
        y: screen.belowHeader
        width: parent.width * 0.7
        height: storeText.implicitHeight + Theme.spacing * 2
        radius: Theme.radius
        color: Theme.warning
        Text {
            textFormat: Text.PlainText
            id: storeText
            anchors.fill: parent
            anchors.margins: Theme.spacing
            wrapMode: Text.WordWrap
            text: screen.session && screen.session.storeMessage ? screen.session.storeMessage : ""
            font.pixelSize: Theme.bodySize
            color: Theme.ink
        }
    }

    OverrideDialog {
        id: overrideDialog
        anchors.fill: parent
        errorCount: screen.session ? screen.session.errorCount : 0
        onConfirmed: (reason) => screen.session.overrideAndNext(reason)
    }

    SetupScreen {
        id: setupScreen
        anchors.fill: parent
        visible: false
        watcher: screen.watcher
        onCloseRequested: visible = false
    }

    // Loading problems: what went wrong, over everything, with the way back.
    Rectangle {
        objectName: "errorBanner"
        visible: screen.errorMessage.length > 0
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        anchors.bottomMargin: Theme.spacing * 2
        width: parent.width * 0.8
        height: bannerText.implicitHeight + Theme.spacing * 2
        radius: Theme.radius
        color: Theme.errorFill
        Text {
            textFormat: Text.PlainText
            id: bannerText
            anchors.fill: parent
            anchors.margins: Theme.spacing
            wrapMode: Text.WordWrap
            text: screen.errorMessage
            font.pixelSize: Theme.bodySize
            color: "white"
        }
    }
}
