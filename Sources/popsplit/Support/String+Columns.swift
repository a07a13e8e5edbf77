/// Text helpers of the command line's output, in the standard library alone (the executable
/// links no Foundation).
extension StringProtocol {
    /// The text cut or padded with spaces to `width` characters.
    func padded(to width: Int) -> String {
        let cut = String(prefix(width))
        return cut + String(repeating: " ", count: Swift.max(0, width - cut.count))
    }

    /// The text without leading and trailing spaces and tabs.
    var trimmingBlanks: String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else { return "" }
        return String(self[first...last])
    }
}
