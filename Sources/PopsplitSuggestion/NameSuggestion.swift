/// Finds the name someone probably meant when they wrote one that does not exist, for
/// "did you mean" hints.
///
/// A search costs little whatever the document holds: names are compared by length
/// first, at most ``maxComparisons`` are compared by edit distance, and the distance is computed
/// only in the band the limit allows, stopping as soon as it is exceeded. Names longer than
/// ``maxLength`` are matched only when they differ in letter case alone.
public enum NameSuggestion {
    /// The longest name (in Unicode scalars) compared by edit distance.
    static let maxLength = 128
    /// The most candidates one search compares by edit distance (the first ones given, among
    /// those of a length within the limit).
    static let maxComparisons = 500

    /// The candidate closest to `name`: one that differs only in letter case, else the one with
    /// the smallest edit distance (insertions, deletions, substitutions and swaps of neighbours
    /// count one each, on lowercase Unicode scalars) when that distance is at most 1 for names of
    /// up to 4 characters and at most 2 for longer ones. Among equally close ones, the one that
    /// begins with more of `name` (`tabel` is `table`, not `label`), then the earlier candidate.
    /// `nil` when nothing is close.
    public static func closest(to name: String, among candidates: [String]) -> String? {
        var work = 0
        return closest(to: name, in: SuggestionCandidates(candidates), work: &work)
    }

    /// ``closest(to:among:)`` over prepared candidates; adds the edit-distance cells computed
    /// and the candidates compared to `work`.
    public static func closest(to name: String, in candidates: SuggestionCandidates, work: inout Int) -> String? {
        let lowered = name.lowercased()
        if let sameLetters = candidates.byLowercase[lowered] { return sameLetters }
        let scalars = Array(lowered.unicodeScalars)
        guard scalars.count <= maxLength else { return nil }
        let limit = scalars.count <= 4 ? 1 : 2
        var best: (name: String, distance: Int, prefix: Int)?
        for index in candidates.indices(length: scalars.count, within: limit, cap: maxComparisons) {
            let entry = candidates.entries[index]
            work += 1
            let bound = min(limit, best?.distance ?? Int.max)
            guard let distance = boundedDistance(scalars, entry.scalars, limit: bound, work: &work) else { continue }
            let prefix = zip(scalars, entry.scalars).prefix { $0 == $1 }.count
            if let current = best, distance == current.distance, prefix <= current.prefix { continue }
            best = (entry.name, distance, prefix)
        }
        return best?.name
    }

    /// The optimal-string-alignment distance between `a` and `b` when it is at most `limit`,
    /// else `nil`. Only the cells within `limit` of the diagonal are computed, and the
    /// computation stops at the first row whose every cell exceeds `limit`; each cell computed
    /// adds one to `work`.
    static func boundedDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int, work: inout Int) -> Int? {
        guard limit >= 0, abs(a.count - b.count) <= limit else { return nil }
        // A common prefix and suffix change nothing: only what lies between is compared.
        var start = 0
        while start < a.count, start < b.count, a[start] == b[start] { start += 1 }
        var endA = a.count
        var endB = b.count
        while endA > start, endB > start, a[endA - 1] == b[endB - 1] {
            endA -= 1
            endB -= 1
        }
        work += start + (a.count - endA)
        return bandedDistance(a[start..<endA], b[start..<endB], limit: limit, work: &work)
    }

    /// ``boundedDistance(_:_:limit:work:)`` by dynamic programming over the band.
    private static func bandedDistance(
        _ a: ArraySlice<Unicode.Scalar>, _ b: ArraySlice<Unicode.Scalar>, limit: Int, work: inout Int
    ) -> Int? {
        let a = Array(a)
        let b = Array(b)
        let n = a.count
        let m = b.count
        if n == 0 || m == 0 { return max(n, m) }
        let beyond = limit + 1
        // Rows i - 2, i - 1 and i of the table; a cell outside the band holds `beyond`.
        var older = [Int](repeating: beyond, count: m + 1)
        var previous = [Int](repeating: beyond, count: m + 1)
        var current = [Int](repeating: beyond, count: m + 1)
        for j in 0...min(m, limit) { previous[j] = j }
        for i in 1...n {
            let low = max(1, i - limit)
            let high = min(m, i + limit)
            current[low - 1] = low == 1 && i <= limit ? i : beyond
            var rowMinimum = current[low - 1]
            for j in low...high {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var d = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d = min(d, older[j - 2] + 1) }
                current[j] = min(d, beyond)
                rowMinimum = min(rowMinimum, current[j])
            }
            if high < m { current[high + 1] = beyond }
            work += high - low + 1
            if rowMinimum > limit { return nil }
            (older, previous, current) = (previous, current, older)
        }
        return previous[m] <= limit ? previous[m] : nil
    }
}
