#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A shared library opened with `dlopen`, and its symbols.
final class SharedLibrary: @unchecked Sendable {
    /// The `dlopen` handle.
    let handle: UnsafeMutableRawPointer

    /// The names a library is looked up by on this system: Debian's sonames on Linux; on macOS
    /// Homebrew's dylibs (Apple silicon's /opt/homebrew, then Intel's /usr/local, then the
    /// loader's own search). `linux` are the sonames, `mac` the dylib's file name.
    static func names(linux: [String], mac: String) -> [String] {
        #if os(macOS)
            return ["/opt/homebrew/lib/" + mac, "/usr/local/lib/" + mac, mac]
        #else
            return linux
        #endif
    }

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
