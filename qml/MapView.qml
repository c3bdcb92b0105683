import QtQuick
import QtQuick.Shapes

// The game map drawn from its data: every space (hex, area or box) filled by terrain, the pieces as
// counters coloured by side, control marks and alert badges; on request, zones of control hatched in
// the colour of the side exerting them, supply states tinted, and the supply line of the chosen
// stack. Pinch or wheel to zoom, drag to pan, tap a space to choose it. Everything inside `board` is
// in map millimetres.
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
    readonly property real counterSize: spaceSize * 0.6 * k
    readonly property alias zoom: content.scale

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
        property real sizeMm: 3
        property real cx: 0
        property real cy: 0
        font.pixelSize: Math.max(1, Math.round(sizeMm * view.k))
        x: cx - width / 2
        y: cy - height / 2
    }

    clip: true
    onWidthChanged: fit()
    onHeightChanged: fit()
    onBoundsChanged: fit()

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

            // Spaces: terrain fill and outline; their ids and names.
            Repeater {
                id: spaceRepeater
                model: view.spaces
                delegate: Item {
                    id: space
                    required property var model
                    readonly property string spaceId: model.spaceId
                    readonly property string features: String(model.features || "")
                    readonly property bool highlighted: view.isHighlighted(spaceId)
                    readonly property bool selected: view.selectedSpace === spaceId
                    readonly property real cx: view.pxX(model.centreX)
                    readonly property real cy: view.pxY(model.centreY)
                    readonly property real size: view.spaceSize * view.k

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
                    // Overlays over the terrain, under the names: created only while shown, so a big
                    // map costs nothing with them off.
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
                                fillColor: Qt.rgba(supplyShape.tint.r, supplyShape.tint.g, supplyShape.tint.b, 0.45)
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
                    MapText {
                        cx: space.cx
                        cy: space.cy - space.size * 0.34
                        sizeMm: view.spaceSize * 0.14
                        text: space.model.kind === "hex" ? space.spaceId : ""
                        color: Theme.mapInk
                    }
                    // Cities and towns: a dot; a name below.
                    Rectangle {
                        visible: space.features.indexOf("city") >= 0 || space.features.indexOf("town") >= 0
                        width: space.size * (space.features.indexOf("city") >= 0 ? 0.22 : 0.15)
                        height: width
                        radius: space.features.indexOf("city") >= 0 ? 0 : width / 2
                        x: space.cx - width / 2
                        y: space.cy - height / 2
                        color: "#6b3a2a"
                    }
                    MapText {
                        visible: text.length > 0
                        cx: space.cx
                        cy: space.model.kind === "box" ? space.cy - space.size * 0.47 : space.cy + space.size * 0.36
                        sizeMm: view.spaceSize * 0.16
                        text: space.model.name || ""
                        font.bold: true
                        color: "#3a2a1a"
                    }
                    // Control: a small flag in the side's colour.
                    Rectangle {
                        visible: (space.model.control || "") !== ""
                        width: space.size * 0.16
                        height: width
                        radius: width / 2
                        x: space.cx - space.size * 0.42
                        y: space.cy - height / 2
                        color: view.sideColours[space.model.control] || "#808080"
                        border.color: "white"
                        border.width: Math.max(1, width * 0.12)
                    }
                }
            }

            // Rivers on hexsides, railways and roads from centre to centre.
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

            // Zones on hexsides: a broad band along the edge in the side's colour, over the river;
            // two sides on one hexside show both, the second dashed over the first.
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

            // Highlighted (an alert was chosen) and selected spaces, outlined on top of the others.
            Repeater {
                model: view.spaces
                delegate: Shape {
                    id: outlineShape
                    required property var model
                    readonly property bool highlighted: view.isHighlighted(model.spaceId)
                    readonly property bool selected: view.selectedSpace === model.spaceId
                    visible: highlighted || selected
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

            // Pieces: counters in their side's colour, stacked up and to the left.
            Repeater {
                id: pieceRepeater
                model: view.pieces
                delegate: Rectangle {
                    id: counter
                    required property var model
                    readonly property real step: view.counterSize * 0.14
                    readonly property bool outOfSupply: (model.supply || "") !== "" && model.supply !== "supplied"
                    objectName: "counter-" + model.pieceId
                    visible: model.onMap
                    z: 10 + model.stackIndex
                    width: view.counterSize
                    height: view.counterSize
                    x: view.pxX(model.x) - width / 2 + (model.stackIndex - (model.stackSize - 1) / 2) * step
                    y: view.pxY(model.y) - height / 2 - (model.stackIndex - (model.stackSize - 1) / 2) * step
                    radius: view.counterSize * 0.08
                    color: model.sideColour
                    border.color: outOfSupply ? Theme.error : Qt.darker(model.sideColour, 1.8)
                    border.width: outOfSupply ? view.counterSize * 0.1 : view.counterSize * 0.04

                    MapText {
                        cx: counter.width / 2
                        cy: counter.height * 0.27
                        sizeMm: view.spaceSize * 0.6 * 0.26
                        text: String(counter.model.kindName || counter.model.kind || "").substring(0, 3).toUpperCase()
                        color: "white"
                    }
                    MapText {
                        cx: counter.width / 2
                        cy: counter.height * 0.66
                        sizeMm: view.spaceSize * 0.6 * 0.44
                        text: counter.model.strength > 0 ? String(counter.model.strength) : "★"
                        font.bold: true
                        color: "white"
                    }
                }
            }

            // Alert badges, above everything: how many alerts name the space, coloured by the worst.
            Repeater {
                model: view.spaces
                delegate: Rectangle {
                    required property var model
                    objectName: "badge-" + model.spaceId
                    visible: model.alertCount > 0
                    z: 100
                    width: view.spaceSize * 0.4 * view.k
                    height: width
                    radius: width / 2
                    x: view.pxX(model.centreX) + view.spaceSize * 0.16 * view.k
                    y: view.pxY(model.centreY) - view.spaceSize * 0.52 * view.k
                    color: Theme.severityColour(model.alertSeverity)
                    border.color: "white"
                    border.width: width * 0.08
                    MapText {
                        cx: parent.width / 2
                        cy: parent.height / 2
                        sizeMm: view.spaceSize * 0.4 * 0.62
                        text: String(parent.model.alertCount)
                        font.bold: true
                        color: "white"
                    }
                }
            }
        }
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
    TapHandler {
        onTapped: (eventPoint) => {
            const p = board.mapFromItem(view, eventPoint.position.x, eventPoint.position.y)
            const id = view.spaceNear(p.x / view.k + view.bounds.x, p.y / view.k + view.bounds.y)
            if (id !== "") {
                view.selectedSpace = id
                view.spaceTapped(id)
            }
        }
        onDoubleTapped: view.fit()
    }
}
