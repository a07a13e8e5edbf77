import PopsplitJSON
import PopsplitRPC
import PopsplitService
import Testing

/// In process: the workspace roots and the size limit `initialize` sets reach the
/// file reader; its refusals become the documented errors (a missing file has its own
/// diagnostic kind).
@Suite struct ServerWorkspaceTests {
    /// A server whose reader records each request and answers `answer`.
    final class Recorder {
        /// The requests, in order.
        var requests: [DocumentFileRequest] = []
        /// The reader's answer.
        var answer: Result<String, DocumentReadError> = .success(ServerFixtures.navigationText())
        /// The server, reading through this recorder, capped at `cap` bytes.
        func server(cap: Int = DocumentFileRequest.defaultMaxBytes) -> PopsplitServer {
            PopsplitServer(
                files: { [self] request in
                    requests.append(request)
                    return answer
                }, maxDocumentBytes: cap)
        }
    }

    /// The error of `outcome`, or nil.
    static func error(_ outcome: HandlerOutcome) -> RPCError? {
        guard case .failure(let error, _) = outcome else { return nil }
        return error
    }

    /// The error of an `initialize` with `params`, or nil.
    static func initializeError(_ server: PopsplitServer, _ params: JSONValue) -> RPCError? {
        guard case .failure(let error) = server.initialize(params: params) else { return nil }
        return error
    }

    /// The roots are the folders' URIs, then rootUri (decoded), each once; rootPath
    /// only without rootUri; none named, none passed (the reader's defaults apply).
    @Test func theRootsInitializeNamesReachTheReader() {
        let cases: [(JSONValue, [String])] = [
            ([:], []),
            (["rootUri": .null, "workspaceFolders": .null], []),
            (["rootUri": "file:///home/me/my%20app"], ["/home/me/my app"]),
            (["rootUri": "file://localhost/srv/app", "rootPath": "/ignored"], ["/srv/app"]),
            (["rootPath": "/srv/old"], ["/srv/old"]),
            (["workspaceFolders": [["uri": "file:///a", "name": "a"], ["uri": "FILE:///b", "name": "b"]], "rootUri": "file:///a"], ["/a", "/b"]),
        ]
        for (params, roots) in cases {
            let recorder = Recorder()
            let server = recorder.server()
            #expect(Self.initializeError(server, params) == nil)
            _ = server.handle(method: "scene/open", params: ["path": "x.json"], isNotification: false)
            #expect(recorder.requests == [DocumentFileRequest(path: "x.json", roots: roots, maxBytes: DocumentFileRequest.defaultMaxBytes)])
        }
    }

    /// A root URI's `?query` and `#fragment` are not part of its path; an escaped `%3F` or
    /// `%23` is a character of the path.
    @Test func aRootURIsQueryAndFragmentAreNotItsPath() {
        let cases: [(String, String)] = [
            ("file:///srv/app?x=1", "/srv/app"),
            ("file:///srv/app#top", "/srv/app"),
            ("file:///srv/app?x=1#top", "/srv/app"),
            ("file://localhost/srv/app#", "/srv/app"),
            ("file:///srv/what%3F%23", "/srv/what?#"),
        ]
        for (uri, root) in cases {
            let recorder = Recorder()
            let server = recorder.server()
            #expect(Self.initializeError(server, ["rootUri": .string(uri)]) == nil)
            _ = server.handle(method: "scene/open", params: ["path": "x.json"], isNotification: false)
            #expect(recorder.requests.first?.roots == [root], "\(uri)")
        }
        #expect(Self.initializeError(Recorder().server(), ["rootUri": "file://?x"])?.code == -32602)
        // Escapes that are not UTF-8 are refused (repaired to U+FFFD they would name another directory).
        for uri in ["file:///srv/r%FF", "file:///srv/%C0%AF", "file:///srv/%ED%A0%80"] {
            #expect(Self.initializeError(Recorder().server(), ["rootUri": .string(uri)])?.code == -32602, "\(uri)")
        }
    }

    /// `popover/create` with an empty id is -32602 at `params.popover`, as an empty
    /// `scene` is (it was -32013).
    @Test func anEmptyPopoverIdIsAnInvalidParam() throws {
        let server = Recorder().server()
        #expect(Self.initializeError(server, [:]) == nil)
        _ = server.handle(method: "scene/open", params: ["path": "x.json", "scene": "s"], isNotification: false)
        let outcome = server.handle(method: "popover/create", params: ["scene": "s", "popover": "", "content": "settings"], isNotification: false)
        let error = Self.error(outcome)
        #expect(error?.code == -32602)
        #expect(error?.data?["path"] == "params.popover")
        #expect(error?.data?["expected"] == "a non-empty string")
    }

