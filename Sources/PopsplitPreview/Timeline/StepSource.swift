/// Where the request that made a timeline step came from (its `source` in the page's `step`
/// message, protocol.md 13.3).
public enum StepSource: String, Sendable, Equatable {
    /// The stdio client (the editor, a script).
    case client
    /// A preview page's `call` or `restoreStep`.
    case page
    /// The file watcher of `popsplit preview DOC` (a reload).
    case file
}
