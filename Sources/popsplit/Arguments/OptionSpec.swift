/// One option or flag of a subcommand, declared once: its names, whether it takes a value, its
/// help, its default (read from the options' own initial value, so the help cannot drift from
/// it), and the field of `Options` it sets.
struct OptionSpec<Options> {
    /// The long name, without its dashes (`log-level`).
    let long: String
    /// The one-letter name, if any (`o` for `-o`).
    let short: Character?
    /// Flag, one value or several.
    let arity: OptionArity
    /// The value's name in the usage and the help (`<bytes>`).
    let valueName: String
    /// What the option does, for a person.
    let help: String
    /// The default as the command line writes it, shown in the help; `nil` when there is none to say.
    let defaultText: String?
    /// The words the value may be (an enumeration's cases); empty when it is free.
    let allowedValues: [String]
    /// Sets the field from the value's text (the empty string for a flag); a usage error when the
    /// text writes no value of the field's type.
    let apply: (inout Options, String) throws(UsageError) -> Void

    /// `--long` or `-s, --long`, as the help's label and error messages write the name.
    var names: String { short.map { "-\($0), --\(long)" } ?? "--\(long)" }

    /// The name with its value (`--size <size>`), as the help's label and error messages write it.
    var synopsis: String { arity == .flag ? names : "\(names) <\(valueName)>" }

    /// The usage line's element: `[--size <size>]`, `[--workspace-root <directory> ...]`.
    var usage: String {
        switch arity {
        case .flag: return "[--\(long)]"
        case .single: return "[--\(long) <\(valueName)>]"
        case .repeating: return "[--\(long) <\(valueName)> ...]"
        }
    }

    /// The help text with the allowed values and the default appended, each said once.
    var fullHelp: String {
        let values = allowedValues.joined(separator: ", ")
        let suffix: String
        switch (allowedValues.isEmpty, defaultText) {
        case (true, nil): suffix = ""
        case (false, nil): suffix = "(values: \(values))"
        case (true, let text?): suffix = "(default: \(text))"
        case (false, let text?): suffix = "(values: \(values); default: \(text))"
        }
        return [help, suffix].filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// The same option setting a field of `Outer` that holds these options (a shared group).
    func lifted<Outer>(_ path: WritableKeyPath<Outer, Options>) -> OptionSpec<Outer> {
        let apply = self.apply
        return OptionSpec<Outer>(
            long: long, short: short, arity: arity, valueName: valueName, help: help, defaultText: defaultText,
            allowedValues: allowedValues,
            apply: { (outer: inout Outer, text: String) throws(UsageError) in try apply(&outer[keyPath: path], text) })
    }

    /// The value `text` converted for this option, or the usage error naming it.
    static func convert<V: ArgumentValue>(_ text: String, for synopsis: String) throws(UsageError) -> V {
        guard let value = V(argument: text) else {
            var message = "The value '\(text)' is invalid for '\(synopsis)'"
            let words = V.allValueTexts.map { "'\($0)'" }
            if let last = words.last {
                let list = words.count == 1 ? last : words.dropLast().joined(separator: ", ") + " or " + last
                message += ". Please provide one of \(list)."
            }
            throw UsageError(message)
        }
        return value
    }
}

extension OptionSpec where Options: CommandOptions {
    /// A flag setting `path` to true (`short`: its one-letter name too, `-q`).
    static func flag(_ long: String, short: Character? = nil, _ path: WritableKeyPath<Options, Bool>, help: String) -> OptionSpec {
        OptionSpec(
            long: long, short: short, arity: .flag, valueName: long, help: help, defaultText: nil, allowedValues: [],
            apply: { options, _ in options[keyPath: path] = true })
    }

    /// An option with a value and a default (the field's initial value, said in the help).
    static func value<V: ArgumentValue>(
        _ long: String, short: Character? = nil, _ path: WritableKeyPath<Options, V>, valueName: String? = nil, help: String
    ) -> OptionSpec {
        let name = valueName ?? long
        let synopsis = (short.map { "-\($0), --\(long)" } ?? "--\(long)") + " <\(name)>"
        return OptionSpec(
            long: long, short: short, arity: .single, valueName: name, help: help,
            defaultText: Options()[keyPath: path].argumentText, allowedValues: V.allValueTexts,
            apply: { (options: inout Options, text: String) throws(UsageError) in
                options[keyPath: path] = try convert(text, for: synopsis)
            })
    }

    /// An option with a value and no default (absent: `nil`).
    static func optional<V: ArgumentValue>(
        _ long: String, short: Character? = nil, _ path: WritableKeyPath<Options, V?>, valueName: String? = nil, help: String
    ) -> OptionSpec {
        let name = valueName ?? long
        let synopsis = (short.map { "-\($0), --\(long)" } ?? "--\(long)") + " <\(name)>"
        return OptionSpec(
            long: long, short: short, arity: .single, valueName: name, help: help, defaultText: nil, allowedValues: V.allValueTexts,
            apply: { (options: inout Options, text: String) throws(UsageError) in
                options[keyPath: path] = .some(try convert(text, for: synopsis) as V)
            })
    }

    /// An option given any number of times, each value appended to `path`.
    static func repeating<V: ArgumentValue>(
        _ long: String, _ path: WritableKeyPath<Options, [V]>, valueName: String? = nil, help: String
    ) -> OptionSpec {
        let name = valueName ?? long
        return OptionSpec(
            long: long, short: nil, arity: .repeating, valueName: name, help: help, defaultText: nil, allowedValues: V.allValueTexts,
            apply: { (options: inout Options, text: String) throws(UsageError) in
                options[keyPath: path].append(try convert(text, for: "--\(long) <\(name)>"))
            })
    }
}
