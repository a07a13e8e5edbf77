/// A use of an id (an action's target, a segue's ends), checked once the whole document is read.
public struct IdReference: Sendable, Equatable {
    /// What the id must name.
    public enum Expected: Sendable, Hashable {
        /// A top-level entry of `controllers`: what push, present and segue destinations take.
        case detachedController
        /// Any controller (a segue's source).
        case controller
        /// A segue.
        case segue
        /// A view or bar button item (a popover segue's anchor).
        case anchor
        /// A popover controller.
        case popover
        /// A popover's passthrough view: a view, bar button item or controller.
        case passthrough
        /// An action sheet.
        case actionSheet
        /// A bar button item (an action that enables or disables one, POP-35).
        case item
    }

    /// The id used.
    public internal(set) var id: String
    /// What it must name.
    public internal(set) var expected: Expected
    /// Where the id is written.
    public internal(set) var path: DocumentPath
}
