import PopsplitModel
import Testing

/// POP-26: the popovers the system makes: a search display controller's results popover and an
/// action sheet shown from a bar button item.
struct SystemPopoverTests {
    /// A controller with a toolbar holding a Share item (showing an action sheet) and a search bar
    /// with a search display controller.
    static func document(resultsTitle: String = "Results") -> SceneDocument {
        let share = BarButtonItemSpec(id: "share", systemItem: "action", action: .showActionSheet(id: "shareSheet"))
        let search = ViewSpec(
            id: "search", kind: .searchBar, frame: Rect(x: 468, y: 0, width: 300, height: 44),
            searchDisplay: SearchDisplaySpec(resultsTitle: resultsTitle, results: ["Apple", "Apricot"]))
        let toolbar = ViewSpec(
            id: "bar", kind: .toolbar, frame: Rect(x: 0, y: 0, width: 768, height: 44),
            items: [share], subviews: [search])
        let note = ViewSpec(id: "note", kind: .textField, frame: Rect(x: 20, y: 300, width: 200, height: 31))
        return SceneDocument(
            root: ControllerSpec(id: "home", title: "Home", views: [toolbar, note]),
            actionSheets: [ActionSheetSpec(id: "shareSheet", title: "Share", buttons: ["Mail", "Print", "Cancel"], cancelButtonIndex: 2)])
    }

    /// POP-26 typing into the search bar shows the results popover titled "Results" below it.
    @Test("POP-26 typing into a search bar with a search display controller shows the Results popover")
    func typingShowsResults() throws {
        var scene = try Scene.open(Self.document()).scene
        let tap = try scene.run(.tap(at: .point(Point(x: 600, y: 40))))
        #expect(tap.result["action"] == .string("becomeFirstResponder"))
        let typed = try scene.run(.typeText("Ap"))
        #expect(typed.events.trace == ["searchBar:textDidChange:@home", "searchDisplayController:didLoadSearchResultsTableView:@home"])  // POP-36
        #expect(typed.result["resultsShown"] == .bool(true))
        let layout = scene.layout
        let popover = try #require(layout.node("search.results"))
        #expect(popover.attributes["arrowDirection"] == .string("up"))
        #expect(popover.attributes["anchor"] == .rect(Rect(x: 468, y: 20, width: 300, height: 44)))
        #expect(layout.node("search.resultsNavigation.title")?.attributes["title"] == .string("Results"))
        #expect(layout.node("search.resultsList.row.1")?.attributes["title"] == .string("Apricot"))
        #expect(layout.node("search")?.attributes["text"] == .string("Ap"))
    }

    /// POP-26 the results popover's title can be set; the app cannot set its passthrough views.
    @Test("POP-26 a custom results title; the app cannot set the results popover's passthrough views")
    func titleAndPassthrough() throws {
        var scene = try Scene.open(Self.document(resultsTitle: "Fruit")).scene
        try scene.run(.showKeyboard(view: "search"))
        try scene.run(.typeText("A"))
        #expect(scene.layout.node("search.resultsNavigation.title")?.attributes["title"] == .string("Fruit"))
        let before = scene
        let error = #expect(throws: ModelError.self) { try scene.run(.setPassthroughViews(popover: "search.results", views: [])) }
        #expect(error?.kind == .invalidState)
        let present = #expect(throws: ModelError.self) { try scene.run(.dismissPopover(popover: "search.results", animated: false)) }
        #expect(present?.kind == .invalidState)
        #expect(scene == before)
    }

    /// POP-26 Clear empties the bar and dismisses the results; the list button summons them.
    @Test("POP-26 Clear empties the search bar and dismisses the results; the list button summons them")
    func clearAndListButton() throws {
        var scene = try Scene.open(Self.document()).scene
        try scene.run(.showKeyboard(view: "search"))
        try scene.run(.typeText("Ap"))
        let clear = try scene.run(.clearSearch(searchBar: "search"))
        #expect(clear.events.trace == ["searchBar:textDidChange:@home"])
        #expect(clear.result["resultsShown"] == .bool(false))
        #expect(scene.layout.node("search.results") == nil)
        #expect(scene.layout.node("search")?.attributes["text"] == nil)
        let list = try scene.run(.showSearchResults(searchBar: "search"))
        #expect(list.events.trace == ["searchBarResultsListButtonClicked:@home"])
        #expect(scene.layout.node("search.results") != nil)
    }

