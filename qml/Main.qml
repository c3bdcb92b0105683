import QtQuick
import QtQuick.Controls
import QtQuick.Window

// The application window. Screens are pushed onto one StackView.
ApplicationWindow {
    id: window
    required property var catalog
    property bool kiosk: false
    property bool headless: false

    width: 1280
    height: 800
    visible: true
    visibility: kiosk ? Window.FullScreen : Window.AutomaticVisibility
    title: "Adjutant"
    color: Theme.background

    Component.onCompleted: Theme.mm = Math.max(3.5, Screen.pixelDensity)

    StackView {
        id: stack
        anchors.fill: parent
        initialItem: StartScreen { games: window.catalog }
    }
}
