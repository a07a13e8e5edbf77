/// A size in points.
public struct Size: Sendable, Hashable, CustomStringConvertible {
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double

    /// A size of `width` x `height`.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// No size.
    public static let zero = Size(width: 0, height: 0)

    /// A stable description for golden output: `WxH`.
    public var description: String { "\(Rect.format(width))x\(Rect.format(height))" }
}