    /// POP-26 typing into the search bar keeps the results: the search bar is a passthrough view.
    @Test("POP-26 a tap on the search bar passes through the results popover")
    func searchBarPassesThrough() throws {
        var scene = try Scene.open(Self.document()).scene
        try scene.run(.showKeyboard(view: "search"))
        try scene.run(.typeText("Ap"))
        let tap = try scene.run(.tap(at: .point(Point(x: 600, y: 40))))
        #expect(tap.result["hit"] == .fields([Field(.id, .string("search")), Field(.kind, .string("searchBar"))]))
        #expect(scene.layout.node("search.results") != nil)
        let outside = try scene.run(.tap(at: .point(Point(x: 100, y: 600))))
        #expect(outside.result["action"] == .string("dismissPopover"))
        #expect(outside.question == nil)
        #expect(scene.layout.node("search.results") == nil)
    }

    /// POP-26 an action sheet from a bar button item is a popover; a button's tap sends
    /// clicked, willDismiss, didDismiss; the cancel button is not shown.
    @Test("POP-26 an action sheet from a bar button item is a popover; a button tap sends clicked, willDismiss, didDismiss")
    func actionSheetButton() throws {
        var scene = try Scene.open(Self.document()).scene
        let show = try scene.run(.tap(at: .point(Point(x: 32, y: 40))))
        #expect(show.result["action"] == .string("showActionSheet"))
        #expect(show.events.isEmpty)
        let layout = scene.layout
        let popover = try #require(layout.node("shareSheet"))
        #expect(popover.attributes["arrowDirection"] == .string("up"))
        #expect(layout.node("shareSheet.sheet.button.0")?.attributes["title"] == .string("Mail"))
        #expect(layout.node("shareSheet.sheet.button.2") == nil)
        let print = try #require(layout.frame("shareSheet.sheet.button.1"))
        let tap = try scene.run(.tap(at: .point(Point(x: print.midX, y: print.midY))))
        #expect(
            tap.events.trace == [
                "actionSheet:clickedButtonAtIndex:@home", "actionSheet:willDismissWithButtonIndex:@home",
                "actionSheet:didDismissWithButtonIndex:@home",
            ])
        #expect(tap.events.first?.fields["buttonIndex"] == .number(1))
        #expect(scene.layout.node("shareSheet") == nil)
    }

    /// POP-26 a tap outside an action sheet stands for its cancel button; no delegate question.
    @Test("POP-26 a tap outside an action sheet's popover stands for the cancel button")
    func actionSheetOutside() throws {
        var scene = try Scene.open(Self.document()).scene
        try scene.run(.showActionSheet(id: "shareSheet", from: .barButtonItem("share"), animated: true))
        let outside = try scene.run(.tap(at: .point(Point(x: 600, y: 700))))
        #expect(outside.question == nil)
        #expect(
            outside.events.trace == [
                "actionSheet:clickedButtonAtIndex:@home", "actionSheet:willDismissWithButtonIndex:@home",
                "actionSheet:didDismissWithButtonIndex:@home",
            ])
        #expect(outside.events.last?.fields["buttonIndex"] == .number(2))
        #expect(scene.layout.node("shareSheet") == nil)
    }

    /// POP-26 dismissWithClickedButtonIndex from code: willDismiss and didDismiss, no clicked.
    @Test("POP-26 an action sheet dismissed from code sends willDismiss and didDismiss only")
    func actionSheetFromCode() throws {
        var scene = try Scene.open(Self.document()).scene
        try scene.run(.showActionSheet(id: "shareSheet", from: .barButtonItem("share"), animated: true))
        let before = scene
        #expect(throws: ModelError.self) { try scene.run(.dismissActionSheet(id: "shareSheet", buttonIndex: 7, animated: true)) }
        #expect(scene == before)
        let dismissed = try scene.run(.dismissActionSheet(id: "shareSheet", buttonIndex: 0, animated: false))
        #expect(dismissed.events.trace == ["actionSheet:willDismissWithButtonIndex:@home", "actionSheet:didDismissWithButtonIndex:@home"])
    }
}
