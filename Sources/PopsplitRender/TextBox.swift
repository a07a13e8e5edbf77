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

    /// The cells inside its border (one cell in from each side).
    var interior: TextBox { TextBox(left: left + 1, top: top + 1, right: right - 1, bottom: bottom - 1) }

    /// The part of it inside `other` (not visible when they do not meet).
    func clamped(to other: TextBox) -> TextBox {
        TextBox(left: max(left, other.left), top: max(top, other.top), right: min(right, other.right), bottom: min(bottom, other.bottom))
    }
}
