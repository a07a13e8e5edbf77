/// Paths as the workspace check compares them (pure: no file system; the reader resolves
/// symbolic links before asking).
public enum WorkspacePath {
    /// `path` absolute (relative ones against `directory`, itself absolute) with `.`, `..` and
    /// repeated or trailing slashes removed lexically (`/a/./b/../c/` is `/a/c`; `..` above `/`
    /// stays at `/`).
    public static func normalized(_ path: String, against directory: String) -> String {
        let absolute = path.hasPrefix("/") ? path : directory + "/" + path
        var parts: [Substring] = []
        for part in absolute.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": _ = parts.popLast()
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// Whether the normalized absolute `path` is `root` or inside it (by whole components:
    /// `/work/app2` is not inside `/work/app`).
    public static func isInside(_ path: String, root: String) -> Bool {
        if root == "/" { return path.hasPrefix("/") }
        return path == root || path.hasPrefix(root + "/")
    }
}
