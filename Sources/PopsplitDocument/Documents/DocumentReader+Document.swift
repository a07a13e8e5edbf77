import PopsplitJSON
import PopsplitModel

/// The top-level object.
extension DocumentReader {
    /// The format version this reader understands (`"popsplit": 1`).
    static let formatVersion: Int64 = 1

    /// Reads the top-level object: settings with their defaults, `root`, `controllers`, `segues`.
    func document(_ value: JSONValue, at path: DocumentPath) -> SceneDocument? {
        guard let object = object(value, at: path, shape: .document) else { return nil }
        _ = string(object, "$schema", at: path)
        version(object, at: path)
        let device = name(object, "device", at: path, as: DeviceProfile.self, what: "device")
        let profile = name(object, "profile", at: path, as: BehaviourProfile.self, what: "profile")
        let orientation = name(object, "orientation", at: path, as: InterfaceOrientation.self, what: "orientation")
        let statusBarHidden = bool(object, "statusBarHidden", at: path)
        var root: ControllerSpec?
        if require(object, "root", at: path, "a scene document needs its root view controller"), let value = object["root"] {
            root = controller(value, at: path.appending("root"), detached: false)
        }
        let pool = throughUnit(at: path.appending("controllers"), context: .controllerList) {
            var controllers: [ControllerSpec] = []
            if let array = array(object, "controllers", at: path, of: "controllers") {
                for (i, element) in array.enumerated() {
                    if let spec = controller(element, at: path.appending("controllers").appending(i), detached: true) {
                        controllers.append(spec)
                    }
                }
            }
            return .controllers(controllers)
        }
        guard case .controllers(let controllers) = pool else { return nil }
        var segues: [SegueSpec] = []
        if let array = array(object, "segues", at: path, of: "segues") {
            for (i, element) in array.enumerated() {
                if let spec = segue(element, at: path.appending("segues").appending(i)) { segues.append(spec) }
            }
        }
        var popovers: [PopoverController] = []
        if let array = array(object, "popovers", at: path, of: "popover controllers") {
            for (i, element) in array.enumerated() {
                if let spec = popover(element, at: path.appending("popovers").appending(i)) { popovers.append(spec) }
            }
        }
        var actionSheets: [ActionSheetSpec] = []
        if let array = array(object, "actionSheets", at: path, of: "action sheets") {
            for (i, element) in array.enumerated() {
                if let spec = actionSheet(element, at: path.appending("actionSheets").appending(i)) { actionSheets.append(spec) }
            }
        }
        guard let root else { return nil }
        return SceneDocument(
            device: device ?? .iPad, profile: profile ?? .iOS6, orientation: orientation ?? .portrait,
            statusBarHidden: statusBarHidden ?? false,
            root: root, controllers: controllers, segues: segues, popovers: popovers, actionSheets: actionSheets)
    }

    /// Checks `"popsplit"`: absent is a warning, anything but 1 an error.
    private func version(_ object: JSONObject, at path: DocumentPath) {
        guard let value = object["popsplit"] else {
            report(
                .missingVersion, at: path, severity: .warning,
                "add \"popsplit\": \(DocumentReader.formatVersion) to say which version of the format this document uses")
            return
        }
        guard let version = value.intValue else {
            report(.wrongType, at: path.appending("popsplit"), DocumentMessage.expected("an integer (the format version, 1)", got: value))
            return
        }
        if version != DocumentReader.formatVersion {
            report(
                .invalidValue, at: path.appending("popsplit"),
                "unsupported format version \(version); this popsplit reads version \(DocumentReader.formatVersion)")
        }
    }
}
