#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads frames from one end of the page server's pipe with blocking reads, on the thread that
/// calls ``run(descriptor:maximumFrameBytes:handle:)``, until the other end closes it.
public enum LinkReader {
    /// How reading ended.
    public enum End: Equatable, Sendable {
        /// The other end closed the pipe (its process exited or stopped the link).
        case endOfInput
        /// read(2) failed with this errno.
        case readFailed(Int32)
        /// The bytes were not frames.
        case badFrame(LinkDecodingError)
        /// The handler asked to stop.
        case stopped
    }

    /// Hands every frame `decoder` holds, then every frame read from `descriptor`, to `handle`
    /// (which returns false to stop), in order; returns how reading ended. A frame longer than
    /// the decoder's bound ends it.
    public static func run(descriptor: Int32, decoder: inout LinkDecoder, handle: (LinkFrame) -> Bool) -> End {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        do {
            while let frame = try decoder.next() {
                guard handle(frame) else { return .stopped }
            }
        } catch {
            return .badFrame(error)
        }
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .readFailed(errno)
            }
            if count == 0 { return .endOfInput }
            decoder.feed(chunk[0..<count])
            do {
                while let frame = try decoder.next() {
                    guard handle(frame) else { return .stopped }
                }
            } catch {
                return .badFrame(error)
            }
        }
    }
}
