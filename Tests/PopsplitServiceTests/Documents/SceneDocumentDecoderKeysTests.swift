import PopsplitJSON
import PopsplitModel
import PopsplitService
import Testing

/// Every key of the format decodes into the model value it describes.
@Suite struct SceneDocumentDecoderKeysTests {
    /// A document that uses every key at least once.
    static let everyKey = """
        {
          "$schema": "schema/scene-document.schema.json",
          "popsplit": 1,
          "device": "ipad",
          "profile": "ios5.0",
          "orientation": "landscapeRight",
          "statusBarHidden": true,
          "root": {
            "id": "tabs",
            "type": "tabBar",
            "title": "Tabs",
            "supportedOrientations": ["landscapeLeft", "landscapeRight"],
            "selectedIndex": 1,
            "children": [
              {
                "id": "nav",
                "type": "navigation",
                "tabBarTitle": "Mail",
                "navigationBarHidden": true,
                "toolbarHidden": false,
                "children": [
                  {
                    "id": "list",
                    "title": "Inbox",
                    "contentSizeForViewInPopover": [320, 600.5],
                    "modalInPopover": true,
                    "navigationItem": {
                      "title": "All Inboxes",
                      "titleView": {"id": "scope", "kind": "segmentedControl", "frame": [0, 0, 200, 30]},
                      "leftItems": [{"id": "edit", "systemItem": "edit", "action": {"custom": "edit"}}],
                      "rightItems": [{"id": "add", "title": "Add", "width": 60, "action": {"present": "composer", "style": "formSheet", "transition": "flipHorizontal"}}],
                      "backButtonTitle": "Back",
                      "hidesBackButton": true,
                      "leftItemsSupplementBackButton": true
                    },
                    "toolbarItems": [
                      {"id": "space", "systemItem": "fixedSpace", "width": 12.5},
                      {"id": "toThread", "title": "Thread", "action": {"segue": "showThread"}}
                    ],
                    "views": [
                      {
                        "id": "table",
                        "kind": "table",
                        "frame": [0, 0, 1024, 660],
                        "autoresizing": ["flexibleWidth", "flexibleHeight"],
                        "title": "Messages",
                        "hidden": false,
                        "userInteractionEnabled": true,
                        "rows": [
                          {"id": "firstRow", "title": "Anna", "detail": "9:41", "accessory": "disclosureIndicator", "selected": true,
                           "action": {"custom": "open"}}
                        ],
                        "subviews": [
                          {"id": "row", "kind": "button", "frame": [0, 0, 1024, 44], "action": {"push": "thread"}},
                          {"id": "hint", "kind": "label", "frame": [-10, 50.25, 0, 0], "hidden": true, "userInteractionEnabled": false}
                        ]
                      },
                      {
                        "id": "bar",
                        "kind": "toolbar",
                        "frame": [0, 660, 1024, 44],
                        "items": [
                          {"id": "up", "title": "Up", "action": {"pop": true}},
                          {"id": "top", "title": "Top", "action": {"popToRoot": true}},
                          {"id": "close", "title": "Close", "action": {"dismiss": true}},
                          {"id": "second", "title": "Second", "action": {"selectTab": 1}}
                        ]
                      }
                    ]
                  }
                ]
              },
              {"id": "book", "type": "pageView", "selectedIndex": 2, "supportedOrientations": "all",
               "children": [{"id": "p1"}, {"id": "p2"}, {"id": "p3"}]}
            ]
          },
          "controllers": [
            {"id": "composer", "title": "New Message"},
            {"id": "thread", "title": "Thread"},
            {"id": "picker"}
          ],
          "segues": [
            {"id": "showThread", "kind": "push", "source": "list", "destination": "thread"},
            {"id": "compose", "kind": "modal", "source": "list", "destination": "composer", "style": "pageSheet", "transition": "crossDissolve"},
            {"id": "pick", "kind": "popover", "source": "list", "destination": "picker", "anchor": "add"},
            {"id": "swap", "kind": "replace", "source": "tabs", "destination": "picker"}
          ]
        }
        """

