import PopsplitJSON

/// A companion document read for a storyboard or nib: its value, and its text when it came from a
/// file (its diagnostics are placed in it).
struct LoadedCompanion {
    /// The companion document.
    var value: JSONValue
    /// Its text, when read from a file.
    var text: String?
}
