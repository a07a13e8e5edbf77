import Foundation
import PopsplitRender
import PopsplitService
import Testing

/// The golden renderings of `examples/renders` (protocol.md section 12.7) are what popsplit draws
/// now: every scene in its launch state and every step script, as SVG and text, and the dark and
/// explained variants, drawn in process exactly as `popsplit render` draws them, byte for byte.
/// A mismatch names the file and the command that regenerates the goldens.
@Suite struct GoldenRenderTests {
    /// Every example scene and every step has its SVG and text golden; every golden stands for a
    /// scene or a step that exists, with a known variant.
    @Test("every scene and step has an SVG and a text golden, and every golden has its scene or step")
    func goldensAreComplete() throws {
        #expect(RenderFixtures.sceneNames.count >= 11, "examples/scenes has \(RenderFixtures.sceneNames.count) scenes")
        #expect(RenderFixtures.stepNames.count >= 5, "examples/renders/steps has \(RenderFixtures.stepNames.count) step scripts")
        let files = Set(RenderFixtures.goldens.map(\.file))
        for base in RenderFixtures.bases {
            for ext in ["svg", "txt"] {
                #expect(files.contains("\(base).\(ext)"), "examples/renders/\(base).\(ext) is missing: \(RenderFixtures.regenerate)")
            }
        }
        let bases = Set(RenderFixtures.bases)
        for golden in RenderFixtures.goldens {
            #expect(
                bases.contains(golden.base),
                "examples/renders/\(golden.file) draws \(golden.base), which is neither a scene nor a step: \(RenderFixtures.regenerate)")
            #expect(golden.request != nil, "examples/renders/\(golden.file): unknown variant \(golden.variant ?? "")")
            #expect(golden.format == .svg || golden.variant == nil, "examples/renders/\(golden.file): variants are SVG only")
        }
        let all = try FileManager.default.contentsOfDirectory(atPath: RenderFixtures.rendersDirectory)
        for name in all where name != "steps" {
            #expect(RenderFixtures.Golden(file: name) != nil, "examples/renders/\(name) follows no naming convention (section 12.7)")
        }
        #expect(RenderFixtures.goldens.contains { $0.variant == "dark" }, "no dark golden")
    }

    /// Each step script opens its scene and plays without an error response, so its picture shows
    /// what its comment says.
    @Test("step scripts play without errors", arguments: RenderFixtures.stepNames)
    func stepPlays(step: String) throws {
        let scene = RenderFixtures.sceneName(of: step)
        #expect(RenderFixtures.sceneNames.contains(scene), "steps/\(step).jsonl: no examples/scenes/\(scene).json")
        let played = try RenderFixtures.play(step)
        #expect(played.errors.isEmpty, "steps/\(step).jsonl: \(played.errors.joined(separator: "\n"))")
        _ = try played.picture(RenderRequest(format: .text))
    }

    /// The golden equals a fresh rendering, byte for byte.
    @Test("golden rendering matches a fresh one", arguments: RenderFixtures.goldens)
    func goldenMatches(golden: RenderFixtures.Golden) throws {
        let request = try #require(golden.request, "unknown variant in \(golden.file)")
        let expected = String(decoding: try RenderFixtures.bytes(golden.path), as: UTF8.self)
        let fresh = try RenderFixtures.picture(golden.base, request)
        if fresh != expected {
            Issue.record(
                """
                examples/renders/\(golden.file) differs from a fresh rendering at \
                \(RenderFixtures.firstDifference(expected, fresh))
                \(RenderFixtures.regenerate)
                """)
        }
    }

    /// Same layout and options, same bytes: two fresh servers draw every base identically, in
    /// every format and theme (protocol.md section 12).
    @Test("determinism: the same scene drawn twice gives the same bytes", arguments: RenderFixtures.bases)
    func deterministic(base: String) throws {
        for request in [
            RenderRequest(format: .svg), RenderRequest(format: .text),
            RenderRequest(format: .svg, options: RenderOptions(theme: .dark, scale: 2, bezel: true, explain: true)),
            RenderRequest(format: .text, options: RenderOptions(columns: 61, rows: 23)),
        ] {
            let first = try RenderFixtures.picture(base, request)
            let second = try RenderFixtures.picture(base, request)
            #expect(first == second, "\(base) \(request.format) drawn twice differs")
            let played = try RenderFixtures.play(base)
            #expect(
                try played.picture(request).content == played.picture(request).content,
                "\(base) \(request.format) drawn twice from the same server differs")
        }
    }
}