    /// The model value `everyKey` describes.
    static let expected: SceneDocument = {
        let list = ControllerSpec(
            id: "list", title: "Inbox", contentSizeForViewInPopover: Size(width: 320, height: 600.5), modalInPopover: true,
            navigationItem: NavigationItemSpec(
                title: "All Inboxes",
                titleView: ViewSpec(id: "scope", kind: .segmentedControl, frame: Rect(x: 0, y: 0, width: 200, height: 30)),
                leftItems: [BarButtonItemSpec(id: "edit", systemItem: "edit", action: .custom(name: "edit"))],
                rightItems: [
                    BarButtonItemSpec(
                        id: "add", title: "Add", width: 60,
                        action: .present(controller: "composer", style: .formSheet, transition: .flipHorizontal))
                ],
                backButtonTitle: "Back", hidesBackButton: true, leftItemsSupplementBackButton: true),
            toolbarItems: [
                BarButtonItemSpec(id: "space", systemItem: "fixedSpace", width: 12.5),
                BarButtonItemSpec(id: "toThread", title: "Thread", action: .segue(id: "showThread")),
            ],
            views: [
                ViewSpec(
                    id: "table", kind: .table, frame: Rect(x: 0, y: 0, width: 1024, height: 660),
                    autoresizing: [.flexibleWidth, .flexibleHeight], title: "Messages", hidden: false,
                    userInteractionEnabled: true,
                    subviews: [
                        {
                            var cell = ViewSpec(
                                id: "firstRow", kind: .tableCell, frame: Rect(x: 0, y: 0, width: 1024, height: 44), autoresizing: [.flexibleWidth],
                                title: "Anna", action: .custom(name: "open"))
                            cell.cell = TableCellSpec(detail: "9:41", accessory: .disclosureIndicator, selected: true)
                            return cell
                        }(),
                        ViewSpec(
                            id: "row", kind: .button, frame: Rect(x: 0, y: 0, width: 1024, height: 44),
                            action: .push(controller: "thread")),
                        ViewSpec(
                            id: "hint", kind: .label, frame: Rect(x: -10, y: 50.25, width: 0, height: 0), hidden: true,
                            userInteractionEnabled: false),
                    ]),
                ViewSpec(
                    id: "bar", kind: .toolbar, frame: Rect(x: 0, y: 660, width: 1024, height: 44),
                    items: [
                        BarButtonItemSpec(id: "up", title: "Up", action: .pop),
                        BarButtonItemSpec(id: "top", title: "Top", action: .popToRoot),
                        BarButtonItemSpec(id: "close", title: "Close", action: .dismiss),
                        BarButtonItemSpec(id: "second", title: "Second", action: .selectTab(index: 1)),
                    ]),
            ])
        let nav = ControllerSpec(
            id: "nav", type: .navigation, tabBarTitle: "Mail", children: [list], navigationBarHidden: true,
            toolbarHidden: false)
        let book = ControllerSpec(
            id: "book", type: .pageView, supportedOrientations: nil,
            children: [ControllerSpec(id: "p1"), ControllerSpec(id: "p2"), ControllerSpec(id: "p3")], selectedIndex: 2)
        let tabs = ControllerSpec(
            id: "tabs", type: .tabBar, title: "Tabs", supportedOrientations: [.landscapeLeft, .landscapeRight],
            children: [nav, book], selectedIndex: 1)
        return SceneDocument(
            device: .iPad, profile: .iOS5_0, orientation: .landscapeRight, statusBarHidden: true, root: tabs,
            controllers: [
                ControllerSpec(id: "composer", title: "New Message"), ControllerSpec(id: "thread", title: "Thread"),
                ControllerSpec(id: "picker"),
            ],
            segues: [
                SegueSpec(id: "showThread", kind: .push, source: "list", destination: "thread"),
                SegueSpec(
                    id: "compose", kind: .modal, source: "list", destination: "composer", style: .pageSheet,
                    transition: .crossDissolve),
                SegueSpec(id: "pick", kind: .popover, source: "list", destination: "picker", anchor: "add"),
                SegueSpec(id: "swap", kind: .replace, source: "tabs", destination: "picker"),
            ])
    }()

    /// Every key decodes to the model value.
    @Test func everyKeyDecodesToTheModelValue() throws {
        let check = DocumentFixtures.decoder.check(text: Self.everyKey)
        #expect(check.diagnostics == [])
        let document = try #require(check.document)
        #expect(document.root.children[0] == Self.expected.root.children[0])
        #expect(document.root.children[1] == Self.expected.root.children[1])
        #expect(document.controllers == Self.expected.controllers)
        #expect(document.segues == Self.expected.segues)
        #expect(document == Self.expected)
    }

    /// Decoding a value gives the same document as decoding its text.
    @Test func decodingAValueGivesTheSameDocumentAsDecodingItsText() throws {
        let value = try JSONCodec.parse(Self.everyKey)
        let fromValue = try DocumentFixtures.decoder.decode(value: value, source: nil).get()
        #expect(fromValue == Self.expected)
    }

