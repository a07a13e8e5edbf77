import Foundation
import PopsplitJSON
import PopsplitRPC
import PopsplitService
import Testing

/// Over the protocol: storyboards and nibs opened by path and by text, the format told in the
/// result, companion documents beside the file and in the request, diagnostics and the source
/// map in the XML, reloads, refusals (protocol.md, section 8.13).
@Suite struct ServerStoryboardTests {
    /// The example storyboard and its companion.
    static let storyboard = text("examples/storyboards/MasterDetail.storyboard")
    static let companion = text("examples/storyboards/MasterDetail.storyboard.popsplit.json")

    /// A repository file's text.
    static func text(_ path: String) -> String {
        (try? String(contentsOfFile: DocumentFixtures.repositoryRoot + "/" + path, encoding: .utf8)) ?? ""
    }

    /// A driver that can read the storyboard (with or without its companion beside it).
    static func driver(withCompanion: Bool, positionEncodings: [String]? = nil) -> ServerDriver {
        var files = ["app/Main.storyboard": storyboard, "app/Other.json": companion]
        if withCompanion { files["app/Main.storyboard.popsplit.json"] = companion }
        return ServerDriver(files: files, positionEncodings: positionEncodings)
    }

    @Test func aStoryboardOpensByPathWithTheCompanionBesideIt() throws {
        let driver = Self.driver(withCompanion: true)
        let opened = driver.call("scene/open", ["scene": "m", "path": "app/Main.storyboard"])
        #expect(opened.error == nil, "\(opened.error.map { JSONCodec.string($0) } ?? "")")
        #expect(opened.result?["format"] == "storyboard")
        let diagnostics = opened.result?["diagnostics"]?.arrayValue ?? []
        #expect(diagnostics.contains { $0["kind"] == "notCarried" && $0["severity"] == "information" })
        // The companion supplies the split delegate and the rows: no note says they were defaulted.
        #expect(!diagnostics.contains { $0["message"]?.stringValue?.contains("split view controller Spl-md-A01") == true })
        let layout = try #require(driver.layout("m"))
        let nodes = layout["layout"]?["nodes"]?.arrayValue ?? layout["nodes"]?.arrayValue ?? []
        #expect(nodes.contains { $0["id"] == "Mtv-md-A14.row.1" && $0["attributes"]?["title"] == "Shopping list" })
        // SPL-05: with the companion the delegate implements willHide: portrait gives the button.
        let rotated = driver.call("device/rotate", ["scene": "m", "orientation": "portrait"])
        #expect(rotated.events.contains { $0["name"] == "splitViewController:willHideViewController:withBarButtonItem:forPopoverController:" })
    }

    @Test func withoutACompanionUIKitsDefaultsApplyAndAreNoted() {
        let driver = Self.driver(withCompanion: false)
        let opened = driver.call("scene/open", ["scene": "m", "path": "app/Main.storyboard"])
        let diagnostics = opened.result?["diagnostics"]?.arrayValue ?? []
        #expect(diagnostics.contains { $0["kind"] == "defaulted" && $0["line"] == 11 })
        #expect(diagnostics.contains { $0["kind"] == "defaulted" && $0["line"] == 44 })
        // SPL-05, SPL-12: the delegate implements nothing, so portrait sends no willHide.
        let rotated = driver.call("device/rotate", ["scene": "m", "orientation": "portrait"])
        #expect(!rotated.events.contains { $0["name"] == "splitViewController:willHideViewController:withBarButtonItem:forPopoverController:" })
    }

    @Test func aStoryboardOpensAsTextWithItsFormatAndACompanionPath() {
        let driver = Self.driver(withCompanion: false)
        let opened = driver.call(
            "scene/open", ["scene": "m", "text": .string(Self.storyboard), "format": "storyboard", "companion": "app/Other.json"])
        #expect(opened.result?["format"] == "storyboard")
        let rotated = driver.call("device/rotate", ["scene": "m", "orientation": "portrait"])
        #expect(rotated.events.contains { $0["name"] == "splitViewController:willHideViewController:withBarButtonItem:forPopoverController:" })
        // The content tells the format when it is not given; a companion can be an object.
        let guessed = driver.call("scene/open", ["scene": "g", "text": .string(Self.storyboard), "companion": ["popsplit": 1]])
        #expect(guessed.result?["format"] == "storyboard")
    }

