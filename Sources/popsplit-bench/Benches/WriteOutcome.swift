/// What the writer thread reports back; read only after the thread was joined.
final class WriteOutcome {
    /// Whether every byte was written.
    var succeeded = false
    /// errno after the last write.
    var errorNumber: Int32 = 0
}
