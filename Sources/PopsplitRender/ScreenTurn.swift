import PopsplitModel

/// How a picture drawn mid-rotation turns the interface (protocol.md 12.5): as on the device,
/// where the window stays and the interface turns, the picture is the device's screen in the
/// orientation the rotation ends in, and the interface (at its size at that moment) is drawn
/// turned about the screen's centre by what is left of the rotation, cut off at the screen's edge.
public struct ScreenTurn: Sendable, Equatable {
    /// The device's screen: the picture's frame (the end state's screen).
    public var device: Rect
    /// Degrees clockwise (y down) the interface is drawn turned, about the device's centre.
    public var degrees: Double

    /// A turn.
    public init(device: Rect, degrees: Double) {
        self.device = device
        self.degrees = degrees
    }

    /// Degrees clockwise an interface in `orientation` is turned from the device held upright
    /// (the home button at the bottom): held with the home button on the left
    /// (`landscapeLeft`), the device has been turned a quarter clockwise, the interface a quarter
    /// back.
    static func degrees(of orientation: InterfaceOrientation) -> Double {
        switch orientation {
        case .portrait: 0
        case .landscapeLeft: -90
        case .landscapeRight: 90
        case .portraitUpsideDown: 180
        }
    }

    /// How far the interface of `before` is turned in a picture of `after`, in (-180, 180]: a half
    /// turn goes clockwise.
    static func degrees(from before: InterfaceOrientation, to after: InterfaceOrientation) -> Double {
        var turn = degrees(of: before) - degrees(of: after)
        while turn > 180 { turn -= 360 }
        while turn <= -180 { turn += 360 }
        return turn
    }
}
