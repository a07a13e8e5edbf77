/// Every set of ``AutoresizingFlag``s (64 of them), made once and shared: a reader that meets
/// thousands of views hands out a shared set by its mask instead of hashing flags into a new one
/// per view.
public enum AutoresizingFlagSets {
    /// The bit of `flag` in a mask: its place in ``AutoresizingFlag/allCases``.
    public static func bit(of flag: AutoresizingFlag) -> UInt8 {
        switch flag {
        case .flexibleLeftMargin: 1
        case .flexibleWidth: 2
        case .flexibleRightMargin: 4
        case .flexibleTopMargin: 8
        case .flexibleHeight: 16
        case .flexibleBottomMargin: 32
        }
    }

    /// The set of the flags whose bits are in `mask` (bits above the sixth are ignored).
    public static func set(_ mask: UInt8) -> Set<AutoresizingFlag> {
        all[Int(mask & 63)]
    }

    /// The 64 sets, by mask.
    private static let all: [Set<AutoresizingFlag>] = (0..<64).map { mask in
        Set(AutoresizingFlag.allCases.filter { Int(bit(of: $0)) & mask != 0 })
    }
}
