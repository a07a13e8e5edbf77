/// One request's round trips in `popsplit-bench round-trip`, pooled over the runs, in µs, and
/// the CPU time each server spent per request (its run time on a CPU over the timed requests,
/// divided by their number; one figure per run).
struct RoundTripResult {
    /// The request measured.
    let kase: RoundTripBench.Case
    /// popsplit's latencies.
    let popsplit: [Double]
    /// The echo server's latencies (one frame back per request).
    let echo: [Double]
    /// The output floor's latencies (popsplit's recorded frames written back by a C server on
    /// jansson); empty when the floor was not run.
    let floor: [Double]
    /// popsplit's CPU µs per request, a figure per run (empty where it cannot be read).
    var popsplitCPU: [Double] = []
    /// The echo server's CPU µs per request, a figure per run.
    var echoCPU: [Double] = []
}
