import PopsplitJSON
import PopsplitRPC

/// The most bytes a scene document may have, as the client asks at `initialize`
/// (`capabilities.popsplit.maxDocumentBytes`, protocol.md, section 3).
public enum MaxDocumentBytes {
    /// Reads `params.capabilities.popsplit.maxDocumentBytes`: absent or `null` is `cap` (the
    /// daemon's own limit, `popsplit serve --max-document-bytes`); an integer from 1 to `cap` is
    /// taken; anything else is -32602 naming the member.
    public static func read(initializeParams params: JSONValue?, cap: Int) throws(RPCError) -> Int {
        let root = ParamsReader(params)
        guard let capabilities = try root.optionalObject("capabilities"),
            let popsplit = try capabilities.optionalObject("popsplit"),
            let value = try popsplit.member("maxDocumentBytes"), !value.isNull
        else { return cap }
        let path = popsplit.path(of: "maxDocumentBytes")
        guard let number = value.intValue, number >= 1, number <= Int64(cap) else {
            let got = value.intValue.map { String($0) } ?? (value.doubleValue.map { "\($0)" } ?? value.typeName)
            throw RPCError.invalidParams(path: path, expected: "integer from 1 to \(cap)", got: got)
        }
        return Int(number)
    }
}
