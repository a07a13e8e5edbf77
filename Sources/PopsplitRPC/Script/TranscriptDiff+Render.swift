/// Rendering a diff as text.
extension TranscriptDiff {
    /// The diff as unified-style text: `--- expected`, `+++ actual`, then hunks
    /// `@@ -start,count +start,count @@` whose lines show the expected and actual line numbers,
    /// a marker (` `, `-`, `+`) and the text. Empty when the transcripts are equal. With
    /// `contextLimit`, context lines (the same in both) are cut to that many characters.
    public func render(expectedName: String = "expected", actualName: String = "actual", contextLimit: Int? = nil) -> String {
        guard !isEqual else { return "" }
        var text = "--- \(expectedName)\n+++ \(actualName)\n"
        for hunk in hunks() {
            text += header(of: hunk)
            for line in lines[hunk] {
                if let contextLimit, case .same(let e, let a, let same) = line {
                    text += render(.same(expected: e, actual: a, text: TranscriptDiff.cut(same, max(2, contextLimit))))
                } else {
                    text += render(line)
                }
            }
        }
        return text
    }

    /// The ranges of `lines` to show: each change with `context` lines around it, merged when
    /// they touch.
    func hunks() -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for (index, line) in lines.enumerated() {
            if case .same = line { continue }
            let range = max(0, index - context)..<min(lines.count, index + context + 1)
            if let last = ranges.last, range.lowerBound <= last.upperBound {
                ranges[ranges.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                ranges.append(range)
            }
        }
        return ranges
    }

    /// `@@ -start,count +start,count @@` for a hunk (1-based starts, as `diff -u`).
    private func header(of hunk: Range<Int>) -> String {
        var expectedLines: [Int] = []
        var actualLines: [Int] = []
        for line in lines[hunk] {
            switch line {
            case .same(let e, let a, _):
                expectedLines.append(e)
                actualLines.append(a)
            case .removed(let e, _): expectedLines.append(e)
            case .added(let a, _): actualLines.append(a)
            }
        }
        let before = lines[..<hunk.lowerBound]
        let expectedStart = expectedLines.first ?? before.reduce(0) { $0 + ($1.isAdded ? 0 : 1) }
        let actualStart = actualLines.first ?? before.reduce(0) { $0 + ($1.isRemoved ? 0 : 1) }
        return "@@ -\(expectedStart),\(expectedLines.count) +\(actualStart),\(actualLines.count) @@\n"
    }

    /// One line: expected number, actual number (blank when absent), marker, text.
    private func render(_ line: Line) -> String {
        /// A line number right-aligned in 5 columns (blanks when absent).
        func number(_ n: Int?) -> String {
            let digits = n.map(String.init) ?? ""
            return String(repeating: " ", count: max(0, 5 - digits.count)) + digits
        }
        switch line {
        case .same(let e, let a, let text): return "\(number(e)) \(number(a))   \(text)\n"
        case .removed(let e, let text): return "\(number(e)) \(number(nil)) - \(text)\n"
        case .added(let a, let text): return "\(number(nil)) \(number(a)) + \(text)\n"
        }
    }
}
