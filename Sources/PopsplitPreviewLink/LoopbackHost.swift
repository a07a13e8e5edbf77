/// The address the preview server binds: 127.0.0.1 by default, or another loopback address
/// (127.0.0.0/8, `::1`); never a wildcard or an outside address.
public struct LoopbackHost: Sendable, Equatable {
    /// The address as bound (`127.0.0.1`, `::1`).
    public let address: String

    /// The default address.
    public static let standard = LoopbackHost(checked: "127.0.0.1")

    /// An address already checked.
    private init(checked address: String) { self.address = address }

    /// The loopback address `text` names (`localhost` is 127.0.0.1); nil for anything else
    /// (`0.0.0.0`, `::`, a name, an outside address).
    public init?(_ text: String) {
        if text == "localhost" {
            self = .standard
            return
        }
        if text == "::1" || text == "[::1]" {
            self.address = "::1"
            return
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4, parts[0] == "127" else { return nil }
        for part in parts {
            guard (1...3).contains(part.count), part.allSatisfy(\.isASCII), part.allSatisfy(\.isNumber),
                let value = Int(part), value <= 255
            else { return nil }
        }
        self.address = text
    }

    /// The address as a URL writes it (`[::1]` for IPv6).
    public var urlHost: String { address.contains(":") ? "[\(address)]" : address }
}
