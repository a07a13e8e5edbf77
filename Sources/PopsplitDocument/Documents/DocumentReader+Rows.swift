import PopsplitJSON
import PopsplitModel

/// A table's `rows` (VIEW-01): each row becomes a subview of kind `tableCell`, 44 pt high, the
/// table's full width, one under the other from the table's top, as a plain `UITableView` lays
/// out its cells.
extension DocumentReader {
    /// The most rows a table reads; the rest are reported and dropped.
    static let maximumRows = 1000
    /// The height of a row: `UITableView`'s default `rowHeight`.
    static let rowHeight: Double = 44

    /// Reads the rows of table `table` (at most ``maximumRows``) into cells `width` wide; a row
    /// without an id gets `<table>.row.<i>`.
    func tableRows(_ array: [JSONValue], at path: DocumentPath, table: String, width: Double) -> [ViewSpec] {
        if array.count > DocumentReader.maximumRows {
            report(.invalidValue, at: path, "a table has at most \(DocumentReader.maximumRows) rows, got \(array.count)")
        }
        var cells: [ViewSpec] = []
        for (i, element) in array.prefix(DocumentReader.maximumRows).enumerated() {
            let frame = Rect(x: 0, y: Double(i) * DocumentReader.rowHeight, width: max(0, width), height: DocumentReader.rowHeight)
            if let cell = tableRow(element, at: path.appending(i), derivedId: "\(table).row.\(i)", frame: frame) { cells.append(cell) }
        }
        return cells
    }

    /// Reads one row: its title, detail text, accessory, selection and action.
    private func tableRow(_ value: JSONValue, at path: DocumentPath, derivedId: String, frame: Rect) -> ViewSpec? {
        guard let object = object(value, at: path, shape: .tableRow) else { return nil }
        let id = declareId(object, at: path, owner: .view, derived: derivedId) ?? derivedId
        var spec = ViewSpec(id: id, kind: .tableCell, frame: frame, autoresizing: [.flexibleWidth])
        spec.title = string(object, "title", at: path)
        spec.cell.detail = string(object, "detail", at: path)
        spec.cell.accessory = name(object, "accessory", at: path, as: CellAccessory.self, what: "cell accessory") ?? .none
        spec.cell.selected = bool(object, "selected", at: path) ?? false
        if let value = object["action"] { spec.action = action(value, at: path.appending("action")) }
        return spec
    }
}
