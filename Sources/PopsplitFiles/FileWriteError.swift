#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a file or directory was not written, as a person reads it
/// (`cannot write /nonexistent/x.png: No such file or directory`).
public struct FileWriteError: Error, Equatable, Sendable {
    /// The path concerned, as the user named it.
    public let path: String
    /// The whole sentence.
    public let reason: String

    /// A failure saying `reason` about `path`.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `cannot ACTION PATH: the system's text for errno`.
    public init(action: String, path: String, errno code: Int32) {
        self.init(path: path, reason: "cannot \(action) \(path): \(String(cString: strerror(code)))")
    }
}
