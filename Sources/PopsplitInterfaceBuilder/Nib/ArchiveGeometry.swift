/// Reads the geometry strings of keyed-archive nibs: `NSFrame` (`{{0, 20}, {768, 1004}}`) and
/// `NSFrameSize` (`{768, 44}`).
enum ArchiveGeometry {
    /// The numbers of a geometry string in order (`{{0, 20}, {768, 1004}}`: 0, 20, 768, 1004), or
    /// nil when one is not a finite number within the format's bounds.
    static func numbers(_ text: String) -> [Double]? {
        var values: [Double] = []
        for part in text.split(whereSeparator: { $0 == "{" || $0 == "}" || $0 == "," || $0 == " " }) {
            guard let value = Double(part), value.isFinite, abs(value) <= 100_000 else { return nil }
            values.append(value)
        }
        return values
    }

    /// `[x, y, width, height]` from an `NSFrame` or (at the origin) an `NSFrameSize`.
    static func frame(frame: String?, size: String?) -> [Double]? {
        if let frame, let values = numbers(frame), values.count == 4 { return values }
        if let size, let values = numbers(size), values.count == 2 { return [0, 0, values[0], values[1]] }
        return nil
    }
}
