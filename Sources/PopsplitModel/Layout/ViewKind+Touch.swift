/// How views of each kind take touches.
extension ViewKind {
    /// UIKit's default `userInteractionEnabled`: false for labels and image views.
    var interactiveByDefault: Bool { self != .label && self != .image }
}
