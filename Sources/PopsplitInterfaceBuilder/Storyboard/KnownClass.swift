/// Class names from storyboards and nibs that popsplit opens as what they are rather than as
/// their Interface Builder element says: the split view libraries the model has (the versatile
/// split view controller of the source documents, MGSplitViewController) and third-party popover
/// segues.
enum KnownClass {
    /// Whether a controller of class `name` is a versatile split view controller: Matt Gemmell's
    /// `MGSplitViewController` and the source documents' `SplitViewController` (subclasses
    /// named with either suffix included).
    static func isVersatileSplit(_ name: String) -> Bool {
        name.hasSuffix("MGSplitViewController") || name == "SplitViewController"
    }

    /// Whether a custom segue of class `name` presents a popover: a class whose name holds
    /// `PopoverSegue` (WYPopoverController's `WYStoryboardPopoverSegue` and its kind).
    static func isPopoverSegue(_ name: String) -> Bool { name.contains("PopoverSegue") }
}
