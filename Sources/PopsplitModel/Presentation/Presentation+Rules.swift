/// How each kind of presentation behaves: coverage, dimming, frames, popover context.
extension Presentation {
    /// What the presentation hides beneath it (decides appearance events and the layout).
    var coverage: Coverage {
        switch self {
        case .modal(let m):
            switch m.style {
            case .fullScreen: .everything
            case .currentContext: .presenter
            case .pageSheet, .formSheet: .nothing
            }
        case .popover, .splitSide: .nothing
        }
    }

    /// Whether a dimming view covering the application frame sits under the presented view
    /// (form and page sheets, MOD-03).
    var dims: Bool {
        switch self {
        case .modal(let m): m.style == .formSheet || m.style == .pageSheet
        case .popover, .splitSide: false
        }
    }

    /// Whether this is a popover controller's presentation (a layer; POP-09).
    var isPopover: Bool {
        switch self {
        case .modal, .splitSide: false
        case .popover: true
        }
    }

    /// Whether the presented controller shows inside a popover, so that a navigation bar in it
    /// takes the popover's style (NAV-05): a popover's content, or a split view's side shown in
    /// its popover.
    var showsInPopover: Bool {
        switch self {
        case .modal: false
        case .popover: true
        case .splitSide(let s): s.style == .popover
        }
    }

    /// Whether the presented controller fills the screen (full-screen style): it then decides
    /// rotation (ROT-02) and may use a partial curl.
    var isFullScreen: Bool {
        switch self {
        case .modal(let m): m.style == .fullScreen
        case .popover, .splitSide: false
        }
    }

    /// The presented controller's frame, in window coordinates (points, y down). Popovers are
    /// placed by ``PopoverPlacement`` in the layout instead; this answers the application frame.
    /// - Parameters:
    ///   - applicationFrame: the application frame in window coordinates.
    ///   - orientation: the interface orientation.
    ///   - presenterFrame: the presenter's frame in window coordinates (current context).
    func frame(applicationFrame app: Rect, orientation: InterfaceOrientation, presenterFrame: Rect?) -> Rect {
        switch self {
        case .modal(let m):
            switch m.style {
            case .fullScreen:
                return app
            case .pageSheet:
                guard orientation.isLandscape else { return app }
                let width = ScreenMetrics.pageSheetWidth
                return Rect(x: app.minX + (app.width - width) / 2, y: app.minY, width: width, height: app.height)
            case .formSheet:
                let size = ScreenMetrics.formSheetSize
                return Rect(
                    x: app.minX + (app.width - size.width) / 2, y: app.minY + (app.height - size.height) / 2,
                    width: size.width, height: size.height)
            case .currentContext:
                return presenterFrame ?? app
            }
        case .popover, .splitSide:
            return app
        }
    }
}
