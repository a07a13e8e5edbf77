/// One positional argument of a subcommand: its name, its help, whether it may be left out, and
/// the field of `Options` it sets.
struct ArgumentSpec<Options> {
    /// The argument's name in the usage and the help (`<document>`).
    let name: String
    /// What the argument is, for a person.
    let help: String
    /// Whether it may be left out.
    let isOptional: Bool
    /// Sets the field.
    let apply: (inout Options, String) -> Void

    /// `<name>`.
    var synopsis: String { "<\(name)>" }

    /// The usage line's element: `<session>`, or `[<document>]` when it may be left out.
    var usage: String { isOptional ? "[\(synopsis)]" : synopsis }

    /// An argument that must be given.
    static func required(_ name: String, _ path: WritableKeyPath<Options, String>, help: String) -> ArgumentSpec {
        ArgumentSpec(name: name, help: help, isOptional: false, apply: { $0[keyPath: path] = $1 })
    }

    /// An argument that may be left out (absent: `nil`).
    static func optional(_ name: String, _ path: WritableKeyPath<Options, String?>, help: String) -> ArgumentSpec {
        ArgumentSpec(name: name, help: help, isOptional: true, apply: { $0[keyPath: path] = $1 })
    }
}
