/// The checks that need every id of the document: references and derived ids.
extension IndexBuilder {
    /// Every action, segue and anchor names something that exists.
    mutating func checkReferences() throws(ModelError) {
        for (owner, action) in actions {
            switch action {
            case .push(let id), .present(let id, _, _):
                guard index.controllers[id] != nil else {
                    throw ModelError.document(.unknownReference(owner: owner, id: id, kind: .controller))
                }
            case .segue(let id):
                guard index.segues[id] != nil else {
                    throw ModelError.document(.unknownReference(owner: owner, id: id, kind: .segue))
                }
            case .selectTab(let i):
                guard i >= 0 else { throw ModelError.document(.negativeTabIndex(owner: owner)) }
            case .presentPopover(let id, _):
                guard index.popovers[id] != nil else {
                    throw ModelError.document(.unknownReference(owner: owner, id: id, kind: .popoverController))
                }
            case .showActionSheet(let id):
                guard index.actionSheets[id] != nil else {
                    throw ModelError.document(.unknownReference(owner: owner, id: id, kind: .actionSheet))
                }
            case .setItemEnabled(let id, _):
                guard index.items[id] != nil else {
                    throw ModelError.document(.unknownReference(owner: owner, id: id, kind: .barButtonItem))
                }
            case .pop, .popToRoot, .dismiss, .custom, .dismissPopover:
                break
            }
        }
        for id in index.segues.keys.sorted() {
            guard let segue = index.segues[id] else { continue }
            for end in [segue.source, segue.destination] where index.controllers[end] == nil {
                throw ModelError.document(.segueUnknownController(segue: id, controller: end))
            }
            if let anchor = segue.anchor, index.views[anchor] == nil, index.items[anchor] == nil {
                throw ModelError.document(.segueUnknownAnchor(segue: id, anchor: anchor))
            }
        }
        for id in index.popovers.keys.sorted() {
            guard let popover = index.popovers[id] else { continue }
            try PopoverRules.check(popover, index: index)
        }
        try checkMasterButtonToolbars()
    }

    /// A split view controller whose delegate puts its item into a toolbar names a toolbar view
    /// of the document, and an index within its items (SPL-13); each toolbar takes one such item.
    mutating func checkMasterButtonToolbars() throws(ModelError) {
        for split in index.controllerOrder {
            guard case .toolbar(let toolbar, let at)? = index.controllers[split]?.split?.masterButtonPlace else { continue }
            guard let view = index.views[toolbar], view.kind == .toolbar else {
                throw ModelError.document(.masterButtonNotInToolbar(split: split, toolbar: toolbar))
            }
            guard (0...view.items.count).contains(at) else {
                throw ModelError.document(.masterButtonIndexOutOfRange(split: split, toolbar: toolbar, index: at, count: view.items.count))
            }
            guard index.masterButtonToolbars[toolbar] == nil else {
                throw ModelError.document(.toolbarHoldsTwoMasterButtons(split: split, toolbar: toolbar))
            }
            index.masterButtonToolbars[toolbar] = split
        }
    }

    /// No document id may equal an id the layout derives for chrome (`statusBar`,
    /// `<nav>.navigationBar`, `<tab>.tab.0`, `<id>.dimming` ...).
    mutating func checkDerivedIds() throws(ModelError) {
        var derived = Set(DerivedId.everywhere.map(\.id))
        for (id, spec) in index.controllers {
            for reservation in DerivedId.reservations(ofController: id, type: spec.type, tabCount: spec.children.count) {
                derived.insert(reservation.id)
            }
        }
        for id in seen.sorted() where derived.contains(id) {
            throw ModelError.document(.reservedId(id: id))
        }
        index.reserved = derived
    }
}
