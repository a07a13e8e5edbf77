/// A child process just spawned, with the two ends of its pipes the parent keeps.
struct SpawnedChild {
    /// Its process id.
    let pid: Int32
    /// The write end of its stdin (close-on-exec).
    let writeFD: Int32
    /// The read end of its stdout (close-on-exec).
    let readFD: Int32
}
