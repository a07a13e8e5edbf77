import FuzzSupport
import PopsplitJSON
import PopsplitRPC
import PopsplitService

/// Fuzz target (d): the whole daemon in process. The input is the client's byte stream (framing
/// detected as `popsplit serve` does), delivered in the chunks of its ``ChunkPlan``; see
/// ``SessionHarness`` for the loop and its checks. Nothing touches the disk: the server's
/// `readFile` refuses every path, so `scene/open {"path": ...}` fails like a missing file, and
/// scenes come from `text` or `document`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSession(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: start, count: count)
    var harness = SessionHarness()
    harness.play(bytes)
    return 0
}
