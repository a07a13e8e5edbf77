/// A JSON object whose members keep their insertion order.
///
/// Lookups scan linearly: protocol objects have a handful of members, where a scan beats hashing.
/// Setting an existing key replaces its value in place (the order is kept).
public struct JSONObject: Sendable, Equatable {
    /// The members, in order. Keys are unique.
    public private(set) var members: [(key: String, value: JSONValue)]

    /// An empty object.
    public init() { members = [] }

    /// An object from members in order; a repeated key keeps its first position and last value.
    public init(_ members: [(key: String, value: JSONValue)]) {
        if members.count <= JSONObject.directLimit, !JSONObject.hasRepeatedKey(members) {
            // The common case (literals in encoders): the array is taken as it is.
            self.members = members
            return
        }
        self.members = []
        self.members.reserveCapacity(members.count)
        for m in members { self[m.key] = m.value }
    }

    /// Up to this many members, ``init(_:)`` checks keys pairwise and keeps the array as is.
    static let directLimit = 16

    /// Whether two of `members` share a key.
    static func hasRepeatedKey(_ members: [(key: String, value: JSONValue)]) -> Bool {
        var index = 1
        while index < members.count {
            let key = members[index].key
            for earlier in 0..<index where JSONObject.same(members[earlier].key, key) { return true }
            index += 1
        }
        return false
    }

    /// The number of members.
    public var count: Int { members.count }

    /// The keys, in order.
    public var keys: [String] { members.map(\.key) }

    /// The value for `key`; assigning `nil` removes the member.
    public subscript(key: String) -> JSONValue? {
        get {
            for i in members.indices where JSONObject.same(members[i].key, key) { return members[i].value }
            return nil
        }
        set {
            if let i = members.firstIndex(where: { JSONObject.same($0.key, key) }) {
                if let v = newValue { members[i].value = v } else { members.remove(at: i) }
            } else if let v = newValue {
                // Objects built member by member (the encoders') get room for a typical object
                // at once instead of regrowing at 1, 2, 4 members.
                if members.capacity == 0 { members.reserveCapacity(JSONObject.initialCapacity) }
                members.append((key: key, value: v))
            }
        }
    }

    /// Whether two keys are the same: their byte counts first (read from the strings' headers),
    /// which tells most of an object's keys apart without comparing their bytes.
    @inline(__always)
    static func same(_ a: String, _ b: String) -> Bool {
        a.utf8.count == b.utf8.count && a == b
    }

    /// The room an object built by assignment gets at its first member.
    static let initialCapacity = 8

    /// Reserves room for `count` members (a parser knowing the size ahead).
    public mutating func reserveCapacity(_ count: Int) {
        members.reserveCapacity(count)
    }

    /// Appends a member without checking for an existing key; the caller guarantees uniqueness
    /// (the parser does, having rejected duplicates).
    public mutating func appendUnchecked(_ key: String, _ value: JSONValue) {
        members.append((key: key, value: value))
    }

    /// Two objects are equal when they have the same members in the same order.
    public static func == (a: JSONObject, b: JSONObject) -> Bool {
        guard a.members.count == b.members.count else { return false }
        for (x, y) in zip(a.members, b.members) where x.key != y.key || x.value != y.value { return false }
        return true
    }
}
