/// Why an end-to-end test could not go on: a missing binary, a timeout, a corrupt stream. Thrown
/// errors fail the test with this description.
struct E2EError: Error, CustomStringConvertible {
    /// What went wrong, in a sentence.
    let description: String

    /// An error saying `description`.
    init(_ description: String) { self.description = description }
}
