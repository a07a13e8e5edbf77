/// `UITableViewCellAccessoryType`: what a table cell shows at its right edge.
public enum CellAccessory: String, Sendable, Equatable, CaseIterable {
    /// `UITableViewCellAccessoryNone`.
    case none
    /// `UITableViewCellAccessoryDisclosureIndicator`: a grey chevron.
    case disclosureIndicator
    /// `UITableViewCellAccessoryDetailDisclosureButton`: a blue round button with a white chevron.
    case detailDisclosureButton
    /// `UITableViewCellAccessoryCheckmark`: a checkmark.
    case checkmark
}
