/// A picture of a moment of a step's transition (`popsplit run --pictures --moments N`): how far
/// into the transition, and the file.
struct StepMoment {
    /// Seconds into the transition.
    var at: Double
    /// The file's name in the directory (`003-popover.present.t050.png`: 50 ms in).
    var fileName: String
    /// The picture's content before any PNG conversion (SVG or text).
    var content: String
}
