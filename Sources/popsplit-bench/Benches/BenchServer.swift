/// A server the benchmark drives: an executable and its arguments.
struct BenchServer {
    /// The name in the report (`popsplit`, `echo`).
    let name: String
    /// The executable's path.
    let path: String
    /// Its arguments (after argv[0]).
    let arguments: [String]

    /// The command line, for the report.
    var commandLine: String { ([path] + arguments).joined(separator: " ") }
}
