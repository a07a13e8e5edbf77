/// The formats `scene/open` reads: popsplit's scene documents (JSON), Interface Builder
/// storyboards and nibs (XML). Told in `scene/open`'s result as `format`.
public enum DocumentFormat: String, Sendable, Equatable, CaseIterable {
    /// A scene document (protocol.md, section 8).
    case scene
    /// An Interface Builder storyboard (`.storyboard`, document versions 1.0 to 3.0).
    case storyboard
    /// An Interface Builder nib (`.xib`): Xcode 4's keyed archive or Xcode 5's document.
    case xib

    /// The format a file's name says: `.storyboard` and `.xib` (any case), else nil.
    public static func of(path: String) -> DocumentFormat? {
        let lower = path.lowercased()
        if lower.hasSuffix(".storyboard") { return .storyboard }
        if lower.hasSuffix(".xib") { return .xib }
        return nil
    }

    /// The format a text's content says: XML (its first character, after white space and a
    /// byte-order mark, is `<`) is a storyboard or nib, told apart by its root element when it
    /// is read (``InterfaceBuilderImporter``); anything else is a scene document.
    public static func guess(text: String) -> DocumentFormat {
        for scalar in text.unicodeScalars {
            switch scalar {
            case " ", "\t", "\n", "\r", "\u{FEFF}": continue
            case "<": return text.contains("CocoaTouch.Storyboard") ? .storyboard : .xib
            default: return .scene
            }
        }
        return .scene
    }

    /// Whether the format is one of Interface Builder's (imported rather than decoded).
    public var isInterfaceBuilder: Bool { self != .scene }
}
