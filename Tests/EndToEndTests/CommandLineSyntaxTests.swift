import Foundation
import Testing

/// The command line's syntax as the executable reads it: `--name=value`, `-o FILE`, `--` before a
/// positional argument, repeated options, and each kind of usage error with its subcommand's usage.
@Suite struct CommandLineSyntaxTests {
    /// The scene every drawing here uses.
    static let tabs = BinaryLocator.repositoryRoot + "/examples/scenes/tabs.json"

    /// `--size=COLSxROWS` reads as `--size COLSxROWS`; `-o` and `--output` name the same file.
    @Test func valuesAfterEqualsAndShortNames() throws {
        let spaced = try CommandLineTests.run(["render", Self.tabs, "--format", "text", "--size", "40x20"])
        let joined = try CommandLineTests.run(["render", "--format=text", "--size=40x20", "--", Self.tabs])
        #expect(spaced.code == 0, "\(spaced.stderr)")
        #expect(joined.code == 0, "\(joined.stderr)")
        #expect(spaced.stdout == joined.stdout)
        let standard = try CommandLineTests.run(["render", Self.tabs, "--format", "text"])
        #expect(standard.stdout != spaced.stdout)
        let directory = try ScriptInputTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for name in ["-o", "--output"] {
            let file = directory + "/picture\(name).svg"
            let result = try CommandLineTests.run(["render", Self.tabs, name, file])
            #expect(result.code == 0, "\(result.stderr)")
            #expect(FileManager.default.fileExists(atPath: file))
        }
    }

    /// Each kind of usage error: the message, the help of what was at fault when there is one,
    /// the subcommand's usage, exit status 64.
    @Test func usageErrors() throws {
        for (arguments, message, help) in [
            (["render", "--step", "abc"], "Error: The value 'abc' is invalid for '--step <n>'", "Help:  --step <n>  With --session"),
            (
                ["render", "x.json", "--format", "bmp"],
                "Error: The value 'bmp' is invalid for '--format <format>'. Please provide one of 'svg', 'text' or 'png'.",
                "Help:  --format <format>  svg, text or png."
            ),
            (["render", "x.json", "--session"], "Error: Missing value for '--session <session>'", "Help:  --session <session>"),
            (["run"], "Error: Missing expected argument '<session>'", "Help:  <session>  The session script (.jsonl)."),
            (["render", "a.json", "b.json"], "Error: Unexpected argument 'b.json'", nil),
            (["serve", "--stdio=yes"], "Error: The option '--stdio' does not take any value, but 'yes' was specified.", nil),
        ] {
            let result = try CommandLineTests.run(arguments)
            #expect(result.code == 64, "\(arguments): \(result.stderr)")
            #expect(result.stderr.hasPrefix(message + "\n"), "\(arguments): \(result.stderr)")
            if let help { #expect(result.stderr.contains("\n" + help), "\(arguments): \(result.stderr)") }
            #expect(result.stderr.contains("Usage: popsplit \(arguments[0])"), "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("See 'popsplit \(arguments[0]) --help' for more information."))
        }
        let root = try CommandLineTests.run(["--bogus"])
        #expect(root.code == 64)
        #expect(root.stderr.contains("Error: Unknown option '--bogus'\nUsage: popsplit <subcommand>"), "\(root.stderr)")
    }

    /// `popsplit help SUBCOMMAND` is `popsplit SUBCOMMAND --help`; `popsplit` alone is `--help`;
    /// `--version` works after a subcommand too.
    @Test func helpAndVersion() throws {
        let help = try CommandLineTests.run(["help", "render"])
        let flag = try CommandLineTests.run(["render", "--help"])
        #expect(help.code == 0)
        #expect(help.stdout == flag.stdout)
        #expect(flag.stdout.contains("USAGE: popsplit render [<options>] [<document>]"))
        #expect(flag.stdout.contains("  -o, --output <output>   Write the picture to this file.\n"))
        #expect(flag.stdout.contains("--format <format>       svg, text or png. (values: svg, text, png; default:\n"))
        let bare = try CommandLineTests.run([])
        #expect(bare.code == 0)
        #expect(bare.stdout == (try CommandLineTests.run(["--help"])).stdout)
        #expect(bare.stdout.contains("SUBCOMMANDS:\n  serve "))
        let version = try CommandLineTests.run(["serve", "--version"])
        #expect(version.code == 0)
        #expect(version.stdout == "0.1.0\n")
    }
}
