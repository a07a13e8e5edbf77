/// Animation kinds and durations (seconds) reported in results so previews can animate.
/// Rotation durations are UIKit's (ROT-03); the others are chosen (protocol.md, section 9).
enum AnimationMetrics {
    /// A 90° rotation (ROT-03).
    static let quarterTurn: Double = 0.4
    /// A 180° rotation (ROT-03).
    static let halfTurn: Double = 0.8
    /// A navigation push or pop.
    static let navigation: Double = 0.35
    /// A page turn.
    static let pageTurn: Double = 0.5
    /// A popover fading in or out, or moving when presented again.
    static let popover: Double = 0.2
    /// A visible popover changing size (POP-05, POP-06).
    static let popoverResize: Double = 0.25
    /// The keyboard sliding in or out.
    static let keyboard: Double = 0.25
    /// The status bar growing to or shrinking from its in-call height.
    static let statusBar: Double = 0.35
    /// A custom container's transition between children (CNT-02): a cross dissolve of 0.3 s, the
    /// duration Apple's container samples pass.
    static let containerTransition: Double = 0.3

    /// The duration of a modal transition of `style` (MOD-02).
    static func modal(_ style: TransitionStyle) -> Double {
        switch style {
        case .coverVertical, .crossDissolve: 0.4
        case .flipHorizontal, .partialCurl: 0.75
        }
    }

    /// The `animation` result field: `{kind, duration}`.
    static func field(kind: AnimationKind, duration: Double) -> Field {
        Field(.animation, .animation(Animation(kind: kind, duration: duration)))
    }
}
