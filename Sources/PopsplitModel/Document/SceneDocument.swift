/// A declarative description of one scene: the device, the behaviour profile, the orientation and
/// the whole tree of view controllers with their views, bar button items and segues.
///
/// This is the decoded form of a scene document (the JSON format in protocol.md). It holds no
/// runtime state: the model builds a live scene from it.
///
/// A value whose fields live in one box that its copies share until one of them changes: every
/// version of a scene holds its document, and a copy costs one reference count, not one per
/// controller field.
public struct SceneDocument: Sendable, Equatable {
    /// The shared fields.
    private var box: SceneDocumentBox

    /// The fields, for changing: the box is copied first when another value shares it (copy on
    /// write). Reads go to the box directly.
    private var fields: SceneDocumentFields {
        _read { yield box.fields }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = SceneDocumentBox(box.fields) }
            yield &box.fields
        }
    }

    /// The device profile; only the iPad (768 x 1024 pt) exists.
    public var device: DeviceProfile {
        _read { yield box.fields.device }
        _modify { yield &fields.device }
    }
    /// Which iOS release's behaviour to model where releases differ.
    public var profile: BehaviourProfile {
        _read { yield box.fields.profile }
        _modify { yield &fields.profile }
    }
    /// The interface orientation at launch.
    public var orientation: InterfaceOrientation {
        _read { yield box.fields.orientation }
        _modify { yield &fields.orientation }
    }
    /// Whether the 20 pt status bar is hidden.
    public var statusBarHidden: Bool {
        _read { yield box.fields.statusBarHidden }
        _modify { yield &fields.statusBarHidden }
    }
    /// The window's root view controller, with all its descendants.
    public var root: ControllerSpec {
        _read { yield box.fields.root }
        _modify { yield &fields.root }
    }
    /// Controllers that are not in the tree at launch but can be pushed or presented by id
    /// (a storyboard's other scenes).
    public var controllers: [ControllerSpec] {
        _read { yield box.fields.controllers }
        _modify { yield &fields.controllers }
    }
    /// Segues, triggered by actions or by id.
    public var segues: [SegueSpec] {
        _read { yield box.fields.segues }
        _modify { yield &fields.segues }
    }
    /// Popover controllers the app creates at launch (POP-01), with their options.
    public var popovers: [PopoverController] {
        _read { yield box.fields.popovers }
        _modify { yield &fields.popovers }
    }
    /// Action sheets the app can show (POP-26).
    public var actionSheets: [ActionSheetSpec] {
        _read { yield box.fields.actionSheets }
        _modify { yield &fields.actionSheets }
    }

    /// A document with every field given.
    public init(
        device: DeviceProfile = .iPad, profile: BehaviourProfile = .iOS6,
        orientation: InterfaceOrientation = .portrait, statusBarHidden: Bool = false,
        root: ControllerSpec, controllers: [ControllerSpec] = [], segues: [SegueSpec] = [],
        popovers: [PopoverController] = [], actionSheets: [ActionSheetSpec] = []
    ) {
        box = SceneDocumentBox(
            SceneDocumentFields(
                device: device, profile: profile, orientation: orientation, statusBarHidden: statusBarHidden, root: root,
                controllers: controllers, segues: segues, popovers: popovers, actionSheets: actionSheets))
    }

    /// Documents are equal when their fields are (the same box, or equal contents).
    public static func == (lhs: SceneDocument, rhs: SceneDocument) -> Bool {
        lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
    }
}
