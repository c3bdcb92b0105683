pragma Singleton
import QtQuick

// Sizes and colours for a table-side touchscreen: touch targets of at least 9 mm and text that
// reads from a chair about a metre away. Main.qml sets `mm` from the real screen.
QtObject {
    // Pixels per millimetre of the screen this runs on (Screen.pixelDensity), never below 3.5.
    property real mm: 3.8

    readonly property real touchTarget: Math.round(11 * mm)    // 9 mm minimum, 11 mm for big fingers
    readonly property real spacing: Math.round(3 * mm)
    readonly property real radius: Math.round(1.5 * mm)

    // Text: 4 mm x-height reads at 1 m; titles larger.
    readonly property real bodySize: Math.max(20, Math.round(5.5 * mm))
    readonly property real smallSize: Math.max(16, Math.round(4.5 * mm))
    readonly property real titleSize: Math.max(32, Math.round(10 * mm))
    readonly property real headingSize: Math.max(24, Math.round(7 * mm))

    readonly property color background: "#1b2330"
    readonly property color panel: "#263142"
    readonly property color paper: "#efe6d2"
    readonly property color ink: "#1e1a14"
    readonly property color text: "#f2ede2"
    readonly property color dimText: "#b9c1cc"
    readonly property color accent: "#d4a84a"
    readonly property color union: "#3c5fa8"
    readonly property color confederate: "#8a8f98"
    readonly property color error: "#d2493c"
    readonly property color warning: "#e0a030"
    readonly property color info: "#4a90c2"
    readonly property color highlight: "#ffd84a"
    readonly property color mapInk: "#4a4234"

    // Terrain fills on the drawn map, by the terrain ids games use; unknown ids get plain paper.
    readonly property var terrainColours: ({
        "clear": "#eae2c8", "open": "#eae2c8", "forest": "#9fbb86", "woods": "#9fbb86",
        "hills": "#cfb27a", "rough": "#c8b58e", "mountain": "#b09473", "mountains": "#b09473",
        "swamp": "#a9c2ad", "marsh": "#a9c2ad", "lake": "#92b8d8", "water": "#92b8d8",
        "sea": "#86acd0", "ocean": "#86acd0", "river": "#92b8d8", "city": "#d9cbb4", "town": "#e0d3bc"
    })
    function terrainColour(terrain, kind) {
        if (kind === "box") return "#d8d2c2"
        const colour = terrainColours[terrain]
        return colour !== undefined ? colour : paper
    }
    // Supply overlay and line: green where a stack traces its line, amber where it is out of supply
    // (unsupplied, out-of-supply, limited...), red where it is isolated.
    readonly property color supplied: "#3f9a4a"
    readonly property color unsupplied: "#e0a030"
    readonly property color isolated: "#d2493c"
    readonly property color supplyLine: "#1f7a34"
    function supplyColour(state) {
        return state === "supplied" || state === "full" ? supplied : state === "isolated" ? isolated : unsupplied
    }
    function severityColour(severity) {
        return severity === "error" ? error : severity === "warning" ? warning : info
    }
}
