import PopsplitDocument
import PopsplitRPC

/// LSP's shapes in params.
extension ParamsReader {
    /// The largest line or character a position may name (documents are bounded far below).
    static let maxPosition = 1 << 30

    /// This value as LSP's `Position` (`{"line", "character"}`, each 0 to 2^30).
    func point() throws(RPCError) -> SourcePoint {
        SourcePoint(
            line: try boundedInt("line", in: 0...Self.maxPosition), character: try boundedInt("character", in: 0...Self.maxPosition))
    }

    /// `textDocument.uri`.
    func documentURI() throws(RPCError) -> String {
        try object("textDocument").string("uri")
    }
}
