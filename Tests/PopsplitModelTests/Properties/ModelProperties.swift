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
            NamedProperty(name: "kept tables equal fresh ones") { CachedTablesProperty() },
            NamedProperty(name: "walked links agree with their definitions (MOD-01 attachment, hit-testing)") { WalkedTablesProperty() },
            NamedProperty(name: "layout sanity (ROT-01, NAV-04)") { LayoutProperty() },
            NamedProperty(name: "snapshot round trip (TAB-01)") { SnapshotProperty() },
            NamedProperty(name: "reload of the same document") { ReloadProperty() },
            NamedProperty(name: "reload of an edited document") { ReloadEditProperty() },
            NamedProperty(name: "rotation (ROT-02, ROT-03)") { RotationProperty() },
            NamedProperty(name: "navigation (NAV-01, NAV-06)") { NavigationProperty() },
            NamedProperty(name: "tab question (TAB-01)") { TabQuestionProperty() },
            NamedProperty(name: "split questions (SPL-17, SVC-03)") { SplitQuestionProperty() },
            NamedProperty(name: "appearance agrees with the layout") { AppearanceProperty() },
            NamedProperty(name: "touches") { TouchProperty() },
            NamedProperty(name: "popover layout (POP-01, POP-03, POP-09..12, POP-28, keyboard)") { PopoverProperty() },
            NamedProperty(name: "popover anchors (POP-27)") { PopoverProperty(anchors: true) },
            NamedProperty(name: "popover commands and touches (POP-05, POP-06, POP-09, POP-13..23, POP-26, POP-27, POP-29, POP-30, ROT-04)") {
                PopoverCommandProperty()
            },
            NamedProperty(name: "coverage") { CoverageProperty(counter: coverage) },
        ]
    }

    /// ROT-01 ROT-02 ROT-03 ROT-04 NAV-01 NAV-04 NAV-06 TAB-01: atomicity, determinism, layout
    /// sanity, snapshot round trips, reload (same and edited document), rotation, navigation, the
    /// tab question, appearance messages against the layout, and touches, after every step; with
    /// popovers, the keyboard and the in-call status bar in play: the popover layout (POP-01,
    /// POP-03, POP-09, POP-10, POP-11, POP-12, POP-27, POP-28) and what every popover command and
    /// outside tap does (POP-05, POP-06, POP-13, POP-14, POP-15, POP-16, POP-17, POP-18, POP-19,
    /// POP-20, POP-21, POP-22, POP-23, POP-26, POP-29, POP-30); with both split views among the
    /// documents (SPL-05..09, SPL-17, SVC-01..09; their questions, SplitQuestionProperty);
    /// then the sessions must have reached every command and outcome (see ``CoverageCounter``).
    /// The documents are split in two shards (by index parity) that run in parallel.
    @Test(
        "Properties ROT-01..04 NAV-01 NAV-04 NAV-06 TAB-01 POP-01 POP-03 POP-05 POP-06 POP-09..23 POP-26..30 SPL-05..17 SVC-01..09: every invariant after every generated step",
        arguments: 0..<Self.shards)
    func everyInvariantAfterEveryStep(shard: Int) {
        let configuration = PropertyConfiguration.current
        let coverage = CoverageCounter()
        PropertyRunner(configuration: configuration).run(Self.properties(coverage: coverage), shard: shard, of: Self.shards)
        if configuration.printCoverage {
            print("coverage of shard \(shard):\n" + coverage.counts.keys.sorted().map { "  \($0): \(coverage[$0])" }.joined(separator: "\n"))
        }
        // A short run (replaying one failing document) need not reach everything.
        if configuration.requireCoverage, configuration.iterations >= PropertyConfiguration.defaultIterations {
            #expect(coverage.missing.isEmpty, "generated sessions never reached \(coverage.missing) (seed \(configuration.seed))")
        }
        // Only documents with extreme numbers (one in ten) may be refused.
        let documents = (0..<configuration.iterations).filter { $0 % Self.shards == shard }.count
        #expect(coverage["documents"] * 10 >= documents * 8, "\(coverage["documents"]) of \(documents) documents opened")
        #expect(coverage["steps"] == coverage["documents"] * configuration.steps, "every step of every opened document was checked")
    }
}
