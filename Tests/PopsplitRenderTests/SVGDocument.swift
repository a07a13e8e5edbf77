import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An SVG rendering read back as a client reads it: parsed as XML (Foundation's `XMLParser`), the
/// `<svg>` element's attributes, and its `<g>` children with their attributes, in order.
struct SVGDocument {
    /// One `<g>` child of the `<svg>` element.
    struct Group {
        /// `data-id`, `data-kind`, `data-frame`, `opacity` (nil when absent).
        var id: String?, kind: String?, frame: String?, opacity: String? = nil
        /// How deep it sits: 1 for a child of `<svg>`.
        var depth: Int
        /// The fill and stroke of its drawing's elements, in order (`polygon` and `rect` only).
        var shapes: [(name: String, attributes: [String: String])]
    }

    /// The `<svg>` element's attributes.
    var root: [String: String] = [:]
    /// Every `<g>` element, in document order, nested ones included (with their depth), but the
    /// two that turn a rotation's moment.
    var groups: [Group] = []
    /// The degrees a rotation's moment turns the interface (`data-turn`), if it does.
    var turn: Double?

    /// The top-level groups that stand for layout nodes (every `<g data-id>` but the explanation and
    /// the caption).
    var nodeGroups: [Group] { groups.filter { $0.depth == 1 && $0.id != nil && $0.kind != "explanation" && $0.kind != "caption" } }

    /// Parses `svg`; throws with the parser's line and column when it is not well-formed XML.
    init(_ svg: String) throws {
        let parser = XMLParser(data: Data(svg.utf8))
        let collector = Collector()
        parser.delegate = collector
        guard parser.parse() else {
            let error = parser.parserError.map { "\($0)" } ?? "unknown error"
            throw FixtureError("the SVG is not well-formed XML at line \(parser.lineNumber), column \(parser.columnNumber): \(error)")
        }
        guard collector.rootName == "svg" else { throw FixtureError("the root element is <\(collector.rootName ?? "none")>, not <svg>") }
        root = collector.root
        groups = collector.groups
        turn = collector.turn
    }

    /// The parser's delegate.
    final class Collector: NSObject, XMLParserDelegate {
        var rootName: String?
        var root: [String: String] = [:]
        var groups: [Group] = []
        var depth = 0
        var open: [Int] = []  // indexes in `groups` of the open <g> elements
        var openKinds: [Bool] = []  // per open <g>: whether it wraps the picture (a turn, its clip)
        var wrappers = 0
        var turn: Double?

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            if depth == 0 {
                rootName = name
                root = attributes
            } else if name == "g", attributes["data-id"] == nil, attributes["clip-path"] != nil || attributes["data-turn"] != nil {
                // A rotation's moment wraps the nodes in a clip and a turn (protocol.md 12.5):
                // they count as the picture's own level.
                if let degrees = attributes["data-turn"] { turn = Double(degrees) }
                wrappers += 1
                openKinds.append(true)
            } else if name == "g" {
                groups.append(
                    Group(
                        id: attributes["data-id"], kind: attributes["data-kind"], frame: attributes["data-frame"],
                        opacity: attributes["opacity"], depth: depth - wrappers, shapes: []))
                open.append(groups.count - 1)
                openKinds.append(false)
            } else if let current = open.last, name == "rect" || name == "polygon" || name == "path" {
                groups[current].shapes.append((name, attributes))
            }
            depth += 1
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            depth -= 1
            if name == "g", depth > 0, let wrapper = openKinds.popLast() {
                if wrapper { wrappers -= 1 } else { open.removeLast() }
            }
        }
    }

    /// The top-level `<g …>…</g>` elements of `svg` as markup, with their `data-id`, in order:
    /// what `svgPatch` replaces (protocol.md section 12.4). Nested `<g>` are kept inside their parent.
    static func elements(of svg: String) -> [(id: String, markup: String)] {
        let bytes = Array(svg.utf8)
        let open: [UInt8] = Array("<g".utf8)
        let close: [UInt8] = Array("</g>".utf8)
        let idMark: [UInt8] = Array("data-id=\"".utf8)
        func at(_ i: Int, _ pattern: [UInt8]) -> Bool {
            i + pattern.count <= bytes.count && bytes[i..<(i + pattern.count)].elementsEqual(pattern)
        }
        var result: [(id: String, markup: String)] = []
        var depth = 0
        var start = 0
        var i = 0
        while i < bytes.count {
            if bytes[i] != UInt8(ascii: "<") {
                i += 1
            } else if at(i, open), i + 2 < bytes.count, bytes[i + 2] == UInt8(ascii: " ") || bytes[i + 2] == UInt8(ascii: ">") {
                if depth == 0 { start = i }
                depth += 1
                i += 2
            } else if at(i, close) {
                depth -= 1
                i += close.count
                if depth == 0 {
                    let markup = Array(bytes[start..<i])
                    var id = ""
                    if let mark = (0..<markup.count).first(where: { j in
                        j + idMark.count <= markup.count && markup[j..<(j + idMark.count)].elementsEqual(idMark)
                    }) {
                        let from = mark + idMark.count
                        let to = markup[from...].firstIndex(of: UInt8(ascii: "\"")) ?? markup.count
                        id = unescape(String(decoding: markup[from..<to], as: UTF8.self))
                    }
                    result.append((id, String(decoding: markup, as: UTF8.self)))
                }
            } else {
                i += 1
            }
        }
        return result
    }

    /// XML attribute text back to the id it stands for.
    static func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
