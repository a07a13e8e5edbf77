import PopsplitRPC

/// Refuses a broken session script before playing it: each problem as `FILE:LINE:COLUMN: error:`
/// on stderr, exit status 65 (`EX_DATAERR`).
enum ScriptCheckReport {
    /// The exit status for a broken script.
    static let exitStatus: Int32 = 65

    /// Throws `ExitCode(65)` after printing the problems of `script` (read from `file`), if any;
    /// lines longer than `maximumLineBytes` are problems too.
    static func check(_ script: [UInt8], file: String, maximumLineBytes: Int = ScriptCheck.defaultMaximumLineBytes) throws {
        let problems = ScriptCheck.problems(in: script, maximumLineBytes: maximumLineBytes)
        guard !problems.isEmpty else { return }
        for problem in problems { printError(problem.formatted(file: file)) }
        if problems.count >= ScriptCheck.maximumProblems { printError("\(file): stopped after \(problems.count) problems") }
        throw ExitCode(exitStatus)
    }
}
