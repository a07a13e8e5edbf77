import FuzzSupport

@testable import PopsplitJSON

/// Fuzz target (b): the JSON reader (jansson's `json_loadb`) and the Swift writer.
///
/// Any bytes are parsed. A refusal must place itself inside the input. A value is written by
/// ``JSONWriter`` and must be byte for byte what jansson's `json_dumpb` writes for it (the
/// reference, reachable because the fuzz build is a debug build with testing enabled); the written
/// text must read back as the same value (reals to 15 significant digits; a real may come back as
/// an integer: `922337203685470.9` is written `922337203685471.0`, read as a whole number and then
/// written `922337203685471`), and from then on writing and reading must be stable. jansson must
/// hold no block after any call.
///
/// Known and tolerated (reported, in the JSON layer another change owns): a real within 15 digits
/// of the largest double (`1.7976931348623157e308`) is written rounded up, `1.79769313486232e308`,
/// which the reader then refuses as an overflow (jansson's own `json_dumpb` does the same).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    // Before the first parse (libFuzzer calls nothing of jansson's before it): from then on
    // every block jansson allocates counts in `live`, which each run checks is back to zero.
    JSONAllocations.countLiveBlocks()
    let bytes = UnsafeRawBufferPointer(start: start, count: count)
    let value: JSONValue
    do {
        value = try JSONCodec.parse(bytes)
    } catch {
        FuzzCheck.require(error.position >= 0 && error.position <= count, "error position \(error.position) outside \(count) bytes")
        FuzzCheck.require(error.line >= 0 && error.column >= 0, "error at line \(error.line), column \(error.column)")
        FuzzCheck.require(JSONAllocations.live == 0, "jansson holds \(JSONAllocations.live) blocks after a refusal")
        return 0
    }
    let written = JSONCodec.serialize(value)
    let reference = JSONCodec.referenceSerialization(value)
    FuzzCheck.require(written == reference, "writer \(text(written)) but jansson \(text(reference))")
    let again: JSONValue
    do {
        again = try JSONCodec.parse(written)
    } catch {
        if error.code == 15, holdsRealNearMaximum(value) { return 0 }
        FuzzCheck.fail("written text \(text(written)) does not parse: \(error)")
    }
    FuzzCheck.require(sameValue(value, again), "\(text(written)) reads back as \(JSONCodec.string(again))")
    let rewritten = JSONCodec.serialize(again)
    let third = try? JSONCodec.parse(rewritten)
    FuzzCheck.require(third.map(JSONCodec.serialize) == rewritten, "writing \(text(rewritten)) again is not stable")
    FuzzCheck.require(JSONAllocations.live == 0, "jansson holds \(JSONAllocations.live) blocks")
    return 0
}

/// Whether two values are the same, numbers compared by value to 15 significant digits.
private func sameValue(_ a: JSONValue, _ b: JSONValue) -> Bool {
    switch (a, b) {
    case (.array(let x), .array(let y)):
        return x.count == y.count && zip(x, y).allSatisfy { sameValue($0, $1) }
    case (.object(let x), .object(let y)):
        return x.keys == y.keys && zip(x.members, y.members).allSatisfy { sameValue($0.value, $1.value) }
    case (.int, .double), (.double, .int), (.double, .double):
        guard let x = a.doubleValue, let y = b.doubleValue else { return false }
        return x == y || abs(x - y) <= 1e-14 * max(abs(x), abs(y))
    default:
        return a == b
    }
}

/// Whether `value` holds a real that 15 significant digits round beyond the largest double.
private func holdsRealNearMaximum(_ value: JSONValue) -> Bool {
    switch value {
    case .double(let real): return abs(real) >= 1.797_693_134_862_31e308
    case .array(let elements): return elements.contains(where: holdsRealNearMaximum)
    case .object(let object): return object.members.contains { holdsRealNearMaximum($0.value) }
    default: return false
    }
}

/// Bytes shown as text (invalid UTF-8 repaired), for messages.
private func text(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self)
}
