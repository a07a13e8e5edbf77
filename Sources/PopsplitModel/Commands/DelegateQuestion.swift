/// A question UIKit asks the app's delegate ("should this tab be selected?").
///
/// The service sends it to the client as a request named `delegate/` + the selector without its
/// colons, and applies the command again with the answer.
public struct DelegateQuestion: Sendable, Hashable {
    /// UIKit's selector, with colons: `tabBarController:shouldSelectViewController:`.
    public var selector: String
    /// The question's arguments (ids of the controllers involved ...).
    public var fields: [Field]
    /// The answer UIKit assumes when the delegate does not implement the method.
    public var defaultAnswer: DelegateAnswer

    /// A question.
    public init(selector: String, fields: [Field], defaultAnswer: DelegateAnswer) {
        self.selector = selector
        self.fields = fields
        self.defaultAnswer = defaultAnswer
    }
}

/// The delegate's answers known so far, keyed by question.
public typealias DelegateAnswers = [DelegateQuestion: DelegateAnswer]
