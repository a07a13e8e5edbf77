import PopsplitDocument
import PopsplitJSON
import PopsplitModel
import PopsplitService

/// Shared helpers of the scene-document tests.
enum DocumentFixtures {
    /// The decoder under test, with its default limit.
    static let decoder = SceneDocumentDecoder()

    /// Every diagnostic (errors and warnings) for `text`.
    static func diagnostics(_ text: String) -> [DocumentDiagnostic] {
        decoder.check(text: text).diagnostics
    }

    /// The errors only for `text`.
    static func errors(_ text: String) -> [DocumentDiagnostic] {
        diagnostics(text).filter { $0.severity == .error }
    }

    /// The document decoded from `text`, or `nil` when it has an error.
    static func document(_ text: String) -> SceneDocument? {
        try? decoder.decode(text: text).get()
    }

    /// A minimal valid document whose root is the plain controller `root` with the given extra
    /// members (written as JSON text without braces), on one line.
    static func rootWith(_ members: String) -> String {
        #"{"popsplit": 1, "root": {"id": "root", "# + members + "}}"
    }

    /// The repository's root directory (found from this file's path).
    static var repositoryRoot: String {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(4)  // Documents, PopsplitServiceTests, Tests, this file
        return parts.joined(separator: "/")
    }
}
