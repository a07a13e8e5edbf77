#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes `text` to stderr (descriptor 2) as one line.
func printError(_ text: String) {
    var bytes = Array(text.utf8)
    if bytes.last != UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\n")) }
    var rest = bytes[...]
    while !rest.isEmpty {
        let n = rest.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        if n < 0 { if errno == EINTR { continue }; return }
        rest = rest.dropFirst(n)
    }
}
