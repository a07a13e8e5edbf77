import PopsplitModel
import Testing

/// Property-based tests of the model: random valid scene documents driven by random command
/// sequences, every invariant checked after every step, all in one walk. Seed and size come from
/// `POPSPLIT_PROPERTY_SEED` and `POPSPLIT_PROPERTY_ITERATIONS` (fixed defaults in CI); a failure
/// names the property, the seed, the document and the step, with a shrunk command sequence.
@Suite struct ModelProperties {
    /// Parallel shards of the generated documents.
    static let shards = 2

    /// Every property, by the name its failures carry.
    static func properties(coverage: CoverageCounter) -> [NamedProperty] {
        [
            NamedProperty(name: "atomicity") { AtomicityProperty() },
            NamedProperty(name: "determinism") { DeterminismProperty() },
            NamedProperty(name: "layout sanity (ROT-01, NAV-04)") { LayoutProperty() },
            NamedProperty(name: "snapshot round trip (TAB-01)") { SnapshotProperty() },
            NamedProperty(name: "reload of the same document") { ReloadProperty() },
            NamedProperty(name: "reload of an edited document") { ReloadEditProperty() },
            NamedProperty(name: "rotation (ROT-02, ROT-03)") { RotationProperty() },
            NamedProperty(name: "navigation (NAV-01, NAV-06)") { NavigationProperty() },
            NamedProperty(name: "tab question (TAB-01)") { TabQuestionProperty() },
            NamedProperty(name: "appearance agrees with the layout") { AppearanceProperty() },
            NamedProperty(name: "touches") { TouchProperty() },
            NamedProperty(name: "coverage") { CoverageProperty(counter: coverage) },
        ]
    }

    /// ROT-01 ROT-02 ROT-03 NAV-01 NAV-04 NAV-06 TAB-01: atomicity, determinism, layout sanity,
    /// snapshot round trips, reload (same and edited document), rotation, navigation, the tab
    /// question, appearance messages against the layout, and touches, after every step; then the
    /// sessions must have reached every command and outcome (see ``CoverageCounter``).
    /// The documents are split in two shards (by index parity) that run in parallel.
    @Test("Properties ROT-01..03 NAV-01 NAV-04 NAV-06 TAB-01: every invariant after every generated step",
          arguments: 0..<Self.shards)
    func everyInvariantAfterEveryStep(shard: Int) {
        let configuration = PropertyConfiguration.current
        let coverage = CoverageCounter()
        PropertyRunner(configuration: configuration).run(Self.properties(coverage: coverage), shard: shard, of: Self.shards)
        // A short run (replaying one failing document) need not reach everything.
        if configuration.iterations >= PropertyConfiguration.defaultIterations {
            #expect(coverage.missing.isEmpty, "generated sessions never reached \(coverage.missing) (seed \(configuration.seed))")
        }
        // Only documents with extreme numbers (one in ten) may be refused.
        let documents = (0..<configuration.iterations).filter { $0 % Self.shards == shard }.count
        #expect(coverage["documents"] * 10 >= documents * 8, "\(coverage["documents"]) of \(documents) documents opened")
        #expect(coverage["steps"] == coverage["documents"] * configuration.steps, "every step of every opened document was checked")
    }
}
