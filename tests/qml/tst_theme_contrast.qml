import QtQuick
import QtTest
import Adjutant

// Every text colour of Theme on every panel colour it is drawn on reaches WCAG 2 contrast 4.5:1,
// computed here from Theme itself, so a colour changed for the worse fails. The alert cards'
// colours are made the way AlertsPanel makes them (Qt.darker / Qt.lighter of the panel).
TestCase {
    name: "ThemeContrast"

    function channel(c) { return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4) }
    function luminance(colour) {
        const c = Qt.color(colour)
        return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b)
    }
    function contrast(a, b) {
        const la = luminance(a), lb = luminance(b)
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
    }
    // An overlay colour with alpha over what is under it (the map's panels over the map).
    function over(top, alpha, under) {
        const t = Qt.color(top), u = Qt.color(under)
        return Qt.rgba(t.r * alpha + u.r * (1 - alpha), t.g * alpha + u.g * (1 - alpha), t.b * alpha + u.b * (1 - alpha), 1)
    }

    function test_the_contrast_formula() {
        fuzzyCompare(contrast("#000000", "#ffffff"), 21, 0.01)
        fuzzyCompare(contrast("#777777", "#ffffff"), 4.48, 0.01)
        // The error red the issue measured on the panel.
        fuzzyCompare(contrast("#d2493c", "#263142"), 2.97, 0.01)
    }

    function test_panel_text_reaches_4_5_to_1() {
        const cardOff = Qt.darker(Theme.panel, 1.25), cardChosen = Qt.lighter(Theme.panel, 1.5)
        // Map overlays (inspector, legend) are this dark blue at 0.88 over the map's lightest paper.
        const overlay = over(Qt.rgba(0.1, 0.13, 0.18, 1), 0.88, "#eae2c8")
        const grounds = { background: Theme.background, panel: Theme.panel, alertCard: cardOff, chosenAlertCard: cardChosen,
                          mapOverlay: overlay }
        const texts = { text: Theme.text, dimText: Theme.dimText, error: Theme.error, warning: Theme.warning, info: Theme.info }
        const failures = []
        for (const t in texts)
            for (const g in grounds) {
                const ratio = contrast(texts[t], grounds[g])
                if (ratio < 4.5) failures.push(t + " on " + g + ": " + ratio.toFixed(2))
            }
        // Headings and labels in the accent colour, and the supply states told in words on the map's overlays.
        for (const g of ["background", "panel"])
            if (contrast(Theme.accent, grounds[g]) < 4.5) failures.push("accent on " + g)
        if (contrast(Theme.unsupplied, overlay) < 4.5) failures.push("unsupplied on the inspector")
        if (contrast(Theme.text, overlay) < 4.5) failures.push("text on the inspector")
        compare(failures, [], failures.join("; "))
    }

    function test_text_on_filled_marks_reaches_4_5_to_1() {
        const pairs = [["primary button", Theme.ink, Theme.accent],
                       ["error chip and banner", Theme.textOnErrorFill, Theme.errorFill],
                       ["warning chip", Theme.textOnWarning, Theme.warning],
                       ["error badge", Theme.textOnSeverityFill("error"), Theme.severityFill("error")],
                       ["warning badge", Theme.textOnSeverityFill("warning"), Theme.severityFill("warning")],
                       ["note badge", Theme.textOnSeverityFill("info"), Theme.severityFill("info")]]
        const failures = []
        for (const p of pairs)
            if (contrast(p[1], p[2]) < 4.5) failures.push(p[0] + ": " + contrast(p[1], p[2]).toFixed(2))
        compare(failures, [], failures.join("; "))
    }
}
