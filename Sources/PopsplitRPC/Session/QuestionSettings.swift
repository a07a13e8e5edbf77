import PopsplitJSON

/// Whether the client answers questions, read from `initialize`'s
/// `params.capabilities.popsplit` (`delegateQuestions`, `questionTimeoutMs`).
public struct QuestionSettings: Sendable, Equatable {
    /// The longest wait honoured, in milliseconds (a day): a longer `questionTimeoutMs` (up to
    /// 2^63 - 1) is taken as this, so that no deadline computed from it can overflow.
    public static let maximumTimeoutMs: Int64 = 86_400_000

    /// Whether questions are sent to the client (otherwise defaults apply at once).
    public var delegateQuestions: Bool
    /// How long to wait for a reply before the default applies, in milliseconds (1 to
    /// ``maximumTimeoutMs``).
    public var timeoutMs: Int64

    /// Settings.
    public init(delegateQuestions: Bool, timeoutMs: Int64) {
        self.delegateQuestions = delegateQuestions
        self.timeoutMs = timeoutMs
    }

    /// Reads the settings from `initialize`'s params; absent members keep the defaults. A
    /// timeout below 1 is -32602; one above ``maximumTimeoutMs`` is taken as that.
    public static func read(initializeParams params: JSONValue?, defaultTimeoutMs: Int64) throws(RPCError) -> QuestionSettings {
        let root = ParamsReader(params)
        guard let capabilities = try root.optionalObject("capabilities"),
            let popsplit = try capabilities.optionalObject("popsplit")
        else { return QuestionSettings(delegateQuestions: false, timeoutMs: defaultTimeoutMs) }
        let delegate = try popsplit.optionalBool("delegateQuestions") ?? false
        let timeout = try popsplit.optionalInt("questionTimeoutMs").map(Int64.init) ?? defaultTimeoutMs
        guard timeout >= 1 else {
            throw RPCError.invalidParams(
                path: popsplit.path(of: "questionTimeoutMs"), expected: "integer >= 1", got: String(timeout))
        }
        return QuestionSettings(delegateQuestions: delegate, timeoutMs: min(timeout, maximumTimeoutMs))
    }
}
