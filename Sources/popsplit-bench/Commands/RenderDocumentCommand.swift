import ArgumentParser
import PopsplitJSON

/// `popsplit-bench render-document`: prints the render bench's scene document (about 200 visible
/// nodes) as JSON, for `scripts/bench-preview.py` and `scripts/editors-bench.sh`.
struct RenderDocumentCommand: ParsableCommand {
    /// The subcommand's name and abstract.
    static let configuration = CommandConfiguration(
        commandName: "render-document", abstract: "Print the scene document of the render bench (about 200 visible nodes) as JSON.")

    /// Prints the document.
    func run() throws {
        print(JSONCodec.string(RenderBenchScene.document()))
    }
}
