/// An opaque colour, as a document writes it: `#RRGGBB` (a bar's `tintColor`, NAV-07).
public struct RGBColor: Sendable, Equatable, Hashable {
    /// Red, 0 to 255.
    public var red: UInt8
    /// Green, 0 to 255.
    public var green: UInt8
    /// Blue, 0 to 255.
    public var blue: UInt8

    /// A colour from its components.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// A colour from `#RRGGBB` (hex digits of either case); `nil` for anything else.
    public init?(hex: String) {
        let digits = Array(hex.utf8)
        guard digits.count == 7, digits[0] == UInt8(ascii: "#") else { return nil }
        var values: [UInt8] = []
        for pair in stride(from: 1, to: 7, by: 2) {
            guard let high = Self.nibble(digits[pair]), let low = Self.nibble(digits[pair + 1]) else { return nil }
            values.append(high << 4 | low)
        }
        self.init(red: values[0], green: values[1], blue: values[2])
    }

    /// `#rrggbb`, lower case.
    public var hex: String {
        let digits = Array("0123456789abcdef")
        return "#" + String([red, green, blue].flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] })
    }

    /// This colour mixed with `other` by `amount` (0: this, 1: `other`).
    public func mixed(with other: RGBColor, _ amount: Double) -> RGBColor {
        let t = min(max(amount, 0), 1)
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) * (1 - t) + Double(b) * t).rounded()) }
        return RGBColor(red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue))
    }

    /// The value of one hex digit.
    private static func nibble(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
