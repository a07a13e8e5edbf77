import FuzzSupport
import PopsplitDocument
import PopsplitJSON
import PopsplitModel

/// The decoder under test (stateless; its default diagnostic limit).
private let decoder = SceneDocumentDecoder()

/// Fuzz target (c): the scene document decoder on any text (bytes decoded as UTF-8, invalid
/// sequences repaired, as `scene/open {"text": ...}` receives them).
///
/// Checked:
/// - a document comes back exactly when no diagnostic is an error;
/// - at most the limit of diagnostics, plus the note that the limit was reached;
/// - placed diagnostics lie inside the text (line from 1 to the number of lines, column from 1);
/// - decoding is pure: the same text decodes the same a second time, and the parsed value
///   without its text gives the same document;
/// - a document that decodes opens in the model (or is refused with an error, never a crash) and
///   lays out.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSceneDocument(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: start, count: count)
    let text = String(decoding: bytes, as: UTF8.self)
    let check = decoder.check(text: text)
    let hasError = check.diagnostics.contains { $0.severity == .error }
    FuzzCheck.require((check.document == nil) == hasError, "document \(check.document == nil ? "absent" : "present") with diagnostics \(check.diagnostics)")
    FuzzCheck.require(check.diagnostics.count <= decoder.diagnosticLimit + 1, "\(check.diagnostics.count) diagnostics")
    let lines = text.utf8.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    for diagnostic in check.diagnostics {
        if let line = diagnostic.line {
            FuzzCheck.require((1...lines).contains(line), "line \(line) of \(lines): \(diagnostic)")
        }
        if let column = diagnostic.column {
            FuzzCheck.require(column >= 1, "column \(column): \(diagnostic)")
        }
    }
    FuzzCheck.require(decoder.check(text: text) == check, "a second decoding of the same text differs")
    if let value = try? JSONCodec.parse(text) {
        let unplaced = decoder.check(value: value, source: nil)
        FuzzCheck.require(unplaced.document == check.document, "the value without its text decodes differently")
        FuzzCheck.require(unplaced.diagnostics.count == check.diagnostics.count, "the value without its text has other diagnostics")
    }
    if let document = check.document, let opened = try? Scene.open(document) {
        _ = opened.scene.layout
    }
    return 0
}
