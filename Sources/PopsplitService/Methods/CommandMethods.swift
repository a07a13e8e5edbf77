import PopsplitJSON
import PopsplitModel
import PopsplitRPC

/// The methods that apply a ``SceneCommand`` to a scene, with how each reads its params
/// (every one also takes `scene`, the scene id).
enum CommandMethods {
    /// The command methods' names.
    static let names = [
        "device/rotate", "app/enterBackground", "app/enterForeground", "navigation/push", "navigation/pop",
        "navigation/popToRoot", "navigation/setStack", "tabBar/select", "page/turn", "page/jump", "modal/present",
        "modal/dismiss", "segue/perform", "touch/tap", "touch/swipe", "touch/drag",
    ]

    /// The command `method` asks for, read from its params; nil for a method that is not a command.
    static func command(for method: String, _ p: ParamsReader) throws(RPCError) -> SceneCommand? {
        switch method {
        case "device/rotate":
            return .rotate(to: try p.enumeration("orientation", InterfaceOrientation.self), animated: try animated(p))
        case "app/enterBackground": return .enterBackground
        case "app/enterForeground": return .enterForeground
        case "navigation/push":
            return .push(navigation: try p.string("navigation"), controller: try p.string("controller"), animated: try animated(p))
        case "navigation/pop": return .pop(navigation: try p.string("navigation"), animated: try animated(p))
        case "navigation/popToRoot": return .popToRoot(navigation: try p.string("navigation"), animated: try animated(p))
        case "navigation/setStack":
            return .setStack(
                navigation: try p.string("navigation"), controllers: try strings(p, "controllers"), animated: try animated(p))
        case "tabBar/select": return .selectTab(tabBar: try p.string("tabBar"), index: try p.int("index"))
        case "page/turn":
            return .turnPage(pageView: try p.string("pageView"), forward: try p.oneOf("direction", ["forward", "reverse"]) == "forward")
        case "page/jump": return .jumpToPage(pageView: try p.string("pageView"), index: try p.int("index"))
        case "modal/present":
            return .presentModal(
                presenter: try p.string("presenter"), controller: try p.string("controller"),
                style: try p.optionalEnumeration("style", PresentationStyle.self) ?? .fullScreen,
                transition: try p.optionalEnumeration("transition", TransitionStyle.self) ?? .coverVertical,
                animated: try animated(p))
        case "modal/dismiss": return .dismissModal(controller: try p.string("controller"), animated: try animated(p))
        case "segue/perform": return .performSegue(id: try p.string("segue"))
        case "touch/tap": return .tap(at: try point(p, "point"))
        case "touch/swipe":
            return .swipe(from: try point(p, "point"), direction: try p.enumeration("direction", SwipeDirection.self))
        case "touch/drag": return .drag(from: try point(p, "from"), to: try point(p, "to"))
        default: return nil
        }
    }

    /// `animated`, default true.
    static func animated(_ p: ParamsReader) throws(RPCError) -> Bool {
        try p.optionalBool("animated") ?? true
    }

    /// A required array of strings.
    static func strings(_ p: ParamsReader, _ key: String) throws(RPCError) -> [String] {
        try p.elements(key).map { element throws(RPCError) -> String in
            guard let text = element.value?.stringValue else {
                throw RPCError.invalidParams(path: element.path, expected: "string", got: element.value?.typeName ?? "nothing")
            }
            return text
        }
    }

    /// A required point `[x, y]` of numbers within ±100000 pt (``GeometryLimits``, as every
    /// coordinate), in window coordinates.
    static func point(_ p: ParamsReader, _ key: String) throws(RPCError) -> Point {
        let found = try p.array(key)
        let expected = "array of 2 numbers [x, y] (each from -100000 to 100000)"
        guard found.count == 2, let x = found[0].doubleValue, let y = found[1].doubleValue else {
            let got = found.count == 2 ? "[\(found[0].typeName), \(found[1].typeName)]" : "array of \(found.count)"
            throw RPCError.invalidParams(path: p.path(of: key), expected: expected, got: got)
        }
        guard GeometryLimits.accepts(x), GeometryLimits.accepts(y) else {
            throw RPCError.invalidParams(path: p.path(of: key), expected: expected, got: "[\(JSONNumberText.text(x)), \(JSONNumberText.text(y))]")
        }
        return Point(x: x, y: y)
    }
}
