/// An id given to (or derived for) a controller, view, item or segue while reading, kept for the
/// whole-document checks: duplicates and references.
public struct IdDeclaration: Sendable, Equatable {
    /// What carries an id.
    public enum Owner: Sendable, Equatable {
        /// A controller; `detached` when it is a top-level entry of `controllers` (pushable and
        /// presentable), not part of the tree under `root`.
        case controller(detached: Bool)
        /// A view.
        case view
        /// A bar button item.
        case item
        /// A segue.
        case segue
        /// A popover controller.
        case popover
        /// An action sheet.
        case actionSheet

        /// The owner's name for messages ("a controller").
        public var name: String {
            switch self {
            case .controller: return "a controller"
            case .view: return "a view"
            case .item: return "a bar button item"
            case .segue: return "a segue"
            case .popover: return "a popover controller"
            case .actionSheet: return "an action sheet"
            }
        }
    }

    /// The id.
    public internal(set) var id: String
    /// What carries it.
    public internal(set) var owner: Owner
    /// Where it is written: the `id` member, or the object itself for a derived id.
    public internal(set) var path: DocumentPath
    /// The path of the object that carries the id.
    public internal(set) var objectPath: DocumentPath
}
