import PopsplitJSON
import PopsplitModel
import PopsplitTestSupport
import Testing

@testable import PopsplitService

/// The encoders that write layouts, events, deltas and results straight to bytes write what the
/// protocol's trees serialise to (the trees built value by value, spelled out here as
/// the reference), on many generated values with a fixed seed.
@Suite struct ByteEncoderAgreementTests {
    /// The seed of the generated values.
    static let seed: UInt64 = 0x20_3B17E5
    /// How many values of each kind.
    static let iterations = 400

    // MARK: The reference trees

    /// A field value's tree.
    static func tree(_ value: FieldValue) -> JSONValue {
        switch value {
        case .string(let s): .string(s)
        case .number(let n): JSONNumber.points(n)
        case .bool(let b): .bool(b)
        case .rect(let r): r.json
        case .point(let p): p.json
        case .size(let s): s.json
        case .strings(let list): .array(list.map { .string($0) })
        case .stack(let stack): .array(stack.map { .string($0) })
        case .fields(let fields): .object(object(fields))
        case .list(let groups): .array(groups.map { .object(object($0)) })
        case .animation(let a): ["kind": .string(a.kind.rawValue), "duration": JSONNumber.points(a.duration)]
        case .null: .null
        }
    }

    /// Fields as an object built member by member (a repeated name keeps its place, last value).
    static func object(_ fields: [Field], after leading: JSONObject = JSONObject()) -> JSONObject {
        var object = leading
        for field in fields { object[field.name.rawValue] = tree(field.value) }
        return object
    }

    /// A node's tree.
    static func tree(_ node: LayoutNode) -> JSONValue {
        [
            "id": .string(node.id), "kind": .string(node.kind.name), "parent": node.parent.map { .string($0) } ?? .null,
            "frame": node.frame.json, "attributes": .object(object(node.attributes)),
        ]
    }

    /// A transition's tree.
    static func tree(_ t: LayoutTransition?) -> JSONValue {
        guard let t else { return .null }
        return [
            "kind": .string(t.animation.kind.rawValue), "duration": .double(t.animation.duration), "fromVersion": .int(Int64(t.fromVersion)),
            "fromOrientation": .string(t.fromOrientation.rawValue),
            "before": .array(t.before.map { ["id": .string($0.id), "frame": $0.frame.json] }),
        ]
    }

    // MARK: Generated values

    /// A number: integral, a fraction rounded to 1/1000, or (with `large`) beyond 1e15, where
    /// ``JSONNumber`` writes `%.15g` and decoding loses the fraction.
    static func number(_ g: inout SplitMix64, large: Bool = true) -> Double {
        switch g.below(large ? 4 : 3) {
        case 0: Double(g.int(in: -2000...2000))
        case 1: Double(g.int(in: -200_000...200_000)) / 7
        case 2: Double(g.int(in: 0...1000)) / 3 + 0.0004
        default: Double(g.int(in: 1...9)) * 1e15 + 0.5
        }
    }

    /// A rect.
    static func rect(_ g: inout SplitMix64, large: Bool = true) -> Rect {
        Rect(x: number(&g, large: large), y: number(&g, large: large), width: number(&g, large: large), height: number(&g, large: large))
    }

    /// A string with escapes and multi-byte characters.
    static func string(_ g: inout SplitMix64) -> String {
        let pieces = ["a", "Z", "0", " ", "\"", "\\", "/", "\n", "\u{1}", "é", "😀", "\t", "nav", "row"]
        return (0..<g.below(6)).map { _ in g.element(pieces) }.joined()
    }

    /// Fields, a name sometimes repeated, values of every kind, nested a little.
    static func fields(_ g: inout SplitMix64, depth: Int = 0, large: Bool = true) -> [Field] {
        (0..<g.below(5)).map { _ in Field(g.element(Array(FieldName.allCases.prefix(6))), value(&g, depth: depth, large: large)) }
    }

    /// A field value of any kind.
    static func value(_ g: inout SplitMix64, depth: Int, large: Bool) -> FieldValue {
        switch g.below(depth < 2 ? 11 : 9) {
        case 0: .string(string(&g))
        case 1: .number(number(&g, large: large))
        case 2: .bool(g.bool())
        case 3: .rect(rect(&g, large: large))
        case 4: .point(Point(x: number(&g, large: large), y: number(&g, large: large)))
        case 5: .size(Size(width: number(&g, large: large), height: number(&g, large: large)))
        case 6:
            // A navigation stack is written as the list of its ids.
            g.bool() ? .strings((0..<g.below(3)).map { _ in string(&g) }) : .stack(ControllerStack((0..<g.below(40)).map { _ in string(&g) }))
        case 7: .animation(Animation(kind: g.element(AnimationKind.allCases), duration: number(&g, large: large)))
        case 8: .null
        case 9: .fields(fields(&g, depth: depth + 1, large: large))
        default: .list((0..<g.below(3)).map { _ in fields(&g, depth: depth + 1, large: large) })
        }
    }

    /// A node.
    static func node(_ g: inout SplitMix64, id: String) -> LayoutNode {
        LayoutNode(
            id: id, kind: g.element(NodeKind.allCases), parent: g.bool() ? nil : string(&g), frame: rect(&g),
            attributes: fields(&g))
    }

