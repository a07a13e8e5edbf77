/// A followed scene's steps, bounded twice: at most `steps` of them, and at most `byteLimit`
/// bytes of the memory their states hold as ``TimelineStep/estimatedBytes`` counts it. Past
/// either bound the oldest steps are dropped (their numbers are not reused); the newest step is
/// always kept, whatever it weighs.
public struct Timeline: Sendable {
    /// The steps, oldest first.
    public private(set) var steps: StepRing<TimelineStep>
    /// The most bytes the steps may hold.
    public let byteLimit: Int
    /// The bytes the kept steps hold, as estimated.
    public private(set) var bytes = 0

    /// An empty timeline keeping at most `steps` steps and `byteLimit` bytes.
    public init(steps: Int, byteLimit: Int) {
        self.steps = StepRing(capacity: steps)
        self.byteLimit = max(1, byteLimit)
    }

    /// Appends `step`, dropping the oldest steps past either bound.
    public mutating func append(_ step: TimelineStep) {
        if let fallen = steps.append(step) { bytes -= fallen.estimatedBytes }
        bytes += step.estimatedBytes
        while bytes > byteLimit, steps.count > 1, let dropped = steps.dropOldest() {
            bytes -= dropped.estimatedBytes
        }
    }

    /// The step numbered `number`, if still kept.
    public subscript(number: Int) -> TimelineStep? { steps[number] }

    /// The steps kept, oldest first, with their numbers.
    public var numbered: [(number: Int, element: TimelineStep)] { steps.numbered }

    /// The newest step.
    public var last: TimelineStep? { steps.last }

    /// The number of steps kept.
    public var count: Int { steps.count }

    /// The number of the oldest step kept.
    public var firstNumber: Int { steps.firstNumber }

    /// The number of steps ever appended.
    public var appended: Int { steps.appended }
}
