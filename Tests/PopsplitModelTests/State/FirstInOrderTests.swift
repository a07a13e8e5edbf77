import Testing

@testable import PopsplitModel

/// The checks of a state's tables walk them unsorted and name the least broken id: the one a
/// walk in sorted order would have named first.
struct FirstInOrderTests {
    /// Against the first match of the sorted collection, for every subset of a few ids and
    /// every predicate over them (a fixed seed's shuffles of the order).
    @Test("the least matching element, whatever the order, as the sorted walk's first")
    func agreesWithTheSortedWalk() {
        let ids = ["a", "b", "c", "d", "e", "f"]
        var seed: UInt64 = 0x5EED
        for subset in 0..<(1 << ids.count) {
            var members = ids.indices.filter { subset & (1 << $0) != 0 }.map { ids[$0] }
            for matching in 0..<(1 << ids.count) {
                // A reproducible shuffle: the order a set or dictionary might keep.
                for i in members.indices.reversed() {
                    seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    members.swapAt(i, Int(seed >> 33) % (i + 1))
                }
                let matches = { (id: String) in ids.firstIndex(of: id).map { matching & (1 << $0) != 0 } ?? false }
                #expect(members.firstInOrder(where: matches) == members.sorted().first(where: matches))
            }
        }
        #expect(Set<String>().firstInOrder { _ in true } == nil)
    }
}
