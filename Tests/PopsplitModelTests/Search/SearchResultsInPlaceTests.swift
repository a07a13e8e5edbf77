import PopsplitModel
import Testing

/// POP-37: seed 001 gives a search display controller's results a popover when its search bar is
/// "in a toolbar (UIToolbar) on the iPad"; a search bar anywhere else has its results table cover
/// the content below the bar, as on the iPhone, with no popover.
struct SearchResultsInPlaceTests {
    /// A navigation controller showing `statesList`, whose view has a search bar at its top (not
    /// in a toolbar) offering ``SearchResultsTests/states``, the bar first responder.
    static func open() throws -> Scene {
        let list = ControllerSpec(
            id: "statesList", title: "States",
            views: [
                ViewSpec(
                    id: "stateSearch", kind: .searchBar, frame: Rect(x: 0, y: 0, width: 768, height: 44), autoresizing: [.flexibleWidth],
                    searchDisplay: SearchDisplaySpec(results: SearchResultsTests.states))
            ])
        let document = SceneDocument(orientation: .portrait, root: ControllerSpec(id: "nav", type: .navigation, children: [list]))
        var scene = try Fixtures.open(document)
        try scene.run(.tap(at: .point(Point(x: 384, y: 86))))
        return scene
    }

    @Test("POP-37 a search bar outside a toolbar: typing shows the results over the content below the bar, no popover")
    func coversTheContent() throws {
        var scene = try Self.open()
        let outcome = try scene.run(.typeText("ka"))
        #expect(outcome.result["resultsShown"] == .bool(true))
        #expect(scene.layout.node("stateSearch.results") == nil)
        #expect(scene.snapshot().presentations.isEmpty)
        // Below the bar (64 + 44), to the bottom of the controller's view, its whole width.
        #expect(scene.layout.frame("stateSearch.resultsList.table") == Rect(x: 0, y: 108, width: 768, height: 916))
        #expect(scene.layout.node("stateSearch.resultsList.table")?.parent == "statesList")
        // Filtered as in the popover (POP-36), the rows as wide as the table.
        #expect(SearchResultsTests.rows(scene).map(\.title) == ["Alaska", "Arkansas", "Kansas"])
        #expect(scene.layout.frame("stateSearch.resultsList.row.1") == Rect(x: 0, y: 108, width: 768, height: 44))
    }

    @Test("POP-37 didLoadSearchResultsTableView: once, after textDidChange; no popover events")
    func loadsOnce() throws {
        var scene = try Self.open()
        let first = try scene.run(.typeText("a")).events.trace
        #expect(
            first == [
                "searchBar:textDidChange:@statesList", "searchDisplayController:didLoadSearchResultsTableView:@statesList",
            ])
        let second = try scene.run(.typeText("l")).events.trace
        #expect(second == ["searchBar:textDidChange:@statesList"])
    }

    @Test("POP-37 emptying the bar hides the results; the list button shows every result")
    func clearAndList() throws {
        var scene = try Self.open()
        try scene.run(.typeText("ka"))
        let cleared = try scene.run(.clearSearch(searchBar: "stateSearch"))
        #expect(cleared.result["resultsShown"] == .bool(false))
        #expect(scene.layout.node("stateSearch.resultsList.table") == nil)
        let listed = try scene.run(.showSearchResults(searchBar: "stateSearch"))
        #expect(listed.result["resultsShown"] == .bool(true))
        #expect(listed.events.trace == ["searchBarResultsListButtonClicked:@statesList"])
        #expect(SearchResultsTests.rows(scene).count == SearchResultsTests.states.count)
        #expect(scene.layout.node("stateSearch.results") == nil)
    }

    @Test("POP-37 the results table takes taps over the content it covers")
    func takesTaps() throws {
        var scene = try Self.open()
        try scene.run(.typeText("ka"))
        let tap = try scene.run(.tap(at: .point(Point(x: 384, y: 130))))
        #expect(tap.result["hit"] == .fields([Field(.id, .string("stateSearch.resultsList.row.1")), Field(.kind, .string("button"))]))
    }

    @Test("POP-37 snapshot and restore bring the results in place back")
    func restores() throws {
        var scene = try Self.open()
        try scene.run(.typeText("ka"))
        let saved = scene.snapshot()
        let layout = scene.layout
        var other = try Self.open()
        try other.restore(saved)
        #expect(other.layout.frame("stateSearch.resultsList.table") == layout.frame("stateSearch.resultsList.table"))
    }
}
