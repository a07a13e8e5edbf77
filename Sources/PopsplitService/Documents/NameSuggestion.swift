/// Finds the name someone probably meant when they wrote one that does not exist, for
/// "did you mean" hints.
enum NameSuggestion {
    /// The candidate closest to `name`: one that differs only in letter case, else the one with
    /// the smallest edit distance (insertions, deletions, substitutions and swaps of neighbours
    /// count one each) when that distance is at most 1 for names of up to 4 characters and at
    /// most 2 for longer ones. Ties go to the earlier candidate. `nil` when nothing is close.
    static func closest(to name: String, among candidates: [String]) -> String? {
        let lowered = name.lowercased()
        if let sameLetters = candidates.first(where: { $0.lowercased() == lowered }) { return sameLetters }
        let limit = name.count <= 4 ? 1 : 2
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, candidate.lowercased())
            if distance <= limit, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// The optimal-string-alignment distance between `a` and `b`, by characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let x = Array(a)
        let y = Array(b)
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        // rows[i][j]: distance between the first i characters of x and the first j of y.
        var rows = [[Int]](repeating: [Int](repeating: 0, count: y.count + 1), count: x.count + 1)
        for i in 0...x.count { rows[i][0] = i }
        for j in 0...y.count { rows[0][j] = j }
        for i in 1...x.count {
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                var d = min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                    d = min(d, rows[i - 2][j - 2] + 1)
                }
                rows[i][j] = d
            }
        }
        return rows[x.count][y.count]
    }
}
