import Testing

@testable import PopsplitModel

/// A navigation stack is a value whose versions share their chunks: a push or a pop on one
/// version leaves every other as it was, equal stacks are equal however they were built, and the
/// diff of two versions (their common prefix) is what a parent map and a result read.
struct ControllerStackTests {
    /// The ids `c0` ... `c(count - 1)`.
    static func ids(_ count: Int) -> [String] { (0..<count).map { "c\($0)" } }

    /// Sizes either side of the chunk boundaries.
    static let sizes = [0, 1, 2, 31, 32, 33, 63, 64, 65, 100, 1_000]

    @Test("NAV-01 push and pop at every size match an array's append and removeLast", arguments: sizes)
    func matchesArray(count: Int) {
        var stack = ControllerStack(Self.ids(count))
        var array = Self.ids(count)
        #expect(Array(stack) == array)
        #expect(stack.count == count)
        #expect(stack.last == array.last)
        for i in 0..<70 {
            stack.append("p\(i)")
            array.append("p\(i)")
            #expect(Array(stack) == array)
        }
        for _ in 0..<(70 + count) {
            #expect(stack.removeLast() == array.removeLast())
            #expect(stack.count == array.count)
            #expect(stack.last == array.last)
        }
        #expect(stack.isEmpty)
        #expect(stack == [])
    }

    @Test("NAV-01 an old version keeps its stack after a new one pushes and pops", arguments: sizes.filter { $0 > 0 })
    func valueSemantics(count: Int) {
        let old = ControllerStack(Self.ids(count))
        var pushed = old
        pushed.append("top")
        var popped = old
        popped.removeLast()
        #expect(Array(old) == Self.ids(count))
        #expect(Array(pushed) == Self.ids(count) + ["top"])
        #expect(Array(popped) == Array(Self.ids(count).dropLast()))
        // A version made from another and changed again, on both sides of a chunk's edge.
        var again = popped
        again.append("other")
        again.append("more")
        #expect(Array(popped) == Array(Self.ids(count).dropLast()))
        #expect(Array(pushed) == Self.ids(count) + ["top"])
        #expect(Array(again) == Array(Self.ids(count).dropLast()) + ["other", "more"])
    }

    @Test("NAV-01 an old scene keeps its stack after the new one pushes and pops a deep stack")
    func sceneValueSemantics() throws {
        var scene = try Fixtures.open(HierarchyUpdateTests.deepDocument(count: 80))
        for i in 0..<70 { _ = try scene.run(.push(navigation: "nav", controller: "c\(i)", animated: false)) }
        let before = scene
        _ = try scene.run(.push(navigation: "nav", controller: "c70", animated: false))
        #expect(before.snapshot().stacks["nav"] == ControllerStack(["home"] + Self.ids(70)))
        #expect(scene.snapshot().stacks["nav"] == ControllerStack(["home"] + Self.ids(71)))
        var other = before
        _ = try other.run(.pop(navigation: "nav", animated: false))
        _ = try other.run(.pop(navigation: "nav", animated: false))
        #expect(before.snapshot().stacks["nav"] == ControllerStack(["home"] + Self.ids(70)))
        #expect(other.snapshot().stacks["nav"] == ControllerStack(["home"] + Self.ids(68)))
        #expect(scene.snapshot().stacks["nav"] == ControllerStack(["home"] + Self.ids(71)))
        // A refused pop leaves the scene as it was.
        var rooted = try Fixtures.open(HierarchyUpdateTests.deepDocument(count: 1))
        let start = rooted
        #expect(throws: ModelError.self) { try rooted.run(.pop(navigation: "nav", animated: false)) }
        #expect(rooted == start)
    }

    @Test("NAV-01 equal ids are equal stacks, with equal hashes, however the chunks were made")
    func equality() {
        var grown = ControllerStack()
        for id in Self.ids(64) { grown.append(id) }
        var shrunk = ControllerStack(Self.ids(65))
        shrunk.removeLast()
        #expect(grown == ControllerStack(Self.ids(64)))
        #expect(grown == shrunk)
        #expect(grown.hashValue == shrunk.hashValue)
        #expect(grown != ControllerStack(Self.ids(63)))
        var changed = Self.ids(64)
        changed[5] = "x"
        #expect(grown != ControllerStack(changed))
        #expect(grown.description == Self.ids(64).description)
        #expect(FieldValue.stack(grown) == .strings(Self.ids(64)))
        #expect(FieldValue.strings(Self.ids(64)) == .stack(shrunk))
        #expect(FieldValue.stack(grown).hashValue == FieldValue.strings(Self.ids(64)).hashValue)
        #expect(FieldValue.stack(grown) != .strings(Self.ids(63)))
        #expect(FieldValue.stack([]) != .null)
    }

    @Test("NAV-01 the common prefix of two versions is where they part", arguments: sizes)
    func commonPrefix(count: Int) {
        let base = ControllerStack(Self.ids(count))
        var pushed = base
        pushed.append("top")
        #expect(base.commonPrefixCount(with: pushed) == count)
        #expect(pushed.commonPrefixCount(with: base) == count)
        #expect(base.commonPrefixCount(with: base) == count)
        guard count > 0 else { return }
        var popped = base
        popped.removeLast()
        popped.append("other")
        #expect(base.commonPrefixCount(with: popped) == count - 1)
        var rebuilt = Self.ids(count)
        rebuilt[count / 2] = "changed"
        #expect(base.commonPrefixCount(with: ControllerStack(rebuilt)) == count / 2)
        #expect(base.commonPrefixCount(with: ControllerStack(Self.ids(count))) == count)
        #expect(base.ids(from: count / 2) == Array(Self.ids(count)[(count / 2)...]))
    }

    @Test("NAV-01 a stack's edit lists what follows the common prefix, and nothing for equal stacks")
    func childListEdit() {
        let base = ControllerStack(Self.ids(40))
        var next = base
        next.removeLast()
        next.removeLast()
        next.append("new")
        var edits: [ChildListEdit] = []
        ChildListEdit.append(container: "nav", old: base, new: base, to: &edits)
        ChildListEdit.append(container: "nav", old: base, new: ControllerStack(Self.ids(40)), to: &edits)
        #expect(edits.isEmpty)
        ChildListEdit.append(container: "nav", old: base, new: next, to: &edits)
        #expect(edits.count == 1)
        #expect(edits.first?.removed == ["c38", "c39"])
        #expect(edits.first?.added == ["new"])
        ChildListEdit.append(container: "nav", old: nil, new: ["a"], to: &edits)
        #expect(edits.last?.removed == [])
        #expect(edits.last?.added == ["a"])
    }
}
