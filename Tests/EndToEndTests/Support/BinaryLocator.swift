import Foundation

/// Finds the built `popsplit` executable and the repository it was built from.
///
/// The test executable lives in the build products directory (`.build-x/<triple>/debug`), where
/// SwiftPM also puts `popsplit`: the locator walks up from `/proc/self/exe` (and from
/// `CommandLine.arguments[0]`), at most ``maxLevels`` directories, to the first one holding an
/// executable regular file named `popsplit`.
///
/// `POPSPLIT_E2E_BINARY`, when set, names the executable instead (scripts/asan.sh runs these
/// tests against a build of the daemon with address sanitizer).
enum BinaryLocator {
    /// The absolute path of the `popsplit` executable, or an error naming where it looked.
    static func popsplit() throws -> String {
        if let given = ProcessInfo.processInfo.environment["POPSPLIT_E2E_BINARY"], !given.isEmpty {
            let path = given.hasPrefix("/") ? given : FileManager.default.currentDirectoryPath + "/" + given
            guard isExecutableFile(path) else { throw E2EError("POPSPLIT_E2E_BINARY names no executable file: \(path)") }
            return path
        }
        var looked: [String] = []
        for start in startingPoints() {
            var directory = URL(fileURLWithPath: start).deletingLastPathComponent().standardizedFileURL
            for _ in 0..<maxLevels {
                let candidate = directory.appendingPathComponent("popsplit").path
                if !looked.contains(directory.path) { looked.append(directory.path) }
                if isExecutableFile(candidate) { return candidate }
                let parent = directory.deletingLastPathComponent().standardizedFileURL
                if parent.path == directory.path { break }
                directory = parent
            }
        }
        throw E2EError(
            "the popsplit executable was not found next to the test bundle (looked in \(looked.joined(separator: ", "))); "
                + "build it first: swift build --scratch-path <path> --build-tests (or --product popsplit)")
    }

    /// The executable `name` in the same directory as `path` (a product built beside popsplit).
    static func sibling(named name: String, of path: String) -> String {
        URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(name).path
    }

    /// How many directories are searched upwards from the test executable's own (its directory,
    /// the triple's, the scratch directory): never far enough to pick up an unrelated binary.
    static let maxLevels = 3

    /// The repository's root directory (from this file's path: Tests/EndToEndTests/Support/...).
    static var repositoryRoot: String {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(4)
        return parts.joined(separator: "/")
    }

    /// Where the search starts: the running executable, resolved, then argv[0].
    private static func startingPoints() -> [String] {
        var points: [String] = []
        if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            points.append(resolved)
        }
        if let first = CommandLine.arguments.first, !first.isEmpty {
            points.append(first.hasPrefix("/") ? first : FileManager.default.currentDirectoryPath + "/" + first)
        }
        return points
    }

    /// Whether `path` is a regular file the user may execute (not the `popsplit.build` folder).
    private static func isExecutableFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            return false
        }
        return FileManager.default.isExecutableFile(atPath: path)
    }
}
