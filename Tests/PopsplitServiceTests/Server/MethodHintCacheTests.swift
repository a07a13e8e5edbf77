import Testing

@testable import PopsplitService

/// The hints of unknown methods are computed once per name and kept within a bound: the oldest
/// name goes first, long names are never kept, and the answer is the same either way.
@Suite struct MethodHintCacheTests {
    @Test func aNameIsLookedUpOnceAndTheOldestIsForgottenPastTheBound() {
        var cache = MethodHintCache()
        var computed: [String] = []
        let compute = { (name: String) -> String? in
            computed.append(name)
            return name == "scene/lisst" ? "scene/list" : nil
        }
        #expect(cache.hint(for: "scene/lisst", compute: compute) == "scene/list")
        #expect(cache.hint(for: "scene/lisst", compute: compute) == "scene/list")
        #expect(cache.hint(for: "far/away", compute: compute) == nil)
        #expect(cache.hint(for: "far/away", compute: compute) == nil)
        #expect(computed == ["scene/lisst", "far/away"])
        for index in 0..<MethodHintCache.capacity { _ = cache.hint(for: "m\(index)", compute: compute) }
        #expect(cache.count == MethodHintCache.capacity)
        // The two first names were the oldest: forgotten, computed again (with the same answer).
        #expect(cache.hint(for: "scene/lisst", compute: compute) == "scene/list")
        #expect(computed.suffix(1) == ["scene/lisst"])
        let long = String(repeating: "x", count: MethodHintCache.maximumNameBytes + 1)
        _ = cache.hint(for: long, compute: compute)
        _ = cache.hint(for: long, compute: compute)
        #expect(computed.filter { $0 == long }.count == 2)
        #expect(cache.count == MethodHintCache.capacity)
    }

    @Test func theServersAnswerIsTheSameFromTheCache() {
        let driver = RequestSuggestionTests.game()
        for _ in 0..<3 {
            #expect(driver.call("touch/tapp").error?["message"] == "method not found: touch/tapp (did you mean touch/tap?)")
            #expect(driver.call("scene/explode").error?["message"] == "method not found: scene/explode")
        }
    }
}
