import PopsplitModel
import PopsplitRPC

/// The device and the application: rotation, background and foreground, the in-call status bar,
/// the keyboard (protocol.md section 7, "Device and application", "Keyboard").
enum DeviceMethods {
    /// The methods.
    static let all: [ProtocolMethod] = [
        .command("device/rotate") { p throws(RPCError) in
            .rotate(to: try p.enumeration("orientation", InterfaceOrientation.self), animated: try ParamsDecoding.animated(p))
        },
        .command("app/enterBackground") { _ throws(RPCError) in .enterBackground },
        .command("app/enterForeground") { _ throws(RPCError) in .enterForeground },
        .command("device/setInCallStatusBar") { p throws(RPCError) in .setInCallStatusBar(try p.bool("visible")) },
        .command("keyboard/show") { p throws(RPCError) in .showKeyboard(view: try p.optionalString("view")) },
        .command("keyboard/hide") { _ throws(RPCError) in .hideKeyboard },
        .command("keyboard/type") { p throws(RPCError) in .typeText(try p.string("text")) },
    ]
}
