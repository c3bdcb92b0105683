import QtQuick
import QtTest
import Adjutant

// The step panel shows the step and its checklist; the header above it (TurnHeader) shows who acts,
// the turn, what to do now and the phase track, and holds Previous and Next, which ask for the
// next step (or for a reason, past errors) and never move with the header's contents.
Item {
    width: 1000
    height: 700

    StepPanel {
        id: panel
        width: 500
        y: header.height + 10
        turnLabel: "April 1862"
        stepTitle: "Blue Player Turn > Movement Phase"
        checklist: ["Move units up to their allowance", "Units may not enter hexes with enemy troops"]
    }

    TurnHeader {
        id: header
        width: parent.width
        turnNumber: 3
        turnDate: "June 1862"
        actor: "Blue Army"
        actorColour: "#2a4fa8"
        whatNow: "Blue Army: move your units on the table. Tap Next when done."
        phaseTrack: [
            { id: "blue", title: "Blue Army Player Turn", rule: "", depth: 0, state: "current", current: true, done: false },
            { id: "blue.supply", title: "Supply Phase", rule: "7.1", depth: 1, state: "done", current: false, done: true },
            { id: "blue.movement", title: "Movement Phase", rule: "6.1", depth: 1, state: "current", current: true, done: false },
            { id: "blue.combat", title: "Combat Phase", rule: "8.1", depth: 1, state: "ahead", current: false, done: false },
            { id: "red", title: "Red Army Player Turn", rule: "", depth: 0, state: "ahead", current: false, done: false }]
        canNext: true
        canPrevious: false
    }

    SignalSpy { id: nextSpy; target: header; signalName: "nextRequested" }
    SignalSpy { id: previousSpy; target: header; signalName: "previousRequested" }
    SignalSpy { id: overrideSpy; target: header; signalName: "overrideRequested" }

    TestCase {
        name: "StepPanel"
        when: windowShown

        function init() {
            nextSpy.clear()
            previousSpy.clear()
            header.canNext = true
            header.canPrevious = false
        }

        function test_shows_the_step_and_where_it_sits() {
            compare(findChild(panel, "stepTitle").text, "Movement Phase")
            compare(findChild(panel, "stepPath").text, "Blue Player Turn")
            verify(findChild(panel, "nextButton") === null, "Next is in the fixed header, not in the panel that grows")
        }

        function test_the_header_shows_side_turn_sentence_and_track() {
            compare(findChild(header, "sideBannerText").text, "Blue Army")
            verify(Qt.colorEqual(findChild(header, "sideBanner").color, "#2a4fa8"))
            compare(findChild(header, "turnLabel").text, "Turn 3 · June 1862")
            compare(findChild(header, "whatNow").text, "Blue Army: move your units on the table. Tap Next when done.")
            const track = findChild(header, "phaseTrack")
            compare(track.currentIndex, 2)
            verify(findChild(header, "phaseMark-blue.movement").lit)
            verify(!findChild(header, "phaseMark-blue.supply").lit)
            verify(findChild(header, "phaseMark-blue.supply").modelData.done)
            // Nobody in particular acts: a neutral banner, still readable.
            header.actorColour = ""
            verify(!Qt.colorEqual(findChild(header, "sideBanner").color, "#2a4fa8"))
            header.actorColour = "#2a4fa8"
        }

        function test_next_is_a_big_enough_button() {
            const next = findChild(header, "nextButton")
            verify(next.height >= 9 * Theme.mm, "Next is " + next.height + " px; 9 mm is " + 9 * Theme.mm)
            verify(next.width >= 9 * Theme.mm)
            mouseClick(next)
            compare(nextSpy.count, 1)
        }

        function test_buttons_follow_what_the_sequence_allows() {
            const previous = findChild(header, "previousButton")
            verify(!previous.enabled)
            mouseClick(previous)
            compare(previousSpy.count, 0)
            header.canPrevious = true
            mouseClick(previous)
            compare(previousSpy.count, 1)
            header.canNext = false
            mouseClick(findChild(header, "nextButton"))
            compare(nextSpy.count, 0)
        }

        function test_next_with_errors_asks_for_an_override() {
            overrideSpy.clear()
            header.errorCount = 2
            mouseClick(findChild(header, "nextButton"))
            compare(nextSpy.count, 0)
            compare(overrideSpy.count, 1)
            header.errorCount = 0
        }

        function test_the_header_keeps_its_height_whatever_it_says() {
            const height = header.height
            const next = findChild(header, "nextButton")
            const place = next.mapToItem(header, 0, 0)
            header.whatNow = "A very long sentence that goes on and on about what the players should do now, "
                    + "and then on again, so that it cannot possibly fit on two lines of the header at this width."
            header.actor = "Both sides together, and their allies"
            waitForRendering(header)
            compare(header.height, height)
            compare(next.mapToItem(header, 0, 0), place)
            header.whatNow = "Blue Army: move your units on the table. Tap Next when done."
            header.actor = "Blue Army"
        }

        function test_checklist_items_tick_and_reset_with_the_step() {
            compare(panel.ticked.length, 0)
            panel.ticked = [1]
            panel.stepTitle = "Blue Player Turn > Combat Phase"
            compare(panel.ticked.length, 0)
            panel.stepTitle = "Blue Player Turn > Movement Phase"
        }
    }
}
