pragma Singleton
import QtQuick

// Sizes and colours for a table-side touchscreen: touch targets of at least 9 mm and text that
// reads from a chair about a metre away. Main.qml sets `mm` from the real screen.
//
// Read at 80 cm, a capital 3.5 mm high subtends 15 minutes of arc and 4 mm 17': ISO 9241-303 asks
// for 16' and prefers 20-22' for text that is read, less for labels that are only looked up (a hex
// number the players already know). So: body text and small text at least 3.5 mm cap height, hex
// numbers and map names 3.5 mm, counters 12 mm across (their strength digit then ~3.9 mm high).
// Colours: every text colour on every panel it is drawn on keeps WCAG contrast 4.5:1 or more
// (tst_theme_contrast.qml computes it); the supply states use the Okabe-Ito palette, safe for
// colour-blind players, and are told by a glyph as well.
QtObject {
    // Pixels per millimetre of the screen this runs on (Screen.pixelDensity), never below 3.5.
    property real mm: 3.8

    readonly property real touchTarget: Math.round(11 * mm)    // 9 mm minimum, 11 mm for big fingers
    readonly property real spacing: Math.round(3 * mm)
    readonly property real radius: Math.round(1.5 * mm)

    // A capital's height as a share of the font's pixel size (DejaVu Sans 0.73, most sans 0.70-0.73).
    readonly property real capHeight: 0.72
    // The pixel size whose capitals are `capMm` high on this screen.
    function pixelSizeForCap(capMm) { return Math.ceil(capMm * mm / capHeight) }

    // Text: body 5.5 mm (capitals ~4 mm), small 5 mm (capitals 3.6 mm); titles larger.
    readonly property real bodySize: Math.max(20, Math.round(5.5 * mm))
    readonly property real smallSize: Math.max(18, pixelSizeForCap(3.5))
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
    // Severity colours are drawn as text on the panels and alert cards: light enough for 4.5:1.
    readonly property color error: "#ffaaa0"
    readonly property color warning: "#f7c35c"
    readonly property color info: "#8ec5f0"
    // Behind white text (error chips, banners, badges), a red dark enough for 4.5:1 with white.
    readonly property color errorFill: "#b3261e"
    readonly property color textOnErrorFill: "#ffffff"
    // Behind ink text (warning chips and badges).
    readonly property color textOnWarning: ink
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
    // Physical minimums on the map (MapView): below them the view zooms in to where the action is.
    readonly property real counterMinMm: 12
    readonly property real mapLabelCapMm: 3.5

    // Supply overlay and line, Okabe-Ito: blue where a stack traces its line, orange where it is out
    // of supply (unsupplied, out-of-supply, limited...), vermillion where it is isolated; never the
    // forest's green. Each state has its glyph too, for whoever cannot tell the colours.
    readonly property color supplied: "#0072b2"
    readonly property color unsupplied: "#e69f00"
    readonly property color isolated: "#d55e00"
    readonly property color supplyLine: "#0072b2"
    function supplyState(state) {
        return state === "supplied" || state === "full" ? "supplied" : state === "isolated" ? "isolated" : "unsupplied"
    }
    function supplyColour(state) {
        const s = supplyState(state)
        return s === "supplied" ? supplied : s === "isolated" ? isolated : unsupplied
    }
    // ✓ traces its line, ! out of supply, ✕ isolated.
    function supplyGlyph(state) {
        const s = supplyState(state)
        return s === "supplied" ? "\u2713" : s === "isolated" ? "\u2715" : "!"
    }
    function severityColour(severity) {
        return severity === "error" ? error : severity === "warning" ? warning : info
    }
    // Severity as a filled mark (map badges, chips) and the text drawn on it.
    function severityFill(severity) {
        return severity === "error" ? errorFill : severity === "warning" ? warning : "#1f5f99"
    }
    function textOnSeverityFill(severity) { return severity === "warning" ? textOnWarning : textOnErrorFill }
}
