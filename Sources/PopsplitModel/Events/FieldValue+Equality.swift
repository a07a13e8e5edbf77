/// A field value's equality and hash: by case and payload, except that a ``FieldValue/stack(_:)``
/// is the list of its ids, equal to (and hashed as) the ``FieldValue/strings(_:)`` of the same
/// ids, as the service writes both.
extension FieldValue {
    /// Whether the two values are the same (a stack and a list of strings: the same ids in order).
    public static func == (lhs: FieldValue, rhs: FieldValue) -> Bool {
        switch (lhs, rhs) {
        case (.string(let a), .string(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        case (.rect(let a), .rect(let b)): a == b
        case (.point(let a), .point(let b)): a == b
        case (.size(let a), .size(let b)): a == b
        case (.strings(let a), .strings(let b)): a == b
        case (.stack(let a), .stack(let b)): a == b
        case (.stack(let a), .strings(let b)), (.strings(let b), .stack(let a)): a.elementsEqual(b)
        case (.fields(let a), .fields(let b)): a == b
        case (.list(let a), .list(let b)): a == b
        case (.animation(let a), .animation(let b)): a == b
        case (.null, .null): true
        case (.string, _), (.number, _), (.bool, _), (.rect, _), (.point, _), (.size, _), (.strings, _), (.stack, _),
            (.fields, _), (.list, _), (.animation, _), (.null, _):
            false
        }
    }

    /// Hashes the case and its payload; a stack as the list of its ids.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .string(let s): combine(0, s, into: &hasher)
        case .number(let n): combine(1, n, into: &hasher)
        case .bool(let b): combine(2, b, into: &hasher)
        case .rect(let r): combine(3, r, into: &hasher)
        case .point(let p): combine(4, p, into: &hasher)
        case .size(let s): combine(5, s, into: &hasher)
        case .strings(let list): combineIds(list, into: &hasher)
        case .stack(let stack): combineIds(stack, into: &hasher)
        case .fields(let fields): combine(7, fields, into: &hasher)
        case .list(let groups): combine(8, groups, into: &hasher)
        case .animation(let animation): combine(9, animation, into: &hasher)
        case .null: hasher.combine(10)
        }
    }

    /// Combines a case's tag and payload.
    private func combine(_ tag: Int, _ payload: some Hashable, into hasher: inout Hasher) {
        hasher.combine(tag)
        hasher.combine(payload)
    }

    /// Combines a list of ids, a stack's or an array's, the same way.
    private func combineIds(_ ids: some Collection<String>, into hasher: inout Hasher) {
        hasher.combine(6)
        hasher.combine(ids.count)
        for id in ids { hasher.combine(id) }
    }
}
