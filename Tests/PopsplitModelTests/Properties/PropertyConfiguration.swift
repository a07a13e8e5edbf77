import Foundation

/// How long the property tests run: the seed and the number of generated documents, read from
/// `POPSPLIT_PROPERTY_SEED` and `POPSPLIT_PROPERTY_ITERATIONS` (decimal or `0x` hex). CI uses the
/// fixed defaults; a long local run sets both. `POPSPLIT_PROPERTY_COVERAGE=1` prints what the
/// sessions reached; `POPSPLIT_PROPERTY_REQUIRE_COVERAGE=0` (the property stage's other seeds,
/// scripts/property-seeds.sh) looks for broken invariants only, not for every outcome reached.
struct PropertyConfiguration: Sendable {
    /// The seed CI uses.
    static let defaultSeed: UInt64 = 0x5EED_2012
    /// Documents per property in CI (each driven by ``stepsPerDocument`` commands).
    static let defaultIterations = 200
    /// Commands applied to each document.
    static let stepsPerDocument = 40

    /// The run's seed.
    var seed: UInt64
    /// How many documents each property generates.
    var iterations: Int
    /// Commands per document.
    var steps: Int
    /// Whether to print the coverage tallies (`POPSPLIT_PROPERTY_COVERAGE=1`).
    var printCoverage = false
    /// Whether a run of the default length must reach every outcome (``CoverageCounter``).
    var requireCoverage = true

    /// The configuration from the environment, falling back to the defaults.
    static var current: PropertyConfiguration {
        let environment = ProcessInfo.processInfo.environment
        return PropertyConfiguration(
            seed: environment["POPSPLIT_PROPERTY_SEED"].flatMap(parse) ?? defaultSeed,
            iterations: environment["POPSPLIT_PROPERTY_ITERATIONS"].flatMap(parse).map { Int(clamping: $0) } ?? defaultIterations,
            steps: stepsPerDocument, printCoverage: environment["POPSPLIT_PROPERTY_COVERAGE"] == "1",
            requireCoverage: environment["POPSPLIT_PROPERTY_REQUIRE_COVERAGE"] != "0")
    }

    /// A decimal or `0x`-prefixed hexadecimal number.
    static func parse(_ text: String) -> UInt64? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.lowercased().hasPrefix("0x") { return UInt64(trimmed.dropFirst(2), radix: 16) }
        return UInt64(trimmed)
    }

    /// The environment that replays document `index` (and the ones before it).
    func replayHint(document index: Int) -> String {
        "POPSPLIT_PROPERTY_SEED=\(seed) POPSPLIT_PROPERTY_ITERATIONS=\(index + 1) swift test --filter Properties"
    }
}
