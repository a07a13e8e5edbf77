import PopsplitJSON

/// What a narrated run of a script reports as it goes.
public enum ScriptStep {
    /// A `//` comment of the script, its text trimmed.
    case comment(String)
    /// A message line was played (the `number`th message line played, from 1; `lineNumber` is
    /// its line in the script, from 1); these are the messages the daemon wrote in answer.
    case played(line: [UInt8], number: Int, lineNumber: Int, replies: [JSONValue])
    /// A question was outstanding when the next line (or the end of the script) came and that
    /// line does not answer it: its default answer applied, and these are the messages that
    /// followed (the asking request's events and result). They belong to the last line played.
    case settled(replies: [JSONValue])
}
