import Foundation

/// What ``Daemon`` needs from the C library beyond Glibc's Swift module.
enum SpawnSupport {
    /// Serialises pipe creation and spawning across the tests running in parallel.
    static let lock = NSLock()

    /// glibc's `posix_spawn_file_actions_addchdir_np` (2.29+; not exported by the Glibc module).
    typealias AddChdir = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, UnsafePointer<CChar>?) -> Int32

    /// The C function, looked up in the running process.
    static func addChdir() throws -> AddChdir {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addchdir_np") else {
            throw E2EError("posix_spawn_file_actions_addchdir_np is missing (glibc older than 2.29)")
        }
        return unsafeBitCast(symbol, to: AddChdir.self)
    }
}
