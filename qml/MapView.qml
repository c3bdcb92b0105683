import QtQuick
import QtQuick.Shapes

// The game map drawn from its data: every space (hex, area or box) filled by terrain, the pieces as
// counters coloured by side, control marks and alert badges; on request, zones of control hatched in
// the colour of the side exerting them, supply states tinted, and the supply line of the chosen
// stack. Pinch or wheel to zoom, drag to pan, tap a space to choose it. Everything inside `board` is
// in map millimetres.
//
// Readable at 80 cm: counters are at least Theme.counterMinMm across and hex numbers and names
// Theme.mapLabelCapMm high on the screen. When the whole map fitted cannot give that, the view
// follows the action: it zooms to the chosen alert's spaces, else the open camera question's, else
// the spaces of the last move; "Whole map" (or a double tap) fits it again. Layers, bottom to top:
// fills and overlays, lines, labels (above every fill), outlines, counters (each stack inside its
// hex), badges (beside the stack), the camera question's arrows.
Item {
    id: view
    objectName: "mapView"

    // Roles: spaceId, name, kind, centreX, centreY, outline (SVG path in mm), terrain, features,
    // control, alertCount, alertSeverity, supply, zoc (side ids, a list or comma-separated; MapModel
    // in C++).
    property var spaces: null
    // Roles: pieceId, side, sideColour, kind, kindName, strength, x, y, stackIndex, stackSize, onMap,
    // supply (PieceModel in C++).
    property var pieces: null
    // The map's extent in millimetres.
    property rect bounds: Qt.rect(0, 0, 100, 100)
    // How big a space is (hex flat to flat), in millimetres; counters are drawn a little over half of it.
    property real spaceSize: 25
    // Lines over the spaces: [{kind: "border"|"network", type: "river"|"rail"|..., bridge, path (SVG, mm)}].
    property var lines: []
    // Zones on hexsides (a ship's naval zone of influence): [{zone, side, space, path (SVG, mm)}],
    // drawn with the zones of control, along the hexside in the side's colour.
    property var zoneLines: []
    // Side id -> colour, for control marks.
    property var sideColours: ({})
    property var highlightedSpaces: []
    property string selectedSpace: ""
    // The camera's open question, drawn as arrows from where pieces left to where they may have
    // gone: [{from, to}] (TableWatcher question `moves`); an empty end is off the board.
    property var questionMoves: []
    readonly property var questionSpaces: {
        const ids = []
        for (let i = 0; i < questionMoves.length; ++i)
            for (const id of [questionMoves[i].from, questionMoves[i].to])
                if (id && ids.indexOf(id) < 0) ids.push(id)
        return ids
    }
    // The spaces of the last move seen in the pieces (from and to), newest first.
    property var lastChangedSpaces: []
    // Where the action is: the chosen alert, else the open question, else the last move.
    readonly property var focusSpaces: highlightedSpaces.length > 0 ? highlightedSpaces
                                       : questionSpaces.length > 0 ? questionSpaces : lastChangedSpaces
    // Overlays: zones of control (hatched in the exerting side's colour, both sides' colours where
    // both reach) and the supply state of each stack (tinted).
    property bool showZones: false
    property bool showSupply: false
    // The chosen stack's supply line, as PlaySession.supplyRouteAt gives it: {path (SVG, mm), traced,
    // sourcePoint, cutPoint...}; empty for none.
    property var supplyRoute: ({})
    // Zoom limits for pinch and wheel, as multiples of the whole map fitted to the view.
    readonly property real minimumZoom: 0.5
    readonly property real maximumZoom: 10
    signal spaceTapped(string spaceId)

    readonly property real fitScale: bounds.width > 0 && bounds.height > 0
                                     ? Math.min(width / bounds.width, height / bounds.height) : 1
    // Pixels per map millimetre at zoom 1. Items are laid out in pixels (not scaled from millimetres)
    // so rounded corners, circles and text stay smooth; only the outlines are scaled paths.
    readonly property real k: fitScale
    // Inside a hex (fractions of spaceSize): counters 0.46 across, a stack spreads at most 0.08 more
    // (so it stays within +-0.27 of the centre, inside the hex); the hex number above it and the name
    // below, 0.2 high; badges to the right of the stack.
    readonly property real counterShare: 0.46
    readonly property real stackSpreadShare: 0.08
    readonly property real labelShare: 0.2
    readonly property real counterSize: spaceSize * counterShare * k
    readonly property alias zoom: content.scale
    // The zoom at which counters and labels reach their physical minimums on this screen.
    readonly property real readableZoom: counterSize > 0
        ? Math.max(Theme.counterMinMm * Theme.mm / counterSize,
                   Theme.pixelSizeForCap(Theme.mapLabelCapMm) / (spaceSize * labelShare * k)) : 1
    readonly property bool readableAtFit: readableZoom <= 1.0001
    readonly property bool atFit: Math.abs(content.scale - 1) < 0.001
                                  && Math.abs(content.x - (width - content.width) / 2) < 1
                                  && Math.abs(content.y - (height - content.height) / 2) < 1

    // The sides in a `zoc` value: a list from C++, a comma-separated string from a ListModel.
    function sidesIn(zoc) {
        if (!zoc) return []
        const text = String(zoc)
        return text.length > 0 ? text.split(",") : []
    }
    function isHighlighted(spaceId) {
        for (let i = 0; i < highlightedSpaces.length; ++i)
            if (highlightedSpaces[i] === spaceId) return true
        return false
    }

    // Never let the map slip out of sight: at least this much of it (pixels) stays in the view.
    readonly property real panMargin: Math.min(width, height) * 0.25
    // Keeps zoom and pan inside their limits, whichever handler (pinch, drag, wheel) moved the map.
    function clampZoom() {
        if (content.scale > maximumZoom) content.scale = maximumZoom
        else if (content.scale < minimumZoom) content.scale = minimumZoom
    }
    function clampPan() {
        // content scales around its centre: its visible left edge is x + (width - scaled width) / 2.
        const w = content.width * content.scale, h = content.height * content.scale
        const minX = panMargin - w - (content.width - w) / 2, maxX = width - panMargin - (content.width - w) / 2
        const minY = panMargin - h - (content.height - h) / 2, maxY = height - panMargin - (content.height - h) / 2
        if (content.x < minX) content.x = minX
        else if (content.x > maxX) content.x = maxX
        if (content.y < minY) content.y = minY
        else if (content.y > maxY) content.y = maxY
    }

    // Back to the whole map, centred.
    function fit() {
        content.scale = 1
        content.x = (width - content.width) / 2
        content.y = (height - content.height) / 2
    }

    // Where a space's centre is on the board (pixels at zoom 1); undefined for an unknown space.
    function boardPointOf(spaceId) {
        if (!spaces) return undefined
        for (let i = 0; i < spaces.count; ++i) {
            const space = spaces.get(i)
            if (space.spaceId === spaceId) return Qt.point(pxX(space.centreX), pxY(space.centreY))
        }
        return undefined
    }
    // Pixels on the right of the view that something is laid over (the camera's question): the
    // action is shown in the middle of the rest.
    property real focusInsetRight: 0
    // Zooms to `zoomLevel` with the board point (px, py) in the middle of the view.
    function zoomTo(px, py, zoomLevel) {
        content.scale = Math.min(maximumZoom, Math.max(minimumZoom, zoomLevel))
        const z = content.scale
        content.x = (width - focusInsetRight) / 2 - content.width / 2 - (px - content.width / 2) * z
        content.y = height / 2 - content.height / 2 - (py - content.height / 2) * z
        // Action near the map's edge: the map still fills the view where it is larger than it, with
        // no empty band beside it (only a player's own pan may slide it further).
        const w = content.width * z, h = content.height * z
        const shiftX = (content.width - w) / 2, shiftY = (content.height - h) / 2
        if (w >= width) content.x = Math.min(-shiftX, Math.max(width - w - shiftX, content.x))
        if (h >= height) content.y = Math.min(-shiftY, Math.max(height - h - shiftY, content.y))
    }
    // Shows these spaces at the readable zoom, centred on them (or the whole map when it reads at fit).
    function showSpaces(ids) {
        if (readableAtFit) { fit(); return }
        let x = 0, y = 0, n = 0
        for (const id of ids) {
            const p = boardPointOf(id)
            if (p === undefined) continue
            x += p.x; y += p.y; ++n
        }
        if (n > 0) zoomTo(x / n, y / n, readableZoom)
    }
    // Follows the action when the whole map is too small to read; a new focus only, so a player's
    // own pan or "Whole map" is not undone until something else happens.
    property string followedKey: ""
    function followAction() {
        // Nothing chosen and nothing moved yet: the worst alert standing is where the action is.
        const target = focusSpaces.length > 0 ? focusSpaces : worstAlertSpace()
        const key = target.join(",")
        if (key === followedKey) return
        followedKey = key
        if (!readableAtFit && target.length > 0) showSpaces(target)
    }
    // The first space with the worst alerts, as a list ([] when no space has any).
    function worstAlertSpace() {
        if (!spaces) return []
        let worst = 0, id = ""
        for (let i = 0; i < spaces.count; ++i) {
            const space = spaces.get(i)
            if (!(space.alertCount > 0)) continue
            const rank = space.alertSeverity === "error" ? 3 : space.alertSeverity === "warning" ? 2 : 1
            if (rank > worst) { worst = rank; id = space.spaceId }
        }
        return id !== "" ? [id] : []
    }
    onFocusSpacesChanged: followAction()
    Connections {
        target: view.spaces
        ignoreUnknownSignals: true
        function onCountChanged() { view.followAction() }
    }
    onReadableAtFitChanged: { followedKey = ""; followAction() }
    // A piece changed space: its old and new spaces are the last change (collected over one turn of
    // the event loop, so a stack's move is one change).
    property var movedSpaces: []
    function notePieceMoved(from, to) {
        for (const id of [to, from])
            if (id && movedSpaces.indexOf(id) < 0) movedSpaces.push(id)
        Qt.callLater(flushMoves)
    }
    function flushMoves() {
        if (movedSpaces.length === 0) return
        // A new move is followed even between the same spaces as the last.
        followedKey = ""
        lastChangedSpaces = movedSpaces
        movedSpaces = []
        followAction()
    }

    // The space nearest to a point of the board (map mm), or "" when nothing is near.
    function spaceNear(mmX, mmY) {
        if (!spaces) return ""
        let best = ""
        let bestDistance = spaceSize * spaceSize
        for (let i = 0; i < spaces.count; ++i) {
            const space = spaces.get(i)
            const dx = space.centreX - mmX, dy = space.centreY - mmY
            const distance = dx * dx + dy * dy
            if (distance < bestDistance) { bestDistance = distance; best = space.spaceId }
        }
        return best
    }

    // Where a point of the map (mm) is in this item's pixels, at the current zoom and pan.
    function mapToView(mmX, mmY) {
        return board.mapToItem(view, (mmX - bounds.x) * k, (mmY - bounds.y) * k)
    }
    function px(mm) { return mm * k }
    function pxX(mmX) { return (mmX - bounds.x) * k }
    function pxY(mmY) { return (mmY - bounds.y) * k }
    function lineColour(type) {
        return type === "river" || type === "waterway" ? "#3f7fc0" : type === "rail" || type === "railroad" ? "#2b2520"
             : type === "road" ? "#9a6a3a" : "#6a5a4a"
    }

    // Text sized in map millimetres, centred on (cx, cy) in pixels.
    component MapText: Text {
        textFormat: Text.PlainText
        property real sizeMm: 3
        property real cx: 0
        property real cy: 0
        font.pixelSize: Math.max(1, Math.round(sizeMm * view.k))
        x: cx - width / 2
        y: cy - height / 2
    }

    clip: true
    // Drawn through a layer the size of the view: the software renderer (offscreen, no GPU) does not
    // clip the scaled map's shapes, which then showed behind the panels and over the header.
    layer.enabled: true
    function refit() { fit(); followedKey = ""; followAction() }
    onWidthChanged: refit()
    onHeightChanged: refit()
    onBoundsChanged: refit()

    Rectangle {
        anchors.fill: parent
        color: "#39444f"
    }

    Item {
        id: content
        objectName: "mapContent"
        width: view.bounds.width * view.fitScale
        height: view.bounds.height * view.fitScale
        transformOrigin: Item.Center
        onScaleChanged: { view.clampZoom(); view.clampPan() }
        onXChanged: view.clampPan()
        onYChanged: view.clampPan()

        Item {
            id: board
            width: view.bounds.width * view.k
            height: view.bounds.height * view.k

            Rectangle {
                anchors.fill: parent
                color: "#d6ccb0"
                radius: 2
            }

            // Spaces: terrain fill and outline, and the overlays over the terrain. Names and numbers
            // are in the label layer above, so no hex drawn later covers them.
            Item {
                id: fillLayer
                objectName: "fillLayer"
                z: 0
                Repeater {
                    id: spaceRepeater
                    model: view.spaces
                    delegate: Item {
                        id: space
                        required property var model
                        readonly property string spaceId: model.spaceId
                        objectName: "fill-" + spaceId

                        Shape {
                            x: -view.bounds.x * view.k
                            y: -view.bounds.y * view.k
                            scale: view.k
                            transformOrigin: Item.TopLeft
                            ShapePath {
                                fillColor: Theme.terrainColour(space.model.terrain, space.model.kind)
                                strokeColor: Theme.mapInk
                                strokeWidth: 0.3
                                PathSvg { path: space.model.outline }
                            }
                        }
                        // Overlays: created only while shown, so a big map costs nothing with them off.
                        Loader {
                            active: view.showSupply && (space.model.supply || "") !== ""
                            sourceComponent: Shape {
                                id: supplyShape
                                objectName: "supplyTint-" + space.spaceId
                                readonly property color tint: Theme.supplyColour(space.model.supply)
                                x: -view.bounds.x * view.k
                                y: -view.bounds.y * view.k
                                scale: view.k
                                transformOrigin: Item.TopLeft
                                ShapePath {
                                    fillColor: Qt.rgba(supplyShape.tint.r, supplyShape.tint.g, supplyShape.tint.b, 0.35)
                                    strokeColor: supplyShape.tint
                                    strokeWidth: 0.8
                                    PathSvg { path: space.model.outline }
                                }
                            }
                        }
                        Loader {
                            active: view.showZones && view.sidesIn(space.model.zoc).length > 0
                            sourceComponent: Shape {
                                id: zoneShape
                                objectName: "zone-" + space.spaceId
                                readonly property var sides: view.sidesIn(space.model.zoc)
                                readonly property color first: view.sideColours[sides[0]] || "#808080"
                                // Where both sides reach, the stripes alternate their colours.
                                readonly property color second: sides.length > 1 ? (view.sideColours[sides[1]] || "#808080")
                                                                                 : Qt.rgba(first.r, first.g, first.b, 0.12)
                                x: -view.bounds.x * view.k
                                y: -view.bounds.y * view.k
                                scale: view.k
                                transformOrigin: Item.TopLeft
                                ShapePath {
                                    strokeColor: "transparent"
                                    // Diagonal hatching: a hard-edged gradient repeated every 2.8 mm.
                                    fillGradient: LinearGradient {
                                        x1: 0; y1: 0; x2: 2; y2: 2
                                        spread: ShapeGradient.RepeatSpread
                                        GradientStop { position: 0; color: Qt.rgba(zoneShape.first.r, zoneShape.first.g, zoneShape.first.b, 0.6) }
                                        GradientStop { position: 0.45; color: Qt.rgba(zoneShape.first.r, zoneShape.first.g, zoneShape.first.b, 0.6) }
                                        GradientStop { position: 0.5; color: zoneShape.sides.length > 1 ? Qt.rgba(zoneShape.second.r, zoneShape.second.g, zoneShape.second.b, 0.6) : zoneShape.second }
                                        GradientStop { position: 0.95; color: zoneShape.sides.length > 1 ? Qt.rgba(zoneShape.second.r, zoneShape.second.g, zoneShape.second.b, 0.6) : zoneShape.second }
                                        GradientStop { position: 1; color: Qt.rgba(zoneShape.first.r, zoneShape.first.g, zoneShape.first.b, 0.6) }
                                    }
                                    PathSvg { path: space.model.outline }
                                }
                            }
                        }
                    }
                }
            }

            // Rivers on hexsides, railways and roads from centre to centre; zones on hexsides (a
            // ship's zone of influence) as a broad band along the edge in the side's colour, the
            // second side on a hexside dashed over the first.
            Item {
                id: lineLayer
                objectName: "lineLayer"
                z: 1
                Repeater {
                    model: view.lines
                    delegate: Shape {
                        id: line
                        required property var modelData
                        x: -view.bounds.x * view.k
                        y: -view.bounds.y * view.k
                        scale: view.k
                        transformOrigin: Item.TopLeft
                        ShapePath {
                            fillColor: "transparent"
                            strokeColor: view.lineColour(line.modelData.type)
                            strokeWidth: line.modelData.kind === "border" ? 1.2 : 0.7
                            strokeStyle: line.modelData.type === "rail" ? ShapePath.DashLine : ShapePath.SolidLine
                            dashPattern: [3, 1.5]
                            capStyle: ShapePath.RoundCap
                            PathSvg { path: line.modelData.path }
                        }
                    }
                }
                Repeater {
                    model: view.showZones ? view.zoneLines : []
                    delegate: Shape {
                        id: zoneLine
                        required property var modelData
                        required property int index
                        objectName: "zoneLine-" + modelData.zone + "-" + modelData.side + "-" + modelData.space
                        readonly property bool second: {
                            for (let i = 0; i < index; ++i)
                                if (view.zoneLines[i].space === modelData.space) return true
                            return false
                        }
                        readonly property color colour: view.sideColours[modelData.side] || "#808080"
                        x: -view.bounds.x * view.k
                        y: -view.bounds.y * view.k
                        scale: view.k
                        transformOrigin: Item.TopLeft
                        ShapePath {
                            fillColor: "transparent"
                            strokeColor: Qt.rgba(zoneLine.colour.r, zoneLine.colour.g, zoneLine.colour.b, 0.75)
                            strokeWidth: 2.6
                            strokeStyle: zoneLine.second ? ShapePath.DashLine : ShapePath.SolidLine
                            dashPattern: [1.2, 1.2]
                            capStyle: ShapePath.FlatCap
                            PathSvg { path: zoneLine.modelData.path }
                        }
                    }
                }
            }

            // Labels above every fill and line: hex numbers over the stack, names below it, city and
            // town marks, control flags.
            Item {
                id: labelLayer
                objectName: "labelLayer"
                z: 3
                Repeater {
                    model: view.spaces
                    delegate: Item {
                        id: label
                        required property var model
                        readonly property string spaceId: model.spaceId
                        readonly property string features: String(model.features || "")
                        readonly property real cx: view.pxX(model.centreX)
                        readonly property real cy: view.pxY(model.centreY)
                        readonly property real size: view.spaceSize * view.k

                        MapText {
                            objectName: "hexNumber-" + label.spaceId
                            cx: label.cx
                            cy: label.cy - label.size * 0.37
                            sizeMm: view.spaceSize * view.labelShare
                            text: label.model.kind === "hex" ? label.spaceId : ""
                            color: Theme.mapInk
                        }
                        // Cities and towns: a dot (under the counters); a name below the stack.
                        Rectangle {
                            visible: label.features.indexOf("city") >= 0 || label.features.indexOf("town") >= 0
                            width: label.size * (label.features.indexOf("city") >= 0 ? 0.22 : 0.15)
                            height: width
                            radius: label.features.indexOf("city") >= 0 ? 0 : width / 2
                            x: label.cx - width / 2
                            y: label.cy - height / 2
                            color: "#6b3a2a"
                        }
                        MapText {
                            objectName: "spaceName-" + label.spaceId
                            visible: text.length > 0
                            cx: label.cx
                            cy: label.model.kind === "box" ? label.cy - label.size * 0.47 : label.cy + label.size * 0.38
                            sizeMm: view.spaceSize * view.labelShare
                            text: label.model.name || ""
                            font.bold: true
                            color: "#3a2a1a"
                            style: Text.Outline
                            styleColor: Qt.rgba(0.95, 0.92, 0.84, 0.8)
                        }
                        // Control: a small flag in the side's colour, left of the stack.
                        Rectangle {
                            visible: (label.model.control || "") !== ""
                            width: label.size * 0.14
                            height: width
                            radius: width / 2
                            x: label.cx - label.size * 0.36 - width / 2
                            y: label.cy - height / 2
                            color: view.sideColours[label.model.control] || "#808080"
                            border.color: "white"
                            border.width: Math.max(1, width * 0.12)
                        }
                    }
                }
            }

            // Highlighted (an alert was chosen) and selected spaces, outlined on top of the others.
            Repeater {
                model: view.spaces
                delegate: Shape {
                    id: outlineShape
                    required property var model
                    readonly property bool highlighted: view.isHighlighted(model.spaceId)
                    readonly property bool selected: view.selectedSpace === model.spaceId
                    visible: highlighted || selected
                    z: 4
                    x: -view.bounds.x * view.k
                    y: -view.bounds.y * view.k
                    scale: view.k
                    transformOrigin: Item.TopLeft
                    ShapePath {
                        fillColor: "transparent"
                        strokeColor: outlineShape.highlighted ? Theme.highlight : "white"
                        strokeWidth: 1.4
                        PathSvg { path: outlineShape.model.outline }
                    }
                }
            }

            // The chosen stack's supply line: from the unit through the centres of the spaces it runs
            // through to its source (a ring), or a cross where it is cut.
            Shape {
                id: routeShape
                objectName: "supplyRoute"
                readonly property string path: view.supplyRoute && view.supplyRoute.path ? view.supplyRoute.path : ""
                visible: path.length > 0
                z: 5
                x: -view.bounds.x * view.k
                y: -view.bounds.y * view.k
                scale: view.k
                transformOrigin: Item.TopLeft
                ShapePath {
                    fillColor: "transparent"
                    strokeColor: "white"
                    strokeWidth: 2.4
                    capStyle: ShapePath.RoundCap
                    joinStyle: ShapePath.RoundJoin
                    PathSvg { path: routeShape.path }
                }
                ShapePath {
                    fillColor: "transparent"
                    strokeColor: Theme.supplyLine
                    strokeWidth: 1.2
                    capStyle: ShapePath.RoundCap
                    joinStyle: ShapePath.RoundJoin
                    PathSvg { path: routeShape.path }
                }
            }
            Rectangle {
                objectName: "supplySourceMark"
                readonly property var point: view.supplyRoute ? view.supplyRoute.sourcePoint : undefined
                visible: point !== undefined && point !== null
                z: 5
                width: view.spaceSize * 0.85 * view.k  // around the counters standing there
                height: width
                radius: width / 2
                x: visible ? view.pxX(point.x) - width / 2 : 0
                y: visible ? view.pxY(point.y) - height / 2 : 0
                color: "transparent"
                border.color: Theme.supplyLine
                border.width: Math.max(2, width * 0.06)
            }
            MapText {
                objectName: "supplyCutMark"
                readonly property var point: view.supplyRoute ? view.supplyRoute.cutPoint : undefined
                visible: point !== undefined && point !== null
                z: 105
                cx: visible ? view.pxX(point.x) : 0
                cy: visible ? view.pxY(point.y) : 0
                sizeMm: view.spaceSize * 0.5
                text: "✕"
                font.bold: true
                color: Theme.isolated
                style: Text.Outline
                styleColor: "white"
            }

            // Pieces: counters in their side's colour, each stack fitted inside its hex (the spread
            // shrinks as the stack grows), climbing up and to the right.
            Repeater {
                id: pieceRepeater
                model: view.pieces
                delegate: Rectangle {
                    id: counter
                    required property var model
                    readonly property int stackSize: Math.max(1, model.stackSize)
                    readonly property real step: stackSize > 1
                        ? Math.min(view.spaceSize * 0.06, view.spaceSize * view.stackSpreadShare / (stackSize - 1)) * view.k : 0
                    readonly property real offset: (model.stackIndex - (stackSize - 1) / 2) * step
                    readonly property string supply: model.supply || ""
                    readonly property bool outOfSupply: supply !== "" && supply !== "supplied"
                    // The supply state is drawn on the counter (a ring and a glyph) while the overlay is
                    // on, and always when the stack is out of supply.
                    readonly property bool showsSupply: supply !== "" && (view.showSupply || outOfSupply)
                    readonly property string space: model.space || ""
                    // Only a change after the counter is made is a move (not the model filling it in).
                    property string previousSpace
                    property bool made: false
                    Component.onCompleted: { previousSpace = space; made = true }
                    onSpaceChanged: if (made && previousSpace !== space) { view.notePieceMoved(previousSpace, space); previousSpace = space }
                    objectName: "counter-" + model.pieceId
                    visible: model.onMap
                    z: 10 + model.stackIndex
                    width: view.counterSize
                    height: view.counterSize
                    x: view.pxX(model.x) - width / 2 + offset
                    y: view.pxY(model.y) - height / 2 - offset
                    radius: view.counterSize * 0.08
                    color: model.sideColour
                    border.color: Qt.darker(model.sideColour, 1.8)
                    border.width: view.counterSize * 0.04

                    MapText {
                        cx: counter.width / 2
                        cy: counter.height * 0.27
                        sizeMm: view.spaceSize * view.counterShare * 0.26
                        text: String(counter.model.kindName || counter.model.kind || "").substring(0, 3).toUpperCase()
                        color: "white"
                    }
                    MapText {
                        objectName: "strength-" + counter.model.pieceId
                        cx: counter.width / 2
                        cy: counter.height * 0.66
                        sizeMm: view.spaceSize * view.counterShare * 0.44
                        text: counter.model.strength > 0 ? String(counter.model.strength) : "★"
                        font.bold: true
                        color: "white"
                    }
                    // Supply: a ring just inside the edge and a glyph in the top right corner.
                    Rectangle {
                        objectName: "supplyRing-" + counter.model.pieceId
                        visible: counter.showsSupply
                        anchors.fill: parent
                        anchors.margins: counter.border.width
                        radius: counter.radius
                        color: "transparent"
                        border.color: Theme.supplyColour(counter.supply)
                        border.width: counter.width * 0.08
                    }
                    Rectangle {
                        objectName: "supplyMark-" + counter.model.pieceId
                        readonly property string glyph: Theme.supplyGlyph(counter.supply)
                        visible: counter.showsSupply
                        width: counter.width * 0.36
                        height: width
                        radius: width / 2
                        x: counter.width - width * 0.75
                        y: -width * 0.25
                        color: Theme.supplyColour(counter.supply)
                        border.color: "white"
                        border.width: Math.max(1, width * 0.1)
                        MapText {
                            cx: parent.width / 2
                            cy: parent.height / 2
                            sizeMm: view.spaceSize * view.counterShare * 0.26
                            text: parent.glyph
                            font.bold: true
                            color: Theme.supplyState(counter.supply) === "unsupplied" ? Theme.ink : "white"
                        }
                    }
                }
            }

            // Alert badges, beside the stack (never on its top counter): how many alerts name the
            // space, coloured by the worst.
            Repeater {
                model: view.spaces
                delegate: Rectangle {
                    required property var model
                    objectName: "badge-" + model.spaceId
                    visible: model.alertCount > 0
                    z: 100
                    width: view.spaceSize * 0.2 * view.k
                    height: width
                    radius: width / 2
                    // Right of the stack's widest extent (+0.27 of the hex), a little above the middle.
                    x: view.pxX(model.centreX) + view.spaceSize * 0.29 * view.k
                    y: view.pxY(model.centreY) - view.spaceSize * 0.1 * view.k - height / 2
                    color: Theme.severityFill(model.alertSeverity)
                    border.color: "white"
                    border.width: Math.max(1, width * 0.08)
                    MapText {
                        cx: parent.width / 2
                        cy: parent.height / 2
                        sizeMm: view.spaceSize * 0.2 * 0.62
                        text: String(parent.model.alertCount)
                        font.bold: true
                        color: Theme.textOnSeverityFill(parent.model.alertSeverity)
                    }
                }
            }

            // The camera's question: an arrow from each space pieces may have left to each space they
            // may have gone to; a ring where a piece came from off the board or left it.
            Item {
                id: questionLayer
                objectName: "questionLayer"
                z: 150
                Repeater {
                    model: view.questionMoves
                    delegate: Item {
                        id: arrow
                        required property var modelData
                        required property int index
                        objectName: "questionArrow-" + index
                        readonly property var from: modelData.from ? view.boardPointOf(modelData.from) : undefined
                        readonly property var to: modelData.to ? view.boardPointOf(modelData.to) : undefined
                        readonly property bool both: from !== undefined && to !== undefined
                        readonly property real s: view.spaceSize * view.k
                        readonly property real length: both ? Math.hypot(to.x - from.x, to.y - from.y) : 0
                        readonly property real ux: length > 0 ? (to.x - from.x) / length : 0
                        readonly property real uy: length > 0 ? (to.y - from.y) / length : 0
                        // Ends kept clear of the counters at either end.
                        readonly property real trim: Math.min(s * 0.3, length * 0.3)
                        readonly property real x1: both ? from.x + ux * trim : 0
                        readonly property real y1: both ? from.y + uy * trim : 0
                        readonly property real x2: both ? to.x - ux * trim : 0
                        readonly property real y2: both ? to.y - uy * trim : 0
                        readonly property real head: s * 0.22
                        Shape {
                            visible: arrow.both
                            ShapePath {
                                strokeColor: Theme.ink
                                strokeWidth: arrow.s * 0.1
                                fillColor: "transparent"
                                capStyle: ShapePath.RoundCap
                                startX: arrow.x1; startY: arrow.y1
                                PathLine { x: arrow.x2 - arrow.ux * arrow.head * 0.5; y: arrow.y2 - arrow.uy * arrow.head * 0.5 }
                            }
                            ShapePath {
                                strokeColor: Theme.highlight
                                strokeWidth: arrow.s * 0.05
                                fillColor: "transparent"
                                capStyle: ShapePath.RoundCap
                                startX: arrow.x1; startY: arrow.y1
                                PathLine { x: arrow.x2 - arrow.ux * arrow.head * 0.5; y: arrow.y2 - arrow.uy * arrow.head * 0.5 }
                            }
                            ShapePath {
                                strokeColor: Theme.ink
                                strokeWidth: arrow.s * 0.025
                                fillColor: Theme.highlight
                                joinStyle: ShapePath.RoundJoin
                                startX: arrow.x2; startY: arrow.y2
                                PathLine { x: arrow.x2 - arrow.ux * arrow.head - arrow.uy * arrow.head * 0.6; y: arrow.y2 - arrow.uy * arrow.head + arrow.ux * arrow.head * 0.6 }
                                PathLine { x: arrow.x2 - arrow.ux * arrow.head + arrow.uy * arrow.head * 0.6; y: arrow.y2 - arrow.uy * arrow.head - arrow.ux * arrow.head * 0.6 }
                                PathLine { x: arrow.x2; y: arrow.y2 }
                            }
                        }
                        Rectangle {
                            readonly property var at: arrow.to !== undefined ? arrow.to : arrow.from
                            visible: !arrow.both && at !== undefined
                            width: arrow.s * 0.8
                            height: width
                            radius: width / 2
                            x: visible ? at.x - width / 2 : 0
                            y: visible ? at.y - height / 2 : 0
                            color: "transparent"
                            border.color: Theme.highlight
                            border.width: arrow.s * 0.05
                        }
                    }
                }
            }
        }
    }

    // Back to the whole map, when the view follows the action or the players zoomed in.
    TouchButton {
        id: wholeMapButton
        objectName: "wholeMapButton"
        z: 300
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: Theme.spacing / 2
        visible: !view.atFit
        text: qsTr("Whole map")
        onClicked: view.fit()
    }

    PinchHandler {
        id: pinch
        target: content
        minimumScale: view.minimumZoom
        maximumScale: view.maximumZoom
        minimumRotation: 0
        maximumRotation: 0
    }
    DragHandler {
        id: drag
        target: content
    }
    WheelHandler {
        target: content
        property: "scale"
        targetScaleMultiplier: 1.2
        targetTransformAroundCursor: true
    }
    // The controls laid over the map (the screen's stack viewer, camera question, overlay switches...):
    // a tap on one of them is theirs. A pointer handler here sees every press under it, even one a
    // button above takes, so such a tap must not choose the space beneath. A legend that only shows
    // is not listed: a tap through it reaches the map.
    property var tapShields: []
    function overlayAt(x, y) {
        for (const item of tapShields.concat([wholeMapButton])) {
            if (!item || !item.visible || item.opacity <= 0) continue
            if (item.contains(item.mapFromItem(view, x, y))) return true
        }
        return false
    }
    TapHandler {
        id: mapTap
        // Whether the press fell on a control: read at the press, as the control may hide itself
        // (Cancel) before the release reaches this handler.
        property bool pressOnShield: false
        // Whether the tap before this one fell on a control: a tap on Cancel and a quick tap on a
        // space after it are not a double tap on the map (which would fit the whole map instead).
        property bool lastTapShielded: false
        property bool previousTapShielded: false
        onPressedChanged: if (pressed) {
            previousTapShielded = lastTapShielded
            pressOnShield = view.overlayAt(point.position.x, point.position.y)
        }
        onTapped: (eventPoint) => {
            lastTapShielded = pressOnShield || view.overlayAt(eventPoint.position.x, eventPoint.position.y)
            if (lastTapShielded) return
            const p = board.mapFromItem(view, eventPoint.position.x, eventPoint.position.y)
            const id = view.spaceNear(p.x / view.k + view.bounds.x, p.y / view.k + view.bounds.y)
            if (id !== "") {
                view.selectedSpace = id
                view.spaceTapped(id)
            }
        }
        onDoubleTapped: (eventPoint) => {
            if (!previousTapShielded && !pressOnShield && !view.overlayAt(eventPoint.position.x, eventPoint.position.y)) view.fit()
        }
    }
}
