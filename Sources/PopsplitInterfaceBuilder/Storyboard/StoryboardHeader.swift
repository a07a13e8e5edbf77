/// What a storyboard's or nib's root element says about the whole file: its format version, the
/// behaviour profile its deployment target gives, and its document-wide simulated orientation.
struct StoryboardHeader {
    /// The document version (`1.0`, `1.1`, `2.0`, `3.0`).
    var version: String
    /// The behaviour profile (`ios5.0`, `ios5.1`, `ios6`).
    var profile: String
    /// The document-wide simulated orientation (Xcode 5's `defaultSimulatedMetrics`), if any.
    var orientation: String?

    /// The document versions popsplit reads: those of Xcode 4.2 (1.0), 4.3 (1.1), 4.5 (2.0) and 5 (3.0).
    static let versions: Set<String> = ["1.0", "1.1", "2.0", "3.0"]

    /// The profile of deployment target `value` (`defaultVersion`: the hexadecimal digits are
    /// the version, 1296 = 0x510 = iOS 5.1): below 5.1 `ios5.0`, below 6 `ios5.1`, else `ios6`
    /// (later targets keep iOS 6's behaviour, with a note).
    static func profile(deploymentTarget value: Int) -> String {
        if value < 0x510 { return "ios5.0" }
        if value < 0x600 { return "ios5.1" }
        return "ios6"
    }

    /// A deployment target in words (`0x510`: `iOS 5.1`).
    static func describe(deploymentTarget value: Int) -> String {
        let major = value >> 8
        let minor = (value >> 4) & 0xF
        return "iOS \(major).\(minor)"
    }
}
