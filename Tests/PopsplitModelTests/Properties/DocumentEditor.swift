import PopsplitModel
import PopsplitTestSupport

/// Edits a document as a person editing its JSON might: retitles, reorders tabs or pages, drops
/// or adds detached controllers, shortens a launch stack, changes the orientation or the status
/// bar, drops a popover controller or an action sheet, changes a popover's declaration. The edit
/// may make the document invalid (a dropped controller or popover still referenced): then
/// `reload` must refuse it and change nothing.
struct DocumentEditor {
    /// The random source.
    var random: SplitMix64

    /// `document` with one random edit.
    mutating func edit(_ document: SceneDocument) -> SceneDocument {
        var edited = document
        switch random.below(11) {
        case 0: edited.root = retitled(edited.root)
        case 1: edited.root = reordered(edited.root)
        case 2: if !edited.controllers.isEmpty { edited.controllers.removeLast() }
        case 3: edited.controllers.append(ControllerSpec(id: "added\(random.below(1000))", title: "Added"))
        case 4: edited.root = shortened(edited.root)
        case 5: edited.orientation = random.pick(InterfaceOrientation.self)
        case 6: edited.statusBarHidden.toggle()
        case 8: if !edited.popovers.isEmpty { edited.popovers.remove(at: random.below(edited.popovers.count)) }
        case 9:
            // A changed declaration: the popover controller takes the document's options again.
            if !edited.popovers.isEmpty {
                let i = random.below(edited.popovers.count)
                edited.popovers[i].layoutMargins = EdgeInsets(all: Double(random.int(in: 0...40)))
                edited.popovers[i].contentSize = random.bool() ? nil : Size(width: 400, height: 300)
            }
        case 10: if !edited.actionSheets.isEmpty { edited.actionSheets.removeLast() }
        default: edited.profile = random.pick(BehaviourProfile.self)
        }
        return edited
    }

    /// The tree with one controller (chosen at random, depth first) retitled.
    mutating func retitled(_ spec: ControllerSpec) -> ControllerSpec {
        var copy = spec
        if random.chance(40) || spec.children.isEmpty {
            copy.title = (spec.title ?? "") + " (edited)"
            return copy
        }
        let i = random.below(spec.children.count)
        copy.children[i] = retitled(spec.children[i])
        return copy
    }

    /// The tree with the first tab bar or page view found (depth first) holding its children in
    /// reverse order; the selected index keeps pointing at the same position.
    func reordered(_ spec: ControllerSpec) -> ControllerSpec {
        var copy = spec
        if spec.type == .tabBar || spec.type == .pageView {
            copy.children.reverse()
            return copy
        }
        copy.children = spec.children.map(reordered)
        return copy
    }

    /// The tree with the first navigation controller's launch stack cut to its root.
    func shortened(_ spec: ControllerSpec) -> ControllerSpec {
        var copy = spec
        if spec.type == .navigation, spec.children.count > 1 {
            copy.children = [spec.children[0]]
            return copy
        }
        copy.children = spec.children.map(shortened)
        return copy
    }
}
