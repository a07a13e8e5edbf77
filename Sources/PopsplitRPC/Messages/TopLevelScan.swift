import PopsplitJSON

/// The lexical walk of ``RequestIdScanner`` over the members of a top-level JSON object
/// (internal): what it found, and a cursor.
struct TopLevelScan {
    /// The bytes scanned (already bounded).
    let bytes: ArraySlice<UInt8>
    /// The next byte to read.
    var index: Int
    /// Every `id` member read, in order: its id, or nil when it is not a usable request id.
    var ids: [RPCId?] = []
    /// Whether a `method` member was read.
    var sawMethod = false
    /// Whether a `result` or `error` member was read.
    var sawResponseMember = false

    /// A scan of `bytes` from their start.
    init(bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        index = bytes.startIndex
    }

    /// Reads members until the object ends or something cannot be read.
    mutating func run() {
        skipBlanks()
        guard take(UInt8(ascii: "{")) else { return }
        while true {
            skipBlanks()
            let keyStart = index
            guard skipString() else { return }
            let key = bytes[keyStart..<index]
            skipBlanks()
            guard take(UInt8(ascii: ":")) else { return }
            skipBlanks()
            let valueStart = index
            guard skipValue() else { return }
            record(key: key, value: bytes[valueStart..<index])
            skipBlanks()
            guard take(UInt8(ascii: ",")) else { return }
        }
    }

    /// Notes what a member tells: an `id`, a `method`, a `result` or `error`.
    private mutating func record(key: ArraySlice<UInt8>, value: ArraySlice<UInt8>) {
        guard case .string(let name)? = try? JSONCodec.parse(key) else { return }
        switch name {
        case "id":
            ids.append((try? JSONCodec.parse(value)).flatMap(RPCId.init))
        case "method":
            sawMethod = true
        case "result", "error":
            sawResponseMember = true
        default:
            break
        }
    }

    // MARK: Tokens (``JSONScanner``)

    /// Skips JSON whitespace.
    private mutating func skipBlanks() {
        index = JSONScanner.skipWhitespace(bytes, from: index)
    }

    /// Consumes `byte` when it comes next.
    private mutating func take(_ byte: UInt8) -> Bool {
        guard index < bytes.endIndex, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// Skips a string, quotes included; false when there is none or it does not end.
    private mutating func skipString() -> Bool {
        guard let end = JSONScanner.skipString(bytes, at: index) else { return false }
        index = end
        return true
    }

    /// Skips one value: a string, a container (brackets matched), or a run of number and
    /// literal characters.
    private mutating func skipValue() -> Bool {
        guard let end = JSONScanner.skipValue(bytes, at: index) else { return false }
        index = end
        return true
    }
}
