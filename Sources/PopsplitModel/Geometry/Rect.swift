/// A rectangle in points, y down: origin is the top-left corner.
/// The coordinate space is stated wherever a rect is stored (usually window coordinates).
public struct Rect: Sendable, Hashable, CustomStringConvertible {
    /// Top-left corner.
    public var origin: Point
    /// Width and height (never negative in a well-formed rect).
    public var size: Size

    /// A rect from its corner and size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// A rect from its four numbers.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.origin = Point(x: x, y: y)
        self.size = Size(width: width, height: height)
    }

    /// The empty rect at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// Left edge.
    public var minX: Double { origin.x }
    /// Top edge.
    public var minY: Double { origin.y }
    /// Right edge.
    public var maxX: Double { origin.x + size.width }
    /// Bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// Horizontal centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// Vertical centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// Width.
    public var width: Double { size.width }
    /// Height.
    public var height: Double { size.height }

    /// Whether `p` lies inside (left and top edges inclusive, right and bottom exclusive, as UIKit's
    /// `CGRectContainsPoint`).
    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    /// This rect moved by (`dx`, `dy`).
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// This rect shrunk by `top`, `left`, `bottom`, `right`.
    public func inset(top: Double, left: Double, bottom: Double, right: Double) -> Rect {
        Rect(x: minX + left, y: minY + top, width: width - left - right, height: height - top - bottom)
    }

    /// A stable description for golden output: `{x,y,w,h}`.
    public var description: String {
        "{\(Rect.format(minX)),\(Rect.format(minY)),\(Rect.format(width)),\(Rect.format(height))}"
    }

    /// A number written as an integer when integral, else with up to three decimals.
    static func format(_ v: Double) -> String {
        if v.rounded() == v, abs(v) < 1e15 { return String(Int64(v)) }
        guard abs(v) < 1e15 else { return String(v) }
        let r = (v * 1000).rounded() / 1000
        return String(r)
    }
}
