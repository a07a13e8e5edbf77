import PopsplitJSON

/// One message line of a session script as it was played (`popsplit run --pictures`, the
/// narration): its number, its place in the script, the comments before it and what the daemon
/// wrote in answer, the messages its question's default answer brought included.
struct StepRecord {
    /// The step's number: the `n`th message line played, from 1 (what `render --step` takes).
    var number: Int
    /// Its line in the script, from 1.
    var lineNumber: Int
    /// The line as played (the script's text).
    var text: String
    /// The line as JSON (`nil` when it is not JSON).
    var message: JSONValue?
    /// The script's `//` comments just before the line.
    var comments: [String]
    /// Every message the daemon wrote in answer, in order.
    var replies: [JSONValue]
    /// The script's answers to the questions this step asked (the response lines that followed),
    /// by question id.
    var answers: [(id: JSONValue, reply: JSONValue)] = []

    /// The request's or notification's method; `nil` for an answer or a line that is not a message.
    var method: String? { message?["method"]?.stringValue }

    /// What the step is called in a picture's file name: the method with `/` as `.`
    /// (`popover.present`), `answer` for a response, `message` otherwise; only letters, digits,
    /// `.`, `-` and `_`, at most 60 characters.
    var label: String {
        let name: String
        if let method {
            name = method
        } else if message?["result"] != nil || message?["error"] != nil {
            name = "answer"
        } else {
            name = "message"
        }
        return StepRecord.safeName(name)
    }

    /// `name` made safe for a file name: `/` as `.`, letters, digits, `.`, `-` and `_` kept,
    /// anything else `_`, at most 60 characters; never empty, never starting with `.`.
    static func safeName(_ name: String) -> String {
        let safe = name.unicodeScalars.prefix(60).map { scalar -> Character in
            if scalar == "/" { return "." }
            let isSafe =
                scalar.isASCII
                && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || "._-".unicodeScalars.contains(scalar))
            return isSafe ? Character(scalar) : "_"
        }
        let text = String(safe)
        if text.isEmpty { return "_" }
        return text.hasPrefix(".") ? "_" + text.dropFirst() : text
    }

    /// A step number as picture names write it: at least three digits (`003`).
    static func paddedNumber(_ number: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, 3 - digits.count)) + digits
    }

    /// The events the step brought, as `name@target` (the app's when no target is named).
    var events: [String] {
        replies.compactMap { reply in
            guard reply["method"]?.stringValue == "scene/event" else { return nil }
            let name = reply["params"]?["name"]?.stringValue ?? "?"
            let target = reply["params"]?["target"]?.stringValue ?? "app"
            return "\(name)@\(target)"
        }
    }

    /// The last response among the replies (`result` or `error`): the step's request's, or for an
    /// answer, the response to the request that asked.
    var response: JSONValue? {
        replies.last { $0["method"] == nil && ($0["result"] != nil || $0["error"] != nil) }
    }

    /// The questions the daemon asked during the step (requests whose method starts `delegate/`).
    var questions: [JSONValue] {
        replies.filter { $0["method"]?.stringValue?.hasPrefix("delegate/") == true && $0["id"] != nil }
    }

    /// The scenes whose layout the step changed (`scene/layout` notifications), each once, in order.
    var changedScenes: [String] { StepRecord.scenes(changedBy: replies) }

    /// The scenes whose layout `replies` changed (`scene/layout` notifications), each once, in order.
    static func scenes(changedBy replies: [JSONValue]) -> [String] {
        var scenes: [String] = []
        for reply in replies where reply["method"]?.stringValue == "scene/layout" {
            if let scene = reply["params"]?["scene"]?.stringValue, !scenes.contains(scene) { scenes.append(scene) }
        }
        return scenes
    }
}
