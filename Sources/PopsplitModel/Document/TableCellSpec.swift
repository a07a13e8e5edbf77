/// What a table cell (a view of kind ``ViewKind/tableCell``, made from a row of a table's `rows`)
/// shows besides its title (``ViewSpec/title``), in `UITableViewCellStyleValue1`: the detail text
/// grey and right-aligned, an accessory, the selection.
public struct TableCellSpec: Sendable, Equatable {
    /// `detailTextLabel.text`.
    public var detail: String?
    /// `accessoryType`.
    public var accessory: CellAccessory
    /// Whether the row is selected (drawn with the blue selection gradient and white text).
    public var selected: Bool

    /// A cell's extras.
    public init(detail: String? = nil, accessory: CellAccessory = .none, selected: Bool = false) {
        self.detail = detail
        self.accessory = accessory
        self.selected = selected
    }

    /// The cell's layout node attributes after its `title` (VIEW-01): `detail` when it has one,
    /// `accessory` and `selected` always.
    public var attributes: [Field] {
        var fields: [Field] = []
        if let detail { fields.append(Field(.detail, .string(detail))) }
        fields.append(Field(.accessory, .string(accessory.rawValue)))
        fields.append(Field(.selected, .bool(selected)))
        return fields
    }
}