    @Test func aScenesDocumentValueTakesNoOtherFormat() {
        let driver = Self.driver(withCompanion: false)
        let refused = driver.call("scene/open", ["document": ["root": ["id": "a"]], "format": "storyboard"])
        #expect(refused.errorCode == -32602)
        // A companion belongs to a storyboard: with a scene document it is refused, not ignored,
        // and nothing is opened.
        let withCompanion = driver.call("scene/open", ["scene": "c", "document": ["root": ["id": "a"]], "companion": ["popsplit": 1]])
        #expect(withCompanion.errorCode == -32602)
        #expect(withCompanion.error?["message"]?.stringValue?.contains("params.companion") == true)
        #expect(driver.list()?["scenes"]?.arrayValue?.isEmpty == true)
    }

    @Test func thePopoverSegueOfAToolbarItemPlays() {
        let driver = Self.driver(withCompanion: true)
        driver.call("scene/open", ["scene": "m", "path": "app/Main.storyboard"])
        let tapped = driver.call("touch/tap", ["scene": "m", "point": [974, 745]])
        #expect(tapped.result?["segue"] == "showOptions")
        #expect(tapped.result?["presented"] == true)
        #expect(tapped.events.first?["name"] == "prepareForSegue:sender:")
    }

    @Test func locateAndNodeAtWorkInTheXML() {
        let driver = Self.driver(withCompanion: true, positionEncodings: ["utf-16"])
        driver.call("scene/open", ["scene": "m", "path": "app/Main.storyboard"])
        let label = driver.call("scene/locate", ["scene": "m", "node": "Dlb-md-A28"]).result
        #expect(label?["declared"] == "Dlb-md-A28")
        #expect(label?["range"]?["start"] == ["line": 108, "character": 28])
        // A place inside the label's <rect> belongs to the label.
        let at = driver.call("scene/nodeAt", ["scene": "m", "position": ["line": 109, "character": 40]]).result
        #expect(at?["node"] == "Dlb-md-A28")
        // Chrome is located at the controller that holds it.
        let bar = driver.call("scene/locate", ["scene": "m", "node": "Mnv-md-A03.navigationBar"]).result
        #expect(bar?["declared"] == "Mnv-md-A03")
    }

    @Test func anEditedStoryboardReloadsKeepingTheLiveState() {
        let driver = Self.driver(withCompanion: true)
        driver.call("scene/open", ["scene": "m", "path": "app/Main.storyboard"])
        driver.call("device/rotate", ["scene": "m", "orientation": "portrait"])
        let edited = Self.storyboard.replacingOccurrences(of: "Detail view content goes here", with: "Pick a note")
        let reloaded = driver.call("scene/reload", ["scene": "m", "text": .string(edited), "companion": "app/Other.json"])
        #expect(reloaded.result?["format"] == "storyboard")
        let layout = driver.layout("m")
        #expect(layout?["orientation"] == "portrait")
        let nodes = layout?["nodes"]?.arrayValue ?? []
        #expect(nodes.contains { $0["id"] == "Dlb-md-A28" && $0["attributes"]?["title"] == "Pick a note" })
    }

    @Test func refusalsComeWithTheirPlaceInTheXML() {
        let driver = Self.driver(withCompanion: false)
        let broken = Self.storyboard.replacingOccurrences(of: "<subviews>", with: "<subviews><label>", options: [], range: nil)
        let refused = driver.call("scene/open", ["text": .string(broken), "format": "storyboard"])
        #expect(refused.errorCode == -32010)
        let diagnostic = refused.error?["data"]?["diagnostics"]?.arrayValue?.first
        #expect(diagnostic?["kind"] == "syntax")
        #expect(diagnostic?["line"]?.intValue != nil)
        let iphone = Self.storyboard.replacingOccurrences(of: "iOS.CocoaTouch.iPad", with: "iOS.CocoaTouch")
        let refusedPhone = driver.call("scene/open", ["text": .string(iphone)])
        #expect(refusedPhone.error?["data"]?["diagnostics"]?.arrayValue?.first?["message"]?.stringValue?.contains("iPhone") == true)
        #expect(refusedPhone.error?["data"]?["diagnostics"]?.arrayValue?.first?["kind"] == "unsupportedFile")
        let xxe = "<?xml version=\"1.0\"?>\n<!DOCTYPE d [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n<document>&x;</document>"
        let refusedXXE = driver.call("scene/open", ["text": .string(xxe), "format": "storyboard"])
        let message = refusedXXE.error?["data"]?["diagnostics"]?.arrayValue?.first?["message"]?.stringValue ?? ""
        #expect(message.contains("DOCTYPE"))
        #expect(!message.contains("root:"))
        #expect(refusedXXE.error?["data"]?["diagnostics"]?.arrayValue?.first?["line"] == 2)
    }

