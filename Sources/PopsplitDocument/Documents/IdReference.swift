/// A use of an id (an action's target, a segue's ends), checked once the whole document is read.
struct IdReference: Sendable, Equatable {
    /// What the id must name.
    enum Expected: Sendable, Hashable {
        /// A top-level entry of `controllers`: what push, present and segue destinations take.
        case detachedController
        /// Any controller (a segue's source).
        case controller
        /// A segue.
        case segue
        /// A view or bar button item (a popover segue's anchor).
        case anchor
        case popover
        case passthrough
        case actionSheet
        /// A bar button item (an action that enables or disables one, POP-35).
        case item
    }

    /// The id used.
    var id: String
    /// What it must name.
    var expected: Expected
    /// Where the id is written.
    var path: DocumentPath
}
