/// A picture `popsplit run --pictures` wrote: the step that changed the screen, the scene and
/// the file (a name inside the pictures directory), and the moments of the transition that led to
/// it, when the change animated.
struct StepPicture {
    /// The step's number.
    var step: Int
    /// The scene drawn.
    var scene: String
    /// The file's name in the directory (`003-popover.present.png`).
    var fileName: String
    /// The picture's content before any PNG conversion (SVG or text).
    var content: String
    /// The transition's duration in seconds (0: the change did not animate).
    var duration: Double = 0
    /// Pictures of the transition on its way, in time order (`003-popover.present.t050.png`).
    var moments: [StepMoment] = []
}
