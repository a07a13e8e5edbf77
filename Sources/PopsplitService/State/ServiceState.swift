import PopsplitDocument
import PopsplitModel

/// Everything the daemon holds: the open scenes by id. A value: a method works on a copy and the
/// copy replaces the state only when the method succeeds (atomic commands).
struct ServiceState: Equatable {
    /// Open scenes by id.
    var scenes: [String: SceneEntry] = [:]
    /// The counter behind generated scene ids (`s1`, `s2` ...).
    var generatedSceneCount = 0
    /// Scene ids in the order they were opened (closed ones included; `popsplit render` reads it).
    var openOrder: [String] = []
    /// What checking the last document text that parsed left (`scene/open`, `scene/reload` by
    /// `text` or `path`, whatever the scene): the next text is checked against it incrementally,
    /// so that an editor's keystroke costs what it changed. One, not one per scene: an editor
    /// types into one document at a time, and memory stays that of one document.
    var documentCache: DocumentReadCache?
    /// The text of the last document read by `text` or `path`: a scene loaded from the same bytes
    /// again (a hundred scenes of one document, a reload of an unchanged file) keeps this string,
    /// sharing its storage, rather than a copy of its own. One text, at most `maxDocumentBytes`.
    var lastDocumentText: String?

    /// `text`, or the last document text when it holds the same bytes (then its storage is
    /// shared); `text` becomes the last one otherwise.
    mutating func sharing(_ text: String) -> String {
        if let last = lastDocumentText, last.utf8.count == text.utf8.count, last.utf8.elementsEqual(text.utf8) { return last }
        lastDocumentText = text
        return text
    }

    /// The ids of the open scenes, sorted.
    var sceneIDs: [String] { scenes.keys.sorted() }
}
