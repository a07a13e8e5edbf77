#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The fuzz targets' checks: a property that does not hold is a crash, so that libFuzzer stops,
/// writes the input as `crash-<sha1>` and prints the reproducer's path.
public enum FuzzCheck {
    /// Stops the process (abort, after the message on stderr) unless `condition` holds.
    public static func require(
        _ condition: Bool, _ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line
    ) {
        guard !condition else { return }
        fail(message(), file: file, line: line)
    }

    /// Stops the process with `message` on stderr.
    public static func fail(_ message: String, file: StaticString = #fileID, line: UInt = #line) -> Never {
        let text = "fuzz check failed (\(file):\(line)): \(message)\n"
        _ = text.utf8CString.withUnsafeBufferPointer { fputs($0.baseAddress, stderr) }
        abort()
    }
}
