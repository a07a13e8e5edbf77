import Foundation
import PopsplitRender
import PopsplitService
import Testing

/// `scene/render` with `format: "svgPatch"` (protocol.md section 12.4), applied as a webview would
/// (remove `removed`, replace or insert `changed` by `data-id`, reorder by `order`) to the SVG of
/// `baseVersion`, gives exactly the node elements of the SVG of `layoutVersion`; and `changed`
/// lists exactly the elements that are new or differ. Checked after every request of every
/// example session and step script: the script is played with a `scene/render` svgPatch and svg
/// request inserted after each of its requests.
@Suite struct SVGPatchTests {
    /// The scripts: every example session and every step.
    static let scripts: [String] =
        RenderFixtures.files(in: RenderFixtures.sessionsDirectory, ending: ".jsonl")
        .filter { !$0.hasSuffix(".transcript") }.map { RenderFixtures.sessionsDirectory + "/\($0).jsonl" }
        + RenderFixtures.stepNames.map { RenderFixtures.stepsDirectory + "/\($0).jsonl" }

    /// The script with, after each request on a scene, `{"id": "patch-N", svgPatch}` and
    /// `{"id": "svg-N", svg}` for that scene, with `options`.
    static func instrumented(_ text: String, options: String) -> String {
        var lines: [String] = []
        var n = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            lines.append(line)
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("{"),
                let message = try? JSONSerialization.jsonObject(with: Data(trimmed.utf8)) as? [String: Any],
                message["method"] is String, message["id"] != nil,
                let scene = (message["params"] as? [String: Any])?["scene"] as? String
            else { continue }
            n += 1
            let quoted = RenderFixtures.jsonString(scene)
            lines.append(
                "{\"jsonrpc\":\"2.0\",\"id\":\"patch-\(n)\",\"method\":\"scene/render\",\"params\":{\"scene\":\(quoted),\"format\":\"svgPatch\",\"options\":\(options)}}"
            )
            lines.append(
                "{\"jsonrpc\":\"2.0\",\"id\":\"svg-\(n)\",\"method\":\"scene/render\",\"params\":{\"scene\":\(quoted),\"format\":\"svg\",\"options\":\(options)}}"
            )
        }
        return lines.joined(separator: "\n")
    }

    /// Applies `patch` to `base` elements as a webview does; nil when `order` names an id that is
    /// neither kept nor changed.
    static func apply(_ patch: [String: Any], to base: [(id: String, markup: String)]) -> [(id: String, markup: String)]? {
        var elements = Dictionary(base.map { ($0.id, $0.markup) }, uniquingKeysWith: { a, _ in a })
        for id in patch["removed"] as? [String] ?? [] { elements[id] = nil }
        for entry in patch["changed"] as? [[String: Any]] ?? [] {
            guard let id = entry["id"] as? String, let svg = entry["svg"] as? String else { return nil }
            elements[id] = svg
        }
        var result: [(id: String, markup: String)] = []
        for id in patch["order"] as? [String] ?? [] {
            guard let markup = elements[id] else { return nil }
            result.append((id, markup))
        }
        return result
    }

    /// Every patch applied to the picture of its base version gives the picture of its version.
    @Test("svgPatch applied to the base SVG gives the new SVG's elements", arguments: scripts)
    func patchesApply(script: String) throws {
        let name = URL(fileURLWithPath: script).lastPathComponent
        let text = String(decoding: try RenderFixtures.bytes(script), as: UTF8.self)
        var checked = 0
        var opportunities = 0
        for options in [#"{}"#, #"{"theme":"dark","highlight":"statusBar","bezel":true}"#] {
            let directory = URL(fileURLWithPath: script).deletingLastPathComponent().path
            let (_, transcript) = RenderFixtures.run(script: Array(Self.instrumented(text, options: options).utf8), relativeTo: directory)
            var pictures: [String: (version: Int, elements: [(id: String, markup: String)])] = [:]  // by scene
            var pending: (scene: String, version: Int, base: Int, patch: [String: Any])?
            for line in transcript.lines {
                guard let message = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                    let id = message["id"] as? String, id.hasPrefix("patch-") || id.hasPrefix("svg-"),
                    let result = message["result"] as? [String: Any],
                    let scene = result["scene"] as? String, let version = result["layoutVersion"] as? Int
                else { continue }
                if id.hasPrefix("patch-") {
                    let base = try #require(result["baseVersion"] as? Int)
                    #expect(base == max(0, version - 1), "\(name): baseVersion \(base) at layoutVersion \(version)")
                    pending = (scene, version, base, result)
                    continue
                }
                let content = try #require(result["content"] as? String)
                let elements = SVGDocument.elements(of: content)
                if let before = pictures[scene], before.version == version - 1 { opportunities += 1 }
                if let p = pending, p.scene == scene, p.version == version, let before = pictures[scene], before.version == p.base {
                    let applied = Self.apply(p.patch, to: before.elements)
                    #expect(applied != nil, "\(name) \(options): version \(version): order names an id neither kept nor changed")
                    if let applied {
                        #expect(applied.map(\.id) == elements.map(\.id), "\(name) \(options): version \(version): patched ids differ")
                        #expect(applied.map(\.markup) == elements.map(\.markup), "\(name) \(options): version \(version): patched markup differs")
                    }
                    let old = Dictionary(before.elements.map { ($0.id, $0.markup) }, uniquingKeysWith: { a, _ in a })
                    let changed = (p.patch["changed"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
                    #expect(
                        changed == elements.filter { old[$0.id] != $0.markup }.map(\.id),
                        "\(name) \(options): version \(version): changed lists more or less than what differs")
                    #expect((p.patch["removed"] as? [String] ?? []) == before.elements.map(\.id).filter { id in !elements.contains { $0.id == id } })
                    checked += 1
                }
                pending = nil
                pictures[scene] = (version, elements)
            }
        }
        #expect(checked == opportunities, "\(name): \(checked) patches checked for \(opportunities) changes of layout")
    }

    /// Right after `scene/open` there is no layout before: the patch is from an empty picture
    /// (baseVersion 0), so it carries every element.
    @Test("svgPatch at layout version 1 carries every element")
    func firstPatch() throws {
        let played = try RenderFixtures.play("popover-delegate")
        let script =
            "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\"}\n"
            + "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"scene/open\",\"params\":{\"scene\":\"p\",\"path\":\"popover-delegate.json\"}}\n"
            + "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"scene/render\",\"params\":{\"scene\":\"p\",\"format\":\"svgPatch\"}}\n"
        let (_, transcript) = RenderFixtures.run(script: Array(script.utf8), relativeTo: RenderFixtures.scenesDirectory)
        let line = try #require(transcript.lines.last)
        let result = try #require((try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["result"] as? [String: Any])
        #expect(result["baseVersion"] as? Int == 0 && result["layoutVersion"] as? Int == 1)
        let full = SVGDocument.elements(of: try played.picture(RenderRequest(format: .svg)).content)
        #expect(result["order"] as? [String] == full.map(\.id))
        let changed = (result["changed"] as? [[String: Any]] ?? []).compactMap { $0["svg"] as? String }
        #expect(changed == full.map(\.markup))

    }
}
