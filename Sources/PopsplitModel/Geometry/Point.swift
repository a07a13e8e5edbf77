/// A point in points (1/163 in on a first-generation iPad), y down.
/// The coordinate space is stated wherever a point is stored (usually window coordinates).
public struct Point: Sendable, Hashable, CustomStringConvertible {
    /// Horizontal position, growing rightwards.
    public var x: Double
    /// Vertical position, growing downwards.
    public var y: Double

    /// A point at (`x`, `y`).
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = Point(x: 0, y: 0)

    /// A stable description for golden output: `(x,y)`.
    public var description: String { "(\(Rect.format(x)),\(Rect.format(y)))" }
}