    @Test func aCompanionsMistakesAreItsOwn() {
        let driver = Self.driver(withCompanion: false)
        let wrong = driver.call(
            "scene/open", ["text": .string(Self.storyboard), "companion": ["amend": [["id": "Spl-md-A0", "implementsWillHide": true]], "extras": 1]])
        #expect(wrong.errorCode == -32010)
        let messages = (wrong.error?["data"]?["diagnostics"]?.arrayValue ?? []).compactMap { $0["message"]?.stringValue }
        #expect(messages.contains { $0.contains("unknown key \"extras\"") })
        #expect(messages.contains { $0.contains("\"Spl-md-A0\"") && $0.contains("did you mean \"Spl-md-A01\"") })
    }

    @Test func importFileGivesTheDocumentAndTheReport() throws {
        let driver = Self.driver(withCompanion: true)
        let imported = try driver.server.importFile(path: "app/Main.storyboard", companion: nil).get()
        #expect(imported.isValid)
        #expect(imported.format.rawValue == "storyboard")
        #expect(imported.document["root"]?["id"] == "Spl-md-A01")
        #expect(imported.report.carried > 0 && imported.report.carried < imported.report.total)
        #expect(imported.report.leftOut.contains { $0.name == "constraints" })
    }
}

/// LSP-shaped diagnostics of a storyboard: ranges over the element's `<` and name.
@Suite struct ServerStoryboardDiagnosticRangeTests {
    @Test func anElementsDiagnosticCoversItsName() {
        let driver = ServerStoryboardTests.driver(withCompanion: false, positionEncodings: ["utf-16"])
        let opened = driver.call("scene/open", ["scene": "m", "path": "app/Main.storyboard"])
        let constraints = (opened.result?["diagnostics"]?.arrayValue ?? []).first { $0["message"]?.stringValue?.hasPrefix("<constraints>") == true }
        #expect(constraints?["severity"] == 3)
        #expect(constraints?["range"] == ["start": ["line": 115, "character": 24], "end": ["line": 115, "character": 36]])
    }
}

