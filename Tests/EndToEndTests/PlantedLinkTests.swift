import Foundation
import Testing

/// Links planted where the command line writes never redirect a write (docs/reliability.md,
/// "Files written"): `run --pictures`, `render -o`, `run --expect --update` replace a planted link
/// with the file; `preview --token-file` refuses a link, another user's file or a file others
/// may read, naming why, and leaves the link's target untouched.
@Suite struct PlantedLinkTests {
    /// A directory with `victim` (holding `precious`) beside an empty `out`.
    static func planted() throws -> String {
        let root = try ScriptInputTests.temporaryDirectory()
        try "precious".write(toFile: root + "/victim", atomically: false, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: root + "/out", withIntermediateDirectories: false)
        return root
    }

    /// Whether `path` is a symbolic link.
    static func isLink(_ path: String) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
    }

    @Test func picturesAndTheFlipBookReplaceAPlantedLink() throws {
        let root = try Self.planted()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createSymbolicLink(atPath: root + "/out/index.html", withDestinationPath: root + "/victim")
        try FileManager.default.createSymbolicLink(atPath: root + "/out/003-scene.open.svg", withDestinationPath: "../victim")
        let result = try CommandLineTests.run(["run", StepPicturesTests.settingsHelp, "--pictures", root + "/out", "--format", "svg"])
        #expect(result.code == 0, "\(result.stderr)")
        #expect(try String(contentsOfFile: root + "/victim", encoding: .utf8) == "precious")
        #expect(!Self.isLink(root + "/out/index.html") && !Self.isLink(root + "/out/003-scene.open.svg"))
        #expect(try String(contentsOfFile: root + "/out/index.html", encoding: .utf8).contains("<section class=\"step\""))
        #expect(try String(contentsOfFile: root + "/out/003-scene.open.svg", encoding: .utf8).hasPrefix("<svg"))
    }

    @Test func renderAndGoldenUpdatesReplaceAPlantedLink() throws {
        let root = try Self.planted()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let tabs = BinaryLocator.repositoryRoot + "/examples/scenes/tabs.json"
        try FileManager.default.createSymbolicLink(atPath: root + "/out/tabs.svg", withDestinationPath: root + "/victim")
        let render = try CommandLineTests.run(["render", tabs, "--format", "svg", "-o", root + "/out/tabs.svg"])
        #expect(render.code == 0, "\(render.stderr)")
        #expect(!Self.isLink(root + "/out/tabs.svg"))
        let session = BinaryLocator.repositoryRoot + "/examples/sessions/navigation.jsonl"
        try FileManager.default.createSymbolicLink(atPath: root + "/out/golden.jsonl", withDestinationPath: root + "/victim")
        let update = try CommandLineTests.run(["run", session, "--expect", root + "/out/golden.jsonl", "--update"])
        #expect(update.code == 0, "\(update.stderr)")
        #expect(!Self.isLink(root + "/out/golden.jsonl"))
        #expect(try String(contentsOfFile: root + "/victim", encoding: .utf8) == "precious")
    }

    @Test func theTokenFileIsRefusedUnlessPrivate() throws {
        let root = try Self.planted()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let document = BinaryLocator.repositoryRoot + "/examples/scenes/tabs.json"
        let token = root + "/out/token"
        try FileManager.default.createSymbolicLink(atPath: token, withDestinationPath: root + "/victim")
        let linked = try CommandLineTests.run(["preview", document, "--token-file", token])
        #expect(linked.code == 1)
        #expect(linked.stderr.contains("the token file: refused \(token): it is a symbolic link"), "\(linked.stderr)")
        #expect(try String(contentsOfFile: root + "/victim", encoding: .utf8) == "precious")
        try FileManager.default.removeItem(atPath: token)
        try "0123456789abcdef0123456789abcdef\n".write(toFile: token, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o666], ofItemAtPath: token)
        let open = try CommandLineTests.run(["preview", document, "--token-file", token])
        #expect(open.code == 1)
        #expect(open.stderr.contains("others may read or write it (mode 666)"), "\(open.stderr)")
        #expect(open.stdout.isEmpty, "no URL is printed with a token others can read")
    }
}
