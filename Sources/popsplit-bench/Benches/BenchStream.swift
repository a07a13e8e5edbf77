import ArgumentParser

/// Which request streams `popsplit-bench streams` runs (`--stream small|mixed|unknown|both|all`).
enum BenchStream: String, CaseIterable, ExpressibleByArgument {
    /// Many small requests answered without heavy scene work (`scene/list`).
    case small
    /// A realistic mix of scene commands that produce events and layout notifications.
    case mixed
    /// Requests for a method that does not exist.
    case unknown
    /// The small and mixed streams, small first.
    case both
    /// Every stream: small, unknown, mixed.
    case all

    /// The workload kinds this choice runs, in order.
    var kinds: [BenchWorkload.Kind] {
        switch self {
        case .small: return [.small]
        case .mixed: return [.mixed]
        case .unknown: return [.unknown]
        case .both: return [.small, .mixed]
        case .all: return [.small, .unknown, .mixed]
        }
    }
}
