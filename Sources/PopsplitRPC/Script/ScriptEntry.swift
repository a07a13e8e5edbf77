/// One non-blank line of a session script.
enum ScriptEntry: Equatable {
    /// A `//` comment's text.
    case comment(String)
    /// A message line, as bytes, and its line number in the script (1-based).
    case message([UInt8], lineNumber: Int)
}
