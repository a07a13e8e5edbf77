import PopsplitDocument
import PopsplitJSON

/// The words of a hover: what the document declares an id as, and what the layout shows of it.
enum HoverText {
    /// The most attributes listed (a node has a handful; bounds what a hover can grow to).
    static let maxAttributes = 12

    /// Markdown for `id`: its declaration's kind, then, when the current layout shows it, its
    /// node's kind, controller kind, frame in the layout's orientation, attributes and the rules
    /// that shape it (``ShapingRules``); else that the layout does not show it now.
    static func markdown(id: String, owner: IdDeclaration.Owner?, node: LayoutNodeFacts?) -> String {
        var lines: [String] = []
        var heading = "`\(id)`"
        if let owner { heading += ": \(owner.name)" }
        if let node {
            heading += owner == nil ? ": \(node.kind)" : " (\(node.kind)"
            if let controllerKind = node.attributes["controllerKind"]?.stringValue { heading += ", \(controllerKind)" }
            if owner != nil { heading += ")" }
        }
        lines.append(heading)
        if let node {
            let frame = node.frame.map(number).joined(separator: ", ")
            lines.append("frame in \(node.orientation): [\(frame)]")
            let shown = node.attributes.members.filter { $0.key != "controllerKind" }.prefix(maxAttributes)
            for (key, value) in shown { lines.append("\(key): \(JSONCodec.string(value))") }
            let citations = ShapingRules.citations(for: node)
            if !citations.isEmpty {
                lines.append("rules that shape it:\n" + citations.map { "- \($0.id): \($0.why)" }.joined(separator: "\n"))
            }
        } else if owner != nil {
            lines.append("not in the scene's current layout (not shown now, or the document has errors)")
        }
        return lines.joined(separator: "\n\n")
    }

    /// A coordinate as the layout writes it: an integer without a fraction.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
