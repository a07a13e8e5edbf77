/// The one check of items set on a navigation item at run time (NAV-08), for the command, the
/// full validation of a restored state and a reload.
extension NavigationItemItems {
    /// Throws unless `controller` exists and every id set on either side is an item its navigation
    /// item declares (left, right or spare), each once across both sides; an id that names no
    /// item at all is an unknown id.
    static func check(_ set: NavigationItemItems, of controller: String, index: SceneIndex) throws(ModelError) {
        let spec = try index.controller(controller)
        let declared = Set(spec.navigationItem.allItems.map(\.id))
        var seen: Set<String> = []
        for id in (set.left ?? []) + (set.right ?? []) {
            guard index.items[id] != nil else { throw ModelError.unknown(id, .barButtonItem) }
            guard declared.contains(id) else { throw ModelError.state(.itemNotInNavigationItem(item: id, controller: controller)) }
            guard seen.insert(id).inserted else { throw ModelError.state(.itemSetTwice(item: id, controller: controller)) }
        }
    }
}
