import ArgumentParser
import PopsplitJSON
import PopsplitRPC
import PopsplitRender
import PopsplitService

/// Narrates a session for a person (`popsplit run --narrate`): the script's comments, each request
/// sent, the events and the result or error it brought, and the scene drawn as text whenever its
/// layout changed.
final class Narrator {
    /// The server the script plays against (to draw its scenes).
    let server: PopsplitServer
    /// The text picture's options.
    let options: RenderOptions

    /// A narrator drawing `COLSxROWS` pictures.
    init(server: PopsplitServer, size: String) throws {
        let grid = size.split(separator: "x").compactMap { Int($0) }
        guard grid.count == 2, grid.allSatisfy({ (8...RenderOptions.maximumGrid).contains($0) }) else {
            throw ValidationError("--size takes COLSxROWS, each 8 to \(RenderOptions.maximumGrid), got \(size)")
        }
        self.server = server
        self.options = RenderOptions(columns: grid[0], rows: grid[1])
    }

    /// Prints one step.
    func observe(_ step: ScriptStep) {
        switch step {
        case .comment(let text):
            print("// \(text)")
        case .played(let line, let replies):
            guard let message = try? JSONCodec.parse(line) else { return }
            if let method = message["method"]?.stringValue {
                let params = message["params"].map(JSONCodec.string) ?? ""
                print("→ \(method) \(Narrator.cut(params, 110))")
            } else {
                print("→ answer \(Narrator.cut(JSONCodec.string(message), 110))")
            }
            var changed: [String] = []
            var events: [String] = []
            for reply in replies {
                switch reply["method"]?.stringValue {
                case "scene/event"?:
                    let name = reply["params"]?["name"]?.stringValue ?? "?"
                    let target = reply["params"]?["target"]?.stringValue ?? "app"
                    events.append("\(name)@\(target)")
                case "scene/layout"?:
                    if let scene = reply["params"]?["scene"]?.stringValue { changed.append(scene) }
                case let question? where question.hasPrefix("delegate/"):
                    print("  ? \(question) (the default answer applies unless the script answers)")
                default:
                    if let error = reply["error"] {
                        print("  ✗ \(error["code"].map(JSONCodec.string) ?? "") \(Narrator.cut(error["message"]?.stringValue ?? "", 150))")
                    } else if let result = reply["result"], reply["id"] != nil, message["method"]?.stringValue != "initialize" {
                        print("  ← \(Narrator.cut(JSONCodec.string(result), 150))")
                    }
                }
            }
            if !events.isEmpty { print("  events: \(events.joined(separator: ", "))") }
            for scene in changed {
                let request = RenderRequest(format: .text, options: options)
                if let picture = server.picture(scene: scene, fileName: nil, request: request) {
                    print(picture.content, terminator: "")
                }
            }
        }
    }

    /// `text` cut to `limit` characters with an ellipsis.
    static func cut(_ text: String, _ limit: Int) -> String {
        text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
    }
}
