/// Why a scene document was refused: every problem found in it, in the order found (problems
/// within a value in document order, then the checks that need the whole document: duplicate ids
/// and references).
public struct DocumentDiagnostics: Error, Sendable, Equatable, CustomStringConvertible {
    /// The problems, errors and warnings together.
    public var diagnostics: [DocumentDiagnostic]

    /// A list of problems.
    public init(_ diagnostics: [DocumentDiagnostic]) {
        self.diagnostics = diagnostics
    }

    /// The errors only.
    public var errors: [DocumentDiagnostic] { diagnostics.filter { $0.severity == .error } }

    /// The warnings only.
    public var warnings: [DocumentDiagnostic] { diagnostics.filter { $0.severity == .warning } }

    /// One diagnostic per line, as compilers print them.
    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
