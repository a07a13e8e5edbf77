import ArgumentParser
import PopsplitRPC

/// How a bench that fails ends: its reason on stderr (control characters escaped), exit code 1.
enum BenchFailure {
    /// Runs `body`; a ``BenchError`` is printed as `popsplit-bench NAME: REASON` and exits 1.
    static func reporting(_ name: String, _ body: () throws(BenchError) -> Void) throws {
        do {
            try body()
        } catch {
            var bytes = Array(LogText.printable("popsplit-bench \(name): \(error.message)").utf8)
            bytes.append(UInt8(ascii: "\n"))
            _ = DescriptorWriter.writeAll(bytes, to: 2)
            throw ExitCode(1)
        }
    }
}
