/// Decoded pixels: premultiplied ARGB, 32 bits each, row by row (cairo's ARGB32).
public struct PixelImage: Sendable, Equatable {
    /// Size in pixels.
    public var width: Int, height: Int
    /// The pixels.
    public var argb: [UInt32]

    /// The pixel at (`x`, `y`) as (red, green, blue, alpha), or `nil` outside.
    public func rgba(_ x: Int, _ y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8)? {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return nil }
        let v = argb[y * width + x]
        return (UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF), UInt8(v >> 24))
    }
}