    /// A root that is no file: URI, of the wrong type, or too many folders are -32602
    /// naming the member.
    @Test func badRootsAreRefusedNamingTheMember() {
        let folders: [JSONValue] = (0...WorkspaceRoots.maxFolders).map { .object(JSONObject([("uri", .string("file:///f\($0)"))])) }
        let cases: [(JSONValue, String)] = [
            (["rootUri": "https://example.com/app"], "params.rootUri"),
            (["rootUri": "file:relative"], "params.rootUri"),
            (["rootUri": "file:///bad%zz"], "params.rootUri"),
            (["rootUri": 3], "params.rootUri"),
            (["rootPath": ""], "params.rootPath"),
            (["workspaceFolders": [["name": "no uri"]]], "params.workspaceFolders[0].uri"),
            (["workspaceFolders": ["file:///a"]], "params.workspaceFolders[0]"),
            (["workspaceFolders": .array(folders)], "params.workspaceFolders"),
        ]
        for (params, path) in cases {
            let error = Self.initializeError(Recorder().server(), params)
            #expect(error?.code == -32602, "\(JSONCodec.string(params))")
            #expect(error?.data?["path"] == .string(path), "\(JSONCodec.string(params))")
            #expect(error?.data?["got"] != nil)
        }
    }

    /// MaxDocumentBytes is 1 to the daemon's cap; the reader gets it; a text over it
    /// is -32602 at params.text.
    @Test func theSizeLimitIsBoundedAndApplied() {
        let recorder = Recorder()
        let server = recorder.server(cap: 4096)
        for bad: JSONValue in [0, -1, 4097, 1.5, "big"] {
            let error = Self.initializeError(server, ["capabilities": ["popsplit": ["maxDocumentBytes": bad]]])
            #expect(error?.data?["path"] == "params.capabilities.popsplit.maxDocumentBytes")
            #expect(error?.data?["expected"] == "integer from 1 to 4096")
        }
        #expect(Self.initializeError(server, ["capabilities": ["popsplit": ["maxDocumentBytes": 100]]]) == nil)
        _ = server.handle(method: "scene/open", params: ["path": "x.json"], isNotification: false)
        #expect(recorder.requests.map(\.maxBytes) == [100])
        let text = Self.error(server.handle(method: "scene/open", params: ["text": .string(String(repeating: " ", count: 101))], isNotification: false))
        #expect(text?.code == -32602)
        #expect(text?.data?["path"] == "params.text")
        #expect(text?.data?["got"] == "101 bytes")
    }

    /// The reader's refusals: outside the roots is -32602 naming them, a
    /// missing file -32010 of kind fileNotFound, an unreadable one -32010 of kind unreadable; an
    /// empty path is -32602 and never reaches the reader.
    @Test func refusalsBecomeTheDocumentedErrors() {
        let recorder = Recorder()
        let server = recorder.server()
        _ = server.initialize(params: nil)
        recorder.answer = .failure(DocumentReadError("outside", kind: .outsideWorkspace(resolved: "/etc/passwd", roots: ["/a", "/b"])))
        let outside = Self.error(server.handle(method: "scene/open", params: ["path": "../../etc/passwd"], isNotification: false))
        #expect(outside?.code == -32602)
        #expect(outside?.message == #"params.path: expected a file under a workspace root (/a, /b), got "/etc/passwd""#)
        for (kind, name) in [(DocumentReadError.Kind.notFound, "fileNotFound"), (.unreadable, "unreadable")] {
            recorder.answer = .failure(DocumentReadError("cannot read x.json: why", kind: kind))
            let error = Self.error(server.handle(method: "scene/open", params: ["path": "x.json"], isNotification: false))
            #expect(error?.code == -32010)
            let diagnostic = error?.data?["diagnostics"]?.arrayValue?.first
            #expect(diagnostic?["kind"] == .string(name))
            #expect(diagnostic?["path"] == "$")
            #expect(diagnostic?["message"] == "cannot read x.json: why")
        }
        let count = recorder.requests.count
        let empty = Self.error(server.handle(method: "scene/open", params: ["path": ""], isNotification: false))
        #expect(empty?.data?["path"] == "params.path")
        #expect(recorder.requests.count == count)
    }

    /// The workspace check compares whole, normalized components.
    @Test func pathsAreComparedByWholeNormalizedComponents() {
        #expect(WorkspacePath.normalized("a/./b/../c/", against: "/w") == "/w/a/c")
        #expect(WorkspacePath.normalized("/../../etc//passwd", against: "/w") == "/etc/passwd")
        #expect(WorkspacePath.isInside("/work/app/x.json", root: "/work/app"))
        #expect(WorkspacePath.isInside("/work/app", root: "/work/app"))
        #expect(!WorkspacePath.isInside("/work/app2/x.json", root: "/work/app"))
        #expect(WorkspacePath.isInside("/etc/passwd", root: "/"))
    }
}
