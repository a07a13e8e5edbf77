import Foundation

/// The storyboards and nibs of the test corpus (`Corpus/`) and of `examples/storyboards/`, each
/// with its expectation file.
enum CorpusFiles {
    /// The corpus directory.
    static var corpus: String { directory(of: #filePath) + "/Corpus" }

    /// The repository's root.
    static var repositoryRoot: String {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)  // this file, PopsplitInterfaceBuilderTests, Tests
        return parts.joined(separator: "/")
    }

    /// The examples directory.
    static var examples: String { repositoryRoot + "/examples/storyboards" }

    /// The directory holding `path`.
    static func directory(of path: String) -> String {
        var parts = path.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast()
        return parts.joined(separator: "/")
    }

    /// Every `.storyboard` and `.xib` under `directory` that has an `.expect.json` beside it, sorted.
    static func files(in directory: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { ($0.hasSuffix(".storyboard") || $0.hasSuffix(".xib")) && names.contains(expectationName(of: $0)) }
            .sorted().map { directory + "/" + $0 }
    }

    /// The expectation file's name for a file named `name`.
    static func expectationName(of name: String) -> String {
        let base = name.split(separator: "/").last.map(String.init) ?? name
        let stem = base.hasSuffix(".storyboard") ? String(base.dropLast(".storyboard".count)) : String(base.dropLast(".xib".count))
        return stem + ".expect.json"
    }

    /// The text of the file at `path` (empty when unreadable: the test then fails on it).
    static func text(_ path: String) -> String {
        (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }
}
