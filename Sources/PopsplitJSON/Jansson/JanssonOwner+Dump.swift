import CJansson

extension JanssonOwner {
    /// Appends the compact dump (``JSONCodec/encodeFlags``) to `buffer`, dumping straight into
    /// its storage. `estimate` sizes the first attempt; when the dump needs more, it is redone
    /// once at the exact size jansson reported. A failed dump appends `null`.
    func dump(appendingTo buffer: inout [UInt8], estimate: Int) {
        let start = buffer.count
        var room = max(estimate, 16)
        for _ in 0..<2 {
            buffer.append(contentsOf: repeatElement(0, count: room))
            let needed = buffer.withUnsafeMutableBytes { raw in
                dumpb(into: raw.baseAddress.map { $0 + start }, size: room)
            }
            if needed > 0 && needed <= room {
                buffer.removeLast(room - needed)
                return
            }
            buffer.removeLast(room)
            guard needed > 0 else { break }
            room = needed
        }
        buffer.append(contentsOf: "null".utf8)
    }

    /// The compact dump as a new array, dumped into its uninitialised storage.
    func dumpedBytes(estimate: Int) -> [UInt8] {
        var room = max(estimate, 16)
        for _ in 0..<2 {
            var needed = 0
            let bytes = [UInt8](unsafeUninitializedCapacity: room) { storage, count in
                needed = dumpb(into: storage.baseAddress.map(UnsafeMutableRawPointer.init), size: room)
                count = needed <= room ? needed : 0
            }
            if needed > 0 && needed <= room { return bytes }
            guard needed > 0 else { break }
            room = needed
        }
        return Array("null".utf8)
    }

    /// The compact dump as a new string, dumped into its uninitialised storage.
    func dumpedString(estimate: Int) -> String {
        var room = max(estimate, 16)
        for _ in 0..<2 {
            var needed = 0
            let string = String(unsafeUninitializedCapacity: room) { storage in
                needed = dumpb(into: storage.baseAddress.map(UnsafeMutableRawPointer.init), size: room)
                return needed <= room ? needed : 0
            }
            if needed > 0 && needed <= room { return string }
            guard needed > 0 else { break }
            room = needed
        }
        return "null"
    }

    /// `json_dumpb` into `size` bytes at `target`: the size the dump needs (the bytes are only
    /// valid when it is at most `size`), or 0 when jansson failed.
    private func dumpb(into target: UnsafeMutableRawPointer?, size: Int) -> Int {
        guard let target else { return 0 }
        return withBorrowed { json in
            json_dumpb(json, target.assumingMemoryBound(to: CChar.self), size, JSONCodec.encodeFlags)
        }
    }
}
