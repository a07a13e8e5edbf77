import CJansson

extension JanssonOwner {
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

    /// `json_dumpb` into `size` bytes at `target`: the size the dump needs (the bytes are only
    /// valid when it is at most `size`), or 0 when jansson failed.
    private func dumpb(into target: UnsafeMutableRawPointer?, size: Int) -> Int {
        guard let target else { return 0 }
        return withBorrowed { json in
            json_dumpb(json, target.assumingMemoryBound(to: CChar.self), size, JSONCodec.encodeFlags)
        }
    }
}
