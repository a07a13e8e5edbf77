/// A declarative description of one scene: the device, the behaviour profile, the orientation and
/// the whole tree of view controllers with their views, bar button items and segues.
///
/// This is the decoded form of a scene document (the JSON format in protocol.md). It holds no
/// runtime state: the model builds a live scene from it.
public struct SceneDocument: Sendable, Equatable {
    /// The device profile; only the iPad (768 x 1024 pt) exists.
    public var device: DeviceProfile
    /// Which iOS release's behaviour to model where releases differ.
    public var profile: BehaviourProfile
    /// The interface orientation at launch.
    public var orientation: InterfaceOrientation
    /// Whether the 20 pt status bar is hidden.
    public var statusBarHidden: Bool
    /// The window's root view controller, with all its descendants.
    public var root: ControllerSpec
    /// Controllers that are not in the tree at launch but can be pushed or presented by id
    /// (a storyboard's other scenes).
    public var controllers: [ControllerSpec]
    /// Segues, triggered by actions or by id.
    public var segues: [SegueSpec]
    /// Popover controllers the app creates at launch (POP-01), with their options.
    public var popovers: [PopoverController]
    /// Action sheets the app can show (POP-26).
    public var actionSheets: [ActionSheetSpec]

    /// A document with every field given.
    public init(
        device: DeviceProfile = .iPad, profile: BehaviourProfile = .iOS6,
        orientation: InterfaceOrientation = .portrait, statusBarHidden: Bool = false,
        root: ControllerSpec, controllers: [ControllerSpec] = [], segues: [SegueSpec] = [],
        popovers: [PopoverController] = [], actionSheets: [ActionSheetSpec] = []
    ) {
        self.device = device
        self.profile = profile
        self.orientation = orientation
        self.statusBarHidden = statusBarHidden
        self.root = root
        self.controllers = controllers
        self.segues = segues
        self.popovers = popovers
        self.actionSheets = actionSheets
    }
}
