extension Collection where Element: Comparable {
    /// The least element that satisfies `matches`, or `nil`: the one a check reports first,
    /// whatever the order of a set's or a dictionary's keys. One walk, nothing sorted or copied
    /// (a sound state, where none matches, costs a look at each).
    func firstInOrder(where matches: (Element) -> Bool) -> Element? {
        var found: Element?
        for element in self where matches(element) {
            if let least = found, least <= element { continue }
            found = element
        }
        return found
    }
}
