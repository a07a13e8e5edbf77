/// The paths a batch of lookups asks for, merged into a tree of their steps, with the offsets
/// found for each step as one pass over the text reaches it (``JSONSourceLocator/places(of:work:)``).
final class LocatorTrie {
    /// The steps that go on from here.
    var children: [DocumentPath.Component: LocatorTrie] = [:]
    /// Where the value this node stands for starts, once found.
    var valueOffset: Int?
    /// Where the key naming that value starts (for an object member), once found.
    var keyOffset: Int?

    /// The node for `path`, made with every step on the way.
    @discardableResult
    func insert(_ path: DocumentPath) -> LocatorTrie {
        var node = self
        for component in path.components {
            if let next = node.children[component] {
                node = next
            } else {
                let next = LocatorTrie()
                node.children[component] = next
                node = next
            }
        }
        return node
    }

    /// The deepest node on `path` whose value was found, and whether it is `path`'s own node.
    func deepestFound(_ path: DocumentPath) -> (node: LocatorTrie, exact: Bool)? {
        var node = self
        var found: LocatorTrie? = valueOffset == nil ? nil : self
        for component in path.components {
            guard let next = node.children[component], next.valueOffset != nil else { return found.map { ($0, false) } }
            node = next
            found = next
        }
        return found.map { ($0, true) }
    }
}
