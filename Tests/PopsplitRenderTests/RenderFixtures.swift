import Foundation
import PopsplitRPC
import PopsplitRender
import PopsplitService

/// The example scenes, the step scripts and the golden renderings of `examples/renders`, and the
/// pictures drawn in process exactly as `popsplit render` draws them
/// (Sources/popsplit/Subcommands/RenderCommand.swift; protocol.md section 12.7):
///
/// - `NAME` (a golden `NAME.svg` / `NAME.txt`): `examples/scenes/NAME.json` opened as scene
///   `render`, in its launch state;
/// - `NAME--STEP`: `examples/renders/steps/NAME--STEP.jsonl` played (relative paths against the
///   steps directory), then the scene opened from a file named `NAME.json` drawn;
/// - a variant `BASE.VARIANT.svg`: `dark` is `--theme dark`, `explain` is `--explain`, `tMS` is
///   `--at` MS milliseconds (a moment of the last transition, protocol.md 12.5).
///
/// Text is drawn on the command line's default grid, 96 x 48.
enum RenderFixtures {
    /// The repository's root, found from this file's path (`<root>/Tests/PopsplitRenderTests/RenderFixtures.swift`).
    static let repositoryRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// `examples/scenes`.
    static let scenesDirectory = repositoryRoot + "/examples/scenes"
    /// `examples/renders`.
    static let rendersDirectory = repositoryRoot + "/examples/renders"
    /// `examples/renders/steps`.
    static let stepsDirectory = rendersDirectory + "/steps"
    /// `examples/sessions`.
    static let sessionsDirectory = repositoryRoot + "/examples/sessions"

    /// What to tell someone whose golden is out of date.
    static let regenerate = "regenerate with: swift build --product popsplit && bash scripts/render-goldens.sh (protocol.md section 12.7)"

    /// `examples/storyboards`.
    static let storyboardsDirectory = repositoryRoot + "/examples/storyboards"

    /// The example scenes' names (`tabs` for `tabs.json`), then the example storyboards' and
    /// nibs' (`MasterDetail` for `MasterDetail.storyboard`), each sorted.
    static let sceneNames: [String] =
        files(in: scenesDirectory, ending: ".json")
        + (files(in: storyboardsDirectory, ending: ".storyboard") + files(in: storyboardsDirectory, ending: ".xib")).sorted()

    /// The file name of scene `name`'s document: `NAME.json`, or the example storyboard or nib
    /// of that name.
    static func documentFileName(of name: String) -> String {
        for suffix in [".storyboard", ".xib"] where FileManager.default.fileExists(atPath: storyboardsDirectory + "/" + name + suffix) {
            return name + suffix
        }
        return name + ".json"
    }

    /// The path of scene `name`'s document.
    static func documentPath(of name: String) -> String {
        let file = documentFileName(of: name)
        return (file.hasSuffix(".json") ? scenesDirectory : storyboardsDirectory) + "/" + file
    }

    /// The step scripts' names (`popover-master-list--plays`), sorted.
    static let stepNames: [String] = files(in: stepsDirectory, ending: ".jsonl").filter { $0.contains("--") }

    /// Every picture base: the scenes, then the steps.
    static var bases: [String] { sceneNames + stepNames }

