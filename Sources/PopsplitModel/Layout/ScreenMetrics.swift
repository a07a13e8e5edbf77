/// The iPad's screen and modal sheet metrics (ROT-01, NAV-04, MOD-03), in points.
enum ScreenMetrics {
    /// The screen in portrait: 768 x 1024 (ROT-01).
    static let portraitScreen = Size(width: 768, height: 1024)
    /// The status bar's height (NAV-04).
    static let statusBarHeight: Double = 20
    /// The double-height status bar during a call.
    static let inCallStatusBarHeight: Double = 40
    /// The keyboard's height in portrait.
    static let portraitKeyboardHeight: Double = 264
    /// The keyboard's height in landscape.
    static let landscapeKeyboardHeight: Double = 352
    /// A form sheet's size (MOD-03).
    static let formSheetSize = Size(width: 540, height: 620)
    /// A page sheet's width: the portrait screen's width (MOD-03).
    static let pageSheetWidth: Double = 768

    /// The screen's bounds in window coordinates for `orientation`: 768 x 1024 or 1024 x 768.
    static func screen(_ orientation: InterfaceOrientation) -> Rect {
        orientation.isLandscape
            ? Rect(x: 0, y: 0, width: portraitScreen.height, height: portraitScreen.width)
            : Rect(x: 0, y: 0, width: portraitScreen.width, height: portraitScreen.height)
    }

    /// The application frame in window coordinates: the screen less the status bar at the top
    /// (768 x 1004 at y = 20 in portrait, 1024 x 748 in landscape; ROT-01).
    /// With the in-call status bar the frame starts at y = 40 and is 20 shorter.
    static func applicationFrame(_ orientation: InterfaceOrientation, statusBarHidden: Bool, inCall: Bool = false) -> Rect {
        screen(orientation).inset(top: statusBarFrameHeight(statusBarHidden: statusBarHidden, inCall: inCall), left: 0, bottom: 0, right: 0)
    }

    /// The status bar's height: 0 when hidden, 40 during a call, else 20.
    static func statusBarFrameHeight(statusBarHidden: Bool, inCall: Bool) -> Double {
        statusBarHidden ? 0 : inCall ? inCallStatusBarHeight : statusBarHeight
    }

    /// The keyboard's frame in window coordinates: the bottom 264 pt in portrait, 352 in landscape.
    static func keyboardFrame(_ orientation: InterfaceOrientation) -> Rect {
        let screen = screen(orientation)
        let height = orientation.isLandscape ? landscapeKeyboardHeight : portraitKeyboardHeight
        return Rect(x: 0, y: screen.maxY - height, width: screen.width, height: height)
    }
}
