/// The controllers and popovers the system makes (POP-26): a search display controller's results
/// popover (a navigation controller titled "Results" holding the result rows) and an action
/// sheet's popover (a list of its buttons, the cancel button left out). Their ids derive from the
/// search bar's or the sheet's id and are reserved.
extension IndexBuilder {
    /// The height of one row of results or of action sheet buttons.
    static let rowHeight: Double = 44
    /// The width of a system list shown in a popover.
    static let listWidth: Double = 320

    /// Ids of a search display controller's results popover, navigation controller and list.
    static func searchIds(_ searchBar: String) -> (popover: String, navigation: String, list: String) {
        DerivedId.searchDisplay(searchBar)
    }

    /// The id of an action sheet's content.
    static func sheetContent(_ sheet: String) -> String { DerivedId.sheetContent(sheet) }

    /// The results popover of search bar `view` with its search display controller; a bar that
    /// is not in a toolbar shows the same results list in place instead (POP-37).
    mutating func addSearchDisplay(_ display: SearchDisplaySpec, searchBar view: String, inToolbar: Bool) throws(ModelError) {
        let ids = IndexBuilder.searchIds(view)
        let rows = display.results.enumerated().map { i, title in
            ViewSpec(
                id: "\(ids.list).row.\(i)", kind: .button,
                frame: Rect(x: 0, y: Double(i) * IndexBuilder.rowHeight, width: IndexBuilder.listWidth, height: IndexBuilder.rowHeight),
                autoresizing: [.flexibleWidth], title: title)
        }
        let list = ControllerSpec(
            id: ids.list, title: display.resultsTitle,
            contentSizeForViewInPopover: Size(width: IndexBuilder.listWidth, height: max(1, Double(rows.count)) * IndexBuilder.rowHeight),
            views: [
                ViewSpec(
                    id: "\(ids.list).table", kind: .table,
                    frame: Rect(x: 0, y: 0, width: IndexBuilder.listWidth, height: max(1, Double(rows.count)) * IndexBuilder.rowHeight),
                    autoresizing: [.flexibleWidth, .flexibleHeight], subviews: rows)
            ])
        let navigation = ControllerSpec(id: ids.navigation, type: .navigation, children: [list])
        try addController(navigation, parent: nil)
        index.synthetic.formUnion([ids.navigation, ids.list])
        try claim(ids.popover, .popoverController)
        index.popovers[ids.popover] = PopoverController(
            id: ids.popover, content: ids.navigation, passthroughViews: [view], owner: .searchDisplay)
        index.searchBars[ids.popover] = view
        index.resultsTables["\(ids.list).table"] = view
        index.resultsNavigations[ids.navigation] = view
        if !inToolbar, let owner = index.owners[view] { index.resultsInPlace[owner, default: []].append(view) }
    }

    /// An action sheet and the content of its popover.
    mutating func addActionSheet(_ sheet: ActionSheetSpec) throws(ModelError) {
        try claim(sheet.id, .actionSheet)
        guard !sheet.buttons.isEmpty, sheet.buttons.count <= 100 else {
            throw ModelError.document(.actionSheetButtonCount(actionSheet: sheet.id))
        }
        for i in [sheet.cancelButtonIndex, sheet.destructiveButtonIndex].compactMap({ $0 }) where !sheet.buttons.indices.contains(i) {
            throw ModelError.document(.actionSheetNoButton(actionSheet: sheet.id, index: i))
        }
        let content = IndexBuilder.sheetContent(sheet.id)
        var views: [ViewSpec] = []
        var y: Double = 0
        if let title = sheet.title {
            views.append(
                ViewSpec(
                    id: "\(content).title", kind: .label, frame: Rect(x: 0, y: 0, width: IndexBuilder.listWidth, height: IndexBuilder.rowHeight), title: title))
            y += IndexBuilder.rowHeight
        }
        for (i, title) in sheet.buttons.enumerated() where i != sheet.cancelButtonIndex {
            let id = "\(content).button.\(i)"
            views.append(ViewSpec(id: id, kind: .button, frame: Rect(x: 0, y: y, width: IndexBuilder.listWidth, height: IndexBuilder.rowHeight), title: title))
            index.actionSheetButtons[id] = ActionSheetButton(sheet: sheet.id, index: i)
            y += IndexBuilder.rowHeight
        }
        try addController(ControllerSpec(id: content, contentSizeForViewInPopover: Size(width: IndexBuilder.listWidth, height: y), views: views), parent: nil)
        index.synthetic.insert(content)
        index.actionSheets[sheet.id] = sheet
        index.popovers[sheet.id] = PopoverController(id: sheet.id, content: content, owner: .actionSheet)
    }
}
