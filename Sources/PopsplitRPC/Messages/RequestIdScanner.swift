import PopsplitJSON

/// Recovers the `id` of a request whose body jansson refused (an integer beyond 64 bits, `1e400`,
/// a duplicate key in the params, invalid UTF-8 in a string ...), so that its -32700 can carry
/// it and the client does not wait forever (protocol.md, section 4).
///
/// A lexical scan, bounded to the first ``scanLimit`` bytes, of the members of the top-level
/// object: keys and string values are skipped by their quotes and escapes, nested containers by
/// matching brackets (at most ``JSONCodec/maxDepth`` deep), other values as runs of number and
/// literal characters. The scan stops at the end of the object or at the first thing it cannot
/// read. The id is recovered when the members read hold exactly one `id`, a string (escapes
/// decoded) or an integer within 64 bits, and the message is not a response (`result` or
/// `error` without `method`: responses are never answered).
public enum RequestIdScanner {
    /// The bytes looked at, at most (1 MiB).
    public static let scanLimit = 1 << 20

    /// The request id found in `body`, or nil.
    public static func id(in body: [UInt8]) -> RPCId? {
        var scan = TopLevelScan(bytes: body[..<min(body.count, scanLimit)])
        scan.run()
        guard scan.ids.count == 1, let id = scan.ids[0] else { return nil }
        if scan.sawResponseMember, !scan.sawMethod { return nil }
        return id
    }
}
