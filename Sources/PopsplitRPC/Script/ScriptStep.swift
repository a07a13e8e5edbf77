import PopsplitJSON

/// What a narrated run of a script reports as it goes.
public enum ScriptStep {
    /// A `//` comment of the script, its text trimmed.
    case comment(String)
    /// A message line was played; these are the messages the daemon wrote in answer.
    case played(line: [UInt8], replies: [JSONValue])
}
