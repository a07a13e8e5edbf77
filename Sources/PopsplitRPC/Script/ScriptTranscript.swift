/// What a scripted session wrote: one compact JSON line per message, and how it ended.
public struct ScriptTranscript: Sendable, Equatable {
    /// Every message the daemon wrote, in order, each as one compact JSON line (no newline).
    public var lines: [String]
    /// The session's exit code (0 when the script ended without `exit`).
    public var exitCode: Int32

    /// A transcript.
    public init(lines: [String], exitCode: Int32) {
        self.lines = lines
        self.exitCode = exitCode
    }

    /// The lines joined, each ended by `\n`: the golden-file form.
    public var text: String { lines.map { $0 + "\n" }.joined() }
}
