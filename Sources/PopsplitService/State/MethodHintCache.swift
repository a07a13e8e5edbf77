/// The "did you mean" hints of the unknown method names seen last: a client that keeps sending a
/// mistyped or outdated method (a plugin calling a renamed method on every keystroke) gets its
/// answer for the cost of a dictionary look-up. Bounded: at most ``capacity`` names of at most
/// ``maximumNameBytes`` bytes each; past it the oldest name is forgotten (and its hint computed
/// again if it comes back). Used on the session's thread only.
struct MethodHintCache {
    /// The most names kept.
    static let capacity = 256
    /// The longest name kept, in bytes (longer ones are looked up every time, and are never close
    /// to a method anyway).
    static let maximumNameBytes = 128

    /// The hint of each name kept (nil: none is close).
    private var hints: [String: String?] = [:]
    /// The names kept, oldest first from `head`.
    private var order: [String] = []
    /// Where the oldest name is in `order` once it is full.
    private var head = 0

    /// The hint for `name`, computed by `compute` the first time (and after it was forgotten).
    mutating func hint(for name: String, compute: (String) -> String?) -> String? {
        if let known = hints[name] { return known }
        let hint = compute(name)
        guard name.utf8.count <= Self.maximumNameBytes else { return hint }
        if order.count < Self.capacity {
            order.append(name)
        } else {
            hints[order[head]] = nil
            order[head] = name
            head = (head + 1) % Self.capacity
        }
        hints[name] = .some(hint)
        return hint
    }

    /// The number of names kept.
    var count: Int { hints.count }
}
