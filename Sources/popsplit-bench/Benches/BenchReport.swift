/// Formats the benchmark's output: plain lines, numbers grouped by thousands.
enum BenchReport {
    /// The lines for one stream: a row per server, then the ratio of the medians.
    static func lines(
        for workload: BenchWorkload, popsplit: BenchStatistics, echo: BenchStatistics, floor: BenchStatistics? = nil
    ) -> [String] {
        let ratio = echo.median > 0 ? popsplit.median / echo.median : 0
        var lines = [
            "stream \(workload.label): \(workload.timedMessages) messages sent per run (\(workload.timedRequests) requests); rates are messages sent per second",
            "  \(workload.summary)",
            "  " + row("server", "median msgs/s", "min..max msgs/s", "median s", "replies per run"),
        ]
        let servers = [("popsplit", popsplit), ("echo", echo)] + (floor.map { [("floor", $0)] } ?? [])
        for (name, stats) in servers {
            lines.append(
                "  "
                    + row(
                        name, grouped(stats.median), "\(grouped(stats.slowest))..\(grouped(stats.fastest))",
                        fixed(stats.medianSeconds, 3), grouped(stats.medianReceived)))
        }
        for (name, stats) in servers {
            let runs = stats.samples.map { grouped($0.messagesPerSecond) }.joined(separator: " ")
            lines.append("  \(pad(name, 9))runs in order: \(runs)")
        }
        lines.append("  ratio popsplit/echo (medians): \(fixed(ratio, 2))")
        if let floor {
            let floorRatio = floor.median > 0 ? popsplit.median / floor.median : 0
            lines.append("  ratio popsplit/floor (medians; the floor writes popsplit's recorded bytes): \(fixed(floorRatio, 2))")
        }
        return lines
    }

    /// One table row, columns padded.
    static func row(_ a: String, _ b: String, _ c: String, _ d: String, _ e: String) -> String {
        pad(a, 9) + pad(b, 15, right: true) + pad(c, 22, right: true) + pad(d, 10, right: true) + pad(e, 13, right: true)
    }

    /// `text` padded with spaces to `width`, on the left when `right`.
    static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let fill = String(repeating: " ", count: max(0, width - text.count))
        return right ? fill + text : text + fill
    }

    /// A non-negative number rounded to an integer, digits grouped by thousands (`123,456`).
    static func grouped(_ value: Double) -> String {
        let digits = String(Int64(max(0, value).rounded()))
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }

    /// A number with `places` decimals.
    static func fixed(_ value: Double, _ places: Int) -> String {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = Int64((value * scale).rounded())
        let whole = scaled / Int64(scale)
        let fraction = String(abs(scaled % Int64(scale)))
        return "\(whole)." + String(repeating: "0", count: places - fraction.count) + fraction
    }
}
