/// One row of `popsplit-bench all`: a measure, what it is now against its baseline, the goal
/// (docs/performance.md's table), and whether it is met.
struct GoalRow {
    /// What is measured.
    var measure: String
    /// The figure now, as printed (a ratio, a time, a size), with the numbers it comes from.
    var now: String
    /// The goal, as printed.
    var goal: String
    /// Whether the figure meets the goal.
    var met: Bool

    /// The rows as a Markdown table (what docs/performance.md and the README carry).
    static func table(_ rows: [GoalRow]) -> [String] {
        ["| measure | now | goal | met |", "|---|---|---|---|"]
            + rows.map { "| \($0.measure) | \($0.now) | \($0.goal) | \($0.met ? "**yes**" : "no") |" }
    }
}
