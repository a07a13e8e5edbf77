import FuzzSupport
import PopsplitDocument
import PopsplitInterfaceBuilder
import PopsplitJSON
import PopsplitModel

/// The decoder the imported documents go through (stateless; its default diagnostic limit).
private let decoder = SceneDocumentDecoder()

/// Fuzz target (e): the storyboard and nib importer on any text (bytes decoded as UTF-8, invalid
/// sequences repaired, as `scene/open {"text": ...}` receives them), read as a storyboard, then
/// the scene document it imports to through the decoder (as `scene/open` does).
///
/// Checked:
/// - an import gives a document exactly when no diagnostic is an error (a refusal says why);
/// - every placed diagnostic lies inside the text (line from 1 to the number of lines, column
///   from 1), the decoder's too once placed at their elements (``ImportedDocument/place(ofPath:)``);
/// - importing is pure: the same text gives the same document and diagnostics a second time;
/// - an imported document that decodes opens in the model (or is refused, never a crash) and
///   lays out.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStoryboard(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: start, count: count)
    let text = String(decoding: bytes, as: UTF8.self)
    let imported = InterfaceBuilderImporter.importDocument(text: text)
    let hasError = imported.diagnostics.contains { $0.severity == .error }
    FuzzCheck.require(
        (imported.document == nil) == hasError,
        "document \(imported.document == nil ? "absent" : "present") with diagnostics \(imported.diagnostics)")
    let lines = text.utf8.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    func requirePlaced(_ line: Int?, _ column: Int?, _ what: @autoclosure () -> String) {
        if let line { FuzzCheck.require((1...lines).contains(line), "line \(line) of \(lines): \(what())") }
        if let column { FuzzCheck.require(column >= 1, "column \(column): \(what())") }
    }
    for diagnostic in imported.diagnostics(amended: [:]) {
        requirePlaced(diagnostic.line, diagnostic.column, "\(diagnostic)")
    }
    let again = InterfaceBuilderImporter.importDocument(text: text)
    FuzzCheck.require(again.document == imported.document, "a second import of the same text gives another document")
    FuzzCheck.require(again.diagnostics == imported.diagnostics, "a second import of the same text gives other diagnostics")
    guard let value = imported.document else { return 0 }
    let check = decoder.check(value: value, source: nil)
    for diagnostic in check.diagnostics {
        let place = imported.place(ofPath: diagnostic.path)
        requirePlaced(place?.line, place?.column, "\(diagnostic) placed in the XML")
    }
    if let document = check.document, let opened = try? Scene.open(document) {
        _ = opened.scene.layout
    }
    return 0
}
