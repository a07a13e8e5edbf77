/// The names a "did you mean" search may suggest, prepared once for many searches: each distinct
/// name once (in the order first given), found by its lowercase spelling in one step, and grouped
/// by length so that a search compares only the names whose length is within its limit.
public struct SuggestionCandidates: Sendable {
    /// A distinct name and its lowercase Unicode scalars.
    struct Entry: Sendable {
        /// The name as given.
        var name: String
        /// Its lowercase spelling, as Unicode scalars (what the edit distance compares).
        var scalars: [Unicode.Scalar]
    }

    /// The distinct names, in the order first given.
    private(set) var entries: [Entry] = []
    /// The first name given for each lowercase spelling.
    private(set) var byLowercase: [String: String] = [:]
    /// The indices in ``entries`` of the names of each length (in scalars), ascending.
    private(set) var byLength: [Int: [Int]] = [:]

    /// The candidates `names`, in order; repeated names count once. Names longer than
    /// ``NameSuggestion/maxLength`` are kept for case-insensitive matches only.
    public init(_ names: [String]) {
        var seen: Set<String> = []
        for name in names where seen.insert(name).inserted {
            let lowered = name.lowercased()
            if byLowercase[lowered] == nil { byLowercase[lowered] = name }
            let scalars = Array(lowered.unicodeScalars)
            guard scalars.count <= NameSuggestion.maxLength else { continue }
            byLength[scalars.count, default: []].append(entries.count)
            entries.append(Entry(name: name, scalars: scalars))
        }
    }

    /// The indices of the entries whose length is within `limit` of `length`, ascending (the
    /// order the names were given in), at most `cap` of them.
    func indices(length: Int, within limit: Int, cap: Int) -> [Int] {
        let groups = (max(0, length - limit)...(length + limit)).compactMap { byLength[$0] }
        var merged: [Int] = []
        var next = [Int](repeating: 0, count: groups.count)
        while merged.count < cap {
            // The smallest index not taken yet among the groups (each ascending): a merge.
            var best: (group: Int, index: Int)?
            for (g, group) in groups.enumerated() where next[g] < group.count {
                if best == nil || group[next[g]] < (best?.index ?? Int.max) { best = (g, group[next[g]]) }
            }
            guard let best else { break }
            merged.append(best.index)
            next[best.group] += 1
        }
        return merged
    }
}
