/// How one container's child list changed between two states: the children after the lists'
/// common prefix, removed and added (``Hierarchy/update(to:)``).
struct ChildListEdit {
    /// The navigation, split view or custom container controller.
    let container: String
    /// The old list's children after the common prefix.
    let removed: [String]
    /// The new list's children after the common prefix.
    let added: [String]

    /// Appends the edit from `old` to `new` (a missing list is empty) unless they are equal; equal
    /// arrays that share their storage cost one comparison.
    static func append(container: String, old: [String]?, new: [String]?, to edits: inout [ChildListEdit]) {
        let old = old ?? []
        let new = new ?? []
        guard old != new else { return }
        let prefix = old.commonPrefixCount(with: new)
        edits.append(ChildListEdit(container: container, removed: Array(old[prefix...]), added: Array(new[prefix...])))
    }

    /// Appends the edit from stack `old` to stack `new` (a missing stack is empty) unless they are
    /// equal: chunks the two versions share cost one comparison each, the ids after them one each.
    static func append(container: String, old: ControllerStack?, new: ControllerStack?, to edits: inout [ChildListEdit]) {
        let old = old ?? ControllerStack()
        let new = new ?? ControllerStack()
        guard old != new else { return }
        let prefix = old.commonPrefixCount(with: new)
        edits.append(ChildListEdit(container: container, removed: old.ids(from: prefix), added: new.ids(from: prefix)))
    }
}
