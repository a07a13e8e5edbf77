import FuzzSupport
import PopsplitRPC

/// Fuzz target (a): the frame decoder on any bytes.
///
/// Each input is decoded twice per decoder configuration, once fed whole and once in the chunks of
/// its ``ChunkPlan`` (down to single bytes), each followed by `finish()`. Checked:
/// - the events are the same however the bytes arrive (the decoder is incremental);
/// - no message body exceeds the body cap, and in newline mode none holds a newline;
/// - the messages together are never longer than the input.
/// Configurations: detection with the default caps, and a framing (detected, Content-Length or
/// newline, chosen from the input's hash) with small caps, so that the cap paths are reached.
///
/// Strict: the events must be equal, errors included (the decoder reports each problem at the
/// same place and with the same text however the bytes arrive; protocol.md section 2).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFrames(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: start, count: count)
    let plan = ChunkPlan(bytes)
    let forced: [FramingMode?] = [nil, .contentLength, .newline]
    let small = FrameDecoder(
        mode: forced[Int(plan.hash % 3)], maxHeaderBytes: 16 + Int((plan.hash >> 8) % 128),
        maxBodyBytes: 1 + Int((plan.hash >> 16) % 256))
    for decoder in [FrameDecoder(), small] {
        var whole = decoder
        let once = whole.feed(bytes) + whole.finish()
        var chunked = decoder
        var pieces: [FrameEvent] = []
        for chunk in plan.chunks(of: bytes) {
            pieces += chunked.feed(chunk)
        }
        pieces += chunked.finish()
        FuzzCheck.require(once == pieces, "fed whole: \(once)\nin chunks \(plan.sizes): \(pieces)")
        FuzzCheck.require(whole.mode == chunked.mode, "modes differ: \(String(describing: whole.mode)) vs \(String(describing: chunked.mode))")
        var total = 0
        for case .message(let body) in once {
            total += body.count
            FuzzCheck.require(body.count <= decoder.maxBodyBytes, "a body of \(body.count) bytes passed the cap \(decoder.maxBodyBytes)")
            if whole.mode == .newline {
                FuzzCheck.require(!body.contains(0x0A), "a newline-delimited message holds a newline")
            }
        }
        FuzzCheck.require(total <= count, "messages hold \(total) bytes, the input \(count)")
    }
    return 0
}
