import Foundation
import Testing

/// `popsplit render --caption TEXT` (protocol.md section 12.6): a band under the SVG picture with
/// the caption; the text picture leaves it out.
@Suite struct RenderCaptionTests {
    /// The caption shows in the SVG, under a taller viewBox; not in the text picture.
    @Test func captionBandUnderThePicture() throws {
        let scene = BinaryLocator.repositoryRoot + "/examples/scenes/rotation-refusal.json"
        let svg = try CommandLineTests.run(["render", scene, "--caption", "landscape refused by camera"])
        #expect(svg.code == 0, "\(svg.stderr)")
        #expect(svg.stdout.contains("viewBox=\"0 0 768 1078\""))
        #expect(svg.stdout.contains("<g data-id=\"caption\" data-kind=\"caption\">"))
        #expect(svg.stdout.contains(">landscape refused by camera</text>"))
        let text = try CommandLineTests.run(["render", scene, "--caption", "landscape refused by camera", "--format", "text"])
        #expect(text.code == 0)
        #expect(!text.stdout.contains("refused"))
    }
}
