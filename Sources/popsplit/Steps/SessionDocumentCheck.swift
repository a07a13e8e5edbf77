import PopsplitFiles
import PopsplitJSON

/// Whether the scene `popsplit render --session` would draw came from a document that failed to
/// open (or reload): then the picture would be of another scene, or an older state, so render
/// reports the document's problems instead.
enum SessionDocumentCheck {
    /// The failed steps that stand between the session and its picture: the last `scene/open` of
    /// a file named `fileName` (any `scene/open` when `nil`) when it failed, or the failed
    /// `scene/reload`s of the scene it opened since. Empty when the picture is the one meant.
    static func failures(in steps: [StepRecord], fileName: String?) -> [StepRecord] {
        var attempt: StepRecord?
        var reloads: [StepRecord] = []
        for step in steps {
            switch step.method {
            case "scene/open"?:
                let path = step.message?["params"]?["path"]?.stringValue
                if let fileName, path.map(lastComponent) != fileName { continue }
                attempt = step
                reloads = []
            case "scene/reload"?:
                guard let attempt, attempt.response?["error"] == nil else { continue }
                let scene = step.message?["params"]?["scene"]
                guard scene != nil, scene == attempt.response?["result"]?["scene"] else { continue }
                if step.response?["error"] != nil { reloads.append(step) } else { reloads = [] }
            default:
                continue
            }
        }
        guard let attempt else { return [] }
        return attempt.response?["error"] != nil ? [attempt] : reloads
    }

    /// The lines telling a failed step: a document's diagnostics as `FILE:LINE:COLUMN: error: ...`
    /// (the file resolved as the session resolved it, against `base`), else
    /// `SESSION:LINE: error: METHOD: message`.
    static func lines(for step: StepRecord, session: String, base: String) -> [String] {
        guard let error = step.response?["error"] else { return [] }
        let method = step.method ?? "request"
        if let path = step.message?["params"]?["path"]?.stringValue,
            let lines = ErrorReport.lines(error: error, file: FileText.resolve(path, against: base))
        {
            return lines
        }
        if step.message?["params"]?["text"] != nil, let lines = ErrorReport.lines(error: error, file: "\(session):\(step.lineNumber) (\(method)'s text)") {
            return lines
        }
        return ["\(session):\(step.lineNumber): error: \(method): \(error["message"]?.stringValue ?? "failed")"]
    }

    /// The last component of a path.
    static func lastComponent(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
