import PopsplitJSON
import Testing

/// All PopsplitJSON tests, serialized so that the allocation counts they read stay quiet.
@Suite(.serialized)
struct JSONTests {
    /// The error parsing `text` throws, or nil when it parses.
    static func parseError(_ text: String) -> JSONParseError? {
        do {
            _ = try JSONCodec.parse(text)
            return nil
        } catch {
            return error
        }
    }

    /// The error parsing `bytes` throws, or nil when they parse.
    static func parseError(_ bytes: [UInt8]) -> JSONParseError? {
        do {
            _ = try JSONCodec.parse(bytes)
            return nil
        } catch {
            return error
        }
    }

    /// `depth` arrays nested in one another: `[[...]]`.
    static func nestedArrays(_ depth: Int) -> String {
        String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    }
}
