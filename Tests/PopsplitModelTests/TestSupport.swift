import PopsplitModel

/// Reading outcomes, fields and layouts in tests.
extension CommandOutcome {
    /// The events of a finished command (empty for a question).
    var events: [SceneEvent] {
        if case .done(let events, _) = self { return events }
        return []
    }

    /// The result fields of a finished command (empty for a question).
    var result: [Field] {
        if case .done(_, let result) = self { return result }
        return []
    }

    /// The question asked, if any.
    var question: DelegateQuestion? {
        if case .needsAnswer(let q) = self { return q }
        return nil
    }
}

/// Field lookup by name.
extension Array where Element == Field {
    /// The value of the first field named `name`.
    subscript(_ name: String) -> FieldValue? { first { $0.name.rawValue == name }?.value }
}

/// Compact event traces.
extension Array where Element == SceneEvent {
    /// `name@target` of each event, for compact order assertions.
    var trace: [String] { map { "\($0.name)@\($0.target ?? "app")" } }
}

/// Node lookup by id.
extension SceneLayout {
    /// The node with this id.
    func node(_ id: String) -> LayoutNode? { nodes.first { $0.id == id } }

    /// The frame of the node with this id.
    func frame(_ id: String) -> Rect? { node(id)?.frame }
}

/// Applying commands in tests.
extension Scene {
    /// Applies a command with no known answers.
    @discardableResult
    mutating func run(_ command: SceneCommand, answers: DelegateAnswers = [:]) throws -> CommandOutcome {
        try apply(command, answers: answers)
    }
}
