import PopsplitJSON

/// Checks a session script before it is played (`popsplit run`, `popsplit render --session`):
/// every message line must be JSON holding an object (a message) or an array (a batch), unless a
/// `// @invalid` comment right before it says the line is meant to be refused by the daemon.
public enum ScriptCheck {
    /// The most problems reported for one script (the rest are counted, not listed).
    public static let maximumProblems = 20

    /// The longest line a script may hold by default: the largest message the daemon takes
    /// (protocol.md, section 2).
    public static let defaultMaximumLineBytes = FrameDecoder.defaultMaxBodyBytes

    /// The broken lines of `script`, first ones first (at most ``maximumProblems``); a line of
    /// more than `maximumLineBytes` bytes is one, at the column where it passes the limit.
    public static func problems(in script: [UInt8], maximumLineBytes: Int = defaultMaximumLineBytes) -> [ScriptProblem] {
        var problems: [ScriptProblem] = []
        var invalidAllowed = false
        for (index, raw) in script.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            let line = FrameDecoder.droppingCarriageReturn(raw)
            guard line.count <= maximumLineBytes else {
                problems.append(
                    ScriptProblem(
                        line: index + 1, column: maximumLineBytes + 1,
                        message: "the line has \(line.count) bytes, more than the limit of \(maximumLineBytes)"))
                invalidAllowed = false
                if problems.count >= maximumProblems { break }
                continue
            }
            guard let first = line.firstIndex(where: { !FrameDecoder.isWhitespace($0) }) else { continue }
            if line[first...].starts(with: "//".utf8) {
                let text = String(decoding: line[(first + 2)...], as: UTF8.self).trimmingSpaces
                if text == "@invalid" { invalidAllowed = true }  // other comments leave the mark for the next message
                continue
            }
            defer { invalidAllowed = false }
            guard !invalidAllowed else { continue }
            let indent = line.distance(from: line.startIndex, to: first)
            do {
                let value = try JSONCodec.parse(Array(line[first...]))
                switch value {
                case .object, .array: break
                default:
                    problems.append(
                        ScriptProblem(
                            line: index + 1, column: indent + 1,
                            message: "a script line is a JSON-RPC message (an object) or a batch (an array); mark a line meant to be refused with // @invalid"))
                }
            } catch {
                problems.append(ScriptProblem(line: index + 1, column: indent + max(1, error.column), message: "not JSON: \(error.text)"))
            }
            if problems.count >= maximumProblems { break }
        }
        return problems
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
