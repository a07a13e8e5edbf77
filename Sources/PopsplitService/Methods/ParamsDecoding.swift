import PopsplitJSON
import PopsplitModel
import PopsplitRPC

/// Params every area of methods reads the same way: `animated`, arrays of ids, points.
enum ParamsDecoding {
    /// `animated`, default true.
    static func animated(_ p: ParamsReader) throws(RPCError) -> Bool {
        try p.optionalBool("animated") ?? true
    }

    /// A required array of strings.
    static func strings(_ p: ParamsReader, _ key: String) throws(RPCError) -> [String] {
        try p.elements(key).map { element throws(RPCError) -> String in
            guard let text = element.value?.stringValue else {
                throw RPCError.invalidParams(path: element.path, expected: "string", got: element.value?.typeName ?? "nothing")
            }
            return text
        }
    }

    /// A required point `[x, y]` of numbers within ±100000 pt (``GeometryLimits``, as every
    /// coordinate), in window coordinates.
    static func point(_ p: ParamsReader, _ key: String) throws(RPCError) -> Point {
        let found = try p.array(key)
        let expected = "array of 2 numbers [x, y] (each from -100000 to 100000)"
        guard found.count == 2, let x = found[0].doubleValue, let y = found[1].doubleValue else {
            let got = found.count == 2 ? "[\(found[0].typeName), \(found[1].typeName)]" : "array of \(found.count)"
            throw RPCError.invalidParams(path: p.path(of: key), expected: expected, got: got)
        }
        guard GeometryLimits.accepts(x), GeometryLimits.accepts(y) else {
            throw RPCError.invalidParams(path: p.path(of: key), expected: expected, got: "[\(JSONNumberText.text(x)), \(JSONNumberText.text(y))]")
        }
        return Point(x: x, y: y)
    }

    /// Where a touch lands: `point` (window coordinates), or `node` (a layout node's id, at its
    /// centre) with an optional `offset` `[dx, dy]` from the node's top-left corner; exactly one
    /// of `point` and `node`, `offset` only with `node`.
    static func touchTarget(_ p: ParamsReader, pointKey: String = "point") throws(RPCError) -> TouchTarget {
        let node = try p.optionalString("node")
        let hasPoint = try p.member(pointKey).map { !$0.isNull } ?? false
        let hasOffset = try p.member("offset").map { !$0.isNull } ?? false
        switch (node, hasPoint) {
        case (nil, true):
            if hasOffset { throw RPCError.invalidParams(path: p.path(of: "offset"), expected: "no offset without node", got: "an offset") }
            return .point(try point(p, pointKey))
        case (let id?, false):
            return .node(id, offset: hasOffset ? try point(p, "offset") : nil)
        case (_?, true):
            throw RPCError.invalidParams(path: p.path(of: "node"), expected: "either \(pointKey) or node, not both", got: "both")
        case (nil, false):
            throw RPCError.invalidParams(path: p.path(of: pointKey), expected: "a point [x, y], or node (a layout node's id)", got: "nothing")
        }
    }
}
