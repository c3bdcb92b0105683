import QtQuick
import QtTest
import Adjutant

// The camera strip, the tracker's question card, the organiser's PIN panel, the history panel and
// the attract screen, each driven by a plain object standing in for its C++ model.
Item {
    id: root
    width: 1000
    height: 700

    QtObject {
        id: fakeWatcher
        property bool active: true
        property string sourceStatus: "live"
        property string sourceMessage: ""
        property string sourceDescription: "camera 0"
        property string boardState: "committed"
        property bool registered: true
        property string why: ""
        property int piecesSeen: 12
        property var glareSpaces: []
        property string lastChange: ""
        property var questions: []
        property var answers: []
        function answer(index, choice) { answers.push([index, choice]); questions = []; return true }
        function start(source) { return true }
    }

    QtObject {
        id: fakeHistory
        property int replayIndex: -1
        property int eventCount: 3
        property var historyModel: ListModel {
            ListElement { seq: 1; turn: 1; step: ""; text: "game started"; undone: false; first: 1; last: 1; details: [] }
            ListElement { seq: 2; turn: 1; step: "Union Player Turn > Movement Phase"; text: "Volunteer infantry 6 (Union) moved from 1407 to 1406"; undone: true; first: 2; last: 2; details: [] }
            ListElement { seq: 3; turn: 1; step: "Union Player Turn > Movement Phase"; text: "undo of the action at event 2"; undone: false; first: 3; last: 3; details: [] }
        }
        function replayTo(count) { replayIndex = count; return true }
        function endReplay() { replayIndex = -1 }
    }

    CameraStatus { id: status; width: 900; watcher: fakeWatcher }
    TrackerQuestion { id: card; y: 80; width: 500; watcher: fakeWatcher }
    HistoryPanel { id: history; x: 520; y: 80; width: 460; height: 600; session: fakeHistory }
    OrganiserPin { id: adminPin; file: testScratchDir + "/camera-and-admin.organiser-pin" }
    AdminPanel { id: admin; anchors.fill: parent; visible: false; pinLock: adminPin }
    AttractScreen { id: attract; anchors.fill: parent; visible: false }

    SignalSpy { id: adminClosed; target: admin; signalName: "closeRequested" }
    SignalSpy { id: attractDismissed; target: attract; signalName: "dismissed" }

    TestCase {
        name: "CameraAndAdmin"
        when: windowShown

        function test_the_camera_strip_says_what_the_camera_does() {
            fakeWatcher.sourceStatus = "live"
            fakeWatcher.boardState = "committed"
            verify(findChild(status, "cameraText").text.indexOf("12 stacks") >= 0)
            fakeWatcher.boardState = "busy"
            verify(findChild(status, "cameraText").text.indexOf("Hands over the map") >= 0)
            fakeWatcher.sourceStatus = "lost"
            fakeWatcher.sourceMessage = "The camera was disconnected. Adjutant keeps trying; the game is safe."
            verify(status.problem)
            compare(findChild(status, "cameraText").text, fakeWatcher.sourceMessage)
            fakeWatcher.sourceStatus = "live"
            fakeWatcher.sourceMessage = ""
            verify(!status.problem)
        }

        function test_the_camera_strip_names_the_spaces_under_glare() {
            fakeWatcher.sourceStatus = "live"
            fakeWatcher.boardState = "committed"
            verify(findChild(status, "cameraText").text.indexOf("Glare") < 0)
            fakeWatcher.glareSpaces = ["0312", "0313", "0412"]
            const text = findChild(status, "cameraText").text
            verify(text.indexOf("12 stacks") >= 0, text)
            verify(text.indexOf("Glare over 0312, 0313, 0412: pieces there are not seen") >= 0, text)
            fakeWatcher.glareSpaces = ["0101", "0102", "0103", "0104", "0105", "0106"]
            verify(findChild(status, "cameraText").text.indexOf("Glare over 0101, 0102, 0103, 0104 and 2 more") >= 0)
            // While hands are over the map, that is what matters.
            fakeWatcher.boardState = "busy"
            verify(findChild(status, "cameraText").text.indexOf("Glare") < 0)
            fakeWatcher.glareSpaces = []
            fakeWatcher.boardState = "committed"
        }

        function test_a_question_is_answered_with_a_tap() {
            verify(!card.visible)
            fakeWatcher.questions = [{kind: "same-stack", text: "Did the stack in 1207 move to 1208?", reason: "Two stacks look alike",
                                      spaces: ["1207", "1208"], pieces: [], choices: ["Yes, it moved", "No, nothing moved"]}]
            verify(card.visible)
            const choice = findChild(card, "questionChoice-1")
            verify(choice.height >= 9 * Theme.mm)
            mouseClick(choice)
            compare(fakeWatcher.answers.length, 1)
            compare(fakeWatcher.answers[0][1], 1)
            verify(!card.visible)
        }

        function test_the_admin_panel_opens_only_with_the_pin() {
            if (!adminPin.isSet) verify(adminPin.setPin("2468"), adminPin.problem)
            admin.visible = true
            admin.reset()
            for (const key of ["1", "2", "3", "4", "ok"]) mouseClick(findChild(admin, "pin-" + key))
            verify(!admin.unlocked)
            verify(admin.message.indexOf("Wrong PIN") >= 0)
            tryCompare(adminPin, "waitSeconds", 0, 3000)
            for (const key of ["2", "4", "6", "8", "ok"]) mouseClick(findChild(admin, "pin-" + key))
            verify(admin.unlocked)
            mouseClick(findChild(admin, "adminClose"))
            compare(adminClosed.count, 1)
            verify(!admin.unlocked, "closing locks it again")
            admin.visible = false
        }

        function test_history_replays_an_event_and_returns() {
            const list = findChild(history, "historyList")
            compare(list.count, 3)
            mouseClick(findChild(history, "replayStart"))
            compare(fakeHistory.replayIndex, 1)
            mouseClick(findChild(history, "replayForward"))
            compare(fakeHistory.replayIndex, 2)
            mouseClick(findChild(history, "replayEnd"))
            compare(fakeHistory.replayIndex, -1)
        }

        function test_the_attract_screen_starts_on_a_touch() {
            attract.visible = true
            verify(findChild(attract, "attractPrompt").text.length > 0)
            mouseClick(attract, 50, 50)
            compare(attractDismissed.count, 1)
            attract.visible = false
        }
    }
}
