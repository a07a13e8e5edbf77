import PopsplitJSON
import PopsplitRPC
import PopsplitRender
import PopsplitService

/// Narrates a session for a person (`popsplit run --narrate`): the script's comments, each request
/// sent with its step number (what `render --step` takes), each delegate question with its answer
/// on a `?` line, the events and the result or error it brought (a placement explanation candidate
/// by candidate), and the scene drawn as text whenever its layout changed.
final class Narrator {
    /// The server the script plays against (to draw its scenes).
    let server: PopsplitServer
    /// The text picture's options.
    let options: RenderOptions
    /// Where the lines go (standard output; a test collects them).
    let emit: (String) -> Void
    /// Whether results and params are told whole (`--full`), pretty-printed.
    let full: Bool
    /// Questions asked and not yet answered, in order.
    private var pending: [JSONValue] = []

    /// A narrator drawing `COLSxROWS` pictures.
    init(server: PopsplitServer, size: String, full: Bool = false, emit: @escaping (String) -> Void = { print($0) }) throws {
        self.server = server
        self.options = try Narrator.options(size: size)
        self.full = full
        self.emit = emit
    }

    /// Prints `lines` after `lead` (`  ← `), the lines after the first indented to line up.
    private func tell(_ lead: String, _ lines: [String]) {
        guard let head = lines.first else { return }
        emit(lead + head)
        let pad = String(repeating: " ", count: lead.count)
        for line in lines.dropFirst() { emit(pad + line) }
    }

    /// The text picture's options for `--size COLSxROWS`, or a usage error.
    static func options(size: String) throws(UsageError) -> RenderOptions {
        let grid = size.split(separator: "x").compactMap { Int($0) }
        guard grid.count == 2, grid.allSatisfy({ (8...RenderOptions.maximumGrid).contains($0) }) else {
            throw UsageError("--size takes COLSxROWS, each 8 to \(RenderOptions.maximumGrid), got \(size)")
        }
        return RenderOptions(columns: grid[0], rows: grid[1])
    }

    /// Prints one step.
    func observe(_ step: ScriptStep) {
        switch step {
        case .comment(let text):
            emit("// \(text)")
        case .settled(let replies):
            answerPending { NarrationText.answerWord($0["params"]?["default"] ?? .null) + ", the default answer" }
            tell(replies, method: nil)
        case .played(let line, let number, _, let replies):
            guard let message = try? JSONCodec.parse(line) else {
                emit("→ [\(number)] \(NarrationText.cut(String(decoding: line, as: UTF8.self), 110)) (not JSON)")
                tell(replies, method: nil)
                return
            }
            let method = message["method"]?.stringValue
            if let method {
                let params = message["params"].map { full ? JSONPretty.text($0) : JSONCodec.string($0) } ?? ""
                let lines = full ? params.split(separator: "\n").map(String.init) : ResultText.fold([params])
                tell("→ [\(number)] \(method) ", lines.isEmpty ? [""] : lines)
            } else if let id = message["id"], pending.contains(where: { $0["id"] == id }) {
                answerPending(id: id) { _ in
                    if let error = message["error"] {
                        return "an error (\(NarrationText.cut(error["message"]?.stringValue ?? "", 60))), so the default answer applies"
                    }
                    return NarrationText.answerWord(message["result"] ?? .null) + ", the script's answer (step \(number))"
                }
            } else {
                emit("→ [\(number)] answer \(NarrationText.cut(JSONCodec.string(message), 110))")
            }
            tell(replies, method: method)
        }
    }

    /// Prints a `?` line for each pending question (only the one with `id` when given), with the
    /// answer `answer` gives it.
    private func answerPending(id: JSONValue? = nil, _ answer: (JSONValue) -> String) {
        for question in pending where id == nil || question["id"] == id {
            emit("  ? \(NarrationText.question(question)) → \(answer(question))")
        }
        pending.removeAll { id == nil || $0["id"] == id }
    }

    /// Prints what the daemon wrote for a request of `method` (nil: an answer or a default).
    private func tell(_ replies: [JSONValue], method: String?) {
        var changed: [String] = []
        var events: [String] = []
        for reply in replies {
            switch reply["method"]?.stringValue {
            case "scene/event"?:
                let name = reply["params"]?["name"]?.stringValue ?? "?"
                let target = reply["params"]?["target"]?.stringValue ?? "app"
                events.append("\(name)@\(target)")
            case "scene/layout"?:
                if let scene = reply["params"]?["scene"]?.stringValue, !changed.contains(scene) { changed.append(scene) }
            case let question? where question.hasPrefix("delegate/"):
                if reply["id"] != nil { pending.append(reply) }
            default:
                if let error = reply["error"] {
                    emit("  ✗ \(error["code"].map(JSONCodec.string) ?? "") \(NarrationText.cut(error["message"]?.stringValue ?? "", 300))")
                } else if let result = reply["result"], reply["id"] != nil, method != "initialize" {
                    if method == "popover/explainPlacement", let lines = NarrationText.placement(result) {
                        emit("  ← " + lines[0])
                        for line in lines.dropFirst() { emit("     " + line) }
                    } else {
                        tell("  ← ", ResultText.lines(result, full: full))
                    }
                }
            }
        }
        if !events.isEmpty { tell("  events: ", ResultText.fold(events)) }
        for scene in changed {
            let request = RenderRequest(format: .text, options: options)
            if let picture = server.picture(scene: scene, fileName: nil, request: request) {
                var text = picture.content
                if text.hasSuffix("\n") { text.removeLast() }
                emit(text)
            }
        }
    }
}
