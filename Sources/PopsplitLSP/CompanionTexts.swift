/// The companion documents (protocol.md 8.13) of the storyboards and nibs the editor has open,
/// the one kind of file `popsplit lsp` reads: the daemon asks for a companion by its path
/// (``text(of:)``), and gets the editor's text when the companion is open there, else the
/// file's, read at the I/O edge by ``readFile``. Any other path is refused, so the server reads
/// nothing but a companion beside a document the editor opened.
public final class CompanionTexts {
    /// Reads a file (the executable's safe reader), or says why not.
    let readFile: (String) -> Result<String, CompanionReadError>
    /// Whether a regular file is at a path.
    let fileExists: (String) -> Bool
    /// The companions' texts as the editor has them, by path.
    var editorTexts: [String: String] = [:]
    /// The companion paths the daemon may ask for (those of the open storyboards and nibs).
    var readable: Set<String> = []

    /// Companions read with `readFile` when the editor does not have them open.
    public init(readFile: @escaping (String) -> Result<String, CompanionReadError>, fileExists: @escaping (String) -> Bool) {
        self.readFile = readFile
        self.fileExists = fileExists
    }

    /// Companions only from the editor (no file is ever read).
    public convenience init() {
        self.init(readFile: { _ in .failure(CompanionReadError("popsplit lsp reads no file here")) }, fileExists: { _ in false })
    }

    /// The text of the companion at `path`: the editor's, else the file's; a path that is not
    /// an open document's companion is refused.
    public func text(of path: String) -> Result<String, CompanionReadError> {
        guard readable.contains(path) else {
            return .failure(CompanionReadError("popsplit lsp reads no file but the companion document beside a storyboard or nib the editor opened"))
        }
        if let text = editorTexts[path] { return .success(text) }
        return readFile(path)
    }

    /// Whether the companion at `path` is there (open in the editor, or a file).
    func isAvailable(_ path: String) -> Bool { editorTexts[path] != nil || fileExists(path) }
}
