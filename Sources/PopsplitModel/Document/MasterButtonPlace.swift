/// Where the delegate puts the hidden master's bar button item, which UIKit hands it in
/// `splitViewController:willHideViewController:withBarButtonItem:forPopoverController:` (SPL-13;
/// seed 000, Listing 5-3: the delegate inserts it into its toolbar; the Master–Detail template puts
/// it on the detail's navigation bar).
public enum MasterButtonPlace: Sendable, Equatable {
    /// At the left of the detail's navigation bar, while the detail, a navigation controller,
    /// shows its root (the template's choice, and the default).
    case navigationBar
    /// Into the items of the toolbar view `toolbar` at `index` (seed 000's
    /// `[items insertObject:barButtonItem atIndex:0]`).
    case toolbar(String, index: Int)
    /// Nowhere: the delegate keeps the item to itself, so nothing shows the hidden master.
    case none
}
