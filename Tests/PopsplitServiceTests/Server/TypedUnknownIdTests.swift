import PopsplitDocument
import PopsplitJSON
import PopsplitModel
import Testing

@testable import PopsplitService

/// The "did you mean" of an unknown id reads the error's data (``UnknownId``: the id and what it
/// was meant to name), never its message: rewording a message cannot turn the hint off.
@Suite struct TypedUnknownIdTests {
    @Test func theHintReadsTheDataNotTheMessage() throws {
        let driver = RequestSuggestionTests.game()
        let scene = try #require(driver.server.previewView("game")?.scene)
        let unknown = ModelError(.unknownId(UnknownId(id: "newGameButon", kind: .barButtonItem)))
        #expect(unknown.unknownId == UnknownId(id: "newGameButon", kind: .barButtonItem))
        #expect(RequestSuggestion.rpcError(unknown, in: scene).message == "unknown bar button item id 'newGameButon' (did you mean 'newGameButton'?)")
        // An id of the wrong kind carries no unknown id: no hint, whatever its words.
        let wrongKind = ModelError(.wrongKind(id: "newGameButon", expected: .navigation))
        #expect(wrongKind.unknownId == nil)
        #expect(RequestSuggestion.rpcError(wrongKind, in: scene).message == "'newGameButon' is not a navigation controller")
    }

    @Test func everyKindNamesItselfAndHasCandidates() throws {
        let driver = RequestSuggestionTests.game()
        let scene = try #require(driver.server.previewView("game")?.scene)
        let ids = DocumentIds(scene.document)
        let kinds: [IdKind] =
            [.controller, .view, .searchBar, .searchBarWithSearchDisplay, .viewOrBarButtonItem, .barButtonItem, .popoverController, .actionSheet, .segue]
            + ControllerType.allCases.map(IdKind.controllerOfType)
        #expect(Set(kinds.map(\.displayName)).count == kinds.count)
        #expect(IdKind.controllerOfType(.split).displayName == "split view controller")
        #expect(IdKind.controllerOfType(.container).displayName == "container view controller")
        for kind in kinds where kind != .actionSheet && kind != .segue && kind != .searchBar && kind != .searchBarWithSearchDisplay {
            #expect(!ids.candidates(for: kind).isEmpty, "\(kind)")
        }
        #expect(ids.candidates(for: .barButtonItem).contains("newGameButton"))
        #expect(!ids.candidates(for: .barButtonItem).contains("settingsNav"))
    }
}
