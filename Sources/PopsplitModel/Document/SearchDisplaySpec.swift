/// A `UISearchDisplayController` attached to a search bar (POP-26): on the iPad, a search bar in a
/// toolbar shows its results in a popover the system manages.
public struct SearchDisplaySpec: Sendable, Equatable {
    /// The title of the results popover's navigation bar (UIKit's default "Results").
    public var resultsTitle: String
    /// The rows the results list shows once text is entered.
    public var results: [String]

    /// A search display controller.
    public init(resultsTitle: String = "Results", results: [String] = []) {
        self.resultsTitle = resultsTitle
        self.results = results
    }
}
