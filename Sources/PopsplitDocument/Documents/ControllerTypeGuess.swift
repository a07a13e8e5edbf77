import PopsplitJSON
import PopsplitModel
import PopsplitSuggestion

/// The type a controller is checked as when its `type` is wrong: the rest of the
/// controller, its children above all, is still read, so that a document's problems all show at
/// once and no child goes missing (a missing child would give a phantom "no controller has id").
///
/// A guess only decides how the values present are read (`children`, `selectedIndex` against
/// them, `split` ...). What would be wrong only because of the guess is not reported: a key that
/// does not apply to the guessed type, a missing or empty `children`, a number of children the
/// guessed type does not take; and the guessed type reserves no chrome ids (section 8.10).
enum ControllerTypeGuess {
    /// The keys that apply to some controller types only, the types they apply to, and the type
    /// each points to when the type must be guessed from the keys, most telling first (the
    /// format's guess ranks, ``ControllerKeyScope/guessRank``; `children` alone points to
    /// navigation, the container with the fewest rules).
    static let typedKeys: [(key: String, kinds: Set<ControllerType>, pointsTo: ControllerType)] =
        SceneDocumentFormat.controllerTypedKeys.enumerated()
        .sorted { ($0.element.scope.guessRank, $0.offset) < ($1.element.scope.guessRank, $1.offset) }
        .map { ($0.element.key.name, Set($0.element.scope.types), $0.element.scope.pointsTo) }

    /// The guess for the controller `object` whose `type` is `written` (a string that names no
    /// type, or `nil` for a value that is not a string): the type the "did you mean" hint names
    /// when every key present applies to it; else the type the most telling type-specific key
    /// present points to, or plain.
    static func guess(written: String?, object: JSONObject) -> ControllerType {
        let present = typedKeys.filter { object[$0.key] != nil }
        if let written,
            let suggested = NameSuggestion.closest(to: written, among: ControllerType.allCases.map(\.rawValue)),
            let kind = ControllerType(rawValue: suggested),
            present.allSatisfy({ $0.kinds.contains(kind) })
        {
            return kind
        }
        return present.first?.pointsTo ?? .plain
    }
}
