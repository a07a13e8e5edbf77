import Dispatch
import PopsplitJSON
import PopsplitRPC

/// A tiny application for the session tests.
///
/// Methods: `echo` (returns its params), `notify` (one notification, then `"done"`), `ask`
/// (asks `delegate/shouldSelect`, default true, returns `{"answer": reply}`), `askTwice` (asks
/// two questions in a chain, returns both answers), `fail` (-32603), `typed` (reads
/// `params.scene` string and `params.count` integer), `wait` (blocks until `gate` is signalled,
/// then returns `"released"`). Notifications are recorded in `notes`.
final class FakeHandler: RPCHandler {
    /// What `wait` waits for (nil: it does not wait).
    let gate: DispatchSemaphore?

    /// A handler; `gate` is what `wait` blocks on.
    init(gate: DispatchSemaphore? = nil) { self.gate = gate }

    /// Methods handled, in order (`method` or `method!` for notifications).
    var calls: [String] = []
    /// What `initialize` returns.
    var initializeResult: Result<JSONValue, RPCError> = .success(["serverInfo": ["name": "fake"]])

    /// `initialize`: the configured result.
    func initialize(params: JSONValue?) -> Result<JSONValue, RPCError> {
        calls.append("initialize")
        return initializeResult
    }

    /// The methods listed above.
    func handle(method: String, params: JSONValue?, isNotification: Bool) -> HandlerOutcome {
        calls.append(isNotification ? method + "!" : method)
        switch method {
        case "echo":
            return .result(params ?? .null)
        case "notify":
            return .result("done", notifications: [OutgoingNotification(method: "layout/changed", params: ["n": 1])])
        case "ask":
            return .ask(method: "delegate/shouldSelect", params: ["tab": 2], defaultAnswer: true) { answer in
                .result(["answer": answer])
            }
        case "askTwice":
            return .ask(method: "delegate/first", params: [:], defaultAnswer: true) { first in
                .ask(method: "delegate/second", params: [:], defaultAnswer: false) { second in
                    .result([first, second])
                }
            }
        case "wait":
            gate?.wait()
            return .result("released")
        case "fail":
            return .failure(.internalError("the fake failed"))
        case "typed":
            do {
                let reader = ParamsReader(params)
                let scene = try reader.string("scene")
                let count = try reader.int("count")
                return .result(["scene": .string(scene), "count": .int(Int64(count))])
            } catch {
                return .failure(error)
            }
        default:
            return .failure(.methodNotFound(method))
        }
    }
}
