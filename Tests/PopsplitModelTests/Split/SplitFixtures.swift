import PopsplitModel

/// The Mail-like split view scene the split view tests share (seed 001, Figure 22.4), and the ids
/// and frames they check.
///
/// Window root: split view controller `split` with
/// - master `masterNav` (navigation, no title of its own) showing `mailboxes` ("Mailboxes"): a
///   table `mailboxList` whose row `inboxRow` (0,0,320,44 in the view) pushes `inbox` and whose
///   row `notesRow` (0,44,320,44) performs the replace segue `toNotes`;
/// - detail `detailNav` (navigation) showing `message` ("Message"): a right item `reply` (custom
///   action), a button `flag` (420,20,200,44 in the view, window 420,84 in portrait; custom
///   action "flag") and a label `subject` (20,80,728,24, flexible width).
///
/// Detached controllers: `inbox` ("Inbox"), `notesNav` (navigation: `notes`, "Notes", with a button
/// `back` (20,20,200,44) performing the replace segue `toMessage`), `other` ("Other"), and the
/// split view controller `lonelySplit` (`lonelyMaster` | `lonelyDetail`) that UIKit refuses to push
/// or present (SPL-03).
///
/// Segues: `toNotes` (replace, mailboxes -> notesNav), `toMessage` (replace, notes -> detailNav),
/// `toOther` (replace, other -> notesNav: its source is in no split), `toCurrent` (replace,
/// mailboxes -> detailNav: the detail it already shows), `toSplit` (replace, mailboxes ->
/// lonelySplit), `pushSplit` (push, mailboxes
/// -> lonelySplit), `presentSplit` (modal form sheet, message -> lonelySplit).
enum SplitFixtures {
    /// The master's width, the divider's and the detail's in landscape (SPL-01), window coordinates.
    static let landscapeMaster = Rect(x: 0, y: 20, width: 320, height: 748)
    /// The landscape divider (SPL-01).
    static let landscapeDivider = Rect(x: 320, y: 20, width: 1, height: 748)
    /// The landscape detail (SPL-01).
    static let landscapeDetail = Rect(x: 321, y: 20, width: 703, height: 748)
    /// The portrait detail when the master hides: the whole application frame (SPL-02).
    static let portraitDetail = Rect(x: 0, y: 20, width: 768, height: 1004)
    /// The iOS 5.1+ slid-in master: full height, 320 wide, at the left edge (SPL-08).
    static let slideOver = Rect(x: 0, y: 20, width: 320, height: 1004)

