import PopsplitModel

/// The controller types a controller key applies to, and what the key says about a controller
/// whose written type is wrong.
public struct ControllerKeyScope: Sendable, Equatable {
    /// The types that take the key.
    public let types: [ControllerType]
    /// Those types in the words of messages (`"applies only to <words>"`).
    public let words: String
    /// The type a controller with this key is read as when its written type is wrong.
    public let pointsTo: ControllerType
    /// How telling the key is when a type must be guessed: the key of the lowest rank present
    /// decides (``ControllerTypeGuess``).
    public let guessRank: Int
}
