/// The iOS release whose behaviour the model follows where releases differ
/// (for example the split view's hidden master: a popover in 5.0, a slide-in in 5.1+).
public enum BehaviourProfile: String, Sendable, Equatable, CaseIterable, Comparable {
    /// iOS 5.0.
    case iOS5_0 = "ios5.0"
    /// iOS 5.1.
    case iOS5_1 = "ios5.1"
    /// iOS 6.
    case iOS6 = "ios6"

    /// Releases order by age.
    public static func < (a: BehaviourProfile, b: BehaviourProfile) -> Bool {
        let order: [BehaviourProfile] = [.iOS5_0, .iOS5_1, .iOS6]
        return (order.firstIndex(of: a) ?? 0) < (order.firstIndex(of: b) ?? 0)
    }
}
