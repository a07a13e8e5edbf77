import Foundation
import PopsplitRaster
import PopsplitRender
import PopsplitService
import Testing

/// A browser shows the SVG as librsvg does: headless Chromium (Debian's `chromium`, installed by
/// `bash scripts/setup.sh`) opens a rendered SVG and takes a screenshot, which must have the
/// picture's size, not be blank, and match the librsvg PNG in the checked areas (the status bar,
/// the dimming behind a form sheet, the popover's arrow) and almost everywhere else.
///
/// How the screenshot is taken (worked out for Chromium 150+ in its new headless mode):
/// - The SVG is inlined in a minimal HTML page, `<body>` with no margin and no padding, the `<svg>`
///   `display: block` (an inline `<svg>` sits on the text baseline and leaves a few pixels
///   below it), scrollbars hidden. That is how a webview preview shows it (inline, so it can patch
///   elements by `data-id`). Opening `file://picture.svg` directly also works for a picture the
///   size of the window, but the page makes the margins explicit.
/// - `--window-size=W,H` with the picture's size in pixels and `--force-device-scale-factor=1`:
///   the screenshot is then exactly W x H.
/// - `--headless --no-sandbox --disable-gpu`: no display, runs as root in containers, software
///   rendering. `--user-data-dir` in a temporary directory keeps the run off `$HOME`. Chromium
///   logs D-Bus errors on machines without a session bus; they are harmless.
/// - Bounded: the browser runs under `timeout -k 5 120` (GNU coreutils), which kills its whole
///   process group.
///
/// The browser is `$POPSPLIT_CHROMIUM`, else `chromium`, `chromium-browser` or `google-chrome` on
/// the PATH. A missing browser fails the test (CI must run it): install it with
/// `bash scripts/setup.sh` (or `apt-get install chromium`).
@Suite(.serialized) struct ChromiumScreenshotTests {
    /// The browser's path.
    static func browser() throws -> String {
        if let given = ProcessInfo.processInfo.environment["POPSPLIT_CHROMIUM"], !given.isEmpty { return given }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for directory in path.split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(directory)/\(name)") {
                return "\(directory)/\(name)"
            }
        }
        throw FixtureError(
            "headless Chromium is needed: install Debian's chromium (bash scripts/setup.sh, or apt-get install chromium), or set POPSPLIT_CHROMIUM")
    }

    /// The page that shows `svg` at its size, with nothing around it.
    static func page(_ svg: String) -> String {
        """
        <!DOCTYPE html>
        <html><head><meta charset="utf-8"><style>
        html, body { margin: 0; padding: 0; overflow: hidden; background: #FFFFFF; }
        svg { display: block; }
        </style></head><body>\(svg)</body></html>

        """
    }

    /// Chromium's screenshot of `picture`.
    static func screenshot(_ picture: (content: String, width: Double, height: Double), name: String) throws -> PixelImage {
        let browser = try browser()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("popsplit-chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let html = directory.appendingPathComponent("\(name).html")
        let png = directory.appendingPathComponent("\(name).png")
        let log = directory.appendingPathComponent("chromium.log")
        try Data(page(picture.content).utf8).write(to: html)
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let width = Int(picture.width.rounded())
        let height = Int(picture.height.rounded())
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = [
            "-k", "5", "120", browser,
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
            "--force-device-scale-factor=1", "--no-first-run", "--no-default-browser-check",
            "--disable-extensions", "--user-data-dir=\(directory.path)/profile",
            "--window-size=\(width),\(height)", "--screenshot=\(png.path)", html.absoluteString,
        ]
        let logHandle = try FileHandle(forWritingTo: log)
        process.standardOutput = logHandle
        process.standardError = logHandle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try? logHandle.close()
        guard process.terminationStatus == 0, let bytes = FileManager.default.contents(atPath: png.path) else {
            let tail = (try? String(contentsOf: log, encoding: .utf8)).map { String($0.suffix(1500)) } ?? ""
            throw FixtureError("\(browser) exited \(process.terminationStatus) without a screenshot (124: timed out):\n\(tail)")
        }
        return try Raster.pixels(png: Array(bytes))
    }

    /// Compares the screenshot with the librsvg PNG: same size, not blank, the checked pixels
    /// alike, and most pixels alike (text and antialiased edges may differ a little).
    static func compare(
        _ base: String, options: RenderOptions = RenderOptions(),
        checks: (PixelImage, PixelImage) throws -> Void
    ) throws {
        let played = try RenderFixtures.play(base)
        let picture = try played.picture(RenderRequest(format: .svg, options: options))
        let browser = try screenshot(picture, name: base)
        let librsvg = try Raster.pixels(picture)
        #expect(
            browser.width == librsvg.width && browser.height == librsvg.height,
            "\(base): screenshot \(browser.width)x\(browser.height), picture \(librsvg.width)x\(librsvg.height)")
        #expect(browser.distinctColours() > 8, "\(base): the screenshot is blank")
        guard browser.width == librsvg.width, browser.height == librsvg.height else { return }
        let b = options.bezel ? SVGRenderer.bezelWidth : 0
        let status = try #require(
            browser.colour(
                Int((Double(CheckedPixels.statusBar.x) + b) * options.scale),
                Int((Double(CheckedPixels.statusBar.y) + b) * options.scale)))
        #expect(status.near(RGB(0, 0, 0), 4), "\(base): ROT-01: Chromium's status bar pixel is \(status)")
        var alike = 0
        for (a, b) in zip(browser.argb, librsvg.argb) {
            let p = RGB(Int(a >> 16 & 0xFF), Int(a >> 8 & 0xFF), Int(a & 0xFF))
            let q = RGB(Int(b >> 16 & 0xFF), Int(b >> 8 & 0xFF), Int(b & 0xFF))
            if p.near(q, 16) { alike += 1 }
        }
        let share = Double(alike) / Double(browser.argb.count)
        #expect(share > 0.97, "\(base): only \(Int(share * 1000) / 10)% of the pixels agree with librsvg's within 16")
        try checks(browser, librsvg)
    }

    /// The popover scene: the arrow's tip pixel (POP-09), no dimming around it (POP-28).
    @Test("Chromium: popover-master-list with the popover, as librsvg draws it (POP-09, POP-28)")
    func popover() throws {
        let played = try RenderFixtures.play("popover-master-list--plays")
        let layout = try played.lastLayout()
        let arrow = try CheckedPixels.arrow("masterPopover", in: layout)
        let colours = try CheckedPixels.arrowColours("masterPopover", svg: played.picture(RenderRequest(format: .svg)).content)
        try Self.compare("popover-master-list--plays") { browser, librsvg in
            let inside = try #require(browser.colour(arrow.inside.x, arrow.inside.y))
            let reference = try #require(librsvg.colour(arrow.inside.x, arrow.inside.y))
            #expect(inside.between(colours.fill, colours.stroke, slack: 16), "Chromium's arrow tip pixel \(inside) is not the arrow's colour")
            #expect(inside.near(reference, 24), "Chromium's arrow tip pixel \(inside), librsvg's \(reference)")
            for (x, y) in [(600, 700), (500, 900), (700, 300)] {
                let a = try #require(browser.colour(x, y))
                let b = try #require(librsvg.colour(x, y))
                #expect(a.near(b, 3), "(\(x), \(y)): Chromium \(a), librsvg \(b)")
            }
        }
    }

    /// The landscape form sheet: the dimmed pixel (MOD-03) as librsvg has it.
    @Test("Chromium: the landscape form sheet's dimming, as librsvg draws it (MOD-03)")
    func dimming() throws {
        try Self.compare("form-sheet--landscape") { browser, librsvg in
            let point = CheckedPixels.dimmed
            let a = try #require(browser.colour(point.x, point.y))
            let b = try #require(librsvg.colour(point.x, point.y))
            #expect(a.near(b, 3), "dimmed pixel: Chromium \(a), librsvg \(b)")
            #expect(browser.width == 1024 && browser.height == 768, "the landscape screenshot is not 1024 x 768")
        }
    }

    /// The dark theme, scaled: the browser honours width, height and viewBox alike.
    @Test("Chromium: a dark, half-size picture with the bezel")
    func darkScaled() throws {
        try Self.compare("tabs", options: RenderOptions(theme: .dark, scale: 0.5, bezel: true)) { browser, librsvg in
            #expect(browser.width == 432 && browser.height == 560)
            // Well inside the bezel: the same colour in both.
            let a = try #require(browser.colour(4, 280))
            let b = try #require(librsvg.colour(4, 280))
            #expect(a.near(b, 3), "bezel pixel: Chromium \(a), librsvg \(b)")
        }
    }
}
