/// Writes compact JSON piece by piece straight into bytes, without a ``JSONValue`` tree: the
/// encoders of the common messages (layouts, events, results) open containers, name members and
/// write scalars in order, and get the bytes ``JSONWriter`` would write for the equivalent tree
/// (same escaping, same numbers; the tests compare the two).
///
/// Separators are written for the caller: a member or element after another is preceded by a
/// comma. The caller pairs every open with its close and writes a value after every key.
/// Containers opened here are not cut at ``JSONCodec/maxDepth`` (the encoders nest a few
/// levels); a tree written with ``value(_:)`` is, counting the containers open around it.
public struct JSONOutput: ~Copyable {
    /// The bytes written.
    var buffer: JSONByteBuffer
    /// Whether the next member or element needs a comma before it.
    private var separate = false
    /// The containers open.
    private var depth = 0

    /// An empty output with room for `capacity` bytes (it grows as needed).
    public init(capacity: Int = 256) {
        buffer = JSONByteBuffer(capacity: capacity)
    }

    /// Writes the comma that separates this value from the one before, if any.
    private mutating func beginValue() {
        if separate { buffer.append(UInt8(ascii: ",")) }
        separate = true
    }

    // MARK: Containers

    /// Writes `{`.
    public mutating func openObject() { open(UInt8(ascii: "{")) }

    /// Writes `}`.
    public mutating func closeObject() { close(UInt8(ascii: "}")) }

    /// Writes `[`.
    public mutating func openArray() { open(UInt8(ascii: "[")) }

    /// Writes `]`.
    public mutating func closeArray() { close(UInt8(ascii: "]")) }

    /// Opens a container with `bracket` (after a comma when a value came before at this level).
    private mutating func open(_ bracket: UInt8) {
        beginValue()
        buffer.append(bracket)
        separate = false
        depth += 1
    }

    /// Closes a container with `bracket`.
    private mutating func close(_ bracket: UInt8) {
        buffer.append(bracket)
        separate = true
        depth -= 1
    }

    /// Writes a member's name given as a literal and `:`; its value comes next. The literal is
    /// copied as it is, not escaped: it must be a plain name (letters and digits, as every
    /// member name of the protocol is). A name from elsewhere goes through the `String` overload.
    public mutating func key(_ name: StaticString) {
        buffer.appendKey(name, afterComma: separate)
        separate = false
    }

    /// Writes a member's name that needs no escaping (letters and digits: the raw value of a
    /// protocol name's enum case), copied as it is, and `:`. A name with a character to escape
    /// is escaped (checked, so a wrong caller writes valid JSON, only slower).
    public mutating func key(plain name: String) {
        let copied: Void? = name.utf8.withContiguousStorageIfAvailable { utf8 in
            guard let start = utf8.baseAddress, !JSONCodec.needsEscape(utf8) else { return key(escaping: name) }
            buffer.appendKey(start, length: utf8.count, afterComma: separate)
            separate = false
        }
        if copied == nil { key(escaping: name) }
    }

    /// Writes a member's name from elsewhere (an id, a field's name), quoted and escaped, and
    /// `:`; its value comes next. Its own label, so that a literal always takes the unescaped
    /// ``key(_:)`` (a literal matches `String` before `StaticString`).
    public mutating func key(escaping name: String) {
        beginValue()
        JSONWriter.writeString(name, into: &buffer)
        buffer.append(UInt8(ascii: ":"))
        separate = false
    }

    // MARK: Values

    /// Writes a string, quoted and escaped.
    public mutating func string(_ text: String) {
        beginValue()
        JSONWriter.writeString(text, into: &buffer)
    }

    /// Writes an integer.
    public mutating func int(_ integer: Int64) {
        beginValue()
        JSONWriter.writeInteger(integer, into: &buffer)
    }

    /// Writes an integer.
    public mutating func int(_ integer: Int) {
        int(Int64(integer))
    }

    /// Writes a real as ``JSONValue/double(_:)`` is written (integral values as integers,
    /// non-finite ones as `null`).
    public mutating func real(_ real: Double) {
        beginValue()
        JSONWriter.writeReal(real, into: &buffer)
    }

    /// Writes `true` or `false`.
    public mutating func bool(_ flag: Bool) {
        beginValue()
        buffer.append(flag ? "true" : "false")
    }

    /// Writes `null`.
    public mutating func null() {
        beginValue()
        buffer.append("null")
    }

    /// Writes a string, or `null` when there is none.
    public mutating func string(orNull text: String?) {
        guard let text else { return null() }
        string(text)
    }

    /// Writes a tree as ``JSONCodec/serialize(_:)`` does.
    public mutating func value(_ value: JSONValue) {
        beginValue()
        JSONWriter.write(value, depth: depth, into: &buffer)
    }

    /// Writes JSON already encoded, as it is.
    public mutating func text(_ text: JSONText) {
        beginValue()
        text.bytes.withUnsafeBufferPointer { buffer.append($0) }
    }

    /// Writes a payload: its tree or its text.
    public mutating func payload(_ payload: JSONPayload) {
        switch payload {
        case .value(let tree): value(tree)
        case .text(let text): self.text(text)
        }
    }

    // MARK: Kept values

    /// The bytes written so far.
    public var byteCount: Int { buffer.count }

    /// Writes a value already encoded (bytes written earlier, between separators), as it is.
    public mutating func encoded(_ bytes: UnsafeBufferPointer<UInt8>) {
        beginValue()
        buffer.append(bytes)
    }

    /// Appends the bytes written in `range` (offsets of ``byteCount``) to `array`.
    public func copy(_ range: Range<Int>, to array: inout [UInt8]) {
        buffer.copy(range, to: &array)
    }

    // MARK: Results

    /// Appends the bytes written to `array`.
    public func copy(to array: inout [UInt8]) {
        buffer.copy(to: &array)
    }

    /// The bytes written, as one encoded value.
    public consuming func finish() -> JSONText {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(buffer.count)
        buffer.copy(to: &bytes)
        return JSONText(encoded: bytes)
    }
}
