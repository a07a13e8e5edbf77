import Foundation
import PopsplitRaster
import PopsplitRender
import PopsplitService
import Testing

/// The README's pictures (docs/NAME.png, listed in docs/pictures.txt) are current: drawn again in
/// process they give the same bytes (regenerate with `bash scripts/render-docs.sh`).
@Suite struct DocsPicturesTests {
    /// One line of docs/pictures.txt.
    struct Entry: Sendable, CustomStringConvertible {
        /// The scene's name (and the picture's).
        var name: String
        /// The launch state (`name`) or a step (`name--step`).
        var base: String
        /// The options after it.
        var flags: [String]
        /// The caption after `--caption`, if any.
        var caption: String?

        /// For test names.
        var description: String { name }
    }

    /// The entries of docs/pictures.txt.
    static let entries: [Entry] = {
        let path = RenderFixtures.repositoryRoot + "/docs/pictures.txt"
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#") else { return nil }
            // `--caption` takes the rest of the line.
            let parts = line.components(separatedBy: " --caption ")
            let words = parts[0].split(separator: " ").map(String.init)
            guard words.count >= 2 else { return nil }
            let caption = parts.count > 1 ? parts.dropFirst().joined(separator: " --caption ") : nil
            return Entry(name: words[0], base: words[1], flags: Array(words.dropFirst(2)), caption: caption)
        }
    }()

    /// Every example scene (storyboards and nibs included) has a picture, and every picture a line.
    @Test("every example scene has a picture in docs/")
    func everySceneHasAPicture() throws {
        let scenes = RenderFixtures.sceneNames
        #expect(Self.entries.map(\.name).sorted() == scenes.sorted())
        let pictures = RenderFixtures.files(in: RenderFixtures.repositoryRoot + "/docs", ending: ".png")
        #expect(pictures.sorted() == scenes.sorted())
    }

    /// Each picture is what the renderer draws today (same PNG bytes).
    @Test("docs/NAME.png is current (bash scripts/render-docs.sh regenerates it)", arguments: entries)
    func pictureIsCurrent(entry: Entry) throws {
        let rasterizer = try PNGRasterizer.load().get()
        var options = RenderOptions(scale: 0.5, caption: entry.caption)
        for flag in entry.flags {
            switch flag {
            case "--explain": options.explain = true
            case "--bezel": options.bezel = true
            case "--theme-dark": options.theme = .dark
            default: Issue.record("unknown option \(flag) in docs/pictures.txt")
            }
        }
        let picture = try RenderFixtures.play(entry.base).picture(RenderRequest(format: .svg, options: options))
        let png = try rasterizer.png(svg: picture.content, width: Int(picture.width.rounded()), height: Int(picture.height.rounded())).get()
        let committed = try RenderFixtures.bytes(RenderFixtures.repositoryRoot + "/docs/\(entry.name).png")
        #expect(png == committed, "docs/\(entry.name).png is not current: run `bash scripts/render-docs.sh`")
    }
}
