import PopsplitDocument
import PopsplitJSON
import PopsplitRPC

/// The position encoding a client chooses at `initialize`.
extension PositionEncoding {
    /// The most encodings read from a client's list (a longer list is -32602).
    static let maxListed = 32

    /// Reads `capabilities.general.positionEncodings` from `initialize`'s params: absent or null
    /// is nil (diagnostics keep their plain shape); otherwise the first listed encoding the daemon
    /// supports, else ``utf16`` (LSP: the default every server must support). A value that is not
    /// an array of strings, or lists more than ``maxListed``, is -32602.
    static func read(initializeParams params: JSONValue?) throws(RPCError) -> PositionEncoding? {
        let root = ParamsReader(params)
        guard let capabilities = try root.optionalObject("capabilities"),
            let general = try capabilities.optionalObject("general"),
            let listed = try general.optionalElements("positionEncodings")
        else { return nil }
        guard listed.count <= maxListed else {
            throw RPCError.invalidParams(
                path: general.path(of: "positionEncodings"), expected: "at most \(maxListed) encodings", got: "\(listed.count)")
        }
        var chosen: PositionEncoding?
        for element in listed {
            guard case .string(let name)? = element.value else {
                throw RPCError.invalidParams(path: element.path, expected: "string", got: element.value?.typeName ?? "nothing")
            }
            if chosen == nil { chosen = PositionEncoding(rawValue: name) }
        }
        return chosen ?? .utf16
    }
}
