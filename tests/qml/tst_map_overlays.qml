import QtQuick
import QtTest
import Adjutant

// The play screen's map overlays and table facing, driven by a plain object standing in for
// PlaySession: Zones hatches the spaces a side's zone of control covers, Supply tints each stack's
// supply state, the chosen stack's supply line is drawn and told in the inspector, and Turn panels
// turns the side panels (never the map) for the far side of the table. Both are remembered.
Item {
    id: root
    width: 1280
    height: 800

    // A flat-top hex 25 mm across the flats, as an SVG path in map millimetres.
    function hexOutline(cx, cy) {
        const r = 25 / Math.sqrt(3)
        let path = ""
        for (let i = 0; i < 6; ++i) {
            const a = Math.PI / 3 * i
            path += (i === 0 ? "M " : " L ") + (cx + r * Math.cos(a)).toFixed(2) + " " + (cy + r * Math.sin(a)).toFixed(2)
        }
        return path + " Z"
    }
    function centreOf(column, row) {
        const r = 25 / Math.sqrt(3)
        return { x: r + (column - 1) * r * 1.5, y: 12.5 + (row - 1) * 25 + (column % 2 === 1 ? 12.5 : 0) }
    }
    function hexId(column, row) { return (column < 10 ? "0" : "") + column + "0" + row }
    // The bottom edge of a hex (the hexside it shares with the hex below), as an SVG path.
    function bottomEdge(column, row) {
        const r = 25 / Math.sqrt(3)
        const c = centreOf(column, row)
        return "M " + (c.x + r / 2).toFixed(2) + " " + (c.y + 12.5).toFixed(2) + " L " + (c.x - r / 2).toFixed(2) + " " + (c.y + 12.5).toFixed(2)
    }

    QtObject {
        id: session
        property bool loaded: true
        property string errorMessage: ""
        property string storeMessage: ""
        property string gameTitle: "Open Field (test game)"
        property string scenarioTitle: "Meeting at the Crossing"
        property rect mapBounds: Qt.rect(-2, -2, 135, 120)
        property real spaceSize: 25
        property var sides: [{ id: "blue", name: "Blue Army", colour: "#2a4fa8" }, { id: "red", name: "Red Army", colour: "#b03a2e" }]
        // A red gunboat's zone runs along two hexsides of a river; Blue's reaches the second too.
        property var zoneLines: [{ zone: "naval-zoi", rule: "4.3", side: "red", space: "0201/0202", path: root.bottomEdge(2, 1) },
                                 { zone: "naval-zoi", rule: "4.3", side: "red", space: "0202/0203", path: root.bottomEdge(2, 2) },
                                 { zone: "naval-zoi", rule: "4.3", side: "blue", space: "0202/0203", path: root.bottomEdge(2, 2) }]
        property string turnLabel: "April 1862"
        property string stepTitle: "Blue Player Turn > Supply Phase"
        property string actor: "Blue Army"
        property var checklist: ["Trace supply for every troop unit"]
        property bool canNext: true
        property bool canPrevious: false
        property bool canUndo: false
        property bool canRedo: false
        property int errorCount: 0
        property int warningCount: 1
        property var chartQuestions: []
        property int chartsWaiting: 0
        property int nextCalls: 0
        // How often the screen asked for a line; not a notifying property, so asking does not loop.
        property var asked: ({ count: 0 })
        signal evaluated()
        function next() { ++nextCalls; return true }
        function previous() { return false }
        // Blue's stack at 0302 traces overland to the railway at 0403, then by rail to Westport.
        function supplyRouteAt(spaceId) {
            ++asked.count
            if (spaceId === "0302")
                return { pieceId: "B-inf-1", state: "supplied", traced: true, trace: "supply", rule: "7.1",
                         spaces: ["0302", "0202", "0101"], length: 2,
                         path: "M " + root.centreOf(3, 2).x + " " + root.centreOf(3, 2).y + " L " + root.centreOf(2, 2).x + " "
                               + root.centreOf(2, 2).y + " L " + root.centreOf(1, 1).x + " " + root.centreOf(1, 1).y,
                         source: "0101", sourceName: "Westport", sourcePoint: Qt.point(root.centreOf(1, 1).x, root.centreOf(1, 1).y),
                         cutPoint: null, text: "B-inf-1 is supplied from Westport (0101) in 2 hexes (rule 7.1)." }
            if (spaceId === "0504")
                return { pieceId: "B-cav-1", state: "out-of-supply", traced: false, trace: "", path: "", spaces: [],
                         sourcePoint: null, cutPoint: Qt.point(root.centreOf(4, 3).x, root.centreOf(4, 3).y), cutAt: "0403",
                         text: "B-cav-1 is out-of-supply: the overland way to 0202 is blocked at 0403 (enemy-units)." }
            return ({})
        }
        property ListModel mapModel: ListModel {}
        property ListModel pieceModel: ListModel {}
        property ListModel alertModel: ListModel {
            ListElement { code: "supply.out-of-supply"; severity: "warning"; rule: "7.2"; message: "B-cav-1 in 0504 cannot trace supply"; fix: ""; spaces: "0504"; pieces: "B-cav-1" }
        }
    }

    PlayScreen {
        id: screen
        anchors.fill: parent
        session: session
    }

    TestCase {
        name: "MapOverlays"
        when: windowShown

        readonly property var map: findChild(screen, "mapView")

        function initTestCase() {
            // Red at 0403 projects its zone into the hexes around it; Blue at 0302 into its own.
            const redZone = ["0403", "0402", "0404", "0303", "0304", "0503", "0504"]
            const blueZone = ["0302", "0301", "0303", "0202", "0203", "0402", "0403"]
            const supply = { "0302": "supplied", "0101": "supplied", "0504": "out-of-supply", "0403": "isolated" }
            for (let column = 1; column <= 5; ++column) {
                for (let row = 1; row <= 4; ++row) {
                    const id = root.hexId(column, row)
                    const c = root.centreOf(column, row)
                    const zoc = []
                    if (blueZone.indexOf(id) >= 0) zoc.push("blue")
                    if (redZone.indexOf(id) >= 0) zoc.push("red")
                    session.mapModel.append({ spaceId: id, name: id === "0101" ? "Westport" : "", kind: "hex", centreX: c.x, centreY: c.y,
                                              outline: root.hexOutline(c.x, c.y), terrain: (column + row) % 4 === 0 ? "forest" : "clear",
                                              features: id === "0101" ? "city,supply-source" : "", control: id === "0101" ? "blue" : "",
                                              alertCount: id === "0504" ? 1 : 0, alertSeverity: id === "0504" ? "warning" : "",
                                              supply: supply[id] || "", pieceCount: supply[id] ? 1 : 0, zoc: zoc.join(",") })
                }
            }
            const pieces = [["B-inf-1", "blue", "#2a4fa8", "Infantry", 3, 3, 2, "supplied"], ["B-inf-2", "blue", "#2a4fa8", "Infantry", 2, 1, 1, "supplied"],
                            ["B-cav-1", "blue", "#2a4fa8", "Cavalry", 1, 5, 4, "out-of-supply"], ["R-inf-1", "red", "#b03a2e", "Infantry", 3, 4, 3, "isolated"]]
            for (const p of pieces) {
                const c = root.centreOf(p[5], p[6])
                session.pieceModel.append({ pieceId: p[0], side: p[1], sideColour: p[2], kind: p[3].toLowerCase(), kindName: p[3],
                                            strength: p[4], x: c.x, y: c.y, stackIndex: 0, stackSize: 1, onMap: true, supply: p[7] })
            }
        }

        function init() {
            screen.tableSettings.showZones = false
            screen.tableSettings.showSupply = false
            screen.tableSettings.panelsTurned = false
            map.selectedSpace = ""
            map.fit()
        }

        function tapSpace(column, row) {
            const c = root.centreOf(column, row)
            const p = map.mapToView(c.x, c.y)
            mouseClick(map, p.x, p.y)
        }

        // A TableSettings made now reads what the table last had.
        function freshSettings() {
            return Qt.createQmlObject("import Adjutant; TableSettings {}", root, "freshSettings")
        }

        function test_overlays_start_off() {
            verify(findChild(map, "zone-0403") === null, "no zones drawn")
            verify(findChild(map, "supplyTint-0302") === null, "no supply drawn")
            const zones = findChild(screen, "zonesToggle"), supply = findChild(screen, "supplyToggle")
            verify(zones.visible && supply.visible)
            verify(zones.height >= 9 * Theme.mm && zones.width >= 9 * Theme.mm, "a touch target of 9 mm at least")
            verify(supply.height >= 9 * Theme.mm && supply.width >= 9 * Theme.mm)
        }

        function test_the_legend_says_what_each_colour_means_while_an_overlay_is_on() {
            const legend = findChild(screen, "overlayLegend")
            verify(legend !== null)
            verify(!legend.visible, "no overlay, no legend")
            mouseClick(findChild(screen, "zonesToggle"))
            tryVerify(() => legend.visible, 2000)
            tryVerify(() => findChild(legend, "legendZone-blue") !== null, 2000)
            compare(String(findChild(legend, "legendZone-blue").swatch), String(Qt.color("#2a4fa8")))
            compare(findChild(legend, "legendZone-red").label, "Red Army zone of control")
            verify(findChild(legend, "legendSupply-supplied") === null, "supply is off")
            mouseClick(findChild(screen, "supplyToggle"))
            tryVerify(() => findChild(legend, "legendSupply-isolated") !== null, 2000)
            compare(String(findChild(legend, "legendSupply-supplied").swatch), String(Theme.supplied))
            compare(String(findChild(legend, "legendSupply-unsupplied").swatch), String(Theme.unsupplied))
            compare(String(findChild(legend, "legendSupply-isolated").swatch), String(Theme.isolated))
            mouseClick(findChild(screen, "zonesToggle"))
            tryVerify(() => findChild(legend, "legendZone-blue") === null, 2000)
            mouseClick(findChild(screen, "supplyToggle"))
            tryVerify(() => !legend.visible, 2000, "both off: the legend goes")
        }

        function test_zones_hatch_only_the_spaces_a_zone_covers() {
            mouseClick(findChild(screen, "zonesToggle"))
            verify(screen.tableSettings.showZones)
            verify(findChild(screen, "zonesToggle").checked)
            tryVerify(() => findChild(map, "zone-0403") !== null, 2000, "Red's and Blue's zones meet at 0403")
            const both = findChild(map, "zone-0403")
            compare(both.sides.length, 2)
            compare(String(both.first), "#2a4fa8")
            compare(String(both.second), "#b03a2e")
            const red = findChild(map, "zone-0504")
            verify(red !== null)
            compare(red.sides, ["red"])
            compare(String(red.first), "#b03a2e")
            verify(findChild(map, "zone-0101") === null, "nobody's zone reaches Westport")
            verify(findChild(map, "supplyTint-0302") === null, "supply stays off")
            mouseClick(findChild(screen, "zonesToggle"))
            verify(!screen.tableSettings.showZones)
            tryVerify(() => findChild(map, "zone-0403") === null, 2000, "switched off again")
        }

        // Zones on hexsides (ships' zones along a river) are bands along the hexside in the side's
        // colour, the second side on a hexside dashed over the first, and the legend says so.
        function test_zones_on_hexsides_are_bands_along_the_edge() {
            verify(findChild(map, "zoneLine-naval-zoi-red-0201/0202") === null, "zones are off")
            mouseClick(findChild(screen, "zonesToggle"))
            tryVerify(() => findChild(map, "zoneLine-naval-zoi-red-0201/0202") !== null, 2000)
            const red = findChild(map, "zoneLine-naval-zoi-red-0202/0203")
            compare(String(red.colour), "#b03a2e")
            verify(!red.second)
            const blue = findChild(map, "zoneLine-naval-zoi-blue-0202/0203")
            compare(String(blue.colour), "#2a4fa8")
            verify(blue.second, "drawn dashed over Red's")
            const legend = findChild(screen, "overlayLegend")
            tryVerify(() => findChild(legend, "legendHexsideZone-red") !== null, 2000)
            compare(findChild(legend, "legendHexsideZone-red").label, "Red Army ships' zone of influence (band along the hexside)")
            verify(findChild(legend, "legendHexsideZone-blue") !== null)
            mouseClick(findChild(screen, "zonesToggle"))
            tryVerify(() => findChild(map, "zoneLine-naval-zoi-red-0201/0202") === null, 2000)
        }

        function test_supply_tints_each_stack_by_its_state() {
            mouseClick(findChild(screen, "supplyToggle"))
            verify(screen.tableSettings.showSupply)
            tryVerify(() => findChild(map, "supplyTint-0302") !== null, 2000)
            compare(String(findChild(map, "supplyTint-0302").tint), String(Theme.supplied))
            compare(String(findChild(map, "supplyTint-0504").tint), String(Theme.unsupplied))
            compare(String(findChild(map, "supplyTint-0403").tint), String(Theme.isolated))
            verify(findChild(map, "supplyTint-0201") === null, "no stack, no tint")
            verify(findChild(map, "zone-0403") === null, "zones stay off")
        }

        // Supply is told by a glyph on each counter as well as by colour, in colours colour-blind
        // players tell apart (Okabe-Ito), and the supplied tint is not the forest's green.
        function test_supply_is_told_by_a_glyph_as_well_as_a_colour() {
            mouseClick(findChild(screen, "supplyToggle"))
            tryVerify(() => findChild(map, "supplyMark-B-inf-1").visible, 2000)
            compare(findChild(map, "supplyMark-B-inf-1").glyph, "\u2713")
            compare(findChild(map, "supplyMark-B-cav-1").glyph, "!")
            compare(findChild(map, "supplyMark-R-inf-1").glyph, "\u2715")
            verify(findChild(map, "supplyRing-R-inf-1").visible)
            compare(String(Theme.supplied), "#0072b2")
            compare(String(Theme.unsupplied), "#e69f00")
            compare(String(Theme.isolated), "#d55e00")
            const forest = Qt.color(Theme.terrainColour("forest", "hex"))
            const tint = Qt.color(Theme.supplied)
            verify(Math.abs(forest.hslHue - tint.hslHue) > 0.15, "supplied " + tint + " is the forest's hue " + forest)
            const legend = findChild(screen, "overlayLegend")
            tryVerify(() => findChild(legend, "legendSupply-isolated") !== null, 2000)
            compare(findChild(legend, "legendSupply-isolated").glyph, "\u2715")
            compare(findChild(legend, "legendSupply-unsupplied").glyph, "!")
        }

        function test_a_game_without_zones_shows_none() {
            const saved = []
            for (let i = 0; i < session.mapModel.count; ++i) {
                saved.push(session.mapModel.get(i).zoc)
                session.mapModel.setProperty(i, "zoc", "")
            }
            mouseClick(findChild(screen, "zonesToggle"))
            verify(screen.tableSettings.showZones)
            wait(50)
            for (let i = 0; i < session.mapModel.count; ++i)
                verify(findChild(map, "zone-" + session.mapModel.get(i).spaceId) === null)
            for (let i = 0; i < session.mapModel.count; ++i) session.mapModel.setProperty(i, "zoc", saved[i])
        }

        function test_the_overlays_are_remembered() {
            mouseClick(findChild(screen, "zonesToggle"))
            mouseClick(findChild(screen, "supplyToggle"))
            const fresh = freshSettings()
            verify(fresh.showZones)
            verify(fresh.showSupply)
            verify(!fresh.panelsTurned)
            fresh.destroy()
        }

        function test_the_chosen_stack_shows_its_supply_line() {
            const line = findChild(map, "supplyRoute")
            const text = findChild(screen, "supplyRouteText")
            verify(!line.visible)
            tapSpace(3, 2)
            tryCompare(map, "selectedSpace", "0302")
            tryVerify(() => line.visible, 2000, "the line from 0302 to Westport")
            verify(findChild(map, "supplySourceMark").visible, "a ring on the source")
            verify(!findChild(map, "supplyCutMark").visible)
            verify(text.visible)
            compare(text.text, "B-inf-1 is supplied from Westport (0101) in 2 hexes (rule 7.1).")
            // A stack that traces none: no line, a cross where it is cut, and why in the inspector.
            tapSpace(5, 4)
            tryCompare(map, "selectedSpace", "0504")
            tryVerify(() => !line.visible)
            verify(findChild(map, "supplyCutMark").visible)
            verify(!findChild(map, "supplySourceMark").visible)
            verify(text.text.indexOf("blocked at 0403") >= 0, text.text)
            // Nothing there needs supply: nothing to say.
            tapSpace(2, 3)
            tryCompare(map, "selectedSpace", "0203")
            verify(!line.visible)
            verify(!text.visible)
        }

        function test_the_line_is_asked_again_after_each_change() {
            tapSpace(3, 2)
            tryCompare(map, "selectedSpace", "0302")
            const before = session.asked.count
            session.evaluated()
            verify(session.asked.count > before, "a new position, a new line")
        }

        function test_turned_panels_face_the_far_side_and_the_map_does_not_turn() {
            const panels = findChild(screen, "sidePanels")
            const inspector = findChild(screen, "spaceInspector")
            compare(panels.rotation, 0)
            tapSpace(3, 2)
            tryVerify(() => inspector.visible)
            const nearCorner = inspector.mapToItem(map, 0, 0)
            verify(nearCorner.y > map.height / 2, "the inspector starts at the bottom of the map")

            mouseClick(findChild(screen, "facingButton"))
            verify(screen.tableSettings.panelsTurned)
            compare(panels.rotation, 180)
            compare(inspector.rotation, 180)
            compare(map.rotation, 0)
            compare(findChild(map, "mapContent").rotation, 0)
            const farCorner = inspector.mapToItem(map, inspector.width / 2, inspector.height / 2)
            verify(farCorner.y < map.height / 2 && farCorner.x > map.width / 2, "the inspector moved to the far corner")
            // Turned panels still work: Next is where its picture is.
            const nextCalls = session.nextCalls
            mouseClick(findChild(screen, "nextButton"))
            compare(session.nextCalls, nextCalls + 1)

            const fresh = freshSettings()
            verify(fresh.panelsTurned, "remembered for the next game")
            fresh.destroy()
            mouseClick(findChild(screen, "facingButton"))
            compare(panels.rotation, 0)
            verify(!freshSettings().panelsTurned)
        }

        // A picture for people: both overlays on, a stack's supply line, the panels facing the far side.
        function test_zz_screenshot() {
            screen.tableSettings.showZones = true
            screen.tableSettings.showSupply = true
            tapSpace(3, 2)
            tryCompare(map, "selectedSpace", "0302")
            wait(100)
            const image = grabImage(root)
            verify(image.width === root.width)
            if (typeof testOutputDir === "string" && testOutputDir.length > 0)
                image.save(testOutputDir + "/play-overlays.png")
            screen.tableSettings.panelsTurned = true
            wait(100)
            const turned = grabImage(root)
            if (typeof testOutputDir === "string" && testOutputDir.length > 0)
                turned.save(testOutputDir + "/play-overlays-turned.png")
        }
    }
}
