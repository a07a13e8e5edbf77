import Foundation
import PopsplitJSON
import Testing

/// `popsplit import FILE` (protocol.md sections 8.13 and 11): the scene document on stdout, the
/// diagnostics and the report on stderr, exit 1 for a refused file.
@Suite struct ImportCommandTests {
    @Test func aStoryboardPrintsItsSceneDocumentAndReport() throws {
        let file = BinaryLocator.repositoryRoot + "/examples/storyboards/MasterDetail.storyboard"
        let run = try CommandLineTests.run(["import", file])
        #expect(run.code == 0, "\(run.stderr)")
        let document = try JSONCodec.parse(run.stdout)
        #expect(document["root"]?["id"] == "Spl-md-A01")
        // The companion beside it is merged: the split delegate implements willHide.
        #expect(document["root"]?["implementsWillHide"] == true)
        #expect(run.stderr.contains("MasterDetail.storyboard: carried "))
        #expect(run.stderr.contains("left out: 4 <constraints>"))
        #expect(run.stderr.contains(":116:25: information: <constraints> not carried"))
        let quiet = try CommandLineTests.run(["import", file, "--quiet"])
        #expect(!quiet.stderr.contains("information:"))
    }

    @Test func aRefusedFileExitsOneNamingWhy() throws {
        let file = BinaryLocator.repositoryRoot + "/Tests/PopsplitInterfaceBuilderTests/Corpus/bad-iphone.storyboard"
        let run = try CommandLineTests.run(["import", file])
        #expect(run.code == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("bad-iphone.storyboard:2:1: error: this storyboard is for the iPhone"))
        #expect(run.stderr.contains("popsplit import: cannot import"))
    }
}
