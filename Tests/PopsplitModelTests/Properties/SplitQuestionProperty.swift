import PopsplitModel

/// SPL-17 and SVC-03 on every step: only a rotation that rotates asks
/// `splitViewController:shouldHideViewController:inOrientation:`, about the new orientation, of a
/// split view controller on screen whose delegate implements it, with the document's answer as the
/// default; only a drag asks `splitViewController:constrainSplitPosition:splitViewSize:`, of a
/// versatile split view controller whose delegate implements it.
struct SplitQuestionProperty: SceneProperty {
    /// `shouldHideViewController:inOrientation:`.
    static let shouldHide = "splitViewController:shouldHideViewController:inOrientation:"
    /// `constrainSplitPosition:splitViewSize:`.
    static let constrain = "splitViewController:constrainSplitPosition:splitViewSize:"
    /// The split views' questions.
    static let selectors: Set<String> = [shouldHide, constrain]
    /// The document's controllers by id.
    var specs: [String: ControllerSpec] = [:]

    /// Indexes the document.
    mutating func launched(_ launch: LaunchContext) throws(PropertyFailure) {
        specs = DocumentIds(launch.document).specs
    }

    /// Checks one step.
    func check(_ step: StepContext) throws(PropertyFailure) {
        for question in step.attempts.compactMap(\.question) where Self.selectors.contains(question.selector) {
            guard case .string(let split)? = question.fields["splitViewController"] else {
                throw PropertyFailure("\(question.selector) without its split view controller: \(Compact.fields(question.fields))")
            }
            let onScreen = step.beforeLayout.nodes.contains { $0.id == split }
            switch (question.selector, step.command) {
            case (Self.shouldHide, .rotate(let to, _)):
                let options = specs[split]?.split
                try PropertyFailure.check(
                    options?.implementsShouldHide == true && onScreen && question.fields["orientation"] == .string(to.rawValue)
                        && question.defaultAnswer == .bool(options?.hidesMaster(in: to) ?? false),
                    "SPL-17 rotate(\(to.rawValue)) asked \(Compact.fields(question.fields)) default \(question.defaultAnswer)")
            case (Self.constrain, .drag):
                try PropertyFailure.check(
                    specs[split]?.versatileSplit?.constrainsSplitPosition == true && onScreen,
                    "SVC-03 a drag asked \(split), which does not constrain its split position or is not on screen")
            default:
                throw PropertyFailure("\(Compact.command(step.command)) asked \(question.selector)")
            }
        }
    }
}
