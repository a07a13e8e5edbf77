import PopsplitJSON

/// The words the narration and the flip-book share: a question and its answer, a placement
/// explanation candidate by candidate, a value cut to a line.
enum NarrationText {
    /// `text` cut to `limit` characters with an ellipsis.
    static func cut(_ text: String, _ limit: Int) -> String {
        text.count <= limit ? text : String(text.prefix(max(1, limit) - 1)) + "…"
    }

    /// A question as a line: its selector and arguments (`popoverControllerShouldDismissPopover:
    /// popoverController masterPopover`).
    static func question(_ question: JSONValue) -> String {
        let params = question["params"]
        let selector = params?["selector"]?.stringValue ?? question["method"]?.stringValue ?? "?"
        let arguments = params?["args"]?.objectValue?.members.map { "\($0.key) \(cut(plain($0.value), 60))" } ?? []
        return ([selector] + arguments).joined(separator: " ")
    }

    /// What answered `question` asked during `step`: the script's answer (`NO, the script's
    /// answer`), else the default (`YES, the default answer`).
    static func answer(to question: JSONValue, in step: StepRecord) -> String {
        if let id = question["id"], let answer = step.answers.first(where: { $0.id == id }) {
            if let error = answer.reply["error"] {
                return "an error (\(cut(error["message"]?.stringValue ?? "", 60))), so the default answer applies"
            }
            return "\(answerWord(answer.reply["result"] ?? .null)), the script's answer"
        }
        return "\(answerWord(question["params"]?["default"] ?? .null)), the default answer"
    }

    /// A value as an answer reads: `YES`/`NO` for booleans, else the JSON.
    static func answerWord(_ value: JSONValue) -> String {
        if let flag = value.boolValue { return flag ? "YES" : "NO" }
        return cut(JSONCodec.string(value), 80)
    }

    /// A value in words: a string without quotes, anything else as JSON.
    static func plain(_ value: JSONValue) -> String {
        value.stringValue ?? JSONCodec.string(value)
    }

    /// A rectangle `[x, y, w, h]` as `x,y w×h`.
    static func rect(_ value: JSONValue?) -> String {
        let numbers = value?.arrayValue?.map(JSONCodec.string) ?? []
        guard numbers.count == 4 else { return value.map(JSONCodec.string) ?? "?" }
        return "\(numbers[0]),\(numbers[1]) \(numbers[2])×\(numbers[3])"
    }

    /// Where a popover sits for an arrow direction (an arrow pointing up sits below its anchor).
    static func side(ofArrow direction: String) -> String {
        switch direction {
        case "up": return "below the anchor"
        case "down": return "above the anchor"
        case "left": return "right of the anchor"
        case "right": return "left of the anchor"
        default: return direction
        }
    }

    /// The lines telling a `popover/explainPlacement` result: the anchor, the area, then each
    /// candidate (arrow direction, where it sits, frame, content) with why it won or lost; `nil`
    /// when `result` has no candidates.
    static func placement(_ result: JSONValue) -> [String]? {
        guard let placement = result["placement"], let candidates = placement["candidates"]?.arrayValue else { return nil }
        let chosen = placement["chosen"]?.stringValue
        var lines = [
            "placement of a \(sizeText(result["contentSize"])) content from the anchor \(rect(result["anchor"])) in the area \(rect(placement["area"]))"
                + ((placement["marginsIgnored"]?.boolValue ?? false) ? " (margins ignored)" : "")
                + "; permitted arrows: \(result["permittedArrows"]?.arrayValue?.compactMap(\.stringValue).joined(separator: ", ") ?? "?")"
        ]
        for candidate in candidates.prefix(16) {
            let direction = candidate["direction"]?.stringValue ?? "?"
            let isChosen = direction == chosen && candidate["reason"]?.isNull != false
            let mark = isChosen ? "✓" : "✗"
            var line =
                "\(mark) arrow \(direction.padded(to: 5)) \(side(ofArrow: direction).padded(to: 19))"
            line +=
                " frame \(rect(candidate["frame"])), content \(sizeText(candidate["contentFrame"]?.arrayValue.map { Array($0.suffix(2)) }.map(JSONValue.array)))"
            if isChosen {
                var why: [String] = []
                if candidate["fits"]?.boolValue == true { why.append("the content fits") }
                if candidate["attached"]?.boolValue == true { why.append("the arrow reaches the anchor") }
                if let rank = candidate["rank"]?.intValue { why.append("rank \(rank)") }
                line += ": chosen (\(why.joined(separator: ", ")))"
            } else {
                line += ": lost, \(candidate["reason"].map(plain) ?? "ranked lower")"
            }
            lines.append(line)
        }
        return lines
    }

    /// A size `[w, h]` as `w×h`.
    static func sizeText(_ value: JSONValue?) -> String {
        let numbers = value?.arrayValue?.map(JSONCodec.string) ?? []
        guard numbers.count == 2 else { return value.map(JSONCodec.string) ?? "?" }
        return "\(numbers[0])×\(numbers[1])"
    }
}
