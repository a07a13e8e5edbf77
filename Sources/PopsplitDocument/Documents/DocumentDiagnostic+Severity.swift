extension DocumentDiagnostic {
    /// How serious a diagnostic is.
    public enum Severity: String, Sendable, Hashable, CaseIterable {
        /// The document is refused: no ``SceneDocument`` comes out.
        case error
        /// The document is accepted, but something in it is probably not what was meant.
        case warning
        /// Worth knowing, nothing wrong: what an imported storyboard or nib holds that the scene
        /// does not carry, or a behaviour the file leaves to code and UIKit's default supplies.
        case information
    }

    /// LSP's `DiagnosticSeverity`: 1 error, 2 warning, 3 information.
    var lspSeverity: Int64 {
        switch severity {
        case .error: 1
        case .warning: 2
        case .information: 3
        }
    }
}
