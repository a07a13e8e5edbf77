/// A search display controller's results popover (POP-26): typing into its search bar shows the
/// results in a popover titled "Results" (or the document's title), the list button summons it,
/// Clear empties the bar and dismisses it; the app cannot set its passthrough views.
extension Scene {
    /// The results popover of search bar `id`, if it has a search display controller.
    func resultsPopover(of searchBar: String) -> String? {
        index.searchBars.first { $0.value == searchBar }?.key
    }

    /// Whether search bar `searchBar`'s results show in place, over its controller's view below
    /// the bar, rather than in a popover: seed 001 gives the popover to a search bar "in a toolbar
    /// (UIToolbar) on the iPad"; elsewhere the results table covers the content as on the
    /// iPhone (POP-37).
    func showsResultsInPlace(_ searchBar: String) -> Bool {
        guard let owner = index.owners[searchBar] else { return false }
        return index.resultsInPlace[owner]?.contains(searchBar) == true
    }

    /// Types `text` into the first responder (appended to its text). A search bar with a search
    /// display controller then shows its results popover (when its text is not empty). Events:
    /// `searchBar:textDidChange:` {searchBar, searchText} to the bar's controller for search bars,
    /// then the popover's. Result: `view`, `text`, and `resultsShown` for search bars.
    mutating func typeText(_ typed: String) throws(ModelError) -> Step {
        guard let responder = state.firstResponder, let view = index.views[responder] else {
            throw ModelError.state(.noFirstResponder)
        }
        guard typed.count <= InvalidStateReason.typedTextLimit else { throw ModelError.state(.typedTextTooLong) }
        let text = (state.texts[responder] ?? "") + typed
        return try setText(text, of: responder, kind: view.kind)
    }

    /// Clear (the search bar's clear button): empties the text and dismisses the results popover.
    mutating func clearSearch(_ searchBar: String) throws(ModelError) -> Step {
        guard let view = index.views[searchBar], view.kind == .searchBar else { throw ModelError.unknown(searchBar, .searchBar) }
        return try setText("", of: searchBar, kind: view.kind)
    }

    /// The search bar's results list button: shows the results popover (text or not).
    mutating func showSearchResults(_ searchBar: String) throws(ModelError) -> Step {
        guard let view = index.views[searchBar], view.kind == .searchBar else { throw ModelError.unknown(searchBar, .searchBar) }
        guard let popover = resultsPopover(of: searchBar) else {
            throw ModelError.state(.noSearchDisplay(searchBar: searchBar))
        }
        guard let owner = index.owners[searchBar], isOnScreen(searchBar) else { throw ModelError.uikit(.popoverWithoutWindow) }
        var step = Step(events: [SceneEvent(.searchBarResultsListButtonClicked, target: owner, fields: [Field(.searchBar, .string(searchBar))])])
        step.result = [Field(.searchBar, .string(searchBar)), Field(.resultsShown, .bool(true))]
        state.searchResultsListed.insert(searchBar)  // POP-36: its bar shows Clear
        if showsResultsInPlace(searchBar) {  // POP-37: the results table over the content
            step.events += loadResultsTable(of: searchBar, owner: owner)
        } else if visiblePopover(popover) == nil {
            step.events += loadResultsTable(of: searchBar, owner: owner)
            let shown = try presentSystemPopover(popover, from: searchBar)
            step.events += shown.events
        }
        return step
    }

    /// Sets the text of `view`; for a search bar with a search display controller shows or
    /// dismisses its results popover.
    mutating func setText(_ text: String, of view: String, kind: ViewKind) throws(ModelError) -> Step {
        state.texts[view] = text.isEmpty ? nil : text
        var step = Step(result: [Field(.view, .string(view)), Field(.text, .string(text))])
        guard kind == .searchBar, let owner = index.owners[view] else { return step }
        step.events.append(
            SceneEvent(
                .searchBarTextDidChange, target: owner,
                fields: [
                    Field(.searchBar, .string(view)), Field(.searchText, .string(text)),
                ]))
        guard let popover = resultsPopover(of: view) else { return step }
        if showsResultsInPlace(view) {  // POP-37: the results table over the content, no popover
            if text.isEmpty {
                state.searchResultsListed.remove(view)
            } else {
                step.events += loadResultsTable(of: view, owner: owner)
            }
            step.result.append(Field(.resultsShown, .bool(state.showsResultsInPlace(of: view))))
            return step
        }
        if text.isEmpty {
            state.searchResultsListed.remove(view)
            step.events += try dismissPopover(popover, animated: true, byUser: false).events
        } else if visiblePopover(popover) == nil {
            state.searchResultsListed.remove(view)  // shown by typing: no Clear (POP-36)
            step.events += loadResultsTable(of: view, owner: owner)
            step.events += try presentSystemPopover(popover, from: view).events
        }
        step.result.append(Field(.resultsShown, .bool(visiblePopover(popover) != nil)))
        return step
    }

    /// `searchDisplayController:didLoadSearchResultsTableView:` to the controller owning search bar
    /// `searchBar` (its search display controller's delegate), the first time its results table
    /// shows; nothing after that (POP-36).
    mutating func loadResultsTable(of searchBar: String, owner: String) -> [SceneEvent] {
        guard state.loadedSearchResults.insert(searchBar).inserted else { return [] }
        let table = "\(DerivedId.searchDisplay(searchBar).list).table"
        return [
            SceneEvent(
                .searchDisplayControllerDidLoadSearchResultsTableView, target: owner,
                fields: [Field(.searchBar, .string(searchBar)), Field(.tableView, .string(table))])
        ]
    }

    /// The results of search bar `searchBar` that its text matches, as Neuburg's `filterData`
    /// keeps them (ch. 22: `rangeOfString:` with `NSCaseInsensitiveSearch`): every result
    /// containing the text, case-insensitively, in the document's order; all of them for no text
    /// (POP-36).
    public static func matches(_ title: String?, searchText: String) -> Bool {
        guard !searchText.isEmpty else { return true }
        return (title ?? "").lowercased().contains(searchText.lowercased())
    }

    /// Presents a popover the system owns from the bounds of `view` (or from bar button item
    /// `view`), arrows up or down.
    mutating func presentSystemPopover(_ popover: String, from view: String) throws(ModelError) -> Step {
        let source = popoverSource(view)
        let keep = state.popovers[popover]?.passthroughViews ?? []
        var step = try presentPopover(popover, from: source, arrows: ArrowDirection.vertical, animated: true)
        state.popovers[popover]?.passthroughViews = keep
        step.result = []
        return step
    }
}
