/// A search display controller's results shown in place (POP-37): a search bar that is not in a
/// toolbar has its results table laid over its controller's view, from the bar's bottom edge to
/// the view's, as on the iPhone, instead of in a popover.
extension LayoutEngine {
    /// Lays the results table of each of controller `owner`'s search bars whose results show
    /// now over its view (`frame`), below the bar, above the controller's own views.
    mutating func layoutResultsInPlace(of owner: String, frame: Rect) {
        guard includeViews, let bars = index.resultsInPlace[owner] else { return }
        let state = hierarchy.state
        let titleView = index.controllers[owner]?.navigationItem.titleView?.id
        for bar in bars where state.showsResultsInPlace(of: bar) {
            guard let table = index.controllers[DerivedId.searchDisplay(bar).list]?.views.first else { continue }
            // A bar in the view: below it; the navigation item's title view (its bar is laid out
            // after the view): the whole view.
            let barBottom: Double
            if let barFrame = nodes.last(where: { $0.node.id == bar })?.node.frame {
                barBottom = barFrame.maxY
            } else if bar == titleView {
                barBottom = frame.minY
            } else {
                continue
            }
            let top = min(max(barBottom, frame.minY), frame.maxY)
            let covered = Rect(x: frame.minX, y: top, width: frame.width, height: frame.maxY - top)
            layoutView(table, frame: covered, parent: owner, owner: owner)
        }
    }
}
