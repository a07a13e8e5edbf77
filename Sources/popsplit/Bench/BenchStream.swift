import ArgumentParser

/// Which request streams `popsplit bench` runs (`--stream small|mixed|both`).
enum BenchStream: String, CaseIterable, ExpressibleByArgument {
    /// Many small requests answered without heavy scene work (`scene/list`).
    case small
    /// A realistic mix of scene commands that produce events and layout notifications.
    case mixed
    /// Both streams, small first.
    case both

    /// The workload kinds this choice runs, in order.
    var kinds: [BenchWorkload.Kind] {
        switch self {
        case .small: return [.small]
        case .mixed: return [.mixed]
        case .both: return [.small, .mixed]
        }
    }
}