    /// The names of the files in `directory` ending with `suffix`, without it, sorted.
    static func files(in directory: String, ending suffix: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(suffix) }.map { String($0.dropLast(suffix.count)) }.sorted()
    }

    /// The scene a base draws (`popover-master-list` for `popover-master-list--plays`).
    static func sceneName(of base: String) -> String {
        base.range(of: "--").map { String(base[..<$0.lowerBound]) } ?? base
    }

    /// A golden rendering's file: `BASE[.VARIANT].svg` or `BASE.txt`.
    struct Golden: Sendable, CustomStringConvertible {
        /// The file name in `examples/renders`.
        var file: String
        /// The scene or step drawn.
        var base: String
        /// `dark`, `explain`, `tMS` (a moment, MS milliseconds in) or nil.
        var variant: String?
        /// `.svg` or `.text`.
        var format: RenderRequest.Format

        /// The golden's path.
        var path: String { rendersDirectory + "/" + file }
        /// The file name.
        var description: String { file }

        /// The golden a file name stands for; nil for a name that follows no convention.
        init?(file: String) {
            let format: RenderRequest.Format
            let stem: Substring
            if file.hasSuffix(".svg") {
                format = .svg
                stem = file.dropLast(4)
            } else if file.hasSuffix(".txt") {
                format = .text
                stem = file.dropLast(4)
            } else {
                return nil
            }
            let parts = stem.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard (1...2).contains(parts.count), !parts[0].isEmpty else { return nil }
            self.file = file
            self.base = parts[0]
            self.variant = parts.count == 2 ? parts[1] : nil
            self.format = format
        }

        /// The request `popsplit render` makes for this file (nil for an unknown variant).
        var request: RenderRequest? {
            var options = RenderOptions()
            var at: Double?
            switch variant {
            case nil: break
            case "dark"?: options.theme = .dark
            case "explain"?: options.explain = true
            case let moment? where moment.hasPrefix("t"):
                guard let milliseconds = Int(moment.dropFirst()), milliseconds >= 0, moment.count > 1 else { return nil }
                at = Double(milliseconds) / 1000
            default: return nil
            }
            return RenderRequest(format: format, options: options, at: at)
        }
    }

    /// Every golden in `examples/renders` (files that follow no convention are left out; a test
    /// names them).
    static let goldens: [Golden] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: rendersDirectory)) ?? []
        return names.sorted().compactMap(Golden.init(file:))
    }()

    /// A scene played to a base's moment: the server, the transcript, and how to draw it.
    struct Played {
        /// The server after the script.
        var server: PopsplitServer
        /// What the daemon wrote.
        var transcript: ScriptTranscript
        /// The scene to draw (`render` for a launch state), or nil: the one opened from `fileName`.
        var scene: String?
        /// The document's file name (`tabs.json`).
        var fileName: String

        /// The picture `request` asks for, as `popsplit render` draws it.
        func picture(_ request: RenderRequest) throws -> (content: String, width: Double, height: Double) {
            guard let picture = server.picture(scene: scene, fileName: fileName, request: request) else {
                throw FixtureError("no scene to draw for \(fileName)")
            }
            return picture
        }

        /// The params of the last `scene/layout` notification (the layout drawn).
        func lastLayout() throws -> [String: Any] {
            for line in transcript.lines.reversed() {
                guard let message = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                    message["method"] as? String == "scene/layout", let params = message["params"] as? [String: Any]
                else { continue }
                return params
            }
            throw FixtureError("\(fileName): no scene/layout in the transcript")
        }

        /// The error responses in the transcript (a step script must have none).
        var errors: [String] { transcript.lines.filter { $0.contains("\"error\":{") } }
    }

    /// Plays `base` (a scene's launch state, or a step script), in process.
    static func play(_ base: String) throws -> Played {
        let name = sceneName(of: base)
        if name == base {
            let path = documentPath(of: name)
            let open = "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"scene/open\",\"params\":{\"scene\":\"render\",\"path\":\(jsonString(path))}}"
            let script = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\"}\n" + open + "\n"
            let (server, transcript) = run(script: Array(script.utf8), relativeTo: "")
            let played = Played(server: server, transcript: transcript, scene: "render", fileName: documentFileName(of: name))
            if let error = played.errors.first { throw FixtureError("cannot open \(path): \(error)") }
            return played
        }
        let script = try bytes(stepsDirectory + "/\(base).jsonl")
        let (server, transcript) = run(script: script, relativeTo: stepsDirectory)
        return Played(server: server, transcript: transcript, scene: nil, fileName: documentFileName(of: name))
    }

    /// Plays a script through a fresh server and session, as `popsplit run` does.
    static func run(script: [UInt8], relativeTo directory: String) -> (PopsplitServer, ScriptTranscript) {
        let server = PopsplitServer(readFile: fileReader(relativeTo: directory))
        let session = RPCSession(handler: server, logger: CollectingLogger())
        let transcript = ScriptRunner().run(script: script, session: session)
        return (server, transcript)
    }

    /// Reads documents as `popsplit run` does: relative paths against `directory`.
    static func fileReader(relativeTo directory: String) -> (String) -> Result<String, DocumentReadError> {
        { path in
            let resolved = path.hasPrefix("/") || directory.isEmpty ? path : directory + "/" + path
            guard let data = FileManager.default.contents(atPath: resolved) else {
                let missing = !FileManager.default.fileExists(atPath: resolved)
                return .failure(DocumentReadError("cannot read \(resolved)", kind: missing ? .notFound : .unreadable))
            }
            return .success(String(decoding: data, as: UTF8.self))
        }
    }

    /// The picture of `base` for `request`, drawn on a fresh server.
    static func picture(_ base: String, _ request: RenderRequest) throws -> String {
        try play(base).picture(request).content
    }

    /// The bytes of a file.
    static func bytes(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// A JSON string literal.
    static func jsonString(_ text: String) -> String {
        let data = try? JSONSerialization.data(withJSONObject: [text], options: [.withoutEscapingSlashes])
        let array = data.map { String(decoding: $0, as: UTF8.self) } ?? "[\"\"]"
        return String(array.dropFirst().dropLast())
    }

    /// The first line where two texts differ, for a message.
    static func firstDifference(_ expected: String, _ actual: String) -> String {
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for i in 0..<max(a.count, b.count) {
            let x = i < a.count ? String(a[i]) : "(end of file)"
            let y = i < b.count ? String(b[i]) : "(end of file)"
            guard x != y else { continue }
            var column = 0
            for (p, q) in zip(x, y) {
                if p != q { break }
                column += 1
            }
            let from = max(0, column - 60)
            return "line \(i + 1), column \(column + 1):\n  golden: …\(x.dropFirst(from).prefix(160))\n  fresh:  …\(y.dropFirst(from).prefix(160))"
        }
        return "(no difference)"
    }
}

