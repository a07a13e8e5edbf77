import Foundation
import PopsplitJSON
import Testing

/// `scene/open` by `path` over real pipes reads only regular files, within the size
/// limit, inside the workspace roots; a FIFO or a device answers at once instead of blocking or
/// filling the daemon, and the daemon keeps serving.
@Suite struct DocumentFileTests {
    /// A fresh temporary directory (symbolic links resolved), removed by `cleanUp`.
    static func temporaryDirectory() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("popsplit-files-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.resolvingSymlinksInPath().path
    }

    /// The tabs example's text.
    static var tabs: String {
        get throws { try String(contentsOfFile: BinaryLocator.repositoryRoot + "/examples/scenes/tabs.json", encoding: .utf8) }
    }

    /// A daemon initialized with `params` (plus the test's process id), or throws.
    static func started(_ params: JSONValue, arguments: [String] = ["serve"]) throws -> Daemon {
        let daemon = try Daemon(arguments)
        let reply = try daemon.call("initialize", params)
        guard reply.result != nil else { throw E2EError("initialize failed: \(JSONCodec.string(reply.response))") }
        return daemon
    }

    /// `scene/open` of `path`, answered within the default deadline.
    static func open(_ daemon: Daemon, _ path: String) throws -> Reply {
        try daemon.call("scene/open", ["path": .string(path)])
    }

    /// The kind of the single diagnostic of a -32010 reply.
    static func diagnosticKind(_ reply: Reply) -> String? {
        guard reply.errorCode == -32010, let diagnostics = reply.response["error"]?["data"]?["diagnostics"]?.arrayValue,
            diagnostics.count == 1
        else { return nil }
        return diagnostics[0]["kind"]?.stringValue
    }

