import PopsplitModel
import Testing

/// Property-based tests of the model: random valid scene documents driven by random command
/// sequences, every invariant checked after every step, all in one walk. Seed and size come from
/// `POPSPLIT_PROPERTY_SEED` and `POPSPLIT_PROPERTY_ITERATIONS` (fixed defaults in CI); a failure
/// names the property, the seed, the document and the step, with a shrunk command sequence.
@Suite struct ModelProperties {
    /// Every property, by the name its failures carry.
    static func properties(coverage: CoverageCounter) -> [NamedProperty] {
        [
            NamedProperty(name: "atomicity") { AtomicityProperty() },
            NamedProperty(name: "determinism") { DeterminismProperty() },
            NamedProperty(name: "layout sanity (ROT-01, NAV-04)") { LayoutProperty() },
            NamedProperty(name: "snapshot round trip (TAB-01)") { SnapshotProperty() },
            NamedProperty(name: "reload of the same document") { ReloadProperty() },
            NamedProperty(name: "rotation (ROT-02, ROT-03)") { RotationProperty() },
            NamedProperty(name: "navigation (NAV-01, NAV-06)") { NavigationProperty() },
            NamedProperty(name: "tab question (TAB-01)") { TabQuestionProperty() },
            NamedProperty(name: "coverage") { CoverageProperty(counter: coverage) },
        ]
    }

    /// ROT-01 ROT-02 ROT-03 NAV-01 NAV-04 NAV-06 TAB-01: atomicity, determinism, layout sanity,
    /// snapshot round trips, reload, rotation, navigation and the tab question, after every step;
    /// then the sessions must have reached every command and outcome (see ``CoverageCounter``).
    @Test("Properties ROT-01..03 NAV-01 NAV-04 NAV-06 TAB-01: every invariant after every generated step")
    func everyInvariantAfterEveryStep() {
        let configuration = PropertyConfiguration.current
        let coverage = CoverageCounter()
        PropertyRunner(configuration: configuration).run(Self.properties(coverage: coverage))
        for (k, v) in TmpClock.totals.sorted(by: { $0.key < $1.key }) { print("TMPCLOCK \(k) \(v)") }
        // A short run (replaying one failing document) need not reach everything.
        if configuration.iterations >= PropertyConfiguration.defaultIterations {
            #expect(coverage.missing.isEmpty, "generated sessions never reached \(coverage.missing) (seed \(configuration.seed))")
        }
        #expect(coverage["steps"] == configuration.iterations * configuration.steps, "every step was checked")
    }
}