    /// A layout of a few nodes with ids from a small pool (so that deltas change, keep and drop).
    static func layout(_ g: inout SplitMix64) -> SceneLayout {
        let ids = ["nav", "bar", "row\"1", "tab", "é", "pop"].filter { _ in g.bool() }
        return SceneLayout(
            orientation: g.element(InterfaceOrientation.allCases), screen: rect(&g), applicationFrame: rect(&g),
            nodes: ids.map { node(&g, id: $0) })
    }

    /// A transition from `previous`, or none.
    static func transition(_ g: inout SplitMix64, from previous: SceneLayout) -> LayoutTransition? {
        guard g.bool() else { return nil }
        return LayoutTransition(
            animation: Animation(kind: g.element(AnimationKind.allCases), duration: Double(g.below(100)) / 40), fromVersion: g.below(9),
            fromOrientation: previous.orientation, before: previous.nodes)
    }

    // MARK: Tests

    /// Events' params: `{scene, seq, name, target, args}`.
    @Test func eventsAgree() {
        var g = SplitMix64(seed: Self.seed)
        for index in 0..<Self.iterations {
            let event = SceneEvent(g.element(EventName.allCases), target: g.bool() ? nil : Self.string(&g), fields: Self.fields(&g))
            let scene = Self.string(&g)
            let expected: JSONValue = [
                "scene": .string(scene), "seq": .int(Int64(index)), "name": .string(event.name.rawValue),
                "target": event.target.map { .string($0) } ?? .null, "args": .object(Self.object(event.fields)),
            ]
            #expect(event.notificationParams(scene: scene, seq: index).bytes == JSONCodec.serialize(expected), "event #\(index)")
        }
    }

    /// Full layouts, with and without a transition.
    @Test func fullLayoutsAgree() {
        var g = SplitMix64(seed: Self.seed ^ 1)
        for index in 0..<Self.iterations {
            let previous = Self.layout(&g)
            let layout = Self.layout(&g)
            let transition = Self.transition(&g, from: previous)
            let expected: JSONValue = [
                "scene": "s", "version": .int(Int64(index)), "mode": "full", "orientation": .string(layout.orientation.rawValue),
                "screen": layout.screen.json, "applicationFrame": layout.applicationFrame.json,
                "nodes": .array(layout.nodes.map(Self.tree)), "transition": Self.tree(transition),
            ]
            let bytes = layout.notificationParams(scene: "s", version: index, transition: transition).bytes
            #expect(bytes == JSONCodec.serialize(expected), "layout #\(index)")
        }
    }

    /// Delta layouts.
    @Test func deltasAgree() {
        var g = SplitMix64(seed: Self.seed ^ 2)
        for index in 0..<Self.iterations {
            let previous = Self.layout(&g)
            let layout = Self.layout(&g)
            let delta = LayoutDelta(from: previous, to: layout)
            let transition = Self.transition(&g, from: previous)
            let expected: JSONValue = [
                "scene": "s", "version": .int(Int64(index + 1)), "mode": "delta", "baseVersion": .int(Int64(index)),
                "orientation": .string(layout.orientation.rawValue), "screen": layout.screen.json,
                "applicationFrame": layout.applicationFrame.json, "changed": .array(delta.changed.map(Self.tree)),
                "removed": .array(delta.removed.map { .string($0) }), "order": .array(delta.order.map { .string($0) }),
                "transition": Self.tree(transition),
            ]
            let bytes = delta.notificationParams(scene: "s", version: index + 1, baseVersion: index, layout: layout, transition: transition).bytes
            #expect(bytes == JSONCodec.serialize(expected), "delta #\(index)")
        }
    }

    /// Command results: `scene`, `layoutVersion`, then the fields.
    @Test func resultsAgree() {
        var g = SplitMix64(seed: Self.seed ^ 3)
        for index in 0..<Self.iterations {
            let fields = Self.fields(&g)
            var leading = JSONObject()
            leading["scene"] = "s1"
            leading["layoutVersion"] = .int(Int64(index))
            let expected = JSONValue.object(Self.object(fields, after: leading))
            #expect(fields.commandResult(scene: "s1", layoutVersion: index).bytes == JSONCodec.serialize(expected), "result #\(index)")
        }
    }

    /// The fields' tree (decoded from their bytes, for errors' data and questions' args) is the
    /// reference tree, for numbers below 1e15 (geometry is bounded far below: ±100,000 pt).
    @Test func fieldTreesAgree() {
        var g = SplitMix64(seed: Self.seed ^ 5)
        for index in 0..<Self.iterations {
            let fields = Self.fields(&g, large: false)
            #expect(fields.jsonObject == Self.object(fields), "fields #\(index)")
            #expect(JSONCodec.serialize(.object(fields.jsonObject)) == JSONCodec.serialize(.object(Self.object(fields))), "fields #\(index)")
        }
    }

    /// The bytes of a rect written piecewise are those of its tree.
    @Test func rectsAgree() {
        var g = SplitMix64(seed: Self.seed ^ 4)
        for _ in 0..<Self.iterations {
            let rect = Self.rect(&g)
            #expect(JSONText { $0.rect(rect) }.bytes == JSONCodec.serialize(rect.json))
        }
    }

    /// A result writes `scene` and `layoutVersion` before the fields: no field may carry either
    /// name (it would move into their place).
    @Test func noFieldIsNamedLikeAResultsLeadingMembers() {
        #expect(FieldName(rawValue: "scene") == nil)
        #expect(FieldName(rawValue: "layoutVersion") == nil)
    }
}
