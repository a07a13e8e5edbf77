import PopsplitJSON
import PopsplitPreviewLink

/// The messages the page server writes itself (protocol.md section 13.3): the pictures it draws
/// from the daemon's elements, and the `error`s of its own limits. Everything else comes from
/// the daemon as text.
enum ServerMessages {
    /// `full`: the whole SVG of `version`, sent at `sentAt` (ms since 1970).
    static func full(svg: String, version: Int, sentAt: Double) -> String {
        JSONCodec.string(["type": "full", "layoutVersion": .int(Int64(version)), "svg": .string(svg), "t": .double(sentAt)])
    }

    /// `patch`: the changed elements, the ids gone and the new order, from `baseVersion` to
    /// `version` (as `scene/render`'s `svgPatch`, protocol.md 12.4).
    static func patch(changed: [PictureElement], removed: [String], order: [String], version: Int, baseVersion: Int, sentAt: Double)
        -> String
    {
        JSONCodec.string([
            "type": "patch", "layoutVersion": .int(Int64(version)), "baseVersion": .int(Int64(baseVersion)),
            "changed": .array(changed.map { ["id": .string($0.id), "svg": .string($0.markup)] }),
            "removed": .array(removed.map { .string($0) }), "order": .array(order.map { .string($0) }), "t": .double(sentAt),
        ])
    }

    /// `error`: a message the server could not take.
    static func error(_ message: String) -> String { JSONCodec.string(["type": "error", "message": .string(message)]) }
}
