import Foundation
import PopsplitModel
import PopsplitTestSupport
import Testing

@testable import PopsplitRender

/// Pictures are safe to print and to parse, whatever the titles and ids hold. A
/// title `"\u001b[2J\u001b]0;PWNED\u0007"` cleared the terminal and set its title, a newline broke
/// the grid, U+FFFE made the SVG invalid XML. Fixed-seed properties over random titles, plus the
/// reported cases.
@Suite struct UnsafeTitleTests {
    /// Characters a title is drawn from: printable ASCII and Latin, C0, DEL and C1 controls,
    /// combining marks, CJK and fullwidth, emoji, format characters (bidi overrides, zero-width
    /// space, BOM), line and paragraph separators, noncharacters, private use, unassigned.
    static let pool: [Unicode.Scalar] = {
        var scalars: [Unicode.Scalar] = []
        for value in [0x20, 0x41, 0x5A, 0x61, 0x7A, 0x30, 0x2E, 0x3C, 0x26, 0x22, 0x27] { scalars.append(Unicode.Scalar(UInt32(value))!) }
        for value in [0x00, 0x07, 0x08, 0x09, 0x0A, 0x0D, 0x1B, 0x1F, 0x7F, 0x80, 0x85, 0x9B, 0x9F] { scalars.append(Unicode.Scalar(UInt32(value))!) }
        scalars += [
            "é", "ß", "Ω", "‹", "›", "…", "\u{301}", "\u{308}", "中", "文", "字", "ア", "ー", "한", "글", "ｆ", "、", "\u{3000}",
            "😀", "🎉", "👍", "❤", "\u{200B}", "\u{202E}", "\u{FEFF}", "\u{2028}", "\u{2029}", "\u{FFFE}", "\u{FFFF}",
            "\u{E000}", "\u{0378}", "\u{FFFD}",
        ]
        return scalars
    }()

    /// The suite's fixed-seed generator.
    typealias Generator = SplitMix64

    /// A portrait layout of labelled nodes (labels, buttons, bar items, a title) whose titles
    /// and ids are `titles`.
    static func layout(_ titles: [String], generator: inout Generator) -> SceneLayout {
        let kinds: [NodeKind] = [.view(.label), .view(.button), .barButtonItem, .title, .tabBarItem, .backButton, .view(.view)]
        var nodes = [LayoutNode(id: "root", kind: .controller, parent: nil, frame: Rect(x: 0, y: 20, width: 768, height: 1004))]
        for (index, title) in titles.enumerated() {
            let frame = Rect(
                x: Double(generator.below(700)), y: Double(20 + generator.below(960)),
                width: Double(8 + generator.below(400)), height: Double(8 + generator.below(80)))
            nodes.append(
                LayoutNode(
                    id: index % 3 == 0 ? title : "n\(index)", kind: kinds[index % kinds.count], parent: "root", frame: frame,
                    attributes: [Field(.title, .string(title))]))
        }
        return SceneLayout(
            orientation: .portrait, screen: Rect(x: 0, y: 0, width: 768, height: 1024),
            applicationFrame: Rect(x: 0, y: 20, width: 768, height: 1004), nodes: nodes)
    }

