import PopsplitJSON

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What popsplit wrote for each request of a workload, recorded in an untimed pass: for
/// the output floor (`popsplit-floor` writes these very bytes for each request)
/// and for the round trip (how many frames answer each request).
struct BenchRecording {
    /// Per request of the handshake and the timed part, in order: the framed bytes popsplit wrote
    /// for it (its notifications, then its response).
    let replies: [[UInt8]]
    /// Per request, how many frames `replies` holds.
    let frames: [Int]
    /// The error responses' `error` members, as JSON text, in order.
    let errors: [String]

    /// Runs `workload` through `popsplit` once and groups what it wrote by request: a group ends
    /// at each response (a message with an id and no method).
    static func record(_ workload: BenchWorkload, on popsplit: BenchServer) throws(BenchError) -> BenchRecording {
        let served = try BenchRunner.run(workload, on: popsplit, keepBodies: true)
        var replies: [[UInt8]] = []
        var frames: [Int] = []
        var group: [UInt8] = []
        var inGroup = 0
        var errors: [String] = []
        for body in served.bodies {
            group += Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
            inGroup += 1
            guard let message = try? JSONCodec.parse(body) else { throw BenchError("popsplit wrote invalid JSON") }
            if message["method"] == nil, let error = message["error"] { errors.append(JSONCodec.string(error)) }
            if message["method"] == nil, message["id"] != nil {
                replies.append(group)
                frames.append(inGroup)
                group = []
                inGroup = 0
            }
        }
        guard inGroup == 0 else { throw BenchError("popsplit wrote \(inGroup) message(s) after its last response") }
        return BenchRecording(replies: replies, frames: frames, errors: errors)
    }

    /// Writes the recording in `popsplit-floor`'s format (per request: a decimal byte count, a
    /// newline, the bytes) to a new temporary file; returns its path (the caller removes it).
    func writeFile() throws(BenchError) -> String {
        var template = Array("/tmp/popsplit-floor-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
        guard fd >= 0 else { throw BenchError("cannot create a temporary file (errno \(errno))") }
        defer { close(fd) }
        var bytes: [UInt8] = []
        for reply in replies {
            bytes += Array("\(reply.count)\n".utf8)
            bytes += reply
        }
        guard BenchRunner.writeAll(fd, bytes) else { throw BenchError("cannot write the recording (errno \(errno))") }
        return String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Removes the recording file at `path`.
    static func remove(_ path: String) { _ = unlink(path) }

    /// The output floor for this recording: the `popsplit-floor` at `floorPath`, reading `path`.
    static func floorServer(at floorPath: String, recording path: String) -> BenchServer {
        BenchServer(name: "floor", path: floorPath, arguments: [path])
    }
}
