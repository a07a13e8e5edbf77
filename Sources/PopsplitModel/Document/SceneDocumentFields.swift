/// The fields of a ``SceneDocument``, kept in one box its copies share.
struct SceneDocumentFields: Sendable, Equatable {
    /// ``SceneDocument/device``.
    var device: DeviceProfile
    /// ``SceneDocument/profile``.
    var profile: BehaviourProfile
    /// ``SceneDocument/orientation``.
    var orientation: InterfaceOrientation
    /// ``SceneDocument/statusBarHidden``.
    var statusBarHidden: Bool
    /// ``SceneDocument/root``.
    var root: ControllerSpec
    /// ``SceneDocument/controllers``.
    var controllers: [ControllerSpec]
    /// ``SceneDocument/segues``.
    var segues: [SegueSpec]
    /// ``SceneDocument/popovers``.
    var popovers: [PopoverController]
    /// ``SceneDocument/actionSheets``.
    var actionSheets: [ActionSheetSpec]
}
