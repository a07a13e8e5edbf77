/// One non-blank line of a session script.
enum ScriptEntry: Equatable {
    /// A `//` comment's text.
    case comment(String)
    /// A message line, as bytes.
    case message([UInt8])
}