    /// glibc's `wcwidth` in C.UTF-8: an oracle for terminal columns independent of
    /// ``TerminalText``.
    static let wcwidth: @convention(c) (Int32) -> Int32 = {
        setlocale(LC_CTYPE, "C.UTF-8")
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "wcwidth") else { fatalError("wcwidth is missing") }
        return unsafeBitCast(symbol, to: (@convention(c) (Int32) -> Int32).self)
    }()

    /// Checks a text picture: the header, exactly `rows` grid lines each exactly `columns`
    /// terminal columns wide by glibc's measure, no control or format character anywhere but the
    /// newlines ending lines, every legend line whole.
    static func checkText(_ text: String, columns: Int, rows: Int, context: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.last == "", "\(context): the picture ends with a newline")
        #expect(lines.count >= rows + 2, "\(context): \(lines.count) lines")
        for (number, line) in lines.dropLast().enumerated() {
            for scalar in line.unicodeScalars {
                let category = scalar.properties.generalCategory
                #expect(
                    category != .control && category != .format && category != .lineSeparator && category != .paragraphSeparator,
                    "\(context): line \(number) holds U+\(String(scalar.value, radix: 16, uppercase: true))")
            }
        }
        for line in lines.dropFirst().prefix(rows) {
            let width = line.unicodeScalars.reduce(0) { $0 + Int(wcwidth(Int32(bitPattern: $1.value))) }
            #expect(width == columns, "\(context): a grid line is \(width) columns wide: \(line)")
        }
    }

    /// Random titles from the pool: the text grid is exact and clean at several sizes.
    @Test func randomTitlesKeepTheTextGridExactAndClean() {
        var generator = Generator(seed: 13_003)
        for case_ in 0..<300 {
            let titles = (0..<(1 + generator.below(10))).map { _ in generator.title(from: Self.pool) }
            let layout = Self.layout(titles, generator: &generator)
            let columns = 8 + generator.below(120)
            let rows = 8 + generator.below(60)
            let text = TextRenderer(options: RenderOptions(columns: columns, rows: rows)).render(layout)
            Self.checkText(text, columns: columns, rows: rows, context: "case \(case_) \(titles.map { $0.unicodeScalars.map { String($0.value, radix: 16) } })")
        }
    }

    /// Random titles of any Unicode scalar at all: the SVG is well-formed XML and librsvg reads it.
    @Test func randomTitlesKeepTheSVGWellFormedAndReadable() throws {
        var generator = Generator(seed: 13_033)
        let rasterizer = try Raster.rasterizer()
        for case_ in 0..<120 {
            let titles: [String] = (0..<(1 + generator.below(8))).map { _ in
                var view = String.UnicodeScalarView()
                for _ in 0..<(1 + generator.below(12)) {
                    view.append(generator.below(3) == 0 ? Self.pool[generator.below(Self.pool.count)] : generator.anyScalar())
                }
                return String(view)
            }
            let layout = Self.layout(titles, generator: &generator)
            let svg = SVGRenderer(options: RenderOptions(scale: 0.25)).render(layout)
            #expect(throws: Never.self, "case \(case_)") { _ = try SVGDocument(svg) }
            let png = rasterizer.png(svg: svg, width: 192, height: 256)
            if case .failure(let error) = png { Issue.record("case \(case_): librsvg refused the SVG: \(error.message)") }
        }
    }

    /// The reported cases: an escape sequence that clears the screen and sets the window title,
    /// a newline, U+FFFE and U+FFFF.
    @Test func theReportedTitles() throws {
        var generator = Generator(seed: 1)
        let hostile = ["\u{1B}[2J\u{1B}]0;PWNED\u{07}", "two\nlines", "bad\u{FFFE}\u{FFFF}xml", "\u{202E}reversed", "\u{9B}31m"]
        let layout = Self.layout(hostile, generator: &generator)
        let text = TextRenderer(options: RenderOptions(columns: 96, rows: 48)).render(layout)
        #expect(!text.unicodeScalars.contains("\u{1B}"))
        #expect(!text.unicodeScalars.contains("\u{07}"))
        #expect(!text.unicodeScalars.contains("\u{9B}"))
        #expect(!text.unicodeScalars.contains("\u{202E}"))
        #expect(text.contains("␛[2J␛]0;PWNED␇"), "ESC and BEL shown as their pictures")
        Self.checkText(text, columns: 96, rows: 48, context: "reported")
        let svg = SVGRenderer().render(layout)
        _ = try SVGDocument(svg)
        #expect(!svg.unicodeScalars.contains("\u{FFFE}"))
        #expect(svg.contains("bad\u{FFFD}\u{FFFD}xml"))
        let png = try Raster.rasterizer().png(svg: svg, width: 768, height: 1024)
        #expect((try? png.get()) != nil, "librsvg reads it")
    }

    /// Wide characters take two columns, combining marks none; a wide character that does not
    /// fit whole is not half drawn; an emoji sequence joined by ZWJ is one character of two.
    @Test func widthsAreTerminalColumns() {
        #expect(TerminalText.columns("abc") == 3)
        #expect(TerminalText.columns("中文") == 4)
        #expect(TerminalText.columns("e\u{301}") == 1)
        #expect(TerminalText.columns("\u{301}") == 0)
        #expect(TerminalText.columns("👨‍👩‍👧") == 2)
        #expect(TerminalText.columns("❤") == 1)
        #expect(TerminalText.columns("❤\u{FE0F}") == 2)
        #expect(TerminalText.columns("ｆｕｌｌ") == 8)
        #expect(TerminalText.sanitized("a\u{0}b\u{7F}c\u{85}") == "a␀b␡c\u{FFFD}")
        var canvas = TextCanvas(columns: 5, rows: 1)
        #expect(canvas.write("ab中文", at: 0, 0, limit: 5) == 4, "the second wide character does not fit whole")
        #expect(canvas.text == "ab中 \n")
        canvas.set(3, 0, "x")  // drawn over the second half of 中
        #expect(canvas.text == "ab x \n")
    }

    /// Found from outside after the fix: a keycap (`1️⃣`) is 2 columns, not 1; a zero-width
    /// joiner outside an emoji sequence is shown as `�`; a title of a million characters costs
    /// what a grid line costs, in text and in SVG (it took 82 ms for ASCII and 296 ms for
    /// combining marks on an 8 x 8 grid).
    @Test func keycapsJoinersAndHugeTitles() {
        #expect(TerminalText.columns("1\u{FE0F}\u{20E3}") == 2)
        #expect(TerminalText.columns("#\u{FE0F}") == 2)
        #expect(TerminalText.columns("1\u{20E3}") == 1)
        #expect(TerminalText.sanitized("s\u{200D}j") == "s\u{FFFD}j")
        #expect(TerminalText.sanitized("👨\u{200D}👩") == "👨\u{200D}👩")
        var generator = Generator(seed: 7)
        let keycaps = Self.layout(["1\u{FE0F}\u{20E3} #\u{FE0F}\u{20E3}", "*\u{FE0F}\u{20E3}"], generator: &generator)
        let text = TextRenderer(options: RenderOptions(columns: 20, rows: 10)).render(keycaps)
        for line in text.split(separator: "\n").dropFirst().prefix(10) {
            let columns = line.reduce(0) { $0 + TerminalText.width(of: $1) }
            #expect(columns == 20, "\(line)")
        }
        // A huge title is read only as far as it can show.
        let huge = String(repeating: "a", count: 1_600_000)
        let marks = "a" + String(String.UnicodeScalarView(repeatElement("\u{301}", count: 1_600_000)))
        #expect(TerminalText.units(huge, upTo: 8).count == 9)
        #expect(TerminalText.units(marks, upTo: 8).map(\.width) == [1, 1], "one accented a, then … for what was cut")
        let big = SceneLayout(
            orientation: .portrait, screen: Rect(x: 0, y: 0, width: 768, height: 1024),
            applicationFrame: Rect(x: 0, y: 20, width: 768, height: 1004),
            nodes: [huge, marks].enumerated().map { index, title in
                LayoutNode(
                    id: "huge\(index)", kind: .view(.label), parent: nil, frame: Rect(x: 20, y: 100 + Double(index) * 60, width: 300, height: 44),
                    attributes: [Field(.title, .string(title))])
            })
        // The outcome, not a timing: the grid stays 8 x 8, and the SVG carries only what fits of
        // each title (a label is cut to its frame, with "…"), not 1.6 million characters.
        let picture = TextRenderer(options: RenderOptions(columns: 8, rows: 8)).render(big)
        Self.checkText(picture, columns: 8, rows: 8, context: "huge titles")
        let svg = SVGRenderer().render(big)
        for text in svg.components(separatedBy: "<text").dropFirst() {
            let shown = text.split(separator: ">", maxSplits: 1).last?.split(separator: "<").first ?? ""
            #expect(shown.unicodeScalars.count < 1000, "a <text> holds \(shown.unicodeScalars.count) scalars")
        }
    }
}

extension SplitMix64 {
    /// A title of up to `length` scalars from `pool`.
    mutating func title(from pool: [Unicode.Scalar], length: Int = 14) -> String {
        var view = String.UnicodeScalarView()
        for _ in 0..<(1 + below(length)) { view.append(pool[below(pool.count)]) }
        return String(view)
    }
    /// Any scalar at all (no surrogates: Swift strings cannot hold them).
    mutating func anyScalar() -> Unicode.Scalar {
        while true {
            if let scalar = Unicode.Scalar(UInt32(below(0x11_0000))) { return scalar }
        }
    }
}
