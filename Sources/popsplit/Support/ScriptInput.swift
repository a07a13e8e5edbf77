import PopsplitFiles
import PopsplitRPC

/// How `popsplit run` and `popsplit render --session` read a session script: as
/// documents are read, a regular file only (a FIFO, a device or `/dev/zero` is refused without
/// being read), within `--max-script-bytes`, every line within `--max-line-bytes`, each problem
/// reported as `FILE:LINE:COLUMN: error: ...`.
struct ScriptInput: CommandOptions {
    /// The most bytes a script may have.
    var maxScriptBytes = FileText.defaultMaxBytes
    /// The most bytes one line (one message) may have.
    var maxLineBytes = ScriptCheck.defaultMaximumLineBytes

    /// The group's options, set into the command's ``ScriptInput`` field.
    static var options: [OptionSpec<ScriptInput>] {
        [
            .value(
                "max-script-bytes", \.maxScriptBytes, valueName: "bytes",
                help: "The most bytes a session script may have, 1024 to \(FileText.largestMaxBytes)."),
            .value(
                "max-line-bytes", \.maxLineBytes, valueName: "bytes",
                help: "The most bytes one line of a session script may have, 1024 to \(ScriptCheck.defaultMaximumLineBytes) (the largest message)."),
        ]
    }

    /// Refuses limits out of range.
    func validate() throws(UsageError) {
        guard (1024...FileText.largestMaxBytes).contains(maxScriptBytes) else {
            throw UsageError("--max-script-bytes must be 1024 to \(FileText.largestMaxBytes), got \(maxScriptBytes)")
        }
        guard (1024...ScriptCheck.defaultMaximumLineBytes).contains(maxLineBytes) else {
            throw UsageError("--max-line-bytes must be 1024 to \(ScriptCheck.defaultMaximumLineBytes), got \(maxLineBytes)")
        }
    }

    /// The bytes of the script at `path`, checked line by line; prints `FILE: error: ...` and
    /// exits 2 when the file cannot be read, or each broken line and exits 65.
    func load(_ path: String) throws -> [UInt8] {
        switch FileText.bytes(path, maxBytes: maxScriptBytes, limitName: "--max-script-bytes") {
        case .success(let bytes):
            try ScriptCheckReport.check(bytes, file: path, maximumLineBytes: maxLineBytes)
            return bytes
        case .failure(let error):
            printError("\(path): error: \(error.message)")
            throw ExitCode(2)
        }
    }
}
