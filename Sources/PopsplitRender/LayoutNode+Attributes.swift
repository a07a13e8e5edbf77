import PopsplitModel

extension LayoutNode {
    /// The string attribute `name`, if any.
    func string(_ name: String) -> String? {
        if case .string(let s)? = attributes.first(where: { $0.name == name })?.value { return s }
        return nil
    }

    /// The boolean attribute `name`, if any.
    func bool(_ name: String) -> Bool? {
        if case .bool(let b)? = attributes.first(where: { $0.name == name })?.value { return b }
        return nil
    }

    /// The number attribute `name`, if any.
    func number(_ name: String) -> Double? {
        if case .number(let v)? = attributes.first(where: { $0.name == name })?.value { return v }
        return nil
    }

    /// The rect attribute `name`, if any.
    func rect(_ name: String) -> Rect? {
        if case .rect(let r)? = attributes.first(where: { $0.name == name })?.value { return r }
        return nil
    }

    /// The point attribute `name`, if any.
    func point(_ name: String) -> Point? {
        if case .point(let p)? = attributes.first(where: { $0.name == name })?.value { return p }
        return nil
    }

    /// A popover's arrow direction (`arrowDirection`), if any.
    var arrowDirection: ArrowDirection? { string("arrowDirection").flatMap(ArrowDirection.init(rawValue:)) }

    /// What the node shows as its label: its title, text, system item's word, or nothing.
    var label: String? {
        string("title") ?? string("text") ?? string("systemItem").map(SystemItemGlyph.glyph)
    }
}
