import PopsplitModel
import Testing

/// A model error carries what went wrong as data (``ModelError/Reason``): the ids involved with
/// what they name, the values, and the rule; its message, data and rule are rendered from it.
struct ModelErrorReasonTests {
    /// NAV-01 popping the root names the root and the navigation controller, and the rule.
    @Test("NAV-01 popping the root: the reason names the root and the navigation controller")
    func popRoot() throws {
        var scene = try Fixtures.open(Fixtures.navigation())
        let error = #expect(throws: ModelError.self) { try scene.run(.pop(navigation: "nav", animated: true)) }
        #expect(error?.reason == .invalidState(.popRoot(root: "home", navigation: "nav")))
        #expect(error?.ruleId == "NAV-01")
        #expect(error?.message == "cannot pop the root view controller 'home' of 'nav'")
        #expect(error?.fields == [Field(.id, .string("nav"))])
    }

    /// NAV-01 UIKit's exceptions keep UIKit's text and name, and say which rule raises them.
    @Test("NAV-01 an exception's reason renders UIKit's text, the exception's name and the rule")
    func uikitException() throws {
        var scene = try Fixtures.open(Fixtures.tabs())
        let twice = #expect(throws: ModelError.self) { try scene.run(.push(navigation: "inboxNav", controller: "inbox", animated: true)) }
        #expect(twice?.reason == .uikitException(.pushTwice))
        #expect(twice?.kind == .uikitException)
        #expect(twice?.ruleId == "NAV-01")
        #expect(twice?.fields == [Field(.exception, .string("NSInvalidArgumentException"))])
        #expect(ModelError(.uikitException(.popoverReleasedVisible)).fields == [Field(.exception, .string("NSInternalInconsistencyException"))])
        #expect(ModelError(.uikitException(.popoverReleasedVisible)).ruleId == "POP-14")
    }

    /// An id that names nothing carries the id and what it was meant to name; no rule.
    @Test("an unknown id carries the id and its kind, and renders its message from them")
    func unknownId() throws {
        var scene = try Fixtures.open(Fixtures.navigation())
        let error = #expect(throws: ModelError.self) { try scene.run(.push(navigation: "nav", controller: "ghost", animated: true)) }
        #expect(error?.reason == .unknownId(UnknownId(id: "ghost", kind: .controller)))
        #expect(error?.unknownId == UnknownId(id: "ghost", kind: .controller))
        #expect(error?.message == "unknown controller id 'ghost'")
        #expect(error?.ruleId == nil)
    }

    /// A document's problem names the ids involved; a popover's problem, refused at `popover/create`,
    /// keeps the document's reason and rule inside the state's.
    @Test("POP-11 a document problem inside a refused popover keeps its reason and rule")
    func nestedDocumentProblem() {
        let problem = InvalidDocumentReason.popoverMarginsOutOfRange(popover: "p")
        let error = ModelError(.invalidState(.invalidPopover(popover: "p", problem: problem)))
        #expect(error.kind == .invalidState)
        #expect(error.ruleId == "POP-11")
        #expect(error.message == problem.message)
        #expect(error.message == "popover 'p' has layout margins that are negative, not finite or beyond 10000 pt")
        #expect(error.fields == [Field(.id, .string("p"))])
    }

    /// Errors compare as a client sees them: a refused tap at a point that is not a number is the
    /// same refusal each time.
    @Test("a refusal carrying a NaN equals itself")
    func notANumber() {
        let point = Point(x: 10, y: .nan)
        let error = ModelError(.invalidState(.pointOutsideScreen(point: point, screen: Size(width: 768, height: 1024))))
        #expect(error == error)
        #expect(error.message == "point (10,nan) is outside the screen 768x1024")
    }
}
