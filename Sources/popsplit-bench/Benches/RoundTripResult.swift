/// One request's round trips in `popsplit-bench round-trip`, pooled over the runs, in µs.
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
}
