import PopsplitDocument
import PopsplitFiles
import PopsplitJSON
import PopsplitService

/// `popsplit import FILE`: the scene document a storyboard or nib opens as (its companion merged
/// in), and a report of what was carried (protocol.md, section 8.13).
struct ImportCommand: Subcommand {
    /// The storyboard or nib.
    var file: String = ""
    /// Another companion document than the one beside the file.
    var companion: String?
    /// Where to write the scene document (standard output without it).
    var output: String?
    /// Whether to leave out the information diagnostics.
    var quiet = false

    /// The subcommand's command line.
    static var spec: CommandSpec<ImportCommand> {
        CommandSpec(
            name: "import",
            abstract: "Print the scene document a storyboard or nib opens as, and what was carried.",
            discussion: """
                Reads an iPad storyboard (.storyboard) or nib (.xib) as `scene/open` does, merges its companion \
                document (FILE.popsplit.json beside it, or --companion), and prints the equivalent scene document \
                (JSON) to standard output or to -o. The report goes to standard error: every diagnostic as \
                FILE:LINE:COLUMN: severity: message, then `carried N of M elements` and each kind of element left \
                out, how many and why. The exit status is 1 when the file is refused or the document it gives is \
                invalid (the document is still printed when there is one).
                """,
            arguments: [.required("file", \.file, help: "The storyboard or nib.")],
            options: [
                .optional("companion", \.companion, help: "A companion document to merge instead of FILE.popsplit.json."),
                .optional("output", short: "o", \.output, help: "Write the scene document to this file."),
                .flag("quiet", \.quiet, help: "Leave out the information (what is not carried, what is left to code)."),
            ])
    }

    /// Nothing to check beyond the parser's.
    func validate() throws {}

    /// Imports, prints, reports.
    func run() throws {
        let directory = FileText.directory(of: file)
        let files = DocumentFiles(extraRoots: [directory.isEmpty ? "." : directory], defaultRoots: ["/"])
        let server = PopsplitServer(files: { files.text(of: $0) })
        _ = server.initialize(params: nil)
        switch server.importFile(path: file, companion: companion) {
        case .failure(let error):
            for line in ErrorReport.lines(error: error.json, file: file) ?? ["\(file): error: \(error.message)"] { printError(line) }
            throw fail("cannot import \(file)")
        case .success(let imported):
            let text = JSONPretty.text(imported.document) + "\n"
            if let output {
                if let failure = FileText.writeFailure(text, to: output) { throw fail(failure) }
            } else {
                print(text, terminator: "")
            }
            for diagnostic in imported.diagnostics where !(quiet && diagnostic.severity == .information) {
                printError(Self.line(diagnostic, file: file))
            }
            let report = imported.report
            printError("\(file): carried \(report.carried) of \(report.total) elements")
            for group in report.leftOut {
                printError("  left out: \(group.count) <\(group.name)> (first at \(group.line):\(group.column)): \(group.reason)")
            }
            guard imported.isValid else { throw fail("the scene document \(file) gives is invalid") }
        }
    }

    /// A diagnostic as compilers print it.
    static func line(_ diagnostic: DocumentDiagnostic, file: String) -> String {
        var place = file
        if let line = diagnostic.line, let column = diagnostic.column { place += ":\(line):\(column)" }
        let path = diagnostic.path == "$" ? "" : " (\(diagnostic.path))"
        return "\(place): \(diagnostic.severity.rawValue): \(diagnostic.message)\(path)"
    }

    /// Reports `message` and ends with `code`.
    func fail(_ message: String, code: Int32 = 1) -> ExitCode {
        printError("popsplit import: \(message)")
        return ExitCode(code)
    }
}
