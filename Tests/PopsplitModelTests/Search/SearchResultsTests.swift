import PopsplitModel
import Testing

/// POP-36: a search display controller's results filter by the typed text, its
/// table announces itself once, and the list button's popover has a Clear button. Neuburg,
/// Programming iOS 6, ch. 22 (seed 001): `filterData` keeps the states whose name matches
/// `[s rangeOfString:target options:NSCaseInsensitiveSearch]`; "the search bar contains a
/// results list button that summons the popover when tapped, and in that case the popover's top
/// bar contains a Clear button that empties the search bar and dismisses the popover".
struct SearchResultsTests {
    /// The states the document offers.
    static let states = ["Alabama", "Alaska", "Arizona", "Arkansas", "California", "Kansas", "North Carolina", "South Carolina"]

    /// A list with a toolbar holding a search bar whose search display offers ``states`` (as in
    /// Neuburg's example: "start with a toolbar at the top of the root view, and drag into it the
    /// combined Search Bar and Search Display Controller"), the bar first responder.
    static func open() throws -> Scene {
        let document = SceneDocument(
            orientation: .portrait,
            root: ControllerSpec(
                id: "statesList", title: "States",
                views: [
                    ViewSpec(
                        id: "searchToolbar", kind: .toolbar, frame: Rect(x: 0, y: 0, width: 768, height: 44),
                        subviews: [
                            ViewSpec(
                                id: "stateSearch", kind: .searchBar, frame: Rect(x: 468, y: 0, width: 300, height: 44),
                                searchDisplay: SearchDisplaySpec(results: Self.states))
                        ])
                ]))
        var scene = try Fixtures.open(document)
        try scene.run(.tap(at: .point(Point(x: 618, y: 42))))
        return scene
    }

    /// The titles of the result rows laid out, top to bottom, with their frames' y.
    static func rows(_ scene: Scene) -> [(title: String, y: Double)] {
        scene.layout.nodes.filter { $0.id.hasPrefix("stateSearch.resultsList.row.") }
            .map { (title: $0.attributes.first { $0.name == .title }.flatMap { if case .string(let s) = $0.value { s } else { nil } } ?? "", y: $0.frame.minY) }
    }

    @Test("POP-36 typing filters the results: case-insensitive substring, the document's order, one under the other")
    func filters() throws {
        var scene = try Self.open()
        try scene.run(.typeText("ka"))
        let shown = Self.rows(scene)
        #expect(shown.map(\.title) == ["Alaska", "Arkansas", "Kansas"])
        let table = try #require(scene.layout.frame("stateSearch.resultsList.table"))
        #expect(shown.map(\.y) == [table.minY, table.minY + 44, table.minY + 88])
        #expect(scene.layout.node("stateSearch.resultsList.row.1") != nil)
        try scene.run(.typeText("N"))
        #expect(Self.rows(scene).map(\.title) == ["Arkansas", "Kansas"])
        #expect(Scene.matches("North Carolina", searchText: "CAROL"))
        #expect(!Scene.matches("Alabama", searchText: "ka"))
        #expect(Scene.matches(nil, searchText: ""))
    }

    @Test("POP-36 didLoadSearchResultsTableView: once, after textDidChange, before the popover shows")
    func loadsOnce() throws {
        var scene = try Self.open()
        let first = try scene.run(.typeText("a")).events.trace
        let textChanged = try #require(first.firstIndex(of: "searchBar:textDidChange:@statesList"))
        let loaded = try #require(first.firstIndex(of: "searchDisplayController:didLoadSearchResultsTableView:@statesList"))
        #expect(textChanged < loaded)
        #expect(scene.snapshot().loadedSearchResults == ["stateSearch"])
        try scene.run(.clearSearch(searchBar: "stateSearch"))
        let again = try scene.run(.typeText("b")).events.trace
        #expect(!again.contains("searchDisplayController:didLoadSearchResultsTableView:@statesList"))
        #expect(scene.layout.node("stateSearch.results") != nil)
    }

    @Test("POP-36 the list button's popover has Clear; a tap on it empties the bar and dismisses the popover")
    func clearButton() throws {
        var scene = try Self.open()
        try scene.run(.typeText("ka"))
        #expect(scene.layout.node("stateSearch.resultsList.clear") == nil)
        try scene.run(.clearSearch(searchBar: "stateSearch"))
        try scene.run(.typeText("ka"))
        try scene.run(.tap(at: .point(Point(x: 100, y: 600))))
        try scene.run(.showSearchResults(searchBar: "stateSearch"))
        let clear = try #require(scene.layout.node("stateSearch.resultsList.clear"))
        #expect(clear.attributes.first { $0.name == .title }?.value == .string("Clear"))
        #expect(scene.snapshot().searchResultsListed == ["stateSearch"])
        let tap = try scene.run(.tap(at: .point(Point(x: clear.frame.midX, y: clear.frame.midY))))
        #expect(tap.result["action"] == .string("clearSearch"))
        #expect(tap.result["resultsShown"] == .bool(false))
        #expect(scene.snapshot().texts["stateSearch"] == nil)
        #expect(scene.layout.node("stateSearch.results") == nil)
        // Restoring a state that names a bar without a search display is refused.
        let before = scene
        #expect(throws: ModelError.self) { try scene.restore(SceneState(orientation: .portrait, loadedSearchResults: ["statesList"])) }
        #expect(scene == before)
    }
}
