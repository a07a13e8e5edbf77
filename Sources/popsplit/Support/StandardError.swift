import PopsplitRPC

/// Writes `text` to stderr (descriptor 2) as one line.
func printError(_ text: String) {
    var bytes = Array(text.utf8)
    if bytes.last != UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\n")) }
    _ = DescriptorWriter.writeAll(bytes, to: 2)
}
