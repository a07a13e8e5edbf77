/// A line diff between an expected and an actual transcript, rendered unified-style with line
/// numbers (`-` expected only, `+` actual only, a few lines of context).
///
/// Lines are matched by a longest common subsequence after trimming the common head and tail;
/// when the differing middle is too large for that (more than ``maxCells`` line pairs), it is
/// compared position by position instead.
public struct TranscriptDiff: Sendable, Equatable {
    /// The largest middle section matched by LCS, in line pairs.
    public static let maxCells = 4_000_000

    /// The whole alignment, in order.
    public let lines: [Line]
    /// Lines of context shown around each change.
    public let context: Int

    /// Compares `expected` with `actual`.
    public init(expected: [String], actual: [String], context: Int = 3) {
        self.context = max(0, context)
        lines = TranscriptDiff.align(expected, actual)
    }

    /// Compares two transcripts given as text (lines split at `\n`; a final newline ends the
    /// last line rather than starting an empty one).
    public init(expectedText: String, actualText: String, context: Int = 3) {
        self.init(expected: TranscriptDiff.split(expectedText), actual: TranscriptDiff.split(actualText), context: context)
    }

    /// The lines of a text, without their `\n` (and `\r`).
    static func split(_ text: String) -> [String] {
        // "\r\n" is one Character in Swift: match it as a separator of its own.
        var lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }.map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Whether both transcripts are the same.
    public var isEqual: Bool {
        lines.allSatisfy { if case .same = $0 { return true } else { return false } }
    }

    /// Aligns two line lists.
    static func align(_ a: [String], _ b: [String]) -> [Line] {
        var head = 0
        while head < a.count, head < b.count, a[head] == b[head] { head += 1 }
        var tail = 0
        while tail < a.count - head, tail < b.count - head, a[a.count - 1 - tail] == b[b.count - 1 - tail] { tail += 1 }
        var result: [Line] = (0..<head).map { .same(expected: $0 + 1, actual: $0 + 1, text: a[$0]) }
        let midA = Array(a[head..<(a.count - tail)])
        let midB = Array(b[head..<(b.count - tail)])
        if midA.count * midB.count <= maxCells {
            result += lcsAlign(midA, midB, offsetA: head, offsetB: head)
        } else {
            result += midA.enumerated().map { .removed(expected: head + $0.offset + 1, text: $0.element) }
            result += midB.enumerated().map { .added(actual: head + $0.offset + 1, text: $0.element) }
        }
        for k in 0..<tail {
            let i = a.count - tail + k
            let j = b.count - tail + k
            result.append(.same(expected: i + 1, actual: j + 1, text: a[i]))
        }
        return result
    }

    /// Aligns by a longest common subsequence (removals before additions in each change).
    static func lcsAlign(_ a: [String], _ b: [String], offsetA: Int, offsetB: Int) -> [Line] {
        let n = a.count
        let m = b.count
        let width = m + 1
        var table = [Int32](repeating: 0, count: (n + 1) * width)
        if n > 0, m > 0 {
            for i in stride(from: n - 1, through: 0, by: -1) {
                for j in stride(from: m - 1, through: 0, by: -1) {
                    table[i * width + j] =
                        a[i] == b[j]
                        ? table[(i + 1) * width + j + 1] + 1
                        : max(table[(i + 1) * width + j], table[i * width + j + 1])
                }
            }
        }
        var result: [Line] = []
        var i = 0
        var j = 0
        while i < n || j < m {
            if i < n, j < m, a[i] == b[j] {
                result.append(.same(expected: offsetA + i + 1, actual: offsetB + j + 1, text: a[i]))
                i += 1
                j += 1
            } else if i < n, j == m || table[(i + 1) * width + j] >= table[i * width + j + 1] {
                result.append(.removed(expected: offsetA + i + 1, text: a[i]))
                i += 1
            } else {
                result.append(.added(actual: offsetB + j + 1, text: b[j]))
                j += 1
            }
        }
        return result
    }
}
