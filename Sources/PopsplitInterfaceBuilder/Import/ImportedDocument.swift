import PopsplitDocument
import PopsplitJSON

/// What importing a storyboard or nib gives: the equivalent scene document (nil when the file is
/// refused), the diagnostics with their places in the XML, where each id of the document is
/// declared in it, and the report of what was carried.
public struct ImportedDocument: Sendable {
    /// The format read: ``DocumentFormat/storyboard`` or ``DocumentFormat/xib``.
    public var format: DocumentFormat
    /// The scene document, or nil when the file is refused (the diagnostics hold an error).
    public var document: JSONValue?
    /// Errors (the file is refused), warnings and information, each with its line and column,
    /// sorted by place; the notes of ``defaulted`` behaviours are apart (``diagnostics(amended:)``).
    public var diagnostics: [DocumentDiagnostic]
    /// The behaviours the file leaves to code that a companion document can supply.
    public var defaulted: [DefaultedBehaviour] = []
    /// The controllers whose view a nib of its own holds (read beside the file when it exists).
    public var nibReferences: [NibReference] = []
    /// Each id of ``document`` and the byte range of the element that declares it.
    public var declarations: [(id: String, start: Int, end: Int)]
    /// How many elements were carried, and what was left out.
    public var report: ImportReport

    /// A result.
    public init(
        format: DocumentFormat, document: JSONValue?, diagnostics: [DocumentDiagnostic],
        declarations: [(id: String, start: Int, end: Int)], report: ImportReport
    ) {
        self.format = format
        self.document = document
        self.diagnostics = diagnostics
        self.declarations = declarations
        self.report = report
    }

    /// Every diagnostic, with the notes of the defaulted behaviours a companion did not supply
    /// (`amended`: the members each id's amendment gave), sorted by place.
    public func diagnostics(amended: [String: Set<String>]) -> [DocumentDiagnostic] {
        let notes = defaulted.filter { behaviour in
            guard let keys = amended[behaviour.id] else { return true }
            return keys.isDisjoint(with: behaviour.keys)
        }.map(\.diagnostic)
        return (diagnostics + notes).sortedByPlace()
    }

    /// The place (line and column in the XML) of the element declaring the object that a scene
    /// document path leads into: the last object with an `id` met on the way down `path`
    /// (`$.root.children[1].views[0].frame` is placed at the element of `views[0]`'s id).
    public func place(ofPath path: String) -> (line: Int, column: Int)? {
        guard let document else { return nil }
        var current: JSONValue? = document
        var id: String? = document["id"]?.stringValue
        for component in DocumentPathText.components(of: path) {
            switch component {
            case .key(let key): current = current?[key]
            case .index(let index):
                guard let array = current?.arrayValue, index >= 0, index < array.count else {
                    current = nil
                    break
                }
                current = array[index]
            }
            guard let value = current else { break }
            if let found = value["id"]?.stringValue { id = found }
        }
        guard let id, let place = places[id] else { return nil }
        return (place.line, place.column)
    }

    /// The line and column of each id's element.
    public var places: [String: (line: Int, column: Int)] = [:]
}