/// A controller whose view is a nib of its own: the nib beside the file is read (UIKit's
/// `NAME~ipad.xib` first) and its views become the controller's (protocol.md, section 8.13).
@Suite struct ServerReferencedNibTests {
    static let window = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch.iPad">
            <objects>
                <viewController nibName="Invoice" id="d1"/>
            </objects>
        </document>
        """

    @Test func theNibBesideTheFileGivesTheControllersViews() {
        let detail = ServerStoryboardTests.text("Tests/PopsplitInterfaceBuilderTests/Corpus/xcode5-detail-view.xib")
        let driver = ServerDriver(files: ["app/Window.xib": Self.window, "app/Invoice~ipad.xib": detail])
        let opened = driver.call("scene/open", ["scene": "w", "path": "app/Window.xib"])
        #expect(opened.error == nil)
        let diagnostics = opened.result?["diagnostics"]?.arrayValue ?? []
        #expect(diagnostics.contains { $0["message"]?.stringValue?.contains("its view is read from Invoice~ipad.xib") == true })
        #expect(!diagnostics.contains { $0["message"]?.stringValue?.contains("loads its view from the nib") == true })
        let nodes = driver.layout("w")?["nodes"]?.arrayValue ?? []
        #expect(nodes.contains { $0["id"] == "Src-iv-V02" && $0["kind"] == "searchBar" })
    }

    @Test func aUniversalAppsSharedIPhoneNibIsReadToo() {
        let detail = ServerStoryboardTests.text("Tests/PopsplitInterfaceBuilderTests/Corpus/xcode5-detail-view.xib")
            .replacingOccurrences(of: "iOS.CocoaTouch.iPad", with: "iOS.CocoaTouch")
        let driver = ServerDriver(files: ["app/Window.xib": Self.window, "app/Invoice.xib": detail])
        driver.call("scene/open", ["scene": "w", "path": "app/Window.xib"])
        let nodes = driver.layout("w")?["nodes"]?.arrayValue ?? []
        #expect(nodes.contains { $0["id"] == "Src-iv-V02" })
        // Opened on its own, the same nib is refused as the iPhone's.
        #expect(driver.call("scene/open", ["path": "app/Invoice.xib"]).errorCode == -32010)
    }

    @Test func aNibTwoControllersNameIsReadForTheFirstOnly() {
        let twice = Self.window.replacingOccurrences(
            of: "<viewController nibName=\"Invoice\" id=\"d1\"/>",
            with: "<viewController nibName=\"Invoice\" id=\"d1\"/>\n        <viewController nibName=\"Invoice\" id=\"d2\"/>")
        let detail = ServerStoryboardTests.text("Tests/PopsplitInterfaceBuilderTests/Corpus/xcode5-detail-view.xib")
        let driver = ServerDriver(files: ["app/Window.xib": twice, "app/Invoice.xib": detail])
        let opened = driver.call("scene/open", ["scene": "w", "path": "app/Window.xib"])
        #expect(opened.error == nil, "\(opened.error.map { JSONCodec.string($0) } ?? "")")
        let diagnostics = opened.result?["diagnostics"]?.arrayValue ?? []
        #expect(diagnostics.contains { $0["message"]?.stringValue?.contains("controller d2 names the nib Invoice too") == true })
    }

    @Test func withoutTheNibTheControllerIsEmptyAndNoted() {
        let driver = ServerDriver(files: ["app/Window.xib": Self.window])
        let opened = driver.call("scene/open", ["scene": "w", "path": "app/Window.xib"])
        let diagnostics = opened.result?["diagnostics"]?.arrayValue ?? []
        #expect(diagnostics.contains { $0["message"]?.stringValue?.contains("loads its view from the nib Invoice") == true })
    }
}

/// Storyboard segues played over the protocol, by tapping what triggers them (seed 001: "In an
/// iPad storyboard, a segue can be designated a popover segue"; replace segues).
@Suite struct ServerStoryboardSegueTests {
    /// A driver with the corpus storyboard `name` opened as scene `s`.
    static func opened(_ name: String) -> ServerDriver {
        let text = ServerStoryboardTests.text("Tests/PopsplitInterfaceBuilderTests/Corpus/\(name).storyboard")
        let driver = ServerDriver(files: ["app/\(name).storyboard": text])
        let opened = driver.call("scene/open", ["scene": "s", "path": .string("app/\(name).storyboard")])
        #expect(opened.error == nil, "\(opened.error.map { JSONCodec.string($0) } ?? "")")
        return driver
    }

    /// The centre of node `id` in the scene's layout.
    static func centre(_ id: String, _ driver: ServerDriver) -> JSONValue? {
        guard let node = driver.layout("s")?["nodes"]?.arrayValue?.first(where: { $0["id"] == .string(id) }),
            let frame = node["frame"]?.arrayValue?.compactMap(\.doubleValue), frame.count == 4
        else { return nil }
        return [.double(frame[0] + frame[2] / 2), .double(frame[1] + frame[3] / 2)]
    }

    @Test("SPL-11 a static cell's replace segue swaps the split view's detail")
    func aReplaceSegueSwapsTheDetail() throws {
        let driver = Self.opened("v11-replace-segues")
        let point = try #require(Self.centre("31", driver))
        let tapped = driver.call("touch/tap", ["scene": "s", "point": point])
        #expect(tapped.result?["segue"] == "showSales")
        let nodes = driver.layout("s")?["nodes"]?.arrayValue ?? []
        #expect(nodes.contains { $0["id"] == "salesDetail" && $0["kind"] == "controller" })
    }

    @Test("POP-25 a popover segue from a button shows its destination; an unwind from inside dismisses the popover")
    func anUnwindFromInsideDismissesTheSeguesPopover() throws {
        let driver = Self.opened("v20-unwind-embed")
        let button = try #require(Self.centre("Flt-bt-N07", driver))
        let shown = driver.call("touch/tap", ["scene": "s", "point": button])
        #expect(shown.result?["segue"] == "showFilter")
        #expect(shown.result?["presented"] == true)
        let apply = try #require(Self.centre("Dne-fo-B26", driver))
        let unwound = driver.call("touch/tap", ["scene": "s", "point": apply])
        #expect(unwound.error == nil, "\(unwound.error.map { JSONCodec.string($0) } ?? "")")
        let nodes = driver.layout("s")?["nodes"]?.arrayValue ?? []
        #expect(!nodes.contains { $0["kind"] == "popover" })
        #expect(!nodes.contains { $0["id"] == "Fop-pv-C08" })
    }
}
