import PopsplitJSON
import PopsplitModel

extension JSONOutput {
    /// A number of points as ``JSONNumber/points(_:)`` has it written (the one rounding rule).
    mutating func points(_ v: Double) {
        value(JSONNumber.points(v))
    }

    /// `[x, y, width, height]`: the bytes of ``Rect/json``.
    mutating func rect(_ r: Rect) {
        openArray()
        points(r.minX)
        points(r.minY)
        points(r.width)
        points(r.height)
        closeArray()
    }
}
