/// The document's views, autoresized when their superview's size differs from its design size.
extension LayoutEngine {
    /// Lays out `views` inside a superview whose frame is `superFrame` (window coordinates) and
    /// whose design size is `designSize` (`nil`: the views keep their design frames).
    mutating func layoutViews(_ views: [ViewSpec], in superFrame: Rect, designSize: Size?, parent: String, owner: String) {
        for view in views where !view.hidden {
            var local = view.frame
            if let designSize, designSize != superFrame.size {
                local = Autoresizing.apply(view.autoresizing, to: view.frame, from: designSize, to: superFrame.size)
            }
            layoutView(view, frame: local.offsetBy(dx: superFrame.minX, dy: superFrame.minY), parent: parent, owner: owner)
        }
    }

    /// Lays out one view at `frame` (window coordinates), then its bar items and subviews.
    mutating func layoutView(_ view: ViewSpec, frame: Rect, parent: String, owner: String) {
        var attributes: [Field] = []
        if let title = view.title { attributes.append(Field(.title, .string(title))) }
        if let customClass = view.customClass { attributes.append(Field(.customClass, .string(customClass))) }
        if let text = hierarchy.state.texts[view.id] { attributes.append(Field(.text, .string(text))) }
        if hierarchy.state.firstResponder == view.id { attributes.append(Field(.firstResponder, .bool(true))) }
        if view.kind == .toolbar || view.kind == .navigationBar { attributes += view.bar.attributes }  // NAV-07
        if view.kind == .tableCell { attributes += view.cell.attributes }  // VIEW-01
        add(
            view.id, .view(view.kind), parent: parent, frame: frame, role: .view(view.id), owner: owner,
            interactive: view.userInteractionEnabled ?? view.kind.interactiveByDefault, attributes: attributes)
        switch view.kind {
        case .toolbar:
            layoutToolbarItems(
                view.items, in: frame, margin: BarMetrics.toolbarMargin, parent: view.id, owner: owner, masterButton: splitButton(inToolbar: view.id))
        case .navigationBar:
            layoutToolbarItems(view.items, in: frame, margin: BarMetrics.navigationBarMargin, parent: view.id, owner: owner)
        case .view, .button, .label, .table, .searchBar, .image, .textField, .textView, .segmentedControl, .switch, .slider, .scrollView,
            .tableCell:
            break  // no bar button items of their own
        }
        layoutViews(rows(of: view), in: frame, designSize: view.frame.size, parent: view.id, owner: owner)
    }

    /// The subviews of `view`; for a search results table, the rows its search bar's text matches,
    /// moved up to follow each other (POP-36).
    func rows(of view: ViewSpec) -> [ViewSpec] {
        guard let searchBar = index.resultsTables[view.id] else { return view.subviews }
        let text = hierarchy.state.texts[searchBar] ?? ""
        var rows: [ViewSpec] = []
        for row in view.subviews where Scene.matches(row.title, searchText: text) {
            var moved = row
            moved.frame.origin.y = Double(rows.count) * row.frame.height
            rows.append(moved)
        }
        return rows
    }
}
