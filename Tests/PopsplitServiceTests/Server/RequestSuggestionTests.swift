import Foundation
import PopsplitJSON
import PopsplitService
import Testing

/// "did you mean" in request errors (protocol.md section 4): a method, a scene or an
/// id that is not there gets the closest one that is; nothing close, the message as before.
@Suite struct RequestSuggestionTests {
    /// A driver with the settings-and-help example open as `game`.
    static func game() -> ServerDriver {
        let path = "examples/scenes/popover-settings-help.json"
        let text = (try? String(contentsOfFile: DocumentFixtures.repositoryRoot + "/" + path, encoding: .utf8)) ?? ""
        let driver = ServerDriver(files: [path: text])
        #expect(driver.open("popover-settings-help", scene: "game").error == nil)
        return driver
    }

    /// A mistyped method is -32601 naming the method meant.
    @Test func mistypedMethodSuggestsTheMethod() {
        let driver = Self.game()
        let error = driver.call("touch/tapp", ["scene": "game", "point": [1, 1]]).error
        #expect(error?["code"] == -32601)
        #expect(error?["message"] == "method not found: touch/tapp (did you mean touch/tap?)")
        #expect(driver.call("Scene/List").error?["message"] == "method not found: Scene/List (did you mean scene/list?)")
    }

    /// A name a request's params take from a list (an orientation, a direction) gets the one meant,
    /// letter case aside or a typo away.
    @Test func mistypedEnumerationValueSuggestsTheValue() {
        let error = Self.game().call("device/rotate", ["scene": "game", "orientation": "Portrait"]).error
        #expect(error?["code"] == -32602)
        #expect((error?["message"]?.stringValue ?? "").hasSuffix(#"got "Portrait" (did you mean "portrait"?)"#))
        let typo = Self.game().call("device/rotate", ["scene": "game", "orientation": "landscapLeft"]).error
        #expect((typo?["message"]?.stringValue ?? "").hasSuffix(#"(did you mean "landscapeLeft"?)"#))
        let far = Self.game().call("device/rotate", ["scene": "game", "orientation": "sideways"]).error
        #expect(far?["message"]?.stringValue?.contains("did you mean") == false)
    }

    /// An id a container derives (the master button, a navigation bar) is suggested for a view
    /// or an item: the document does not declare it, the layout has it.
    @Test func derivedIdsAreSuggested() throws {
        let path = "examples/scenes/split-mail.json"
        let text = try String(contentsOfFile: DocumentFixtures.repositoryRoot + "/" + path, encoding: .utf8)
        let driver = ServerDriver(files: [path: text])
        #expect(driver.open("split-mail", scene: "mail").error == nil)
        let error = driver.call("barButtonItem/setEnabled", ["scene": "mail", "item": "mailsplit.masterButon", "enabled": false]).error
        #expect(error?["message"] == "unknown bar button item id 'mailsplit.masterButon' (did you mean 'mailSplit.masterButton'?)")
    }

    /// A method far from every other is -32601 with the message as it always was.
    @Test func farMethodGetsNoSuggestion() {
        let error = Self.game().call("scene/explode").error
        #expect(error?["message"] == "method not found: scene/explode")
    }

    /// A mistyped scene id is -32011 naming the scene meant.
    @Test func mistypedSceneSuggestsTheScene() {
        let error = Self.game().call("device/rotate", ["scene": "gam", "orientation": "landscapeLeft"]).error
        #expect(error?["code"] == -32011)
        #expect(error?["message"] == #"unknown scene "gam" (did you mean "game"?)"#)
        #expect(error?["data"] == ["scene": "gam"])
    }

    /// Mistyped ids of a popover, a bar button item and a controller each suggest one of their
    /// own kind; data is unchanged.
    @Test func mistypedIdsSuggestIdsOfTheirKind() {
        let driver = Self.game()
        let popover = driver.call("popover/present", ["scene": "game", "popover": "settingsPopovr", "fromBarButtonItem": "newGameButton"]).error
        #expect(popover?["code"] == -32012)
        #expect(popover?["message"] == "unknown popover controller id 'settingsPopovr' (did you mean 'settingsPopover'?)")
        #expect(popover?["data"] == ["id": "settingsPopovr"])
        let item = driver.call("popover/present", ["scene": "game", "popover": "settingsPopover", "fromBarButtonItem": "newGameButon"]).error
        #expect(item?["message"] == "unknown bar button item id 'newGameButon' (did you mean 'newGameButton'?)")
        let controller = driver.call("navigation/push", ["scene": "game", "navigation": "settingsNv", "controller": "stages"]).error
        #expect(controller?["message"] == "unknown controller id 'settingsNv' (did you mean 'settingsNav'?)")
    }

    /// An id of another kind is not suggested: a view's id is not offered for a bar button item.
    @Test func idsOfAnotherKindAreNotSuggested() {
        let error = Self.game().call("popover/present", ["scene": "game", "popover": "settingsPopover", "fromBarButtonItem": "tile"]).error
        #expect(error?["message"] == "unknown bar button item id 'tile'")
    }
}
