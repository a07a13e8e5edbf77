import PopsplitJSON
import PopsplitModel
import PopsplitRender

/// The messages the server sends a page (protocol.md section 13.3), as text.
enum PageMessages {
    /// A message's text.
    static func text(_ value: JSONValue) -> String { JSONCodec.string(value) }

    /// `hello`: the scene, its version, its timeline, whether its document is broken, the node
    /// outlined.
    static func hello(scene: String, version: Int, steps: [JSONValue], broken: JSONValue?, highlight: String?) -> String {
        text([
            "type": "hello", "scene": .string(scene), "layoutVersion": .int(Int64(version)), "steps": .array(steps),
            "broken": broken ?? .null, "highlight": highlight.map { .string($0) } ?? .null,
        ])
    }

    /// `scenes`: the open scenes (a page opened without a scene).
    static func scenes(_ ids: [String]) -> String {
        text(["type": "scenes", "scenes": .array(ids.map { .string($0) })])
    }

    /// `full`: the whole SVG of `version`, sent at `sentAt` (ms since 1970).
    static func full(svg: String, version: Int, sentAt: Double) -> String {
        text(["type": "full", "layoutVersion": .int(Int64(version)), "svg": .string(svg), "t": .double(sentAt)])
    }

    /// `patch`: `scene/render`'s `svgPatch` from `baseVersion` to `version`.
    static func patch(_ patch: SVGPatch, version: Int, baseVersion: Int, sentAt: Double) -> String {
        text([
            "type": "patch", "layoutVersion": .int(Int64(version)), "baseVersion": .int(Int64(baseVersion)),
            "changed": .array(patch.changed.map { ["id": .string($0.id), "svg": .string($0.markup)] }),
            "removed": .array(patch.removed.map { .string($0) }), "order": .array(patch.order.map { .string($0) }),
            "t": .double(sentAt),
        ])
    }

    /// `motion`: the picture of `version`, next, animated into place as `animation` (its kind and
    /// duration): the page may play its moments (`scene/render` with `at`, protocol.md 12.5).
    static func motion(_ animation: Animation, version: Int) -> String {
        text([
            "type": "motion", "layoutVersion": .int(Int64(version)), "kind": .string(animation.kind.rawValue),
            "duration": .double(animation.duration),
        ])
    }

    /// `step`: a new step of the timeline.
    static func step(_ step: TimelineStep, number: Int) -> String {
        text(["type": "step", "step": stepJSON(step, number: number)])
    }

    /// A step as the page lists it.
    static func stepJSON(_ step: TimelineStep, number: Int) -> JSONValue {
        [
            "number": .int(Int64(number)), "method": .string(step.method), "summary": .string(step.summary),
            "events": .array(step.events.map { .string($0) }), "layoutVersion": .int(Int64(step.layoutVersion)),
            "source": .string(step.source.rawValue),
        ]
    }

    /// `stepPicture`: the picture after step `number` (read-only).
    static func stepPicture(number: Int, svg: String) -> String {
        text(["type": "stepPicture", "number": .int(Int64(number)), "svg": .string(svg)])
    }

    /// `rotated`: the picture the scene would show after rotating (a copy; nothing changed).
    static func rotated(orientation: String, svg: String?, refusedBy: String?) -> String {
        text([
            "type": "rotated", "orientation": .string(orientation), "svg": svg.map { .string($0) } ?? .null,
            "refusedBy": refusedBy.map { .string($0) } ?? .null,
        ])
    }

    /// `result`: the answer to a page's `call`.
    static func result(id: JSONValue, outcome: Result<JSONValue, RPCErrorJSON>) -> String {
        switch outcome {
        case .success(let result): return text(["type": "result", "id": id, "result": result])
        case .failure(let error): return text(["type": "result", "id": id, "error": error.json])
        }
    }

    /// `error`: a message the server could not take.
    static func error(_ message: String) -> String { text(["type": "error", "message": .string(message)]) }

    /// `broken`: the document has errors (the last good picture stays).
    static func broken(_ error: JSONValue) -> String { text(["type": "broken", "error": error]) }

    /// `fixed`: the document is good again.
    static let fixed = text(["type": "fixed"])

    /// `closed`: the scene was closed.
    static let closed = text(["type": "closed"])

    /// `highlight`: outline a node (null: none).
    static func highlight(_ node: String?) -> String {
        text(["type": "highlight", "node": node.map { .string($0) } ?? .null])
    }
}
