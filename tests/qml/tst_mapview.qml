import QtQuick
import QtTest
import Adjutant

// The map view draws spaces, counters and alert badges from its models, finds the tapped space,
// outlines highlighted spaces, and zooms and pans. Readable at 80 cm: labels above every fill, each
// stack inside its hex, badges beside the counter, supply told by a ring and a glyph; and on a map
// too big to read whole, counters and hex numbers keep their physical size by following the action.
Item {
    id: root
    width: 800
    height: 600

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

    ListModel { id: spaces }
    ListModel { id: pieces }

    MapView {
        id: map
        anchors.fill: parent
        spaces: spaces
        pieces: pieces
        bounds: Qt.rect(0, 0, 80, 60)
        spaceSize: 25
        sideColours: ({ "blue": "#2a4fa8", "red": "#b03a2e" })
    }

    SignalSpy { id: tapped; target: map; signalName: "spaceTapped" }

    // A map far too big to read whole in this window: 25 mm hexes on a 1.6 m board.
    ListModel { id: bigSpaces }
    ListModel { id: bigPieces }
    MapView {
        id: bigMap
        visible: false
        width: 800
        height: 600
        spaces: bigSpaces
        pieces: bigPieces
        bounds: Qt.rect(0, 0, 1600, 1200)
        spaceSize: 25
    }

    TestCase {
        name: "MapView"
        when: windowShown

        function initTestCase() {
            spaces.append({ spaceId: "0101", name: "Westport", kind: "hex", centreX: 20, centreY: 20,
                            outline: root.hexOutline(20, 20), terrain: "forest", features: "city,supply-source",
                            control: "blue", alertCount: 0, alertSeverity: "", supply: "supplied", pieceCount: 2 })
            spaces.append({ spaceId: "0201", name: "", kind: "hex", centreX: 41.65, centreY: 32.5,
                            outline: root.hexOutline(41.65, 32.5), terrain: "clear", features: "",
                            control: "", alertCount: 2, alertSeverity: "error", supply: "", pieceCount: 1 })
            pieces.append({ pieceId: "B-1", side: "blue", sideColour: "#2a4fa8", kind: "infantry", kindName: "Infantry",
                            strength: 3, x: 20, y: 20, stackIndex: 0, stackSize: 2, onMap: true, supply: "supplied" })
            pieces.append({ pieceId: "B-2", side: "blue", sideColour: "#2a4fa8", kind: "cavalry", kindName: "Cavalry",
                            strength: 1, x: 20, y: 20, stackIndex: 1, stackSize: 2, onMap: true, supply: "out-of-supply" })
            pieces.append({ pieceId: "R-1", side: "red", sideColour: "#b03a2e", kind: "infantry", kindName: "Infantry",
                            strength: 3, x: 41.65, y: 32.5, stackIndex: 0, stackSize: 1, onMap: true, supply: "" })
            pieces.append({ pieceId: "R-9", side: "red", sideColour: "#b03a2e", kind: "infantry", kindName: "Infantry",
                            strength: 2, x: 0, y: 0, stackIndex: 0, stackSize: 0, onMap: false, supply: "" })
        }

        function init() {
            map.fit()
            map.highlightedSpaces = []
            map.selectedSpace = ""
            tapped.clear()
        }

        function test_counters_are_drawn_in_their_side_colour() {
            const counter = findChild(map, "counter-B-1")
            verify(counter !== null, "a counter for B-1")
            verify(counter.visible)
            compare(String(counter.color), "#2a4fa8")
            compare(String(findChild(map, "counter-R-1").color), "#b03a2e")
            verify(!findChild(map, "counter-R-9").visible, "a piece off the map has no counter on it")
        }

        function test_the_top_of_a_stack_is_drawn_above_and_offset() {
            const bottom = findChild(map, "counter-B-1"), top = findChild(map, "counter-B-2")
            verify(top.z > bottom.z)
            verify(top.y < bottom.y, "the stack climbs up the screen")
        }

        // Out of supply is told by a ring and a glyph on the counter, not by colour alone; with the
        // overlay off, a supplied counter carries neither.
        function test_out_of_supply_counters_carry_a_ring_and_a_glyph() {
            const ring = findChild(map, "supplyRing-B-2"), mark = findChild(map, "supplyMark-B-2")
            verify(ring.visible && mark.visible)
            compare(String(ring.border.color), String(Theme.unsupplied))
            compare(mark.glyph, "!")
            verify(!findChild(map, "supplyRing-B-1").visible)
            verify(!findChild(map, "supplyMark-B-1").visible)
            map.showSupply = true
            verify(findChild(map, "supplyMark-B-1").visible, "the overlay shows every state")
            compare(findChild(map, "supplyMark-B-1").glyph, "\u2713")
            map.showSupply = false
        }

        function test_badges_only_where_alerts_are() {
            const badge = findChild(map, "badge-0201")
            verify(badge.visible)
            compare(String(badge.color), String(Theme.errorFill))
            verify(!findChild(map, "badge-0101").visible)
        }

        function rectIn(item, target) {
            const p = item.mapToItem(target, 0, 0)
            return Qt.rect(p.x, p.y, item.width, item.height)
        }
        function overlaps(a, b) {
            return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
        }

        function test_badges_sit_beside_the_counter_not_on_it() {
            const badge = rectIn(findChild(map, "badge-0201"), map)
            const counter = rectIn(findChild(map, "counter-R-1"), map)
            verify(!overlaps(badge, counter), "the badge covers the counter's strength")
        }

        // Names and numbers are drawn above every fill, so a hex drawn later never cuts them off.
        function test_labels_are_drawn_above_all_fills() {
            const fills = findChild(map, "fillLayer"), lines = findChild(map, "lineLayer"), labels = findChild(map, "labelLayer")
            verify(fills !== null && lines !== null && labels !== null)
            verify(labels.z > fills.z && labels.z > lines.z, "labels z " + labels.z + ", fills " + fills.z + ", lines " + lines.z)
            compare(labels.parent, fills.parent, "siblings: z orders them")
            const name = findChild(map, "spaceName-0101")
            verify(name !== null && name.visible)
            compare(name.text, "Westport")
            // No fill is drawn among the labels.
            verify(findChild(labels, "fill-0201") === null && findChild(fills, "fill-0201") !== null)
        }

        // Every counter of a stack lies inside the circle inscribed in its hex, however tall it is.
        function test_a_stack_stays_inside_its_hex() {
            const centre = map.mapToView(20, 20)
            const radius = 25 / 2 * map.k * map.zoom
            for (const size of [2, 6, 12]) {
                pieces.setProperty(0, "stackSize", size)
                pieces.setProperty(1, "stackSize", size)
                pieces.setProperty(1, "stackIndex", size - 1)
                for (const id of ["counter-B-1", "counter-B-2"]) {
                    const r = rectIn(findChild(map, id), map)
                    for (const corner of [[r.x, r.y], [r.x + r.width, r.y], [r.x, r.y + r.height], [r.x + r.width, r.y + r.height]]) {
                        const d = Math.hypot(corner[0] - centre.x, corner[1] - centre.y)
                        verify(d <= radius + 0.5, id + " of a stack of " + size + " reaches " + d.toFixed(1) + " px from the centre, over " + radius.toFixed(1))
                    }
                }
            }
            pieces.setProperty(0, "stackSize", 2)
            pieces.setProperty(1, "stackSize", 2)
            pieces.setProperty(1, "stackIndex", 1)
        }

        FontMetrics { id: metrics }

        function fillBigMap() {
            bigSpaces.clear()
            bigPieces.clear()
            for (const id of ["0101", "3020"]) {
                const cx = id === "0101" ? 20 : 800, cy = id === "0101" ? 20 : 600
                bigSpaces.append({ spaceId: id, name: "", kind: "hex", centreX: cx, centreY: cy, outline: root.hexOutline(cx, cy),
                                   terrain: "clear", features: "", control: "", alertCount: 1, alertSeverity: "error",
                                   supply: "", pieceCount: 1 })
                bigPieces.append({ pieceId: "P-" + id, side: "blue", sideColour: "#2a4fa8", kind: "infantry", kindName: "Infantry",
                                   strength: 3, x: cx, y: cy, stackIndex: 0, stackSize: 1, onMap: true, supply: "", space: id })
            }
        }

        // On a map too big to read whole, the view zooms to the chosen alert so that counters are
        // 12 mm and hex numbers 3.5 mm high on this screen (here 3.6 px/mm, a 24-inch 1080p monitor);
        // "Whole map" fits it again.
        function test_counters_and_hex_numbers_keep_their_physical_size() {
            const density = Theme.mm
            Theme.mm = 3.6
            bigMap.visible = true
            try {
                fillBigMap()
                bigMap.highlightedSpaces = []
                bigMap.fit()
                verify(!bigMap.readableAtFit, "the whole map cannot be read at this size")
                const counter = findChild(bigMap, "counter-P-3020"), number = findChild(bigMap, "hexNumber-3020")
                verify(counter.width * bigMap.zoom < 12 * Theme.mm, "fitted, counters are small")
                const wholeMap = findChild(bigMap, "wholeMapButton")
                verify(!wholeMap.visible, "already the whole map")

                bigMap.highlightedSpaces = ["3020"]
                tryVerify(() => bigMap.zoom > 1, 2000, "followed the chosen alert")
                const counterMm = counter.width * bigMap.zoom / Theme.mm
                verify(counterMm >= 12 - 0.01, "counter " + counterMm.toFixed(2) + " mm")
                metrics.font = number.font
                const capMm = metrics.tightBoundingRect("0").height * bigMap.zoom / Theme.mm
                verify(capMm >= 3.5 - 0.1, "hex number " + capMm.toFixed(2) + " mm high")
                compare(number.text, "3020")
                const there = bigMap.mapToView(800, 600)
                fuzzyCompare(there.x, bigMap.width / 2, 2)
                fuzzyCompare(there.y, bigMap.height / 2, 2)

                verify(wholeMap.visible, "the players can fit it again")
                mouseClick(wholeMap)
                compare(bigMap.zoom, 1)
                verify(!wholeMap.visible)
            } finally {
                Theme.mm = density
                bigMap.visible = false
            }
        }

        // The last change seen in the pieces is where the view goes when nothing else is chosen.
        function test_the_view_follows_the_last_move() {
            fillBigMap()
            bigMap.highlightedSpaces = []
            bigMap.fit()
            bigPieces.setProperty(0, "space", "3020")
            tryVerify(() => bigMap.lastChangedSpaces.length === 2, 2000)
            compare(bigMap.lastChangedSpaces, ["3020", "0101"], "where it went, then where it left")
            tryVerify(() => bigMap.zoom > 1, 2000, "zoomed to the move")
        }

        // Action by the map's corner: the view goes there, but the map still fills it, with no
        // empty band of background beside the board.
        function test_following_a_corner_leaves_no_empty_band() {
            fillBigMap()
            bigMap.fit()
            bigMap.highlightedSpaces = ["0101"]
            tryVerify(() => bigMap.zoom > 1, 2000, "followed the alert in the corner")
            const corner = bigMap.mapToView(0, 0), far = bigMap.mapToView(1600, 1200)
            verify(corner.x <= 0.5 && corner.y <= 0.5, "the board's corner at " + corner + ", inside the view")
            verify(far.x >= bigMap.width - 0.5 && far.y >= bigMap.height - 0.5, "the board ends at " + far)
            const there = bigMap.mapToView(20, 20)
            verify(there.x > 0 && there.x < bigMap.width && there.y > 0 && there.y < bigMap.height, "the alert's hex is in view")
            bigMap.highlightedSpaces = []
        }

        function test_tap_chooses_the_nearest_space() {
            const p = map.mapToView(41.65, 32.5)
            mouseClick(map, p.x, p.y)
            tryCompare(tapped, "count", 1)
            compare(tapped.signalArguments[0][0], "0201")
            compare(map.selectedSpace, "0201")
        }

        function test_highlighted_spaces() {
            map.highlightedSpaces = ["0101"]
            verify(map.isHighlighted("0101"))
            verify(!map.isHighlighted("0201"))
        }

        function test_wheel_zooms_and_fit_restores() {
            const before = map.zoom
            mouseWheel(map, map.width / 2, map.height / 2, 0, 120)
            tryVerify(() => map.zoom > before, 2000, "the wheel zooms in")
            map.fit()
            compare(map.zoom, 1)
        }

        function test_drag_pans() {
            const content = findChild(map, "mapContent")
            const x0 = content.x, y0 = content.y
            mouseDrag(map, 400, 300, 120, 60, Qt.LeftButton, Qt.NoModifier, 20)
            tryVerify(() => content.x > x0 + 50, 2000, "dragged right: " + content.x + " from " + x0)
            verify(content.y > y0 + 20)
        }

        function test_pinch_zooms() {
            const before = map.zoom
            const touch = touchEvent(map)
            touch.press(0, map, 350, 300).press(1, map, 450, 300).commit()
            for (let i = 1; i <= 10; ++i) {
                touch.move(0, map, 350 - i * 10, 300).move(1, map, 450 + i * 10, 300).commit()
                wait(10)
            }
            touch.release(0, map, 250, 300).release(1, map, 550, 300).commit()
            verify(map.zoom > before * 1.5, "pinched apart: zoom " + map.zoom)
        }
    }
}
