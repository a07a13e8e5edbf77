import PopsplitModel

/// Where a key applies: on every object of its kind, or only where another key (the
/// controller's `type`, the view's `kind` ...) has one of some values. A key present where it
/// does not apply is `inapplicableKey`.
public enum FormatScope: Sendable, Equatable {
    /// On every object of its kind.
    case everywhere
    /// On controllers of some types.
    case controllerTypes(ControllerKeyScope)
    /// On views of some kinds.
    case viewKinds([ViewKind], words: String)
    /// On segues of some kinds.
    case segueKinds([SegueSpec.Kind], words: String)
    /// On a master button at some places.
    case masterButtonPlaces([MasterButtonPlaceName], words: String)
    /// On an action of one verb (`style` on a `present` action).
    case actionVerb(ActionVerb, words: String)

    /// Where the key applies, in the words of messages (`nil`: everywhere).
    public var words: String? {
        switch self {
        case .everywhere: return nil
        case .controllerTypes(let scope): return scope.words
        case .viewKinds(_, let words), .segueKinds(_, let words), .masterButtonPlaces(_, let words), .actionVerb(_, let words):
            return words
        }
    }

    /// The key whose value decides whether this key applies, and the values for which it does
    /// (`nil`: everywhere, or an action's verb, which is a key of its own).
    var condition: (key: String, values: [String])? {
        switch self {
        case .everywhere, .actionVerb: return nil
        case .controllerTypes(let scope): return ("type", scope.types.map(\.rawValue))
        case .viewKinds(let kinds, _): return ("kind", kinds.map(\.rawValue))
        case .segueKinds(let kinds, _): return ("kind", kinds.map(\.rawValue))
        case .masterButtonPlaces(let places, _): return ("place", places.map(\.rawValue))
        }
    }

    /// Whether this is a scope of views that takes views of `kind`.
    public func takes(_ kind: ViewKind) -> Bool {
        if case .viewKinds(let kinds, _) = self { return kinds.contains(kind) }
        return false
    }

    /// Whether this is a scope of segues that leaves out segues of `kind`.
    public func excludes(_ kind: SegueSpec.Kind) -> Bool {
        if case .segueKinds(let kinds, _) = self { return !kinds.contains(kind) }
        return false
    }

    /// Whether this is a scope of master button places that leaves out `place`.
    public func excludes(_ place: MasterButtonPlaceName) -> Bool {
        if case .masterButtonPlaces(let places, _) = self { return !places.contains(place) }
        return false
    }

    /// Whether this is a scope of action verbs that leaves out `verb`.
    public func excludes(_ verb: ActionVerb) -> Bool {
        if case .actionVerb(let taker, _) = self { return taker != verb }
        return false
    }
}
