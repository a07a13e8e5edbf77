import Foundation
import PopsplitJSON
import Testing

/// `popsplit run --pictures DIR` draws each step that changed the screen, with a
/// flip-book, and `popsplit render --session --step N` draws the state after step N.
@Suite struct StepPicturesTests {
    /// The example session of two popovers from a toolbar.
    static let settingsHelp = BinaryLocator.repositoryRoot + "/examples/sessions/popover-settings-help.jsonl"

    /// The files of `directory`, sorted.
    static func files(_ directory: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    }

    /// `--transcript` prints the transcript instead of the lines, `-q` nothing; either needs
    /// `--pictures`.
    @Test func transcriptAndQuietChooseWhatIsPrinted() throws {
        let directory = try ScriptInputTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let transcript = try CommandLineTests.run(["run", Self.settingsHelp, "--pictures", directory + "/a", "--transcript"])
        #expect(transcript.code == 0)
        #expect(transcript.stdout.contains(#""id":1,"result""#))
        #expect(!transcript.stdout.contains("[1] initialize"))
        let quiet = try CommandLineTests.run(["run", Self.settingsHelp, "--pictures", directory + "/b", "-q"])
        #expect(quiet.code == 0)
        #expect(quiet.stdout.isEmpty)
        #expect(try Self.files(directory + "/b").contains("index.html"))
        let alone = try CommandLineTests.run(["run", Self.settingsHelp, "--quiet"])
        #expect(alone.code == 64)  // a usage error
        #expect(alone.stderr.contains("--quiet needs --pictures DIR"))
    }

