extension DocumentDiagnostic {
    /// How serious a diagnostic is.
    public enum Severity: String, Sendable, Hashable, CaseIterable {
        /// The document is refused: no ``SceneDocument`` comes out.
        case error
        /// The document is accepted, but something in it is probably not what was meant.
        case warning
    }
}
