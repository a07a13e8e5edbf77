import PopsplitModel

extension LayoutNode {
    /// The string attribute `name`, if any.
    func string(_ name: FieldName) -> String? {
        if case .string(let s)? = attributes.first(where: { $0.name == name })?.value { return s }
        return nil
    }

    /// The boolean attribute `name`, if any.
    func bool(_ name: FieldName) -> Bool? {
        if case .bool(let b)? = attributes.first(where: { $0.name == name })?.value { return b }
        return nil
    }

    /// The number attribute `name`, if any.
    func number(_ name: FieldName) -> Double? {
        if case .number(let v)? = attributes.first(where: { $0.name == name })?.value { return v }
        return nil
    }

    /// The rect attribute `name`, if any.
    func rect(_ name: FieldName) -> Rect? {
        if case .rect(let r)? = attributes.first(where: { $0.name == name })?.value { return r }
        return nil
    }

    /// The point attribute `name`, if any.
    func point(_ name: FieldName) -> Point? {
        if case .point(let p)? = attributes.first(where: { $0.name == name })?.value { return p }
        return nil
    }

    /// The string attribute `name` read as the enumeration `E` (the model writes these from the
    /// same type's raw value), if any.
    func enumeration<E: RawRepresentable>(_ name: FieldName, as type: E.Type = E.self) -> E? where E.RawValue == String {
        string(name).flatMap(E.init(rawValue:))
    }

    /// A popover's arrow direction (`arrowDirection`), if any.
    var arrowDirection: ArrowDirection? { enumeration(.arrowDirection) }

    /// What the node shows as its label: its title, text, system item's word, or nothing.
    var label: String? {
        string(.title) ?? string(.text) ?? string(.systemItem).map(SystemItemGlyph.glyph)
    }
}
