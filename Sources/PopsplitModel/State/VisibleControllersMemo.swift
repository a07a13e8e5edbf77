import Synchronization

/// The visible controllers of one hierarchy's state, worked out at the first read and kept for
/// the next ones (a command reads them 3 to 5 times: before and after each change, and in the
/// layout). A hierarchy holds one memo per state: ``Hierarchy/update(to:)`` gives it an empty
/// one (or empties its own when no copy shares it), so a memo never outlives the state it was
/// filled for. Copies of a hierarchy with the same state share it; the lock makes a first read
/// from two threads at once safe (each fills it with the same list).
final class VisibleControllersMemo: Sendable {
    /// The list, once read.
    private let list = Mutex<[String]?>(nil)

    /// The list kept, or the one `work` gives, kept.
    func controllers(_ work: () -> [String]) -> [String] {
        if let kept = list.withLock({ $0 }) { return kept }
        let made = work()
        list.withLock { $0 = made }
        return made
    }

    /// Forgets the list (its state changed, and no other hierarchy shares this memo).
    func forget() { list.withLock { $0 = nil } }
}
