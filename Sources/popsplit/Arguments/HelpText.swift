/// The layout of help pages and usage errors: 80 columns, labels in a 26-column gutter indented by
/// two, text wrapped at spaces (the layout swift-argument-parser printed, kept so that scripts and
/// people reading it see no change).
enum HelpText {
    /// The width text is wrapped to.
    static let width = 80
    /// The column where an option's help starts.
    static let labelColumn = 26
    /// The indent of labels.
    static let indent = 2

    /// `text` wrapped to `width` columns, each line after the first indented by `indent` (the
    /// first one too: callers overwrite its indent with a label). Breaks at the last space that
    /// fits; a word longer than the line stands alone. Line breaks in `text` are kept.
    static func wrapped(_ text: String, indent: Int = 0) -> String {
        let columns = max(1, width - indent)
        let pad = String(repeating: " ", count: indent)
        var lines: [Substring] = []
        var rest = text[...]
        // Each pass takes at least one character off `rest`, so there are at most as many passes.
        for _ in 0...text.utf8.count {
            let chunk = rest.prefix(columns)
            if let newline = chunk.lastIndex(of: "\n") {
                lines.append(contentsOf: rest[..<newline].split(separator: "\n", omittingEmptySubsequences: false))
                rest = rest[rest.index(after: newline)...]
            } else if chunk.endIndex == rest.endIndex {
                lines.append(rest)
                break
            } else if let space = chunk.lastIndex(of: " ") {
                lines.append(rest[..<space])
                rest = rest[rest.index(after: space)...]
            } else if let space = rest.firstIndex(of: " ") {
                lines.append(rest[..<space])
                rest = rest[rest.index(after: space)...]
            } else {
                lines.append(rest)
                break
            }
        }
        return lines.map { $0.isEmpty ? "" : pad + $0 }.joined(separator: "\n")
    }

    /// One entry of a section: the label, then its help from column 26 (on the next line when
    /// the label reaches that column).
    static func entry(label: String, help: String) -> String {
        let padded = String(repeating: " ", count: indent) + label
        guard !help.isEmpty else { return padded + "\n" }
        let text = wrapped(help, indent: labelColumn)
        if padded.count < labelColumn { return padded + text.dropFirst(padded.count) + "\n" }
        return padded + "\n" + text + "\n"
    }

    /// A whole page: the overview, the discussion, the usage line, the sections (each a title
    /// and its entries), and a closing line.
    static func page(
        abstract: String, discussion: String, usage: String, sections: [(title: String, entries: [(label: String, help: String)])],
        closing: String? = nil
    ) -> String {
        var page = wrapped("OVERVIEW: " + abstract) + "\n\n"
        if !discussion.isEmpty { page += wrapped(discussion) + "\n\n" }
        page += "USAGE: " + usage + "\n\n"
        page += sections.filter { !$0.entries.isEmpty }.map { section in
            section.title + ":\n" + section.entries.map { entry(label: $0.label, help: $0.help) }.joined()
        }.joined(separator: "\n")
        if let closing { page += "\n  " + closing }
        return page
    }

    /// The entries every page ends its options with.
    static let standardOptions: [(label: String, help: String)] = [
        ("--version", "Show the version."),
        ("-h, --help", "Show help information."),
    ]

    /// A usage error as printed to stderr: the message, the help of what was at fault, the usage
    /// line and where to read more.
    static func usageError(_ error: UsageError, usage: String, command: String) -> String {
        var lines = ["Error: " + error.message]
        if let help = error.help { lines.append("Help:  " + help) }
        lines.append("Usage: " + usage)
        lines.append("  See '\(command) --help' for more information.")
        return lines.joined(separator: "\n")
    }
}
