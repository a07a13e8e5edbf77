import Foundation
import PopsplitDocument
import PopsplitInterfaceBuilder
import PopsplitJSON
import PopsplitModel
import PopsplitTestSupport
import Testing

/// The storyboard mapping (protocol.md section 8.13) loses nothing it claims to carry: a random
/// scene document within what a storyboard expresses (``StoryboardSceneGenerator``), written as a
/// storyboard (``StoryboardWriter``) and imported again, is the same document (compared in
/// ``ImportedSceneNormalForm``), and the imported document decodes and opens as a live scene.
///
/// Seed and count from `POPSPLIT_PROPERTY_SEED` and `POPSPLIT_PROPERTY_ITERATIONS` (decimal or
/// `0x` hex), as for the model's property tests; each case draws from its own generator
/// (``SplitMix64/forCase(seed:index:)``), so a failure names the seed and case that replay it.
@Suite struct StoryboardRoundTripProperty {
    /// The seed CI uses.
    static let defaultSeed: UInt64 = 0x5EED_2012
    /// Documents per run in CI.
    static let defaultIterations = 200

    /// The seed: `POPSPLIT_PROPERTY_SEED` when set, else ``defaultSeed``.
    static var seed: UInt64 { environmentNumber("POPSPLIT_PROPERTY_SEED") ?? defaultSeed }
    /// The number of documents: `POPSPLIT_PROPERTY_ITERATIONS` when set, else ``defaultIterations``.
    static var iterations: Int { environmentNumber("POPSPLIT_PROPERTY_ITERATIONS").map { Int(clamping: $0) } ?? defaultIterations }

    /// An environment variable read as a decimal or `0x`-prefixed hexadecimal number.
    static func environmentNumber(_ name: String) -> UInt64? {
        guard let text = ProcessInfo.processInfo.environment[name]?.trimmingCharacters(in: .whitespaces) else { return nil }
        return text.lowercased().hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
    }

    @Test func writtenStoryboardImportsAsTheSameOpenableScene() {
        let seed = Self.seed
        var tallies: [String: Int] = [:]
        for index in 0..<Self.iterations {
            if let failure = Self.check(seed: seed, index: index, tallies: &tallies) {
                Issue.record(Comment(rawValue: failure))
                return
            }
        }
        if ProcessInfo.processInfo.environment["POPSPLIT_PROPERTY_COVERAGE"] == "1" {
            print(
                "storyboard round trip, \(Self.iterations) documents: "
                    + tallies.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        }
    }

    /// Counts what a generated document holds (`POPSPLIT_PROPERTY_COVERAGE=1` prints the totals):
    /// root types, view kinds, segue kinds, actions, anchors, rows, items, navigation items.
    static func tally(_ value: JSONValue, key: String = "", into tallies: inout [String: Int]) {
        switch value {
        case .object(let object):
            if key == "root", let type = object["type"]?.stringValue { tallies["root " + type, default: 0] += 1 }
            if let kind = object["kind"]?.stringValue { tallies[(object["source"] == nil ? "view " : "segue ") + kind, default: 0] += 1 }
            if let action = object["action"]?.objectValue?.keys.first { tallies["action " + action, default: 0] += 1 }
            if object["anchor"] != nil { tallies["anchor", default: 0] += 1 }
            if object["arrows"] != nil { tallies["arrows", default: 0] += 1 }
            if object["systemItem"] != nil { tallies["systemItem", default: 0] += 1 }
            if object["titleView"] != nil { tallies["titleView", default: 0] += 1 }
            for (name, member) in object.members {
                if name == "navigationItem" || name == "rows" || name == "toolbarItems" || name == "subviews" { tallies[name, default: 0] += 1 }
                tally(member, key: name, into: &tallies)
            }
        case .array(let elements):
            for element in elements { tally(element, key: key, into: &tallies) }
        default:
            break
        }
    }

    /// The writer's own checks: object ids, escaping, numbers.
    @Test func writerHelpers() {
        #expect(StoryboardWriter.isObjectId("Abc-12-xYz"))
        #expect(!StoryboardWriter.isObjectId("showDetail3"))
        #expect(!StoryboardWriter.isObjectId("Ab-123-xYz"))
        #expect(StoryboardWriter.escape("a & <b> \"c\"\n\t") == "a &amp; &lt;b&gt; &quot;c&quot;&#10;&#9;")
        #expect(StoryboardWriter.number(.double(0)) == "0.0")
        #expect(StoryboardWriter.number(.double(768)) == "768")
        #expect(StoryboardWriter.number(.double(-12.25)) == "-12.25")
    }

    /// Case `index` of a run seeded with `seed`: nil when it holds, else the report (seed, the
    /// document, the storyboard, the diff or the refusal).
    static func check(seed: UInt64, index: Int, tallies: inout [String: Int]) -> String? {
        var generator = StoryboardSceneGenerator(random: SplitMix64.forCase(seed: seed, index: index))
        let document = generator.document()
        tally(document, into: &tallies)
        var options = StoryboardWriter.Options()
        options.version = generator.random.bool() ? "3.0" : "2.0"
        options.writesIOS6Deployment = generator.random.bool()
        let storyboard = StoryboardWriter.write(document, options: options)
        let header =
            "seed \(seed) (POPSPLIT_PROPERTY_SEED), case #\(index): POPSPLIT_PROPERTY_SEED=\(seed) POPSPLIT_PROPERTY_ITERATIONS=\(index + 1)"
        let shown = "\ndocument:\n\(ImportedSceneNormalForm.pretty(document))\nstoryboard (version \(options.version)):\n\(storyboard)"
        if case .failure(let diagnostics) = SceneDocumentDecoder().check(value: document, source: nil).result {
            return "\(header): the generator made a document the decoder refuses (a generator bug):\n\(diagnostics.description)\(shown)"
        }
        let imported = InterfaceBuilderImporter.importDocument(text: storyboard, format: .storyboard)
        guard let value = imported.document else {
            return "\(header): the storyboard is refused:\n\(imported.diagnostics.map(\.message).joined(separator: "\n"))\(shown)"
        }
        let expected = ImportedSceneNormalForm.pretty(ImportedSceneNormalForm.of(UnwindOracle.expected(document)))
        let actual = ImportedSceneNormalForm.pretty(ImportedSceneNormalForm.of(value))
        if expected != actual {
            return "\(header): the storyboard imports as another document (- generated, + imported):\n"
                + ImportedSceneNormalForm.diff(expected: expected, actual: actual) + shown
        }
        switch SceneDocumentDecoder().check(value: value, source: nil).result {
        case .failure(let diagnostics):
            return "\(header): the imported document is refused:\n\(diagnostics.description)\(shown)"
        case .success(let decoded):
            do throws(ModelError) {
                _ = try Scene.open(decoded)
            } catch {
                return "\(header): the imported document does not open: \(error)\(shown)"
            }
        }
        return nil
    }
}
