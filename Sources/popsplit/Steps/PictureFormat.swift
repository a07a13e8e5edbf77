/// The formats of a picture the command line writes (`render --format`, `run --pictures
/// --format`).
enum PictureFormat: String, ArgumentValue, CaseIterable {
    /// SVG.
    case svg
    /// Text (the terminal's picture).
    case text
    /// PNG, through librsvg.
    case png

    /// The file name extension.
    var fileExtension: String {
        switch self {
        case .svg: return "svg"
        case .text: return "txt"
        case .png: return "png"
        }
    }
}
