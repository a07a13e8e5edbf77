/// The range of geometry a scene document may use.
///
/// Every coordinate and length in a document (view frames, item widths, popover content sizes)
/// must lie within ±``maxMagnitude`` points. The screen is 1024 pt at most, so the bound leaves
/// room for anything a layout means, while keeping every sum the layout makes (nested offsets,
/// autoresizing shares, item runs) finite.
public enum GeometryLimits {
    /// The largest magnitude of a document coordinate or length, in points.
    public static let maxMagnitude: Double = 100_000

    /// Whether `value` is finite and within ±``maxMagnitude``.
    public static func accepts(_ value: Double) -> Bool {
        value.isFinite && abs(value) <= maxMagnitude
    }
}
