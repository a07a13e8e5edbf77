/// The broken expectations of one generated case, collected so a failure lists all of them at once.
struct PlacementViolations {
    /// One line per broken expectation.
    private(set) var messages: [String] = []

    /// Notes `message` unless `condition` holds.
    mutating func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { messages.append(message()) }
    }

    /// Whether every expectation held.
    var isEmpty: Bool { messages.isEmpty }
}
