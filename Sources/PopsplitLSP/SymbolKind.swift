import PopsplitDocument

/// The LSP `SymbolKind`s the outline uses, one per kind of declaration.
enum SymbolKind: Int {
    /// A controller.
    case `class` = 5
    /// A bar button item.
    case field = 8
    /// An action sheet.
    case `enum` = 10
    /// A popover controller.
    case interface = 11
    /// A view.
    case object = 19
    /// A segue.
    case event = 24

    /// The kind shown for a declaration of `owner`.
    init(_ owner: IdDeclaration.Owner) {
        switch owner {
        case .controller: self = .class
        case .view: self = .object
        case .item: self = .field
        case .segue: self = .event
        case .popover: self = .interface
        case .actionSheet: self = .enum
        }
    }
}
