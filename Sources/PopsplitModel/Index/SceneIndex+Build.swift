/// Building the index validates the document (unique ids, resolvable references, indexes in
/// range, consistent kinds); the first problem found is thrown as `invalidDocument`.
extension SceneIndex {
    /// Indexes and validates `document`.
    static func build(_ document: SceneDocument) throws(ModelError) -> SceneIndex {
        var builder = IndexBuilder(index: SceneIndexTables(rootId: document.root.id))
        try builder.addController(document.root, parent: nil)
        for spec in document.controllers { try builder.addController(spec, parent: nil) }
        for segue in document.segues { try builder.addSegue(segue) }
        for popover in document.popovers { try builder.addPopover(popover) }
        for (searchBar, display, inToolbar) in builder.pendingSearchDisplays {
            try builder.addSearchDisplay(display, searchBar: searchBar, inToolbar: inToolbar)
        }
        for sheet in document.actionSheets { try builder.addActionSheet(sheet) }
        try builder.checkReferences()
        try builder.checkDerivedIds()
        builder.index.ids = builder.seen
        builder.index.controllers.compact()
        builder.index.views.compact()
        return SceneIndex(builder.index)
    }
}
