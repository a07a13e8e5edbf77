/// The figures of one server on one stream across the runs.
struct BenchStatistics {
    /// Every run's sample, in run order.
    let samples: [BenchSample]

    /// The median rate in messages per second (the mean of the two middle runs for an even count).
    var median: Double { BenchStatistics.median(samples.map(\.messagesPerSecond)) }
    /// The slowest run's rate.
    var slowest: Double { samples.map(\.messagesPerSecond).min() ?? 0 }
    /// The fastest run's rate.
    var fastest: Double { samples.map(\.messagesPerSecond).max() ?? 0 }
    /// The median of the replies received per run.
    var medianReceived: Double { BenchStatistics.median(samples.map { Double($0.received) }) }
    /// The median of the runs' wall times, in seconds.
    var medianSeconds: Double { BenchStatistics.median(samples.map(\.seconds)) }

    /// The median of `values` (0 for none).
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
