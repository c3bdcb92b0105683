import QtQuick
import QtTest
import Adjutant

// The table set-up screen driven by a plain object standing in for the TableWatcher: the camera
// list, the map registered on its markers or by touches (turned into camera-frame pixels through the
// letterboxed picture), and the empty-board capture, each step with what it says.
Item {
    id: root
    width: 1000
    height: 700

    QtObject {
        id: fakeWatcher
        property bool active: false
        property string sourceStatus: "off"
        property string sourceMessage: ""
        property string sourceDescription: ""
        property bool registered: false
        property bool registeredByTouch: false
        property string why: ""
        property int frameWidth: 1920
        property int frameHeight: 1080
        property var cameras: [{index: 0, name: "Built-in camera"}, {index: 1, name: "USB table camera"}]
        property var touchTargets: [{hex: "0102", where: "near the top-left corner"}, {hex: "2102", where: "near the top-right corner"},
                                    {hex: "2114", where: "near the bottom-right corner"}, {hex: "0114", where: "near the bottom-left corner"},
                                    {hex: "0807", where: "left of the middle"}, {hex: "1408", where: "right of the middle"}]
        property string touchState: "none"
        property string touchMessage: ""
        property string captureState: "none"
        property string captureMessage: ""
        property bool touchesKept: false
        property bool captureKept: false
        property string keptAt: ""
        property var placement: [{piece: "US-inf-1", side: "union", sideName: "Union", space: "0304", label: "Volunteer infantry 1 (Union)"},
                                 {piece: "US-inf-2", side: "union", sideName: "Union", space: "0304", label: "Volunteer infantry 2 (Union)"},
                                 {piece: "CS-cav-1", side: "confederate", sideName: "Confederate", space: "1108", label: "Volunteer cavalry 1 (Confederate)"}]
        property var learnedPieces: []
        property string faceState: "none"
        property string faceMessage: ""
        property var learnings: []
        property int geometryVersion: 0
        // 0304 at the frame's middle, 1108 towards its right; nothing while unregistered.
        function framePointOf(space) {
            if (!registered) return {ok: false}
            if (space === "0304") return {ok: true, x: 960, y: 540}
            if (space === "1108") return {ok: true, x: 1500, y: 300}
            return {ok: false}
        }
        function learnFace(piece, side, space) { learnings.push({piece: piece, side: side, space: space}); faceState = "working" }
        property var started: []
        property var registrations: []
        property int captures: 0
        property var liveSink: undefined
        function start(source) { started.push(source); active = true; sourceDescription = "camera " + source.split(":")[1]; return true }
        function registerByTouches(touches) { registrations.push(touches); touchState = "working" }
        function captureEmptyBoard() { ++captures; captureState = "working" }
        property int printSearches: 0
        function findMapByPrint() { ++printSearches; touchState = "working" }
        function showLiveOn(sink) { liveSink = sink }
    }

    SetupScreen { id: setup; anchors.fill: parent; watcher: fakeWatcher }
    SignalSpy { id: closed; target: setup; signalName: "closeRequested" }
    QtObject { id: loadedSession; property bool loaded: true }
    AdminPanel { id: admin; anchors.fill: parent; visible: false; z: 5; session: loadedSession; watcher: fakeWatcher }
    SignalSpy { id: setupWanted; target: admin; signalName: "setupRequested" }

    TestCase {
        name: "SetupScreen"
        when: windowShown

        function init() {
            fakeWatcher.active = false
            fakeWatcher.sourceStatus = "off"
            fakeWatcher.registered = false
            fakeWatcher.registeredByTouch = false
            fakeWatcher.touchState = "none"
            fakeWatcher.touchMessage = ""
            fakeWatcher.captureState = "none"
            fakeWatcher.touchesKept = false
            fakeWatcher.captureKept = false
            fakeWatcher.keptAt = ""
            fakeWatcher.learnedPieces = []
            fakeWatcher.faceState = "none"
            fakeWatcher.faceMessage = ""
            fakeWatcher.learnings = []
            fakeWatcher.printSearches = 0
            fakeWatcher.registrations = []
            fakeWatcher.started = []
            setup.open()
            waitForRendering(setup)
        }

        function stateText() { return findChild(setup, "setupStateText").text }

        // Where frame pixel (fx, fy) shows on the picture, worked out here independently of the screen.
        function shownAt(picture, fx, fy) {
            const scale = Math.min(picture.width / 1920, picture.height / 1080)
            return {x: (picture.width - 1920 * scale) / 2 + fx * scale, y: (picture.height - 1080 * scale) / 2 + fy * scale,
                    scale: scale}
        }

        function test_a_camera_is_picked_from_the_list() {
            compare(setup.step, "camera")
            verify(stateText().indexOf("Touch the camera") >= 0, stateText())
            const second = findChild(setup, "camera-1")
            verify(second !== null)
            verify(second.text.indexOf("USB table camera") >= 0)
            verify(second.height >= Theme.touchTarget)
            mouseClick(second)
            compare(fakeWatcher.started, ["camera:1"])
            verify(stateText().indexOf("Starting camera 1") >= 0, stateText())
            fakeWatcher.sourceStatus = "live"
            verify(stateText().indexOf("Camera live: camera 1") >= 0, stateText())
            verify(findChild(setup, "setupStep-camera").text.indexOf("✓") >= 0)
            mouseClick(findChild(setup, "setupNext"))
            compare(setup.step, "map")

            fakeWatcher.active = false
            fakeWatcher.cameras = []
            setup.step = "camera"
            verify(stateText().indexOf("No camera found") >= 0, stateText())
            fakeWatcher.cameras = [{index: 0, name: "Built-in camera"}, {index: 1, name: "USB table camera"}]
        }

        function test_a_map_on_its_markers_needs_no_touches() {
            fakeWatcher.active = true
            fakeWatcher.sourceStatus = "live"
            fakeWatcher.registered = true
            setup.open()
            waitForRendering(setup)
            compare(setup.step, "map")
            compare(stateText(), "The map is registered on its markers.")
            verify(!findChild(setup, "touchPrompt").visible)
            verify(!findChild(setup, "pictureTouch").enabled)
            verify(findChild(setup, "setupStep-map").text.indexOf("✓") >= 0)
        }

        function test_touches_on_the_letterboxed_picture_become_frame_pixels() {
            fakeWatcher.active = true
            fakeWatcher.sourceStatus = "live"
            setup.open()
            waitForRendering(setup)
            verify(stateText().indexOf("markers are not in view") >= 0, stateText())
            const prompt = findChild(setup, "touchPrompt")
            verify(prompt.text.indexOf("Touch 1 of 6") >= 0 && prompt.text.indexOf("hex 0102") >= 0, prompt.text)
            const picture = findChild(setup, "livePicture")
            verify(picture.width > 0 && picture.height > 0)

            // A touch on the black bars beside (or above) the frame is not on the map: ignored.
            const wide = picture.width / picture.height > 1920 / 1080
            mouseClick(picture, wide ? 2 : picture.width / 2, wide ? picture.height / 2 : 2)
            compare(setup.touchedCount, 0)

            const framePoints = [[200, 150], [1700, 140], [1750, 950], [180, 960], [700, 500], [1250, 560]]
            for (let i = 0; i < framePoints.length; ++i) {
                const at = shownAt(picture, framePoints[i][0], framePoints[i][1])
                mouseClick(picture, at.x, at.y)
                compare(setup.touchedCount, i + 1)
                const touch = setup.touches[i]
                compare(touch.hex, fakeWatcher.touchTargets[i].hex)
                // A click lands on a whole item pixel: within one screen pixel of the aim.
                verify(Math.abs(touch.x - framePoints[i][0]) <= 1 / at.scale, "x " + touch.x)
                verify(Math.abs(touch.y - framePoints[i][1]) <= 1 / at.scale, "y " + touch.y)
                const mark = findChild(setup, "touchMark-" + i)
                verify(mark.visible)
                verify(Math.abs(mark.x - at.x) <= 1 && Math.abs(mark.y - at.y) <= 1)
                if (i < framePoints.length - 1)
                    verify(prompt.text.indexOf("hex " + fakeWatcher.touchTargets[i + 1].hex) >= 0, prompt.text)
            }
            // The sixth touch sends all six, in the order asked.
            compare(fakeWatcher.registrations.length, 1)
            const sent = fakeWatcher.registrations[0]
            compare(sent.length, 6)
            compare(sent.map(t => t.hex), fakeWatcher.touchTargets.map(t => t.hex))
            verify(Math.abs(sent[2].x - 1750) <= 2 && Math.abs(sent[2].y - 950) <= 2)
            verify(stateText().indexOf("Checking your touches") >= 0, stateText())
            verify(!findChild(setup, "pictureTouch").enabled, "no more touches are asked for")
        }

        function test_a_refused_touch_is_redone() {
            fakeWatcher.active = true
            fakeWatcher.sourceStatus = "live"
            setup.open()
            waitForRendering(setup)
            const picture = findChild(setup, "livePicture")
            for (let i = 0; i < 6; ++i) {
                const at = shownAt(picture, 200 + 250 * i, 150 + 130 * i)
                mouseClick(picture, at.x, at.y)
                compare(setup.touchedCount, i + 1)
            }
            compare(fakeWatcher.registrations.length, 1)
            fakeWatcher.touchState = "refused"
            fakeWatcher.touchMessage = "the touch for hex 2114 is 23 mm from where the other touches put it: touch its centre again"
            verify(stateText().indexOf("Those touches do not fit") >= 0, stateText())
            verify(stateText().indexOf("hex 2114 is 23 mm") >= 0, stateText())
            compare(findChild(setup, "setupStateText").color, Theme.error)

            waitForRendering(setup)  // the redo buttons are laid out
            const redo = findChild(setup, "redoTouch-2")
            verify(redo.visible)
            verify(redo.text.indexOf("2114") >= 0)
            mouseClick(redo)
            compare(setup.touchedCount, 5)
            verify(!findChild(setup, "touchMark-2").visible)
            const prompt = findChild(setup, "touchPrompt")
            verify(prompt.text.indexOf("hex 2114") >= 0, prompt.text)
            const at = shownAt(picture, 1700, 900)
            mouseClick(picture, at.x, at.y)
            compare(fakeWatcher.registrations.length, 2)
            verify(Math.abs(fakeWatcher.registrations[1][2].x - 1700) <= 2)

            fakeWatcher.touchState = "registered"
            fakeWatcher.registered = true
            fakeWatcher.registeredByTouch = true
            compare(stateText(), "The map is registered on your touches.")

            waitForRendering(setup)
            mouseClick(findChild(setup, "redoAll"))
            compare(setup.touchedCount, 0)
        }

        function test_the_empty_board_is_captured() {
            fakeWatcher.active = true
            fakeWatcher.sourceStatus = "live"
            setup.open()
            waitForRendering(setup)
            mouseClick(findChild(setup, "setupStep-board"))
            compare(setup.step, "board")
            const capture = findChild(setup, "captureButton")
            verify(stateText().indexOf("Register the map first") >= 0, stateText())
            verify(!capture.enabled)
            fakeWatcher.registered = true
            compare(stateText(), "Take every counter off the map, then touch Capture.")
            verify(capture.enabled)
            verify(capture.height >= Theme.touchTarget)
            mouseClick(capture)
            compare(fakeWatcher.captures, 1)
            verify(stateText().indexOf("Capturing") >= 0)
            fakeWatcher.captureState = "refused"
            fakeWatcher.captureMessage = "the map is not empty: something stands on 1208"
            verify(stateText().indexOf("something stands on 1208") >= 0, stateText())
            compare(findChild(setup, "setupStateText").color, Theme.error)
            fakeWatcher.captureState = "captured"
            verify(stateText().indexOf("Empty board captured") >= 0, stateText())
            verify(findChild(setup, "setupStep-board").text.indexOf("✓") >= 0)
            if (typeof testOutputDir === "string" && testOutputDir.length > 0)
                grabImage(setup).save(testOutputDir + "/setupscreen_board.png")
        }

        // After a restart the touches and the capture kept from the last set-up at this table are
        // in use again: each step is done, and says when it was made and when to do it again.
        function test_a_kept_set_up_says_when_it_was_made() {
            fakeWatcher.active = true
            fakeWatcher.sourceStatus = "live"
            fakeWatcher.registered = true
            fakeWatcher.registeredByTouch = true
            fakeWatcher.touchState = "registered"
            fakeWatcher.touchesKept = true
            fakeWatcher.captureState = "captured"
            fakeWatcher.captureKept = true
            fakeWatcher.keptAt = "24/11/2026 21:05"
            setup.open()
            waitForRendering(setup)
            mouseClick(findChild(setup, "setupStep-map"))
            verify(stateText().indexOf("touches made at this table on 24/11/2026 21:05") >= 0, stateText())
            verify(stateText().indexOf("If the camera has moved") >= 0, stateText())
            verify(findChild(setup, "setupStep-map").text.indexOf("✓") >= 0)
            mouseClick(findChild(setup, "setupStep-board"))
            verify(stateText().indexOf("captured at this table on 24/11/2026 21:05 is in use") >= 0, stateText())
            verify(findChild(setup, "setupStep-board").text.indexOf("✓") >= 0)
            verify(findChild(setup, "captureButton").enabled, "a kept capture can be taken again")
            // A capture made now is not the kept one.
            fakeWatcher.captureKept = false
            verify(stateText().indexOf("Empty board captured") >= 0, stateText())
        }

        // With the markers out of view, the map can be found by its print instead of touches; the
        // answer is told as such, and a touch afterwards is a touch again.
        function test_the_map_is_found_by_its_print() {
            fakeWatcher.active = true
            fakeWatcher.sourceStatus = "live"
            setup.open()
            waitForRendering(setup)
            compare(setup.step, "map")
            const find = findChild(setup, "findByPrint")
            verify(find.visible)
            verify(find.enabled)
            verify(find.height >= Theme.touchTarget)
            mouseClick(find)
            compare(fakeWatcher.printSearches, 1)
            verify(!find.enabled, "one search at a time")
            verify(stateText().indexOf("Looking for the map by its print") >= 0, stateText())
            fakeWatcher.touchState = "refused"
            fakeWatcher.touchMessage = "only 12 places in the picture look surely like places on the map"
            verify(stateText().indexOf("The map was not found by its print: only 12 places") >= 0, stateText())
            compare(findChild(setup, "setupStateText").color, Theme.error)
            mouseClick(find)
            fakeWatcher.touchState = "registered"
            fakeWatcher.registered = true
            fakeWatcher.registeredByTouch = true
            compare(stateText(), "The map was found by its print.")
            verify(findChild(setup, "setupStep-map").text.indexOf("✓") >= 0)
            fakeWatcher.registered = false
            fakeWatcher.registeredByTouch = false
            fakeWatcher.touchState = "none"
            verify(setup.touchPicture(findChild(setup, "livePicture").width / 2, findChild(setup, "livePicture").height / 2))
            verify(!setup.byPrint, "a touch is a touch again")
            fakeWatcher.registered = true
            fakeWatcher.registeredByTouch = true
            compare(stateText(), "The map is registered on your touches.")
        }

        // Step 4: the pieces go down one by one, in the order asked, each shown to the camera; a
        // refusal says why and the same piece is asked again; Skip passes over one.
        function test_pieces_are_placed_and_learned_one_by_one() {
            fakeWatcher.active = true
            fakeWatcher.sourceStatus = "live"
            setup.open()
            waitForRendering(setup)
            mouseClick(findChild(setup, "setupStep-pieces"))
            compare(setup.step, "pieces")
            verify(stateText().indexOf("Register the map first") >= 0, stateText())
            verify(!findChild(setup, "pieceTarget").visible, "no ring while the map is not registered")
            const learn = findChild(setup, "learnButton")
            verify(!learn.enabled)
            fakeWatcher.registered = true
            const prompt = findChild(setup, "piecePrompt")
            verify(prompt.text.indexOf("Put Volunteer infantry 1 (Union) on hex 0304") >= 0, prompt.text)
            // The ring on the live picture marks 0304, where the frame shows it.
            const ring = findChild(setup, "pieceTarget")
            const picture = findChild(setup, "livePicture")
            fakeWatcher.geometryVersion++
            tryVerify(() => ring.visible, 1000)
            const expected = shownAt(picture, 960, 540)
            verify(Math.abs(ring.x - expected.x) <= 1 && Math.abs(ring.y - expected.y) <= 1, ring.x + "," + ring.y)
            compare(stateText(), "0 of 3 faces learned.")
            verify(learn.enabled)
            verify(learn.height >= Theme.touchTarget)
            mouseClick(learn)
            compare(fakeWatcher.learnings.length, 1)
            compare(fakeWatcher.learnings[0], {piece: "US-inf-1", side: "union", space: "0304"})
            verify(!learn.enabled, "one learning at a time")
            verify(stateText().indexOf("Looking at the counter") >= 0, stateText())
            fakeWatcher.faceState = "refused"
            fakeWatcher.faceMessage = "the camera sees nothing on 0304"
            verify(stateText().indexOf("Not learned: the camera sees nothing on 0304") >= 0, stateText())
            compare(findChild(setup, "setupStateText").color, Theme.error)
            verify(prompt.text.indexOf("Volunteer infantry 1 (Union)") >= 0, "the same piece is asked again")
            fakeWatcher.faceState = "learned"
            fakeWatcher.learnedPieces = ["US-inf-1"]
            verify(prompt.text.indexOf("Put Volunteer infantry 2 (Union) on hex 0304, on top") >= 0, prompt.text)
            compare(stateText(), "1 of 3 faces learned.")
            mouseClick(findChild(setup, "skipButton"))
            verify(prompt.text.indexOf("Put Volunteer cavalry 1 (Confederate) on hex 1108") >= 0, prompt.text)
            const there = shownAt(picture, 1500, 300)
            verify(Math.abs(ring.x - there.x) <= 1 && Math.abs(ring.y - there.y) <= 1, "the ring follows the piece asked for")
            if (typeof testOutputDir === "string" && testOutputDir.length > 0)
                grabImage(setup).save(testOutputDir + "/setupscreen_pieces.png")
            mouseClick(learn)
            compare(fakeWatcher.learnings[1].piece, "CS-cav-1")
            fakeWatcher.faceState = "learned"
            fakeWatcher.learnedPieces = ["US-inf-1", "CS-cav-1"]
            verify(!prompt.visible)
            verify(stateText().indexOf("Every piece is placed. 2 of 3 faces learned.") >= 0, stateText())
            verify(findChild(setup, "setupStep-pieces").text.indexOf("✓") >= 0)
            verify(!learn.enabled)
        }

        function test_the_organiser_opens_set_up_from_the_camera_row() {
            admin.visible = true
            admin.unlocked = true
            waitForRendering(admin)
            const button = findChild(admin, "adminSetup")
            verify(button.visible && button.enabled)
            mouseClick(button)
            compare(setupWanted.count, 1)
            admin.visible = false
        }

        function test_the_live_picture_is_forwarded_and_back_closes() {
            verify(fakeWatcher.liveSink !== undefined && fakeWatcher.liveSink !== null, "the screen asked for the live picture")
            fakeWatcher.active = true
            fakeWatcher.sourceStatus = "live"
            setup.open()
            waitForRendering(setup)
            const picture = findChild(setup, "livePicture")
            mouseClick(picture, shownAt(picture, 200, 150).x, shownAt(picture, 200, 150).y)
            if (typeof testOutputDir === "string" && testOutputDir.length > 0)
                grabImage(setup).save(testOutputDir + "/setupscreen_touch.png")
            mouseClick(findChild(setup, "setupDone"))
            compare(closed.count, 1)
        }
    }
}
