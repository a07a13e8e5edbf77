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

    // MARK: Tokens

    /// Skips JSON whitespace.
    private mutating func skipBlanks() {
        while index < bytes.endIndex, FrameDecoder.isWhitespace(bytes[index]) { index += 1 }
    }

    /// Consumes `byte` when it comes next.
    private mutating func take(_ byte: UInt8) -> Bool {
        guard index < bytes.endIndex, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// Skips a string, quotes included; false when there is none or it does not end.
    private mutating func skipString() -> Bool {
        guard take(UInt8(ascii: "\"")) else { return false }
        while index < bytes.endIndex {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                index += 1
                return true
            case UInt8(ascii: "\\"):
                index += 2
            default:
                index += 1
            }
        }
        return false
    }

    /// Skips one value: a string, a container (brackets matched), or a run of number and
    /// literal characters.
    private mutating func skipValue() -> Bool {
        guard index < bytes.endIndex else { return false }
        switch bytes[index] {
        case UInt8(ascii: "\""):
            return skipString()
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            return skipContainer()
        default:
            let start = index
            while index < bytes.endIndex, TopLevelScan.isScalarByte(bytes[index]) { index += 1 }
            return index > start
        }
    }

    /// Skips an object or array, its brackets matched, at most ``JSONCodec/maxDepth`` deep.
    private mutating func skipContainer() -> Bool {
        var closers: [UInt8] = []
        while index < bytes.endIndex {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                guard skipString() else { return false }
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                guard closers.count < JSONCodec.maxDepth else { return false }
                closers.append(byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]"))
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                guard closers.last == byte else { return false }
                closers.removeLast()
                if closers.isEmpty {
                    index += 1
                    return true
                }
            default:
                break
            }
            index += 1
        }
        return false
    }

    /// Whether a byte may be part of a number or a literal (`-1.5e+3`, `true`, `null`).
    private static func isScalarByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
            return true
        default:
            return false
        }
    }
}
