import PopsplitModel

/// A controller key that only some controller types take (`children`, `selectedIndex`, a split
/// view's options, a navigation controller's), read by the decoder for every type instead of an
/// `if type ==` per key. A key on another type is `inapplicableKey`.
struct TypedControllerKey {
    /// The key.
    let key: String
    /// The types that take it.
    let types: Set<ControllerType>
    /// Those types in the words of the message (`"applies only to <words>"`).
    let words: String

    /// Every typed key, in the order the decoder reports them: the format's order
    /// (``SceneDocumentFormat/controllerTypedKeys``).
    static let all: [TypedControllerKey] = SceneDocumentFormat.controllerTypedKeys.map { key, scope in
        TypedControllerKey(key: key.name, types: Set(scope.types), words: scope.words)
    }
}
