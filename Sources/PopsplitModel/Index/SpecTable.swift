/// A document's specs by id, held once each in document order: an array of the specs and a
/// dictionary from id to position (a dictionary of specs holds each spec inline in a
/// bucket array kept at most three quarters full, about three times the specs' own size; a scene
/// of 100 controllers held 117 KB in its table of controllers alone).
struct SpecTable<Spec: Sendable & Equatable>: Sendable, Equatable, Sequence {
    /// The specs, in the order they were added.
    private var specs: [Spec] = []
    /// The position of each id's spec in `specs`.
    private var positions: [String: Int] = [:]

    /// An empty table.
    init() {}

    /// The spec with this id, if any.
    subscript(id: String) -> Spec? { positions[id].map { specs[$0] } }

    /// What `field` reads from the spec with this id, if any: the spec is read in place, where
    /// the subscript copies it whole (every string and list retained, then released).
    func read<Value>(_ id: String, _ field: (Spec) -> Value) -> Value? {
        guard let position = positions[id] else { return nil }
        return field(specs[position])
    }

    /// Adds `spec` as `id`'s, last, or replaces the spec `id` has.
    mutating func insert(_ spec: Spec, as id: String) {
        if let position = positions[id] {
            specs[position] = spec
        } else {
            positions[id] = specs.count
            specs.append(spec)
        }
    }

    /// Drops the spare capacity appending left (up to half the array): a scene keeps its index
    /// for its life.
    mutating func compact() {
        guard specs.capacity > specs.count else { return }
        specs = specs.withUnsafeBufferPointer { Array($0) }
    }

    /// How many specs the table holds.
    var count: Int { specs.count }

    /// The ids and specs, in the order they were added.
    func makeIterator() -> AnyIterator<(key: String, value: Spec)> {
        let ids = positions.sorted { $0.value < $1.value }.map(\.key)
        var next = 0
        return AnyIterator {
            guard next < ids.count else { return nil }
            defer { next += 1 }
            return (ids[next], specs[next])
        }
    }
}
