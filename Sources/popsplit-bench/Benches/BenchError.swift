/// Why the benchmark could not run or could not be trusted; printed on stderr.
struct BenchError: Error, CustomStringConvertible {
    /// What went wrong, one line.
    let message: String

    /// An error with a message.
    init(_ message: String) { self.message = message }

    /// The message.
    var description: String { message }
}