    /// One picture per step that changed the screen, named by step and method, PNG by default;
    /// steps that changed nothing (initialize, a tap inside a popover, shutdown) have none; the
    /// flip-book shows every step in order with its picture and request.
    @Test func picturesOfEveryStepThatChangedTheScreen() throws {
        let directory = try ScriptInputTests.temporaryDirectory() + "/steps"
        defer { try? FileManager.default.removeItem(atPath: directory + "/..") }
        let result = try CommandLineTests.run(["run", Self.settingsHelp, "--pictures", directory])
        #expect(result.code == 0, "\(result.stderr)")
        // A line per step on standard output, not the transcript.
        #expect(!result.stdout.contains(#""jsonrpc""#))
        #expect(
            result.stdout.hasPrefix(
                "[1] initialize\n[2] initialized\n[3] scene/open → 003-scene.open.png\n[4] touch/tap → 004-touch.tap.png (+3 moments)\n"))
        #expect(result.stdout.split(separator: "\n").count == 13)
        let files = try Self.files(directory)
        #expect(files.first == "003-scene.open.png")
        #expect(files.contains("004-touch.tap.png"))
        #expect(!files.contains { $0.hasPrefix("001-") || $0.hasPrefix("002-") })
        #expect(files.last == "index.html")
        // The popover fading in also drew three moments of its way (50, 100 and 150 ms in).
        #expect(files.contains("004-touch.tap.t050.png") && files.contains("004-touch.tap.t150.png"))
        let ends = files.filter { $0.hasSuffix(".png") && $0.range(of: #"\.t[0-9]{3}\."#, options: .regularExpression) == nil }
        #expect(result.stderr.contains("popsplit run: \(ends.count) pictures of 13 steps"), "\(result.stderr)")
        for file in files where file.hasSuffix(".png") {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: directory + "/" + file)))
            #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(file) is not a PNG")
        }
        let html = try String(contentsOfFile: directory + "/index.html", encoding: .utf8)
        #expect(html.contains(#"<section class="step" id="step-4" data-changed="yes">"#))
        #expect(html.contains(#"<img src="004-touch.tap.png""#))
        #expect(html.contains(#"<section class="step" id="step-1" data-changed="no">"#))
        #expect(html.contains("viewWillAppear:@newGame"))
        #expect(!html.contains("http://") && !html.contains("https://"), "the flip-book fetches nothing")
        let pages = html.components(separatedBy: #"<section class="step""#).count - 1
        #expect(pages == 13)
    }

    /// Text pictures hold the text drawn, in the flip-book itself too; everything the session
    /// wrote is escaped (a comment or a title with markup cannot inject it).
    @Test func textPicturesAndEscaping() throws {
        let root = try ScriptInputTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let document =
            #"{"popsplit": 1, "root": {"id": "top", "type": "plain", "title": "<b>&amp;</b>", "views": [{"id": "note", "kind": "label", "frame": [20, 40, 300, 40], "title": "<script>alert(1)</script>"}]}}"#
        try document.write(toFile: root + "/doc.json", atomically: true, encoding: .utf8)
        let script = """
            // <img src=x onerror=alert(2)> and "quotes" & 'apostrophes'
            {"jsonrpc":"2.0","id":1,"method":"initialize"}
            {"jsonrpc":"2.0","id":2,"method":"scene/open","params":{"scene":"s<1>","path":"doc.json"}}
            {"jsonrpc":"2.0","id":3,"method":"device/rotate","params":{"scene":"s<1>","orientation":"landscapeLeft"}}
            """
        try script.write(toFile: root + "/s.jsonl", atomically: true, encoding: .utf8)
        let result = try CommandLineTests.run([
            "run", root + "/s.jsonl", "--pictures", root + "/out", "--format", "text", "--size", "60x30", "--moments", "0",
        ])
        #expect(result.code == 0, "\(result.stderr)")
        #expect(try Self.files(root + "/out") == ["002-scene.open.txt", "003-device.rotate.txt", "index.html"])
        let text = try String(contentsOfFile: root + "/out/003-device.rotate.txt", encoding: .utf8)
        #expect(text.hasPrefix("landscapeLeft 1024x768, 60x30 cells"))
        let html = try String(contentsOfFile: root + "/out/index.html", encoding: .utf8)
        #expect(!html.contains("<script>alert"))
        #expect(!html.contains("<img src=x"))
        #expect(html.contains("&lt;img src=x onerror=alert(2)&gt; and &quot;quotes&quot; &amp; &apos;apostrophes&apos;"))
        #expect(html.contains(#"<pre class="picture">landscapeLeft 1024x768, 60x30 cells"#))
        #expect(html.contains("(scene s&lt;1&gt;)"))
    }

    /// A directory that cannot be made, and a format without --pictures, say why; missing
    /// parents are made (as `mkdir -p`).
    @Test func picturesFailuresSayWhy() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("popsplit-pictures-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let file = root + "/plain-file"
        try "not a directory".write(toFile: file, atomically: true, encoding: .utf8)
        let missing = try CommandLineTests.run(["run", Self.settingsHelp, "--pictures", file + "/deeper/steps"])
        #expect(missing.code == 1)
        #expect(missing.stderr.contains("cannot make directory \(file)/deeper/steps: Not a directory"), "\(missing.stderr)")
        let nested = try CommandLineTests.run(["run", Self.settingsHelp, "--pictures", root + "/a/b/steps", "--format", "text"])
        #expect(nested.code == 0, "\(nested.stderr)")
        #expect(FileManager.default.fileExists(atPath: root + "/a/b/steps/index.html"))
        let formatAlone = try CommandLineTests.run(["run", Self.settingsHelp, "--format", "svg"])
        #expect(formatAlone.code == 64)
        #expect(formatAlone.stderr.contains("--format needs --pictures DIR"))
        #expect(formatAlone.stderr.contains("Usage: popsplit run"), "\(formatAlone.stderr)")
    }

    /// `render --step N` draws the state after step N: the settings popover after the tap of
    /// step 4, gone by the end; out of range is a clear error.
    @Test func renderTheStateAfterAStep() throws {
        let atStep = try CommandLineTests.run(["render", "--session", Self.settingsHelp, "--step", "4", "--format", "text"])
        #expect(atStep.code == 0, "\(atStep.stderr)")
        #expect(atStep.stdout.contains("Style: Animals"))
        let atEnd = try CommandLineTests.run(["render", "--session", Self.settingsHelp, "--format", "text"])
        #expect(atEnd.code == 0)
        #expect(!atEnd.stdout.contains("Style: Animals"))
        let beyond = try CommandLineTests.run(["render", "--session", Self.settingsHelp, "--step", "14", "--format", "text"])
        #expect(beyond.code == 64)
        #expect(beyond.stderr.contains("--step 14 is out of range: \(Self.settingsHelp) has 13 steps (1 to 13)"), "\(beyond.stderr)")
        let zero = try CommandLineTests.run(["render", "--session", Self.settingsHelp, "--step", "0"])
        #expect(zero.code == 64)
        #expect(zero.stderr.contains("Usage: popsplit render"), "\(zero.stderr)")
        let beforeOpen = try CommandLineTests.run(["render", "--session", Self.settingsHelp, "--step", "1", "--format", "text"])
        #expect(beforeOpen.code == 1)
        #expect(beforeOpen.stderr.contains("no scene is open after step 1"), "\(beforeOpen.stderr)")
    }

    /// A question left to its default: what the default brought is drawn as the step that asked,
    /// not the next one.
    @Test func aDefaultAnswerIsDrawnAsTheStepThatAsked() throws {
        let root = try ScriptInputTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let scene = BinaryLocator.repositoryRoot + "/examples/scenes/popover-delegate.json"
        let script = """
            {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{"popsplit":{"delegateQuestions":true}}}}
            {"jsonrpc":"2.0","id":2,"method":"scene/open","params":{"path":"\(scene)","scene":"sketch"}}
            {"jsonrpc":"2.0","id":3,"method":"touch/tap","params":{"scene":"sketch","point":[80,986]}}
            {"jsonrpc":"2.0","id":4,"method":"touch/tap","params":{"scene":"sketch","point":[600,300]}}
            {"jsonrpc":"2.0","id":5,"method":"scene/list"}
            """
        try script.write(toFile: root + "/s.jsonl", atomically: true, encoding: .utf8)
        let result = try CommandLineTests.run([
            "run", root + "/s.jsonl", "--pictures", root + "/out", "--format", "text", "--log-level", "error", "--moments", "0",
        ])
        #expect(result.code == 0, "\(result.stderr)")
        #expect(try Self.files(root + "/out") == ["002-scene.open.txt", "003-touch.tap.txt", "004-touch.tap.txt", "index.html"])
        let presented = try String(contentsOfFile: root + "/out/003-touch.tap.txt", encoding: .utf8)
        let dismissed = try String(contentsOfFile: root + "/out/004-touch.tap.txt", encoding: .utf8)
        #expect(presented.contains("╔"))
        #expect(!dismissed.contains("╔"))
        let html = try String(contentsOfFile: root + "/out/index.html", encoding: .utf8)
        #expect(html.contains("? popoverControllerShouldDismissPopover: popoverController brushPopover &#x2192; YES, the default answer"))
    }

    /// A change that animated is drawn on its way too (`--moments N`, 3 by default): N pictures
    /// at 1/(N+1), 2/(N+1) ... of its duration, named by milliseconds in; a rotation's turn the
    /// interface (protocol.md 12.5). The flip-book holds them hidden behind a play button and
    /// links them for a reader without JavaScript. `--moments 0` draws ends only; more than 12 is
    /// a usage error.
    @Test func animatedChangesAreDrawnOnTheirWay() throws {
        let root = try ScriptInputTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let scene = BinaryLocator.repositoryRoot + "/examples/scenes/split-mail.json"
        let script = """
            {"jsonrpc":"2.0","id":1,"method":"initialize"}
            {"jsonrpc":"2.0","id":2,"method":"scene/open","params":{"path":"\(scene)","scene":"mail"}}
            {"jsonrpc":"2.0","id":3,"method":"device/rotate","params":{"scene":"mail","orientation":"landscapeLeft"}}
            """
        try script.write(toFile: root + "/s.jsonl", atomically: true, encoding: .utf8)
        let result = try CommandLineTests.run(["run", root + "/s.jsonl", "--pictures", root + "/out", "--format", "svg"])
        #expect(result.code == 0, "\(result.stderr)")
        #expect(result.stdout.contains("[3] device/rotate → 003-device.rotate.svg (+3 moments)"), "\(result.stdout)")
        #expect(
            try Self.files(root + "/out") == [
                "002-scene.open.svg", "003-device.rotate.svg", "003-device.rotate.t100.svg", "003-device.rotate.t200.svg",
                "003-device.rotate.t300.svg", "index.html",
            ])
        let half = try String(contentsOfFile: root + "/out/003-device.rotate.t200.svg", encoding: .utf8)
        #expect(half.contains(#"data-turn="45""#) && half.contains(#"viewBox="0 0 1024 768""#))
        let end = try String(contentsOfFile: root + "/out/003-device.rotate.svg", encoding: .utf8)
        #expect(!end.contains("data-turn"))
        let html = try String(contentsOfFile: root + "/out/index.html", encoding: .utf8)
        #expect(html.contains(#"<figure class="animated" data-duration="0.4"><img class="moment" hidden src="003-device.rotate.t100.svg""#))
        #expect(html.contains("&#x25B6; play the change (0.4 s)"))
        #expect(html.contains(#"On its way (0.4 s in all): <a href="003-device.rotate.t100.svg">0.1 s</a>"#))
        let one = try CommandLineTests.run(["run", root + "/s.jsonl", "--pictures", root + "/one", "--format", "text", "--moments", "1"])
        #expect(one.code == 0, "\(one.stderr)")
        #expect(try Self.files(root + "/one") == ["002-scene.open.txt", "003-device.rotate.t200.txt", "003-device.rotate.txt", "index.html"])
        let none = try CommandLineTests.run(["run", root + "/s.jsonl", "--pictures", root + "/none", "--format", "svg", "--moments", "0"])
        #expect(none.code == 0)
        #expect(try Self.files(root + "/none") == ["002-scene.open.svg", "003-device.rotate.svg", "index.html"])
        let many = try CommandLineTests.run(["run", root + "/s.jsonl", "--pictures", root + "/many", "--moments", "13"])
        #expect(many.code == 64)
        #expect(many.stderr.contains("--moments is a whole number from 0 to 12, not 13"), "\(many.stderr)")
    }
}
