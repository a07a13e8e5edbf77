import PopsplitJSON
import PopsplitModel

extension JSONOutput {
    /// A number of points as ``JSONNumber/points(_:)`` has it written (the one rounding rule):
    /// a value rounded to thousandths is written from its digits, without `printf`.
    mutating func points(_ v: Double) {
        // Whole numbers of points, most of a layout, go straight to their digits.
        if v.rounded() == v, abs(v) < 1e15 { return int(Int64(v)) }
        switch JSONNumber.points(v) {
        case .int(let integer):
            int(integer)
        case .double(let real):
            self.real(real)  // rounded to thousandths: written from its digits
        default:
            null()
        }
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
