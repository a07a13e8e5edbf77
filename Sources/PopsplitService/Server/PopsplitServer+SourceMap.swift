import PopsplitDocument
import PopsplitJSON
import PopsplitModel
import PopsplitRPC

extension PopsplitServer {
    /// `scene/locate`: where the scene's document declares a node (an editor's jump
    /// from the preview to the source). A piece of chrome no document declares (`nav.back`,
    /// `statusBar`) is located at the closest node it sits in that the document declares.
    /// Result: `{"scene", "node", "declared", "range"}`.
    func locateNode(_ params: ParamsReader) throws(RPCError) -> HandlerOutcome {
        let id = try params.string("scene")
        let node = try params.string("node")
        // An id is echoed in the error: a bounded one (as preview/highlight bounds it).
        guard node.utf8.count <= Self.maximumNodeIdBytes else {
            throw RPCError.invalidParams(path: "params.node", expected: "a string of at most \(Self.maximumNodeIdBytes) bytes", got: "\(node.utf8.count) bytes")
        }
        let map = try sourceMap(id, params: params)
        guard let (declared, declaration) = declaration(of: node, in: map, layout: try entry(id).lastLayout) else {
            throw RPCError(
                code: ServiceErrorCode.unknownId, message: "no node \"\(node)\" is declared in the document of scene \"\(id)\"",
                data: ["id": .string(node)])
        }
        return .result([
            "scene": .string(id), "node": .string(node), "declared": .string(declared),
            "range": map.range(of: declaration, encoding: positionEncoding ?? .utf16).json,
        ])
    }

    /// `scene/nodeAt`: the node whose declaration holds a position of the document (the innermost
    /// object with an `"id"`; an editor's cursor to the preview). Result: `{"scene", "node",
    /// "range"}`, both `null` when no declaration holds the position.
    func nodeAtPosition(_ params: ParamsReader) throws(RPCError) -> HandlerOutcome {
        let id = try params.string("scene")
        let position = try params.object("position")
        let point = SourcePoint(
            line: try position.boundedInt("line", in: 0...Self.maxPosition),
            character: try position.boundedInt("character", in: 0...Self.maxPosition))
        let map = try sourceMap(id, params: params)
        let encoding = positionEncoding ?? .utf16
        let offset = map.lines.byteOffset(of: point, encoding: encoding)
        guard let declaration = map.innermost(at: offset) else {
            return .result(["scene": .string(id), "node": .null, "range": .null])
        }
        return .result([
            "scene": .string(id), "node": .string(declaration.id), "range": map.range(of: declaration, encoding: encoding).json,
        ])
    }

    /// The largest line or character a position may name (a document has at most 64 MiB).
    static let maxPosition = 1 << 30

    /// The source map of scene `id`: the one kept since the last load, else built now from the
    /// document's text and kept. -32013 when the scene's document came as a value (no text).
    func sourceMap(_ id: String, params: ParamsReader) throws(RPCError) -> DocumentSourceMap {
        let entry = try entry(id)
        if let map = entry.sourceMap { return map }
        guard let text = entry.documentText else {
            throw RPCError(
                code: ServiceErrorCode.invalidState,
                message: "scene \"\(id)\" was loaded from a document value, not text: it has no source to map", data: ["id": .string(id)])
        }
        let map = DocumentSourceMap(text: text)
        state.scenes[id]?.sourceMap = map
        return map
    }

    /// The declaration of `node`, or of the closest node it sits in that is declared (walking
    /// the layout's parents, at most once per node), with the id declared.
    func declaration(of node: String, in map: DocumentSourceMap, layout: SceneLayout) -> (String, SourceDeclaration)? {
        if let found = map.declaration(of: node) { return (node, found) }
        var parents: [String: String] = [:]
        for laid in layout.nodes { if let parent = laid.parent { parents[laid.id] = parent } }
        var current = node
        for _ in 0..<layout.nodes.count {
            guard let parent = parents[current] else { return nil }
            if let found = map.declaration(of: parent) { return (parent, found) }
            current = parent
        }
        return nil
    }
}
