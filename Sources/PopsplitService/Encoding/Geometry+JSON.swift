import PopsplitJSON
import PopsplitModel

extension Rect {
    /// `[x, y, width, height]` in the rect's own coordinate space (points, y down).
    var json: JSONValue {
        .array([JSONNumber.points(minX), JSONNumber.points(minY), JSONNumber.points(width), JSONNumber.points(height)])
    }
}

extension Point {
    /// `[x, y]` (points, y down).
    var json: JSONValue { .array([JSONNumber.points(x), JSONNumber.points(y)]) }
}

extension Size {
    /// `[width, height]` in points.
    var json: JSONValue { .array([JSONNumber.points(width), JSONNumber.points(height)]) }
}
