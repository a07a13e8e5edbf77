import PopsplitModel
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

    /// The generated document of case `index`, and the random stream that continues after it.
    func makeDocument(_ index: Int) -> (document: SceneDocument, random: SplitMix64) {
        var generator = DocumentGenerator(random: SplitMix64.forCase(seed: configuration.seed, index: index))
        let document = generator.document()
        return (document, generator.random)
    }

    /// Checks fresh instances of `properties` on every document, all in the same walk; at a
    /// property's first failure records one issue for it and stops checking it.
    func run(_ properties: [NamedProperty], sourceLocation: SourceLocation = #_sourceLocation) {
        var broken: Set<Int> = []
        for index in 0..<configuration.iterations where broken.count < properties.count {
            var (document, random) = makeDocument(index)
            let commands = CommandGenerator(document: document)
            var recorded: [PropertyStep] = []
            let live = properties.indices.filter { !broken.contains($0) }
            let failures = Self.walk(document, properties: live.map { properties[$0].make() }) { scene, layout, i in
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
                Issue.record(Comment(rawValue: report(property.name, index: index, failure: failure, shrunk: shrunk, document: document)),
                             sourceLocation: sourceLocation)
            }
        }
    }

    /// Opens `document` and applies the steps `next` hands out (given the scene, its layout and
    /// the step's index; `nil` ends the walk), checking each property at launch and after each
    /// step until it fails. Returns the failures by position in `properties`.
    static func walk(_ document: SceneDocument, properties: [any SceneProperty],
                     next: (Scene, SceneLayout, Int) -> PropertyStep?) -> [Int: Failure] {
        var properties = properties
        var failures: [Int: Failure] = [:]
        let opened: (scene: Scene, events: [SceneEvent])
        do {
            opened = try Scene.open(document)
        } catch {
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
        while failures.count < properties.count, let step = TmpClock.time(101, { next(scene, layout, n) }) {
            let t1 = ContinuousClock.now
            let context = StepContext.run(step, index: n, on: scene, layout: layout)
            TmpClock.add(100, ContinuousClock.now - t1)
            for i in properties.indices where failures[i] == nil {
                let t0 = ContinuousClock.now
                defer { TmpClock.add(i, ContinuousClock.now - t0) }
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

    /// Drops commands, last first, while the property still fails; ends the sequence at the
    /// failing step. Returns the shortest failing sequence found and its failure.
    static func shrink(_ document: SceneDocument, steps: [PropertyStep], failure: Failure,
                       _ make: () -> any SceneProperty) -> (steps: [PropertyStep], failure: Failure) {
        var best = (steps: steps, failure: failure)
        guard failure.step != nil else { return ([], failure) }
        var changed = true
        while changed {
            changed = false
            var i = best.steps.count - 1
            while i >= 0 {
                var candidate = best.steps
                candidate.remove(at: i)
                if let found = replay(document, steps: candidate, property: make()) {
                    best = (Array(candidate.prefix((found.step ?? -1) + 1)), found)
                    changed = true
                }
                i = min(i - 1, best.steps.count - 1)
            }
        }
        return best
    }

    /// The issue's text.
    func report(_ name: String, index: Int, failure: Failure, shrunk: (steps: [PropertyStep], failure: Failure),
                document: SceneDocument) -> String {
        let hexSeed = "0x" + String(configuration.seed, radix: 16)
        var lines = [
            "property '\(name)' broken: \(failure.message)",
            "seed \(configuration.seed) (\(hexSeed)), document #\(index), " + (failure.step.map { "step \($0)" } ?? "at launch"),
            "replay: \(configuration.replayHint(document: index))",
            "shrunk to \(shrunk.steps.count) command(s)" + (shrunk.steps.isEmpty ? "" : ", the last fails: \(shrunk.failure.message)"),
        ]
        lines += shrunk.steps.enumerated().map { "  \($0.offset): \($0.element)" }
        lines.append("document:")
        lines += document.sketch.map { "  " + $0 }
        return lines.joined(separator: "\n")
    }
}

enum TmpClock {
    nonisolated(unsafe) static var totals: [Int: Duration] = [:]
    static func add(_ i: Int, _ d: Duration) { totals[i, default: .zero] += d }
    static func time<T>(_ i: Int, _ f: () -> T) -> T { let t = ContinuousClock.now; let r = f(); add(i, ContinuousClock.now - t); return r }
}
