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
/// Known differences between whole and chunked input are tolerated (reported; the framing
/// code belongs to another change, see the README's fuzzing section):
/// - newline mode refuses a line as soon as the bytes buffered pass the cap, giving the length
///   buffered so far, and refuses a line of exactly the cap (blank or not) when a read ends
///   between its `\r` and its `\n` (the `\r` is counted then): in newline mode, refusals of long
///   lines (checked to be over the cap) and lines of exactly the cap are left out of the
///   comparison;
/// - after a header section over the cap, the hunt for the next `Content-Length` starts one byte
///   after the section's start when its line had not ended yet, but after that line when it had:
///   events are compared up to that error only.
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
        var once = whole.feed(bytes) + whole.finish()
        var chunked = decoder
        var pieces: [FrameEvent] = []
        for chunk in plan.chunks(of: bytes) {
            pieces += chunked.feed(chunk)
        }
        pieces += chunked.finish()
        if whole.mode == .newline {
            once = withoutLongLines(once, cap: decoder.maxBodyBytes)
            pieces = withoutLongLines(pieces, cap: decoder.maxBodyBytes)
        }
        once = untilHeaderTooLong(once)
        pieces = untilHeaderTooLong(pieces)
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

/// The events without refusals of long lines (checked to be over the cap) and without lines of
/// exactly `cap` bytes.
private func withoutLongLines(_ events: [FrameEvent], cap: Int) -> [FrameEvent] {
    events.filter { event in
        switch event {
        case .message(let body):
            return body.count != cap
        case .error(let error):
            guard case .bodyTooLarge(let length, let limit) = error.kind else { return true }
            FuzzCheck.require(length > limit, "a line of \(length) bytes refused with a cap of \(limit)")
            return false
        case .truncated:
            return true
        }
    }
}

/// The events up to and including the first header section over the cap (all when none is).
private func untilHeaderTooLong(_ events: [FrameEvent]) -> [FrameEvent] {
    guard let index = events.firstIndex(where: { event in
        if case .error(let error) = event, case .headerTooLong = error.kind { return true }
        return false
    }) else { return events }
    return Array(events[...index])
}
