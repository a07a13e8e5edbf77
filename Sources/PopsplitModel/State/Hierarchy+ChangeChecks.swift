/// The structure checks of a command: only the containers whose child lists changed
/// and the children that joined one, against a state that was sound before the command.
extension Hierarchy {
    /// Whether the structure changes recorded since ``forgetChanges()`` keep the structure sound:
    /// every changed navigation stack is non-empty, every changed split view has a master and a
    /// detail, every changed custom container shows its own children once; every child that
    /// joined a container is a known controller of a kind that container takes, was in no other
    /// place (nor the window's root, nor another container's child), and no changed container
    /// contains itself. `false` sends the command to the full check, which names the first broken
    /// invariant (a change can also be refused here that the full check accepts).
    var changesAreSound: Bool {
        guard !changes.conflicted else { return false }
        guard state.stacks.keys.allSatisfy({ index.type(of: $0) == .navigation }),
            state.splitChildren.keys.allSatisfy({ index.type(of: $0)?.isSplit == true }),
            state.containerShown.keys.allSatisfy({ index.type(of: $0) == .container })
        else { return false }
        for container in changes.touched {
            guard listIsSound(container), !isInCycle(container) else { return false }
        }
        for (child, container) in changes.added where parents[child] == container {
            guard let kind = index.type(of: child), child != root, index.staticParents[child] == nil else { return false }
            switch index.type(of: container) {
            case .navigation?: guard kind != .navigation, kind != .split else { return false }
            case .split?, .versatileSplit?: guard kind != .split else { return false }
            case .container?: continue
            case .plain?, .tabBar?, .pageView?, nil: return false
            }
            guard index.containerParents[child] == nil else { return false }
        }
        return true
    }

    /// Whether walking up the parent chain from `id` comes back to a controller already passed.
    private func isInCycle(_ id: String) -> Bool {
        var seen: Set<String> = [id]
        var current = parents[id]
        while let c = current {
            guard seen.insert(c).inserted else { return true }
            current = parents[c]
        }
        return false
    }

    /// Whether container `id`'s child list is sound on its own: a stack not empty, a split view's
    /// two different children, a custom container's own children once each.
    private func listIsSound(_ id: String) -> Bool {
        switch index.type(of: id) {
        case .navigation?: return !(state.stacks[id] ?? []).isEmpty
        case .split?, .versatileSplit?:
            guard let children = state.splitChildren[id], children.count == 2 else { return false }
            return children[0] != children[1]
        case .container?: return (try? state.validateShown(id, index)) != nil
        case .plain?, .tabBar?, .pageView?, nil: return false
        }
    }
}
