/// A broken line of a session script: where (1-based line and column of the script file) and why.
public struct ScriptProblem: Sendable, Equatable {
    /// The script's line, 1-based.
    public var line: Int
    /// The column on that line, 1-based (Unicode scalars, as the JSON parser counts).
    public var column: Int
    /// What is wrong.
    public var message: String

    /// A problem at a place.
    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// `FILE:LINE:COLUMN: error: MESSAGE`, as compilers and editors print it.
    public func formatted(file: String) -> String { "\(file):\(line):\(column): error: \(message)" }
}
