import PopsplitJSON
import PopsplitRPC

/// How a client counts the characters of a line (LSP's `PositionEncodingKind`), chosen at
/// `initialize` from `capabilities.general.positionEncodings`: the `character` of an
/// LSP position counts UTF-8 bytes, UTF-16 code units (LSP's default) or Unicode scalars.
public enum PositionEncoding: String, CaseIterable, Sendable {
    /// UTF-8 code units (bytes).
    case utf8 = "utf-8"
    /// UTF-16 code units: a character beyond U+FFFF counts two (LSP's default).
    case utf16 = "utf-16"
    /// Unicode scalar values (code points).
    case utf32 = "utf-32"

    /// The most encodings read from a client's list (a longer list is -32602).
    static let maxListed = 32

    /// How many units `scalar` takes in this encoding.
    func units(of scalar: Unicode.Scalar) -> Int {
        switch self {
        case .utf8: return UTF8.width(scalar)
        case .utf16: return UTF16.width(scalar)
        case .utf32: return 1
        }
    }

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
