/// Writes ``LinkFrame``s as bytes: a frame is its length (4 bytes, big-endian, counting what
/// follows), its kind (1 byte, ``LinkFrameKind``) and its fields in order: integers as 8 bytes
/// (big-endian, two's complement), a fraction as the 8 bytes of its IEEE 754 double, text as its
/// UTF-8 length (4 bytes) and bytes, optional text and optional lists behind a byte (0: none,
/// 1: present), lists as their count (4 bytes) and items. Pure.
public enum LinkEncoder {
    /// The bytes of `frame`.
    public static func encode(_ frame: LinkFrame) -> [UInt8] {
        var out: [UInt8] = [0, 0, 0, 0]
        switch frame {
        case .start(let host, let port, let token):
            out.append(LinkFrameKind.start.rawValue)
            text(host, into: &out)
            integer(port, into: &out)
            text(token, into: &out)
        case .send(let page, let message):
            out.append(LinkFrameKind.send.rawValue)
            integer(page, into: &out)
            text(message, into: &out)
        case .picture(let picture):
            out.append(LinkFrameKind.picture.rawValue)
            encode(picture, into: &out)
        case .close(let page):
            out.append(LinkFrameKind.close.rawValue)
            integer(page, into: &out)
        case .stop:
            out.append(LinkFrameKind.stop.rawValue)
        case .allowOrigin(let origin):
            out.append(LinkFrameKind.allowOrigin.rawValue)
            text(origin, into: &out)
        case .ready(let port):
            out.append(LinkFrameKind.ready.rawValue)
            integer(port, into: &out)
        case .failed(let message):
            out.append(LinkFrameKind.failed.rawValue)
            text(message, into: &out)
        case .opened(let page, let scene):
            out.append(LinkFrameKind.opened.rawValue)
            integer(page, into: &out)
            optionalText(scene, into: &out)
        case .message(let page, let message):
            out.append(LinkFrameKind.message.rawValue)
            integer(page, into: &out)
            text(message, into: &out)
        case .closed(let page):
            out.append(LinkFrameKind.closed.rawValue)
            integer(page, into: &out)
        }
        let length = UInt32(truncatingIfNeeded: out.count - 4)
        for index in 0..<4 { out[index] = UInt8(truncatingIfNeeded: length >> (24 - 8 * UInt32(index))) }
        return out
    }

    /// A picture's fields.
    static func encode(_ picture: PagePicture, into out: inout [UInt8]) {
        integer(picture.page, into: &out)
        integer(picture.version, into: &out)
        integer(picture.baseVersion ?? -1, into: &out)
        integer(Int(truncatingIfNeeded: Int64(bitPattern: picture.sentAt.bitPattern)), into: &out)
        text(picture.head, into: &out)
        text(picture.tail, into: &out)
        count(picture.elements.changed.count, into: &out)
        for element in picture.elements.changed {
            text(element.id, into: &out)
            text(element.markup, into: &out)
        }
        count(picture.elements.removed.count, into: &out)
        for id in picture.elements.removed { text(id, into: &out) }
        if let order = picture.elements.order {
            out.append(1)
            count(order.count, into: &out)
            for id in order { text(id, into: &out) }
        } else {
            out.append(0)
        }
    }

    /// An integer: 8 bytes, big-endian.
    static func integer(_ value: Int, into out: inout [UInt8]) {
        let bits = UInt64(bitPattern: Int64(value))
        for shift in stride(from: 56, through: 0, by: -8) { out.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift))) }
    }

    /// A count or length: 4 bytes, big-endian.
    static func count(_ value: Int, into out: inout [UInt8]) {
        let bits = UInt32(truncatingIfNeeded: value)
        for shift in stride(from: 24, through: 0, by: -8) { out.append(UInt8(truncatingIfNeeded: bits >> UInt32(shift))) }
    }

    /// Text: its UTF-8 length and bytes.
    static func text(_ value: String, into out: inout [UInt8]) {
        count(value.utf8.count, into: &out)
        out.append(contentsOf: value.utf8)
    }

    /// Optional text: a byte saying whether it is there, then the text.
    static func optionalText(_ value: String?, into out: inout [UInt8]) {
        guard let value else {
            out.append(0)
            return
        }
        out.append(1)
        text(value, into: &out)
    }
}
