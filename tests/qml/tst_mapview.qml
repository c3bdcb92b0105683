import QtQuick
import QtTest
import Adjutant

// The map view draws spaces, counters and alert badges from its models, finds the tapped space,
// outlines highlighted spaces, and zooms and pans.
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

        function test_out_of_supply_counters_have_a_red_border() {
            compare(String(findChild(map, "counter-B-2").border.color), String(Theme.error))
            verify(String(findChild(map, "counter-B-1").border.color) !== String(Theme.error))
        }

        function test_badges_only_where_alerts_are() {
            const badge = findChild(map, "badge-0201")
            verify(badge.visible)
            compare(String(badge.color), String(Theme.error))
            verify(!findChild(map, "badge-0101").visible)
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
