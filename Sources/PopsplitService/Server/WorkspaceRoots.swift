import PopsplitJSON
import PopsplitRPC

/// The workspace roots a client names at `initialize`, as language servers read them (LSP's
/// `rootUri`, `rootPath` and `workspaceFolders`): the directories whose files `scene/open` and
/// `scene/reload` may read by `path` (protocol.md, section 3).
public enum WorkspaceRoots {
    /// The most workspace folders a client may name.
    public static let maxFolders = 100
    /// The longest URI or path taken, in bytes (Linux's `PATH_MAX`).
    public static let maxLength = 4096

    /// The roots `initialize`'s params name, in order, each once: every `workspaceFolders[i].uri`,
    /// then `rootUri`, else (without `rootUri`) `rootPath`. Absent or `null` members name none.
    /// A URI must be a `file:` URI; a wrong type, another scheme, an empty or over-long value, or
    /// more than ``maxFolders`` folders is -32602 naming the member.
    public static func read(initializeParams params: JSONValue?) throws(RPCError) -> [String] {
        let root = ParamsReader(params)
        var roots: [String] = []
        if let folders = try root.optionalElements("workspaceFolders") {
            guard folders.count <= maxFolders else {
                throw RPCError.invalidParams(
                    path: root.path(of: "workspaceFolders"), expected: "at most \(maxFolders) workspace folders",
                    got: "\(folders.count)")
            }
            for folder in folders {
                try folder.requireObject()
                roots.append(try path(fromFileURI: try folder.string("uri"), at: folder.path(of: "uri")))
            }
        }
        if let uri = try root.optionalString("rootUri") {
            roots.append(try path(fromFileURI: uri, at: root.path(of: "rootUri")))
        } else if let path = try root.optionalString("rootPath") {
            try checkLength(path, at: root.path(of: "rootPath"))
            roots.append(path)
        }
        var seen: Set<String> = []
        return roots.filter { seen.insert($0).inserted }
    }

    /// The local path a `file:` URI names (`file:///home/me/app` and `file://localhost/home/me/app`
    /// are `/home/me/app`; `%20` is a space; a `?query` or `#fragment` is not part of it), or
    /// -32602 at `path`.
    public static func path(fromFileURI uri: String, at path: String) throws(RPCError) -> String {
        try checkLength(uri, at: path)
        let quoted = JSONCodec.string(.string(uri))
        var rest = Substring(uri)
        guard rest.lowercased().hasPrefix("file://") else {
            throw RPCError.invalidParams(path: path, expected: "a file: URI (file:///path)", got: quoted)
        }
        rest = rest.dropFirst("file://".count)
        // A URI's path ends at its query or fragment (RFC 3986): neither is part of the root.
        // An escaped `%3F` or `%23` is a character of the path.
        if let end = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<end] }
        if rest.lowercased().hasPrefix("localhost/") { rest = rest.dropFirst("localhost".count) }
        guard rest.hasPrefix("/"), let decoded = percentDecoded(rest), !decoded.utf8.contains(0) else {
            throw RPCError.invalidParams(path: path, expected: "a file: URI with an absolute local path in UTF-8 (file:///path)", got: quoted)
        }
        return decoded
    }

    /// `text` with its `%XX` escapes decoded as UTF-8, or `nil` when an escape is malformed or
    /// the bytes are not UTF-8 (`%FF` was repaired to U+FFFD, naming another directory).
    static func percentDecoded(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        var utf8 = Array(text.utf8)[...]
        while let byte = utf8.popFirst() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard utf8.count >= 2, let high = hexValue(utf8[utf8.startIndex]), let low = hexValue(utf8[utf8.startIndex + 1]) else {
                return nil
            }
            bytes.append(high << 4 | low)
            utf8 = utf8.dropFirst(2)
        }
        let text = String(decoding: bytes, as: UTF8.self)
        return Array(text.utf8) == bytes ? text : nil
    }

    /// The value of a hexadecimal digit.
    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// Fails unless `text` is 1 to ``maxLength`` bytes.
    static func checkLength(_ text: String, at path: String) throws(RPCError) {
        let count = text.utf8.count
        guard count >= 1, count <= maxLength else {
            throw RPCError.invalidParams(path: path, expected: "a path or URI of 1 to \(maxLength) bytes", got: "\(count) bytes")
        }
    }
}