/// A fixture that could not be prepared.
struct FixtureError: Error, CustomStringConvertible {
    /// What went wrong.
    var description: String
    /// An error.
    init(_ description: String) { self.description = description }
}

/// A rect parsed from the protocol (`[x, y, w, h]`) or from `data-frame` (`"x y w h"`).
struct Frame: Equatable, CustomStringConvertible {
    var x: Double, y: Double, width: Double, height: Double

    /// From a JSON array of four numbers.
    init?(json: Any?) {
        guard let array = json as? [Any], array.count == 4 else { return nil }
        let numbers = array.compactMap { ($0 as? NSNumber)?.doubleValue }
        guard numbers.count == 4 else { return nil }
        (x, y, width, height) = (numbers[0], numbers[1], numbers[2], numbers[3])
    }

    /// From `data-frame`.
    init?(attribute: String?) {
        guard let attribute else { return nil }
        let numbers = attribute.split(separator: " ").compactMap { Double($0) }
        guard numbers.count == 4 else { return nil }
        (x, y, width, height) = (numbers[0], numbers[1], numbers[2], numbers[3])
    }

    /// A frame.
    init(x: Double, y: Double, width: Double, height: Double) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

    /// Equal to within the protocol's rounding (1/1000 pt).
    func matches(_ other: Frame, tolerance: Double = 0.0011) -> Bool {
        abs(x - other.x) <= tolerance && abs(y - other.y) <= tolerance
            && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
    }

    /// Whether it lies inside `outer`, give or take `tolerance` on each edge.
    func isInside(_ outer: Frame, tolerance: Double = 0) -> Bool {
        x >= outer.x - tolerance && y >= outer.y - tolerance && x + width <= outer.x + outer.width + tolerance
            && y + height <= outer.y + outer.height + tolerance
    }

    /// The frame moved by `dx`, `dy`.
    func moved(_ dx: Double, _ dy: Double) -> Frame { Frame(x: x + dx, y: y + dy, width: width, height: height) }

    /// `p` of the way from `self` to `end`.
    func mixed(to end: Frame, _ p: Double) -> Frame {
        Frame(
            x: x + (end.x - x) * p, y: y + (end.y - y) * p,
            width: width + (end.width - width) * p, height: height + (end.height - height) * p)
    }

    var description: String { "[\(x), \(y), \(width), \(height)]" }
}
