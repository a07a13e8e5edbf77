/// Cuts the bytes read from the page server's pipe into ``LinkFrame``s (``LinkEncoder``'s
/// layout). Bounded: a frame longer than ``maximumFrameBytes`` is refused from its length alone,
/// before its bytes are kept, so the buffer never holds more than one frame and one read.
public struct LinkDecoder: Sendable {
    /// The longest frame accepted, in bytes after the length.
    public let maximumFrameBytes: Int
    /// The bytes read and not yet cut.
    var buffer: [UInt8] = []
    /// Where the next frame starts in `buffer`.
    var start = 0

    /// A decoder accepting frames of up to `maximumFrameBytes`.
    public init(maximumFrameBytes: Int) {
        self.maximumFrameBytes = max(1, maximumFrameBytes)
    }

    /// Adds bytes read from the pipe.
    public mutating func feed<Bytes: Collection<UInt8>>(_ bytes: Bytes) {
        if start > 0, start == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            start = 0
        } else if start > 64 * 1024, start > buffer.count / 2 {
            buffer.removeSubrange(0..<start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// The next whole frame, nil when it has not all arrived; throws when the bytes are not a
    /// frame (the pipe is then given up).
    public mutating func next() throws(LinkDecodingError) -> LinkFrame? {
        guard buffer.count - start >= 4 else { return nil }
        var length = 0
        for offset in 0..<4 { length = length << 8 | Int(buffer[start + offset]) }
        guard length <= maximumFrameBytes else { throw .frameTooLarge(length) }
        guard length >= 1 else { throw .malformed(kind: 0) }
        guard buffer.count - start - 4 >= length else { return nil }
        let body = buffer[(start + 4)..<(start + 4 + length)]
        start += 4 + length
        return try Self.frame(body)
    }

    /// The frame whose kind and fields are `body`.
    static func frame(_ body: ArraySlice<UInt8>) throws(LinkDecodingError) -> LinkFrame {
        let raw = body[body.startIndex]
        guard let kind = LinkFrameKind(rawValue: raw) else { throw .unknownKind(raw) }
        var fields = FieldReader(body.dropFirst())
        let frame: LinkFrame?
        switch kind {
        case .start:
            if let host = fields.text(), let port = fields.integer(), let token = fields.text() {
                frame = .start(host: host, port: port, token: token)
            } else {
                frame = nil
            }
        case .send: frame = fields.integer().flatMap { page in fields.text().map { .send(page: page, text: $0) } }
        case .picture: frame = picture(&fields).map { .picture($0) }
        case .close: frame = fields.integer().map { .close(page: $0) }
        case .stop: frame = .stop
        case .allowOrigin: frame = fields.text().map { .allowOrigin($0) }
        case .ready: frame = fields.integer().map { .ready(port: $0) }
        case .failed: frame = fields.text().map { .failed(message: $0) }
        case .opened: frame = fields.integer().flatMap { page in fields.optionalText().map { .opened(page: page, scene: $0) } }
        case .message: frame = fields.integer().flatMap { page in fields.text().map { .message(page: page, text: $0) } }
        case .closed: frame = fields.integer().map { .closed(page: $0) }
        }
        guard let frame, fields.isAtEnd else { throw .malformed(kind: raw) }
        return frame
    }

    /// A picture's fields.
    static func picture(_ fields: inout FieldReader) -> PagePicture? {
        guard let page = fields.integer(), let version = fields.integer(), let base = fields.integer(),
            let sentAt = fields.integer(), let head = fields.text(), let tail = fields.text(), let changedCount = fields.count(),
            changedCount <= (fields.bytes.endIndex - fields.index) / 8
        else { return nil }
        var changed: [PictureElement] = []
        changed.reserveCapacity(changedCount)
        for _ in 0..<changedCount {
            guard let id = fields.text(), let markup = fields.text() else { return nil }
            changed.append(PictureElement(id: id, markup: markup))
        }
        guard let removed = fields.texts(), let hasOrder = fields.byte() else { return nil }
        var order: [String]?
        switch hasOrder {
        case 0: order = nil
        case 1:
            guard let ids = fields.texts() else { return nil }
            order = ids
        default: return nil
        }
        return PagePicture(
            page: page, version: version, baseVersion: base < 0 ? nil : base,
            sentAt: Double(bitPattern: UInt64(bitPattern: Int64(sentAt))), head: head, tail: tail,
            elements: PictureDelta(changed: changed, removed: removed, order: order))
    }
}
