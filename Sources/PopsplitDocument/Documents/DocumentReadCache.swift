import PopsplitJSON

/// What checking a document's text leaves for checking the next text incrementally
/// (``SceneDocumentDecoder/check(text:reusing:)``): the text, its parsed value, the controllers'
/// ``ReadUnit``s, the whole-document checks' ``CheckMemo`` and the outcome. A value derived
/// from the text alone: any cache gives the outcome a full check gives, only sooner.
public struct DocumentReadCache: Sendable, Equatable {
    /// The diagnostic limit of the decoder that made it (another decoder does not reuse it).
    var limit: Int
    /// The text, as UTF-8.
    var bytes: [UInt8]
    /// The text parsed.
    var value: JSONValue
    /// What reading each controller did, by path.
    var units: [DocumentPath: ReadUnit]
    /// The whole-document checks' outcome, when kept.
    var checkMemo: CheckMemo?
    /// The outcome of checking the text.
    var check: SceneDocumentCheck
    /// What the reader found, before placing in the text.
    var findings: [DocumentFinding]
    /// The reader's work (``SceneDocumentCheck/work`` before placing).
    var readWork: Int
    /// How many controllers, views and lists that check replayed rather than read, all of them
    /// when it kept the reading whole (what the tests see of the incremental path).
    public internal(set) var replayedUnits = 0
}
