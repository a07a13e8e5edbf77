/// Why `popsplit run --pictures` cannot write its pictures (the directory, the rasterizer).
struct StepPicturesError: Error {
    /// What went wrong, for a person.
    var message: String
}
