import PopsplitModel
import PopsplitTestSupport
import Testing

/// Runs ``SceneProperty`` values over the configured number of generated documents, each driven
/// by a generated command sequence, all properties in one walk. At a property's first failure it
/// shrinks the sequence (drops every command it can while that property still fails) and records
/// one issue naming the seed, the document, the step, the environment that replays it, the shrunk
/// sequence and the document.
struct PropertyRunner {
    /// Seed, documents, steps.
    let configuration: PropertyConfiguration

    /// Where a walk failed: the step (`nil`: at launch) and why.
    typealias Failure = (step: Int?, message: String)
    /// A shrunk failing case: a document, the commands, and how they fail.
    typealias Shrunk = (document: SceneDocument, steps: [PropertyStep], failure: Failure)

    /// The generated document of case `index`, whether it uses extreme numbers (the model may
    /// refuse it), and the random stream that continues after it.
    func makeDocument(_ index: Int) -> (document: SceneDocument, extreme: Bool, random: SplitMix64) {
        var generator = DocumentGenerator(random: SplitMix64.forCase(seed: configuration.seed, index: index))
        let document = generator.document()
        return (document, generator.extreme, generator.random)
    }

    /// Checks fresh instances of `properties` on every document of shard `shard` (documents whose
    /// index modulo `shards` is `shard`), all in the same walk; at a property's first failure
    /// records one issue for it and stops checking it.
    func run(_ properties: [NamedProperty], shard: Int = 0, of shards: Int = 1, sourceLocation: SourceLocation = #_sourceLocation) {
        var broken: Set<Int> = []
        for index in 0..<configuration.iterations where index % shards == shard && broken.count < properties.count {
            let made = makeDocument(index)
            let document = made.document
            var random = made.random
            let commands = CommandGenerator(document: document)
            var recorded: [PropertyStep] = []
            let live = properties.indices.filter { !broken.contains($0) }
            let failures = Self.walk(document, mayBeRefused: made.extreme, properties: live.map { properties[$0].make() }) { scene, layout, i in
                guard i < configuration.steps else { return nil }
                let step = commands.step(for: scene, layout: layout, random: &random)
                recorded.append(step)
                return step
            }
            for (position, failure) in failures.sorted(by: { $0.key < $1.key }) {
                let property = properties[live[position]]
                broken.insert(live[position])
                let steps = Array(recorded.prefix((failure.step ?? -1) + 1))
                let shrunk = Self.shrink(document, steps: steps, failure: failure, property.make)
                Issue.record(
                    Comment(rawValue: report(property.name, index: index, failure: failure, shrunk: shrunk)),
                    sourceLocation: sourceLocation)
            }
        }
    }

    /// Opens `document` and applies the steps `next` hands out (given the scene, its layout and
    /// the step's index; `nil` ends the walk), checking each property at launch and after each
    /// step until it fails. Returns the failures by position in `properties`. A document that
    /// `mayBeRefused` (extreme numbers) may be refused as `invalidDocument`: nothing to check then.
    static func walk(
        _ document: SceneDocument, mayBeRefused: Bool = false, properties: [any SceneProperty],
        next: (Scene, SceneLayout, Int) -> PropertyStep?
    ) -> [Int: Failure] {
        var properties = properties
        var failures: [Int: Failure] = [:]
        let opened: (scene: Scene, events: [SceneEvent])
        do {
            opened = try Scene.open(document)
        } catch {
            if mayBeRefused, error.kind == .invalidDocument { return [:] }
            let failure: Failure = (nil, "the generated document is refused: \(error.kind.rawValue): \(error.message)")
            return Dictionary(uniqueKeysWithValues: properties.indices.map { ($0, failure) })
        }
        var scene = opened.scene
        var layout = scene.layout
        let launch = LaunchContext(document: document, scene: scene, events: opened.events, layout: layout)
        for i in properties.indices {
            do {
                try properties[i].launched(launch)
            } catch {
                failures[i] = (nil, error.message)
            }
        }
        var n = 0
        while failures.count < properties.count, let step = next(scene, layout, n) {
            let context = StepContext.run(step, index: n, on: scene, layout: layout)
            for i in properties.indices where failures[i] == nil {
                do {
                    try properties[i].check(context)
                } catch {
                    failures[i] = (n, error.message)
                }
            }
            scene = context.after
            layout = context.afterLayout
            n += 1
        }
        return failures
    }

    /// Replays exactly `steps` with one property; its failure, if any.
    static func replay(_ document: SceneDocument, steps: [PropertyStep], property: any SceneProperty) -> Failure? {
        walk(document, properties: [property]) { _, _, i in steps.indices.contains(i) ? steps[i] : nil }[0]
    }

    /// Drops commands, last first, while the property still fails, ending the sequence at the
    /// failing step; then removes parts of the document (``DocumentShrinker``) while it still
    /// opens and the property still fails; then drops commands again. At most `budget` replays.
    static func shrink(
        _ document: SceneDocument, steps: [PropertyStep], failure: Failure, budget: Int = 3000,
        _ make: () -> any SceneProperty
    ) -> Shrunk {
        var best = Shrunk(document: document, steps: failure.step == nil ? [] : steps, failure: failure)
        var replays = 0
        /// The failure of `steps` on `document`, if the document opens and the property fails.
        func failing(_ document: SceneDocument, _ steps: [PropertyStep]) -> Failure? {
            guard replays < budget, (try? Scene.open(document)) != nil else { return nil }
            replays += 1
            return replay(document, steps: steps, property: make())
        }
        for _ in 0..<2 {
            var i = best.steps.count - 1
            while i >= 0 {
                var candidate = best.steps
                candidate.remove(at: i)
                if let found = failing(best.document, candidate) {
                    best = Shrunk(document: best.document, steps: Array(candidate.prefix((found.step ?? -1) + 1)), failure: found)
                }
                i = min(i - 1, best.steps.count - 1)
            }
            var changed = true
            while changed {
                changed = false
                for candidate in DocumentShrinker.variants(best.document) {
                    if let found = failing(candidate, best.steps) {
                        best = Shrunk(document: candidate, steps: Array(best.steps.prefix((found.step ?? -1) + 1)), failure: found)
                        changed = true
                        break
                    }
                }
            }
        }
        return best
    }

    /// The issue's text.
    func report(_ name: String, index: Int, failure: Failure, shrunk: Shrunk) -> String {
        let hexSeed = "0x" + String(configuration.seed, radix: 16)
        var lines = [
            "property '\(name)' broken: \(failure.message)",
            "seed \(configuration.seed) (\(hexSeed)), document #\(index), " + (failure.step.map { "step \($0)" } ?? "at launch"),
            "replay: \(configuration.replayHint(document: index))",
            "shrunk to \(shrunk.steps.count) command(s) on a smaller document: \(shrunk.failure.message)",
        ]
        lines += shrunk.steps.enumerated().map { "  \($0.offset): \($0.element)" }
        lines.append("shrunk document:")
        lines += shrunk.document.sketch.map { "  " + $0 }
        return lines.joined(separator: "\n")
    }
}
