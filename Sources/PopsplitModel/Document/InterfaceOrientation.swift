/// UIKit's `UIInterfaceOrientation`. Names follow UIKit: in `landscapeLeft` the home button is on
/// the left... as UIKit defines it (the device is rotated right).
public enum InterfaceOrientation: String, Sendable, Hashable, CaseIterable {
    /// Home button at the bottom.
    case portrait
    /// Home button at the top.
    case portraitUpsideDown
    /// UIInterfaceOrientationLandscapeLeft.
    case landscapeLeft
    /// UIInterfaceOrientationLandscapeRight.
    case landscapeRight

    /// Whether the width is the long side (1024 pt).
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// Whether the height is the long side (1024 pt).
    public var isPortrait: Bool { !isLandscape }
}
