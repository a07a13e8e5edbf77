import PopsplitJSON

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Equality byte for byte. Swift's `==` on strings is canonical equivalence ("é" precomposed
/// equals "e" and a combining accent), but a cache may stand in for a reading only when what was
/// written is the same to the byte: messages and replies quote it.
protocol ExactlyEquatable {
    /// Whether `self` and `other` are the same, strings compared byte for byte.
    func isExactly(_ other: Self) -> Bool
}

extension String: ExactlyEquatable {
    /// The same UTF-8 bytes: the same representation (the same small string, or the same storage:
    /// what a replayed reading copies), or bytes compared in place.
    func isExactly(_ other: String) -> Bool {
        if sameRepresentation(self, other) { return true }
        var (a, b) = (self, other)
        return a.withUTF8 { x in
            b.withUTF8 { y in
                guard x.count == y.count else { return false }
                guard let p = x.baseAddress, let q = y.baseAddress else { return true }
                return memcmp(p, q, x.count) == 0
            }
        }
    }
}

/// Whether `a` and `b` are stored alike, byte for byte (a value and its copy are): then they are
/// the same value. `false` says nothing.
func sameRepresentation<T>(_ a: T, _ b: T) -> Bool {
    withUnsafeBytes(of: a) { x in
        withUnsafeBytes(of: b) { y in
            guard let p = x.baseAddress, let q = y.baseAddress else { return false }
            return x.count == y.count && memcmp(p, q, x.count) == 0
        }
    }
}

extension Array: ExactlyEquatable where Element: ExactlyEquatable {
    /// The same count, each element exactly equal to the other's.
    func isExactly(_ other: [Element]) -> Bool {
        guard count == other.count else { return false }
        for i in indices where !self[i].isExactly(other[i]) { return false }
        return true
    }
}

extension DocumentPath: ExactlyEquatable {
    /// The same steps, keys compared byte for byte.
    func isExactly(_ other: DocumentPath) -> Bool {
        if sameRepresentation(components, other.components) { return true }
        guard components.count == other.components.count else { return false }
        for i in components.indices {
            switch (components[i], other.components[i]) {
            case (.key(let x), .key(let y)): guard x.isExactly(y) else { return false }
            case (.index(let x), .index(let y)): guard x == y else { return false }
            default: return false
            }
        }
        return true
    }
}

extension IdDeclaration: ExactlyEquatable {
    /// Exactly the same id, places and owner.
    func isExactly(_ other: IdDeclaration) -> Bool {
        id.isExactly(other.id) && owner == other.owner && path.isExactly(other.path) && objectPath.isExactly(other.objectPath)
    }
}

extension IdReference: ExactlyEquatable {
    /// Exactly the same id, place and expectation.
    func isExactly(_ other: IdReference) -> Bool {
        id.isExactly(other.id) && expected == other.expected && path.isExactly(other.path)
    }
}

extension ReservedId: ExactlyEquatable {
    /// Exactly the same id, holder and passthrough.
    func isExactly(_ other: ReservedId) -> Bool {
        id.isExactly(other.id) && holder.isExactly(other.holder) && passthrough == other.passthrough
    }
}

extension JSONValue: ExactlyEquatable {
    /// The same value, strings and keys compared byte for byte, numbers bit for bit (`-0.0` is
    /// not `0.0`, an integer not a real); walked without recursion.
    func isExactly(_ other: JSONValue) -> Bool {
        var pending = [(self, other)]
        while let (a, b) = pending.popLast() {
            switch (a, b) {
            case (.null, .null): continue
            case (.bool(let x), .bool(let y)): guard x == y else { return false }
            case (.int(let x), .int(let y)): guard x == y else { return false }
            case (.double(let x), .double(let y)): guard x.bitPattern == y.bitPattern else { return false }
            case (.string(let x), .string(let y)): guard x.isExactly(y) else { return false }
            case (.array(let x), .array(let y)):
                guard x.count == y.count else { return false }
                pending.append(contentsOf: zip(x, y))
            case (.object(let x), .object(let y)):
                guard x.count == y.count else { return false }
                for (m, n) in zip(x.members, y.members) {
                    guard m.key.isExactly(n.key) else { return false }
                    pending.append((m.value, n.value))
                }
            default:
                return false
            }
        }
        return true
    }
}
