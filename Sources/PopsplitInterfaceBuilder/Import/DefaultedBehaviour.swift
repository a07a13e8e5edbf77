import PopsplitDocument

/// A behaviour a storyboard or nib leaves to code, where UIKit's default applies: the note that
/// says so, and what a companion document amends to supply it (the note is dropped when it does).
public struct DefaultedBehaviour: Sendable, Equatable {
    /// The id of the object concerned.
    public var id: String
    /// The members whose amendment supplies the behaviour (any one of them).
    public var keys: Set<String>
    /// The note (information, kind `defaulted`).
    public var diagnostic: DocumentDiagnostic

    /// A defaulted behaviour.
    public init(id: String, keys: Set<String>, diagnostic: DocumentDiagnostic) {
        self.id = id
        self.keys = keys
        self.diagnostic = diagnostic
    }
}
