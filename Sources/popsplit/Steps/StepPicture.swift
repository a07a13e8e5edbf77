/// A picture `popsplit run --pictures` wrote: the step that changed the screen, the scene and
/// the file (a name inside the pictures directory).
struct StepPicture {
    /// The step's number.
    var step: Int
    /// The scene drawn.
    var scene: String
    /// The file's name in the directory (`003-popover.present.png`).
    var fileName: String
    /// The picture's content before any PNG conversion (SVG or text).
    var content: String
}
