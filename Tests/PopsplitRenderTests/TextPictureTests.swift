import Foundation
import PopsplitRender
import PopsplitService
import Testing

/// The text picture (protocol.md section 12.3): the header line, a grid of exactly the requested
/// columns and rows, the legend, and the scene's titles legible.
@Suite struct TextPictureTests {
    /// A text picture split into its parts.
    struct Parts {
        var header: String
        var grid: [String]
        var legend: [String]

        init(_ text: String, rows: Int) throws {
            #expect(text.hasSuffix("\n"), "the text does not end with a newline")
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
            try #require(lines.count >= rows + 1, "\(lines.count) lines for \(rows) rows and the header")
            header = lines[0]
            grid = Array(lines[1...rows])
            legend = Array(lines[(rows + 1)...])
        }

        /// The grid as one string.
        var picture: String { grid.joined(separator: "\n") }
    }

    /// The grid has the requested size at several sizes, the header says so, the legend lists
    /// nodes of the layout with their kinds, numbered from 1.
    @Test("text: the requested grid size, the header line and a well-formed legend", arguments: RenderFixtures.bases)
    func size(base: String) throws {
        let played = try RenderFixtures.play(base)
        let layout = try played.lastLayout()
        let screen = try #require(Frame(json: layout["screen"]))
        let orientation = try #require(layout["orientation"] as? String)
        let kinds = Dictionary(
            ((layout["nodes"] as? [[String: Any]]) ?? []).compactMap { node in
                (node["id"] as? String).map { ($0, node["kind"] as? String ?? "") }
            }, uniquingKeysWith: { a, _ in a })
        // The smallest grids the protocol allows (8) included: a box rounded just off the grid is
        // clipped, never a trap.
        for (columns, rows) in [(96, 48), (60, 30), (120, 40), (16, 16), (200, 100), (37, 81), (8, 8), (96, 8), (9, 9)] {
            let picture = try played.picture(RenderRequest(format: .text, options: RenderOptions(columns: columns, rows: rows)))
            #expect(picture.width == Double(columns) && picture.height == Double(rows))
            let parts = try Parts(picture.content, rows: rows)
            #expect(parts.header == "\(orientation) \(Int(screen.width))x\(Int(screen.height)), \(columns)x\(rows) cells")
            for (i, line) in parts.grid.enumerated() {
                #expect(line.count == columns, "\(base) \(columns)x\(rows): row \(i) has \(line.count) characters")
            }
            for (i, line) in parts.legend.enumerated() {
                let prefix = "\(i + 1) = "
                #expect(line.hasPrefix(prefix), "\(base): legend line \"\(line)\"")
                let entry = line.dropFirst(prefix.count)
                guard let open = entry.lastIndex(of: "("), entry.hasSuffix(")") else {
                    Issue.record("\(base): legend line \"\(line)\" is not `n = id (kind)`")
                    continue
                }
                let id = String(entry[..<open].dropLast())
                let kind = String(entry[entry.index(after: open)...].dropLast())
                #expect(kinds[id] == kind, "\(base): legend \"\(line)\": the layout's \(id) is a \(kinds[id] ?? "nothing")")
            }
        }
    }

    /// At the default grid, every navigation bar title of a launch state is in the grid or, when
    /// it does not fit, in the legend.
    @Test("text: every title is legible or listed in the legend", arguments: RenderFixtures.sceneNames)
    func titles(scene: String) throws {
        let played = try RenderFixtures.play(scene)
        let parts = try Parts(try played.picture(RenderRequest(format: .text)).content, rows: 48)
        let nodes = (try played.lastLayout()["nodes"] as? [[String: Any]]) ?? []
        for node in nodes where node["kind"] as? String == "title" {
            let id = node["id"] as? String ?? ""
            let title = (node["attributes"] as? [String: Any])?["title"] as? String ?? ""
            #expect(
                parts.picture.contains(title) || parts.legend.contains { $0.contains(" = \(id) (") },
                "\(scene): title \"\(title)\" (\(id)) is neither in the grid nor in the legend")
        }
    }

    /// What each kind of thing looks like in the key steps (section 12.3).
    @Test("text: titles, bar items, popover arrows, dimming and the keyboard in the key steps")
    func keySteps() throws {
        func grid(_ base: String) throws -> String {
            try Parts(try RenderFixtures.picture(base, RenderRequest(format: .text)), rows: 48).picture
        }
        let inbox = try grid("navigation-drilldown")
        for text in ["Inbox", "Lunch on Friday?", "Quarterly report", "Archive All", " iPad ", " 9:41 AM "] {
            #expect(inbox.contains(text), "navigation-drilldown: no \"\(text)\"")
        }
        let message = try grid("navigation-drilldown--message")
        #expect(message.contains("‹Inbox"), "NAV-02: no back button titled Inbox")
        let plays = try grid("popover-master-list--plays")
        for text in ["▲", "╔", "Hamlet", "Macbeth", "King Lear", "Plays"] {
            #expect(plays.contains(text), "popover-master-list--plays: no \"\(text)\"")
        }
        let sheet = try grid("form-sheet--landscape")
        #expect(sheet.contains("░") && sheet.contains("Edit Profile"), "form-sheet--landscape: no dimming or no title")
        let keyboard = try grid("popover-keyboard--keyboard")
        #expect(keyboard.contains("▒") && keyboard.contains("keyboard") && keyboard.contains("▼"))
        let tabs = try grid("tabs")
        // The selected tab is in brackets (`[Featured]`, not a marker glyph).
        #expect(tabs.contains("[Featured]"), "TAB-01: the selected tab is not marked")
        // Titles that fit their bar are written (as words, never numbers).
        let landscape = try grid("split-mail--landscape")
        #expect(landscape.contains("Mailboxes") && landscape.contains("Lunch on Friday?"), "split-mail--landscape: a bar title is a number")
    }

    /// A legend number stands alone in the grid: a label that does not fit is not half written
    /// under its number (section 12.3).
    @Test("text: a legend number is not written over a cut label", arguments: RenderFixtures.bases)
    func legendMarks(base: String) throws {
        let parts = try Parts(try RenderFixtures.picture(base, RenderRequest(format: .text)), rows: 48)
        for n in 1...max(1, parts.legend.count) where !parts.legend.isEmpty {
            let mark = String(n)
            let alone = parts.grid.contains { line in
                let characters = Array(line)
                let m = Array(mark)
                for i in 0...(max(0, characters.count - m.count)) where Array(characters[i..<min(characters.count, i + m.count)]) == m {
                    let before = i > 0 ? characters[i - 1] : " "
                    let after = i + m.count < characters.count ? characters[i + m.count] : " "
                    if !before.isLetter && !before.isNumber && !after.isLetter && !after.isNumber { return true }
                }
                return false
            }
            #expect(alone, "\(base): legend number \(mark) is not standing alone in the grid")
        }

    }
}
