import PopsplitDocument
import PopsplitJSON

/// What the navigation features read from one version of a scene document's text: its lines,
/// the objects declaring ids (``DocumentSourceMap``), and every id declared and used as the
/// document reader records them (``DocumentIdIndex``), placed in the text. Made once per version,
/// on the first request that needs it (typing costs nothing more).
struct DocumentFacts {
    /// The text's lines (positions to offsets and back).
    let lines: TextLines
    /// The text as UTF-8.
    let bytes: [UInt8]
    /// The objects with an `"id"` member, nested.
    let sourceMap: DocumentSourceMap
    /// Every id declared, as the reader records them (in document order).
    let declarations: [IdDeclaration]
    /// Where each declaration's id is written (the `"id"` value, or the object for a derived id),
    /// in the order of ``declarations``; `nil` when the text does not hold it.
    let declarationPlaces: [(start: Int, end: Int)?]
    /// Every place an id is written, declarations first, then uses, each in document order.
    let occurrences: [IdOccurrence]

    /// The facts of `text`; a text that is not JSON has lines only.
    init(text: String) {
        bytes = Array(text.utf8)
        lines = TextLines(bytes: bytes)
        sourceMap = DocumentSourceMap(text: text)
        guard let index = DocumentIdIndex(text: text) else {
            (declarations, declarationPlaces, occurrences) = ([], [], [])
            return
        }
        declarations = index.declarations
        let locator = JSONSourceLocator(text: text)
        let offsets = locator.valueOffsets(of: index.declarations.map(\.path) + index.references.map(\.path))
        var places: [(start: Int, end: Int)?] = []
        var found: [IdOccurrence] = []
        for (declaration, offset) in zip(index.declarations, offsets) {
            guard let start = offset else {
                places.append(nil)
                continue
            }
            let end = Self.tokenEnd(bytes, at: start)
            places.append((start, end))
            if declaration.path != declaration.objectPath {
                found.append(IdOccurrence(id: declaration.id, role: .declaration(declaration.owner), start: start, end: end))
            }
        }
        for (reference, offset) in zip(index.references, offsets.dropFirst(index.declarations.count)) {
            guard let start = offset else { continue }
            found.append(IdOccurrence(id: reference.id, role: .reference(reference.expected), start: start, end: Self.tokenEnd(bytes, at: start)))
        }
        declarationPlaces = places
        occurrences = found
    }

    /// The end of the token at `start`: a string with its quotes, else one character (an
    /// object's `{`, where a derived id is declared).
    static func tokenEnd(_ bytes: [UInt8], at start: Int) -> Int {
        guard start < bytes.count else { return bytes.count }
        if bytes[start] == UInt8(ascii: "\"") { return JSONScanner.skipString(bytes[...], at: start) ?? start + 1 }
        return start + 1
    }

    /// The id written at byte `offset`, if any.
    func occurrence(at offset: Int) -> IdOccurrence? { occurrences.first { $0.holds(offset) } }

    /// The first declaration of `id` and where it is written, if the text has one.
    func declaration(of id: String) -> (declaration: IdDeclaration, place: (start: Int, end: Int))? {
        for (declaration, place) in zip(declarations, declarationPlaces) where declaration.id == id {
            guard let place else { return nil }
            return (declaration, place)
        }
        return nil
    }

    /// The owner of the first declaration of `id`.
    func owner(of id: String) -> IdDeclaration.Owner? { declarations.first { $0.id == id }?.owner }

    /// The LSP range of bytes `start..<end` in `encoding`.
    func range(_ start: Int, _ end: Int, encoding: PositionEncoding) -> SourceRange {
        SourceRange(start: lines.point(ofByte: start, encoding: encoding), end: lines.point(ofByte: end, encoding: encoding))
    }
}
