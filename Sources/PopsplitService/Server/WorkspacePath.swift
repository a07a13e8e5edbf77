/// Paths as the workspace check compares them (pure: no file system; the reader compares the
/// locations of files it has opened, protocol.md section 3).
public enum WorkspacePath {
    /// `path` made absolute against `directory` (itself absolute), nothing else changed: `..`
    /// and links are left for the system to resolve as it opens the path.
    public static func absolute(_ path: String, against directory: String) -> String {
        path.hasPrefix("/") ? path : (directory.hasSuffix("/") ? directory + path : directory + "/" + path)
    }

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
