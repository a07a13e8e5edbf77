/// Formats `popsplit-bench render`'s output: a table of stages (median microseconds, the runs'
/// range, the ratio to the baseline, bytes), then the keystroke's figures.
enum RenderBenchReport {
    /// The keystroke budget, in microseconds.
    static let budget = 2000.0

    /// The report's lines.
    static func lines(stages: [RenderBenchStage], facts: RenderBench.Facts, runs: Int, iterations: Int) -> [String] {
        let baseline = stages.first?.sumMedian() ?? 0
        let kinds = facts.kinds.map { "\($0.count) \($0.kind)" }.joined(separator: ", ")
        var lines = [
            "popsplit-bench render: \(BenchEnvironment.coreCount) cores, \(BenchEnvironment.buildConfiguration) build, in process; "
                + "\(runs) runs x \(iterations) iterations per stage (stages one after the other in each run, after a warm-up); "
                + "medians of the runs' means",
            "  scene: \(facts.nodes) visible nodes in portrait (\(facts.landscapeNodes) in landscape): \(kinds)",
            "  document: \(grouped(facts.documentBytes)) bytes of JSON; keystroke: \(RenderBenchScene.editedLabel)'s title "
                + "\"\(RenderBenchScene.editedTitle)\" gets \"\(RenderBenchScene.typed)\" and loses it again, alternately",
            "",
            row("stage", "median µs", "runs min..max", "x baseline", "bytes"),
        ]
        func add(_ label: String, _ median: Double, _ range: (low: Double, high: Double), _ bytes: String?) {
            let ratio = baseline > 0 ? median / baseline : 0
            lines.append(row(label, micro(median), "\(micro(range.low))..\(micro(range.high))", BenchReport.fixed(ratio, ratio < 10 ? 2 : 1), bytes ?? ""))
        }
        for stage in stages {
            if let total = stage.total {
                add(total, stage.sumMedian(), stage.sumRange(), nil)
                for (i, step) in stage.steps.enumerated() {
                    add("   " + step.label, stage.stepMedian(i), stage.stepRange(i), step.bytes)
                }
                for subtotal in stage.subtotals {
                    add(subtotal.label, stage.sumMedian(subtotal.steps), stage.sumRange(subtotal.steps), subtotal.bytes)
                }
            } else if let step = stage.steps.first {
                add(step.label, stage.stepMedian(0), stage.stepRange(0), step.bytes)
            }
        }
        lines.append("")
        for stage in stages where stage.reportsPercentiles {
            let median = stage.percentile(0.5)
            let p90 = stage.percentile(0.9)
            let verdict = p90 < budget ? "under 2 ms: yes" : median < budget ? "under 2 ms: the median only" : "under 2 ms: NO"
            lines.append(
                "\(stage.total ?? "") over \(grouped(stage.iterationCount)) single iterations: median \(micro(median)) µs, "
                    + "p90 \(micro(p90)) µs, max \(micro(stage.percentile(1))) µs; \(verdict) (p90 = \(BenchReport.fixed(100 * p90 / budget, 1))% of 2 ms)")
        }
        lines.append(
            "keystroke patch: \(facts.changedIDs.count) changed element (\(facts.changedIDs.joined(separator: ", "))), \(facts.removed) removed, "
                + "\(grouped(facts.changedBytes)) bytes of markup; as the scene/render svgPatch result \(grouped(facts.patchResultBytes)) bytes "
                + "(its order lists all \(facts.orderCount) ids)")
        lines.append(
            "x baseline: each median over the baseline's, the scene's layout written as JSON as the daemon does for scene/layout "
                + "(PopsplitServer.handle + JSONCodec.serialize); daemon rows: PopsplitServer.handle in process, delta layouts, "
                + "results and notifications serialized, no pipes or framing")
        return lines
    }

    /// One table row.
    static func row(_ label: String, _ median: String, _ range: String, _ ratio: String, _ bytes: String) -> String {
        BenchReport.pad(label, 74) + BenchReport.pad(median, 11, right: true) + BenchReport.pad(range, 19, right: true)
            + BenchReport.pad(ratio, 12, right: true) + BenchReport.pad(bytes, 12, right: true)
    }

    /// Microseconds: two decimals below 10, one below 1000, none above.
    static func micro(_ value: Double) -> String {
        value < 10 ? BenchReport.fixed(value, 2) : value < 1000 ? BenchReport.fixed(value, 1) : BenchReport.grouped(value)
    }

    /// A count grouped by thousands.
    static func grouped(_ value: Int) -> String { BenchReport.grouped(Double(value)) }
}
