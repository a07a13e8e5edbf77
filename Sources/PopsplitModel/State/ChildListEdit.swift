/// How one container's child list changed between two states: the children after the lists'
/// common prefix, removed and added (``Hierarchy/update(to:)``).
struct ChildListEdit {
    /// The navigation, split view or custom container controller.
    let container: String
    /// The old list's children after the common prefix.
    let removed: ArraySlice<String>
    /// The new list's children after the common prefix.
    let added: ArraySlice<String>

    /// Appends the edit from `old` to `new` (a missing list is empty) unless they are equal; equal
    /// arrays that share their storage cost one comparison.
    static func append(container: String, old: [String]?, new: [String]?, to edits: inout [ChildListEdit]) {
        let old = old ?? []
        let new = new ?? []
        guard old != new else { return }
        let prefix = old.commonPrefixCount(with: new)
        edits.append(ChildListEdit(container: container, removed: old[prefix...], added: new[prefix...]))
    }
}
