/// The last `capacity` elements appended, numbered from 0 in the order they came (numbers keep
/// growing when old elements fall off, or are dropped). Pure; appending and dropping are O(1)
/// (amortized), and the storage holds no more slots than the most elements kept at once (doubled
/// as needed, never past `capacity`), so dropping elements frees their memory for good.
public struct StepRing<Element: Sendable>: Sendable {
    /// The most elements kept.
    public let capacity: Int
    /// The storage, used as a ring from `head`: the element numbered `n` is at
    /// `(head + n - firstNumber) % storage.count`.
    var storage: [Element?] = []
    /// Where the oldest element is in `storage`.
    var head = 0
    /// The number of elements ever appended.
    public private(set) var appended = 0
    /// The number of the oldest element kept.
    public private(set) var firstNumber = 0

    /// An empty ring keeping at most `capacity` (at least 1).
    public init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// The number of elements kept.
    public var count: Int { appended - firstNumber }

    /// Appends `element` (number ``appended`` before the call); returns the oldest element when
    /// the ring was full and it fell off.
    @discardableResult
    public mutating func append(_ element: Element) -> Element? {
        var fallen: Element?
        if count == capacity { fallen = dropOldest() }
        if count == storage.count {
            // Full storage: laid out again in order, with room for twice as many (at most capacity).
            var grown: [Element?] = (0..<count).map { storage[(head + $0) % storage.count] }
            grown.append(contentsOf: repeatElement(nil, count: min(capacity, max(4, count * 2)) - count))
            storage = grown
            head = 0
        }
        storage[(head + count) % storage.count] = element
        appended += 1
        return fallen
    }

    /// Drops the oldest element kept and returns it (nil when empty).
    @discardableResult
    public mutating func dropOldest() -> Element? {
        guard count > 0 else { return nil }
        let oldest = storage[head]
        storage[head] = nil
        head = (head + 1) % storage.count
        firstNumber += 1
        return oldest
    }

    /// The element numbered `number`, if still kept.
    public subscript(number: Int) -> Element? {
        guard number >= firstNumber, number < appended else { return nil }
        return storage[(head + number - firstNumber) % storage.count]
    }

    /// The elements kept, oldest first, with their numbers.
    public var numbered: [(number: Int, element: Element)] {
        (firstNumber..<appended).compactMap { number in self[number].map { (number, $0) } }
    }

    /// The newest element.
    public var last: Element? { appended > 0 ? self[appended - 1] : nil }
}
