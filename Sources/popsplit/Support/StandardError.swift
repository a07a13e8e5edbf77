import PopsplitRPC

/// Writes `text` to stderr (descriptor 2), each of its lines with its control characters escaped
/// (a file name or a parse error quoting a raw ESC cannot drive the terminal).
func printError(_ text: String) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { LogText.printable(String($0)) }
    var bytes = Array(lines.joined(separator: "\n").utf8)
    if bytes.last != UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\n")) }
    _ = DescriptorWriter.writeAll(bytes, to: 2)
}
