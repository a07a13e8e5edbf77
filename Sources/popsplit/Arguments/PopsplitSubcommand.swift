/// The subcommands of `popsplit`, by the name the command line gives them; a switch over them
/// names every one.
enum PopsplitSubcommand: String, CaseIterable {
    /// `popsplit serve`.
    case serve
    /// `popsplit run`.
    case run
    /// `popsplit render`.
    case render
    /// `popsplit preview`.
    case preview
    /// `popsplit import`.
    case `import`
    /// `popsplit lsp`.
    case lsp

    /// The subcommand's type.
    var command: any Subcommand.Type {
        switch self {
        case .serve: return ServeCommand.self
        case .run: return RunCommand.self
        case .render: return RenderCommand.self
        case .preview: return PreviewCommand.self
        case .import: return ImportCommand.self
        case .lsp: return LanguageServerCommand.self
        }
    }
}
