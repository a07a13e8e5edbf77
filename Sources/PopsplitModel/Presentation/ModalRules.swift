/// UIKit's rules for a modal presentation that do not depend on history (MOD-01..03).
enum ModalRules {
    /// Throws when UIKit would refuse `presentation` in `hierarchy`:
    /// - a partial curl needs a full-screen presentation from a full-screen presenter (MOD-02);
    /// - full-screen and sheet presentations are made by the top of the presenter's parent chain.
    static func check(_ presentation: Presentation, hierarchy: Hierarchy) throws(ModelError) {
        switch presentation {
        case .modal(let m):
            if m.style != .currentContext, hierarchy.parent(of: m.presenter) != nil {
                throw ModelError.state(.presenterHasParent(presenter: m.presenter))
            }
            if m.style == .currentContext, hierarchy.enclosingPresentation(of: m.presenter)?.isPopover == true,
                m.transition != .coverVertical
            {
                throw ModelError.uikit(.insidePopoverTransition)  // POP-24
            }
            if m.transition == .partialCurl {
                let presenterIsFullScreen =
                    m.presenter == hierarchy.root
                    || hierarchy.presentation(presenting: m.presenter)?.element.isFullScreen == true
                guard m.style == .fullScreen, presenterIsFullScreen else { throw ModelError.uikit(.partialCurl) }
            }
        case .popover, .splitSide:
            break
        }
    }
}
