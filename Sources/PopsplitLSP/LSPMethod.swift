/// The Language Server Protocol methods the server answers (besides `initialize`, `initialized`,
/// `shutdown`, `exit`, `$/cancelRequest` and `$/setTrace`, which the session handles).
enum LSPMethod: String, CaseIterable {
    /// A document opened in the editor (notification).
    case didOpen = "textDocument/didOpen"
    /// Edits to an open document (notification, incremental).
    case didChange = "textDocument/didChange"
    /// A document closed in the editor (notification).
    case didClose = "textDocument/didClose"
    /// A document saved (notification).
    case didSave = "textDocument/didSave"
    /// Pull diagnostics.
    case diagnostic = "textDocument/diagnostic"
    /// What the id under the cursor is.
    case hover = "textDocument/hover"
    /// Where the id under the cursor is declared.
    case definition = "textDocument/definition"
    /// Where the id under the cursor is declared and used.
    case references = "textDocument/references"
    /// The controller tree with its views, items, popovers, segues and action sheets.
    case documentSymbol = "textDocument/documentSymbol"
    /// Keys, values and ids that fit the cursor's place.
    case completion = "textDocument/completion"
    /// The did-you-mean fixes of the diagnostics in a range.
    case codeAction = "textDocument/codeAction"
    /// A command of ``LanguageServer/commands`` (`popsplit.preview`).
    case executeCommand = "workspace/executeCommand"
    /// Starts the preview page of a document and answers its URL.
    case preview = "popsplit/preview"
    /// A daemon method run on a document's scene (protocol.md 14.1).
    case request = "popsplit/request"
    /// Settings changed (notification): nothing to read, accepted silently.
    case didChangeConfiguration = "workspace/didChangeConfiguration"
    /// Files changed on disk (notification): the editor's text is what counts, accepted silently.
    case didChangeWatchedFiles = "workspace/didChangeWatchedFiles"
    /// A document about to be saved (notification): accepted silently.
    case willSave = "textDocument/willSave"
}
