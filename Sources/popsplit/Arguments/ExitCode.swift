/// Ends the command with an exit status, everything worth saying already printed.
struct ExitCode: Error {
    /// The process's exit status.
    var code: Int32

    /// Exit with `code`.
    init(_ code: Int32) { self.code = code }

    /// `EX_USAGE`: the command line was wrong.
    static let usage: Int32 = 64
}
