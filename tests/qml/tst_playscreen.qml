import QtQuick
import QtTest
import Adjutant

// The play screen wires a session to the map, the header, the step panel and the alerts: the header
// shows who acts (a banner in the side's colour), the turn and date, the phase track and what to do
// now; Next stays where it is whatever the checklist, the camera's question or the screen's shape;
// a tapped alert outlines its spaces on the map, Next asks the session for the next step, loading
// problems show in a banner.
Item {
    id: root
    width: 1280
    height: 800

    QtObject {
        id: session
        property bool loaded: true
        property string errorMessage: ""
        property string gameTitle: "Open Field (test game)"
        property string scenarioTitle: "Meeting at the Crossing"
        property rect mapBounds: Qt.rect(0, 0, 80, 60)
        property real spaceSize: 25
        property var sides: [{ id: "blue", name: "Blue Army", colour: "#2a4fa8" }, { id: "red", name: "Red Army", colour: "#b03a2e" }]
        property string turnLabel: "April 1862"
        property string stepTitle: "Blue Player Turn > Supply Phase"
        property string actor: "Blue Army"
        property int turnNumber: 1
        property string turnDate: "April 1862"
        property string actorColour: "#2a4fa8"
        property string whatNow: "Blue Army: Supply Phase. Work through the 2 points of the list. Tap Next when done."
        property var phaseTrack: [
            { id: "blue", title: "Blue Army Player Turn", rule: "", depth: 0, state: "current", current: true, done: false },
            { id: "blue.supply", title: "Supply Phase", rule: "7.1", depth: 1, state: "current", current: true, done: false },
            { id: "blue.movement", title: "Movement Phase", rule: "6.1", depth: 1, state: "ahead", current: false, done: false },
            { id: "red", title: "Red Army Player Turn", rule: "", depth: 0, state: "ahead", current: false, done: false },
            { id: "end-of-turn", title: "End of Turn", rule: "3.3", depth: 0, state: "ahead", current: false, done: false }]
        property var checklist: ["Trace supply for every troop unit"]
        property bool canNext: true
        property bool canPrevious: false
        property int errorCount: 1
        property int warningCount: 0
        property int nextCalls: 0
        property var overrideReasons: []
        function next() { ++nextCalls; stepTitle = "Blue Player Turn > Movement Phase"; return true }
        function overrideAndNext(reason) { overrideReasons = overrideReasons.concat([reason]); return true }
        function previous() { return false }
        property ListModel mapModel: ListModel {
            ListElement { spaceId: "0101"; name: "Westport"; kind: "hex"; centreX: 20; centreY: 20; outline: "M 34.43 20 L 27.22 32.5 L 12.78 32.5 L 5.57 20 L 12.78 7.5 L 27.22 7.5 Z"; terrain: "clear"; features: "city"; control: "blue"; alertCount: 1; alertSeverity: "error"; supply: ""; pieceCount: 0 }
            ListElement { spaceId: "0201"; name: ""; kind: "hex"; centreX: 41.65; centreY: 32.5; outline: "M 56.08 32.5 L 48.87 45 L 34.43 45 L 27.22 32.5 L 34.43 20 L 48.87 20 Z"; terrain: "forest"; features: ""; control: ""; alertCount: 0; alertSeverity: ""; supply: ""; pieceCount: 0 }
        }
        property ListModel pieceModel: ListModel {}
        property ListModel alertModel: ListModel {
            ListElement { code: "stacking.over-limit"; severity: "error"; rule: "4.1"; message: "Too many strength points in Westport"; fix: ""; spaces: "0101"; pieces: "" }
        }
    }

    // A camera watching the table, idle, for the way to the set-up screen.
    QtObject {
        id: watcher
        property bool active: false
        property string sourceStatus: "off"
        property string sourceMessage: ""
        property string sourceDescription: ""
        property string boardState: "unseen"
        property bool registered: false
        property bool registeredByTouch: false
        property string why: ""
        property int piecesSeen: 0
        property string lastChange: ""
        property var questions: []
        property var cameras: [{index: 0, name: "USB table camera"}]
        property var touchTargets: []
        property int frameWidth: 0
        property int frameHeight: 0
        property string touchState: "none"
        property string touchMessage: ""
        property string captureState: "none"
        property string captureMessage: ""
        function start(source) { return true }
        function showLiveOn(sink) {}
    }

    PlayScreen {
        id: screen
        anchors.fill: parent
        session: session
        watcher: watcher
    }

    TestCase {
        name: "PlayScreen"
        when: windowShown

        // Each test starts from the landscape window: one that resizes it gives it back even if it fails.
        function cleanup() {
            root.width = 1280
            root.height = 800
            watcher.questions = []
            waitForRendering(screen)
        }

        function test_shows_the_game_and_step() {
            compare(findChild(screen, "turnLabel").text, "Turn 1 · April 1862")
            compare(findChild(screen, "stepTitle").text, "Supply Phase")
            verify(findChild(screen, "errorChip").visible)
        }

        function test_the_header_shows_the_side_the_turn_the_track_and_what_now() {
            const banner = findChild(screen, "sideBanner")
            verify(banner.visible)
            compare(findChild(banner, "sideBannerText").text, "Blue Army")
            verify(Qt.colorEqual(banner.color, "#2a4fa8"), "the banner is in the side's colour: " + banner.color)
            verify(findChild(banner, "sideBannerText").font.pixelSize >= Theme.headingSize, "a large banner")
            compare(findChild(screen, "whatNow").text, session.whatNow)
            const track = findChild(screen, "phaseTrack")
            compare(track.count, 5)
            compare(track.currentIndex, 1)
            const lit = findChild(screen, "phaseMark-blue.supply")
            verify(lit !== null && lit.lit, "the current phase is lit")
            verify(!findChild(screen, "phaseMark-blue.movement").lit)
            verify(findChild(screen, "phaseMark-blue").heading, "the part being played heads its phases")
        }

        // Where Next is, in the screen's own coordinates.
        function nextPlace() {
            const next = findChild(screen, "nextButton")
            const p = next.mapToItem(screen, 0, 0)
            return Qt.rect(p.x, p.y, next.width, next.height)
        }
        function checkNotUnderTheAdminButton(place) {
            // Main.qml's ⚙ sits in the bottom-right corner, one touch target and a margin.
            const corner = Theme.touchTarget + Theme.spacing
            verify(place.x + place.width < screen.width - corner || place.y + place.height < screen.height - corner,
                   "Next at " + place + " is under the admin button")
            verify(place.x >= 0 && place.y >= 0 && place.x + place.width <= screen.width && place.y + place.height <= screen.height,
                   "Next is on the screen: " + place)
        }

        function test_next_stays_where_it_is() {
            waitForRendering(screen)
            const before = nextPlace()
            checkNotUnderTheAdminButton(before)
            const checklist = session.checklist
            const sentence = session.whatNow
            const lines = []
            for (let i = 0; i < 24; ++i) lines.push("Point " + (i + 1) + " of a long checklist that needs two lines to be read in full")
            session.checklist = lines
            waitForRendering(screen)
            compare(nextPlace(), before, "a long checklist moves Next")
            session.checklist = []
            waitForRendering(screen)
            compare(nextPlace(), before, "an empty checklist moves Next")
            session.whatNow = sentence + " " + sentence + " " + sentence
            waitForRendering(screen)
            compare(nextPlace(), before, "a long sentence moves Next")
            // The camera asks a question: the card is laid over the map, Next stays.
            watcher.questions = [{ text: "Which stack moved to 0202?", reason: "Two stacks look alike",
                                   choices: ["The stack from 0101", "The stack from 0302", "Neither"] }]
            waitForRendering(screen)
            verify(findChild(screen, "trackerQuestion").visible)
            compare(nextPlace(), before, "the camera's question moves Next")
            watcher.questions = []
            session.checklist = checklist
            session.whatNow = sentence
        }

        function test_next_in_portrait_and_at_1920() {
            for (const size of [[800, 1280], [1920, 1080], [1280, 800]]) {
                root.width = size[0]
                root.height = size[1]
                waitForRendering(screen)
                const place = nextPlace()
                checkNotUnderTheAdminButton(place)
                verify(findChild(screen, "sideBanner").width > 0)
                const whatNow = findChild(screen, "whatNow")
                verify(whatNow.width > Theme.mm * 40, "room for the sentence at " + size)
                verify(whatNow.height >= whatNow.font.pixelSize * 2.2, "two lines for the sentence at " + size + ": " + whatNow.height)
                // The ⚙ corner (Main.qml) covers nothing of the side panels.
                const panels = findChild(screen, "sidePanels")
                const bottom = panels.mapToItem(screen, 0, panels.height).y
                verify(bottom <= screen.height - Theme.touchTarget, "the panels end at " + bottom + " at " + size)
                const lines = []
                for (let i = 0; i < 24; ++i) lines.push("Point " + (i + 1))
                const checklist = session.checklist
                session.checklist = lines
                waitForRendering(screen)
                compare(nextPlace(), place, "the checklist moves Next at " + size)
                session.checklist = checklist
            }
            root.width = 1280
            root.height = 800
        }

        function test_tapping_an_alert_outlines_its_spaces() {
            const map = findChild(screen, "mapView")
            compare(map.highlightedSpaces.length, 0)
            const list = findChild(screen, "alertList")
            tryCompare(list, "count", 1)
            mouseClick(list.itemAtIndex(0))
            compare(map.highlightedSpaces, ["0101"])
            verify(map.isHighlighted("0101"))
            mouseClick(list.itemAtIndex(0))
            compare(map.highlightedSpaces.length, 0)
        }

        function test_next_asks_the_session() {
            session.errorCount = 0
            mouseClick(findChild(screen, "nextButton"))
            compare(session.nextCalls, 1)
            compare(findChild(screen, "stepTitle").text, "Movement Phase")
            session.stepTitle = "Blue Player Turn > Supply Phase"
            session.errorCount = 1
        }

        function test_next_past_errors_asks_for_a_reason() {
            const dialog = findChild(screen, "overrideDialog")
            const nextCalls = session.nextCalls
            verify(!dialog.visible)
            mouseClick(findChild(screen, "nextButton"))
            verify(dialog.visible, "errors on the board: Next asks why")
            compare(session.nextCalls, nextCalls)
            const confirm = findChild(dialog, "confirmOverride")
            verify(!confirm.enabled, "no reason yet")
            // Back to the board changes nothing.
            mouseClick(findChild(dialog, "cancelOverride"))
            verify(!dialog.visible)
            compare(session.overrideReasons.length, 0)
            // A tapped reason, then go on: the session gets it.
            mouseClick(findChild(screen, "nextButton"))
            mouseClick(findChild(dialog, "reason-0"))
            verify(confirm.enabled)
            mouseClick(confirm)
            verify(!dialog.visible)
            compare(session.overrideReasons, ["We agreed to play on"])
            compare(session.nextCalls, nextCalls)
        }

        function test_tapping_a_space_opens_the_inspector() {
            const map = findChild(screen, "mapView")
            const inspector = findChild(screen, "spaceInspector")
            verify(!inspector.visible)
            const p = map.mapToView(20, 20)
            mouseClick(map, p.x, p.y)
            tryVerify(() => inspector.visible)
            compare(map.selectedSpace, "0101")
        }

        function test_the_table_is_set_up_from_beside_the_camera_strip() {
            const setupScreen = findChild(screen, "setupScreen")
            verify(!setupScreen.visible)
            const button = findChild(screen, "setupButton")
            verify(button.visible && button.enabled)
            mouseClick(button)
            verify(setupScreen.visible)
            compare(setupScreen.step, "camera", "no camera is watching yet")
            waitForRendering(setupScreen)
            mouseClick(findChild(setupScreen, "setupDone"))
            verify(!setupScreen.visible)
        }

        function test_loading_problems_show_in_a_banner() {
            const banner = findChild(screen, "errorBanner")
            verify(!banner.visible)
            session.errorMessage = "open-field could not be loaded: scenarios/x.yaml:3: unknown piece kind"
            verify(banner.visible)
            session.errorMessage = ""
        }
    }
}
