extension Array where Element: Equatable {
    /// How many elements this array and `other` share from the start: what follows is what
    /// changed between two child lists.
    func commonPrefixCount(with other: [Element]) -> Int {
        var count = 0
        let shorter = Swift.min(self.count, other.count)
        while count < shorter, self[count] == other[count] { count += 1 }
        return count
    }
}