    /// The document described above.
    static func document(
        profile: BehaviourProfile = .iOS5_1, orientation: InterfaceOrientation = .portrait,
        presentsWithGesture: Bool = true, hidesMasterInPortrait: Bool = true, implementsWillHide: Bool = true,
        masterTitle: String? = nil, mailboxesOrientations: Set<InterfaceOrientation>? = nil,
        messageOrientations: Set<InterfaceOrientation>? = nil
    ) -> SceneDocument {
        let mailboxes = ControllerSpec(
            id: "mailboxes", title: "Mailboxes", supportedOrientations: mailboxesOrientations,
            views: [
                ViewSpec(
                    id: "mailboxList", kind: .table, frame: Rect(x: 0, y: 0, width: 320, height: 704),
                    autoresizing: [.flexibleHeight],
                    subviews: [
                        ViewSpec(
                            id: "inboxRow", kind: .button, frame: Rect(x: 0, y: 0, width: 320, height: 44), title: "Inbox",
                            action: .push(controller: "inbox")),
                        ViewSpec(
                            id: "notesRow", kind: .button, frame: Rect(x: 0, y: 44, width: 320, height: 44), title: "Notes",
                            action: .segue(id: "toNotes")),
                    ])
            ])
        let message = ControllerSpec(
            id: "message", title: "Message", supportedOrientations: messageOrientations,
            navigationItem: NavigationItemSpec(rightItems: [BarButtonItemSpec(id: "reply", title: "Reply", action: .custom(name: "reply"))]),
            views: [
                ViewSpec(
                    id: "flag", kind: .button, frame: Rect(x: 420, y: 20, width: 200, height: 44), title: "Flag",
                    action: .custom(name: "flag")),
                ViewSpec(
                    id: "subject", kind: .label, frame: Rect(x: 20, y: 80, width: 728, height: 24),
                    autoresizing: [.flexibleWidth], title: "Lunch on Friday?"),
            ])
        let split = ControllerSpec(
            id: "split", type: .split,
            children: [
                ControllerSpec(id: "masterNav", type: .navigation, title: masterTitle, children: [mailboxes]),
                ControllerSpec(id: "detailNav", type: .navigation, children: [message]),
            ],
            presentsWithGesture: presentsWithGesture, hidesMasterInPortrait: hidesMasterInPortrait,
            implementsWillHide: implementsWillHide)
        let notes = ControllerSpec(
            id: "notes", title: "Notes",
            views: [
                ViewSpec(
                    id: "back", kind: .button, frame: Rect(x: 20, y: 20, width: 200, height: 44), title: "Back to the message",
                    action: .segue(id: "toMessage"))
            ])
        let lonely = ControllerSpec(
            id: "lonelySplit", type: .split,
            children: [
                ControllerSpec(id: "lonelyMaster", title: "Lonely master"), ControllerSpec(id: "lonelyDetail", title: "Lonely detail"),
            ])
        return SceneDocument(
            profile: profile, orientation: orientation, root: split,
            controllers: [
                ControllerSpec(id: "inbox", title: "Inbox"),
                ControllerSpec(id: "notesNav", type: .navigation, children: [notes]),
                ControllerSpec(id: "other", title: "Other"),
                lonely,
            ],
            segues: [
                SegueSpec(id: "toNotes", kind: .replace, source: "mailboxes", destination: "notesNav"),
                SegueSpec(id: "toMessage", kind: .replace, source: "notes", destination: "detailNav"),
                SegueSpec(id: "toOther", kind: .replace, source: "other", destination: "notesNav"),
                SegueSpec(id: "toCurrent", kind: .replace, source: "mailboxes", destination: "detailNav"),
                SegueSpec(id: "toSplit", kind: .replace, source: "mailboxes", destination: "lonelySplit"),
                SegueSpec(id: "pushSplit", kind: .push, source: "mailboxes", destination: "lonelySplit"),
                SegueSpec(id: "presentSplit", kind: .modal, source: "message", destination: "lonelySplit", style: .formSheet),
            ])
    }

    /// Opens the document with these options.
    static func open(
        profile: BehaviourProfile = .iOS5_1, orientation: InterfaceOrientation = .portrait,
        presentsWithGesture: Bool = true, hidesMasterInPortrait: Bool = true, implementsWillHide: Bool = true
    ) throws -> Scene {
        try Fixtures.open(
            document(
                profile: profile, orientation: orientation, presentsWithGesture: presentsWithGesture,
                hidesMasterInPortrait: hidesMasterInPortrait, implementsWillHide: implementsWillHide))
    }

    /// The centre of a frame: where a test taps.
    static func centre(_ frame: Rect) -> Point {
        Point(x: frame.midX, y: frame.midY)
    }
}

/// Split view helpers on layouts.
extension SceneLayout {
    /// The hidden master's bar button item (SPL-02), if the layout has one.
    var masterButton: LayoutNode? { node("split.masterButton") }

    /// The node showing the hidden master (a popover in 5.0, a slid-in pane in 5.1+), if any.
    var masterPopover: LayoutNode? { node("split.masterPopover") }

    /// The value of attribute `name` of node `id`.
    func attribute(_ id: String, _ name: String) -> FieldValue? {
        node(id)?.attributes[name]
    }
}
