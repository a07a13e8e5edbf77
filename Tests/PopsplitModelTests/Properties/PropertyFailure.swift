/// A broken property: what was expected and what happened.
struct PropertyFailure: Error, CustomStringConvertible {
    /// A sentence naming the property and the evidence.
    var message: String

    /// A failure with `message`.
    init(_ message: String) { self.message = message }

    /// The message.
    var description: String { message }

    /// Throws a failure with `message` unless `condition` holds.
    static func check(_ condition: Bool, _ message: @autoclosure () -> String) throws(PropertyFailure) {
        if !condition { throw PropertyFailure(message()) }
    }
}
