import QtQuick
import QtTest
import Adjutant

// The step panel shows the turn, step, who acts and the checklist, and asks for the next step.
Item {
    width: 500
    height: 700

    StepPanel {
        id: panel
        width: parent.width
        turnLabel: "April 1862"
        stepTitle: "Blue Player Turn > Movement Phase"
        actor: "Blue Army"
        checklist: ["Move units up to their allowance", "Units may not enter hexes with enemy troops"]
        canNext: true
        canPrevious: false
    }

    SignalSpy { id: nextSpy; target: panel; signalName: "nextRequested" }
    SignalSpy { id: previousSpy; target: panel; signalName: "previousRequested" }
    SignalSpy { id: overrideSpy; target: panel; signalName: "overrideRequested" }

    TestCase {
        name: "StepPanel"
        when: windowShown

        function init() {
            nextSpy.clear()
            previousSpy.clear()
            panel.canNext = true
            panel.canPrevious = false
        }

        function test_shows_turn_step_and_actor() {
            compare(findChild(panel, "turnLabel").text, "April 1862")
            compare(findChild(panel, "stepTitle").text, "Movement Phase")
            verify(findChild(panel, "actor").text.indexOf("Blue Army") >= 0)
        }

        function test_next_is_a_big_enough_button() {
            const next = findChild(panel, "nextButton")
            verify(next.height >= 9 * Theme.mm, "Next is " + next.height + " px; 9 mm is " + 9 * Theme.mm)
            verify(next.width >= 9 * Theme.mm)
            mouseClick(next)
            compare(nextSpy.count, 1)
        }

        function test_buttons_follow_what_the_sequence_allows() {
            const previous = findChild(panel, "previousButton")
            verify(!previous.enabled)
            mouseClick(previous)
            compare(previousSpy.count, 0)
            panel.canPrevious = true
            mouseClick(previous)
            compare(previousSpy.count, 1)
            panel.canNext = false
            mouseClick(findChild(panel, "nextButton"))
            compare(nextSpy.count, 0)
        }

        function test_next_with_errors_asks_for_an_override() {
            overrideSpy.clear()
            panel.errorCount = 2
            mouseClick(findChild(panel, "nextButton"))
            compare(nextSpy.count, 0)
            compare(overrideSpy.count, 1)
            panel.errorCount = 0
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
