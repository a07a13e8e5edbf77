import PopsplitJSON
import Testing

extension JSONTests {
    /// jansson's blocks are all freed: counted exactly, per thread, by the counting allocator.
    @Suite struct Allocations {
        /// Texts that parse, and texts that fail midway (after allocating).
        static let texts = [
            #"{"jsonrpc":"2.0","id":1,"method":"layout","params":{"tree":[{"frame":[0,0,768,1024],"children":[]}]}}"#,
            #"[1,2.5,"x",null,true,{"a":{"b":[{}]}}]"#,
            #"{"a":1,"a":2}"#,
            #"{"a":[1,2,{"b":"unterminated"#,
            #"[1,2,9223372036854775808]"#,
            #"{"k":"\ud800"}"#,
            JSONTests.nestedArrays(2049),
            String(repeating: #"{"a":["#, count: 3000),
        ]

        /// Thousands of parses (valid and failing midway) and serialisations free every block they allocate.
        @Test func parseAndSerializeLeakNothing() {
            let tally = JSONAllocations.tally {
                for _ in 0..<500 {
                    for text in Self.texts {
                        var buffer: [UInt8] = []
                        if let value = try? JSONCodec.parse(text) {
                            JSONCodec.serialize(value, into: &buffer)
                            _ = JSONCodec.serialize(value)
                            _ = JSONCodec.string(value)
                        }
                    }
                    _ = JSONCodec.string([.double(.nan), .string(String(repeating: "\"", count: 300))])
                }
            }
            #expect(tally.allocated > 500 * 10)  // the allocator really counts
            #expect(tally.net == 0)
            #expect(tally.allocated == tally.freed)
        }

        /// The per-thread tally stays exact while another task uses jansson at the same time.
        @Test func tallyIgnoresOtherThreads() async {
            // Another task parses and holds jansson trees meanwhile; the tally stays exact.
            let noise = Task.detached {
                var rounds = 0
                while !Task.isCancelled || rounds < 100 {
                    for text in Self.texts { _ = try? JSONCodec.parse(text) }
                    rounds += 1
                }
                return rounds
            }
            let tally = JSONAllocations.tally {
                for _ in 0..<300 {
                    for text in Self.texts { _ = try? JSONCodec.parse(text) }
                }
            }
            noise.cancel()
            #expect(await noise.value >= 100)
            #expect(tally.allocated > 300 * 10)
            #expect(tally.net == 0)
        }

        /// Code that does not call jansson allocates nothing in its tally.
        @Test func tallyIsZeroWithoutJansson() {
            let tally = JSONAllocations.tally {
                _ = JSONValue.string("no jansson here").stringValue
            }
            #expect(tally == JSONAllocationTally(allocated: 0, freed: 0))
        }

        /// The process-wide count is kept only when asked for (`run --check-json-leaks` asks
        /// before its first parse, and `CommandLineTests` checks it then counts; the JSON fuzz
        /// target asks too): a daemon's blocks are not counted, so its allocator does no atomic
        /// addition per block. No test in this process asks (turned on midway, blocks allocated
        /// before and freed after would count below zero).
        @Test func blocksAreCountedOnlyWhenAsked() throws {
            _ = try JSONCodec.parse("[1, {\"a\": [2, 3]}]")
            #expect(JSONAllocations.allocatedSinceCounting == 0, "a parse allocates blocks; none was counted")
            #expect(JSONAllocations.live == 0)
        }
    }
}
