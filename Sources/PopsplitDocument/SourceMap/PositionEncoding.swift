/// How a client counts the characters of a line (LSP's `PositionEncodingKind`), chosen at
/// `initialize` from `capabilities.general.positionEncodings`: the `character` of an
/// LSP position counts UTF-8 bytes, UTF-16 code units (LSP's default) or Unicode scalars.
public enum PositionEncoding: String, CaseIterable, Sendable {
    /// UTF-8 code units (bytes).
    case utf8 = "utf-8"
    /// UTF-16 code units: a character beyond U+FFFF counts two (LSP's default).
    case utf16 = "utf-16"
    /// Unicode scalar values (code points).
    case utf32 = "utf-32"

    /// How many units `scalar` takes in this encoding.
    public func units(of scalar: Unicode.Scalar) -> Int {
        switch self {
        case .utf8: return UTF8.width(scalar)
        case .utf16: return UTF16.width(scalar)
        case .utf32: return 1
        }
    }
}
