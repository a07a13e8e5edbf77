#if canImport(Glibc)
import Glibc
#endif

/// A shared library opened with `dlopen`, and its symbols.
final class SharedLibrary: @unchecked Sendable {
    /// The `dlopen` handle.
    let handle: UnsafeMutableRawPointer

    /// Opens the first of `names` that loads.
    init?(_ names: [String]) {
        for name in names {
            if let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) {
                self.handle = handle
                return
            }
        }
        return nil
    }

    /// The address of `symbol`, if the library has it.
    func symbol(_ symbol: String) -> UnsafeMutableRawPointer? { dlsym(handle, symbol) }
}
