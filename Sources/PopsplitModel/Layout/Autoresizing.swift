/// UIKit's autoresizing (`UIViewAutoresizing`): how a view's frame follows its superview's size.
///
/// On each axis the change of the superview's length is shared by the flexible parts among the
/// leading margin, the length and the trailing margin: all of it to a single flexible part;
/// in proportion to their design values when several are flexible (equally when those values are
/// all zero); none when nothing is flexible (the trailing margin absorbs it). Frames are always
/// computed from the design frame, so rotating back and forth never drifts. A length never goes
/// below zero.
enum Autoresizing {
    /// The frame (superview coordinates, points) of a view designed at `frame` in a superview of
    /// `designSize` once the superview measures `size`.
    static func apply(_ flags: Set<AutoresizingFlag>, to frame: Rect, from designSize: Size, to size: Size) -> Rect {
        let x = axis(
            origin: frame.minX, length: frame.width, superLength: designSize.width, newSuperLength: size.width,
            lead: flags.contains(.flexibleLeftMargin), body: flags.contains(.flexibleWidth),
            trail: flags.contains(.flexibleRightMargin))
        let y = axis(
            origin: frame.minY, length: frame.height, superLength: designSize.height, newSuperLength: size.height,
            lead: flags.contains(.flexibleTopMargin), body: flags.contains(.flexibleHeight),
            trail: flags.contains(.flexibleBottomMargin))
        return Rect(x: x.origin, y: y.origin, width: x.length, height: y.length)
    }

    /// One axis: returns the new origin and length.
    static func axis(
        origin: Double, length: Double, superLength: Double, newSuperLength: Double,
        lead: Bool, body: Bool, trail: Bool
    ) -> (origin: Double, length: Double) {
        let delta = newSuperLength - superLength
        let trailing = superLength - origin - length
        let parts = [(lead, max(origin, 0)), (body, max(length, 0)), (trail, max(trailing, 0))]
        let flexible = parts.filter(\.0)
        guard !flexible.isEmpty, delta != 0 else { return (origin, length) }
        let total = flexible.reduce(0) { $0 + $1.1 }
        func share(_ part: (Bool, Double)) -> Double {
            guard part.0 else { return 0 }
            return total > 0 ? delta * part.1 / total : delta / Double(flexible.count)
        }
        let newOrigin = origin + share(parts[0])
        let newLength = max(0, length + share(parts[1]))
        return (newOrigin, newLength)
    }
}
