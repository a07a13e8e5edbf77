import PopsplitDocument
import PopsplitInterfaceBuilder
import PopsplitJSON
import Testing

/// Details of the mapping (protocol.md, section 8.13) on small storyboards written here: class
/// names kept, tab bar system items, what is not carried counted once per element name.
@Suite struct ImporterDetailsTests {
    /// A storyboard of one scene whose controller element is `controller` (its closing tag named
    /// `name`), initial.
    static func storyboard(_ controller: String, _ name: String = "viewController") -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch.iPad" initialViewController="c1">
            <dependencies><deployment defaultVersion="1296" identifier="iOS"/></dependencies>
            <scenes>
                <scene sceneID="s1">
                    <objects>
        \(controller)
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// The imported document of `text`, which must import.
    static func document(_ text: String) throws -> JSONValue {
        try #require(InterfaceBuilderImporter.importDocument(text: text).document)
    }

    @Test func classNamesAreKeptOnControllersAndViews() throws {
        let text = Self.storyboard(
            """
            <viewController id="c1" customClass="NotesViewController" sceneMemberID="viewController">
                <view key="view" id="v0"><rect key="frame" x="0" y="20" width="768" height="1004"/>
                    <subviews>
                        <view id="v1" customClass="SignatureView"><rect key="frame" x="10" y="10" width="100" height="50"/></view>
                    </subviews>
                </view>
            </viewController>
            """)
        let document = try Self.document(text)
        #expect(document["root"]?["customClass"] == "NotesViewController")
        #expect(document["root"]?["views"]?.arrayValue?.first?["customClass"] == "SignatureView")
        #expect(SceneDocumentDecoder().check(value: document, source: nil).diagnostics.filter { $0.severity == .error }.isEmpty)
    }

    @Test func aTabBarSystemItemHasUIKitsTitle() throws {
        let text = Self.storyboard(
            """
            <viewController id="c1" sceneMemberID="viewController">
                <tabBarItem key="tabBarItem" systemItem="favorites" title="Ignored" id="t1"/>
            </viewController>
            """)
        #expect(try Self.document(text)["root"]?["tabBarTitle"] == "Favorites")
    }

    @Test func whatIsNotCarriedIsReportedOncePerNameWithItsCount() throws {
        let text = Self.storyboard(
            """
            <viewController id="c1" sceneMemberID="viewController">
                <view key="view" id="v0"><rect key="frame" x="0" y="20" width="768" height="1004"/>
                    <subviews>
                        <label id="l1" text="A"><rect key="frame" x="0" y="0" width="10" height="10"/><color key="textColor" white="0" alpha="1"/></label>
                        <label id="l2" text="B"><rect key="frame" x="0" y="20" width="10" height="10"/><color key="textColor" white="0" alpha="1"/></label>
                        <sparkleView id="x1"><rect key="frame" x="0" y="40" width="10" height="10"/></sparkleView>
                    </subviews>
                </view>
            </viewController>
            """)
        let imported = InterfaceBuilderImporter.importDocument(text: text)
        let diagnostics = imported.diagnostics(amended: [:])
        let colours = diagnostics.filter { $0.message.hasPrefix("<color> not carried") }
        #expect(colours.count == 1)
        #expect(colours.first?.message.contains("2 elements") == true)
        #expect(colours.first?.severity == .information)
        #expect(colours.first?.line == 10)
        // An element popsplit does not know is a warning, with the elements inside it counted.
        let unknown = diagnostics.first { $0.message.hasPrefix("<sparkleView> not carried") }
        #expect(unknown?.severity == .warning)
        #expect(imported.report.leftOut.first { $0.name == "sparkleView" }?.count == 2)
        #expect(imported.report.total == imported.report.carried + imported.report.leftOut.reduce(0) { $0 + $1.count })
    }

    @Test func anUnknownCustomSegueIsAModalPresentationWithAWarning() throws {
        let text = Self.storyboard(
            """
            <viewController id="c1" sceneMemberID="viewController">
                <connections><segue destination="c2" kind="custom" customClass="FancyFlipSegue" identifier="flip" id="g1"/></connections>
            </viewController>
            <viewController id="c2" sceneMemberID="viewController"/>
            """)
        let imported = InterfaceBuilderImporter.importDocument(text: text)
        let segue = imported.document?["segues"]?.arrayValue?.first
        #expect(segue?["kind"] == "modal")
        #expect(imported.diagnostics.contains { $0.severity == .warning && $0.message.contains("FancyFlipSegue") })
    }

    @Test func aPrototypeCellsSegueIsNotedForTheCompanion() throws {
        let text = Self.storyboard(
            """
            <tableViewController id="c1" sceneMemberID="viewController">
                <tableView key="view" dataMode="prototypes" id="t1"><rect key="frame" x="0" y="20" width="768" height="1004"/>
                    <prototypes>
                        <tableViewCell reuseIdentifier="Cell" id="p1">
                            <connections><segue destination="c2" kind="push" identifier="showItem" id="g1"/></connections>
                        </tableViewCell>
                    </prototypes>
                </tableView>
            </tableViewController>
            <viewController id="c2" sceneMemberID="viewController"/>
            """, "tableViewController")
        let imported = InterfaceBuilderImporter.importDocument(text: text)
        #expect(imported.document?["segues"]?.arrayValue?.first?["id"] == "showItem")
        let note = imported.diagnostics.first { $0.message.hasPrefix("segue showItem is triggered by a <tableViewCell>") }
        #expect(note?.kind == .defaulted)
        #expect(note?.line == 10)
    }

    @Test func anUnwindLeavesItsSceneTheWayItCame() throws {
        func unwindAction(arrival: String) throws -> JSONValue? {
            let text = Self.storyboard(
                """
                <navigationController id="c1" sceneMemberID="viewController">
                    <connections><segue destination="c3" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                </navigationController>
                <viewController id="c3" sceneMemberID="viewController">
                    <connections><segue destination="c2" kind="\(arrival)" identifier="go" id="g1"/></connections>
                </viewController>
                <viewController id="c2" sceneMemberID="viewController">
                    <view key="view" id="v0"><rect key="frame" x="0" y="64" width="768" height="960"/>
                        <subviews>
                            <button id="b1"><rect key="frame" x="10" y="10" width="80" height="44"/>
                                <connections><segue destination="x1" kind="unwind" unwindAction="done:" id="u1"/></connections>
                            </button>
                        </subviews>
                    </view>
                </viewController>
                """, "navigationController")
            var objects: [String: JSONObject] = [:]
            ExpectationCheck.collect(try Self.document(text), into: &objects)
            return objects["b1"]?["action"]
        }
        // Pushed: the unwind pops; presented modally: it dismisses (inside a popover segue's
        // popover the model's dismissal dismisses the popover, POP-25).
        #expect(try unwindAction(arrival: "push") == ["pop": true])
        #expect(try unwindAction(arrival: "modal") == ["dismiss": true])
        #expect(try unwindAction(arrival: "popover") == ["dismiss": true])
    }
}
