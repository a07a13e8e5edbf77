/// The last `capacity` elements appended, numbered from 0 in the order they came (numbers keep
/// growing when old elements fall off). Pure; appending is O(1).
public struct StepRing<Element: Sendable>: Sendable {
    /// The most elements kept.
    public let capacity: Int
    /// The storage, used as a ring once full.
    var storage: [Element] = []
    /// The number of elements ever appended.
    public private(set) var appended = 0

    /// An empty ring keeping at most `capacity` (at least 1).
    public init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// The number of the oldest element kept.
    public var firstNumber: Int { appended - storage.count }

    /// The number of elements kept.
    public var count: Int { storage.count }

    /// Appends `element` (number ``appended`` before the call), dropping the oldest when full.
    public mutating func append(_ element: Element) {
        if storage.count < capacity {
            storage.append(element)
        } else {
            storage[appended % capacity] = element
        }
        appended += 1
    }

    /// The element numbered `number`, if still kept.
    public subscript(number: Int) -> Element? {
        guard number >= firstNumber, number < appended else { return nil }
        return storage.count < capacity ? storage[number] : storage[number % capacity]
    }

    /// The elements kept, oldest first, with their numbers.
    public var numbered: [(number: Int, element: Element)] {
        (firstNumber..<appended).compactMap { number in self[number].map { (number, $0) } }
    }

    /// The newest element.
    public var last: Element? { appended > 0 ? self[appended - 1] : nil }
}