    /// A FIFO, /dev/stdin (a pipe here), /dev/zero and a directory are refused
    /// without being read, each at once (read, the FIFO would block the daemon for ever and
    /// /dev/zero would grow it until it died); the daemon serves on.
    @Test func specialFilesAreRefusedAtOnce() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let fifo = directory + "/pipe.json"
        #expect(mkfifo(fifo, 0o600) == 0)
        let daemon = try Self.started(["rootUri": "file:///"])
        for (path, what) in [(fifo, "FIFO"), ("/dev/stdin", "FIFO"), ("/dev/zero", "character device"), (directory, "directory")] {
            let reply = try Self.open(daemon, path)
            #expect(Self.diagnosticKind(reply) == "unreadable", "\(path): \(JSONCodec.string(reply.response))")
            #expect(reply.errorMessage?.contains(what) == true, "\(path): \(reply.errorMessage ?? "")")
        }
        #expect(try daemon.call("scene/list").result?["scenes"] == [])
        #expect(try daemon.shutdownAndExit() == 0)
    }

    /// Only files inside the workspace roots are read; `..` and symbolic links are
    /// resolved before the check, and the error names the roots.
    @Test func pathsOutsideTheWorkspaceRootsAreRefused() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let root = directory + "/app"
        try FileManager.default.createDirectory(atPath: root + "/scenes", withIntermediateDirectories: true)
        try Self.tabs.write(toFile: root + "/scenes/tabs.json", atomically: true, encoding: .utf8)
        try Self.tabs.write(toFile: directory + "/outside.json", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: root + "/link.json", withDestinationPath: directory + "/outside.json")
        let daemon = try Self.started(["rootUri": .string("file://" + root)])
        #expect(try Self.open(daemon, root + "/scenes/tabs.json").result?["scene"] == "s1")
        #expect(try Self.open(daemon, root + "/scenes/../scenes/./tabs.json").result?["scene"] == "s2")
        for path in [root + "/../outside.json", root + "/link.json", "/etc/hostname", directory + "/missing.json"] {
            let reply = try Self.open(daemon, path)
            #expect(reply.errorCode == -32602, "\(path): \(JSONCodec.string(reply.response))")
            #expect(reply.response["error"]?["data"]?["path"] == "params.path")
            #expect(reply.response["error"]?["data"]?["expected"] == .string("a file under a workspace root (\(root))"))
        }
        let missing = try Self.open(daemon, root + "/scenes/missing.json")
        #expect(Self.diagnosticKind(missing) == "fileNotFound", "\(JSONCodec.string(missing.response))")
        #expect(try daemon.shutdownAndExit() == 0)
    }

    /// With no root named, the daemon's working directory is the root; every
    /// workspace folder counts when several are named.
    @Test func theWorkingDirectoryOrEveryFolderIsARoot() throws {
        let plain = try Self.started([:])
        #expect(try Self.open(plain, "examples/scenes/tabs.json").result?["scene"] == "s1")
        #expect(try Self.open(plain, "/etc/hostname").errorCode == -32602)
        #expect(try plain.shutdownAndExit() == 0)
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Self.tabs.write(toFile: directory + "/tabs.json", atomically: true, encoding: .utf8)
        let folders = try Self.started([
            "workspaceFolders": [
                ["uri": .string("file://" + directory), "name": "tmp"],
                ["uri": .string("file://" + BinaryLocator.repositoryRoot + "/examples"), "name": "examples"],
            ]
        ])
        #expect(try Self.open(folders, directory + "/tabs.json").result?["scene"] == "s1")
        #expect(try Self.open(folders, "examples/scenes/tabs.json").result?["scene"] == "s2")
        #expect(try Self.open(folders, "Package.swift").errorCode == -32602)
        #expect(try folders.shutdownAndExit() == 0)
    }

    /// A file over the limit the client asked for is refused unread, and so is a
    /// `text` over it; asking for more than `--max-document-bytes` is -32602.
    @Test func documentsOverTheSizeLimitAreRefused() throws {
        let daemon = try Self.started(["capabilities": ["popsplit": ["maxDocumentBytes": 1000]]])
        let file = try Self.open(daemon, "examples/scenes/tabs.json")
        #expect(Self.diagnosticKind(file) == "unreadable")
        #expect(file.errorMessage?.contains("more than the limit of 1000") == true)
        let text = try daemon.call("scene/open", ["text": .string(try Self.tabs)])
        #expect(text.errorCode == -32602)
        #expect(text.response["error"]?["data"]?["path"] == "params.text")
        #expect(try daemon.shutdownAndExit() == 0)
        let capped = try Daemon(["serve", "--max-document-bytes", "2048"])
        let refused = try capped.call("initialize", ["capabilities": ["popsplit": ["maxDocumentBytes": 4096]]])
        #expect(refused.errorCode == -32602)
        #expect(refused.response["error"]?["data"]?["expected"] == "integer from 1 to 2048")
        let small = try capped.call("initialize", [:])
        #expect(small.result != nil)
        #expect(Self.diagnosticKind(try Self.open(capped, "examples/scenes/tabs.json")) == "unreadable")
        #expect(try capped.shutdownAndExit() == 0)
    }

    /// Plays `script` (written as `directory/sessions/session.jsonl`) with `popsplit run`; the
    /// replies by id.
    static func play(_ script: String, in directory: String) throws -> [Int64: JSONValue] {
        try script.write(toFile: directory + "/sessions/session.jsonl", atomically: true, encoding: .utf8)
        let daemon = try Daemon(["run", directory + "/sessions/session.jsonl"], framing: .newline)
        daemon.closeInput()
        #expect(try daemon.waitForExit() == 0)
        var replies: [Int64: JSONValue] = [:]
        for message in try daemon.wholeOutput() where message["method"] == nil {
            if let id = message["id"]?.intValue { replies[id] = message }
        }
        return replies
    }

    /// `popsplit run` resolves paths against its script; a script whose initialize
    /// names roots reads only under them and beside itself; one that names none reads any regular
    /// file (the examples reach ../scenes), but still no FIFO.
    @Test func runReadsWhatItsScriptMayRead() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for folder in ["sessions", "docs"] {
            try FileManager.default.createDirectory(atPath: directory + "/" + folder, withIntermediateDirectories: true)
        }
        for path in ["sessions/tabs.json", "docs/tabs.json", "tabs.json"] {
            try Self.tabs.write(toFile: directory + "/" + path, atomically: true, encoding: .utf8)
        }
        #expect(mkfifo(directory + "/docs/pipe.json", 0o600) == 0)
        let confined = try Self.play(
            """
            {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"rootUri":"file://\(directory)/docs"}}
            {"jsonrpc":"2.0","id":2,"method":"scene/open","params":{"path":"tabs.json"}}
            {"jsonrpc":"2.0","id":3,"method":"scene/open","params":{"path":"../docs/tabs.json"}}
            // @error -32602
            {"jsonrpc":"2.0","id":4,"method":"scene/open","params":{"path":"../tabs.json"}}
            """, in: directory)
        #expect(confined[2]?["result"]?["scene"] == "s1")
        #expect(confined[3]?["result"]?["scene"] == "s2")
        #expect(confined[4]?["error"]?["code"] == -32602)
        let open = try Self.play(
            """
            {"jsonrpc":"2.0","id":1,"method":"initialize"}
            {"jsonrpc":"2.0","id":2,"method":"scene/open","params":{"path":"../tabs.json"}}
            // @error -32010
            {"jsonrpc":"2.0","id":3,"method":"scene/open","params":{"path":"../docs/pipe.json"}}
            """, in: directory)
        #expect(open[2]?["result"]?["scene"] == "s1")
        #expect(open[3]?["error"]?["data"]?["diagnostics"]?.arrayValue?.first?["kind"] == "unreadable")
    }
}
