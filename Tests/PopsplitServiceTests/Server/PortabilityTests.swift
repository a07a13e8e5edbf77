import Foundation
import Testing

/// The users are iOS developers, on macOS; no macOS machine is here, so the package
/// stays buildable there by construction: every file of Sources/ and fuzz/ that imports Glibc (or
/// Musl) has a Darwin alternative, and the run-time libraries have macOS names.
@Suite struct PortabilityTests {
    /// The Swift files under `directory` of the repository.
    static func swiftFiles(under directory: String) -> [String] {
        let root = DocumentFixtures.repositoryRoot + "/" + directory
        let enumerator = FileManager.default.enumerator(atPath: root)
        var files: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".swift"), !path.contains(".build") { files.append(root + "/" + path) }
        }
        return files.sorted()
    }

    @Test func everyLinuxImportHasADarwinAlternative() throws {
        var unguarded: [String] = []
        // Linux-only by design: the race and confinement tests (renameat2, O_PATH, /proc).
        let linuxOnly = ["Tests/PopsplitFilesTests/"]
        for file in Self.swiftFiles(under: "Sources") + Self.swiftFiles(under: "fuzz/Sources") + Self.swiftFiles(under: "Tests")
        where !linuxOnly.contains(where: file.contains) {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            let linux = text.contains("import Glibc") || text.contains("import Musl")
            if linux && !(text.contains("#if canImport(Glibc)") && text.contains("canImport(Darwin)")) { unguarded.append(file) }
            // A call qualified by Glibc needs its Darwin twin in the same file.
            if text.contains("Glibc.") && !text.contains("Darwin.") { unguarded.append(file + " (Glibc.call)") }
        }
        #expect(unguarded.isEmpty, "Glibc or Musl without a Darwin alternative: \(unguarded)")
    }

    @Test func runTimeLibrariesHaveMacOSNames() throws {
        let raster = DocumentFixtures.repositoryRoot + "/Sources/PopsplitRaster/"
        let text = try ["Cairo.swift", "Rsvg.swift"].map { try String(contentsOfFile: raster + $0, encoding: .utf8) }.joined()
        for dylib in ["libcairo.2.dylib", "librsvg-2.2.dylib", "libgobject-2.0.0.dylib", "libglib-2.0.0.dylib"] {
            #expect(text.contains(dylib), "\(dylib)")
        }
        let manifest = try String(contentsOfFile: DocumentFixtures.repositoryRoot + "/Package.swift", encoding: .utf8)
        #expect(manifest.contains(".brew([\"jansson\"])"))
    }
}
