import QtQuick
import QtQuick.Layouts
import QtMultimedia

// Setting up the table for the camera, in four steps: (1) pick the camera, (2) register the map —
// on its printed markers when they are in view, else by touching named hexes on the live picture,
// (3) capture the empty board, which pieces are then compared with, (4) place the pieces one by one,
// the camera learning each counter's face as it is put down. `watcher` is a TableWatcher (C++) or
// anything with the same properties and functions.
Rectangle {
    id: setup
    objectName: "setupScreen"
    property var watcher: null
    // "camera", "map", "board" or "pieces"
    property string step: "camera"
    // One entry per touch target: null until touched, then {hex, x, y} in camera-frame pixels.
    property var touches: []
    signal closeRequested()
    color: Theme.background

    // The map was last looked for by its print (Find the map), not by touches.
    property bool byPrint: false
    // Pieces passed over in this visit to step 4 (placed, but not shown to the camera).
    property var skipped: []
    readonly property var placement: watcher && watcher.placement ? watcher.placement : []
    readonly property var learned: watcher && watcher.learnedPieces ? watcher.learnedPieces : []
    // The next piece to place (-1: none left).
    readonly property int nextPiece: {
        for (let i = 0; i < placement.length; ++i) {
            const piece = placement[i].piece
            if (learned.indexOf(piece) < 0 && skipped.indexOf(piece) < 0) return i
        }
        return -1
    }
    readonly property int learnedCount: placement.filter(p => learned.indexOf(p.piece) >= 0).length
    readonly property var targets: watcher ? watcher.touchTargets : []
    readonly property bool live: watcher !== null && watcher.active && watcher.sourceStatus === "live"
    readonly property bool registered: watcher !== null && watcher.registered
    readonly property bool onMarkers: registered && !watcher.registeredByTouch
    // The next target to touch (-1: every one touched).
    readonly property int nextTouch: {
        for (let i = 0; i < targets.length; ++i) {
            if (!touches[i]) return i
        }
        return -1
    }
    readonly property int touchedCount: {
        let n = 0
        for (let i = 0; i < targets.length; ++i) {
            if (touches[i]) ++n
        }
        return n
    }

    // Opens on the first step not yet done.
    function open() {
        touches = []
        byPrint = false
        skipped = []
        step = watcher && watcher.active ? "map" : "camera"
    }

    // Where an item point of a picture `itemW` x `itemH` showing a `frameW` x `frameH` frame
    // letterboxed (scaled to fit, centred) falls in the frame: {x, y, inside}.
    function framePoint(x, y, itemW, itemH, frameW, frameH) {
        if (frameW <= 0 || frameH <= 0 || itemW <= 0 || itemH <= 0) return {x: 0, y: 0, inside: false}
        const scale = Math.min(itemW / frameW, itemH / frameH)
        const left = (itemW - frameW * scale) / 2
        const top = (itemH - frameH * scale) / 2
        const fx = (x - left) / scale
        const fy = (y - top) / scale
        return {x: fx, y: fy, inside: fx >= 0 && fy >= 0 && fx <= frameW && fy <= frameH}
    }
    // The other way: where a frame pixel shows in the picture.
    function itemPoint(fx, fy, itemW, itemH, frameW, frameH) {
        if (frameW <= 0 || frameH <= 0) return {x: 0, y: 0}
        const scale = Math.min(itemW / frameW, itemH / frameH)
        return {x: (itemW - frameW * scale) / 2 + fx * scale, y: (itemH - frameH * scale) / 2 + fy * scale}
    }

    // A touch on the picture at item point (x, y) is the centre of the next hex asked for.
    function touchPicture(x, y) {
        if (!watcher || nextTouch < 0) return false
        const p = framePoint(x, y, picture.width, picture.height, watcher.frameWidth, watcher.frameHeight)
        if (!p.inside) return false
        const list = touches.slice()
        while (list.length < targets.length) list.push(null)
        list[nextTouch] = {hex: targets[nextTouch].hex, x: p.x, y: p.y}
        touches = list
        byPrint = false
        if (list.every(touch => touch !== null)) watcher.registerByTouches(list)
        return true
    }
    function redoTouch(index) {
        const list = touches.slice()
        list[index] = null
        touches = list
    }

    readonly property string cameraText: {
        if (!watcher) return qsTr("There is no camera on this computer's set-up.")
        if (watcher.active && watcher.sourceStatus === "live") return qsTr("Camera live: %1.").arg(watcher.sourceDescription)
        if (watcher.active && watcher.sourceMessage.length > 0) return watcher.sourceMessage
        if (watcher.active) return qsTr("Starting %1…").arg(watcher.sourceDescription)
        if (watcher.cameras.length === 0) return qsTr("No camera found. Plug one in: the list updates by itself.")
        return qsTr("Touch the camera that looks down at the map.")
    }
    readonly property string mapText: {
        if (!watcher || !watcher.active) return qsTr("Pick a camera first.")
        if (onMarkers) return qsTr("The map is registered on its markers.")
        if (registered && watcher.touchesKept)
            return qsTr("The map is registered on the touches made at this table on %1. If the camera has moved since, touch the hexes again.").arg(watcher.keptAt)
        if (registered && byPrint) return qsTr("The map was found by its print.")
        if (registered) return qsTr("The map is registered on your touches.")
        if (watcher.touchState === "working") return byPrint ? qsTr("Looking for the map by its print…") : qsTr("Checking your touches…")
        if (watcher.touchState === "refused" && byPrint) return qsTr("The map was not found by its print: %1").arg(watcher.touchMessage)
        if (watcher.touchState === "refused") return qsTr("Those touches do not fit: %1").arg(watcher.touchMessage)
        if (watcher.touchState === "registered") return qsTr("Touches accepted; waiting for the next picture…")
        if (watcher.frameWidth <= 0) return qsTr("Waiting for the camera's picture…")
        return qsTr("The map's markers are not in view, so show Adjutant where the map is.")
    }
    readonly property string promptText: {
        if (onMarkers || nextTouch < 0 || targets.length === 0) return ""
        return qsTr("Touch %1 of %2: the centre of hex %3, %4.").arg(touchedCount + 1).arg(targets.length)
                   .arg(targets[nextTouch].hex).arg(targets[nextTouch].where)
    }
    readonly property string boardText: {
        if (!watcher) return ""
        switch (watcher.captureState) {
        case "working": return qsTr("Capturing…")
        case "captured":
            if (watcher.captureKept)
                return qsTr("The empty board captured at this table on %1 is in use. If the light or the map has changed since, take the counters off and capture again.").arg(watcher.keptAt)
            return qsTr("Empty board captured. Put the counters back: pieces are now compared with this picture.")
        case "refused": return qsTr("Not captured: %1").arg(watcher.captureMessage)
        }
        if (!registered) return qsTr("Register the map first (step 2).")
        return qsTr("Take every counter off the map, then touch Capture.")
    }

    readonly property string piecesText: {
        if (!watcher) return ""
        if (!registered) return qsTr("Register the map first (step 2).")
        if (placement.length === 0) return qsTr("There are no pieces on the map to place.")
        if (watcher.faceState === "working") return qsTr("Looking at the counter…")
        const done = qsTr("%1 of %2 faces learned.").arg(learnedCount).arg(placement.length)
        if (watcher.faceState === "refused") return qsTr("Not learned: %1").arg(watcher.faceMessage) + " " + done
        if (nextPiece < 0)
            return qsTr("Every piece is placed. %1 The camera names the top counter of a stack by its face.").arg(done)
        return done
    }
    readonly property string piecePrompt: {
        if (step !== "pieces" || !registered || nextPiece < 0) return ""
        const p = placement[nextPiece]
        // The label is the piece's name, which says its side where its kind does not.
        return qsTr("Put %1 on hex %2, on top of anything already there; take your hand away, then touch Learn.")
                   .arg(p.label).arg(p.space)
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.spacing
        spacing: Theme.spacing

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing
            Text {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: qsTr("Set up the table")
                font.pixelSize: Theme.titleSize
                font.bold: true
                color: Theme.accent
            }
            TouchButton {
                objectName: "setupDone"
                text: qsTr("Back to the game")
                onClicked: setup.closeRequested()
            }
        }

        // The three steps; each says whether it is done.
        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing
            Repeater {
                model: [
                    {key: "camera", label: qsTr("1. Camera"), done: setup.live},
                    {key: "map", label: qsTr("2. Map"), done: setup.registered},
                    {key: "board", label: qsTr("3. Empty board"), done: setup.watcher !== null && setup.watcher.captureState === "captured"},
                    {key: "pieces", label: qsTr("4. Pieces"), done: setup.placement.length > 0 && setup.nextPiece < 0}
                ]
                TouchButton {
                    objectName: "setupStep-" + modelData.key
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1  // all three as wide
                    primary: setup.step === modelData.key
                    text: modelData.done ? modelData.label + "  ✓" : modelData.label
                    onClicked: setup.step = modelData.key
                }
            }
        }

        Text {
            textFormat: Text.PlainText
            objectName: "setupStateText"
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            text: setup.step === "camera" ? setup.cameraText : setup.step === "map" ? setup.mapText
                : setup.step === "board" ? setup.boardText : setup.piecesText
            font.pixelSize: Theme.bodySize
            color: setup.step === "map" && setup.watcher && setup.watcher.touchState === "refused" && !setup.registered
                   || setup.step === "board" && setup.watcher && setup.watcher.captureState === "refused"
                   || setup.step === "pieces" && setup.watcher && setup.watcher.faceState === "refused"
                   ? Theme.error : Theme.text
        }

        // (1) The camera.
        ListView {
            objectName: "cameraList"
            visible: setup.step === "camera"
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: Theme.spacing / 2
            clip: true
            model: setup.watcher ? setup.watcher.cameras : []
            delegate: TouchButton {
                objectName: "camera-" + modelData.index
                width: ListView.view.width
                primary: setup.watcher !== null && setup.watcher.active
                         && setup.watcher.sourceDescription === "camera " + modelData.index
                text: qsTr("Camera %1: %2").arg(modelData.index).arg(modelData.name)
                onClicked: {
                    if (setup.watcher.start("camera:" + modelData.index)) setup.touches = []
                }
            }
        }

        // (2) The map: the live picture, touched where the hexes asked for are. (4) shows the same
        // picture, so the players see the counter they put down as the camera does.
        ColumnLayout {
            visible: setup.step === "map" || setup.step === "pieces"
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: Theme.spacing / 2

            Text {
                textFormat: Text.PlainText
                objectName: "touchPrompt"
                Layout.fillWidth: true
                visible: setup.step === "map" && text.length > 0
                wrapMode: Text.WordWrap
                text: setup.promptText
                font.pixelSize: Theme.headingSize
                font.bold: true
                color: Theme.highlight
            }

            Text {
                textFormat: Text.PlainText
                objectName: "piecePrompt"
                Layout.fillWidth: true
                visible: text.length > 0
                wrapMode: Text.WordWrap
                text: setup.piecePrompt
                font.pixelSize: Theme.headingSize
                font.bold: true
                color: Theme.highlight
            }

            Rectangle {
                Layout.fillWidth: true
                Layout.fillHeight: true
                color: "black"
                Item {
                    id: picture
                    objectName: "livePicture"
                    anchors.fill: parent
                    VideoOutput {
                        id: video
                        anchors.fill: parent
                        fillMode: VideoOutput.PreserveAspectFit
                    }
                    // Where each touch landed, with its hex.
                    Repeater {
                        model: setup.targets.length
                        Item {
                            readonly property var touch: setup.touches[index] ? setup.touches[index] : null
                            readonly property var at: touch && setup.watcher
                                ? setup.itemPoint(touch.x, touch.y, picture.width, picture.height,
                                                  setup.watcher.frameWidth, setup.watcher.frameHeight)
                                : ({x: 0, y: 0})
                            objectName: "touchMark-" + index
                            visible: setup.step === "map" && touch !== null
                            x: at.x
                            y: at.y
                            Rectangle {
                                width: Theme.mm * 4
                                height: width
                                x: -width / 2
                                y: -height / 2
                                radius: width / 2
                                color: "transparent"
                                border.color: Theme.highlight
                                border.width: 3
                            }
                            Text {
                                textFormat: Text.PlainText
                                x: Theme.mm * 2.5
                                y: -height
                                text: setup.targets[index] ? setup.targets[index].hex : ""
                                font.pixelSize: Theme.smallSize
                                font.bold: true
                                color: Theme.highlight
                                style: Text.Outline
                                styleColor: "black"
                            }
                        }
                    }
                    // (4) Where the piece asked for goes: a ring on its hex in the live picture.
                    Item {
                        id: pieceTarget
                        objectName: "pieceTarget"
                        readonly property var framePoint: {
                            if (!setup.watcher || setup.step !== "pieces" || setup.nextPiece < 0 || !setup.registered)
                                return null
                            setup.watcher.geometryVersion  // the place moves with the map's place in the frame
                            const p = setup.watcher.framePointOf(setup.placement[setup.nextPiece].space)
                            return p && p.ok ? p : null
                        }
                        readonly property var at: framePoint
                            ? setup.itemPoint(framePoint.x, framePoint.y, picture.width, picture.height,
                                              setup.watcher.frameWidth, setup.watcher.frameHeight)
                            : ({x: 0, y: 0})
                        visible: framePoint !== null
                        x: at.x
                        y: at.y
                        Rectangle {
                            width: Theme.mm * 9
                            height: width
                            x: -width / 2
                            y: -height / 2
                            radius: width / 2
                            color: "transparent"
                            border.color: Theme.highlight
                            border.width: 4
                        }
                    }
                    MouseArea {
                        objectName: "pictureTouch"
                        anchors.fill: parent
                        enabled: setup.step === "map" && !setup.onMarkers && setup.nextTouch >= 0
                        onClicked: (mouse) => setup.touchPicture(mouse.x, mouse.y)
                    }
                }
            }

            // (2) Or let Adjutant find the map by its print, touching nothing.
            TouchButton {
                objectName: "findByPrint"
                visible: setup.step === "map" && !setup.onMarkers
                Layout.alignment: Qt.AlignHCenter
                text: qsTr("Find the map by its print")
                enabled: setup.watcher !== null && setup.watcher.frameWidth > 0 && setup.watcher.touchState !== "working"
                onClicked: {
                    setup.byPrint = true
                    setup.touches = []
                    setup.watcher.findMapByPrint()
                }
            }

            // (4) Learn the counter just put down, or pass over it.
            RowLayout {
                visible: setup.step === "pieces"
                Layout.alignment: Qt.AlignHCenter
                spacing: Theme.spacing
                TouchButton {
                    objectName: "learnButton"
                    primary: true
                    Layout.preferredWidth: Theme.touchTarget * 4
                    text: qsTr("Learn")
                    enabled: setup.registered && setup.nextPiece >= 0 && setup.watcher.faceState !== "working"
                    onClicked: {
                        const p = setup.placement[setup.nextPiece]
                        setup.watcher.learnFace(p.piece, p.side, p.space)
                    }
                }
                TouchButton {
                    objectName: "skipButton"
                    Layout.preferredWidth: Theme.touchTarget * 3
                    text: qsTr("Skip")
                    enabled: setup.nextPiece >= 0 && setup.watcher.faceState !== "working"
                    onClicked: setup.skipped = setup.skipped.concat([setup.placement[setup.nextPiece].piece])
                }
            }

            // Redo any one touch (the message names the one that does not fit), or all of them.
            Flow {
                Layout.fillWidth: true
                spacing: Theme.spacing / 2
                visible: setup.step === "map" && !setup.onMarkers && setup.touchedCount > 0
                Repeater {
                    model: setup.targets.length
                    TouchButton {
                        objectName: "redoTouch-" + index
                        visible: !!setup.touches[index]
                        text: qsTr("Redo %1").arg(setup.targets[index] ? setup.targets[index].hex : "")
                        onClicked: setup.redoTouch(index)
                    }
                }
                TouchButton {
                    objectName: "redoAll"
                    text: qsTr("Start over")
                    onClicked: setup.touches = []
                }
            }
        }

        // (3) The empty board.
        Item {
            visible: setup.step === "board"
            Layout.fillWidth: true
            Layout.fillHeight: true
            TouchButton {
                objectName: "captureButton"
                anchors.centerIn: parent
                primary: true
                width: Theme.touchTarget * 4
                text: qsTr("Capture")
                enabled: setup.registered && setup.watcher.captureState !== "working"
                onClicked: setup.watcher.captureEmptyBoard()
            }
        }

        RowLayout {
            Layout.fillWidth: true
            Item { Layout.fillWidth: true }
            TouchButton {
                objectName: "setupNext"
                visible: setup.step !== "pieces"
                primary: setup.step === "camera" ? setup.live : setup.registered
                text: qsTr("Next")
                onClicked: setup.step = setup.step === "camera" ? "map" : setup.step === "map" ? "board" : "pieces"
            }
        }
    }

    // The live picture: the watcher forwards the camera's frames to this VideoOutput's sink.
    function connectPicture() {
        if (watcher && visible) watcher.showLiveOn(video.videoSink)
        else if (watcher) watcher.showLiveOn(null)
    }
    onVisibleChanged: connectPicture()
    onWatcherChanged: connectPicture()
    Component.onCompleted: connectPicture()
}
