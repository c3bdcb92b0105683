import QtQuick
import QtTest
import Adjutant

// Pinch to zoom and drag to pan on the map with fingers (touch events, not the mouse): both change
// the view, and neither takes it past its limits (zoom between minimumZoom and maximumZoom, the map
// never dragged out of sight).
Item {
    id: root
    width: 800
    height: 600

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

    MapView {
        id: map
        anchors.fill: parent
        spaces: spaces
        bounds: Qt.rect(0, 0, 80, 60)
        spaceSize: 25
    }

    TestCase {
        name: "MapViewGestures"
        when: windowShown

        readonly property var content: findChild(map, "mapContent")

        function initTestCase() {
            spaces.append({ spaceId: "0101", name: "", kind: "hex", centreX: 20, centreY: 20, outline: root.hexOutline(20, 20),
                            terrain: "clear", features: "", control: "", alertCount: 0, alertSeverity: "", supply: "",
                            pieceCount: 0, zoc: "" })
            spaces.append({ spaceId: "0201", name: "", kind: "hex", centreX: 41.65, centreY: 32.5,
                            outline: root.hexOutline(41.65, 32.5), terrain: "forest", features: "", control: "",
                            alertCount: 0, alertSeverity: "", supply: "", pieceCount: 0, zoc: "" })
        }

        function init() { map.fit() }

        // Two fingers from (cx - d0, cy) and (cx + d0, cy) to (cx - d1, cy) and (cx + d1, cy), in steps.
        function pinch(cx, cy, d0, d1, steps) {
            const touch = touchEvent(map)
            touch.press(0, map, cx - d0, cy).press(1, map, cx + d0, cy).commit()
            for (let i = 1; i <= steps; ++i) {
                const d = d0 + (d1 - d0) * i / steps
                touch.move(0, map, cx - d, cy).move(1, map, cx + d, cy).commit()
                wait(5)
            }
            touch.release(0, map, cx - d1, cy).release(1, map, cx + d1, cy).commit()
            wait(20)
        }

        // One finger from (x, y) by (dx, dy), in steps.
        function drag(x, y, dx, dy, steps) {
            const touch = touchEvent(map)
            touch.press(0, map, x, y).commit()
            for (let i = 1; i <= steps; ++i) {
                touch.move(0, map, x + dx * i / steps, y + dy * i / steps).commit()
                wait(5)
            }
            touch.release(0, map, x + dx, y + dy).commit()
            wait(20)
        }

        // How much of the map (in pixels, each way) is inside the view.
        function visibleOverlap() {
            const topLeft = content.mapToItem(map, 0, 0)
            const bottomRight = content.mapToItem(map, content.width, content.height)
            return {
                x: Math.min(bottomRight.x, map.width) - Math.max(topLeft.x, 0),
                y: Math.min(bottomRight.y, map.height) - Math.max(topLeft.y, 0)
            }
        }

        function test_pinch_apart_zooms_in_around_the_fingers() {
            compare(map.zoom, 1)
            // The pinch takes hold only once the fingers have moved past the drag threshold, a step or a few
            // later on a busy machine (a CI run alongside other work took hold at step 3 of 12: zoom 2.0), so
            // three times as far apart zooms in by less than three.
            pinch(400, 300, 50, 150, 12)
            verify(map.zoom > 1.5, "pinched apart three times as far: zoom " + map.zoom)
            verify(map.zoom <= map.maximumZoom)
        }

        function test_pinch_together_zooms_out_but_not_below_the_minimum() {
            pinch(400, 300, 250, 20, 20)
            verify(map.zoom < 1, "pinched together: zoom " + map.zoom)
            verify(map.zoom >= map.minimumZoom - 1e-9, "zoom " + map.zoom + " below " + map.minimumZoom)
        }

        function test_zoom_stops_at_the_maximum() {
            for (let i = 0; i < 4; ++i) pinch(400, 300, 20, 380, 20)
            verify(map.zoom > 5, "zoomed far in: " + map.zoom)
            verify(map.zoom <= map.maximumZoom + 1e-9, "zoom " + map.zoom + " above " + map.maximumZoom)
            // The wheel obeys the same limit.
            for (let i = 0; i < 30; ++i) mouseWheel(map, 400, 300, 0, 120)
            verify(map.zoom <= map.maximumZoom + 1e-9, "wheel: zoom " + map.zoom)
        }

        function test_one_finger_drag_pans() {
            const x0 = content.x, y0 = content.y
            drag(400, 300, 150, 80, 15)
            verify(content.x > x0 + 100, "dragged right: x " + content.x + " from " + x0)
            verify(content.y > y0 + 50, "dragged down: y " + content.y + " from " + y0)
            compare(map.zoom, 1)
        }

        function test_the_map_cannot_be_dragged_out_of_sight() {
            for (let i = 0; i < 4; ++i) drag(100, 100, 650, 450, 15)
            let overlap = visibleOverlap()
            verify(overlap.x >= map.panMargin - 1 && overlap.y >= map.panMargin - 1,
                   "dragged far down-right, still showing " + overlap.x + " x " + overlap.y)
            for (let i = 0; i < 6; ++i) drag(700, 500, -650, -450, 15)
            overlap = visibleOverlap()
            verify(overlap.x >= map.panMargin - 1 && overlap.y >= map.panMargin - 1,
                   "dragged far up-left, still showing " + overlap.x + " x " + overlap.y)
        }

        function test_zoomed_in_the_map_pans_further_but_still_stays_in_view() {
            pinch(400, 300, 40, 240, 15)
            const zoom = map.zoom
            verify(zoom > 3)
            for (let i = 0; i < 6; ++i) drag(100, 100, 650, 450, 15)
            compare(map.zoom, zoom)
            const overlap = visibleOverlap()
            verify(overlap.x >= map.panMargin - 1 && overlap.y >= map.panMargin - 1,
                   "zoomed and dragged, still showing " + overlap.x + " x " + overlap.y)
        }
    }
}
