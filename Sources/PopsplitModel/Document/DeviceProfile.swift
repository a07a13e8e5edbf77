/// The device a scene runs on.
public enum DeviceProfile: String, Sendable, Equatable, CaseIterable {
    /// An iPad: screen 768 x 1024 pt in portrait (ROT-01).
    case iPad = "ipad"
}
