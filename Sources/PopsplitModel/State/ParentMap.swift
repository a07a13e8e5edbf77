/// The container of every controller that has one, split into shards by the child's hash so that
/// a change copies one shard, not the map: a scene is a value, a command works on a
/// copy of it, and a single dictionary of ten thousand stacked controllers would be copied whole
/// by every push. Lookups cost a hash and a dictionary lookup. Iteration order is the shards'
/// (not stable across processes): callers sort what they list.
struct ParentMap: Sendable, Equatable {
    /// How many shards: a power of two.
    static let shardCount = 64
    /// The shards; each child is in shard `hash & (shardCount - 1)`.
    private var shards: [[String: String]] = Array(repeating: [:], count: ParentMap.shardCount)

    /// An empty map.
    init() {}

    /// The map of `entries`.
    init(_ entries: [String: String]) {
        for (child, parent) in entries { self[child] = parent }
    }

    /// The shard of `child`.
    private static func shard(of child: String) -> Int { child.hashValue & (shardCount - 1) }

    /// The container of `child`, if it has one; setting `nil` removes it.
    subscript(child: String) -> String? {
        get { shards[Self.shard(of: child)][child] }
        set { shards[Self.shard(of: child)][child] = newValue }
    }

    /// Every child with a container (in no particular order).
    var children: [String] { shards.flatMap(\.keys) }

    /// The map as one dictionary (tests and messages).
    var entries: [String: String] {
        var all: [String: String] = [:]
        for shard in shards { all.merge(shard) { first, _ in first } }
        return all
    }
}
