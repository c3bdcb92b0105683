import QtQuick
import QtTest
import Adjutant

Item {
    width: 400
    height: 200

    TouchButton { id: button; text: qsTr("Next") }
    SignalSpy { id: clicks; target: button; signalName: "clicked" }

    TestCase {
        name: "TouchButton"
        when: windowShown

        function test_never_smaller_than_a_finger() {
            verify(button.height >= Theme.touchTarget)
            verify(button.width >= Theme.touchTarget)
            verify(Theme.touchTarget >= 9 * Theme.mm)
        }

        function test_tap_clicks() {
            clicks.clear()
            mouseClick(button)
            compare(clicks.count, 1)
        }
    }
}
