/// What the two figures of a ratio row of `popsplit-bench all` are measured in.
enum GoalUnit {
    /// A rate: messages a second.
    case messagesPerSecond
    /// A time: microseconds.
    case microseconds

    /// A figure as the row prints it: a rate grouped in thousands, a time to a tenth.
    func text(_ value: Double) -> String {
        switch self {
        case .messagesPerSecond: BenchReport.grouped(value)
        case .microseconds: BenchReport.fixed(value, 1)
        }
    }

    /// The unit's name after the figures.
    var name: String {
        switch self {
        case .messagesPerSecond: "messages a second"
        case .microseconds: "µs"
        }
    }
}
