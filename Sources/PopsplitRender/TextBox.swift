/// A rectangle of grid cells, inclusive on all sides.
struct TextBox: Equatable {
    /// First and last column and row.
    var left: Int, top: Int, right: Int, bottom: Int

    /// Columns covered.
    var width: Int { right - left + 1 }
    /// Rows covered.
    var height: Int { bottom - top + 1 }
    /// Whether it covers at least one cell.
    var isVisible: Bool { right >= left && bottom >= top }
}
