/// One timed thing of `popsplit-bench render`: a pipeline of steps run in order once per
/// iteration, each step timed on its own with the monotonic clock. A step returns a number that
/// goes into the bench's sink (bytes or nodes made), so the optimiser cannot drop its work.
struct RenderBenchStage {
    /// One step: its row label and its work.
    struct Step {
        /// The row label.
        let label: String
        /// The size of what it makes, for the report's bytes column.
        var bytes: String? = nil
        /// The work; throws when the scene or the daemon refuses what it is asked.
        let body: () throws -> Int
    }

    /// A row summing some consecutive steps of a pipeline.
    struct Subtotal {
        /// The row label.
        let label: String
        /// The steps summed.
        let steps: Range<Int>
        /// The bytes column.
        var bytes: String? = nil
    }

    /// The label of the pipeline's total row (nil for a single step: its row is the total).
    let total: String?
    /// The steps, in order.
    let steps: [Step]
    /// Rows summing some of the steps, printed after the steps.
    var subtotals: [Subtotal] = []
    /// Whether the report gives the median and p90 of single iterations.
    var reportsPercentiles = false
    /// Per run, per step: the mean nanoseconds per iteration.
    private(set) var stepMeans: [[Double]] = []
    /// Every iteration's total nanoseconds, over all timed runs (for percentiles).
    private(set) var totals: [Double] = []

    /// A pipeline; `total` labels its sum when it has more than one step.
    init(total: String? = nil, _ steps: [Step]) {
        self.total = total
        self.steps = steps
    }

    /// A single step.
    init(_ label: String, bytes: String? = nil, _ body: @escaping () throws -> Int) {
        self.init([Step(label: label, bytes: bytes, body: body)])
    }

    /// Runs `iterations` iterations; keeps the figures unless `warmUp`; adds the steps' results to
    /// `sink`.
    mutating func run(_ iterations: Int, warmUp: Bool, sink: inout Int) throws {
        var sums = [Int64](repeating: 0, count: steps.count)
        var iterationTotals: [Double] = []
        iterationTotals.reserveCapacity(iterations)
        for _ in 0..<iterations {
            var before = BenchRunner.nowNs()
            let start = before
            for (i, step) in steps.enumerated() {
                sink &+= try step.body()
                let after = BenchRunner.nowNs()
                sums[i] += after - before
                before = after
            }
            iterationTotals.append(Double(before - start))
        }
        guard !warmUp else { return }
        stepMeans.append(sums.map { Double($0) / Double(iterations) })
        totals += iterationTotals
    }

    /// The median over runs of step `i`'s mean, in microseconds.
    func stepMedian(_ i: Int) -> Double { BenchStatistics.median(stepMeans.map { $0[i] }) / 1000 }

    /// The fastest and slowest run's mean of step `i`, in microseconds.
    func stepRange(_ i: Int) -> (low: Double, high: Double) {
        let values = stepMeans.map { $0[i] / 1000 }
        return (values.min() ?? 0, values.max() ?? 0)
    }

    /// The median over runs of the mean sum of `steps` (all by default), in microseconds.
    func sumMedian(_ steps: Range<Int>? = nil) -> Double {
        let range = steps ?? self.steps.indices
        return BenchStatistics.median(stepMeans.map { $0[range].reduce(0, +) }) / 1000
    }

    /// The fastest and slowest run's mean sum of `steps` (all by default), in microseconds.
    func sumRange(_ steps: Range<Int>? = nil) -> (low: Double, high: Double) {
        let range = steps ?? self.steps.indices
        let values = stepMeans.map { $0[range].reduce(0, +) / 1000 }
        return (values.min() ?? 0, values.max() ?? 0)
    }

    /// How many single iterations were timed.
    var iterationCount: Int { totals.count }

    /// The `fraction` percentile of single iterations' totals (nearest rank), in microseconds.
    func percentile(_ fraction: Double) -> Double {
        let sorted = totals.sorted()
        guard !sorted.isEmpty else { return 0 }
        let rank = Int((fraction * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1] / 1000
    }
}
