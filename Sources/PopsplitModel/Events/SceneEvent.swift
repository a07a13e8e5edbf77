/// A delegate, controller or lifecycle message the app would receive, in UIKit's order.
public struct SceneEvent: Sendable, Equatable {
    /// UIKit's selector with colons (`viewWillAppear:`, `willRotateToInterfaceOrientation:duration:`,
    /// `navigationController:didShowViewController:animated:`), or a model event (`warning`, `tap`).
    public var name: EventName
    /// The id of the controller (or view) that receives it; `nil` for the application delegate.
    public var target: String?
    /// The message's arguments.
    public var fields: [Field]

    /// An event.
    public init(_ name: EventName, target: String?, fields: [Field] = []) {
        self.name = name
        self.target = target
        self.fields = fields
    }
}
