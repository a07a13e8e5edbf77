import PopsplitJSON

/// Where a value sits inside a JSON document: the object keys and array indices that lead to it
/// from the top-level value, written as a JSON path (`$.root.children[1].frame[2]`).
///
/// Keys that are plain identifiers are written `.key`; any other key is written as a quoted
/// string in brackets (`$.root["my key"]`), so every path reads back unambiguously.
public struct DocumentPath: Sendable, Hashable, CustomStringConvertible {
    /// The steps from the top-level value, outermost first.
    public var components: [Component]

    /// A path made of `components`; no components is the top-level value (`$`).
    public init(_ components: [Component] = []) {
        self.components = components
    }

    /// The top-level value, `$`.
    public static let root = DocumentPath()

    /// This path, one object member further in.
    public func appending(_ key: String) -> DocumentPath { appending(Component.key(key)) }

    /// This path, one array element further in.
    public func appending(_ index: Int) -> DocumentPath { appending(Component.index(index)) }

    /// This path, one step further in: one array of the right size (a reader makes a path for
    /// every value it reads).
    private func appending(_ step: Component) -> DocumentPath {
        var longer: [Component] = []
        longer.reserveCapacity(components.count + 1)
        longer.append(contentsOf: components)
        longer.append(step)
        return DocumentPath(longer)
    }

    /// The path of the containing object or array; `nil` for the top-level value.
    public var parent: DocumentPath? {
        components.isEmpty ? nil : DocumentPath(Array(components.dropLast()))
    }

    /// The last step, when there is one.
    public var last: Component? { components.last }

    /// The path as text: `$`, then `.key`, `["odd key"]` or `[index]` for each step.
    public var description: String {
        var text = "$"
        for component in components {
            switch component {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key) where DocumentPath.isIdentifier(key):
                text += ".\(key)"
            case .key(let key):
                text += "[\(DocumentPath.quoted(key))]"
            }
        }
        return text
    }

    /// Whether `key` can be written after a dot: an ASCII letter, `_` or `$`, then letters,
    /// digits, `_` or `$`.
    static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, !DocumentPath.isDigit(first) else { return false }
        return key.unicodeScalars.allSatisfy { DocumentPath.isLetter($0) || DocumentPath.isDigit($0) }
    }

    /// Whether `s` is an ASCII letter, `_` or `$`.
    private static func isLetter(_ s: Unicode.Scalar) -> Bool {
        (s >= "a" && s <= "z") || (s >= "A" && s <= "Z") || s == "_" || s == "$"
    }

    /// Whether `s` is an ASCII digit.
    private static func isDigit(_ s: Unicode.Scalar) -> Bool {
        s >= "0" && s <= "9"
    }

    /// `key` as a JSON string literal (quotes, backslashes and control characters escaped), as
    /// popsplit writes JSON (``JSONEscaping``).
    static func quoted(_ key: String) -> String { JSONEscaping.quoted(key) }
}
