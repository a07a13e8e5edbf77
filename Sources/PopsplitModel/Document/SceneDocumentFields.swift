/// The fields of a ``SceneDocument``, kept in one box its copies share.
struct SceneDocumentFields: Sendable, Equatable {
    /// The device profile; only the iPad (768 x 1024 pt) exists.
    var device: DeviceProfile
    /// Which iOS release's behaviour to model where releases differ.
    var profile: BehaviourProfile
    /// The interface orientation at launch.
    var orientation: InterfaceOrientation
    /// Whether the 20 pt status bar is hidden.
    var statusBarHidden: Bool
    /// The window's root view controller, with all its descendants.
    var root: ControllerSpec
    /// Controllers that are not in the tree at launch but can be pushed or presented by id
    /// (a storyboard's other scenes).
    var controllers: [ControllerSpec]
    /// Segues, triggered by actions or by id.
    var segues: [SegueSpec]
    /// Popover controllers the app creates at launch (POP-01), with their options.
    var popovers: [PopoverController]
    /// Action sheets the app can show (POP-26).
    var actionSheets: [ActionSheetSpec]
}
