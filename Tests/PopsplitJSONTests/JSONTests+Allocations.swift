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
            // Every parse takes at least its arena's first chunk: the allocator really counts.
            #expect(tally.allocated >= 500 * Self.texts.count)
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
            #expect(tally.allocated >= 300 * Self.texts.count)
            #expect(tally.net == 0)
        }

        /// A text whose tree outgrows the parse arena's first chunk many times over (20,000
        /// objects, a string of a megabyte that jansson's buffer grows to) parses to its value,
        /// in a few doubling chunks rather than a block per node, and frees them all.
        @Test func largeTreesParseInAFewChunks() throws {
            let long = String(repeating: "ab\\\"c", count: 200_000)
            let rows = (0..<20_000).map { #"{"id":"v\#($0)","frame":[\#($0),2,3.5,4],"on":true}"# }
            let text = #"{"rows":["# + rows.joined(separator: ",") + #"],"long":""# + long + #""}"#
            var value = JSONValue.null
            let tally = try JSONAllocations.tally { () throws(JSONParseError) in value = try JSONCodec.parse(text) }
            let parsedRows = try #require(value["rows"]?.arrayValue)
            #expect(parsedRows.count == 20_000)
            #expect(parsedRows[19_999] == ["id": "v19999", "frame": [19_999, 2, 3.5, 4], "on": true])
            #expect(value["long"]?.stringValue == String(repeating: #"ab"c"#, count: 200_000))
            #expect(tally.allocated >= 2 && tally.allocated <= 16, "chunks, not a block per node: \(tally.allocated)")
            #expect(tally.net == 0)
        }

        /// A parse that fails after filling several chunks reports jansson's error, at jansson's
        /// place, and frees every chunk.
        @Test func failingLargeParseFreesItsChunks() {
            let text = "[" + String(repeating: #"{"a":[1,2,{"b":"x"}]},"#, count: 30_000) + #"{"a":1,"a":2}]"#
            var failure: JSONParseError?
            let tally = JSONAllocations.tally {
                do throws(JSONParseError) { _ = try JSONCodec.parse(text) } catch { failure = error }
            }
            #expect(failure?.code == 14)  // duplicate key
            #expect(failure?.line == 1)
            #expect(tally.allocated >= 2)
            #expect(tally.net == 0)
        }

        /// Parses on several threads at once each read their own text (every thread has its
        /// own arena) and leak nothing.
        @Test func parsesOnManyThreadsKeepTheirArenasApart() async {
            let results = await withTaskGroup(of: Bool.self) { group in
                for worker in 0..<8 {
                    group.addTask {
                        var ok = true
                        for round in 0..<200 {
                            let n = worker * 1_000 + round
                            let items = (0..<(round % 50 + 1)).map { "\(n + $0)" }.joined(separator: ",")
                            let text = #"{"worker":\#(worker),"items":[\#(items)],"name":"w\#(n)"}"#
                            guard let value = try? JSONCodec.parse(text) else { return false }
                            ok =
                                ok && value["worker"] == .int(Int64(worker)) && value["name"] == .string("w\(n)")
                                && value["items"]?.arrayValue?.count == round % 50 + 1
                                && value["items"]?.arrayValue?.last == .int(Int64(n + round % 50))
                        }
                        return ok
                    }
                }
                var all: [Bool] = []
                for await result in group { all.append(result) }
                return all
            }
            #expect(results == Array(repeating: true, count: 8))
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
