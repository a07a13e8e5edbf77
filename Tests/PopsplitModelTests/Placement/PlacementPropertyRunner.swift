import PopsplitModel
import Testing

/// Runs one placement property over generated requests (see ``PlacementRequestGenerator``) and
/// records the first few failing cases, each with its seed, case index, the request as Swift source
/// and the whole result.
///
/// Size and seed come from the shared property configuration: `POPSPLIT_PROPERTY_SEED` and
/// `POPSPLIT_PROPERTY_ITERATIONS` (each iteration is ``casesPerIteration`` placements, so the CI
/// default of 200 gives 4,000 cases per property; `POPSPLIT_PROPERTY_ITERATIONS=50000` gives a
/// million). Cases are independent: case `i` of seed `s` is the same request whatever the run's size.
struct PlacementPropertyRunner {
    /// Placements per configured iteration (placement is cheap next to a scene session).
    static let casesPerIteration = 20
    /// Failing cases recorded in full; the rest are only counted.
    static let reportedFailures = 3

    /// Seed and size.
    var configuration: PropertyConfiguration = .current

    /// How many requests each property checks.
    var cases: Int {
        let iterations = max(0, configuration.iterations)
        return iterations > Int.max / Self.casesPerIteration ? Int.max : iterations * Self.casesPerIteration
    }

    /// The request of case `index`.
    func request(_ index: Int) -> PlacementRequest {
        var generator = PlacementRequestGenerator(seed: configuration.seed, index: index)
        return generator.request()
    }

    /// The environment that replays case `index` (and the ones before it).
    func replayHint(case index: Int) -> String {
        "POPSPLIT_PROPERTY_SEED=\(configuration.seed) POPSPLIT_PROPERTY_ITERATIONS=\(index / Self.casesPerIteration + 1) "
            + "swift test --filter Placement"
    }

    /// Checks `property` on every case: `check` gets the request and `PopoverPlacement.place` of it,
    /// and notes what it finds broken.
    func run(
        _ property: String, sourceLocation: SourceLocation = #_sourceLocation,
        _ check: (PlacementRequest, PlacementResult, inout PlacementViolations) -> Void
    ) {
        var failures = 0
        for index in 0..<cases {
            let request = request(index)
            let result = PopoverPlacement.place(request)
            var violations = PlacementViolations()
            check(request, result, &violations)
            guard !violations.isEmpty else { continue }
            failures += 1
            guard failures <= Self.reportedFailures else { continue }
            let text = """
                \(property): case \(index) of seed \(configuration.seed) broke it:
                \(violations.messages.map { "- " + $0 }.joined(separator: "\n"))
                request: \(PlacementLiteral.request(request))
                result: \(PlacementLiteral.result(result))
                replay: \(replayHint(case: index))
                """
            Issue.record(Comment(rawValue: text), sourceLocation: sourceLocation)
        }
        if failures > Self.reportedFailures {
            Issue.record(
                Comment(rawValue: "\(property): \(failures) of \(cases) cases failed (the first \(Self.reportedFailures) are above)"),
                sourceLocation: sourceLocation)
        }
    }
}
