/// A controller whose view a nib of its own holds (`IBUINibName`, `nibName`): UIKit loads
/// `NAME~ipad.xib`'s compiled nib on an iPad when there is one, else `NAME.xib`'s.
public struct NibReference: Sendable, Equatable {
    /// The controller's id in the scene document.
    public var controller: String
    /// The nib's name, without extension.
    public var name: String

    /// A reference.
    public init(controller: String, name: String) {
        self.controller = controller
        self.name = name
    }

    /// The files to look for, beside the file that names the nib, in UIKit's order.
    public var fileNames: [String] { [name + "~ipad.xib", name + ".xib"] }
}
