/// The names a document gives the places of the hidden master's bar button item (`masterButton`'s
/// `place`, SPL-13).
public enum MasterButtonPlaceName: String, CaseIterable, Sendable {
    /// The detail's navigation bar (the default).
    case navigationBar
    /// A toolbar view, at an index among its items.
    case toolbar
    /// Nowhere.
    case none
}
