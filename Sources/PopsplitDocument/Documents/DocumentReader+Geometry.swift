import PopsplitJSON
import PopsplitModel

/// Frames and sizes: arrays of numbers in points.
extension DocumentReader {
    /// `[x, y, width, height]` in points: four finite numbers, width and height at least 0.
    func rect(_ value: JSONValue, at path: DocumentPath) -> Rect? {
        guard let numbers = numbers(value, at: path, names: Self.rectNames, nonNegative: Self.rectNonNegative) else { return nil }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// `[width, height]` in points: two finite numbers, both at least 0.
    func size(_ value: JSONValue, at path: DocumentPath) -> Size? {
        guard let numbers = numbers(value, at: path, names: Self.sizeNames, nonNegative: Self.sizeNonNegative) else { return nil }
        return Size(width: numbers[0], height: numbers[1])
    }

    /// `[top, left, bottom, right]` in points: four finite numbers, none negative, none above `limit`.
    func insets(_ value: JSONValue, at path: DocumentPath, limit: Double) -> EdgeInsets? {
        guard let n = numbers(value, at: path, names: Self.insetNames, nonNegative: Self.insetNonNegative) else { return nil }
        for (i, v) in n.enumerated() where v > limit {
            report(.invalidValue, at: path.appending(i), "an inset must be at most \(Int(limit)), got \(DocumentMessage.number(v))")
            return nil
        }
        return EdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
    }

    /// An array of exactly `names.count` finite numbers; those with a phrase in `nonNegative`
    /// (what the number is, for the message) must not be negative. Every bad element is reported.
    private func numbers(_ value: JSONValue, at path: DocumentPath, names: [String], nonNegative: [String?]) -> [Double]? {
        // The messages are worked out when one is reported: a reader reads a rect per view.
        var shape: String { "[" + names.joined(separator: ", ") + "]" }
        guard let array = value.arrayValue else {
            report(.wrongType, at: path, DocumentMessage.expected("an array \(shape)", got: value))
            return nil
        }
        guard array.count == names.count else {
            report(
                .invalidValue, at: path,
                "expected \(names.count) numbers \(shape), got \(array.count) \(array.count == 1 ? "element" : "elements")")
            return nil
        }
        var result: [Double] = []
        result.reserveCapacity(names.count)
        for (i, element) in array.enumerated() {
            if let number = number(element, at: path.appending(i), nonNegative: nonNegative[i]) { result.append(number) }
        }
        return result.count == names.count ? result : nil
    }

    /// The names of a rect's numbers, in order.
    private static let rectNames = ["x", "y", "width", "height"]
    /// What a rect's numbers that must not be negative are (its size).
    private static let rectNonNegative: [String?] = [nil, nil, "a width", "a height"]
    /// The names of a size's numbers, in order.
    private static let sizeNames = ["width", "height"]
    /// What a size's numbers are (neither may be negative).
    private static let sizeNonNegative: [String?] = sizeNames.map { "a \($0)" }
    /// The names of insets' numbers, in order.
    private static let insetNames = ["top", "left", "bottom", "right"]
    /// What insets' numbers are (none may be negative).
    private static let insetNonNegative: [String?] = insetNames.map { "a \($0)" }
}