    /// Every orientation name decodes.
    @Test(arguments: InterfaceOrientation.allCases)
    func everyOrientationNameDecodes(orientation: InterfaceOrientation) throws {
        let text = #"{"popsplit": 1, "orientation": "\#(orientation.rawValue)", "root": {"id": "a", "supportedOrientations": ["\#(orientation.rawValue)"]}}"#
        let document = try #require(DocumentFixtures.document(text))
        #expect(document.orientation == orientation)
        #expect(document.root.supportedOrientations == [orientation])
    }

    /// Every profile decodes.
    @Test(arguments: BehaviourProfile.allCases)
    func everyProfileDecodes(profile: BehaviourProfile) throws {
        let document = try #require(DocumentFixtures.document(#"{"popsplit": 1, "profile": "\#(profile.rawValue)", "root": {"id": "a"}}"#))
        #expect(document.profile == profile)
    }

    /// Every view kind a document names decodes.
    @Test(arguments: ViewKind.documentKinds)
    func everyViewKindDecodes(kind: ViewKind) throws {
        let text = DocumentFixtures.rootWith(#""views": [{"id": "v", "kind": "\#(kind.rawValue)", "frame": [1, 2, 3, 4]}]"#)
        let document = try #require(DocumentFixtures.document(text))
        #expect(document.root.views == [ViewSpec(id: "v", kind: kind, frame: Rect(x: 1, y: 2, width: 3, height: 4))])
    }

    /// Every autoresizing flag decodes.
    @Test func everyAutoresizingFlagDecodes() throws {
        let names = AutoresizingFlag.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        let text = DocumentFixtures.rootWith(#""views": [{"frame": [0, 0, 1, 1], "autoresizing": [\#(names)]}]"#)
        let document = try #require(DocumentFixtures.document(text))
        #expect(document.root.views.first?.autoresizing == Set(AutoresizingFlag.allCases))
    }

    /// Every subset of the flags (all 64, each in a view of its own, listed in reverse order)
    /// decodes to exactly that set: the reader hands out shared sets by mask.
    @Test func everySetOfAutoresizingFlagsDecodes() throws {
        let subsets = (0..<64).map { mask in AutoresizingFlag.allCases.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element) }
        let views = subsets.enumerated().map { index, flags in
            let names = flags.reversed().map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            return #"{"id": "v\#(index)", "frame": [0, 0, 1, 1], "autoresizing": [\#(names)]}"#
        }
        let text = DocumentFixtures.rootWith(#""views": [\#(views.joined(separator: ", "))]"#)
        let document = try #require(DocumentFixtures.document(text))
        #expect(document.root.views.map(\.autoresizing) == subsets.map { Set($0) })
        #expect(Set(AutoresizingFlag.allCases.map(AutoresizingFlagSets.bit(of:))).count == 6)
    }

    /// Every presentation and transition style decodes.
    @Test(arguments: PresentationStyle.allCases, TransitionStyle.allCases)
    func everyPresentationAndTransitionStyleDecodes(style: PresentationStyle, transition: TransitionStyle) throws {
        let action = #"{"present": "m", "style": "\#(style.rawValue)", "transition": "\#(transition.rawValue)"}"#
        let text = #"{"popsplit": 1, "root": {"id": "r", "views": [{"id": "b", "frame": [0, 0, 1, 1], "action": \#(action)}]}, "controllers": [{"id": "m"}]}"#
        let document = try #require(DocumentFixtures.document(text))
        #expect(document.root.views.first?.action == .present(controller: "m", style: style, transition: transition))
    }

    /// Every system item name decodes.
    @Test func everySystemItemNameDecodes() throws {
        let names = [
            "done", "cancel", "edit", "save", "add", "flexibleSpace", "fixedSpace", "compose", "reply", "action",
            "organize", "bookmarks", "search", "refresh", "stop", "camera", "trash", "play", "pause", "rewind",
            "fastForward", "undo", "redo", "pageCurl",
        ]
        let items = names.map { #"{"systemItem": "\#($0)"}"# }.joined(separator: ", ")
        let document = try #require(DocumentFixtures.document(DocumentFixtures.rootWith(#""toolbarItems": [\#(items)]"#)))
        #expect(document.root.toolbarItems.map(\.systemItem) == names)
    }

    /// Integral reals are accepted where integers are.
    @Test func integralRealsAreAcceptedWhereIntegersAre() throws {
        let text = #"{"popsplit": 1.0, "root": {"id": "t", "type": "tabBar", "selectedIndex": 1.0, "children": [{"id": "a"}, {"id": "b"}]}}"#
        let document = try #require(DocumentFixtures.document(text))
        #expect(document.root.selectedIndex == 1)
    }
}
