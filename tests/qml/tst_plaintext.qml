import QtQuick
import QtTest
import Adjutant

// Text that comes from data (a game's title from the store or an imported file, an alert's message)
// is shown as its characters, never as rich text: a title holding <img src=…> once made the app fetch
// the address and draw the picture over the screen.
Item {
    id: root
    width: 1280
    height: 800

    readonly property string htmlTitle: "<img src=\"file:///etc/hostname\" width=900 height=900><b>Bold</b> & <i>tags</i>"

    ListModel {
        id: games
        ListElement { gameId: "imported"; title: ""; edition: ""; publisher: "<font color='red'>Red</font>"; board: "hexes"; pieces: "counters"; summary: "<h1>Big</h1>"; status: "ready"; problem: "" }
        function scenariosOf(gameId) {
            return [{ id: "s", title: "<u>Scenario</u>", description: "<img src=\"x.png\">", date: "May 1862", turns: 3,
                      pieces: [{ side: "union", name: "<b>Union</b>", count: 2 }] }]
        }
    }

    StartScreen {
        id: start
        anchors.fill: parent
        games: games
    }

    TestCase {
        name: "PlainText"
        when: windowShown

        // Every item with a textFormat (Text, TextEdit) under `item`.
        function textItems(item, found) {
            if (item.textFormat !== undefined && item.text !== undefined) found.push(item)
            for (let i = 0; i < item.children.length; ++i) textItems(item.children[i], found)
            if (item.contentItem && item.contentItem !== item && item.contentItem.parent !== item)
                textItems(item.contentItem, found)
            return found
        }

        function test_a_title_holding_html_is_shown_as_its_characters() {
            games.setProperty(0, "title", root.htmlTitle)
            const list = findChild(start, "gameList")
            tryCompare(list, "count", 1)
            mouseClick(list.itemAtIndex(0))
            wait(50)
            const texts = textItems(start, [])
            verify(texts.length > 3, "the start screen shows its texts (" + texts.length + ")")
            let title = null
            for (const t of texts) if (t.text.indexOf("<img") >= 0) title = t
            verify(title !== null, "the title is on screen with its tags as characters")
            compare(title.textFormat, Text.PlainText)
            for (const t of texts)
                verify(t.textFormat === Text.PlainText || t.textFormat === TextEdit.PlainText,
                       "a text shows \"" + t.text.substring(0, 40) + "\" with format " + t.textFormat + ", not plain")
        }
    }
}
